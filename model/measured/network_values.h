#pragma once
// The timeline model's network latency L and bandwidth B from a measured latency table of
// one collective (the probe's allreduce workload, OSU's osu_allreduce): fit T(m) = L' + m/B'
// at one N (α–β fit), then undo what the timeline's pattern does to one link's L and B at
// that N. The timeline prices a step's communication as T_comm = c(N)·L + d(N)·V/B (tree:
// c = d = 2⌈log₂N⌉; ring: c = 2(N−1), d = 2(N−1)/N; star: see commSeconds), so the measured
// line gives L = L'/c(N) and B = d(N)·B'. c and d are read off the timeline's own commSeconds,
// so the two can never disagree.

#include <vector>

#include "model/core/result.h"
#include "model/data/measurements.h"
#include "model/measured/alpha_beta_fit.h"
#include "model/timeline/timeline.h"

namespace scalescope::model {

/// The least R² of the line T(m) = L + m/B for its values to be offered as a network's: on a
/// busy machine the threads backend measures the scheduler (R² 0.06 was seen), no network.
inline constexpr double kMinNetworkFitR2 = 0.8;

struct NetworkValues {
  double latencySeconds = 0;  ///< per message, L of the timeline model
  double bytesPerSecond = 0;  ///< per link, B of the timeline model
  double n = 0;               ///< the N the table was measured at
  CommPattern pattern = CommPattern::Tree;
  AlphaBetaFit fit;  ///< the fitted line of the whole collective at N
};

/// Fits the table (message size in bytes, time in seconds, at N ≥ 2 ranks) and converts it to
/// the per-link values of `pattern`. Fails when the fit fails, N < 2 (one rank has no
/// network), or the fitted latency is not positive (the table does not show one).
Result<NetworkValues> networkValuesFromTable(const std::vector<double>& messageBytes,
                                             const std::vector<double>& timeSeconds, double n,
                                             CommPattern pattern);

/// The allreduce latency table of a set (points with operation "allreduce" and bytes, as the
/// probe's allreduce workload writes them) at its largest N ≥ 2, every repetition one
/// observation, through networkValuesFromTable. Fails when the set has no such table.
Result<NetworkValues> networkValuesFromSet(const MeasurementSet& set, CommPattern pattern);

}  // namespace scalescope::model
