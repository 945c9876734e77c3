#include "model/roofline/timeline_roofline.h"

#include <array>
#include <cmath>

#include "model/core/scenario.h"

namespace scalescope::model {

TimelineRooflineParams timelineRooflineParams(const Scenario& s) {
  TimelineRooflineParams p;
  p.timeline = timelineParams(s);
  p.n = s.get(Param::N);
  p.unitPeakOpsPerSecond = s.get(Param::ScalingUnitPeakGflops) * 1e9;
  return p;
}

double commCriticalBytes(CommPattern pattern, double n, double messageBytes) {
  if (n <= 1) return 0.0;
  switch (pattern) {
    case CommPattern::Tree:
      return 2.0 * treeLevels(n) * messageBytes;
    case CommPattern::Ring:
      return 2.0 * (n - 1.0) / n * messageBytes;
    case CommPattern::Star:
      return 2.0 * n * messageBytes;
  }
  return 0.0;
}

Result<TimelineRoofline> timelineRoofline(const TimelineRooflineParams& params) {
  using R = Result<TimelineRoofline>;
  const TimelineParams& t = params.timeline;
  if (!(params.unitPeakOpsPerSecond > 0) || !std::isfinite(params.unitPeakOpsPerSecond))
    return R::failure(modelMessage(
        SCALESCOPE_TR_NOOP("Model", "the unit peak P₁ must be positive and finite, not %1"),
        {shortNumber(params.unitPeakOpsPerSecond / 1e9)}));
  auto step = timelineAt(t, params.n);
  if (!step) return R::failure(step.errorText());
  const double n = params.n;
  const double accel = t.acceleratorOn ? t.acceleratorSpeedup : 1.0;
  const double byteScale = t.reducedPrecisionComm ? 1.0 / t.precisionSpeedup : 1.0;

  TimelineRoofline out;
  out.step = *step;
  out.ops = params.unitPeakOpsPerSecond * t.computeSeconds / t.acceleratorSpeedup;
  // The unit peak is a list figure (Rpeak/cores); the precision's r is an assumption of the
  // timeline, and so is g, fitted, where the accelerator is off.
  const RoofOrigin peakOrigin = !t.acceleratorOn            ? RoofOrigin::Fitted
                                : t.precisionSpeedup != 1.0 ? RoofOrigin::Assumed
                                                            : RoofOrigin::Specification;
  out.machine.id = RooflineMachineId::Timeline;
  out.machine.roofs.push_back(
      {"timeline-peak", RoofKind::Compute,
       n * params.unitPeakOpsPerSecond * t.precisionSpeedup * accel / t.acceleratorSpeedup,
       peakOrigin});
  if (t.acceleratorOn)
    out.machine.roofs.push_back(
        {"timeline-link", RoofKind::Communication, n * t.linkBytesPerSecond, RoofOrigin::Assumed});
  out.machine.roofs.push_back(
      {"timeline-network", RoofKind::Communication, t.netBytesPerSecond, RoofOrigin::Assumed});

  const std::array<double, 5> parts = step->parts();
  for (int i = 1; i < int(parts.size()); ++i)
    if (parts[std::size_t(i)] > parts[std::size_t(out.bindingPart)]) out.bindingPart = i;

  const auto dot = [&](const char* part, int index, const char* roof, double bytes,
                       double seconds) {
    RooflineDot d;
    d.id = part;
    d.roofId = roof;
    d.ops = out.ops;
    d.bytes = bytes;
    d.seconds = step->totalSeconds;
    d.levelSeconds = seconds;
    d.binding = out.bindingPart == index;
    return d;
  };
  if (step->copyBytes > 0)
    out.dots.push_back(dot("copy", 2, "timeline-link", n * step->copyBytes, step->copySeconds));
  if (const double bytes = commCriticalBytes(t.pattern, n, t.messageBytes * byteScale); bytes > 0)
    out.dots.push_back(dot("comm", 3, "timeline-network", bytes, step->commSeconds));
  return out;
}

}  // namespace scalescope::model
