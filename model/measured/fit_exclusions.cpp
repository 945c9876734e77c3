#include "model/measured/fit_exclusions.h"

#include <algorithm>
#include <cmath>

#include "model/core/number_text.h"

namespace scalescope::model {

namespace {

// Times are written to scenario files with all their digits; the tolerance only absorbs the
// last bit of a decimal round trip, it does not make nearby runs equal.
bool sameValue(double a, double b) {
  return a == b || std::abs(a - b) <= 1e-12 * std::max(std::abs(a), std::abs(b));
}

bool sameRun(const SeriesPoint& p, double n, double timeSeconds) {
  return p.timeSeconds && sameValue(p.n, n) && sameValue(*p.timeSeconds, timeSeconds);
}

}  // namespace

ExcludedRun excludedRunOf(const MeasuredSeries& series, std::size_t pointIndex) {
  const SeriesPoint& p = series.points.at(pointIndex);
  ExcludedRun run{series.name, series.source, p.n, p.timeSeconds.value_or(0.0), 0};
  for (std::size_t i = 0; i < pointIndex; ++i)
    if (sameRun(series.points[i], run.n, run.timeSeconds)) ++run.occurrence;
  return run;
}

std::vector<bool> exclusionMask(const MeasuredSeries& series,
                                const std::vector<ExcludedRun>& runs) {
  std::vector<bool> mask(series.points.size(), false);
  for (const ExcludedRun& run : runs) {
    if (run.series != series.name || run.file != series.source) continue;
    int seen = 0;
    for (std::size_t i = 0; i < series.points.size(); ++i)
      if (sameRun(series.points[i], run.n, run.timeSeconds) && seen++ == run.occurrence) {
        mask[i] = true;
        break;
      }
  }
  return mask;
}

bool matchesRun(const std::vector<MeasuredSeries>& series, const ExcludedRun& run) {
  return std::any_of(series.begin(), series.end(), [&](const MeasuredSeries& s) {
    const auto mask = exclusionMask(s, {run});
    return std::find(mask.begin(), mask.end(), true) != mask.end();
  });
}

std::vector<ExcludedRun> toggledExclusion(std::vector<ExcludedRun> runs, const ExcludedRun& run) {
  const auto it = std::find(runs.begin(), runs.end(), run);
  if (it != runs.end())
    runs.erase(it);
  else
    runs.push_back(run);
  return runs;
}

MarkedText describeRun(const ExcludedRun& run) {
  // The series and its file are the user's names, shown as they are.
  MarkedText text =
      !run.file.empty() && run.file != run.series
          ? modelMessage(SCALESCOPE_TR_NOOP("Model", "N = %1, %2 s of '%3' (%4)"),
                         {shortNumber(run.n), shortNumber(run.timeSeconds),
                          MarkedArg::verbatim(run.series), MarkedArg::verbatim(run.file)})
          : modelMessage(SCALESCOPE_TR_NOOP("Model", "N = %1, %2 s of '%3'"),
                         {shortNumber(run.n), shortNumber(run.timeSeconds),
                          MarkedArg::verbatim(run.series)});
  if (run.occurrence == 0) return text;
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1, repetition %2"),
                      {std::move(text), std::to_string(run.occurrence + 1)});
}

}  // namespace scalescope::model
