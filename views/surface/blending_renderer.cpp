#include "views/surface/blending_renderer.h"

#include <vtkObjectFactory.h>
#include <vtkOpenGLRenderWindow.h>
#include <vtkOpenGLState.h>
#include <vtk_glew.h>

namespace scalescope::views {

vtkStandardNewMacro(BlendingRenderer);

void BlendingRenderer::DeviceRenderTranslucentPolygonalGeometry(vtkFrameBufferObjectBase*) {
  auto* window = vtkOpenGLRenderWindow::SafeDownCast(GetRenderWindow());
  if (!window) return Superclass::DeviceRenderTranslucentPolygonalGeometry();
  vtkOpenGLState* state = window->GetState();
  // The colour is blended over what lies behind; alpha keeps the opaque frame's 1. The actors
  // switch depth writes off for translucent geometry themselves (vtkOpenGLActor).
  vtkOpenGLState::ScopedglEnableDisable blend(state, GL_BLEND);
  vtkOpenGLState::ScopedglBlendFuncSeparate func(state);
  state->vtkglEnable(GL_BLEND);
  state->vtkglBlendFuncSeparate(GL_SRC_ALPHA, GL_ONE_MINUS_SRC_ALPHA, GL_ONE,
                                GL_ONE_MINUS_SRC_ALPHA);
  UpdateTranslucentPolygonalGeometry();
  ++m_translucentPasses;
}

}  // namespace scalescope::views
