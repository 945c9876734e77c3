#include "views/surface/vtk_render_core.h"

#include <vtkCommand.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkGenericRenderWindowInteractor.h>
#include <vtkInteractorStyleTrackballCamera.h>
#include <vtkOpenGLFramebufferObject.h>
#include <vtkOpenGLState.h>
#include <vtkRenderer.h>
#include <QOpenGLContext>
#include <QOpenGLExtraFunctions>
#include <algorithm>

#include "views/surface/blending_renderer.h"
#include "views/surface/static_layer.h"
#include "views/surface/vtk_surface.h"

namespace scalescope::views {

VtkRenderCore::VtkRenderCore() {
  m_window->AddRenderer(m_renderer);
  m_window->SetMultiSamples(0);
  // An opaque frame (alpha 1 everywhere: VTK clears alpha to the background's): a surface
  // that reads it back as an RGB image or blits it into a window needs no alpha pass.
  m_renderer->SetBackgroundAlpha(1.0);
  m_interactor->SetRenderWindow(m_window);
  vtkNew<vtkInteractorStyleTrackballCamera> style;
  m_interactor->SetInteractorStyle(style);
  // Interaction must not render outside a paint: the frame event asks the surface instead.
  m_interactor->EnableRenderOff();
  const unsigned long events[3] = {vtkCommand::WindowMakeCurrentEvent,
                                   vtkCommand::WindowIsCurrentEvent, vtkCommand::WindowFrameEvent};
  for (int i = 0; i < 3; ++i)
    m_observerTags[i] = m_window->AddObserver(events[i], this, &VtkRenderCore::onVtkEvent);
}

VtkRenderCore::~VtkRenderCore() {
  m_staticLayer.reset();
  for (unsigned long tag : m_observerTags) m_window->RemoveObserver(tag);
}

vtkRenderer* VtkRenderCore::enableStaticLayer(std::function<void()> beforeFrame) {
  if (!m_staticLayer)
    m_staticLayer =
        std::make_unique<StaticLayer>(m_window, m_renderer, m_overlay, std::move(beforeFrame));
  return m_overlay;
}

int VtkRenderCore::mainLayerRenderCount() const {
  return m_staticLayer ? m_staticLayer->mainRenders() : m_renderCount;
}

vtkRenderer* VtkRenderCore::renderer() const {
  return m_renderer;
}
vtkGenericOpenGLRenderWindow* VtkRenderCore::window() const {
  return m_window;
}
vtkGenericRenderWindowInteractor* VtkRenderCore::interactor() const {
  return m_interactor;
}

void VtkRenderCore::onVtkEvent(vtkObject*, unsigned long eventId, void* callData) {
  switch (eventId) {
    case vtkCommand::WindowMakeCurrentEvent:
      if (m_surface && !m_surface->contextIsCurrent()) m_surface->makeContextCurrent();
      break;
    case vtkCommand::WindowIsCurrentEvent:
      *static_cast<bool*>(callData) = m_surface && m_surface->contextIsCurrent();
      break;
    case vtkCommand::WindowFrameEvent:
      if (!m_inRender && m_surface) m_surface->scheduleFrame();
      break;
  }
}

void VtkRenderCore::initialize(QSize devicePixels) {
  m_window->SetOwnContext(false);
  // VTK keeps the frame in its own framebuffer; the surface copies it where it belongs.
  m_window->SetFrameBlitModeToNoBlit();
  m_window->SetReadyForRendering(false);
  m_window->OpenGLInitContext();
  m_interactor->Initialize();
  resize(devicePixels);
  m_initialized = true;
}

void VtkRenderCore::resize(QSize devicePixels) {
  const int w = std::max(1, devicePixels.width());
  const int h = std::max(1, devicePixels.height());
  m_window->SetSize(w, h);
  m_interactor->SetSize(w, h);
}

QSize VtkRenderCore::size() const {
  const int* s = m_window->GetSize();
  return {s[0], s[1]};
}

void VtkRenderCore::release() {
  if (!m_initialized) return;
  if (m_staticLayer) m_staticLayer->releaseGraphicsResources();
  m_renderer->ReleaseGraphicsResources(m_window);
  m_overlay->ReleaseGraphicsResources(m_window);
  m_window->Finalize();
  m_initialized = false;
}

void VtkRenderCore::renderScene() {
  m_inRender = true;
  vtkOpenGLState* state = m_window->GetState();
  state->Reset();
  state->Push();
  state->vtkglDepthFunc(GL_LEQUAL);  // Qt leaves GL_LESS
  m_window->SetReadyForRendering(true);
  m_window->Render();
  m_window->SetReadyForRendering(false);
  state->Pop();
  m_inRender = false;
  ++m_renderCount;
  m_lastFrameSize = size();
}

void VtkRenderCore::render(unsigned target, bool opaqueAlpha) {
  renderScene();
  vtkOpenGLState* state = m_window->GetState();
  const QSize s = size();
  QOpenGLExtraFunctions* f = QOpenGLContext::currentContext()->extraFunctions();
  state->vtkglBindFramebuffer(GL_DRAW_FRAMEBUFFER, target);
  const GLenum buffer = target == 0 ? GL_BACK_LEFT : GL_COLOR_ATTACHMENT0;
  f->glDrawBuffers(1, &buffer);
  state->vtkglDisable(GL_SCISSOR_TEST);
  m_window->BlitDisplayFramebuffer(0, 0, 0, s.width(), s.height(), 0, 0, s.width(), s.height(),
                                   GL_COLOR_BUFFER_BIT, GL_NEAREST);
  if (opaqueAlpha) {
    state->vtkglColorMask(GL_FALSE, GL_FALSE, GL_FALSE, GL_TRUE);
    state->vtkglClearColor(0, 0, 0, 1);
    state->vtkglClear(GL_COLOR_BUFFER_BIT);
    state->vtkglColorMask(GL_TRUE, GL_TRUE, GL_TRUE, GL_TRUE);
  }
  state->Reset();
}

QImage VtkRenderCore::renderToImage() {
  renderScene();
  const QSize s = size();
  // 0xAARRGGBB words: GL_BGRA with the reversed packed type is that order on any byte order.
  QImage image(s, QImage::Format_RGB32);
  vtkOpenGLState* state = m_window->GetState();
  QOpenGLExtraFunctions* f = QOpenGLContext::currentContext()->extraFunctions();
  state->PushReadFramebufferBinding();
  m_window->GetDisplayFramebuffer()->Bind(GL_READ_FRAMEBUFFER);
  m_window->GetDisplayFramebuffer()->ActivateReadBuffer(0);
  f->glPixelStorei(GL_PACK_ALIGNMENT, 4);
  f->glReadPixels(0, 0, s.width(), s.height(), GL_BGRA, GL_UNSIGNED_INT_8_8_8_8_REV, image.bits());
  state->PopReadFramebufferBinding();
  state->Reset();
  // OpenGL's first row is the bottom one.
  return std::move(image).mirrored(false, true);
}

}  // namespace scalescope::views
