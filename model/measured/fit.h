#pragma once
// Nonlinear least-squares fits of the scaling laws to measured (N, time) points
// (model/README.md §4), with Eigen's Levenberg–Marquardt, standard errors, 95 % intervals,
// R² and confidence bands of the fitted curve. The time laws are entries of the law table
// (model/laws/law_table.h); the fitter knows no law of its own.
//
// The time forms fitted (T in seconds, N ≥ 1 units; least squares on T), their parameters and
// ranges are the time laws of the law table (model/laws/law_table.cpp): amdahl, gustafson,
// usl and timeline, each with the runs it describes (strong or weak scaling).
//
// Ranges are kept by an active-set search, not by a transformation: every combination of
// "free" or "held at one of its bounds" is fitted and the feasible fit with the smallest RSS
// wins (it is the constrained optimum; a handful of small fits). A parameter held at a bound is
// flagged in atBound, has standard error 0 and a 95 % interval collapsed onto the bound; the
// degrees of freedom count only the free parameters. This keeps the standard errors of the
// free parameters exact, where a logistic or exponential map would blow them up near a bound.
// t1_s has no bound: for positive times its optimum is always positive.

#include <Eigen/Core>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/core/result.h"
#include "model/laws/law_table.h"

namespace scalescope::model {

/// Outcome of fitting one law: estimates, their uncertainty and the quality of the fit.
struct FitResult {
  std::string law;  ///< lawName(kind)
  Law kind = Law::Amdahl;
  std::vector<std::string> parameterNames;
  Eigen::VectorXd parameters;      ///< estimates, units as in the parameter names
  Eigen::VectorXd standardErrors;  ///< sqrt of the covariance diagonal; 0 when atBound
  Eigen::VectorXd ci95Low;         ///< estimate − t·SE, t = Student quantile 0.975
  Eigen::VectorXd ci95High;        ///< estimate + t·SE
  std::vector<bool> atBound;       ///< held at a bound of its range by the active-set search
  Eigen::MatrixXd covariance;  ///< s²·(JᵀJ)⁻¹ over free parameters, zero rows for held ones
  double r2 = 0.0;             ///< 1 − RSS/TSS on the fitted points (1 if both are 0)
  double rss = 0.0;            ///< residual sum of squares on the fitted points, seconds²
  double residualVariance = 0.0;  ///< s² = RSS/(nPoints − free parameters), seconds²
  double tQuantile975 = 0.0;      ///< Student t quantile 0.975 at degreesOfFreedom
  int nPoints = 0;                ///< points used by the fit (those at the first k N, or all)
  int degreesOfFreedom = 0;       ///< nPoints − number of free parameters
  int iterations = 0;             ///< Levenberg–Marquardt iterations of the winning fit
  std::vector<double> residuals;  ///< measured − predicted, every input point, input order
  std::vector<bool> usedInFit;    ///< per input point: was it among the fitted points
  std::vector<bool> excluded;     ///< per input point: left out by the user (never fitted)
  int nExcluded = 0;              ///< how many input points were left out by the user

  /// Fitted time in seconds at N; N below 1 is evaluated at 1 (no law exists there).
  double predict(double n) const;
};

/// Fits `law` to the points (n[i], timeSeconds[i]); repeated N are separate observations.
/// With firstK, only the runs at the k smallest distinct N (every repetition there) are
/// fitted and the rest are predicted (their residuals are still reported). Fails with a message on
/// mismatched sizes, N < 1 or non-finite, times not positive and finite, fewer than
/// parameters + 1 points, all N equal, or N values that cannot separate the parameters.
/// `excluded` (empty, or one flag per point) leaves points out before anything else: they are
/// not fitted, do not count towards firstK and are predicted like held-out points.
Result<FitResult> fitLaw(Law law, const std::vector<double>& n,
                         const std::vector<double>& timeSeconds,
                         std::optional<std::size_t> firstK = std::nullopt,
                         const std::vector<bool>& excluded = {});

/// 95 % confidence band of the fitted mean curve at N (delta method with the covariance).
std::pair<double, double> confidenceBand(const FitResult& fit, double n);
/// 95 % prediction interval for one new measurement at N (mean band widened by s²).
std::pair<double, double> predictionBand(const FitResult& fit, double n);

/// What a fit predicts for one new run at N: the fitted time and its 95 % prediction interval
///   T̂(N) ± t(0.975, ν) · √(s² + gᵀ·C·g),
/// g = ∂T/∂θ at the estimates, C = s²(JᵀJ)⁻¹ their covariance (held parameters: zero rows),
/// s² = RSS/ν, ν the degrees of freedom. The gᵀCg term alone is the confidence band of the
/// mean curve; s² adds the scatter of one new measurement. For a law linear in its parameters
/// (Amdahl is T = a + b/N) this is the textbook regression interval
/// s²(1 + 1/n + (x − x̄)²/Sxx). The interval is symmetric (linearised), so far outside the
/// measured N its lower end can fall below 0 s: the data do not bound the time from below.
struct Prediction {
  double n = 0.0;
  double timeSeconds = 0.0;
  double lowerSeconds = 0.0;
  double upperSeconds = 0.0;
};
/// The prediction at N (≥ 1; below 1 is evaluated at 1 as FitResult::predict).
Prediction predictAt(const FitResult& fit, double n);

/// The N of the USL's largest speed-up, N* = √((1−σ)/κ) (where dS/dN = 0 for
/// S = N/(1 + σ(N−1) + κN(N−1))); empty for other laws and when κ ≤ 0 (the speed-up never
/// falls, there is no peak).
std::optional<double> uslPeakN(const FitResult& fit);

/// Ordinary straight-line fit T = intercept + slope/N (the linearised Amdahl law).
struct LineFit {
  double intercept = 0.0;  ///< seconds: the serial time
  double slope = 0.0;      ///< seconds: the parallel time on one unit
  double interceptStdErr = 0.0;
  double slopeStdErr = 0.0;
  double r2 = 0.0;
};

/// Least-squares line of time against 1/N; same input checks as fitLaw (2 parameters).
Result<LineFit> fitTimeAgainstInverseN(const std::vector<double>& n,
                                       const std::vector<double>& timeSeconds);

/// Quantile of Student's t distribution: t with P(T ≤ t) = probability, for
/// probability ∈ (0, 1) and degreesOfFreedom > 0 (bisection on Eigen's betainc).
Result<double> studentTQuantile(double probability, double degreesOfFreedom);

}  // namespace scalescope::model
