#pragma once
// `scalescope-probe sweep WORKLOAD ... --n 1,2,4 --reps 3 --out FILE.csv`: every N and every
// repetition as a run of its own (`mpirun -np N scalescope-probe run ...`, or the probe on N
// threads), one row per run, the file rewritten after every run so that what was measured is
// kept when a run fails or the sweep is stopped.

#include <string>
#include <vector>

#include "app/probe/probe_options.h"

namespace scalescope::probe {

int sweepCommand(const ProbeArgs& args, const std::vector<std::string>& commandLine);

/// The default N values: 1, 2, 4, ... up to `cores`, and `cores` itself.
std::vector<int> defaultSweepCounts(int cores);

/// Seconds left, estimated from the runs done: a run at N costs what the runs at that N cost
/// on average, or, for an N not run yet, the mean run so far scaled by the work per rank
/// (strong scaling: 1/N of the work at N = 1).
double secondsLeft(const std::vector<std::pair<int, double>>& done, const std::vector<int>& todo,
                   bool strong);

}  // namespace scalescope::probe
