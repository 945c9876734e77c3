#pragma once
// What every question of the built-in lessons must answer, computed here independently of the
// lesson machinery: Amdahl, Gustafson and Karp–Flatt by hand from the published TOP500 and
// HPL-MxP figures, the timeline model by its formulas written out again, the fits by linear
// least squares on their linearised forms, the PIM questions from the PIM model's own
// functions (too large to write twice: the lessons' quantities, choices and crossings are what
// is checked there) and a brute-force scan over whole DPU counts for the slider.
#include <Eigen/Dense>
#include <QString>
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <vector>

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/measured/measured_series.h"
#include "model/pim/pim.h"

namespace scalescope::test {

/// One expected answer: a value (number, slider) computed here, or for a choice the option the
/// lesson's author intends (its id, written from the lesson's text) and, where the test can
/// work it out, the option a computation here picks.
struct Expected {
  std::optional<double> value;
  std::optional<QString> option;
  double relTolerance = 1e-9;  ///< how close the model's answer must come (bisection: 1e-6)
  std::optional<QString> computedOption;
};

namespace hand {

using model::Param;

inline double amdahlSpeedup(double n, double s) {
  return 1.0 / (s + (1.0 - s) / n);
}
inline double amdahlEfficiency(double n, double s) {
  return amdahlSpeedup(n, s) / n;
}
inline double karpFlatt(double n, double rmax, double rpeak) {
  return (rpeak / rmax - 1.0) / (n - 1.0);
}
/// How `here` compares with `there`: "higher", "same" (within sameWithin) or "lower".
inline QString direction(double here, double there, double sameWithin) {
  if (std::abs(here - there) <= sameWithin * std::max(std::abs(here), std::abs(there)))
    return QStringLiteral("same");
  return here > there ? QStringLiteral("higher") : QStringLiteral("lower");
}

/// The timeline model of one step, written out from its definition.
struct Step {
  double serial, compute, copy, comm, sync, total, t1;
  double efficiency() const { return t1 / (n * total); }
  double serialFraction() const { return (1.0 / efficiency() - 1.0) / (n - 1.0); }
  double payload;
  double n;
};
inline Step timeline(const model::Scenario& s, std::optional<int> pattern = std::nullopt) {
  const double n = s.get(Param::N);
  const int precision = static_cast<int>(s.get(Param::TimelinePrecision));
  const double r = precision == 0   ? 1.0
                   : precision == 1 ? s.get(Param::TimelineSpeedupFp32)
                   : precision == 2 ? s.get(Param::TimelineSpeedupFp16)
                                    : s.get(Param::TimelineSpeedupInt8);
  const bool accel = s.get(Param::TimelineAccelerator) != 0;
  const double g = accel ? s.get(Param::TimelineAcceleratorSpeedup) : 1.0;
  const double byteScale = s.get(Param::TimelineReducedPrecisionComm) != 0 ? 1.0 / r : 1.0;
  Step t{};
  t.n = n;
  t.serial = s.get(Param::TimelineSerialS);
  const double one = s.get(Param::TimelineComputeS) / (r * g);
  t.compute = one / n;
  t.copy = accel ? s.get(Param::TimelineAcceleratorMemoryGb) * 1e9 *
                           s.get(Param::TimelineRefreshFraction) * byteScale /
                           (s.get(Param::TimelineLinkBandwidthGbs) * 1e9) +
                       s.get(Param::TimelineLinkLatencyUs) * 1e-6
                 : 0.0;
  const double levels = std::ceil(std::log2(n) - 1e-12);
  const double latency = s.get(Param::TimelineNetLatencyUs) * 1e-6;
  const double transfer = s.get(Param::TimelineMessageBytes) * byteScale /
                          (s.get(Param::TimelineNetBandwidthGbs) * 1e9);
  const int p = pattern.value_or(static_cast<int>(s.get(Param::TimelineCommPattern)));
  t.comm = p == 0   ? 2.0 * levels * (latency + transfer)
           : p == 1 ? 2.0 * (n - 1) * latency + 2.0 * (n - 1) / n * transfer
                    : 2.0 * n * (latency + transfer);
  t.sync = s.get(Param::TimelineSyncUs) * 1e-6 * levels;
  t.total = t.serial + t.compute + t.copy + t.comm + t.sync;
  t.t1 = t.serial + one + t.copy;
  t.payload = (t.serial + s.get(Param::TimelineComputeS)) / t.total;
  return t;
}

/// T = a + b/N fitted by least squares weighted by 1/T² (the fits' default relative noise) on
/// the first k points (Amdahl's law in its linear form, valid while the fitted α stays in
/// [0, 1]); the prediction at N.
inline Eigen::Vector2d amdahlLinearFit(const std::vector<double>& n, const std::vector<double>& t,
                                       std::size_t k) {
  const auto k_ = static_cast<Eigen::Index>(k);
  Eigen::MatrixXd x(k_, 2);
  Eigen::VectorXd y(k_);
  for (Eigen::Index i = 0; i < k_; ++i) {
    // Weighted by 1/t² (the fit's relative noise): each row divided by its time.
    x(i, 0) = 1.0 / t[std::size_t(i)];
    x(i, 1) = 1.0 / n[std::size_t(i)] / t[std::size_t(i)];
    y(i) = 1.0;
  }
  return x.colPivHouseholderQr().solve(y);
}
inline double amdahlLinearPrediction(const std::vector<double>& n, const std::vector<double>& t,
                                     std::size_t k, double at) {
  const Eigen::Vector2d c = amdahlLinearFit(n, t, k);
  return c(0) + c(1) / at;
}
/// 1−α of that fit: T = a + b/N with a = T₁(1−α), b = T₁α.
inline double amdahlLinearSerialFraction(const std::vector<double>& n, const std::vector<double>& t,
                                         std::size_t k) {
  const Eigen::Vector2d c = amdahlLinearFit(n, t, k);
  return c(0) / (c(0) + c(1));
}

/// The USL by least squares weighted by 1/T² on the first k points: T = t1/N + (t1σ)(N−1)/N +
/// (t1κ)(N−1) is linear in (t1, t1σ, t1κ). Where the free σ comes out below 0, σ is held at its
/// bound 0 and (t1, t1κ) are fitted (the active set the constrained fit then chooses); empty
/// when κ leaves its range.
inline std::optional<double> uslLeastSquaresPrediction(const std::vector<double>& n,
                                                       const std::vector<double>& t, std::size_t k,
                                                       double at) {
  const auto k_ = static_cast<Eigen::Index>(k);
  Eigen::MatrixXd x(k_, 3);
  for (Eigen::Index i = 0; i < k_; ++i) {
    const double ni = n[std::size_t(i)], ti = t[std::size_t(i)];
    x(i, 0) = 1.0 / ni / ti;
    x(i, 1) = (ni - 1.0) / ni / ti;
    x(i, 2) = (ni - 1.0) / ti;
  }
  const Eigen::VectorXd ones = Eigen::VectorXd::Ones(k_);
  Eigen::Vector3d c = x.colPivHouseholderQr().solve(ones);
  if (c(1) / c(0) < 0) {  // σ at its bound 0: columns 0 and 2 only
    Eigen::MatrixXd held(k_, 2);
    held << x.col(0), x.col(2);
    const Eigen::Vector2d h = held.colPivHouseholderQr().solve(ones);
    c = Eigen::Vector3d(h(0), 0.0, h(1));
  }
  const double t1 = c(0), sigma = c(1) / t1, kappa = c(2) / t1;
  if (sigma > 1 || kappa < 0) return std::nullopt;
  return t1 * (1 + sigma * (at - 1) + kappa * at * (at - 1)) / at;
}

}  // namespace hand

}  // namespace scalescope::test
