#pragma once
// World → display coordinates for many points at once. vtkRenderer::WorldToDisplay builds the
// camera's composite matrix anew for every point (≈ 2 µs each); the 3D view projects up to
// tens of thousands of measured systems per pick and per label placement, so this takes the
// matrix once and applies it with a few multiplications per point (views/README.md).

#include <array>

class vtkRenderer;

namespace scalescope::views {

/// The renderer's current camera and viewport, frozen; project() matches WorldToDisplay.
class DisplayProjection {
 public:
  explicit DisplayProjection(vtkRenderer* renderer);
  /// Display pixels (origin bottom left) and depth in [0, 1] between the clipping planes
  /// (outside: behind the camera or beyond the far plane).
  std::array<double, 3> project(const std::array<double, 3>& world) const;

 private:
  double m_matrix[16];  ///< row-major composite projection × view
  double m_origin[2];
  double m_size[2];
};

}  // namespace scalescope::views
