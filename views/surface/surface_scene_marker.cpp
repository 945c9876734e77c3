// The scenario's point on the surface: the marker ball and its stem, drawn at the grid's edge
// with a caption that says so when the point lies beyond an axis.
#include <vtkCellArray.h>
#include <vtkNew.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkSphereSource.h>
#include <QCoreApplication>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <vector>

#include "model/core/number_text.h"
#include "model/laws/laws.h"
#include "views/common/model_text.h"
#include "views/surface/surface_mesh.h"
#include "views/surface/surface_scene.h"

namespace scalescope::views {

void SurfaceScene::setMarker(const LandscapePoint& p) {
  m_marker = p;
  m_markerSet = true;
  placeMarker();
}

void SurfaceScene::placeMarker() {
  // A scenario off the grid (N = 10¹⁰ beyond 10⁸, issue 32) is drawn at the edge it lies
  // beyond, on the surface there, and the caption says so: never a ball floating outside.
  LandscapePoint p = m_marker;
  const double nLow = std::pow(10.0, m_grid.logN.log10Min);
  const double nHigh = std::pow(10.0, m_grid.logN.log10Max);
  const double sLow = std::pow(10.0, m_grid.logSerialFraction.log10Min);
  const double sHigh = std::pow(10.0, m_grid.logSerialFraction.log10Max);
  const double n = std::clamp(p.n, nLow, nHigh), s = std::clamp(p.serialFraction, sLow, sHigh);
  std::vector<QString> off;
  if (n != p.n)
    off.push_back(
        QCoreApplication::translate("SurfaceScene", "N = %1 is beyond the N axis, which ends at %2")
            .arg(localNumberText(model::shortNumber(p.n)), localNumberText(model::shortNumber(n))));
  if (s != p.serialFraction)
    off.push_back(QCoreApplication::translate("SurfaceScene",
                                              "1−α = %1 is beyond the 1−α axis, which ends at %2")
                      .arg(localNumberText(model::shortNumber(p.serialFraction)),
                           localNumberText(model::shortNumber(s))));
  if (!off.empty()) p = {n, s, model::amdahlEfficiency(n, s).valueOr(0.0)};
  const QString note = off.empty()
                           ? QString()
                           : QCoreApplication::translate("SurfaceScene", "Marker at the edge: %1")
                                 .arg(QStringList(off.begin(), off.end()).join("; "));
  if (m_markerSet && note.toStdString() != caption()) setCaption(note.toStdString());
  const auto w = toWorld(p);
  m_markerSource->SetCenter(w[0], w[1], w[2]);
  vtkNew<vtkPoints> points;
  vtkNew<vtkCellArray> lines;
  addLine(points, lines, {w[0], w[1], 0}, w);
  m_markerStem->SetPoints(points);
  m_markerStem->SetLines(lines);
}

std::array<double, 3> SurfaceScene::markerCentre() const {
  const double* c = m_markerSource->GetCenter();
  return {c[0], c[1], c[2]};
}

}  // namespace scalescope::views
