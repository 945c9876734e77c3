#include "views/surface/static_layer.h"

#include <vtkCamera.h>
#include <vtkCommand.h>
#include <vtkOpenGLFramebufferObject.h>
#include <vtkOpenGLRenderWindow.h>
#include <vtkOpenGLState.h>
#include <vtkProp.h>
#include <vtkPropCollection.h>
#include <vtkRenderer.h>
#include <vtk_glew.h>
#include <algorithm>

namespace scalescope::views {

StaticLayer::StaticLayer(vtkOpenGLRenderWindow* window, vtkRenderer* main, vtkRenderer* overlay,
                         std::function<void()> beforeFrame)
    : m_window(window), m_main(main), m_overlay(overlay), m_beforeFrame(std::move(beforeFrame)) {
  m_window->SetNumberOfLayers(2);
  m_overlay->SetLayer(1);
  m_overlay->SetActiveCamera(m_main->GetActiveCamera());
  // The overlay starts from the main layer's depth, and the camera is the main renderer's:
  // the interactor must not pick the overlay (it would reset the clipping range for it).
  m_overlay->SetPreserveDepthBuffer(true);
  m_overlay->SetInteractive(false);
  m_window->AddRenderer(m_overlay);
  m_windowObserver =
      m_window->AddObserver(vtkCommand::StartEvent, this, &StaticLayer::onWindowStart);
  m_overlayObserver =
      m_overlay->AddObserver(vtkCommand::StartEvent, this, &StaticLayer::onOverlayStart);
}

StaticLayer::~StaticLayer() {
  m_window->RemoveObserver(m_windowObserver);
  m_overlay->RemoveObserver(m_overlayObserver);
  m_window->RemoveRenderer(m_overlay);
  m_main->SetDraw(true);
}

void StaticLayer::releaseGraphicsResources() {
  m_copy->ReleaseGraphicsResources(m_window);
  m_copyValid = false;
}

unsigned long StaticLayer::mainStamp() const {
  // The renderer's own time is compared apart (onWindowStart): SetDraw changes it.
  vtkMTimeType stamp = m_main->GetActiveCamera()->GetMTime();
  vtkPropCollection* props = m_main->GetViewProps();
  vtkCollectionSimpleIterator it;
  props->InitTraversal(it);
  while (vtkProp* p = props->GetNextProp(it)) stamp = std::max(stamp, p->GetRedrawMTime());
  return stamp;
}

void StaticLayer::onWindowStart(vtkObject*, unsigned long, void*) {
  if (m_beforeFrame) m_beforeFrame();
  const int* size = m_window->GetSize();
  const bool reuse = m_copyValid && size[0] == m_copySize[0] && size[1] == m_copySize[1] &&
                     m_main->GetMTime() == m_rendererSeen && mainStamp() == m_copyStamp;
  m_mainDrawn = !reuse;
  m_main->SetDraw(!reuse);
  // SetDraw modifies the renderer: what counts is a change since this call (or since the
  // main layer last drew, which may modify it too).
  m_rendererSeen = m_main->GetMTime();
}

void StaticLayer::onOverlayStart(vtkObject*, unsigned long, void*) {
  // VTK's render framebuffer is bound for drawing here, between the two layers.
  vtkOpenGLFramebufferObject* frame = m_window->GetRenderFramebuffer();
  if (!frame) return;
  int width = 0, height = 0;
  frame->GetLastSize(width, height);
  vtkOpenGLState* state = m_window->GetState();
  state->PushFramebufferBindings();
  if (m_mainDrawn) {
    ++m_mainRenders;
    if (!m_copy->GetFBOIndex() || m_copySize[0] != width || m_copySize[1] != height) {
      m_copy->ReleaseGraphicsResources(m_window);
      m_copy->SetContext(m_window);
      // The same attachments as VTK's render framebuffer, so that depth can be blitted.
      m_copy->PopulateFramebuffer(width, height, true, 1, VTK_UNSIGNED_CHAR, true, 32, 0,
                                  m_window->GetStencilCapable() != 0);
    }
    frame->Bind(GL_READ_FRAMEBUFFER);
    frame->ActivateReadBuffer(0);
    m_copy->Bind(GL_DRAW_FRAMEBUFFER);
    m_copy->ActivateDrawBuffer(0);
  } else {
    m_copy->Bind(GL_READ_FRAMEBUFFER);
    m_copy->ActivateReadBuffer(0);
    frame->Bind(GL_DRAW_FRAMEBUFFER);
    frame->ActivateDrawBuffer(0);
  }
  const bool scissor = state->GetEnumState(GL_SCISSOR_TEST);
  state->vtkglDisable(GL_SCISSOR_TEST);
  state->vtkglBlitFramebuffer(0, 0, width, height, 0, 0, width, height,
                              GL_COLOR_BUFFER_BIT | GL_DEPTH_BUFFER_BIT, GL_NEAREST);
  if (scissor) state->vtkglEnable(GL_SCISSOR_TEST);
  state->PopFramebufferBindings();
  if (m_mainDrawn) {
    // After the main layer drew: what it drew is what the copy holds.
    m_copyValid = true;
    m_copyStamp = mainStamp();
    m_rendererSeen = m_main->GetMTime();
    m_copySize[0] = width;
    m_copySize[1] = height;
  }
}

}  // namespace scalescope::views
