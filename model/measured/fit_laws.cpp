#include "model/measured/fit_laws.h"

#include <Eigen/QR>
#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>

#include "model/core/number_text.h"

namespace scalescope::model {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();

const std::array<fitlaws::LawInfo, 4> kLaws = {{
    {.law = Law::Amdahl,
     .name = "amdahl",
     .parameterCount = 2,
     .parameterNames = {"t1_s", "alpha", ""},
     .low = {-kInf, 0.0, 0.0},
     .high = {kInf, 1.0, 0.0}},
    {.law = Law::Gustafson,
     .name = "gustafson",
     .parameterCount = 2,
     .parameterNames = {"t1_s", "alpha", ""},
     .low = {-kInf, 0.0, 0.0},
     .high = {kInf, 1.0, 0.0}},
    {.law = Law::Usl,
     .name = "usl",
     .parameterCount = 3,
     .parameterNames = {"t1_s", "sigma", "kappa"},
     .low = {-kInf, 0.0, 0.0},
     .high = {kInf, 1.0, kInf}},
    {.law = Law::Timeline,
     .name = "timeline",
     .parameterCount = 3,
     .parameterNames = {"serial_s", "parallel_s", "per_level_s"},
     .low = {0.0, 0.0, 0.0},
     .high = {kInf, kInf, kInf}},
}};

// ⌈log₂N⌉ read from the binary exponent, so powers of two are exact whatever log2 rounds to.
double treeLevels(double n) {
  int exponent = 0;
  const double mantissa = std::frexp(n, &exponent);  // n = mantissa·2^exponent, [0.5, 1)
  return mantissa == 0.5 ? exponent - 1 : exponent;
}

// Mid-range values for when the linearised problem gives a useless start (t1 ≤ 0).
Eigen::VectorXd fallbackStart(Law law, const Eigen::VectorXd& n, const Eigen::VectorXd& t) {
  Eigen::Index first = 0;
  n.minCoeff(&first);
  const double t1 = t(first);
  switch (law) {
    case Law::Amdahl:
    case Law::Gustafson:
      return Eigen::Vector2d(t1, 0.5);
    case Law::Usl:
      return Eigen::Vector3d(t1, 0.0, 0.0);
    case Law::Timeline:
      return Eigen::Vector3d(0.0, t1, 0.0);
  }
  return {};
}

}  // namespace

std::optional<Law> lawFromName(std::string_view name) {
  for (const auto& info : kLaws) {
    const bool same =
        std::equal(name.begin(), name.end(), info.name.begin(), info.name.end(),
                   [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; });
    if (same) return info.law;
  }
  return std::nullopt;
}

std::string_view lawName(Law law) {
  return fitlaws::lawInfo(law).name;
}

std::string lawScalingProblem(Law law, bool weakScaling) {
  if (law != Law::Gustafson || weakScaling) return {};
  return "Gustafson's law describes weak scaling (fixed work per unit, the problem grows with "
         "N), and these runs are not marked weak (a 'scaling' column with 'weak' on every row): "
         "for fixed-size (strong-scaling) times fit amdahl or usl instead";
}

std::vector<std::string> lawParameterNames(Law law) {
  const auto& info = fitlaws::lawInfo(law);
  return {info.parameterNames.begin(), info.parameterNames.begin() + info.parameterCount};
}

double lawTimeSeconds(Law law, double n, const Eigen::VectorXd& p) {
  switch (law) {
    case Law::Amdahl:
      return p(0) * ((1.0 - p(1)) + p(1) / n);
    case Law::Gustafson:
      return p(0) * n / ((1.0 - p(1)) + p(1) * n);
    case Law::Usl:
      return p(0) * (1.0 + p(1) * (n - 1.0) + p(2) * n * (n - 1.0)) / n;
    case Law::Timeline:
      return p(0) + p(1) / n + p(2) * treeLevels(n);
  }
  return 0.0;
}

