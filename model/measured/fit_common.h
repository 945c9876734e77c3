#pragma once
// Internal to the fitters (fit.cpp, fit_stats.cpp, alpha_beta_fit.cpp): the input checks and
// linear algebra the fits share. What each law is (formula, gradient, ranges, starting
// values) is its entry in the law table, model/laws/law_table.h.

#include <Eigen/Core>
#include <optional>
#include <string>
#include <vector>

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

/// "3 points", "1 point": counts in messages.
std::string countText(std::size_t count, const char* what);

/// Input checks shared by all fits; an empty string when valid, else a message that starts
/// with `prefix` (e.g. "usl fit: ").
std::string checkPoints(const std::string& prefix, int parameterCount, const std::vector<double>& n,
                        const std::vector<double>& t);

}  // namespace scalescope::model::fitlaws
