#include "views/surface/vtk_gl_window.h"

#include <QContextMenuEvent>
#include <QCoreApplication>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QWidget>

#include "views/surface/vtk_render_core.h"

namespace scalescope::views {

VtkGLWindow::VtkGLWindow(VtkRenderCore& core, std::function<void()> frameDone, QWidget* host)
    : QOpenGLWindow(QOpenGLWindow::NoPartialUpdate),
      m_core(core),
      m_frameDone(std::move(frameDone)),
      m_host(host) {
  // The host keeps the focus: a native window with the X input focus would take the key
  // events (and the main window's shortcuts) away from the widgets.
  setFlag(Qt::WindowDoesNotAcceptFocus);
  m_container = QWidget::createWindowContainer(this, host);
  m_container->setObjectName("vtkWindowContainer");
  m_container->setFocusPolicy(Qt::NoFocus);
  // Events that Qt routes through the widgets (synthesised ones, as QTest sends) skip the
  // container and reach the host directly, as the window's own events do (event()).
  m_container->setAttribute(Qt::WA_TransparentForMouseEvents);
  m_container->setMouseTracking(true);
}

VtkGLWindow::~VtkGLWindow() {
  if (context()) {
    makeCurrent();
    releaseGL();
    doneCurrent();
  }
}

bool VtkGLWindow::contextIsCurrent() const {
  return context() != nullptr && QOpenGLContext::currentContext() == context();
}

void VtkGLWindow::releaseGL() {
  QObject::disconnect(m_contextConnection);
  m_core.release();
}

void VtkGLWindow::initializeGL() {
  m_contextConnection = connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, [this] {
    makeCurrent();
    releaseGL();
    doneCurrent();
  });
  m_core.initialize(size() * devicePixelRatio());
}

void VtkGLWindow::resizeGL(int w, int h) {
  m_core.resize(QSize(w, h) * devicePixelRatio());
  update();  // a frame at the new size, also when the resize came after the window's paint
}

void VtkGLWindow::paintGL() {
  // A window shown again after it was resized while hidden (a veiled view whose step changed
  // the layout) paints at its new size before its resize event reaches resizeGL, and no frame
  // follows that event: VTK drew the old size, the rest stayed black (issue 31).
  if (const QSize pixels = size() * devicePixelRatio(); m_core.size() != pixels)
    m_core.resize(pixels);
  m_core.render(defaultFramebufferObject(), false);
  m_frameDone();
}

QImage VtkGLWindow::grabFrame() {
  if (!context() || !m_core.initialized()) return {};
  makeCurrent();
  QImage frame = m_core.renderToImage();
  frame.setDevicePixelRatio(devicePixelRatio());
  m_frameDone();
  return frame;
}

bool VtkGLWindow::event(QEvent* e) {
  switch (e->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonRelease:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::Wheel:
    case QEvent::KeyPress:
    case QEvent::KeyRelease:
    case QEvent::Enter:
    case QEvent::Leave:
      if (!m_host) break;
      if (e->type() == QEvent::MouseButtonPress) {
        // What Qt's widget window does for a click on a widget (this window takes no focus).
        if (!m_host->isActiveWindow()) m_host->activateWindow();
        if (m_host->focusPolicy() & Qt::ClickFocus) m_host->setFocus(Qt::MouseFocusReason);
      }
      QCoreApplication::sendEvent(m_host, e);
      // Widgets get a context menu event from Qt's widget window; this window is not one.
      if (e->type() == QEvent::MouseButtonPress &&
          static_cast<QMouseEvent*>(e)->button() == Qt::RightButton) {
        const auto* m = static_cast<QMouseEvent*>(e);
        QContextMenuEvent menu(QContextMenuEvent::Mouse, m->position().toPoint(),
                               m->globalPosition().toPoint(), m->modifiers());
        QCoreApplication::sendEvent(m_host, &menu);
      }
      return true;
    default:
      break;
  }
  return QOpenGLWindow::event(e);
}

}  // namespace scalescope::views
