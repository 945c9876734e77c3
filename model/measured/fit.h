#pragma once
// Nonlinear least-squares fits of the scaling laws to measured (N, time) points
// (model/README.md §4), with Eigen's Levenberg–Marquardt, standard errors, 95 % intervals,
// R² and confidence bands of the fitted curve. The time laws are entries of the law table
// (model/laws/law_table.h); the fitter knows no law of its own.
//
// The time forms fitted (T in seconds, N ≥ 1 units), their parameters and
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
//
// Noise model (FitNoise). Run-to-run scatter of a time is roughly proportional to the time
// (a 1,800 s run at N = 1 scatters by tens of seconds, a 27 s run at N = 1024 by a fraction of
// one), so by default every run is weighted by 1/t² (σᵢ ∝ tᵢ, the measured time): the fit
// minimises Σ((T(Nᵢ) − tᵢ)/tᵢ)², s² is a relative variance and the covariance is
// s²·(JwᵀJw)⁻¹ with Jw = J/t, as scipy's curve_fit(..., sigma=t, absolute_sigma=False). Least
// squares on the seconds themselves (constant noise) lets the long runs at small N set the band
// of the short ones at large N; it stays available as FitNoise::Constant.

#include <Eigen/Core>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/core/result.h"
#include "model/laws/law_table.h"

namespace scalescope::model {

/// How the scatter of one run is modelled: its weight in the fit and the width of the
/// prediction interval of a new run.
enum class FitNoise : std::uint8_t {
  Relative,  ///< σ ∝ T: weights 1/t², noise of a new run at N = s·T̂(N) (the default)
  Constant,  ///< σ the same for every run: ordinary least squares on the seconds
};
/// "relative" / "constant": the ids of scaling.fit_noise and of --noise.
std::string_view fitNoiseName(FitNoise noise);
std::optional<FitNoise> fitNoiseFromName(std::string_view name);

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
  FitNoise noise = FitNoise::Relative;  ///< the noise model the fit was weighted by
  double weightedRss = 0.0;  ///< Σ(rᵢ/σᵢ)² minimised: Σ(rᵢ/tᵢ)² (relative) or RSS (constant)
  /// s² = weightedRss/(nPoints − free parameters): the variance of one run, relative
  /// (dimensionless, (s·100) % of the time) for Relative noise, seconds² for Constant.
  double residualVariance = 0.0;
  /// The same variance from the repetitions alone (pooled over the fitted N with two or more
  /// runs, about each N's mean; relative to that mean for Relative noise): the run-to-run
  /// noise without the law's misfit. Empty when no fitted N is repeated.
  std::optional<double> repeatVariance;
  int repeatDegreesOfFreedom = 0;  ///< Σ(runs − 1) over the repeated N
  double tQuantile975 = 0.0;       ///< Student t quantile 0.975 at degreesOfFreedom
  int nPoints = 0;                 ///< points used by the fit (those at the first k N, or all)
  int degreesOfFreedom = 0;        ///< nPoints − number of free parameters
  int iterations = 0;              ///< Levenberg–Marquardt iterations of the winning fit
  std::vector<double> residuals;   ///< measured − predicted, every input point, input order
  std::vector<bool> usedInFit;     ///< per input point: was it among the fitted points
  std::vector<bool> excluded;      ///< per input point: left out by the user (never fitted)
  int nExcluded = 0;               ///< how many input points were left out by the user

  /// Fitted time in seconds at N; N below 1 is evaluated at 1 (no law exists there).
  double predict(double n) const;
};

/// Fits `law` to the points (n[i], timeSeconds[i]); repeated N are separate observations.
/// With firstK, only the runs at the k smallest distinct N (every repetition there) are
/// fitted and the rest are predicted (their residuals are still reported). Fails with a message on
/// mismatched sizes, N < 1 or non-finite, times not positive and finite, fewer than
/// parameters + 1 points, all N equal, or N values that cannot separate the parameters.
/// `excluded` (empty, or one flag per point) leaves points out before anything else: they are
/// not fitted, do not count towards firstK and are predicted like held-out points. `noise`
/// weights the runs (see the top of this file).
Result<FitResult> fitLaw(Law law, const std::vector<double>& n,
                         const std::vector<double>& timeSeconds,
                         std::optional<std::size_t> firstK = std::nullopt,
                         const std::vector<bool>& excluded = {},
                         FitNoise noise = FitNoise::Relative);

/// 95 % confidence band of the fitted mean curve at N (delta method with the covariance).
std::pair<double, double> confidenceBand(const FitResult& fit, double n);
/// 95 % prediction interval for one new measurement at N (mean band widened by s²).
std::pair<double, double> predictionBand(const FitResult& fit, double n);

/// What a fit predicts for one new run at N: the fitted time T̂ and its 95 % prediction
/// interval from the standard deviation d = √(gᵀ·C·g + v) of a new run, with g = ∂T/∂θ at the
/// estimates, C the covariance (held parameters: zero rows), q = t(0.975, ν), ν the degrees of
/// freedom, and the noise of one run v = s² (constant noise) or s²·T̂² (relative noise).
///   Constant noise: T̂ ± q·d. For a law linear in its parameters (Amdahl is T = a + b/N) this is
///     the textbook regression interval s²(1 + 1/n + (x − x̄)²/Sxx). Symmetric, so far outside
///     the measured N its lower end can fall below 0 s: it is then reported as 0 and flagged.
///   Relative noise: T̂·exp(±q·d/T̂), the same interval taken in log time (the relative error d/T̂
///     is the standard deviation of ln T): never below 0, and T̂(1 ± q·d/T̂) when d ≪ T̂.
/// The gᵀCg term alone is the confidence band of the mean curve (confidenceBand).
struct Prediction {
  double n = 0.0;
  double timeSeconds = 0.0;
  double lowerSeconds = 0.0;
  double upperSeconds = 0.0;
  bool lowerClipped = false;  ///< the symmetric interval reached below 0 s; lowerSeconds is 0
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
