#pragma once
// Runs the user left out of a fit (clicked in the Fit tab), named so that they are found again
// in reloaded data: the series and its file by name, the run by its N and its measured time.
// A point's index would point at another run once a file gains, loses or reorders rows; a
// run whose N or time changed is no longer the run that was excluded.

#include <cstddef>
#include <string>
#include <vector>

#include "model/core/translatable.h"
#include "model/measured/measured_series.h"

namespace scalescope::model {

/// One excluded run.
struct ExcludedRun {
  std::string series;  ///< MeasuredSeries::name
  std::string file;    ///< MeasuredSeries::source (file name without folder)
  double n = 0;
  double timeSeconds = 0;
  /// Which of the runs with this very N and time (in file order) when several are equal.
  int occurrence = 0;

  bool operator==(const ExcludedRun&) const = default;
};

/// The name of run `pointIndex` (into series.points, which must have a time).
ExcludedRun excludedRunOf(const MeasuredSeries& series, std::size_t pointIndex);

/// Per entry of series.points: is it one of `runs`?
std::vector<bool> exclusionMask(const MeasuredSeries& series, const std::vector<ExcludedRun>& runs);

/// Whether `run` names a timed run of one of `series`.
bool matchesRun(const std::vector<MeasuredSeries>& series, const ExcludedRun& run);

/// `runs` with `run` added, or removed when it is already there.
std::vector<ExcludedRun> toggledExclusion(std::vector<ExcludedRun> runs, const ExcludedRun& run);

/// "N = 64, 1.23 s of 'mpi-pi-strong' (pi.csv)", for messages (context "Model").
MarkedText describeRun(const ExcludedRun& run);

}  // namespace scalescope::model
