#include "model/timeline/timeline.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <optional>
#include <string>

#include "model/core/number_text.h"
#include "model/core/scenario.h"

namespace scalescope::model {

namespace {

// `what` names the parameter, marked in context "Model" ("barrier cost s (timeline.sync_us)").
std::optional<MarkedText> requireAtLeastZero(double v, const char* what) {
  if (!std::isfinite(v) || v < 0)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 must be ≥ 0 (got %2)"),
                        {modelMessage(what), shortNumber(v)});
  return std::nullopt;
}

std::optional<MarkedText> requirePositive(double v, const char* what) {
  if (!std::isfinite(v) || v <= 0)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 must be > 0 (got %2)"),
                        {modelMessage(what), shortNumber(v)});
  return std::nullopt;
}

std::optional<MarkedText> validate(const TimelineParams& p, double n) {
  if (!std::isfinite(n) || n < 1)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "N must be a finite number ≥ 1 (got %1)"),
                        {shortNumber(n)});
  const char* const refreshFraction =
      SCALESCOPE_TR_NOOP("Model", "fraction copied (timeline.refresh_fraction)");
  const std::optional<MarkedText> checks[] = {
      requireAtLeastZero(p.serialSeconds,
                         SCALESCOPE_TR_NOOP("Model", "serial time T_serial (timeline.serial_s)")),
      requirePositive(p.computeSeconds,
                      SCALESCOPE_TR_NOOP("Model", "parallel work T_compute (timeline.compute_s)")),
      requirePositive(p.precisionSpeedup,
                      SCALESCOPE_TR_NOOP("Model", "precision speed-up r (timeline.speedup_*)")),
      requirePositive(
          p.acceleratorSpeedup,
          SCALESCOPE_TR_NOOP("Model", "accelerator speed-up g (timeline.accelerator_speedup)")),
      requireAtLeastZero(
          p.acceleratorMemoryBytes,
          SCALESCOPE_TR_NOOP("Model", "accelerator memory (timeline.accelerator_memory_gb)")),
      requireAtLeastZero(p.refreshFraction, refreshFraction),
      requirePositive(
          p.linkBytesPerSecond,
          SCALESCOPE_TR_NOOP("Model", "host↔device bandwidth (timeline.link_bandwidth_gbs)")),
      requireAtLeastZero(
          p.linkLatencySeconds,
          SCALESCOPE_TR_NOOP("Model", "host↔device latency (timeline.link_latency_us)")),
      requireAtLeastZero(
          p.netLatencySeconds,
          SCALESCOPE_TR_NOOP("Model", "network latency L (timeline.net_latency_us)")),
      requirePositive(
          p.netBytesPerSecond,
          SCALESCOPE_TR_NOOP("Model", "network bandwidth B (timeline.net_bandwidth_gbs)")),
      requireAtLeastZero(p.messageBytes,
                         SCALESCOPE_TR_NOOP("Model", "message size V (timeline.message_bytes)")),
      requireAtLeastZero(p.syncSecondsPerLevel,
                         SCALESCOPE_TR_NOOP("Model", "barrier cost s (timeline.sync_us)")),
  };
  for (const auto& m : checks)
    if (m) return m;
  if (p.refreshFraction > 1)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 must be ≤ 1 (got %2)"),
                        {modelMessage(refreshFraction), shortNumber(p.refreshFraction)});
  return std::nullopt;
}

}  // namespace

std::string_view toString(CommPattern pattern) {
  switch (pattern) {
    case CommPattern::Tree:
      return "tree";
    case CommPattern::Ring:
      return "ring";
    case CommPattern::Star:
      return "star";
  }
  return "tree";
}

std::optional<CommPattern> commPatternFromString(std::string_view name) {
  for (auto p : {CommPattern::Tree, CommPattern::Ring, CommPattern::Star})
    if (toString(p) == name) return p;
  return std::nullopt;
}

