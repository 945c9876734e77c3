// JUBE result tables in csv style (`jube result -s csv`, JUBE documentation "Creating a result
// table" and "Statistic pattern values"): a header of column titles, one row per workpackage.
// A pattern that matched several times gives statistic columns NAME_first, _last, _min, _max,
// _avg, _sum, _cnt and _std; a column title may carry a unit, "runtime[s]".
//
// Every time-like column (its name says time, runtime, walltime, elapsed or duration, or its
// unit is a time) is a series; numeric columns that are not statistics are the parameters, one
// of them N (nodes, tasks, procs, threads, ... by default). Rows are runs: with only
// statistics, the average of a row is one point and the row's count and spread go into its
// label (the runs behind them are not in the file). A table of raw runs (every iteration kept,
// `threads,jube_wp_iteration,runtime[s]`) is a series of runs, the iterations repetitions.
#include <algorithm>
#include <cmath>
#include <map>

#include "model/data/csv_table.h"
#include "model/data/measurement_columns.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using R = Result<ImportedFile>;

constexpr std::string_view kStatistics[] = {"_avg", "_first", "_last", "_min",
                                            "_max", "_sum",   "_cnt",  "_std"};

/// Splits "runtime_avg[s]" into base "runtime", statistic "_avg", unit "s".
struct Title {
  std::string base, statistic, unit;
};
Title parseTitle(std::string_view header) {
  Title t;
  std::string name(trimmed(header));
  if (const auto open = name.find('['); open != std::string::npos && name.back() == ']') {
    t.unit = name.substr(open + 1, name.size() - open - 2);
    name = std::string(trimmed(std::string_view(name).substr(0, open)));
  }
  for (auto s : kStatistics)
    if (name.size() > s.size() && lowerCase(name.substr(name.size() - s.size())) == s) {
      t.statistic = std::string(s);
      name.resize(name.size() - s.size());
      break;
    }
  t.base = name;
  return t;
}

std::optional<double> timeFactor(const Title& t) {
  if (!t.unit.empty()) return secondsPerUnit(t.unit);
  const std::string b = lowerCase(t.base);
  for (std::string_view word : {"time", "runtime", "walltime", "elapsed", "duration"})
    if (b.find(word) != std::string::npos) {
      // A unit at the end of the name: time_ms, runtime_s.
      if (const auto cut = b.rfind('_'); cut != std::string::npos)
        if (auto f = secondsPerUnit(b.substr(cut + 1))) return f;
      return 1.0;
    }
  return std::nullopt;
}

/// A statistic suffix before any '[' of the title: what recognises a JUBE table.
bool hasStatisticSuffix(std::string_view header) {
  std::string h = lowerCase(trimmed(header));
  if (const auto open = h.find('['); open != std::string::npos) h.resize(open);
  for (std::string_view s : kStatistics)
    if (h.size() > s.size() && h.compare(h.size() - s.size(), s.size(), s) == 0) return true;
  return false;
}

std::size_t preferredJubeParameter(const std::vector<std::string>& names) {
  for (std::string_view want : {"nodes", "tasks", "ntasks", "procs", "processes", "ranks", "np",
                                "threads", "cores", "n", "gpus"})
    for (std::size_t k = 0; k < names.size(); ++k)
      if (lowerCase(names[k]) == want) return k;
  return 0;
}

}  // namespace

