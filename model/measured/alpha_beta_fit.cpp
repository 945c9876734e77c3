#include "model/measured/alpha_beta_fit.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "model/core/number_text.h"
#include "model/measured/fit_common.h"

namespace scalescope::model {

namespace {}  // namespace

Result<AlphaBetaFit> fitAlphaBeta(const std::vector<double>& messageBytes,
                                  const std::vector<double>& timeSeconds) {
  using R = Result<AlphaBetaFit>;
  const std::string prefix = "α–β fit T(m) = L + m/B: ";
  if (messageBytes.size() != timeSeconds.size())
    return R::failure(prefix + "message size has " +
                      fitlaws::countText(messageBytes.size(), "value") + " but time has " +
                      fitlaws::countText(timeSeconds.size(), "value"));
  for (std::size_t i = 0; i < messageBytes.size(); ++i) {
    if (!std::isfinite(messageBytes[i]) || messageBytes[i] < 0)
      return R::failure(prefix + "message size[" + std::to_string(i) +
                        "] = " + shortNumber(messageBytes[i]) + " B is not a finite number ≥ 0");
    if (!std::isfinite(timeSeconds[i]) || timeSeconds[i] <= 0)
      return R::failure(prefix + "time[" + std::to_string(i) + "] = " +
                        shortNumber(timeSeconds[i]) + " s is not a positive finite number");
  }
  if (messageBytes.size() < 3)
    return R::failure(prefix + "needs at least 3 points (2 parameters + 1), got " +
                      std::to_string(messageBytes.size()));
  if (std::all_of(messageBytes.begin(), messageBytes.end(),
                  [&](double m) { return m == messageBytes.front(); }))
    return R::failure(prefix + "all points have the same message size (" +
                      shortNumber(messageBytes.front()) +
                      " B); at least two different sizes are needed");
  const auto count = static_cast<Eigen::Index>(messageBytes.size());
  const auto line =
      fitlaws::fitStraightLine(Eigen::Map<const Eigen::VectorXd>(messageBytes.data(), count),
                               Eigen::Map<const Eigen::VectorXd>(timeSeconds.data(), count));
  if (!line) return R::failure(prefix + "the message sizes cannot separate L and B");
  if (!(line->slope > 0))
    return R::failure(prefix + "time does not grow with message size (slope " +
                      shortNumber(line->slope) + " s/B): no finite bandwidth");
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

std::string alphaBetaCaveat(const AlphaBetaFit& fit) {
  if (fit.latencySeconds >= 0) return {};
  char text[320];
  std::snprintf(text, sizeof text,
                "not physical: the fitted latency L = %.3g s (standard error %.2g s) is negative, "
                "which no network has; the straight line does not hold down to the smallest "
                "messages (flagged, not constrained: B is the least-squares slope)",
                fit.latencySeconds, fit.latencyStdErr);
  return text;
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
    if (fit)
      f.fit = *fit;
    else
      f.error = fit.error();
    out.push_back(std::move(f));
  }
  return out;
}

}  // namespace scalescope::model
