#include "model/measured/alpha_beta_fit.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "model/core/number_text.h"
#include "model/measured/fit_common.h"

namespace scalescope::model {

namespace {

/// Nothing when the table can be fitted, else what is wrong with it.
std::optional<MarkedText> checkTable(const std::vector<double>& messageBytes,
                                     const std::vector<double>& timeSeconds) {
  if (messageBytes.size() != timeSeconds.size())
    return modelMessage(
        SCALESCOPE_TR_NOOP("Model", "message size has %1 but time has %2"),
        {fitlaws::valuesText(messageBytes.size()), fitlaws::valuesText(timeSeconds.size())});
  for (std::size_t i = 0; i < messageBytes.size(); ++i) {
    if (!std::isfinite(messageBytes[i]) || messageBytes[i] < 0)
      return modelMessage(
          SCALESCOPE_TR_NOOP("Model", "message size[%1] = %2 B is not a finite number ≥ 0"),
          {std::to_string(i), shortNumber(messageBytes[i])});
    if (!std::isfinite(timeSeconds[i]) || timeSeconds[i] <= 0)
      return fitlaws::timeNotPositive(i, timeSeconds[i]);
  }
  if (messageBytes.size() < 3) return fitlaws::tooFewPoints(2, messageBytes.size());
  if (std::all_of(messageBytes.begin(), messageBytes.end(),
                  [&](double m) { return m == messageBytes.front(); }))
    return modelMessage(SCALESCOPE_TR_NOOP("Model",
                                           "all points have the same message size (%1 B); at "
                                           "least two different sizes are needed"),
                        {shortNumber(messageBytes.front())});
  return std::nullopt;
}

/// "α–β fit T(m) = L + m/B: what".
MarkedText alphaBetaFitText(MarkedText what) {
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "α–β fit T(m) = L + m/B: %1"), {std::move(what)});
}

}  // namespace

Result<AlphaBetaFit> fitAlphaBeta(const std::vector<double>& messageBytes,
                                  const std::vector<double>& timeSeconds) {
  using R = Result<AlphaBetaFit>;
  if (auto problem = checkTable(messageBytes, timeSeconds))
    return R::failure(alphaBetaFitText(std::move(*problem)));
  const auto count = static_cast<Eigen::Index>(messageBytes.size());
  const auto line =
      fitlaws::fitStraightLine(Eigen::Map<const Eigen::VectorXd>(messageBytes.data(), count),
                               Eigen::Map<const Eigen::VectorXd>(timeSeconds.data(), count));
  if (!line)
    return R::failure(alphaBetaFitText(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "the message sizes cannot separate L and B"))));
  if (!(line->slope > 0))
    return R::failure(alphaBetaFitText(modelMessage(
        SCALESCOPE_TR_NOOP("Model",
                           "time does not grow with message size (slope %1 s/B): no finite "
                           "bandwidth"),
        {shortNumber(line->slope)})));
  AlphaBetaFit fit;
  fit.latencySeconds = line->intercept;
  fit.latencyStdErr = line->interceptStdErr;
  fit.bandwidthBytesPerSecond = 1.0 / line->slope;
  fit.bandwidthStdErr = line->slopeStdErr / (line->slope * line->slope);
  fit.r2 = line->r2;
  fit.nPoints = static_cast<int>(count);
  fit.degreesOfFreedom = line->degreesOfFreedom;
  return fit;
}

std::optional<MarkedText> alphaBetaCaveat(const AlphaBetaFit& fit) {
  if (fit.latencySeconds >= 0) return std::nullopt;
  return modelMessage(
      SCALESCOPE_TR_NOOP("Model",
                         "not physical: the fitted latency L = %1 s (standard error %2 s) is "
                         "negative, which no network has; the straight line does not hold down to "
                         "the smallest messages (flagged, not constrained: B is the least-squares "
                         "slope)"),
      {shortNumber(fit.latencySeconds, 3), shortNumber(fit.latencyStdErr, 2)});
}

std::vector<LatencyTableFit> fitLatencyTables(const MeasurementSet& set) {
  struct Table {
    std::string group;
    double processes;
    std::vector<double> bytes, seconds;
  };
  std::vector<Table> tables;
  for (const auto& p : set.points) {
    if (!p.bytes || !p.timeSeconds) continue;
    auto it = std::find_if(tables.begin(), tables.end(), [&](const Table& t) {
      return t.group == p.group && t.processes == p.n;
    });
    if (it == tables.end()) {
      tables.push_back({p.group, p.n, {}, {}});
      it = tables.end() - 1;
    }
    it->bytes.push_back(*p.bytes);
    it->seconds.push_back(*p.timeSeconds);
  }
  std::vector<LatencyTableFit> out;
  for (const auto& t : tables) {
    LatencyTableFit f;
    f.group = t.group;
    f.processes = t.processes;
    f.runs = static_cast<int>(t.bytes.size());
    auto fit = fitAlphaBeta(t.bytes, t.seconds);
    if (fit) {
      f.fit = *fit;
    } else {
      f.error = fit.error();
      f.errorText = fit.errorText();
    }
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace scalescope::model
