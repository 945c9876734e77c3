#include "model/data/extrap_common.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "model/data/csv_table.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model::extrap {

namespace {

bool hasText(const std::string& haystack, std::string_view needle) {
  return haystack.find(needle) != std::string::npos;
}

/// The parameter Extra-P users mean by N, when the file has several.
std::size_t defaultParameter(const std::vector<std::string>& parameters) {
  for (std::string_view want : {"p", "n", "np", "procs", "processes", "ranks", "nodes", "threads",
                                "cores", "tasks", "gpus"})
    for (std::size_t k = 0; k < parameters.size(); ++k)
      if (lowerCase(parameters[k]) == want) return k;
  for (std::size_t k = 0; k < parameters.size(); ++k)
    if (lowerCase(parameters[k]) != "bytes") return k;
  return 0;
}

}  // namespace

std::optional<double> metricSeconds(std::string_view metric, bool* assumed) {
  *assumed = false;
  const std::string m = lowerCase(metric);
  for (std::string_view notTime :
       {"visit", "byte", "flop", "papi_", "count", "calls", "hits", "misses", "instructions",
        "cycles", "energy", "power", "memory", "bandwidth"})
    if (hasText(m, notTime)) return std::nullopt;
  // A unit at the end of the name: time_ms, time [ms], runtime(us), "time in ns".
  std::string unit;
  const auto open = m.find_last_of("[(");
  if (open != std::string::npos && (m.back() == ']' || m.back() == ')'))
    unit = m.substr(open + 1, m.size() - open - 2);
  else if (const auto cut = m.find_last_of("_ "); cut != std::string::npos)
    unit = m.substr(cut + 1);
  if (!unit.empty())
    if (auto factor = secondsPerUnit(trimmed(unit))) return factor;
  *assumed = true;
  return 1.0;
}

Result<ImportedFile> toImported(const std::string& name, const std::vector<std::string>& parameters,
                                const std::vector<Value>& values) {
  using R = Result<ImportedFile>;
  ImportedFile file;
  file.sourceName = name;
  std::vector<std::string> callpaths, metrics;
  // Only the time metrics count: a file of "time" and "visits" has one series per call path.
  for (const auto& v : values) {
    bool assumed = false;
    if (!metricSeconds(v.metric, &assumed)) continue;
    if (std::find(callpaths.begin(), callpaths.end(), v.callpath) == callpaths.end())
      callpaths.push_back(v.callpath);
    if (std::find(metrics.begin(), metrics.end(), v.metric) == metrics.end())
      metrics.push_back(v.metric);
  }
  std::optional<std::size_t> bytesIndex;
  for (std::size_t k = 0; k < parameters.size(); ++k)
    if (lowerCase(parameters[k]) == "bytes") bytesIndex = k;
  std::vector<std::string> seriesParameters;
  for (std::size_t k = 0; k < parameters.size(); ++k)
    if (k != bytesIndex) seriesParameters.push_back(parameters[k]);
  if (seriesParameters.empty())
    return R::failure(fileText(
        name, readerText(SCALESCOPE_TR_NOOP(
                  "Reader", "expected a parameter besides 'bytes' to use as N, found none"))));

  std::map<std::pair<std::string, std::string>, std::size_t> seriesIndex;
  std::vector<std::string> skippedMetrics;
  for (const auto& v : values) {
    bool assumed = false;
    const auto factor = metricSeconds(v.metric, &assumed);
    if (!factor) {
      if (std::find(skippedMetrics.begin(), skippedMetrics.end(), v.metric) ==
          skippedMetrics.end()) {
        skippedMetrics.push_back(v.metric);
        file.warnings.push_back(locatedText(
            name, v.line, v.column,
            readerText(SCALESCOPE_TR_NOOP("Reader", "metric '%1' skipped: it is not a time"),
                       {MarkedArg::verbatim(v.metric)})));
      }
      continue;
    }
    const double seconds = v.value * *factor;
    if (!(seconds >= 1e-15 && seconds <= 1e15))
      return R::failure(locatedText(
          name, v.line, v.column,
          readerText(
              SCALESCOPE_TR_NOOP(
                  "Reader", "expected a time between 1e-15 and 1e15 s (metric '%1'), found %2"),
              {v.metric.empty() ? MarkedArg("<default>") : MarkedArg::verbatim(v.metric),
               formatForMessage(v.value)})));
    const auto key = std::make_pair(v.callpath, v.metric);
    auto [it, isNew] = seriesIndex.try_emplace(key, file.series.size());
    if (isNew) {
      ImportedSeries s;
      const std::string callpath = v.callpath.empty() ? "<root>" : v.callpath;
      const std::string metric = v.metric.empty() ? "<default>" : v.metric;
      s.name = metrics.size() > 1 ? callpath + " · " + metric : callpath;
      s.parameters = seriesParameters;
      s.defaultParameter = defaultParameter(seriesParameters);
      if (assumed)
        s.note = readerText(
            SCALESCOPE_TR_NOOP("Reader",
                               "metric '%1': values taken as seconds (Extra-P files carry no "
                               "unit)"),
            {v.metric.empty() ? MarkedArg("<default>") : MarkedArg::verbatim(v.metric)});
      file.series.push_back(std::move(s));
    }
    ImportedRun run;
    for (std::size_t k = 0; k < v.coordinates.size(); ++k)
      if (k != bytesIndex) run.coordinates.push_back(v.coordinates[k]);
    run.point.timeSeconds = seconds;
    run.point.line = v.line;
    if (bytesIndex && *bytesIndex < v.coordinates.size()) {
      // The same bounds as a ScaleScope CSV's bytes column (measurements.cpp).
      const double bytes = v.coordinates[*bytesIndex];
      if (!(bytes >= 0 && bytes <= 1e15))
        return R::failure(locatedText(
            name, v.line, v.column,
            readerText(
                SCALESCOPE_TR_NOOP(
                    "Reader",
                    "expected a message size between 0 and 1e15 bytes (parameter '%1'), found %2"),
                {MarkedArg::verbatim(parameters[*bytesIndex]), formatForMessage(bytes)})));
      run.point.bytes = bytes;
    }
    run.column = v.column;
    file.series[it->second].runs.push_back(std::move(run));
  }
  if (file.series.empty())
    return R::failure(fileText(
        name,
        skippedMetrics.empty()
            ? readerText(SCALESCOPE_TR_NOOP(
                  "Reader", "expected at least one time metric, found only no values"))
            : readerText(SCALESCOPE_TR_NOOP(
                  "Reader",
                  "expected at least one time metric, found only metrics that are not times"))));
  return file;
}

}  // namespace scalescope::model::extrap
