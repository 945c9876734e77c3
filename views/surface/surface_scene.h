#pragma once
// The VTK scene of the efficiency surface (model/README.md §2): the E(N, 1−α) surface coloured by
// E with a colour bar, iso-efficiency contours, log axes labelled 10ⁿ, the current scenario
// marker, dataset systems as points, and paths (generations, trajectories). It draws into any
// vtkRenderer, so the on-screen widget and the batch exporter share it.

#include <vtkNew.h>
#include <vtkSmartPointer.h>
#include <array>
#include <map>
#include <string>
#include <vector>

#include "model/core/scenario.h"
#include "model/surface/efficiency_grid.h"
#include "model/surface/surface_data.h"
#include "views/surface/surface_camera.h"
#include "views/surface/surface_items.h"
#include "views/surface/surface_labels.h"

class vtkActor;
class vtkActor2D;
class vtkContourFilter;
class vtkLookupTable;
class vtkPolyData;
class vtkPolyDataNormals;
class vtkProp;
class vtkRenderer;
class vtkScalarBarActor;
class vtkSphereSource;
class vtkTextActor;

namespace scalescope::views {

/// Owns the actors of the efficiency landscape and updates them in place.
class SurfaceScene {
 public:
  explicit SurfaceScene(vtkRenderer* renderer);
  ~SurfaceScene();

  /// Draws what a slider step moves — the marker, the trajectories and their names — with
  /// `overlay`, a renderer on a layer above the main one with the same camera; everything
  /// else stays with the main renderer, whose frame can then be reused (StaticLayer).
  void useOverlay(vtkRenderer* overlay);
  /// The renderer of the marker and the trajectories (the main one unless useOverlay).
  vtkRenderer* overlay() const { return m_overlay ? m_overlay : m_renderer; }

  /// What the scene itself reads of a scenario: the grid's range and resolution, the marker.
  static constexpr model::ParamSet kReads = kSurfaceSceneReads;
  /// Shows a scenario: the grid when its range or resolution is in `changed`, the marker when
  /// N or 1−α is.
  void showScenario(const model::Scenario& scenario,
                    const model::ParamSet& changed = model::ParamSet::all());
  /// Replaces the surface; axes and contours are rebuilt only when the axes change.
  void setGrid(const model::EfficiencyGrid& grid);
  /// Draws a coarser copy of the same surface (at most 48×48 quads, through grid points of
  /// the full grid, with its own iso-lines) instead of the full grid: for frames during a
  /// drag.
  void setDraft(bool draft);
  bool draft() const { return m_draft; }
  /// Quads of the surface drawn now (full grid, or the draft's).
  int shownSurfaceCellCount() const;
  /// The surface drawn now: points in world coordinates, scalars E.
  vtkPolyData* shownSurface() const { return m_draft ? m_draftData : m_surfaceData; }
  /// The scenario's point; one off the grid is drawn at the grid's edge and named in the
  /// caption ("Marker at the edge: N = 1e+10 is beyond the N axis, which ends at 1e+08").
  void setMarker(const LandscapePoint& p);
  void setSystems(const std::vector<SurfaceSystem>& systems);
  /// The generations of measured machines, labelled where they have a label; set again when
  /// the data or the filters change (the trajectories stay).
  void setGenerationPaths(const std::vector<SurfacePath>& paths);
  /// The model trajectories (timeline, PIM), drawn and labelled after the generations; set
  /// when a trajectory moved (the generation paths stay).
  void setTrajectories(const std::vector<SurfacePath>& paths);
  void setContourLevels(const std::vector<double>& levels);
  void setLightBackground(bool light);
  bool lightBackground() const { return m_lightBackground; }
  void setCaption(const std::string& text);
  std::string caption() const;
  /// What the surface shows, named at its top: the law and its formula.
  std::string title() const;
  /// Display boxes (x, y, w, h) of the title and the caption that VTK draws in the view.
  std::vector<std::array<double, 4>> ownTextBoxes() const;
  /// The on-screen colour bar's title (one line: a narrow view wrapped a long one).
  std::string colourBarTitle() const;
  /// Off: VTK draws no text (labels, colour bar, caption) and no colour bar; the labels are
  /// still placed at every render, for an exporter that paints them with Qt (labels().placed()).
  void setOverlayDrawnByVtk(bool on);
  /// Multiplies line widths and point sizes, for a frame rendered at k times the pixels.
  void setPixelScale(double k);
  /// Draws every text (labels, colour bar, title, caption) `k` times its own size: presenter
  /// mode, whose other text grows by the same factor.
  void setTextScale(double k);
  /// Share of the viewport's width left of the colour bar, which takes the rest.
  static constexpr double kPlotShare = 0.86;
  /// Places the camera for a preset view and arranges the axis texts for it.
  void applyCamera(CameraPreset preset);
  /// Before a frame: a camera still as its preset placed it is placed again when the view's
  /// shape changed (the first placement happened at the window's first size; presenter
  /// mode's narrow view then cut the surface and its N ticks at the left).
  void keepPresetFramed();
  /// The user turned or zoomed the camera: it stays where they put it.
  void releasePreset() { m_followPreset = false; }
  /// The renderer's camera as plain numbers, and back (clipping range reset).
  SurfaceCamera camera() const;
  void setCamera(const SurfaceCamera& camera);