namespace fitlaws {

const LawInfo& lawInfo(Law law) {
  return kLaws[static_cast<std::size_t>(law)];
}

ParameterArray lawGradient(Law law, double n, const Eigen::VectorXd& p) {
  switch (law) {
    case Law::Amdahl:
      return {(1.0 - p(1)) + p(1) / n, p(0) * (1.0 / n - 1.0), 0.0};
    case Law::Gustafson: {
      const double d = (1.0 - p(1)) + p(1) * n;
      return {n / d, -p(0) * n * (n - 1.0) / (d * d), 0.0};
    }
    case Law::Usl:
      return {(1.0 + p(1) * (n - 1.0) + p(2) * n * (n - 1.0)) / n, p(0) * (n - 1.0) / n,
              p(0) * (n - 1.0)};
    case Law::Timeline:
      return {1.0, 1.0 / n, treeLevels(n)};
  }
  return {};
}

Eigen::MatrixXd linearDesign(Law law, const Eigen::VectorXd& n) {
  const Eigen::Index m = n.size();
  const Eigen::ArrayXd inv = n.array().inverse();
  Eigen::MatrixXd x(m, lawInfo(law).parameterCount);
  switch (law) {
    case Law::Amdahl:     // T = a + b/N with a = t1(1−α), b = t1·α
    case Law::Gustafson:  // 1/T = α/t1 + ((1−α)/t1)/N
      x.col(0).setOnes();
      x.col(1) = inv.matrix();
      break;
    case Law::Usl:  // T = t1/N + (t1σ)(N−1)/N + (t1κ)(N−1)
      x.col(0) = inv.matrix();
      x.col(1) = ((n.array() - 1.0) * inv).matrix();
      x.col(2) = (n.array() - 1.0).matrix();
      break;
    case Law::Timeline:
      x.col(0).setOnes();
      x.col(1) = inv.matrix();
      x.col(2) = n.unaryExpr([](double v) { return treeLevels(v); });
      break;
  }
  return x;
}

ScaledSolve solveScaled(const Eigen::MatrixXd& x, const Eigen::VectorXd& y) {
  Eigen::VectorXd norms = x.colwise().norm().transpose();
  for (double& v : norms)
    if (v == 0.0) v = 1.0;
  const Eigen::MatrixXd scaled = x * norms.cwiseInverse().asDiagonal();
  const auto qr = scaled.colPivHouseholderQr();
  return {qr.solve(y).cwiseQuotient(norms), qr.rank()};
}

Eigen::VectorXd startValues(Law law, const Eigen::VectorXd& n, const Eigen::VectorXd& t) {
  const Eigen::MatrixXd x = linearDesign(law, n);
  Eigen::VectorXd start;
  switch (law) {
    case Law::Amdahl: {
      const Eigen::VectorXd c = solveScaled(x, t).coefficients;
      start = Eigen::Vector2d(c(0) + c(1), c(1) / (c(0) + c(1)));
      break;
    }
    case Law::Gustafson: {
      // Rows weighted by T² so the 1/T residuals approximate the T residuals fitted later.
      const Eigen::VectorXd w = t.array().square();
      const Eigen::VectorXd c =
          solveScaled(w.asDiagonal() * x, (w.array() / t.array()).matrix()).coefficients;
      const double t1 = 1.0 / (c(0) + c(1));
      start = Eigen::Vector2d(t1, c(0) * t1);
      break;
    }
    case Law::Usl: {
      const Eigen::VectorXd c = solveScaled(x, t).coefficients;
      start = Eigen::Vector3d(c(0), c(1) / c(0), c(2) / c(0));
      break;
    }
    case Law::Timeline:
      start = solveScaled(x, t).coefficients;
      break;
  }
  if (!start.allFinite() || (law != Law::Timeline && !(start(0) > 0.0)))
    start = fallbackStart(law, n, t);
  const auto& info = lawInfo(law);
  for (int i = 0; i < info.parameterCount; ++i)
    start(i) = std::clamp(start(i), info.low[i], info.high[i]);
  return start;
}

std::optional<Eigen::MatrixXd> inverseGram(const Eigen::MatrixXd& j) {
  const Eigen::Index p = j.cols();
  Eigen::VectorXd norms = j.colwise().norm().transpose();
  if ((norms.array() == 0.0).any()) return std::nullopt;
  const auto qr = (j * norms.cwiseInverse().asDiagonal()).colPivHouseholderQr();
  if (qr.rank() < p) return std::nullopt;
  const Eigen::MatrixXd rInverse =
      qr.matrixR().topLeftCorner(p, p).triangularView<Eigen::Upper>().solve(
          Eigen::MatrixXd::Identity(p, p));
  const Eigen::MatrixXd inner = rInverse * rInverse.transpose();
  const Eigen::MatrixXd permuted = qr.colsPermutation() * inner * qr.colsPermutation().transpose();
  return norms.cwiseInverse().asDiagonal() * permuted * norms.cwiseInverse().asDiagonal();
}

std::string countText(std::size_t count, const char* what) {
  return std::to_string(count) + " " + what + (count == 1 ? "" : "s");
}

std::string checkPoints(const std::string& prefix, int parameterCount, const std::vector<double>& n,
                        const std::vector<double>& t) {
  if (n.size() != t.size())
    return prefix + "N has " + countText(n.size(), "value") + " but time has " +
           countText(t.size(), "value");
  for (std::size_t i = 0; i < n.size(); ++i) {
    if (!std::isfinite(n[i]) || n[i] < 1.0)
      return prefix + "N[" + std::to_string(i) + "] = " + shortNumber(n[i]) +
             " is not a finite number ≥ 1";
    if (!std::isfinite(t[i]) || t[i] <= 0.0)
      return prefix + "time[" + std::to_string(i) + "] = " + shortNumber(t[i]) +
             " s is not a positive finite number";
  }
  const auto needed = static_cast<std::size_t>(parameterCount + 1);
  if (n.size() < needed)
    return prefix + "needs at least " + countText(needed, "point") + " (" +
           countText(static_cast<std::size_t>(parameterCount), "parameter") + " + 1), got " +
           std::to_string(n.size());
  if (std::all_of(n.begin(), n.end(), [&](double v) { return v == n.front(); }))
    return prefix + "all N are equal (" + shortNumber(n.front()) +
           "); at least two different N are needed";
  return {};
}

}  // namespace fitlaws

}  // namespace scalescope::model
