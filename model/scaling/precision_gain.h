#pragma once
// The precision lesson (reduced number formats): the timeline model's predicted gain of FP32
// and FP16 over FP64, and the measured HPL-MxP/HPL ratios placed at their machines' N.

#include <optional>
#include <string>
#include <vector>

#include "model/data/dataset_collection.h"

namespace scalescope::model {

class Scenario;

/// Predicted gain of FP32 and FP16 over FP64 (T_FP64(N)/T(N)) of the scenario's timeline
/// model, with the compute speed-ups r that bound them: gain/r is the realised fraction.
struct PrecisionGainCurves {
  std::vector<double> n, fp32Gain, fp16Gain;
  double fp32Speedup = 2, fp16Speedup = 4;  ///< r of timeline.speedup_fp32 / _fp16
};
PrecisionGainCurves precisionGainCurves(const Scenario& scenario, int points);
/// The same gains at one N (one entry per vector).
PrecisionGainCurves precisionGainAt(const Scenario& scenario, double n);
/// A measured HPL-MxP/HPL ratio placed at N = the cores of the same system's TOP500 entry
/// nearest in list edition (none when the system is not among the entries); its realised
/// fraction is entry.realisedFraction() = gain / the machine's own r (not the scenario's).
struct PrecisionPoint {
  HplMxpEntry entry;
  std::optional<double> cores;
  std::string coresList;         ///< list edition the cores come from
  double predictedFp16Gain = 0;  ///< at those cores (or at the scenario's N)
};
std::vector<PrecisionPoint> precisionPoints(const Scenario& scenario,
                                            const DatasetCollection& data);

}  // namespace scalescope::model
