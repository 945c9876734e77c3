#pragma once
// The two linear models the train workload fits, as functions of the margin m = y·(w·x):
// logistic regression (loss log(1 + e^−m)) and the linear SVM (hinge loss max(0, 1 − m)).

#include <cstddef>
#include <span>

#include "app/probe/training_data.h"

namespace scalescope::probe {

enum class LinearModel { Logistic, Svm };

/// Loss of one sample at margin m.
double marginLoss(LinearModel model, double margin);
/// dLoss/dm at margin m (a subgradient for the hinge).
double marginLossSlope(LinearModel model, double margin);

/// Adds Σ over samples [first, first + count) (wrapping around the end) of the loss's
/// gradient at w to `gradient`; returns the number of samples used.
std::size_t addGradient(LinearModel model, const Samples& samples, std::span<const double> w,
                        std::size_t first, std::size_t count, std::span<double> gradient);

/// Σ loss and the number of correctly classified samples (sign(w·x) = y) at w.
struct LossSums {
  double loss = 0;
  double correct = 0;
};
LossSums evaluate(LinearModel model, const Samples& samples, std::span<const double> w);

}  // namespace scalescope::probe
