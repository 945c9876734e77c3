#pragma once
// The timeline model's machine on the roofline (model/README.md §3 and §7): N units of peak P₁
// each, their host↔device links and the network between them, with one step of the timeline
// model as dots. The timeline model counts seconds, not operations: the step's operations are
// read as O = P₁ · T_compute / g, the work one reference unit (the unit whose peak P₁ is, with
// its accelerator, at FP64) does in its compute time. So the compute part runs at the compute
// roof by construction (a consistency check, not a prediction) and has no bytes: it is the
// flat roof, not a dot. The copy and the communication are dots at O over the bytes they move.

#include <string>
#include <vector>

#include "model/core/result.h"
#include "model/roofline/roofline.h"
#include "model/timeline/timeline.h"

namespace scalescope::model {

class Scenario;

/// What the timeline's roofline reads: the timeline.* rows, N and the unit peak P₁.
struct TimelineRooflineParams {
  TimelineParams timeline;
  double n = 1;
  double unitPeakOpsPerSecond = 0;  ///< P₁ (scaling.unit_peak_gflops in op/s)
  bool operator==(const TimelineRooflineParams&) const = default;
};
TimelineRooflineParams timelineRooflineParams(const Scenario& scenario);

/// Bytes of one step's communication on its critical path: the bytes whose transfer time
/// T_comm counts, 2⌈log₂N⌉·V (tree), 2(N−1)/N·V (ring), 2N·V (star); 0 for N ≤ 1. At the
/// network's bandwidth B they take T_comm without its latencies.
double commCriticalBytes(CommPattern pattern, double n, double messageBytes);

/// One step of the timeline model on its machine.
struct TimelineRoofline {
  /// timeline-peak: N · P₁ · r (· 1/g without the accelerator), the rate at which the step's
  /// compute part runs; timeline-link (accelerator on): N · B_link, every device its own link;
  /// timeline-network: B, one link of the critical path.
  RooflineMachine machine;
  /// "copy" under timeline-link (accelerator on) and "comm" under timeline-network (N > 1):
  /// the step's operations O over the bytes of that part (all devices' copies; the
  /// communication's critical path), at the step's performance O / T(N).
  std::vector<RooflineDot> dots;
  /// The part that takes the most time of the step, in the order serial, compute, copy, comm,
  /// sync (model/lessons/highlight_targets.h names them); a dot is binding when it is that part.
  int bindingPart = 0;
  TimelineBreakdown step;
  double ops = 0;  ///< O = P₁ · T_compute / g
};

/// Fails where timelineAt fails, and on a unit peak that is not positive and finite.
Result<TimelineRoofline> timelineRoofline(const TimelineRooflineParams& params);

}  // namespace scalescope::model