Result<ImportedFile> readJubeCsv(std::string_view text, const std::string& name) {
  auto table = parseCsvText(text, name);
  if (!table) return R::failure(table.errorText());
  const auto& header = table->header();
  const auto& rows = table->rows();
  if (rows.empty())
    return R::failure(
        locatedText(name, table->headerLine(), 1,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader", "expected at least one result row after the header"))));
  std::vector<Title> titles;
  for (const auto& h : header) titles.push_back(parseTitle(h));

  // Time series: base name → column of its value (plain, else _avg, else _first).
  struct TimeSeries {
    std::string base;
    std::size_t value;
    double factor;
    std::optional<std::size_t> count, stddev;
  };
  std::vector<TimeSeries> times;
  std::vector<bool> isTimeColumn(header.size(), false);
  for (std::size_t c = 0; c < titles.size(); ++c) {
    const auto factor = timeFactor(titles[c]);
    if (!factor) continue;
    isTimeColumn[c] = true;
    auto it = std::find_if(times.begin(), times.end(),
                           [&](const TimeSeries& t) { return t.base == titles[c].base; });
    if (it == times.end()) {
      times.push_back({titles[c].base, c, *factor, {}, {}});
      it = times.end() - 1;
    }
    const auto rank = [](const std::string& stat) {
      return stat.empty() ? 0 : stat == "_avg" ? 1 : stat == "_first" ? 2 : 9;
    };
    if (rank(titles[c].statistic) < rank(titles[it->value].statistic)) {
      it->value = c;
      it->factor = *factor;
    }
  }
  // _cnt and _std of a time (they have no time unit, so they are found by base name).
  for (std::size_t c = 0; c < titles.size(); ++c)
    for (auto& t : times)
      if (titles[c].base == t.base) {
        if (titles[c].statistic == "_cnt") {
          t.count = c;
          isTimeColumn[c] = true;
        }
        if (titles[c].statistic == "_std") t.stddev = c;
      }
  std::erase_if(times, [&](const TimeSeries& t) {
    const auto& s = titles[t.value].statistic;
    return s != "" && s != "_avg" && s != "_first" && s != "_last" && s != "_min" && s != "_max";
  });
  if (times.empty())
    return R::failure(locatedText(
        name, table->headerLine(), 1,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected a time column (runtime, time_avg, walltime[s], "
                                      "...); found columns: %1"),
                   {MarkedArg::verbatim(table->headerList())})));

  // Parameters: numeric, not statistics, not times. Text columns that vary name series.
  std::vector<std::size_t> parameterColumns, labelColumns;
  std::vector<std::string> parameterNames;
  ImportedFile file;
  for (std::size_t c = 0; c < header.size(); ++c) {
    // JUBE's own bookkeeping (jube_wp_id, jube_wp_iteration, ...) and repetition counters are
    // not parameters: rows that differ only there are repetitions.
    const std::string lower = lowerCase(header[c]);
    if (lower.rfind("jube_", 0) == 0 || lower == "iteration" || lower == "iter" || lower == "rep" ||
        lower == "repetition" || lower == "run" || lower == "id") {
      file.ignoredColumns.push_back(header[c]);
      continue;
    }
    if (isTimeColumn[c] || !titles[c].statistic.empty()) {
      if (!isTimeColumn[c] && std::none_of(times.begin(), times.end(), [&](const TimeSeries& t) {
            return t.value == c || t.stddev == c;
          }))
        file.ignoredColumns.push_back(header[c]);
      continue;
    }
    bool numeric = true, varies = false;
    for (const auto& row : rows) {
      numeric = numeric && parseNumberField(row.fields[c], table->decimalComma());
      varies = varies || row.fields[c] != rows.front().fields[c];
    }
    if (numeric) {
      parameterColumns.push_back(c);
      parameterNames.push_back(header[c]);
    } else if (varies) {
      labelColumns.push_back(c);
    } else {
      file.ignoredColumns.push_back(header[c]);
    }
  }
  if (parameterColumns.empty())
    return R::failure(locatedText(
        name, table->headerLine(), 1,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected a numeric column for N (nodes, tasks, threads, "
                                      "...); found columns: %1"),
                   {MarkedArg::verbatim(table->headerList())})));
  file.sourceName = name;
  file.provenance.tool = "JUBE";
  // JUBE's iteration counter numbers the repetitions of a workpackage.
  std::optional<std::size_t> iterationColumn;
  for (std::size_t c = 0; c < header.size(); ++c)
    if (lowerCase(trimmed(header[c])) == "jube_wp_iteration") iterationColumn = c;
  std::map<std::string, std::size_t> seriesIndex;
  int emptyRows = 0;
  for (const auto& t : times) {
    for (const auto& row : rows) {
      std::string key = t.base;
      std::string labels;
      for (std::size_t c : labelColumns)
        appendJoined(labels, ", ", header[c] + " = " + row.fields[c]);
      if (!labels.empty()) key += " (" + labels + ")";
      if (trimmed(row.fields[t.value]).empty()) {
        ++emptyRows;
        continue;
      }
      auto value = table->number(row, t.value);
      if (!value) return R::failure(value.errorText());
      const double seconds = *value * t.factor;
      if (!(seconds >= 1e-15 && seconds <= 1e15))
        return R::failure(table->columnText(
            row, t.value,
            readerText(
                SCALESCOPE_TR_NOOP("Reader", "expected a time between 1e-15 and 1e15 s, found %1"),
                {formatForMessage(*value)})));
      auto [it, isNew] = seriesIndex.try_emplace(key, file.series.size());
      if (isNew) {
        ImportedSeries s;
        s.name = key;
        s.parameters = parameterNames;
        s.defaultParameter = preferredJubeParameter(parameterNames);
        if (!titles[t.value].statistic.empty())
          s.note = readerText(SCALESCOPE_TR_NOOP("Reader",
                                                 "column %1: one point per row, a statistic of "
                                                 "the runs JUBE reduced (the runs themselves are "
                                                 "not in the table)"),
                              {MarkedArg::verbatim(header[t.value])});
        file.series.push_back(std::move(s));
      }
      ImportedRun run;
      for (std::size_t c : parameterColumns)
        run.coordinates.push_back(*parseNumberField(row.fields[c], table->decimalComma()));
      run.point.timeSeconds = seconds;
      run.point.line = row.line;
      run.column = static_cast<int>(t.value) + 1;
      if (iterationColumn)
        if (auto k = parseNumberField(row.fields[*iterationColumn], false);
            k && *k >= 0 && *k < 1e9 && *k == std::floor(*k))
          run.point.repetition = static_cast<int>(*k);
      std::string label;
      if (t.count && !trimmed(row.fields[*t.count]).empty())
        label = header[t.value] + " of " + std::string(trimmed(row.fields[*t.count])) + " runs";
      if (t.stddev && !trimmed(row.fields[*t.stddev]).empty())
        appendJoined(label, ", ", "std " + std::string(trimmed(row.fields[*t.stddev])));
      run.point.label = label;
      file.series[it->second].runs.push_back(std::move(run));
    }
  }
  if (emptyRows)
    file.warnings.push_back(
        fileText(name, readerText(SCALESCOPE_TR_NOOP("Reader",
                                                     "%1 empty time field(s) skipped "
                                                     "(workpackages without a match)"),
                                  {count(emptyRows)})));
  if (file.series.empty())
    return R::failure(
        locatedText(name, table->headerLine(), 1,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader", "expected at least one row with a time, found none"))));
  return file;
}

int sniffJubeCsv(const FileSniff& file) {
  // JUBE's statistic suffixes, its own columns (jube_wp_id, jube_wp_iteration: a table of raw
  // runs, every iteration kept) or its unit-in-brackets time titles ("runtime[s]"), and none of
  // the measured columns of ScaleScope's CSV (whose "time_s" next to a "time_s_avg" is still
  // its own).
  const CsvTable* table = file.csvHeader();
  if (!table) return kNotMine;
  bool statistics = false, ours = false;
  for (const auto& h : table->header()) {
    const Title title = parseTitle(h);
    statistics = statistics || hasStatisticSuffix(h) ||
                 lowerCase(trimmed(h)).rfind("jube_", 0) == 0 ||
                 (!title.unit.empty() && secondsPerUnit(title.unit).has_value());
    for (std::string_view mine : {"speedup", "efficiency", "rmax", "rmax_tflops"})
      ours = ours || equalsIgnoringCase(h, mine);
    for (std::string_view mine : kSecondsColumnNames) ours = ours || equalsIgnoringCase(h, mine);
    for (std::string_view mine : kMillisecondsColumnNames)
      ours = ours || equalsIgnoringCase(h, mine);
  }
  return statistics && !ours ? 50 : kNotMine;
}

}  // namespace scalescope::model
