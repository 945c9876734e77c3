#include "model/measured/fit_common.h"

#include <Eigen/QR>
#include <algorithm>
#include <cmath>

#include "model/core/number_text.h"

namespace scalescope::model::fitlaws {

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

}  // namespace scalescope::model::fitlaws
