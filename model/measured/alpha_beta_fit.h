#pragma once
// The α–β (Hockney) model of one message: T(m) = L + m/B, latency L in seconds and bandwidth B
// in bytes per second, fitted as a straight line T = L + β·m (β = 1/B) to latency tables such
// as OSU micro-benchmarks', Intel MPI Benchmarks' or the probe's allreduce sweep. The timeline
// model's network parameters (timeline.net_latency_us, timeline.net_bandwidth_gbs) take these
// values.

#include <optional>
#include <string>
#include <vector>

#include "model/core/result.h"
#include "model/core/translatable.h"
#include "model/data/measurements.h"

namespace scalescope::model {

/// Least-squares estimates of L and B with standard errors (ordinary least squares on T, so
/// every repetition is one observation). SE(B) comes from SE(β) by the delta method:
/// B = 1/β, |dB/dβ| = 1/β², SE(B) = SE(β)/β².
struct AlphaBetaFit {
  double latencySeconds = 0, latencyStdErr = 0;
  double bandwidthBytesPerSecond = 0, bandwidthStdErr = 0;
  double r2 = 0;  ///< of the straight line on T
  int nPoints = 0;
  int degreesOfFreedom = 0;  ///< nPoints − 2
};

/// Fits T(m) = L + m/B to (messageBytes[i], timeSeconds[i]). Fails, with a message meant for a
/// person, on mismatched sizes, message sizes that are negative or not finite, times that are
/// not positive and finite, fewer than 3 points, a single message size, and a line whose slope
/// is not positive ("time does not grow with message size": no finite bandwidth). A negative
/// fitted L is reported as it is (the data then do not support a latency; the caller says so).
Result<AlphaBetaFit> fitAlphaBeta(const std::vector<double>& messageBytes,
                                  const std::vector<double>& timeSeconds);

/// Nothing for a physical fit, else what is wrong with it, for a person: a negative latency (no
/// network has one; the line is flagged, not constrained, so its bandwidth stays the least-
/// squares one and the latency is reported as not physical).
std::optional<MarkedText> alphaBetaCaveat(const AlphaBetaFit& fit);

/// The α–β fit of one latency table: the runs of one group of a measurement set at one
/// process count N (OSU: one file; IMB: one "#processes" block; the probe: one N).
struct LatencyTableFit {
  std::string group;
  double processes = 0;
  int runs = 0;
  std::optional<AlphaBetaFit> fit;
  std::string error;     ///< why there is no fit (fitAlphaBeta's message), when fit is empty
  MarkedText errorText;  ///< the same as composed, for a translation
};

/// One LatencyTableFit per group and N of the points that carry a message size, in order of
/// first appearance; every repetition is an observation.
std::vector<LatencyTableFit> fitLatencyTables(const MeasurementSet& set);

}  // namespace scalescope::model
