#pragma once
// The timeline model of model/README.md §3: where the non-parallelisable part 1−α_eff of a
// data-parallel job comes from. One step on N units takes
//   T(N) = T_serial + T_compute/(N·r_precision·g_accel) + T_copy + T_comm(N) + T_sync(N).
// Pure functions; invalid input gives a Result with a reason, never a NaN.

#include <array>
#include <optional>
#include <string_view>
#include <vector>

#include "model/core/result.h"

namespace scalescope::model {

class Scenario;

/// How the units combine their results each step.
enum class CommPattern { Tree, Ring, Star };

/// "tree", "ring" or "star" (the choice names of timeline.comm_pattern).
std::string_view toString(CommPattern pattern);
/// Inverse of toString; empty for an unknown name.
std::optional<CommPattern> commPatternFromString(std::string_view name);

/// Inputs of the timeline model in SI units (seconds, bytes, bytes per second).
struct TimelineParams {
  double serialSeconds = 0.0;         ///< T_serial per step
  double computeSeconds = 1.0;        ///< T_compute: the step's parallel work on one FP64 unit
  double precisionSpeedup = 1.0;      ///< r_precision of the chosen number format
  bool reducedPrecisionComm = false;  ///< bytes moved shrink by r_precision too
  bool acceleratorOn = false;
  double acceleratorSpeedup = 1.0;      ///< g_accel, used only when acceleratorOn
  double acceleratorMemoryBytes = 0.0;  ///< accelerator memory in use
  double refreshFraction = 0.0;         ///< fraction of it copied host↔device per step
  /// false: every device copies the same bytes whatever N (each works on a full memory of
  /// its own, weak-scaling style: Végh's case). true: the bytes are shared, bytes/N per
  /// device, as under strong scaling.
  bool copyDividedByN = false;
  double linkBytesPerSecond = 1.0;  ///< host↔device bandwidth
  double linkLatencySeconds = 0.0;  ///< fixed cost of one host↔device copy
  CommPattern pattern = CommPattern::Tree;
  double netLatencySeconds = 0.0;    ///< L
  double netBytesPerSecond = 1.0;    ///< B
  double messageBytes = 0.0;         ///< V
  double syncSecondsPerLevel = 0.0;  ///< s, barrier cost per tree level
  bool operator==(const TimelineParams&) const = default;
};

/// Reads the timeline.* rows of a scenario (ParamArea::Timeline) in SI units.
TimelineParams timelineParams(const Scenario& scenario);

/// How the Timeline panel draws (ParamArea::TimelinePanel, the timeline_panel.* rows).
struct TimelinePanelSettings {
  bool logTimeAxis = true;  ///< the five parts on a log time axis (else linear seconds)
  bool operator==(const TimelinePanelSettings&) const = default;
};
TimelinePanelSettings timelinePanelSettings(const Scenario& scenario);

/// The parts of one step at N units and what follows from them.
struct TimelineBreakdown {
  double n = 1.0;
  double serialSeconds = 0.0;
  double computeSeconds = 0.0;  ///< T_compute/(N·r·g)
  double copySeconds = 0.0;     ///< 0 without accelerator
  double copyBytes = 0.0;       ///< bytes one device copies per step at N; 0 without accelerator
  double commSeconds = 0.0;
  double syncSeconds = 0.0;
  double totalSeconds = 0.0;    ///< T(N)
  double speedup = 1.0;         ///< S = T(1)/T(N)
  double efficiency = 1.0;      ///< E = S/N
  double serialFraction = 0.0;  ///< 1−α_eff(N) = (1/E − 1)/(N − 1), Karp–Flatt; 0 at N = 1
  double commToComputeRatio = 0.0;  ///< commSeconds / computeSeconds
  /// Work rate relative to ONE reference unit, T_ref/T(N): the unit whose peak P₁ is, i.e.
  /// one unit with its accelerator (g_accel) at FP64, T_ref = T_serial + T_compute/g +
  /// T_copy(1) at FP64 bytes. P₁·payloadSpeedup is the payload; with the scenario at FP64
  /// and the accelerator on it equals P₁·S = N·P₁·E. It rises above P₁·S with reduced
  /// precision (FP64-equivalent work per second) and falls with the accelerator off, by less
  /// than g (3.2× at the defaults: serial time and communication do not shrink with g), so
  /// neither the accelerator nor the precision is counted twice.
  double payloadSpeedup = 1.0;
  /// The five parts' seconds in the order serial, compute, copy, comm, sync (the Timeline
  /// panel's bars; model/lessons/highlight_targets.h names them).
  std::array<double, 5> parts() const {
    return {serialSeconds, computeSeconds, copySeconds, commSeconds, syncSeconds};
  }
};

/// T(N) and its parts. T(1) has no communication and no synchronisation for any pattern;
/// the copy is paid at every N when the accelerator is on. Fails on N < 1, NaN, negative
/// times or sizes, non-positive speed-ups or bandwidths, naming the parameter.
Result<TimelineBreakdown> timelineAt(const TimelineParams& params, double n);

/// timelineAt at log-spaced N from nMin to nMax (both included), pointsPerDecade per
/// decade but at least 20 points when nMax > nMin; increasing in N. Empty when the range
/// or the parameters are invalid (timelineAt gives the reason).
std::vector<TimelineBreakdown> timelineSweep(const TimelineParams& params, double nMin, double nMax,
                                             int pointsPerDecade);

/// Message cost of one step: tree 2⌈log₂N⌉(L + V/B); ring 2(N−1)L + 2(N−1)/N·V/B;
/// star 2N(L + V/B) (the hub gathers N messages and scatters N). 0 for N ≤ 1 (a single unit talks
/// to nobody). Inputs are not checked.
double commSeconds(CommPattern pattern, double n, double latencySeconds, double bytes,
                   double bytesPerSecond);

/// ⌈log₂N⌉ for N ≥ 1, exact at powers of two (number of tree levels).
double treeLevels(double n);

}  // namespace scalescope::model
