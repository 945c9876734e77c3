#include "views/surface/vtk_host.h"

#include <vtkCommand.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkGenericRenderWindowInteractor.h>
#include <vtkRenderer.h>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QSurfaceFormat>
#include <QVBoxLayout>
#include <QWheelEvent>

#include "views/surface/vtk_gl_widget.h"
#include "views/surface/vtk_gl_window.h"
#include "views/surface/vtk_image_widget.h"
#include "views/surface/vtk_render_core.h"

namespace scalescope::views {

void VtkHost::prepareApplication() {
  QSurfaceFormat format;
  format.setRenderableType(QSurfaceFormat::OpenGL);
  format.setVersion(3, 2);
  format.setProfile(QSurfaceFormat::CoreProfile);
  format.setDepthBufferSize(24);
  format.setStencilBufferSize(8);
  format.setSamples(0);
  QSurfaceFormat::setDefaultFormat(format);
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
  // A window's update() asks for its frame with QWindow::requestUpdate, which xcb delivers
  // after 5 ms of idle time "to gather system events" (Qt's documentation of requestUpdate;
  // Qt reads the variable once). Every frame of a camera drag and every slider step waited
  // those 5 ms, a third of a 60 Hz frame, with nothing to do: measured, a rotation frame
  // 18.0 → 13.0 ms wall at the same CPU (tests/bench/README.md, fifth round). Qt's input
  // compresses mouse moves by itself, and each frame still comes at most once per pass of
  // the event loop.
  if (qEnvironmentVariableIsEmpty("QT_QPA_UPDATE_IDLE_TIME"))
    qputenv("QT_QPA_UPDATE_IDLE_TIME", "0");
}

VtkHost::VtkHost(QWidget* parent, std::optional<VtkHostKind> kind)
    : QWidget(parent),
      m_kind(kind.value_or(chooseVtkHost(QGuiApplication::platformName()))),
      m_core(std::make_unique<VtkRenderCore>()) {
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  // The surface covers the host: Qt has nothing to paint here.
  setAttribute(Qt::WA_OpaquePaintEvent);
  setAttribute(Qt::WA_NoSystemBackground);
  auto frameDone = [this] { emit frameRendered(); };
  switch (m_kind) {
    case VtkHostKind::NativeWindow: {
      auto* window = new VtkGLWindow(*m_core, frameDone, this);
      m_surface = window;
      m_window = window;
      break;
    }
    case VtkHostKind::GLWidget:
      m_surface = new VtkGLWidget(*m_core, frameDone, this);
      break;
    case VtkHostKind::Image:
      m_surface = new VtkImageWidget(*m_core, frameDone, this);
      break;
  }
  m_core->setSurface(m_surface);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_surface->widget());
}

VtkHost::~VtkHost() {
  // The surface frees VTK's GL resources in its context: before the core goes.
  delete m_surface->widget();
  m_core->setSurface(nullptr);
}

vtkRenderer* VtkHost::renderer() const {
  return m_core->renderer();
}
vtkGenericOpenGLRenderWindow* VtkHost::renderWindow() const {
  return m_core->window();
}
int VtkHost::renderCount() const {
  return m_core->renderCount();
}
QSize VtkHost::frameSize() const {
  return m_core->lastFrameSize();
}

void VtkHost::requestRender() {
  m_surface->scheduleFrame();
}

void VtkHost::resizeEvent(QResizeEvent* e) {
  QWidget::resizeEvent(e);
  requestRender();  // asynchronous: after the surface itself has its new size
}

QImage VtkHost::grabFramebuffer() {
  return m_surface->grabFrame();
}

vtkRenderer* VtkHost::enableStaticLayer(std::function<void()> beforeFrame) {
  return m_core->enableStaticLayer(std::move(beforeFrame));
}

int VtkHost::mainLayerRenderCount() const {
  return m_core->mainLayerRenderCount();
}

void VtkHost::setSurfaceHidden(bool hidden) {
  if (m_kind != VtkHostKind::NativeWindow) return;
  m_surface->widget()->setVisible(!hidden);
  if (!hidden) requestRender();
}

void VtkHost::forwardMouse(QMouseEvent* e, unsigned long vtkEvent) {
  const double ratio = devicePixelRatioF();
  const QPointF p = e->position() * ratio;
  vtkGenericRenderWindowInteractor* interactor = m_core->interactor();
  interactor->SetEventInformationFlipY(qRound(p.x()), qRound(p.y()),
                                       (e->modifiers() & Qt::ControlModifier) ? 1 : 0,
                                       (e->modifiers() & Qt::ShiftModifier) ? 1 : 0);
  interactor->InvokeEvent(vtkEvent, e);
  requestRender();
}

void VtkHost::mousePressEvent(QMouseEvent* e) {
  // The right button is left to Qt for context menus; the wheel zooms.
  switch (e->button()) {
    case Qt::LeftButton:
      forwardMouse(e, vtkCommand::LeftButtonPressEvent);
      break;
    case Qt::MiddleButton:
      forwardMouse(e, vtkCommand::MiddleButtonPressEvent);
      break;
    default:
      break;
  }
}

void VtkHost::mouseReleaseEvent(QMouseEvent* e) {
  switch (e->button()) {
    case Qt::LeftButton:
      forwardMouse(e, vtkCommand::LeftButtonReleaseEvent);
      break;
    case Qt::MiddleButton:
      forwardMouse(e, vtkCommand::MiddleButtonReleaseEvent);
      break;
    default:
      break;
  }
}

void VtkHost::mouseMoveEvent(QMouseEvent* e) {
  if (e->buttons() == Qt::NoButton) return;  // hover is handled by subclasses (picking)
  forwardMouse(e, vtkCommand::MouseMoveEvent);
}

void VtkHost::wheelEvent(QWheelEvent* e) {
  const double ratio = devicePixelRatioF();
  const QPointF p = e->position() * ratio;
  vtkGenericRenderWindowInteractor* interactor = m_core->interactor();
  interactor->SetEventInformationFlipY(qRound(p.x()), qRound(p.y()));
  const int delta = e->angleDelta().y();
  if (delta > 0) interactor->InvokeEvent(vtkCommand::MouseWheelForwardEvent, e);
  if (delta < 0) interactor->InvokeEvent(vtkCommand::MouseWheelBackwardEvent, e);
  requestRender();
}

}  // namespace scalescope::views
