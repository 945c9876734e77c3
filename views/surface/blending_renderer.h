#pragma once
// A VTK renderer that draws translucent geometry with plain alpha blending. VTK 9.1's OpenGL
// renderer always sends translucent props through its order-independent translucency pass
// (vtkOrderIndependentTranslucentPass: two extra colour targets, a depth copy and a full-frame
// resolve), and 9.1 has no switch to turn that off. The only translucent prop of the 3D view
// is the scenario's marker, one convex sphere drawn with its back faces culled: a single
// layer, for which blending in draw order is exact. Measured on llvmpipe, the pass cost
// ≈ 5 ms of every 3D frame, a third of a slider step (views/README.md, "What a frame redraws").

#include <vtkOpenGLRenderer.h>

namespace scalescope::views {

class BlendingRenderer : public vtkOpenGLRenderer {
 public:
  static BlendingRenderer* New();
  vtkTypeMacro(BlendingRenderer, vtkOpenGLRenderer)

  void DeviceRenderTranslucentPolygonalGeometry(vtkFrameBufferObjectBase* fbo = nullptr) override;

  /// Frames in which translucent geometry was drawn (for the tests).
  int translucentPasses() const { return m_translucentPasses; }

 protected:
  BlendingRenderer() = default;
  ~BlendingRenderer() override = default;

 private:
  int m_translucentPasses = 0;
};

}  // namespace scalescope::views
