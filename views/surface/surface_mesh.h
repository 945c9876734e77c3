#pragma once
// The efficiency surface as geometry: the grid as a VTK mesh (every grid point, or a thinned
// draft through some of them) and whether the surface stands between a point and the eye.
// World coordinates as in SurfaceScene: x = log₁₀N, y = −log₁₀(1−α), z = E·height.

#include <array>
#include <vector>

#include "model/surface/efficiency_grid.h"

class vtkCellArray;
class vtkPoints;
class vtkPolyData;

namespace scalescope::views {

/// `cells + 1` indices from 0 to count − 1, evenly spread, first and last included (every
/// index if there are fewer).
std::vector<int> evenlySpaced(int count, int cells);

/// Fills `data` with the surface through the grid points of the chosen rows and columns:
/// points, scalars E named "efficiency", quads. The quads are made anew only when newShape
/// is set or their number changes.
void fillSurfaceMesh(vtkPolyData* data, const model::EfficiencyGrid& grid,
                     const std::vector<int>& rows, const std::vector<int>& cols, double height,
                     bool newShape);

/// Adds the segment a–b to `points` and `lines` (axes, grid lines, the marker's stem).
void addLine(vtkPoints* points, vtkCellArray* lines, const std::array<double, 3>& a,
             const std::array<double, 3>& b);

/// Whether the surface of `grid` (bilinear between grid points, z = E·height) rises above the
/// segment from p to p + ray somewhere, by more than 2 % of the height (a point lying on the
/// surface's edge is not hidden by it).
bool surfaceCrosses(const model::EfficiencyGrid& grid, double height,
                    const std::array<double, 3>& p, const std::array<double, 3>& ray);

}  // namespace scalescope::views
