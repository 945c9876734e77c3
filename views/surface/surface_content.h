#pragma once
// What the efficiency landscape shows beside the surface, in drawable form: the measured
// systems as pickable points with their tooltip text, the generations of one machine and the
// model trajectories (timeline, PIM) as coloured, labelled paths. The numbers come from
// model/surface_data; this file only chooses colours and writes text.

#include <optional>
#include <string>
#include <vector>

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/surface/surface_data.h"
#include "views/surface/surface_items.h"

namespace scalescope::views {

class SurfaceScene;

/// Colours of the landscape overlays (RGB in [0, 1]).
// Cyan: it stands out from the viridis surface at both ends (the dark blue it replaced was
// lost on the low-efficiency purple).
inline constexpr std::array<double, 3> kGenerationPathRgb{0.0, 0.85, 1.0};
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

/// Paths beyond this many are drawn without their machine's name.
inline constexpr std::size_t kMaxLabelledGenerationPaths = 12;

/// One path per machine with several list entries, labelled with its name (only the
/// kMaxLabelledGenerationPaths largest machines when there are more).
std::vector<SurfacePath> surfaceGenerationPaths(const std::vector<model::LandscapeSystem>& systems);

/// The timeline model's trajectory over N = 1 … 10^surface.log_n_max and the PIM run's over
/// its DPU counts, each labelled, both cut to the landscape's 1−α range. A model whose
/// parameters are invalid draws no path.
std::vector<SurfacePath> surfaceTrajectories(const model::Scenario& scenario);

/// The one path that fills a SurfaceScene from a scenario and the loaded data, used by the
/// window's SurfaceView and by batch export. It redoes only what reads a changed parameter:
/// the grid (its range or resolution), the marker (N, 1−α), the systems (the data or the
/// surface filters), the trajectories (the timeline and PIM models, the N range).
class SurfaceContent {
 public:
  explicit SurfaceContent(SurfaceScene& scene) : m_scene(scene) {}

  /// The parameters the filters of the systems read.
  static constexpr model::ParamSet kFilterReads{
      model::Param::SurfaceShowAccelerated, model::Param::SurfaceShowCpuOnly,
      model::Param::SurfaceYearFrom, model::Param::SurfaceYearTo,
      model::Param::SurfaceLogNMax};  // systems beyond the N axis are hidden
  /// The parameters the trajectories read.
  static constexpr model::ParamSet kTrajectoryReads = model::paramsOf(model::ParamArea::Timeline) |
                                                      model::paramsOf(model::ParamArea::Pim) |
                                                      model::ParamSet{model::Param::SurfaceLogNMax};
  /// Everything the landscape reads of a scenario.
  static constexpr model::ParamSet kReads = kSurfaceSceneReads | kFilterReads | kTrajectoryReads;

  /// Every system of the data becomes a point (subject to the filters), the entries of one
  /// machine a path.
  void setDatasets(const model::DatasetCollection& data);
  /// What of the grid, marker, filtered systems and trajectories reads a parameter of
  /// `changed` (all: everything, for a first scenario or a figure).
  void setScenario(const model::Scenario& scenario,
                   const model::ParamSet& changed = model::ParamSet::all());
  /// Shows these systems and generation paths instead of the data's (tests).
  void setSystems(const std::vector<SurfaceSystem>& systems,
                  const std::vector<SurfacePath>& generationPaths);
  /// Model trajectories drawn over the landscape (the generation paths stay).
  void setTrajectories(const std::vector<SurfacePath>& paths);
  /// Paths drawn over everything else (a lesson's highlight); empty clears them.
  void setHighlights(const std::vector<SurfacePath>& paths);
  /// What a lesson's step names besides its highlight: the views whose model trajectories
  /// it is about. While a lesson runs, only the highlight and those trajectories keep their
  /// labels; the machines' names and the other trajectories' labels are left out (their paths
  /// and points stay, named in their tooltips), so that the figure the step is about is not
  /// buried under callouts it does not discuss (issue 31).
  struct LessonFocus {
    bool timeline = false;
    bool pim = false;
    bool operator==(const LessonFocus&) const = default;
  };
  /// nullopt: no lesson runs, every label is shown.
  void setLessonFocus(const std::optional<LessonFocus>& focus);
  /// Every system of the data, before the filters.
  const std::vector<model::LandscapeSystem>& allSystems() const { return m_allSystems; }

 private:
  void showFilteredSystems();
  /// Trajectories, then highlights, to the scene's dynamic layer.
  void showDynamicPaths();
  /// `paths` with the labels the lesson focus leaves out cleared.
  std::vector<SurfacePath> focused(std::vector<SurfacePath> paths) const;

  SurfaceScene& m_scene;
  std::vector<model::LandscapeSystem> m_allSystems;
  model::SystemFilter m_filter;
  std::vector<SurfacePath> m_trajectories;
  std::vector<SurfacePath> m_highlights;
  std::optional<LessonFocus> m_focus;
};

}  // namespace scalescope::views
