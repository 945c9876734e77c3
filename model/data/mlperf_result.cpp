// MLPerf Training results as MLCommons publishes them (the training_results_vX.Y repositories;
// the logging rules of mlcommons/training_policies and the mlperf_logging package): a
// submitter's tree holds systems/SYSTEM.json, the system description, and
// results/SYSTEM/BENCHMARK/result_N.txt, one log per run. A log is the program's output; the
// lines that count carry ":::MLLOG " and one JSON object: {"namespace", "time_ms" (Unix time in
// milliseconds), "event_type", "key", "value", "metadata" {"file", "lineno", ...}}. A launcher
// may put a prefix before the marker ("0: :::MLLOG {...}").
//
// One log is one run. Its time to train is the run_stop event's time_ms minus the run_start
// event's, and only a run whose run_stop says "status": "success" in its metadata counts
// (MLPerf's own scoring). The log names the benchmark (submission_benchmark), the submitter
// (submission_org), the platform and division; the number of accelerators is in the system
// description only: number_of_nodes × accelerators_per_node (written as strings or numbers).
// The registry reads that file beside the log (FormatReader::companionPath); some submitters'
// logs also carry a copy on a ":::SYSJSON {...}" line, which is used when there is no file.
//
// N is that accelerator count, the series one benchmark of one submitter on one accelerator
// model (and of one round, when the path says which: ".../training_results_v3.1/..."). Every
// system size of the submitter is a point of it and every run a repetition, so a folder of a
// round gives time to train against accelerators: strong scaling of one training task.
#include <algorithm>
#include <cctype>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "model/data/csv_table.h"
#include "model/data/json_reader.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using R = Result<ImportedFile>;

constexpr std::string_view kMarker = ":::MLLOG";
constexpr std::string_view kSysjson = ":::SYSJSON";

/// One event of a log, with where it is.
struct Event {
  JsonValue object;
  int line = 0;
  int column = 0;  ///< of the JSON object
};

const JsonValue* member(const Event& e, std::string_view key) {
  return e.object.find(key);
}

/// The "key" of an event, "" when it has none.
std::string keyOf(const Event& e) {
  const JsonValue* k = member(e, "key");
  return k && k->isString() ? k->text : std::string();
}

/// A value as text: strings as written, numbers formatted ("" for anything else).
std::string valueText(const JsonValue* v) {
  if (!v) return {};
  if (v->isString()) return v->text;
  if (v->isNumber() && std::isfinite(v->number)) return formatForMessage(v->number);
  return {};
}

/// The path up to and without its last component ("" when it has none).
std::string_view parentOf(std::string_view path) {
  const auto slash = path.find_last_of("/\\");
  return slash == std::string_view::npos ? std::string_view() : path.substr(0, slash);
}

std::string_view lastComponent(std::string_view path) {
  const auto slash = path.find_last_of("/\\");
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

/// "v3.1" when a folder of the path is named like a round ("v3.1", "training_results_v3.1").
std::string roundOf(std::string_view path) {
  std::string round;
  for (std::string_view rest = parentOf(path); !rest.empty(); rest = parentOf(rest)) {
    const std::string_view folder = lastComponent(rest);
    const auto v = folder.rfind('v');
    if (v == std::string_view::npos || (v > 0 && folder[v - 1] != '_')) continue;
    const std::string_view number = folder.substr(v + 1);
    const auto dot = number.find('.');
    const bool digits =
        dot != std::string_view::npos && dot > 0 && dot + 1 < number.size() &&
        std::all_of(
            number.begin(), number.end(),
            [](char c) { return c == '.' || std::isdigit(static_cast<unsigned char>(c)); }) &&
        number.find('.', dot + 1) == std::string_view::npos;
    if (digits) {
      round.assign(folder.substr(v));  // "v3.1"
      break;
    }
  }
  return round;
}

/// The JSON text of a log line from byte `at` on, parsed so that positions are the line's:
/// what comes before it counts as blanks.
Result<JsonValue> parseAt(const TextLine& l, std::size_t at, const std::string& name) {
  std::string padded(static_cast<std::size_t>(characterColumn(l.text, at) - 1), ' ');
  padded += l.text.substr(at);
  return parseJsonLine(padded, name, l.number);
}

/// A whole number ≥ 1 from a system description's field (a string or a number).
std::optional<double> countField(const JsonValue* v) {
  if (!v) return std::nullopt;
  double value = std::nan("");
  if (v->isNumber()) {
    value = v->number;
  } else if (v->isString()) {
    auto parsed = parseNumberField(trimmed(v->text), false);
    if (!parsed) return std::nullopt;
    value = *parsed;
  }
  if (!(value >= 1 && value <= 1e9) || value != std::floor(value)) return std::nullopt;
  return value;
}

}  // namespace

