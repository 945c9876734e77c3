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
// Cyan: it stands out from the viridis surface at both ends (the dark blue it replaced was
// lost on the low-efficiency purple).
inline constexpr std::array<double, 3> kGenerationPathRgb{0.0, 0.85, 1.0};
inline constexpr std::array<double, 3> kTimelinePathRgb{0.93, 0.17, 0.47};
inline constexpr std::array<double, 3> kPimPathRgb{1.00, 0.55, 0.10};

/// One point per system, its tooltip naming system, site, list, accelerator, N, Rmax,
/// Rpeak, E and 1−α_eff.
std::vector<SurfaceSystem> surfaceSystems(const std::vector<model::LandscapeSystem>& systems);

/// One path per machine with several list entries, labelled with its name.
std::vector<SurfacePath> surfaceGenerationPaths(const std::vector<model::LandscapeSystem>& systems);

/// The timeline model's trajectory over N = 1 … 10^surface.log_n_max and the PIM run's over
/// its DPU counts, each labelled, both cut to the landscape's 1−α range. A model whose
/// parameters are invalid draws no path.
std::vector<SurfacePath> surfaceTrajectories(const model::Scenario& scenario);

/// Everything above on a scene for a scenario and the loaded data, with the surface filters
/// applied (batch export, which has no SurfaceView).
void showSurfaceContent(SurfaceScene& scene, const model::Scenario& scenario,
                        const model::DatasetCollection& data);

/// "7.19·10⁻⁷": a number for labels, with a real superscript exponent.
std::string scientificText(double value, int significantDigits = 3);

}  // namespace scalescope::views
