#include "model/scaling/precision_gain.h"

#include <cmath>
#include <cstdlib>

#include "model/core/scenario.h"
#include "model/laws/law_curves.h"
#include "model/timeline/timeline.h"

namespace scalescope::model {

namespace {
TimelineBreakdown timelineOr(const TimelineParams& p, double n) {
  return timelineAt(p, n).valueOr(TimelineBreakdown{});
}
double gainAt(TimelineParams p, double r, double n) {
  p.precisionSpeedup = 1.0;
  const double t64 = timelineOr(p, n).totalSeconds;
  p.precisionSpeedup = r;
  const double t = timelineOr(p, n).totalSeconds;
  return t > 0 ? t64 / t : 1.0;
}
}  // namespace

PrecisionGainCurves precisionGainCurves(const Scenario& s, int points) {
  const TimelineParams p = timelineParams(s);
  const double r32 = s.get(Param::TimelineSpeedupFp32), r16 = s.get(Param::TimelineSpeedupFp16);
  PrecisionGainCurves out;
  out.fp32Speedup = r32;
  out.fp16Speedup = r16;
  out.n = logSpace(1.0, std::pow(10.0, s.get(Param::SurfaceLogNMax)), points);
  for (double n : out.n) {
    out.fp32Gain.push_back(gainAt(p, r32, n));
    out.fp16Gain.push_back(gainAt(p, r16, n));
  }
  return out;
}

PrecisionGainCurves precisionGainAt(const Scenario& s, double n) {
  const TimelineParams p = timelineParams(s);
  const double r32 = s.get(Param::TimelineSpeedupFp32), r16 = s.get(Param::TimelineSpeedupFp16);
  return {{n}, {gainAt(p, r32, n)}, {gainAt(p, r16, n)}, r32, r16};
}

std::vector<PrecisionPoint> precisionPoints(const Scenario& s, const DatasetCollection& data) {
  const TimelineParams p = timelineParams(s);
  const double r16 = s.get(Param::TimelineSpeedupFp16);
  const auto months = [](const std::string& list) {
    return std::stoi(list.substr(0, 4)) * 12 + std::stoi(list.substr(5, 2));
  };
  std::vector<PrecisionPoint> out;
  for (const auto& e : data.hplMxp) {
    PrecisionPoint pp{e, std::nullopt, {}, 0};
    int best = 1 << 30;
    for (const auto& t : data.top500)
      if (t.system == e.system && isListEdition(t.list) && isListEdition(e.list) &&
          std::abs(months(t.list) - months(e.list)) < best) {
        best = std::abs(months(t.list) - months(e.list));
        pp.cores = static_cast<double>(t.cores);
        pp.coresList = t.list;
      }
    pp.predictedFp16Gain = gainAt(p, r16, pp.cores.value_or(s.get(Param::N)));
    out.push_back(std::move(pp));
  }
  return out;
}

}  // namespace scalescope::model
