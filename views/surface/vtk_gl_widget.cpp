#include "views/surface/vtk_gl_widget.h"

#include <vtkCallbackCommand.h>
#include <vtkCommand.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkGenericRenderWindowInteractor.h>
#include <vtkInteractorStyleTrackballCamera.h>
#include <vtkOpenGLState.h>
#include <vtkRenderer.h>
#include <QApplication>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QOpenGLExtraFunctions>
#include <QSurfaceFormat>
#include <QWheelEvent>

namespace scalescope::views {

void VtkGLWidget::prepareDefaultSurfaceFormat() {
  QSurfaceFormat format;
  format.setRenderableType(QSurfaceFormat::OpenGL);
  format.setVersion(3, 2);
  format.setProfile(QSurfaceFormat::CoreProfile);
  format.setDepthBufferSize(24);
  format.setStencilBufferSize(8);
  format.setSamples(0);
  QSurfaceFormat::setDefaultFormat(format);
  QCoreApplication::setAttribute(Qt::AA_ShareOpenGLContexts);
}

VtkGLWidget::VtkGLWidget(QWidget* parent) : QOpenGLWidget(parent) {
  setFocusPolicy(Qt::StrongFocus);
  setMouseTracking(true);
  m_window->AddRenderer(m_renderer);
  m_window->SetMultiSamples(0);
  m_interactor->SetRenderWindow(m_window);
  vtkNew<vtkInteractorStyleTrackballCamera> style;
  m_interactor->SetInteractorStyle(style);
  // Interaction must not render outside paintGL: the frame event schedules update().
  m_interactor->EnableRenderOff();

  const unsigned long events[3] = {vtkCommand::WindowMakeCurrentEvent,
                                   vtkCommand::WindowIsCurrentEvent, vtkCommand::WindowFrameEvent};
  for (int i = 0; i < 3; ++i)
    m_observerTags[i] = m_window->AddObserver(events[i], this, &VtkGLWidget::onVtkEvent);
}

VtkGLWidget::~VtkGLWidget() {
  makeCurrent();
  releaseGL();
  doneCurrent();
  for (unsigned long tag : m_observerTags) m_window->RemoveObserver(tag);
}

vtkRenderer* VtkGLWidget::renderer() const {
  return m_renderer;
}
vtkGenericOpenGLRenderWindow* VtkGLWidget::renderWindow() const {
  return m_window;
}

void VtkGLWidget::onVtkEvent(vtkObject*, unsigned long eventId, void* callData) {
  switch (eventId) {
    case vtkCommand::WindowMakeCurrentEvent:
      if (context() && QOpenGLContext::currentContext() != context()) makeCurrent();
      break;
    case vtkCommand::WindowIsCurrentEvent:
      *static_cast<bool*>(callData) =
          context() != nullptr && QOpenGLContext::currentContext() == context();
      break;
    case vtkCommand::WindowFrameEvent:
      if (!m_inPaint) update();
      break;
  }
}

void VtkGLWidget::releaseGL() {
  QObject::disconnect(m_contextConnection);
  if (context()) {
    m_renderer->ReleaseGraphicsResources(m_window);
    m_window->Finalize();
  }
}

void VtkGLWidget::initializeGL() {
  // Runs again after reparenting, with a new context: drop resources of the old one first.
  QObject::disconnect(m_contextConnection);
  m_contextConnection = connect(context(), &QOpenGLContext::aboutToBeDestroyed, this, [this] {
    makeCurrent();
    releaseGL();
    doneCurrent();
  });
  m_window->SetOwnContext(false);
  // The default blit writes to framebuffer 0, not to the widget's FBO.
  m_window->SetFrameBlitModeToNoBlit();
  m_window->SetReadyForRendering(false);
  m_window->OpenGLInitContext();
  m_interactor->Initialize();
  resizeGL(width(), height());
}

void VtkGLWidget::resizeGL(int w, int h) {
  const double ratio = devicePixelRatioF();
  const int pw = qMax(1, qRound(w * ratio));
  const int ph = qMax(1, qRound(h * ratio));
  m_window->SetSize(pw, ph);
  m_interactor->SetSize(pw, ph);
}

void VtkGLWidget::paintGL() {
  m_inPaint = true;
  vtkOpenGLState* state = m_window->GetState();
  state->Reset();
  state->Push();
  state->vtkglDepthFunc(GL_LEQUAL);  // Qt leaves GL_LESS
  m_window->SetReadyForRendering(true);
  m_window->Render();
  m_window->SetReadyForRendering(false);
  state->Pop();

  const int* size = m_window->GetSize();
  QOpenGLExtraFunctions* f = context()->extraFunctions();
  state->vtkglBindFramebuffer(GL_DRAW_FRAMEBUFFER, defaultFramebufferObject());
  const GLenum buffer = GL_COLOR_ATTACHMENT0;
  f->glDrawBuffers(1, &buffer);
  state->vtkglDisable(GL_SCISSOR_TEST);
  m_window->BlitDisplayFramebuffer(0, 0, 0, size[0], size[1], 0, 0, size[0], size[1],
                                   GL_COLOR_BUFFER_BIT, GL_NEAREST);
  // The widget is composited by Qt: an alpha below 1 would show the window behind it.
  state->vtkglColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_TRUE);
  state->vtkglClearColor(0, 0, 0, 1);
  state->vtkglClear(GL_COLOR_BUFFER_BIT);
  state->vtkglColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
  state->Reset();
  m_inPaint = false;
  ++m_renderCount;
  emit frameRendered();
}

void VtkGLWidget::forwardMouse(QMouseEvent* e, unsigned long vtkEvent) {
  const double ratio = devicePixelRatioF();
  const QPointF p = e->position() * ratio;
  m_interactor->SetEventInformationFlipY(qRound(p.x()), qRound(p.y()),
                                         (e->modifiers() & Qt::ControlModifier) ? 1 : 0,
                                         (e->modifiers() & Qt::ShiftModifier) ? 1 : 0);
  m_interactor->InvokeEvent(vtkEvent, e);
  update();
}

void VtkGLWidget::mousePressEvent(QMouseEvent* e) {
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

void VtkGLWidget::mouseReleaseEvent(QMouseEvent* e) {
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

void VtkGLWidget::mouseMoveEvent(QMouseEvent* e) {
  if (e->buttons() == Qt::NoButton) return;  // hover is handled by subclasses (picking)
  forwardMouse(e, vtkCommand::MouseMoveEvent);
}

void VtkGLWidget::wheelEvent(QWheelEvent* e) {
  const double ratio = devicePixelRatioF();
  const QPointF p = e->position() * ratio;
  m_interactor->SetEventInformationFlipY(qRound(p.x()), qRound(p.y()));
  const int delta = e->angleDelta().y();
  if (delta > 0) m_interactor->InvokeEvent(vtkCommand::MouseWheelForwardEvent, e);
  if (delta < 0) m_interactor->InvokeEvent(vtkCommand::MouseWheelBackwardEvent, e);
  update();
}

}  // namespace scalescope::views
