#include "views/surface/vtk_gl_widget.h"

#include <QOpenGLContext>

#include "views/surface/vtk_render_core.h"

namespace scalescope::views {

VtkGLWidget::VtkGLWidget(VtkRenderCore& core, std::function<void()> frameDone, QWidget* parent)
    : QOpenGLWidget(parent), m_core(core), m_frameDone(std::move(frameDone)) {
  setAttribute(Qt::WA_TransparentForMouseEvents);
  setFocusPolicy(Qt::NoFocus);
}

VtkGLWidget::~VtkGLWidget() {
  makeCurrent();
  releaseGL();
  doneCurrent();
}

bool VtkGLWidget::contextIsCurrent() const {
  return context() != nullptr && QOpenGLContext::currentContext() == context();
}

void VtkGLWidget::releaseGL() {
  QObject::disconnect(m_contextConnection);
  if (context()) m_core.release();
}

void VtkGLWidget::initializeGL() {
  // Runs again after re-parenting, with a new context: the old one's resources went with it.
  QObject::disconnect(m_contextConnection);
  m_contextConnection = connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, [this] {
    makeCurrent();
    releaseGL();
    doneCurrent();
  });
  m_core.initialize(size() * devicePixelRatioF());
}

void VtkGLWidget::resizeGL(int w, int h) {
  m_core.resize(QSize(w, h) * devicePixelRatioF());
}

void VtkGLWidget::paintGL() {
  // Qt blends the widget into the window: the frame's alpha must be 1.
  m_core.render(defaultFramebufferObject(), true);
  m_frameDone();
}

QImage VtkGLWidget::grabFrame() {
  return context() ? grabFramebuffer() : QImage();
}

}  // namespace scalescope::views
