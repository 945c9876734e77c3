#pragma once
// What the efficiency landscape (model/README.md §2) shows beside the Amdahl surface: the measured
// systems of the loaded datasets, the generations of one machine joined in list order, and
// the trajectories of the timeline model (§3) and of the PIM run (§5) as N grows. Every point
// is (N, 1−α_eff, E) with E = Amdahl's efficiency at that N and 1−α_eff, so it lies on the
// surface.

#include <string>
#include <vector>

#include "model/data/dataset_collection.h"
#include "model/pim/pim.h"
#include "model/surface/efficiency_grid.h"
#include "model/timeline/timeline.h"

namespace scalescope::model {

class Scenario;

/// A point of the landscape in model units.
struct LandscapePoint {
  double n = 1;               ///< processing units
  double serialFraction = 1;  ///< 1−α (effective)
  double efficiency = 1;      ///< E in (0, 1]
  bool operator==(const LandscapePoint&) const = default;
};

/// Range of log₁₀(1−α) on the landscape (model/README.md §2).
inline constexpr double kLandscapeLog10SerialMin = -10.0;
inline constexpr double kLandscapeLog10SerialMax = -1.0;

/// The grid the surface shows for a scenario: log₁₀N ∈ [0, surface.log_n_max],
/// log₁₀(1−α) ∈ [−10, −1], surface.grid samples per axis.
EfficiencyGrid landscapeGrid(const Scenario& scenario);

/// One measured system with N, Rmax and Rpeak: a TOP500 entry or a measurement row.
struct LandscapeSystem {
  std::string system;       ///< name (measurement rows: label, else group, else file name)
  std::string site;         ///< empty for measurement rows
  std::string list;         ///< TOP500 edition "YYYY-MM"; empty for measurement rows
  std::string accelerator;  ///< empty when none is listed (always for measurement rows)
  std::string source;       ///< "TOP500" or the measurement file's name
  double cores = 0;         ///< N
  double rmaxTflops = 0;
  double rpeakTflops = 0;
  double efficiency = 0;      ///< Rmax/Rpeak (probe rows: S/N)
  double serialFraction = 0;  ///< (Rpeak/Rmax − 1)/(N − 1) (probe rows: Karp–Flatt of S)
  double speedup = 0;         ///< probe rows: measured S = T̄(1)/T̄(N); 0 for the others
  /// A series without a run at N = 1 (MLPerf's time to train): T̂(1) of its Amdahl fit, which
  /// its S and E rest on; 0 for the others.
  double fittedT1Seconds = 0;
  std::string unit;  ///< what N counts, when the row says ("accelerators"); "" for cores
  /// TOP500 rows whose data give it: nodes of the run (per node is what compares GPU
  /// generations, since TOP500 counts a GPU's multiprocessors as cores); 0 when unknown.
  double nodes = 0;
  PeakBasis peakBasis = PeakBasis::List;  ///< TOP500 rows: which peak rpeakTflops is

