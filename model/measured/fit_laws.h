#pragma once
// Internal to the fitter (fit.cpp, fit_stats.cpp): the formula, gradient, parameter ranges
// and starting values of each fitted law, so the optimiser itself knows nothing about any one
// law; plus the input checks and linear algebra the fits share.

#include <Eigen/Core>
#include <array>
#include <optional>
#include <string>
#include <string_view>

#include "model/measured/fit.h"

namespace scalescope::model::fitlaws {

inline constexpr int kMaxParameters = 3;
using ParameterArray = std::array<double, kMaxParameters>;

/// Name, parameter ids and ranges of one law (±inf where a side is open).
struct LawInfo {
  Law law;
  std::string_view name;
  int parameterCount;
  std::array<std::string_view, kMaxParameters> parameterNames;
  ParameterArray low;
  ParameterArray high;
};

/// The description of a law.
const LawInfo& lawInfo(Law law);

/// ∂T/∂parameter at N; entries past parameterCount are 0.
ParameterArray lawGradient(Law law, double n, const Eigen::VectorXd& parameters);

/// Design matrix of the law's linearised form, one row per N: its rank says whether the N
/// values can separate the parameters at all.
Eigen::MatrixXd linearDesign(Law law, const Eigen::VectorXd& n);

/// Starting values from the linearised least-squares problem, clamped into the ranges.
Eigen::VectorXd startValues(Law law, const Eigen::VectorXd& n, const Eigen::VectorXd& t);

/// Least-squares solution of x·coef ≈ y with columns scaled to unit norm first (the columns
/// of a law differ by many orders of magnitude); rank is reported for identifiability.
struct ScaledSolve {
  Eigen::VectorXd coefficients;
  Eigen::Index rank = 0;
};
ScaledSolve solveScaled(const Eigen::MatrixXd& x, const Eigen::VectorXd& y);

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