std::string mlperfSystemPath(std::string_view resultPath) {
  // ROOT/results/SYSTEM/BENCHMARK/result_N.txt → ROOT/systems/SYSTEM.json
  const std::string_view benchmark = parentOf(resultPath);
  const std::string_view system = parentOf(benchmark);
  const std::string_view results = parentOf(system);
  if (system.empty() || lastComponent(results) != "results") return {};
  const std::string_view root = parentOf(results);
  std::string out(root);
  if (!out.empty()) out += '/';
  out += "systems/";
  out += lastComponent(system);
  out += ".json";
  return out;
}

Result<ImportedFile> readMlperfResult(std::string_view text, const std::string& name,
                                      const std::optional<std::string>& systemText,
                                      const std::string& systemName) {
  auto lines = splitTextLines(text, name);
  if (!lines) return R::failure(lines.errorText());
  std::vector<Event> events;
  std::optional<TextLine> sysjson;  // a copy of the system description in the log
  for (const TextLine& l : *lines) {
    const auto at = l.text.find(kMarker);
    if (at == std::string_view::npos) {
      if (!sysjson && l.text.find(kSysjson) != std::string_view::npos) sysjson = l;
      continue;  // the program's other output
    }
    std::size_t json = at + kMarker.size();
    while (json < l.text.size() && (l.text[json] == ' ' || l.text[json] == '\t')) ++json;
    auto value = parseAt(l, json, name);
    const int column = characterColumn(l.text, json);
    if (!value) return R::failure(value.errorText());
    if (!value->isObject())
      return R::failure(locatedText(
          name, l.number, column,
          readerText(
              SCALESCOPE_TR_NOOP("Reader", "expected a JSON object after \":::MLLOG\", found %1"),
              {value->typeText()})));
    events.push_back({std::move(*value), l.number, column});
  }
  if (events.empty())
    return R::failure(locatedText(
        name, 1, 1,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected an MLPerf log: lines \":::MLLOG {...}\" with "
                                      "run_start and run_stop (MLCommons' mlperf_logging)"))));

  const auto firstWith = [&](std::string_view key) -> const Event* {
    for (const Event& e : events)
      if (keyOf(e) == key) return &e;
    return nullptr;
  };
  const auto timeOf = [&](const Event& e, double* ms) -> std::optional<MarkedText> {
    const JsonValue* t = member(e, "time_ms");
    if (!t || !t->isNumber() || !(t->number >= 0 && t->number <= 1e16))
      return locatedText(
          name, e.line, e.column,
          readerText(
              SCALESCOPE_TR_NOOP("Reader", "%1: expected \"time_ms\", milliseconds since 1970"),
              {keyOf(e)}));
    *ms = t->number;
    return std::nullopt;
  };
  const Event* start = firstWith("run_start");
  if (!start)
    return R::failure(locatedText(
        name, events.front().line, 1,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "no run_start: the log ends before the timed run began (an "
                                      "MLPerf result has run_start and run_stop)"))));
  const Event* stop = nullptr;
  for (const Event& e : events)
    if (e.line > start->line && keyOf(e) == "run_stop") {
      stop = &e;
      break;
    }
  if (!stop)
    return R::failure(locatedText(
        name, events.back().line, 1,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "no run_stop after the run_start of line %1: the run did "
                                      "not finish (a partial log)"),
                   {count(start->line)})));
  double startMs = 0, stopMs = 0;
  if (auto e = timeOf(*start, &startMs)) return R::failure(*e);
  if (auto e = timeOf(*stop, &stopMs)) return R::failure(*e);
  const JsonValue* metadata = member(*stop, "metadata");
  const JsonValue* status = metadata ? metadata->find("status") : nullptr;
  if (!status || !status->isString())
    return R::failure(
        locatedText(name, stop->line, stop->column,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader", "run_stop: expected \"metadata\": {\"status\": ...}"))));
  if (status->text != "success")
    return R::failure(locatedText(
        name, stop->line, stop->column,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "run_stop status is %1: the run did not reach its target, "
                                      "and MLPerf scores successful runs only"),
                   {MarkedArg::verbatim("\"" + status->text + "\"")})));
  const double seconds = (stopMs - startMs) / 1000.0;
  if (!(seconds >= 1e-3 && seconds <= 1e15))
    return R::failure(locatedText(
        name, stop->line, stop->column,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "run_stop: expected a time_ms after run_start's (line %1)"),
                   {count(start->line)})));

  const auto logged = [&](std::string_view key) {
    const Event* e = firstWith(key);
    return e ? valueText(member(*e, "value")) : std::string();
  };
  const std::string benchmark = logged("submission_benchmark");
  if (benchmark.empty())
    return R::failure(locatedText(
        name, events.front().line, 1,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "no submission_benchmark: an MLPerf result log names its "
                                      "benchmark (\"gpt3\", ...)"))));

  // The accelerators: the system description beside the results tree, else the copy some
  // logs carry on a ":::SYSJSON {...}" line.
  std::string sysName = systemName;
  std::optional<JsonValue> described;
  // "LOG: system description SYSTEM:LINE:COLUMN: what", a problem of the file beside the log
  const auto inSystem = [&](MarkedText what) {
    return R::failure(fileText(
        name,
        readerText(SCALESCOPE_TR_NOOP("Reader", "system description %1"), {std::move(what)})));
  };
  if (systemText) {
    auto system = parseJsonValues(*systemText, systemName);
    if (!system) return inSystem(oneLine(system.errorText()));
    described = std::move(system->front());
  } else if (sysjson) {
    const std::size_t json = sysjson->text.find(kSysjson) + kSysjson.size();
    auto value = parseAt(*sysjson, json, name);
    if (!value) return R::failure(value.errorText());
    described = std::move(*value);
    sysName = name;
  } else {
    return R::failure(locatedText(
        name, 1, 1,
        systemName.empty()
            ? readerText(SCALESCOPE_TR_NOOP("Reader",
                                            "no system description (the log is not in a "
                                            "results/SYSTEM/BENCHMARK/ folder): it gives the "
                                            "accelerators (number_of_nodes × "
                                            "accelerators_per_node)"))
            : readerText(SCALESCOPE_TR_NOOP("Reader",
                                            "no system description at %1: it gives the "
                                            "accelerators (number_of_nodes × "
                                            "accelerators_per_node)"),
                         {MarkedArg::verbatim(systemName)})));
  }
  const JsonValue& sys = *described;
  const auto systemProblem = [&](const JsonValue& at, MarkedText what) {
    if (sysName == name) return R::failure(jsonText(name, at, std::move(what)));
    return inSystem(jsonText(sysName, at, std::move(what)));
  };
  // "number_of_nodes: expected a whole number ≥ 1", at the field or else at the object
  const auto countProblem = [&](const char* key) {
    return systemProblem(
        sys.find(key) ? *sys.find(key) : sys,
        readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a whole number ≥ 1"), {key}));
  };
  if (!sys.isObject())
    return systemProblem(sys, readerText(SCALESCOPE_TR_NOOP("Reader", "expected an object")));
  const auto nodes = countField(sys.find("number_of_nodes"));
  const auto perNode = countField(sys.find("accelerators_per_node"));
  if (!nodes) return countProblem("number_of_nodes");
  if (!perNode) return countProblem("accelerators_per_node");
  const double accelerators = *nodes * *perNode;
  std::string accelerator = valueText(sys.find("accelerator_model_name"));
  std::string submitter = valueText(sys.find("submitter"));
  if (submitter.empty()) submitter = logged("submission_org");
  const std::string systemLabel = valueText(sys.find("system_name"));

  ImportedFile file;
  file.sourceName = name;
  file.provenance.tool = "MLPerf Training (MLCommons logging)";
  file.provenance.host = systemLabel;
  const std::string round = roundOf(name);
  if (!round.empty()) file.provenance.details.emplace_back(detail_name::kRound, round);
  for (const auto& [label, value] :
       {std::pair<std::string, std::string>{detail_name::kSubmitter, submitter},
        {detail_name::kDivision, logged("submission_division")},
        {detail_name::kStatus, logged("submission_status")},
        {detail_name::kAccelerator, accelerator}})
    if (!value.empty()) file.provenance.details.emplace_back(label, value);

  ImportedSeries s;
  s.name = benchmark + (round.empty() ? std::string() : " " + round);
  if (!submitter.empty()) s.name += ", " + submitter;
  if (!accelerator.empty()) s.name += ", " + accelerator;
  s.parameters = {"accelerators"};
  s.unit = "accelerators";
  s.note = readerText(SCALESCOPE_TR_NOOP(
      "Reader",
      "time to train (run_stop − run_start) of one run each; MLPerf's own score drops the "
      "fastest and slowest run and averages the rest. The global batch size grows with the "
      "system, so the work to reach the target is not exactly the same at every size."));
  ImportedRun run;
  run.coordinates = {accelerators};
  run.point.timeSeconds = seconds;
  run.point.scaling = "strong";
  run.point.unit = "accelerators";
  run.point.line = stop->line;
  run.column = stop->column;
  run.point.label = systemLabel;
  if (const std::string batch = logged("global_batch_size"); !batch.empty())
    appendJoined(run.point.label, ", ", "global batch " + batch);
  s.runs.push_back(std::move(run));
  file.series.push_back(std::move(s));
  return file;
}

int sniffMlperfResult(const FileSniff& file) {
  if (file.jsonLike()) return kNotMine;
  // A launcher's output may come first: look through the first MiB, not the first lines.
  const std::string_view head = file.text().substr(0, std::size_t{1} << 20);
  return head.find(":::MLLOG {") != std::string_view::npos ? 100 : kNotMine;
}

}  // namespace scalescope::model
