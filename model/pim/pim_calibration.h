#pragma once
// What is measured and what is modelled in the PIM model: the results reported by Rhyner et
// al. (PACT 2024, arXiv:2404.07164), each recomputed from the current cost parameters, and an
// honest account of how they relate to the defaults.
//  - fitted targets: reported values that some defaults were chosen to reproduce. The knobs
//    fitted to each are named and counted; a "met" there is a fit, not a validation.
//  - predicted checks: statements of the paper the model reproduces from its structure,
//    without a knob tuned to them (data moved, algorithm order).
//  - consistency checks: statements that hold by construction or by an assumption chosen for
//    them (ADMM's flat weak scaling, the strong-scaling speed-up below 8×); they cannot fail
//    in a way that tests the model, and say why.
// Plus what the fitted targets leave open: the two readings of which data set the
// communication ratios describe, and how those ratios move with the assumed rank exponent.

#include <string>
#include <vector>

#include "model/core/param.h"
#include "model/core/result.h"
#include "model/core/translatable.h"
#include "model/pim/pim.h"

namespace scalescope::model {

/// A reported value to reproduce, a bound to stay under, or a statement that must hold.
enum class PimTargetKind { Value, UpperBound, Holds };
/// Whether defaults were tuned to the target (fitted), not (predicted), or whether it holds by
/// the model's construction or by an assumption chosen for it, so that it cannot fail in a way
/// that tests the model (a consistency check, with `why` saying so).
enum class PimTargetRole { Fitted, Predicted, Consistency };

/// One target evaluated with the current parameters. Its texts are marked for translation in
/// the context "PimCalibration" (model/core/translatable.h).
struct PimCalibrationTarget {
  std::string name;  ///< what is compared, e.g. "Comm+sync MA-SGD / ADMM (LR)"
  PimTargetKind kind = PimTargetKind::Value;
  PimTargetRole role = PimTargetRole::Fitted;
  double paperValue = 0;      ///< reported value, the bound, or (Holds) the number of cases
  double modelValue = 0;      ///< model value, or (Holds) the number of cases where it holds
  double relativeError = 0;   ///< model/paper − 1 (UpperBound, Holds: 0 while met)
  bool met = false;           ///< |relativeError| ≤ kPimCalibrationTolerance, below, or holds
  std::string configuration;  ///< the run the value refers to
  std::string source;         ///< where the paper states it
  std::vector<Param> knobs;   ///< parameters fitted to this target (empty: predicted)
  MarkedText modelText;       ///< the model's value as the panel writes it
  std::string why;            ///< Consistency: why it cannot fail (marked "PimCalibration")
};

/// Relative error within which a Value target counts as reproduced.
inline constexpr double kPimCalibrationTolerance = 0.10;

/// How many knobs meet how many fitted values.
struct PimCalibrationCount {
  int fittedTargets = 0;
  std::vector<Param> fittedKnobs;   ///< distinct parameters over all fitted targets
  std::vector<Param> assumedKnobs;  ///< assumptions the fitted values depend on
  int degreesOfFreedom = 0;         ///< fittedTargets − fittedKnobs.size()
};

/// The model's communication ratios (comm+sync with the host, LR, 2048 DPUs, 1 epoch, weak
/// scaling, the paper's batches) for one data set: P's 25.10× and 640.35× might describe
/// either.
struct PimRatioReading {
  PimDataset dataset = PimDataset::Criteo;
  double gaBatch = 0;  ///< B used for GA-SGD
  double maOverAdmm = 0, gaOverAdmm = 0;
};

/// The Criteo communication ratios at one rank-scaling exponent γ, other costs unchanged.
struct PimRatioSensitivity {
  double exponent = 0;
  double maOverAdmm = 0, gaOverAdmm = 0;
};

struct PimCalibrationReport {
  std::vector<PimCalibrationTarget> targets;  ///< fitted first, then predicted
  PimCalibrationCount count;
  /// Criteo, YFCC with B = 8192 (P's scaling runs) and YFCC with B = 4096 (P's breakdown
  /// figure), in that order.
  std::vector<PimRatioReading> readings;
  std::vector<PimRatioSensitivity> sensitivity;  ///< γ = 0, 0.25, 0.5, 0.75, 1
};

/// Evaluates everything with the cost parameters of `params`; the configuration fields
/// (training set, model, algorithm, N, scaling, epochs, batches) are set per target to the
/// paper's runs: 2048 DPUs, 1 epoch, weak scaling, paper batch sizes, and for the
/// scaling bound strong scaling from 256 to 2048 DPUs.
Result<PimCalibrationReport> pimCalibrationReport(const PimParams& params);

}  // namespace scalescope::model