  /// World coordinates of a landscape point (x = log₁₀N, y = log₁₀(1−α), z = height of E).
  std::array<double, 3> toWorld(const LandscapePoint& p) const;
  /// Index of the system nearest to a display position (VTK pixels, origin bottom left)
  /// within radiusPx, or −1.
  int systemNear(double displayX, double displayY, double radiusPx) const;

  const std::vector<SurfaceSystem>& systems() const { return m_systems; }
  /// Generation paths, then trajectories.
  const std::vector<SurfacePath>& paths() const { return m_paths; }
  const model::EfficiencyGrid& grid() const { return m_grid; }
  /// Copies everything shown (not the camera) into another scene, e.g. an offscreen one.
  void copyContentTo(SurfaceScene& other) const;
  int surfacePointCount() const;
  int contourLineCount() const;
  int pathCount() const { return static_cast<int>(m_paths.size()); }
  /// Texts of the path labels shown (tests).
  std::vector<std::string> pathLabels() const;
  const SurfaceLabels& labels() const { return m_labels; }
  SurfaceLabels& labels() { return m_labels; }
  const LandscapePoint& marker() const { return m_marker; }
  /// Where the marker is drawn, world coordinates (at the grid's edge for a point off it).
  std::array<double, 3> markerCentre() const;
  /// Whether the surface stands between the camera and a world point (axis labels behind
  /// it are not drawn, as a 3D text there would be covered).
  bool surfaceHides(const std::array<double, 3>& world) const;

 private:
  void rebuildAxes();
  /// Draws m_marker, at the grid's edge when it lies off the grid (setMarker).
  void placeMarker();
  /// Actors for the paths (one per run of paths of one style), labels added; in the renderer.
  std::vector<vtkSmartPointer<vtkActor>> addPathActors(const std::vector<SurfacePath>& paths,
                                                       bool dynamic);
  std::vector<vtkProp*> dynamicProps() const;
  void arrangeAxisLabels();
  /// The colour bar's, the title's and the caption's text at the theme and the text scale.
  void styleOverlayText();
  enum class AxisRole { NTick, NTitle, SerialTick, SerialTitle, ETick, ETitle };

  vtkRenderer* m_renderer;
  vtkRenderer* m_overlay = nullptr;
  model::EfficiencyGrid m_grid;
  LandscapePoint m_marker;
  bool m_markerSet = false;  ///< no caption about a marker nobody set
  std::vector<SurfaceSystem> m_systems;
  std::vector<SurfacePath> m_generationPaths, m_trajectories;
  std::vector<SurfacePath> m_paths;  ///< both, generations first
  bool m_lightBackground = false;
  double m_pixelScale = 1.0;
  double m_textScale = 1.0;
  double m_shownLogNMax = -1;
  int m_shownGridSize = -1;

  vtkNew<vtkPolyData> m_surfaceData;
  vtkNew<vtkActor> m_surfaceActor;
  vtkNew<vtkPolyData> m_draftData;
  vtkNew<vtkPolyDataNormals> m_draftNormals;
  vtkNew<vtkActor> m_draftActor;
  bool m_draft = false;
  vtkNew<vtkLookupTable> m_lut;
  vtkNew<vtkScalarBarActor> m_scalarBar;
  vtkNew<vtkContourFilter> m_contours;
  vtkNew<vtkActor> m_contourActor;
  vtkNew<vtkContourFilter> m_draftContours;
  vtkNew<vtkActor> m_draftContourActor;
  vtkNew<vtkSphereSource> m_markerSource;
  vtkNew<vtkActor> m_markerActor;
  vtkNew<vtkPolyData> m_markerStem;
  vtkNew<vtkActor> m_markerStemActor;
  vtkNew<vtkPolyData> m_systemData;
  vtkNew<vtkActor> m_systemActor;
  vtkNew<vtkPolyData> m_axesData;
  vtkNew<vtkActor> m_axesActor;
  vtkNew<vtkTextActor> m_caption;
  std::vector<vtkSmartPointer<vtkActor>> m_generationActors, m_trajectoryActors;
  vtkNew<vtkTextActor> m_title;
  /// Sizes of the title and the caption (ownTextBoxes), by text and font stamp.
  mutable std::map<const vtkTextActor*, std::pair<std::string, std::array<double, 2>>>
      m_ownTextSizes;
  std::vector<AxisRole> m_axisLabelRoles;  ///< of the Axis labels in m_labels, in order
  CameraPreset m_preset = CameraPreset::Perspective;
  bool m_followPreset = false;  ///< the camera is the preset's, placed for m_presetAspect
  double m_presetAspect = 0;
  SurfaceLabels m_labels;  ///< axis texts, path names and iso-efficiency values
};

/// Colour of the landscape at efficiency E (the same map as the surface), for 2D views.
std::array<double, 3> efficiencyColor(double efficiency);

}  // namespace scalescope::views
