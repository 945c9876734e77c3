// Student t quantiles, the confidence / prediction bands and predictions of a fitted law, the
// USL's peak, the straight line of time against 1/N and the least-squares line every
// straight-line fit shares.
#include <unsupported/Eigen/SpecialFunctions>

#include <algorithm>
#include <cmath>
#include <string>

#include "model/laws/laws.h"
#include "model/laws/linear_solve.h"
#include "model/measured/fit.h"
#include "model/measured/fit_common.h"

namespace scalescope::model {

namespace {

// Upper tail P(T > t) for t ≥ 0: ½·I_{ν/(ν+t²)}(ν/2, ½), the regularized incomplete beta.
double upperTail(double t, double dof) {
  return 0.5 * Eigen::numext::betainc(0.5 * dof, 0.5, dof / (dof + t * t));
}

// The 95 % band about the fitted curve at N for a standard deviation √variance (seconds²):
// symmetric for constant noise, symmetric in log time for relative noise (fit.h, Prediction).
std::pair<double, double> band(const FitResult& fit, double n, double variance) {
  const double centre = fit.predict(n);
  const double half = fit.tQuantile975 * std::sqrt(std::max(variance, 0.0));
  if (fit.noise == FitNoise::Relative && centre > 0.0) {
    const double factor = std::exp(half / centre);
    return {centre / factor, centre * factor};
  }
  return {centre - half, centre + half};
}

// Variance of one new run at N about the true curve, seconds².
double runVariance(const FitResult& fit, double n) {
  const double scale = fit.noise == FitNoise::Relative ? fit.predict(n) : 1.0;
  return fit.residualVariance * scale * scale;
}

double meanCurveVariance(const FitResult& fit, double n) {
  const auto g = lawEntry(fit.kind).timeLaw->gradient(std::max(n, 1.0), fit.parameters);
  const Eigen::Index p = fit.parameters.size();
  const Eigen::VectorXd gradient = Eigen::Map<const Eigen::VectorXd>(g.data(), p);
  return gradient.dot(fit.covariance * gradient);
}

}  // namespace

Result<double> studentTQuantile(double probability, double dof) {
  if (!(probability > 0.0 && probability < 1.0))
    return Result<double>::failure(modelMessage(
        SCALESCOPE_TR_NOOP("Model", "t quantile: probability must lie in (0, 1), got %1"),
        {std::to_string(probability)}));
  if (!(dof > 0.0) || !std::isfinite(dof))
    return Result<double>::failure(modelMessage(
        SCALESCOPE_TR_NOOP("Model", "t quantile: degrees of freedom must be positive, got %1"),
        {std::to_string(dof)}));
  if (probability == 0.5) return 0.0;
  if (probability < 0.5) return -studentTQuantile(1.0 - probability, dof).value();
  const double tail = 1.0 - probability;
  // The tail falls monotonically in t: bracket by doubling, then bisect to full precision.
  double low = 0.0;
  double high = 1.0;
  while (upperTail(high, dof) > tail && high < 1e300) {
    low = high;
    high *= 2.0;
  }
  for (int i = 0; i < 2000; ++i) {
    const double mid = 0.5 * (low + high);
    if (mid == low || mid == high) break;
    (upperTail(mid, dof) > tail ? low : high) = mid;
  }
  return 0.5 * (low + high);
}

std::pair<double, double> confidenceBand(const FitResult& fit, double n) {
  return band(fit, n, meanCurveVariance(fit, n));
}

std::pair<double, double> predictionBand(const FitResult& fit, double n) {
  return band(fit, n, meanCurveVariance(fit, n) + runVariance(fit, n));
}

Prediction predictAt(const FitResult& fit, double n) {
  const auto [lower, upper] = predictionBand(fit, n);
  return {n, fit.predict(n), std::max(lower, 0.0), upper, lower < 0.0};
}

std::optional<double> uslPeakN(const FitResult& fit) {
  if (fit.kind != Law::Usl || fit.parameters.size() != 3) return std::nullopt;
  // The law's own N* (model/laws), which is +inf at κ = 0; the fit keeps κ ≥ 0.
  const auto peak = uslPeakN(fit.parameters(1), fit.parameters(2));
  if (!peak || !std::isfinite(*peak)) return std::nullopt;
  return *peak;
}

Result<LineFit> fitTimeAgainstInverseN(const std::vector<double>& n,
                                       const std::vector<double>& timeSeconds) {
  using R = Result<LineFit>;
  const auto fail = [](MarkedText what) {
    return R::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "T against 1/N fit: %1"), {std::move(what)}));
  };
  if (auto m = fitlaws::checkPoints(2, n, timeSeconds)) return fail(std::move(*m));
  const auto count = static_cast<Eigen::Index>(n.size());
  const Eigen::VectorXd nv = Eigen::Map<const Eigen::VectorXd>(n.data(), count);
  const Eigen::VectorXd t = Eigen::Map<const Eigen::VectorXd>(timeSeconds.data(), count);
  const auto fitted = fitlaws::fitStraightLine(nv.cwiseInverse(), t);
  if (!fitted) return fail(modelMessage(SCALESCOPE_TR_NOOP("Model", "singular design")));
  LineFit line;
  line.intercept = fitted->intercept;
  line.slope = fitted->slope;
  line.interceptStdErr = fitted->interceptStdErr;
  line.slopeStdErr = fitted->slopeStdErr;
  line.r2 = fitted->r2;
  return line;
}

namespace fitlaws {

std::optional<StraightLine> fitStraightLine(const Eigen::VectorXd& x, const Eigen::VectorXd& y) {
  const Eigen::Index count = x.size();
  if (count < 3 || y.size() != count) return std::nullopt;
  Eigen::MatrixXd design(count, 2);
  design.col(0).setOnes();
  design.col(1) = x;
  const auto solved = solveScaled(design, y);
  const auto gramInverse = inverseGram(design);
  if (!gramInverse || solved.rank < 2) return std::nullopt;
  const double rss = (y - design * solved.coefficients).squaredNorm();
  const double s2 = rss / static_cast<double>(count - 2);
  const double tss = (y.array() - y.mean()).square().sum();
  StraightLine line;
  line.intercept = solved.coefficients(0);
  line.slope = solved.coefficients(1);
  line.interceptStdErr = std::sqrt(s2 * (*gramInverse)(0, 0));
  line.slopeStdErr = std::sqrt(s2 * (*gramInverse)(1, 1));
  line.r2 = tss > 0.0 ? 1.0 - rss / tss : (rss == 0.0 ? 1.0 : 0.0);
  line.degreesOfFreedom = static_cast<int>(count - 2);
  return line;
}

}  // namespace fitlaws

}  // namespace scalescope::model
