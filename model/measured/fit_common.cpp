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

MarkedText countText(std::size_t count, const char* one, const char* many) {
  return modelMessage(count == 1 ? one : many, {std::to_string(count)});
}

MarkedText valuesText(std::size_t count) {
  return countText(count, SCALESCOPE_TR_NOOP("Model", "%1 value"),
                   SCALESCOPE_TR_NOOP("Model", "%1 values"));
}

MarkedText pointsText(std::size_t count) {
  return countText(count, SCALESCOPE_TR_NOOP("Model", "%1 point"),
                   SCALESCOPE_TR_NOOP("Model", "%1 points"));
}

MarkedText parametersText(std::size_t count) {
  return countText(count, SCALESCOPE_TR_NOOP("Model", "%1 parameter"),
                   SCALESCOPE_TR_NOOP("Model", "%1 parameters"));
}

MarkedText timeNotPositive(std::size_t index, double seconds) {
  return modelMessage(
      SCALESCOPE_TR_NOOP("Model", "time[%1] = %2 s is not a positive finite number"),
      {std::to_string(index), shortNumber(seconds)});
}

MarkedText tooFewPoints(int parameterCount, std::size_t count) {
  const auto needed = static_cast<std::size_t>(parameterCount + 1);
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "needs at least %1 (%2 + 1), got %3"),
                      {pointsText(needed), parametersText(static_cast<std::size_t>(parameterCount)),
                       std::to_string(count)});
}

std::optional<MarkedText> checkPoints(int parameterCount, const std::vector<double>& n,
                                      const std::vector<double>& t) {
  if (n.size() != t.size())
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "N has %1 but time has %2"),
                        {valuesText(n.size()), valuesText(t.size())});
  for (std::size_t i = 0; i < n.size(); ++i) {
    if (!std::isfinite(n[i]) || n[i] < 1.0)
      return modelMessage(SCALESCOPE_TR_NOOP("Model", "N[%1] = %2 is not a finite number ≥ 1"),
                          {std::to_string(i), shortNumber(n[i])});
    if (!std::isfinite(t[i]) || t[i] <= 0.0) return timeNotPositive(i, t[i]);
  }
  if (n.size() < static_cast<std::size_t>(parameterCount + 1))
    return tooFewPoints(parameterCount, n.size());
  if (std::all_of(n.begin(), n.end(), [&](double v) { return v == n.front(); }))
    return modelMessage(
        SCALESCOPE_TR_NOOP("Model", "all N are equal (%1); at least two different N are needed"),
        {shortNumber(n.front())});
  return std::nullopt;
}

}  // namespace scalescope::model::fitlaws
