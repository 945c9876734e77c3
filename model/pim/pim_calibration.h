#pragma once
// What is measured and what is modelled: the results reported by Rhyner et al. (PACT 2024,
// arXiv:2404.07164) that the PIM model's defaults are calibrated to, each recomputed from
// the current cost parameters so an info panel can show paper value, model value and error.

#include <string>
#include <vector>

#include "model/core/result.h"
#include "model/pim/pim.h"

namespace scalescope::model {

/// A reported value to reproduce, or a bound the model must stay under.
enum class PimTargetKind { Value, UpperBound };

/// One calibration target evaluated with the current parameters.
struct PimCalibrationTarget {
  std::string name;  ///< what is compared, e.g. "Comm+sync MA-SGD / ADMM (LR)"
  PimTargetKind kind = PimTargetKind::Value;
  double paperValue = 0;  ///< reported ratio, or the bound for UpperBound
  double modelValue = 0;
  double relativeError = 0;   ///< model/paper − 1 (UpperBound: 0 while below the bound)
  bool met = false;           ///< |relativeError| ≤ kPimCalibrationTolerance, or below bound
  std::string configuration;  ///< the run the value refers to
};

/// Relative error within which a Value target counts as reproduced.
inline constexpr double kPimCalibrationTolerance = 0.10;

/// The targets, evaluated with the cost parameters of `params`; the configuration fields
/// (training set, model, algorithm, N, scaling, epochs, batches) are set per target to the
/// paper's runs: 2048 DPUs, 1 epoch, weak scaling, paper batch sizes, and for the
/// scaling bound strong scaling from 256 to 2048 DPUs.
Result<std::vector<PimCalibrationTarget>> pimCalibrationTargets(const PimParams& params);

}  // namespace scalescope::model
