#include "model/scaling/scaling_curves.h"

#include <algorithm>
#include <cmath>

#include "model/core/scenario.h"
#include "model/laws/laws.h"
#include "model/timeline/timeline.h"

namespace scalescope::model {

std::vector<ScalingCurve> scalingCurves(const Scenario& s, int points) {
  const double nMax = std::pow(10.0, s.get(Param::SurfaceLogNMax));
  const double peak = s.get(Param::ScalingUnitPeakGflops) / 1000.0;
  std::vector<ScalingCurve> out;
  for (auto& c : lawCurves(nMax, s.get(Param::SerialFraction), s.get(Param::UslSigma),
                           s.get(Param::UslKappa), points)) {
    ScalingCurve curve{c, {}};
    for (double sp : c.speedup) curve.payloadTflops.push_back(peak * sp);
    out.push_back(std::move(curve));
  }
  const TimelineParams p = timelineParams(s);
  ScalingCurve t;
  t.law = "timeline";
  t.label = "Timeline model (" + std::string(toString(p.pattern)) + ", " +
            s.choiceName(Param::TimelinePrecision) + (p.acceleratorOn ? ", accelerator)" : ")");
  for (double n : logSpace(1.0, std::max(nMax, 1.0 + 1e-9), points)) {
    const auto b = timelineAt(p, n);
    if (!b) break;
    t.n.push_back(n);
    t.speedup.push_back(b->speedup);
    t.efficiency.push_back(b->efficiency);
    t.payloadTflops.push_back(peak * b->payloadSpeedup);
  }
  out.push_back(std::move(t));
  return out;
}

Result<double> predictedQuantity(const Scenario& s, Law law, ScalingQuantity q, double n) {
  const double sf = s.get(Param::SerialFraction);
  Result<double> speedup = 1.0;
  double payloadSpeedup = 0;
  switch (law) {
    case Law::Amdahl:
      speedup = amdahlSpeedup(n, sf);
      break;
    case Law::Gustafson:
      speedup = gustafsonSpeedup(n, sf);
      break;
    case Law::Usl:
      speedup = uslSpeedup(n, s.get(Param::UslSigma), s.get(Param::UslKappa));
      break;
    case Law::Timeline: {
      const auto b = timelineAt(timelineParams(s), n);
      if (!b) return Result<double>::failure(b.error());
      speedup = b->speedup;
      payloadSpeedup = b->payloadSpeedup;
      break;
    }
  }
  if (!speedup) return speedup;
  if (q == ScalingQuantity::Efficiency) return *speedup / n;
  if (q == ScalingQuantity::Payload)
    return s.get(Param::ScalingUnitPeakGflops) / 1000.0 *
           (law == Law::Timeline ? payloadSpeedup : *speedup);
  return speedup;
}

Result<double> relativeResidual(const Scenario& s, Law law, ScalingQuantity q,
                                const SeriesPoint& p) {
  const auto predicted = predictedQuantity(s, law, q, p.n);
  if (!predicted) return predicted;
  if (!(*predicted > 0)) return Result<double>::failure("the law predicts no positive value");
  const auto measured = quantityOf(p, q);
  if (!measured)
    return Result<double>::failure("no measured payload: the run has no per-unit peak");
  return *measured / *predicted - 1.0;
}

}  // namespace scalescope::model