double treeLevels(double n) {
  if (n <= 1) return 0.0;
  // frexp is exact, unlike log2, so a power of two never rounds up to one level too many.
  int exponent = 0;
  const double mantissa = std::frexp(n, &exponent);
  return mantissa == 0.5 ? exponent - 1 : exponent;
}

double commSeconds(CommPattern pattern, double n, double latencySeconds, double bytes,
                   double bytesPerSecond) {
  if (n <= 1) return 0.0;
  const double transfer = bytes / bytesPerSecond;
  switch (pattern) {
    case CommPattern::Tree:
      return 2.0 * treeLevels(n) * (latencySeconds + transfer);
    case CommPattern::Ring:
      return 2.0 * (n - 1.0) * latencySeconds + 2.0 * (n - 1.0) / n * transfer;
    case CommPattern::Star:
      // The hub receives N messages and sends N back; tree and ring count both phases too.
      return 2.0 * n * (latencySeconds + transfer);
  }
  return 0.0;
}

TimelineParams timelineParams(const Scenario& s) {
  TimelineParams p;
  p.serialSeconds = s.get(Param::TimelineSerialS);
  p.computeSeconds = s.get(Param::TimelineComputeS);
  // The speed-up row of each format, in the order of the precision row's choices.
  constexpr std::optional<Param> speedupOf[] = {std::nullopt, Param::TimelineSpeedupFp32,
                                                Param::TimelineSpeedupFp16,
                                                Param::TimelineSpeedupInt8};
  const std::size_t format = s.choiceIndex(Param::TimelinePrecision);
  const auto speedup = format < std::size(speedupOf) ? speedupOf[format] : std::nullopt;
  p.precisionSpeedup = speedup ? s.get(*speedup) : 1.0;
  p.reducedPrecisionComm = s.on(Param::TimelineReducedPrecisionComm);
  p.acceleratorOn = s.on(Param::TimelineAccelerator);
  p.acceleratorSpeedup = s.get(Param::TimelineAcceleratorSpeedup);
  p.acceleratorMemoryBytes = s.get(Param::TimelineAcceleratorMemoryGb) * 1e9;
  p.refreshFraction = s.get(Param::TimelineRefreshFraction);
  p.copyDividedByN = s.choiceName(Param::TimelineCopyScaling) == "divided_by_n";
  p.linkBytesPerSecond = s.get(Param::TimelineLinkBandwidthGbs) * 1e9;
  p.linkLatencySeconds = s.get(Param::TimelineLinkLatencyUs) * 1e-6;
  p.pattern =
      commPatternFromString(s.choiceName(Param::TimelineCommPattern)).value_or(CommPattern::Tree);
  p.netLatencySeconds = s.get(Param::TimelineNetLatencyUs) * 1e-6;
  p.netBytesPerSecond = s.get(Param::TimelineNetBandwidthGbs) * 1e9;
  p.messageBytes = s.get(Param::TimelineMessageBytes);
  p.syncSecondsPerLevel = s.get(Param::TimelineSyncUs) * 1e-6;
  return p;
}

TimelinePanelSettings timelinePanelSettings(const Scenario& s) {
  return {.logTimeAxis = s.on(Param::TimelinePanelLogScale)};
}

