#pragma once
// The control of a sweep: the amdahl kernel with no serial part, run at every N of the sweep
// with the same work. Its speed-up is what this machine actually delivers for perfectly
// parallel work; when that falls short of N (cores shared with other programs, throttled, a
// VM that does not give N cores), a fitted serial fraction measures the machine, not the
// workload, and the result file says so. Also: repetitions that spread widely, and the load
// and clock of the machine before and after.

#include <string>
#include <utility>
#include <vector>

namespace scalescope::probe {

/// Delivered parallel efficiency below which a sweep is flagged. For S = 0.2 at N = 2, an
/// efficiency e shifts the serial fraction an Amdahl fit finds by (1 − S)(1/e − 1): 0.05 at
/// e = 0.94, so 0.95 keeps the shift under 0.05 (and under 0.04 for S ≥ 0.2).
inline constexpr double kControlEfficiencyFloor = 0.95;
/// Spread of repetitions ((max − min) / median) above which a point is flagged.
inline constexpr double kRepetitionSpreadLimit = 0.10;

struct TimedRun {
  int n = 0;
  double seconds = 0;
  double parallelSeconds = 0;  ///< strong amdahl rows: the parallel part (time_s − serial_s)
};

/// N (the third column), time_s (the fifth) and, of amdahl rows, parallel_s (the ninth) of a
/// result row; {0, 0} when it has fewer columns.
/// Runs with N < 1 or a time that is not positive are left out of the verdicts.
TimedRun timedRunOf(const std::string& row);

/// Lines for the provenance header, each "key: text": "control: …" always (when there are
/// control runs), "warning: …" for every problem found.
std::vector<std::pair<std::string, std::string>> controlVerdict(
    const std::vector<TimedRun>& control);

/// "warning: …" lines for the N at which the amdahl workload's own parallel part (its
/// parallel_s column, perfectly parallel work too) sped up by less than kControlEfficiencyFloor
/// of N: the control runs at other moments than the workload, this catches what it missed.
std::vector<std::pair<std::string, std::string>> parallelPartWarnings(
    const std::vector<TimedRun>& runs);

/// "warning: …" lines for the N whose repetitions spread more than kRepetitionSpreadLimit.
std::vector<std::pair<std::string, std::string>> spreadWarnings(const std::vector<TimedRun>& runs);

/// "0.52 0.31 0.2" (the 1, 5 and 15 minute load averages) or "" where /proc/loadavg is absent.
std::string loadAverage();
/// "2994 MHz" (cpu0's current clock) or "" where the kernel does not say.
std::string cpuClock();

}  // namespace scalescope::probe
