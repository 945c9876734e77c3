#include "views/surface/surface_mesh.h"

#include <vtkCellArray.h>
#include <vtkDoubleArray.h>
#include <vtkNew.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <algorithm>
#include <cmath>
#include <utility>

namespace scalescope::views {

namespace {

/// Height of the surface (world z) over a floor point, bilinear in the grid.
double heightAt(const model::EfficiencyGrid& grid, double height, double x, double y) {
  const int rows = static_cast<int>(grid.efficiency.rows());
  const int cols = static_cast<int>(grid.efficiency.cols());
  const double x0 = grid.logN.log10Min, x1 = grid.logN.log10Max;
  const double s0 = grid.logSerialFraction.log10Min, s1 = grid.logSerialFraction.log10Max;
  // Fractional grid indices: columns run along log₁₀N, rows along log₁₀(1−α) = −y.
  const double fc = std::clamp((x - x0) / (x1 - x0), 0.0, 1.0) * (cols - 1);
  const double fr = std::clamp((-y - s0) / (s1 - s0), 0.0, 1.0) * (rows - 1);
  const int c = std::min(static_cast<int>(fc), cols - 2);
  const int r = std::min(static_cast<int>(fr), rows - 2);
  const double u = fc - c, v = fr - r;
  const auto& e = grid.efficiency;
  const double e0 = (1 - u) * e(r, c) + u * e(r, c + 1);
  const double e1 = (1 - u) * e(r + 1, c) + u * e(r + 1, c + 1);
  return ((1 - v) * e0 + v * e1) * height;
}

}  // namespace

std::vector<int> evenlySpaced(int count, int cells) {
  cells = std::clamp(cells, 1, std::max(1, count - 1));
  std::vector<int> out(static_cast<std::size_t>(cells) + 1);
  for (int k = 0; k <= cells; ++k)
    out[static_cast<std::size_t>(k)] =
        static_cast<int>(std::lround(static_cast<double>(k) * (count - 1) / cells));
  return out;
}

void fillSurfaceMesh(vtkPolyData* data, const model::EfficiencyGrid& grid,
                     const std::vector<int>& rows, const std::vector<int>& cols, double height,
                     bool newShape) {
  const int nr = static_cast<int>(rows.size()), nc = static_cast<int>(cols.size());
  vtkNew<vtkPoints> points;
  points->SetNumberOfPoints(static_cast<vtkIdType>(nr) * nc);
  vtkNew<vtkDoubleArray> scalars;
  scalars->SetName("efficiency");
  scalars->SetNumberOfValues(static_cast<vtkIdType>(nr) * nc);
  for (int i = 0; i < nr; ++i)
    for (int j = 0; j < nc; ++j) {
      const double e = grid.efficiency(rows[i], cols[j]);
      const vtkIdType id = static_cast<vtkIdType>(i) * nc + j;
      points->SetPoint(id, grid.logN.log10At(cols[j]), -grid.logSerialFraction.log10At(rows[i]),
                       e * height);
      scalars->SetValue(id, e);
    }
  data->SetPoints(points);
  data->GetPointData()->SetScalars(scalars);
  if (newShape || data->GetNumberOfPolys() != static_cast<vtkIdType>(nr - 1) * (nc - 1)) {
    vtkNew<vtkCellArray> quads;
    quads->AllocateEstimate(static_cast<vtkIdType>(nr - 1) * (nc - 1), 4);
    for (int r = 0; r + 1 < nr; ++r)
      for (int c = 0; c + 1 < nc; ++c) {
        const vtkIdType q[4] = {r * nc + c, r * nc + c + 1, (r + 1) * nc + c + 1, (r + 1) * nc + c};
        quads->InsertNextCell(4, q);
      }
    data->SetPolys(quads);
  }
  data->Modified();
}

void addLine(vtkPoints* points, vtkCellArray* lines, const std::array<double, 3>& a,
             const std::array<double, 3>& b) {
  const vtkIdType ids[2] = {points->InsertNextPoint(a.data()), points->InsertNextPoint(b.data())};
  lines->InsertNextCell(2, ids);
}

bool surfaceCrosses(const model::EfficiencyGrid& grid, double height,
                    const std::array<double, 3>& p, const std::array<double, 3>& ray) {
  if (grid.efficiency.rows() < 2 || grid.efficiency.cols() < 2) return false;
  // Clip p + t·ray, t in [0, 1], to the box the surface lives in: the grid's footprint,
  // heights 0 … height.
  const double lo[3] = {grid.logN.log10Min, -grid.logSerialFraction.log10Max, 0};
  const double hi[3] = {grid.logN.log10Max, -grid.logSerialFraction.log10Min, height};
  double t0 = 0, t1 = 1;
  for (int i = 0; i < 3; ++i) {
    if (std::abs(ray[i]) < 1e-12) {
      if (p[i] < lo[i] || p[i] > hi[i]) return false;
      continue;
    }
    double a = (lo[i] - p[i]) / ray[i], b = (hi[i] - p[i]) / ray[i];
    if (a > b) std::swap(a, b);
    t0 = std::max(t0, a);
    t1 = std::min(t1, b);
  }
  if (t0 >= t1) return false;
  // March in steps of half a grid cell.
  const double cell = (hi[0] - lo[0]) / (grid.efficiency.cols() - 1);
  const double reach = std::hypot(ray[0], ray[1]) * (t1 - t0);
  const int steps = std::clamp(static_cast<int>(std::ceil(2 * reach / cell)), 2, 1024);
  for (int k = 0; k <= steps; ++k) {
    const double t = t0 + (t1 - t0) * k / steps;
    if (t < 1e-6) continue;
    const double x = p[0] + t * ray[0], y = p[1] + t * ray[1], z = p[2] + t * ray[2];
    if (heightAt(grid, height, x, y) > z + 0.02 * height) return true;
  }
  return false;
}

}  // namespace scalescope::views