  bool accelerated() const { return !accelerator.empty(); }
  /// Year of the list edition, 0 when there is none.
  int year() const;
  /// Where it is drawn: its own N and E, its 1−α_eff clamped into the landscape's range (the
  /// user's measurements beyond it are pinned to the edge, see passes()).
  LandscapePoint point() const;
  /// 1−α_eff outside the landscape's range [10⁻¹⁰, 10⁻¹]: a measurement drawn at the edge.
  bool beyondSerialRange() const;
};

/// Every system of the collection: TOP500 entries in file order, then measurement rows that
/// have both Rmax and Rpeak, then "this machine": every N > 1 of each strong-scaling series the
/// scaling probe measured with a run at N = 1, at S = T̄(1)/T̄(N) (means over repetitions),
/// E = S/N and the Karp–Flatt 1−α_eff = (1/S − 1/N)/(1 − 1/N); then every N of each shown
/// (not hidden) strong-scaling series of another file with runs at three or more N and none at
/// N = 1 (MLPerf's time to train against accelerators), the same way with T(1) = T̂(1) of its
/// Amdahl fit (fittedT1Seconds: the points rest on a fit). Entries whose 1−α_eff is undefined
/// or not positive (N = 1, Rmax > Rpeak, superlinear speed-up) are left out.
std::vector<LandscapeSystem> landscapeSystems(const DatasetCollection& data);

/// Which systems the surface shows (the surface.show_* and surface.year_* rows).
struct SystemFilter {
  bool accelerated = true;  ///< systems with an accelerator
  bool cpuOnly = true;      ///< systems without one (and measurement rows)
  int fromYear = 0;         ///< list years outside [fromYear, toYear] are hidden;
  int toYear = 9999;        ///< rows without a list edition always pass
  /// Systems with more units than the surface's N axis shows would float beside it: hidden.
  double maxN = 1e300;
  bool operator==(const SystemFilter&) const = default;
};

/// The surface.* rows of a scenario, typed (ParamArea::Surface).
struct SurfaceSettings {
  double logNMax = 8;  ///< the N axis (and every N sweep) ends at 10^logNMax
  int gridSize = 128;  ///< samples per axis of the efficiency grid
  SystemFilter filter;
  bool operator==(const SurfaceSettings&) const = default;
};
SurfaceSettings surfaceSettings(const Scenario& scenario);

/// surfaceSettings(scenario).filter
SystemFilter systemFilter(const Scenario& scenario);
/// Whether the filter shows the system. TOP500 entries outside the landscape (more units than
/// its N axis, 1−α_eff outside its range) are hidden; the user's own measurements beyond the
/// 1−α range are kept and drawn at its edge (point(), beyondSerialRange()), never dropped
/// without a word: on a 2-core machine Karp–Flatt gives 1−α_eff ≈ 0.6 (issue 32).
bool passes(const SystemFilter& filter, const LandscapeSystem& system);
std::vector<LandscapeSystem> filterSystems(const std::vector<LandscapeSystem>& systems,
                                           const SystemFilter& filter);

/// Entries of one system (same name and site, with a list edition), in list order.
struct GenerationPath {
  std::string system;
  std::string site;
  std::vector<std::size_t> members;  ///< indices into the systems passed in, ≥ 2 of them
};

/// Groups TOP500 list entries (against the list's peak) by name and site; groups of one entry
/// are no path. Sorted by system name, then site.
std::vector<GenerationPath> generationPaths(const std::vector<LandscapeSystem>& systems);

/// The timeline model over N = 1 … nMax (timelineSweep, pointsPerDecade): (N, 1−α_eff(N),
/// E(N)) for every N > 1 where 1−α_eff > 0. Empty when the parameters are invalid.
std::vector<LandscapePoint> timelineTrajectory(const TimelineParams& params, double nMax,
                                               int pointsPerDecade);

/// DPU counts of the PIM trajectory: whole ranks (multiples of 64) from 64 to 2560, about
/// eight per decade.
std::vector<int> pimTrajectoryDpuCounts();

/// The PIM run over pimTrajectoryDpuCounts() (pimScalingSweep): (N, 1−α_eff(N), E(N)) where
/// 1−α_eff is defined, i.e. not at the smallest N and not where the speed-up is superlinear.
/// Under strong scaling 1−α_eff is Karp–Flatt's fixed-size serial fraction. Under weak
/// scaling it is Karp–Flatt of the scaled speed-up, i.e. Gustafson's share s_G of the N-DPU
/// run converted to the grown problem on one DPU, s_G/(s_G + (1 − s_G)N); the surface labels
/// it Gustafson-type.
Result<std::vector<LandscapePoint>> pimTrajectory(const PimParams& params);

/// "MA-SGD · YFCC100M LR · weak": what a PIM trajectory shows (algorithm, dataset, model,
/// strong or weak scaling), marked in context "Model" (the ids and names stay as they are).
MarkedText pimRunText(const PimParams& params);

}  // namespace scalescope::model
