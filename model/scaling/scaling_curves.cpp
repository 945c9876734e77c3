#include "model/scaling/scaling_curves.h"

#include <cmath>
#include <unordered_map>

#include "model/core/scenario.h"

namespace scalescope::model {

std::vector<ScalingCurve> scalingCurves(const Scenario& s, int points) {
  const double nMax = std::pow(10.0, s.get(Param::SurfaceLogNMax));
  const double peak = s.get(Param::ScalingUnitPeakGflops) / 1000.0;
  std::vector<ScalingCurve> out;
  for (auto& c : lawCurves(s, nMax, points)) {
    ScalingCurve curve{c, {}};
    for (double sp : c.payloadSpeedup) curve.payloadTflops.push_back(peak * sp);
    out.push_back(std::move(curve));
  }
  return out;
}

Result<double> predictedQuantity(const Scenario& s, Law law, ScalingQuantity q, double n) {
  const auto& curve = lawEntry(law).curve;
  if (!curve) return Result<double>::failure(std::string(lawEntry(law).title) + " draws no curve");
  const auto point = curve->at(s, n);
  if (!point) return Result<double>::failure(point.error());
  if (q == ScalingQuantity::Efficiency) return point->speedup / n;
  if (q == ScalingQuantity::Payload)
    return s.get(Param::ScalingUnitPeakGflops) / 1000.0 * point->payloadSpeedup;
  return point->speedup;
}

namespace {

Result<double> residualAgainst(const Result<double>& predicted, ScalingQuantity q,
                               const SeriesPoint& p) {
  if (!predicted) return predicted;
  if (!(*predicted > 0)) return Result<double>::failure("the law predicts no positive value");
  const auto measured = quantityOf(p, q);
  if (!measured)
    return Result<double>::failure("no measured payload: the run has no per-unit peak");
  return *measured / *predicted - 1.0;
}

}  // namespace

Result<double> relativeResidual(const Scenario& s, Law law, ScalingQuantity q,
                                const SeriesPoint& p) {
  return residualAgainst(predictedQuantity(s, law, q, p.n), q, p);
}

std::vector<Result<double>> relativeResiduals(const Scenario& s, Law law, ScalingQuantity q,
                                              const std::vector<SeriesPoint>& points) {
  std::unordered_map<double, Result<double>> predicted;
  std::vector<Result<double>> out;
  out.reserve(points.size());
  for (const SeriesPoint& p : points) {
    auto at = predicted.find(p.n);
    if (at == predicted.end()) at = predicted.emplace(p.n, predictedQuantity(s, law, q, p.n)).first;
    out.push_back(residualAgainst(at->second, q, p));
  }
  return out;
}

}  // namespace scalescope::model
