#pragma once
// Internal to the fitters (fit.cpp, fit_stats.cpp, alpha_beta_fit.cpp): the input checks and
// linear algebra the fits share. What each law is (formula, gradient, ranges, starting
// values) is its entry in the law table, model/laws/law_table.h.

#include <Eigen/Core>
#include <optional>
#include <string>
#include <vector>

#include "model/core/translatable.h"

namespace scalescope::model::fitlaws {

/// (JᵀJ)⁻¹ through a column-pivoted QR of J with unit-norm columns; empty if J lacks rank.
std::optional<Eigen::MatrixXd> inverseGram(const Eigen::MatrixXd& j);

/// Ordinary least-squares line y = intercept + slope·x with the standard errors of both
/// coefficients (s² = RSS/(count − 2)) and R². Shared by the T-against-1/N line and the α–β
/// fit of latency against message size; nullopt when the x values cannot separate the two
/// coefficients (all equal). Inputs are checked by the caller.
struct StraightLine {
  double intercept = 0.0, slope = 0.0;
  double interceptStdErr = 0.0, slopeStdErr = 0.0;
  double r2 = 0.0;
  int degreesOfFreedom = 0;
};
std::optional<StraightLine> fitStraightLine(const Eigen::VectorXd& x, const Eigen::VectorXd& y);

/// "3 points", "1 point": a count in messages. `one` and `many` are marked in context "Model"
/// with the count as %1 ("%1 point", "%1 points").
MarkedText countText(std::size_t count, const char* one, const char* many);
/// "3 values", "3 points", "2 parameters": the counts the checks of every fit write.
MarkedText valuesText(std::size_t count);
MarkedText pointsText(std::size_t count);
MarkedText parametersText(std::size_t count);

/// Input checks shared by all fits: nothing when valid, else what is wrong ("N[2] = 0 is not a
/// finite number ≥ 1"); the caller says which fit it is ("usl fit: %1").
std::optional<MarkedText> checkPoints(int parameterCount, const std::vector<double>& n,
                                      const std::vector<double>& t);

/// "time[3] = -1 s is not a positive finite number", for the checks of the fits.
MarkedText timeNotPositive(std::size_t index, double seconds);
/// "needs at least 3 points (2 parameters + 1), got 2".
MarkedText tooFewPoints(int parameterCount, std::size_t count);

}  // namespace scalescope::model::fitlaws
