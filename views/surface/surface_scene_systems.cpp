// The measured machines and the paths on the surface: systems as dots (obstacles for the
// labels), the generation paths of the data on the main layer, the trajectories and a
// lesson's highlight on the overlay, and picking the system under the pointer.
#include <vtkActor.h>
#include <vtkCellArray.h>
#include <vtkPointData.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <vtkUnsignedCharArray.h>
#include <algorithm>
#include <cmath>

#include "views/surface/display_projection.h"
#include "views/surface/surface_scene.h"

namespace scalescope::views {

void SurfaceScene::setSystems(const std::vector<SurfaceSystem>& systems) {
  m_systems = systems;
  vtkNew<vtkPoints> points;
  vtkNew<vtkCellArray> verts;
  vtkNew<vtkUnsignedCharArray> colors;
  colors->SetNumberOfComponents(3);
  colors->SetName("colors");
  for (const auto& s : systems) {
    auto w = toWorld(s.at);
    w[2] += 0.04;  // sit on the surface, not in it
    const vtkIdType id = points->InsertNextPoint(w.data());
    verts->InsertNextCell(1, &id);
    const unsigned char accelerated[3] = {255, 140, 0}, cpuOnly[3] = {0, 200, 255};
    colors->InsertNextTypedTuple(s.accelerated ? accelerated : cpuOnly);
  }
  m_systemData->SetPoints(points);
  m_systemData->SetVerts(verts);
  std::vector<std::array<double, 3>> obstacles;
  for (const auto& s : systems) obstacles.push_back(toWorld(s.at));
  m_labels.setObstacles(std::move(obstacles));
  m_systemData->GetPointData()->SetScalars(colors);
}

void SurfaceScene::setGenerationPaths(const std::vector<SurfacePath>& paths) {
  for (auto& actor : m_generationActors) m_renderer->RemoveViewProp(actor);
  m_labels.clear(SurfaceLabels::Kind::Path);
  m_generationPaths = paths;
  m_generationActors = addPathActors(paths, false);
  // The trajectories' labels come after the generations' (placement order): add them again.
  const std::vector<SurfacePath> trajectories = std::move(m_trajectories);
  m_trajectories.clear();
  setTrajectories(trajectories);
}

void SurfaceScene::setTrajectories(const std::vector<SurfacePath>& paths) {
  for (auto& actor : m_trajectoryActors) overlay()->RemoveViewProp(actor);
  const auto labelled = [](const SurfacePath& p) {
    return !p.label.empty() && p.points.size() >= 2;
  };
  m_labels.clear(SurfaceLabels::Kind::Path,
                 static_cast<int>(
                     std::count_if(m_generationPaths.begin(), m_generationPaths.end(), labelled)));
  m_trajectories = paths;
  m_trajectoryActors = addPathActors(paths, true);
  m_paths = m_generationPaths;
  m_paths.insert(m_paths.end(), m_trajectories.begin(), m_trajectories.end());
}

std::vector<vtkSmartPointer<vtkActor>> SurfaceScene::addPathActors(
    const std::vector<SurfacePath>& paths, bool dynamic) {
  // Consecutive paths of one colour and width share an actor: a whole TOP500 history has
  // thousands of machines with several entries, and llvmpipe pays per actor drawn.
  std::vector<vtkSmartPointer<vtkActor>> actors;
  for (std::size_t first = 0; first < paths.size();) {
    const SurfacePath& style = paths[first];
    vtkNew<vtkPoints> points;
    vtkNew<vtkCellArray> lines;
    std::size_t i = first;
    for (; i < paths.size() && paths[i].rgb == style.rgb && paths[i].lineWidth == style.lineWidth;
         ++i) {
      const SurfacePath& path = paths[i];
      if (path.points.size() < 2) continue;  // nothing to draw
      lines->InsertNextCell(static_cast<int>(path.points.size()));
      for (const auto& p : path.points) {
        auto w = toWorld(p);
        w[2] += 0.03;
        lines->InsertCellPoint(points->InsertNextPoint(w.data()));
      }
      if (!path.label.empty())
        m_labels.add(SurfaceLabels::Kind::Path, path.label, toWorld(path.points.back()), path.rgb,
                     0, dynamic);
    }
    first = i;
    if (lines->GetNumberOfCells() == 0) continue;
    vtkNew<vtkPolyData> data;
    data->SetPoints(points);
    data->SetLines(lines);
    vtkNew<vtkPolyDataMapper> mapper;
    mapper->SetInputData(data);
    auto actor = vtkSmartPointer<vtkActor>::New();
    actor->SetMapper(mapper);
    actor->GetProperty()->SetColor(style.rgb[0], style.rgb[1], style.rgb[2]);
    actor->GetProperty()->SetLineWidth(static_cast<float>(style.lineWidth * m_pixelScale));
    actor->GetProperty()->SetRenderLinesAsTubes(true);
    (dynamic ? overlay() : m_renderer)->AddViewProp(actor);
    actors.push_back(actor);
  }
  return actors;
}

std::vector<std::string> SurfaceScene::pathLabels() const {
  return m_labels.texts(SurfaceLabels::Kind::Path);
}

int SurfaceScene::systemNear(double displayX, double displayY, double radiusPx) const {
  // On a generation path's label ("Piz Daint 2013→2018"): the system it names, at the
  // path's last point, not whichever dot happens to be nearest to the label.
  int pathLabel = 0;
  for (const SurfacePath& path : m_paths) {
    if (path.label.empty() || path.points.size() < 2) continue;
    const auto box = m_labels.box(SurfaceLabels::Kind::Path, pathLabel++);
    const bool inside = m_labels.drawn(SurfaceLabels::Kind::Path, pathLabel - 1) &&
                        displayX >= box[0] && displayX <= box[0] + box[2] && displayY >= box[1] &&
                        displayY <= box[1] + box[3];
    if (!inside) continue;
    for (std::size_t i = 0; i < m_systems.size(); ++i)
      if (m_systems[i].at == path.points.back()) return static_cast<int>(i);
  }
  // Otherwise the dot nearest to the pointer on screen; of two about as near (dots drawn at
  // one spot, as a system listed twice with the same cores and Rmax) the one in front.
  int best = -1;
  double bestDistance = radiusPx, bestDepth = 2;
  // One matrix for all systems: a hover over tens of thousands of them stays below a frame.
  const DisplayProjection projection(m_renderer);
  for (std::size_t i = 0; i < m_systems.size(); ++i) {
    const auto d = projection.project(toWorld(m_systems[i].at));
    const double distance = std::hypot(d[0] - displayX, d[1] - displayY);
    if (distance > radiusPx) continue;
    const bool tie = best >= 0 && std::abs(distance - bestDistance) < 0.5;
    if (tie ? d[2] < bestDepth : distance < bestDistance) {
      bestDistance = distance;
      bestDepth = d[2];
      best = static_cast<int>(i);
    }
  }
  return best;
}

}  // namespace scalescope::views