Result<TimelineBreakdown> timelineAt(const TimelineParams& p, double n) {
  if (auto m = validate(p, n)) return Result<TimelineBreakdown>::failure(*m);

  const double byteScale = p.reducedPrecisionComm ? 1.0 / p.precisionSpeedup : 1.0;
  const double accel = p.acceleratorOn ? p.acceleratorSpeedup : 1.0;
  const double oneUnitCompute = p.computeSeconds / (p.precisionSpeedup * accel);
  // Bytes one device copies per step at FP64 when it holds the whole job (N = 1).
  const double fullCopyBytes = p.acceleratorMemoryBytes * p.refreshFraction;
  const auto copyBytesAt = [&](double units, double scale) {
    const double share = p.copyDividedByN ? 1.0 / units : 1.0;
    return fullCopyBytes * scale * share;
  };
  const auto copyAt = [&](double units, double scale) {
    return copyBytesAt(units, scale) / p.linkBytesPerSecond + p.linkLatencySeconds;
  };
  const double copy1 = p.acceleratorOn ? copyAt(1.0, byteScale) : 0.0;
  const double copyN = p.acceleratorOn ? copyAt(n, byteScale) : 0.0;

  TimelineBreakdown b;
  b.n = n;
  b.serialSeconds = p.serialSeconds;
  b.computeSeconds = oneUnitCompute / n;
  b.copySeconds = copyN;
  b.copyBytes = p.acceleratorOn ? copyBytesAt(n, byteScale) : 0.0;
  b.commSeconds = commSeconds(p.pattern, n, p.netLatencySeconds, p.messageBytes * byteScale,
                              p.netBytesPerSecond);
  b.syncSeconds = p.syncSecondsPerLevel * treeLevels(n);
  // Same summation order as t1, so that N = 1 gives S = 1 exactly.
  b.totalSeconds =
      b.serialSeconds + b.computeSeconds + b.copySeconds + b.commSeconds + b.syncSeconds;
  const double t1 = p.serialSeconds + oneUnitCompute + copy1;
  if (!std::isfinite(b.totalSeconds) || !std::isfinite(t1))
    return Result<TimelineBreakdown>::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "T(N) overflows at N = %1: parameters too large"),
                     {shortNumber(n)}));

  b.speedup = t1 / b.totalSeconds;
  b.efficiency = t1 / (n * b.totalSeconds);
  // Karp–Flatt (1/E − 1)/(N − 1) expanded, so no 1/E − 1 cancellation when E ≈ 1:
  // N·T(N) − T(1) = (N − 1)·T_serial + (N·T_copy(N) − T_copy(1)) + N(T_comm + T_sync), where
  // the copy term is (N − 1)·T_copy when it stays and (N − 1)·latency when it shrinks as 1/N.
  const double copyExcessPerUnit = !p.acceleratorOn   ? 0.0
                                   : p.copyDividedByN ? p.linkLatencySeconds
                                                      : copy1;
  b.serialFraction = n == 1 ? 0.0
                            : (p.serialSeconds + copyExcessPerUnit) / t1 +
                                  n / (n - 1.0) * (b.commSeconds + b.syncSeconds) / t1;
  b.commToComputeRatio = b.commSeconds / b.computeSeconds;
  // The reference unit P₁ describes: one accelerated unit at FP64 (see the header).
  const double referenceSeconds =
      p.serialSeconds + p.computeSeconds / p.acceleratorSpeedup + copyAt(1.0, 1.0);
  b.payloadSpeedup = referenceSeconds / b.totalSeconds;
  return b;
}

std::vector<TimelineBreakdown> timelineSweep(const TimelineParams& p, double nMin, double nMax,
                                             int pointsPerDecade) {
  constexpr int kMinPoints = 20;
  constexpr int kMaxPointsPerDecade = 10000;
  if (!std::isfinite(nMin) || !std::isfinite(nMax) || nMin < 1 || nMax < nMin ||
      pointsPerDecade < 1)
    return {};
  const double decades = std::log10(nMax / nMin);
  const int perDecade = std::min(pointsPerDecade, kMaxPointsPerDecade);
  const int count =
      nMax == nMin ? 1 : std::max(kMinPoints, static_cast<int>(std::ceil(decades * perDecade)) + 1);

  std::vector<TimelineBreakdown> out;
  out.reserve(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) {
    const double n = i == 0           ? nMin
                     : i == count - 1 ? nMax
                                      : nMin * std::pow(10.0, decades * i / (count - 1));
    auto r = timelineAt(p, n);
    if (!r) return {};
    out.push_back(*r);
  }
  return out;
}

}  // namespace scalescope::model
