#pragma once
// Labels that float over the efficiency landscape (path names, iso-efficiency values). They
// are 2D text drawn over the 3D scene, so the surface never hides part of them, and before
// every render they are placed anew for the current camera: each label goes to the first
// spot near its anchor that no label placed before it and no measured system covers, and a
// thin leader joins a path label to its anchor.

#include <vtkSmartPointer.h>
#include <array>
#include <string>
#include <vector>

class vtkActor2D;
class vtkObject;
class vtkPolyData;
class vtkRenderer;
class vtkTextActor;

namespace scalescope::views {

/// The floating labels of one renderer, in placement order (earlier labels win a spot).
class SurfaceLabels {
 public:
  enum class Kind {
    Path,    ///< boxed, framed in its path's colour, above its anchor
    Contour  ///< small, centred on its anchor (on the iso-line)
  };

  explicit SurfaceLabels(vtkRenderer* renderer);
  ~SurfaceLabels();
  SurfaceLabels(const SurfaceLabels&) = delete;
  SurfaceLabels& operator=(const SurfaceLabels&) = delete;

  /// Adds a label anchored at a world point; rgb frames path labels.
  void add(Kind kind, const std::string& text, const std::array<double, 3>& anchor,
           const std::array<double, 3>& rgb = {0, 0, 0});
  /// Removes every label of one kind.
  void clear(Kind kind);
  /// World points that labels should not cover (the measured systems).
  void setObstacles(std::vector<std::array<double, 3>> points);
  void setLightBackground(bool light);

  /// Texts of the labels of one kind, in the order they were added.
  std::vector<std::string> texts(Kind kind) const;
  /// Lower left corner and size (display pixels) of label i of a kind after the last
  /// placement; for tests of overlap.
  std::array<double, 4> box(Kind kind, int i) const;

  /// Puts every label at its spot for the renderer's current camera (runs before each
  /// render; public for tests).
  void place();

 private:
  struct Label {
    Kind kind;
    vtkSmartPointer<vtkTextActor> actor;
    std::array<double, 3> anchor;
    std::array<double, 3> rgb;
    std::array<double, 4> box{0, 0, 0, 0};
  };
  void style(Label& label) const;
  void onStartRender(vtkObject*, unsigned long, void*) { place(); }
  const Label* find(Kind kind, int i) const;

  vtkRenderer* m_renderer;
  std::vector<Label> m_labels;
  std::vector<std::array<double, 3>> m_obstacles;
  vtkSmartPointer<vtkPolyData> m_leaders;  ///< lines from path labels to their anchors
  vtkSmartPointer<vtkActor2D> m_leaderActor;
  bool m_light = false;
  unsigned long m_observer = 0;
};

}  // namespace scalescope::views
