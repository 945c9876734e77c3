#pragma once
// What the efficiency landscape shows beside the surface, in drawable form: the measured
// systems as pickable points with their tooltip text, the generations of one machine and the
// model trajectories (timeline, PIM) as coloured, labelled paths. The numbers come from
// model/surface_data; this file only chooses colours and writes text.

#include <string>
#include <vector>

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/surface/surface_data.h"
#include "views/surface/surface_scene.h"

namespace scalescope::views {

/// Colours of the landscape overlays (RGB in [0, 1]).
inline constexpr std::array<double, 3> kGenerationPathRgb{0.16, 0.24, 0.95};
inline constexpr std::array<double, 3> kTimelinePathRgb{0.93, 0.17, 0.47};
inline constexpr std::array<double, 3> kPimPathRgb{1.00, 0.55, 0.10};
/// What a lesson points at: a pin up from a system, or a generation path drawn again, bold.
inline constexpr std::array<double, 3> kHighlightRgb{1.00, 0.80, 0.00};

/// A lesson's highlight among `systems`: a pin from each entry of `system` (only the one on
/// `list` unless that is empty) up to E = 1, labelled, or with `wholePath` the entries joined
/// in list order. Empty when the system is not among them.
std::vector<SurfacePath> highlightPaths(const std::vector<model::LandscapeSystem>& systems,
                                        const std::string& system, const std::string& list,
                                        bool wholePath);

/// One point per system, its tooltip naming system, site, list, accelerator, N, Rmax,
/// Rpeak, E and 1−α_eff.
std::vector<SurfaceSystem> surfaceSystems(const std::vector<model::LandscapeSystem>& systems);

/// One path per machine with several list entries, labelled with its name.
std::vector<SurfacePath> surfaceGenerationPaths(const std::vector<model::LandscapeSystem>& systems);

/// The timeline model's trajectory over N = 1 … 10^surface.log_n_max and the PIM run's over
/// its DPU counts, each labelled, both cut to the landscape's 1−α range. A model whose
/// parameters are invalid draws no path.
std::vector<SurfacePath> surfaceTrajectories(const model::Scenario& scenario);

/// The one path that fills a SurfaceScene from a scenario and the loaded data, used by the
/// window's SurfaceView and by batch export. It redoes only what changed: the grid when its
/// range or resolution changed (SurfaceScene::showScenario), the systems when the data or the
/// surface filters changed, the paths when a trajectory moved.
class SurfaceContent {
 public:
  explicit SurfaceContent(SurfaceScene& scene) : m_scene(scene) {}

  /// Every system of the data becomes a point (subject to the filters), the entries of one
  /// machine a path.
  void setDatasets(const model::DatasetCollection& data);
  /// Grid, marker, filtered systems and trajectories of a scenario.
  void setScenario(const model::Scenario& scenario);
  /// Shows these systems and generation paths instead of the data's (tests).
  void setSystems(const std::vector<SurfaceSystem>& systems,
                  const std::vector<SurfacePath>& generationPaths);
  /// Model trajectories drawn over the landscape; nothing is redrawn when they did not move.
  void setTrajectories(const std::vector<SurfacePath>& paths);
  /// Paths drawn over everything else (a lesson's highlight); empty clears them.
  void setHighlights(const std::vector<SurfacePath>& paths);
  /// Every system of the data, before the filters.
  const std::vector<model::LandscapeSystem>& allSystems() const { return m_allSystems; }

 private:
  void showFilteredSystems();
  void showPaths();

  SurfaceScene& m_scene;
  std::vector<model::LandscapeSystem> m_allSystems;
  model::SystemFilter m_filter;
  bool m_systemsShown = false;
  std::vector<SurfacePath> m_generationPaths;
  std::vector<SurfacePath> m_trajectories;
  std::vector<SurfacePath> m_highlights;
};

}  // namespace scalescope::views
