#include "views/surface/display_projection.h"

#include <vtkCamera.h>
#include <vtkMatrix4x4.h>
#include <vtkRenderer.h>
#include <algorithm>

namespace scalescope::views {

DisplayProjection::DisplayProjection(vtkRenderer* renderer) {
  // As vtkRenderer::WorldToView: the tiled aspect ratio, depth mapped to [0, 1].
  vtkMatrix4x4* m = renderer->GetActiveCamera()->GetCompositeProjectionTransformMatrix(
      renderer->GetTiledAspectRatio(), 0, 1);
  std::copy(&m->Element[0][0], &m->Element[0][0] + 16, m_matrix);
  const int* origin = renderer->GetOrigin();
  const int* size = renderer->GetSize();
  m_origin[0] = origin[0];
  m_origin[1] = origin[1];
  m_size[0] = size[0];
  m_size[1] = size[1];
}

std::array<double, 3> DisplayProjection::project(const std::array<double, 3>& p) const {
  const double* m = m_matrix;
  const double x = m[0] * p[0] + m[1] * p[1] + m[2] * p[2] + m[3];
  const double y = m[4] * p[0] + m[5] * p[1] + m[6] * p[2] + m[7];
  const double z = m[8] * p[0] + m[9] * p[1] + m[10] * p[2] + m[11];
  double w = m[12] * p[0] + m[13] * p[1] + m[14] * p[2] + m[15];
  if (w == 0) w = 1e-300;
  // View coordinates in [−1, 1] to display pixels, as vtkViewport::ViewToDisplay.
  return {(x / w + 1) * m_size[0] / 2 + m_origin[0], (y / w + 1) * m_size[1] / 2 + m_origin[1],
          z / w};
}

}  // namespace scalescope::views
