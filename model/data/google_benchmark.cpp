// Google Benchmark's JSON output (--benchmark_format=json or --benchmark_out=FILE, its user
// guide and src/json_reporter.cc): {"context": {date, host_name, executable, num_cpus,
// mhz_per_cpu, library_build_type, ...}, "benchmarks": [{name, run_name, run_type
// ("iteration" | "aggregate"), aggregate_name, repetitions, repetition_index, threads,
// iterations, real_time, cpu_time, time_unit, error_occurred, ...}]}.
//
// N is the "threads" field (BENCHMARK(...)->Threads(n) or ThreadRange), the time is real_time
// (wall clock per iteration) in time_unit. Iteration rows are the repetitions; aggregate rows
// (mean, median, stddev, cv) are only used when a series has no iteration rows (run with
// --benchmark_report_aggregates_only): then its median, else its mean, is one point per N.
#include <cmath>
#include <map>

#include "model/data/csv_table.h"
#include "model/data/json_reader.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"

namespace scalescope::model {

namespace {

using R = Result<ImportedFile>;

std::string stripThreads(std::string name) {
  // "BM_x/1024/threads:8" → "BM_x/1024"; the thread count is N, not part of the series.
  if (const auto at = name.find("/threads:"); at != std::string::npos) {
    auto end = name.find('/', at + 1);
    name.erase(at, end == std::string::npos ? std::string::npos : end - at);
  }
  return name;
}

std::string stringField(const JsonValue& object, const char* key) {
  const JsonValue* v = object.find(key);
  return v && v->isString() ? v->text : std::string();
}

struct Row {
  std::string series;
  std::string aggregate;  ///< "" for an iteration row
  double threads = 1;
  double seconds = 0;
  int line = 0, column = 0;
};

}  // namespace

Result<ImportedFile> readGoogleBenchmark(std::string_view text, const std::string& name) {
  auto parsed = parseJsonValues(text, name);
  if (!parsed) return R::failure(parsed.errorText());
  const JsonValue& root = parsed->front();
  const JsonValue* benchmarks = root.find("benchmarks");
  if (!root.isObject() || !benchmarks || !benchmarks->isArray())
    return R::failure(
        jsonText(name, root,
                 readerText(SCALESCOPE_TR_NOOP("Reader",
                                               "expected Google Benchmark JSON: an object with a "
                                               "\"benchmarks\" array (--benchmark_format=json)"))));
  ImportedFile file;
  file.sourceName = name;
  file.provenance.tool = "Google Benchmark";
  if (const JsonValue* context = root.find("context"); context && context->isObject()) {
    file.provenance.date = stringField(*context, "date");
    file.provenance.host = stringField(*context, "host_name");
    file.provenance.command = stringField(*context, "executable");
    if (const auto v = stringField(*context, "library_version"); !v.empty())
      file.provenance.tool += " " + v;
    const JsonValue* cpus = context->find("num_cpus");
    const JsonValue* mhz = context->find("mhz_per_cpu");
    if (cpus && cpus->isNumber())
      file.provenance.details.emplace_back(
          detail_name::kCpus,
          formatForMessage(cpus->number) + (mhz && mhz->isNumber()
                                                ? " × " + formatForMessage(mhz->number) + " MHz"
                                                : std::string()));
    if (const auto b = stringField(*context, "library_build_type"); !b.empty())
      file.provenance.details.emplace_back(detail_name::kLibraryBuild, b);
  }

  std::vector<Row> rows;
  int errored = 0, aggregatesIgnored = 0;
  for (std::size_t i = 0; i < benchmarks->items.size(); ++i) {
    const JsonValue& b = benchmarks->items[i];
    const std::string where = "benchmarks[" + std::to_string(i) + "]";
    if (!b.isObject())
      return R::failure(jsonText(
          name, b, readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected an object"), {where})));
    const JsonValue* nameField = b.find("name");
    if (!nameField || !nameField->isString())
      return R::failure(jsonText(
          name, b,
          readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected \"name\": a string"), {where})));
    if (const JsonValue* e = b.find("error_occurred");
        e && e->type == JsonValue::Type::Bool && e->boolean) {
      ++errored;
      continue;
    }
    Row row;
    std::string runName = stringField(b, "run_name");
    if (runName.empty()) runName = nameField->text;
    const std::string runType = stringField(b, "run_type");
    row.aggregate = stringField(b, "aggregate_name");
    if (runType == "aggregate" && row.aggregate.empty()) row.aggregate = "aggregate";
    if (!row.aggregate.empty() && runType.empty()) {
      // Old versions name aggregates "BM_x_mean" without run_name.
      const std::string suffix = "_" + row.aggregate;
      if (runName.size() > suffix.size() &&
          runName.compare(runName.size() - suffix.size(), suffix.size(), suffix) == 0)
        runName.resize(runName.size() - suffix.size());
    }
    const JsonValue* realTime = b.find("real_time");
    if (!realTime) continue;  // BigO and RMS rows of complexity runs carry no time
    row.series = stripThreads(runName);
    if (const JsonValue* t = b.find("threads")) {
      if (!t->isNumber() || !(t->number >= 1) || t->number != std::floor(t->number))
        return R::failure(
            jsonText(name, *t,
                     readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a whole number ≥ 1"),
                                {where + ".threads"})));
      row.threads = t->number;
    }
    std::string unit = stringField(b, "time_unit");
    if (unit.empty()) unit = "ns";
    const auto factor = secondsPerUnit(unit);
    if (!factor)
      return R::failure(jsonText(
          name, *b.find("time_unit"),
          readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected ns, us, ms or s, found \"%2\""),
                     {where + ".time_unit", MarkedArg::verbatim(unit)})));
    if (!realTime->isNumber() || !(realTime->number > 0) || !std::isfinite(realTime->number))
      return R::failure(jsonText(
          name, *realTime,
          readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a positive time, found %2"),
                     {where + ".real_time", realTime->isNumber()
                                                ? MarkedArg(formatForMessage(realTime->number))
                                                : realTime->typeText()})));
    row.seconds = realTime->number * *factor;
    if (!(row.seconds >= 1e-15 && row.seconds <= 1e15))
      return R::failure(jsonText(
          name, *realTime,
          readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a time between 1e-15 and 1e15 s"),
                     {where + ".real_time"})));
    row.line = realTime->line;
    row.column = realTime->column;
    rows.push_back(row);
  }

  // Per series: iteration rows if there are any, else the median (or mean) aggregate.
  std::vector<std::string> order;
  std::map<std::string, bool> hasIterations;
  std::map<std::string, bool> hasMedian;
  for (const auto& r : rows) {
    if (!hasIterations.count(r.series)) order.push_back(r.series);
    hasIterations[r.series] = hasIterations[r.series] || r.aggregate.empty();
    hasMedian[r.series] = hasMedian[r.series] || r.aggregate == "median";
  }
  for (const auto& series : order) {
    ImportedSeries s;
    s.name = series;
    s.parameters = {"threads"};
    s.unit = "threads";
    const std::string wanted =
        hasIterations[series] ? std::string() : (hasMedian[series] ? "median" : "mean");
    if (!hasIterations[series])
      s.note = readerText(
          SCALESCOPE_TR_NOOP("Reader",
                             "only aggregates in the file (--benchmark_report_aggregates_only): "
                             "one point per N, the %1 of its repetitions"),
          {hasMedian[series] ? readerText(SCALESCOPE_TR_NOOP("Reader", "median"))
                             : readerText(SCALESCOPE_TR_NOOP("Reader", "mean"))});
    for (const auto& r : rows) {
      if (r.series != series) continue;
      if (r.aggregate != wanted) {
        if (!r.aggregate.empty()) ++aggregatesIgnored;
        continue;
      }
      ImportedRun run;
      run.coordinates = {r.threads};
      run.point.timeSeconds = r.seconds;
      run.point.line = r.line;
      run.column = r.column;
      s.runs.push_back(std::move(run));
    }
    if (!s.runs.empty()) file.series.push_back(std::move(s));
  }
  if (errored)
    file.warnings.push_back(fileText(
        name,
        readerText(SCALESCOPE_TR_NOOP("Reader", "%1 benchmark run(s) with error_occurred skipped"),
                   {count(errored)})));
  if (aggregatesIgnored)
    file.warnings.push_back(fileText(
        name, readerText(SCALESCOPE_TR_NOOP("Reader",
                                            "%1 aggregate row(s) (mean, median, stddev, cv) not "
                                            "used: the repetitions themselves are"),
                         {count(aggregatesIgnored)})));
  if (file.series.empty())
    return R::failure(
        jsonText(name, *benchmarks,
                 readerText(SCALESCOPE_TR_NOOP(
                     "Reader", "expected at least one benchmark with a real_time, found none"))));
  return file;
}

int sniffGoogleBenchmark(const FileSniff& file) {
  if (const auto* values = file.json())
    return values->size() == 1 && values->front().find("benchmarks") ? 80 : kNotMine;
  return file.jsonLike() && file.mentions("\"benchmarks\"") ? 35 : kNotMine;
}

}  // namespace scalescope::model
