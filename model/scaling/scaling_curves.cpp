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
  if (!curve)
    return Result<double>::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 draws no curve"), {lawTitleText(law)}));
  const auto point = curve->at(s, n);
  if (!point) return Result<double>::failure(point.errorText());
  if (q == ScalingQuantity::Efficiency) return point->speedup / n;
  if (q == ScalingQuantity::Payload)
    return s.get(Param::ScalingUnitPeakGflops) / 1000.0 * point->payloadSpeedup;
  return point->speedup;
}

namespace {

/// The relative residual of a measured value against a positive prediction.
double residualOf(double measured, double predicted) {
  return measured / predicted - 1.0;
}

Result<double> residualAgainst(const Result<double>& predicted, ScalingQuantity q,
                               const SeriesPoint& p) {
  if (!predicted) return predicted;
  if (!(*predicted > 0))
    return Result<double>::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "the law predicts no positive value")));
  const auto measured = quantityOf(p, q);
  if (!measured)
    return Result<double>::failure(modelMessage(
        SCALESCOPE_TR_NOOP("Model", "no measured payload: the run has no per-unit peak")));
  return residualOf(*measured, *predicted);
}

}  // namespace

Result<double> relativeResidual(const Scenario& s, Law law, ScalingQuantity q,
                                const SeriesPoint& p) {
  return residualAgainst(predictedQuantity(s, law, q, p.n), q, p);
}

ResidualBasis residualBasis(const std::vector<SeriesPoint>& points,
                            std::span<const std::size_t> order, ScalingQuantity q) {
  ResidualBasis b;
  std::unordered_map<double, std::uint32_t> indexOf;
  b.nIndex.reserve(order.size());
  b.measured.reserve(order.size());
  for (std::size_t i : order) {
    const SeriesPoint& p = points[i];
    auto at = indexOf.find(p.n);
    if (at == indexOf.end()) {
      at = indexOf.emplace(p.n, static_cast<std::uint32_t>(b.distinctN.size())).first;
      b.distinctN.push_back(p.n);
    }
    b.nIndex.push_back(at->second);
    b.measured.push_back(quantityOf(p, q).value_or(std::nan("")));
  }
  return b;
}

std::vector<double> residualPredictions(const Scenario& s, Law law, ScalingQuantity q,
                                        const ResidualBasis& basis) {
  std::vector<double> out;
  out.reserve(basis.distinctN.size());
  for (double n : basis.distinctN) {
    const auto predicted = predictedQuantity(s, law, q, n);
    out.push_back(predicted && *predicted > 0 ? *predicted : std::nan(""));
  }
  return out;
}

std::vector<double> residualsOf(const ResidualBasis& basis,
                                const std::vector<double>& predictions) {
  std::vector<double> out(basis.measured.size());
  for (std::size_t i = 0; i < out.size(); ++i)
    out[i] = residualOf(basis.measured[i], predictions[basis.nIndex[i]]);  // NaN stays NaN
  return out;
}

}  // namespace scalescope::model
