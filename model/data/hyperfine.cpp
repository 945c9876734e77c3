// hyperfine's JSON export (hyperfine --export-json FILE; src/benchmark/benchmark_result.rs):
// {"results": [{"command", "mean", "stddev", "median", "user", "system", "min", "max",
// "times": [seconds...], "exit_codes": [...], "parameters": {"name": "value"}}]}.
//
// N is a numeric parameter of --parameter-scan or --parameter-list (threads, say; values are
// written as strings); every entry of "times" is one repetition, in seconds. A parameter whose
// values are not numbers (--parameter-list compiler gcc,clang) splits the results into series.
#include <algorithm>
#include <cmath>
#include <map>

#include "model/data/csv_table.h"
#include "model/data/json_reader.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using R = Result<ImportedFile>;

struct Result1 {
  const JsonValue* object = nullptr;
  std::string command;
  std::map<std::string, std::string> parameters;
};

/// The command with the value of parameter `name` written back as {name}: the template.
std::string commandTemplate(const std::string& command, const std::string& name,
                            const std::string& value) {
  if (value.empty()) return command;
  std::string out = command;
  const auto isWordChar = [](char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '.';
  };
  for (std::size_t at = out.find(value); at != std::string::npos;
       at = out.find(value, at + name.size() + 2)) {
    const bool startOk = at == 0 || !isWordChar(out[at - 1]);
    const bool endOk = at + value.size() >= out.size() || !isWordChar(out[at + value.size()]);
    if (startOk && endOk) {
      out.replace(at, value.size(), "{" + name + "}");
      return out;
    }
  }
  return command;
}

/// The numeric parameter whose name means a count of workers, if one does.
std::optional<std::size_t> preferredHyperfineParameter(const std::vector<std::string>& numeric) {
  for (std::string_view want : {"threads", "n", "np", "procs", "processes", "ranks", "nodes",
                                "cores", "jobs", "workers", "tasks", "gpus", "p"})
    for (std::size_t k = 0; k < numeric.size(); ++k)
      if (lowerCase(numeric[k]) == want) return k;
  return std::nullopt;
}

}  // namespace

Result<ImportedFile> readHyperfine(std::string_view text, const std::string& name) {
  auto parsed = parseJsonValues(text, name);
  if (!parsed) return R::failure(parsed.errorText());
  const JsonValue& root = parsed->front();
  const JsonValue* results = root.find("results");
  if (!root.isObject() || !results || !results->isArray() || results->items.empty())
    return R::failure(jsonText(
        name, root,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected hyperfine JSON: an object with a non-empty "
                                      "\"results\" array (hyperfine --export-json)"))));
  std::vector<Result1> entries;
  std::vector<std::string> parameterNames;
  for (std::size_t i = 0; i < results->items.size(); ++i) {
    const JsonValue& r = results->items[i];
    const std::string where = "results[" + std::to_string(i) + "]";
    const JsonValue* command = r.find("command");
    if (!r.isObject() || !command || !command->isString())
      return R::failure(jsonText(
          name, r,
          readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected an object with \"command\""),
                     {where})));
    Result1 e{&r, command->text, {}};
    if (const JsonValue* params = r.find("parameters")) {
      if (!params->isObject())
        return R::failure(
            jsonText(name, *params,
                     readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected an object"),
                                {where + ".parameters"})));
      for (const auto& [key, v] : params->members) {
        std::string value;
        if (v.isString())
          value = v.text;
        else if (v.isNumber())
          value = formatForMessage(v.number);
        else
          return R::failure(
              jsonText(name, v,
                       readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a value (a string)"),
                                  {MarkedArg::verbatim(where + ".parameters." + key)})));
        e.parameters[key] = value;
        if (std::find(parameterNames.begin(), parameterNames.end(), key) == parameterNames.end())
          parameterNames.push_back(key);
      }
    }
    entries.push_back(std::move(e));
  }
  // hyperfine writes every scanned parameter into every result: one missing is a broken file
  // (and a series could not be named without it).
  for (std::size_t i = 0; i < entries.size(); ++i)
    for (const auto& p : parameterNames)
      if (!entries[i].parameters.count(p))
        return R::failure(jsonText(
            name, *entries[i].object,
            readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected \"%2\", as in the other results"),
                       {"results[" + std::to_string(i) + "].parameters", MarkedArg::verbatim(p)})));
  // Numeric parameters may be N; the others name series.
  std::vector<std::string> numeric, labels;
  for (const auto& p : parameterNames) {
    bool allNumbers = true;
    for (const auto& e : entries) {
      const auto it = e.parameters.find(p);
      allNumbers = allNumbers && it != e.parameters.end() && parseNumberField(it->second, false);
    }
    (allNumbers ? numeric : labels).push_back(p);
  }
  if (numeric.empty())
    return R::failure(jsonText(
        name, root,
        readerText(
            SCALESCOPE_TR_NOOP("Reader",
                               "expected a numeric parameter to use as N (hyperfine "
                               "--parameter-scan threads 1 8, or --parameter-list with "
                               "numbers), found %1"),
            {parameterNames.empty() ? readerText(SCALESCOPE_TR_NOOP("Reader", "no parameters"))
                                    : readerText(SCALESCOPE_TR_NOOP(
                                          "Reader", "only parameters that are not numbers"))})));
  // hyperfine writes the parameters in alphabetical order: with -L t 1,2 -L size 5e6,1e7 the
  // first is size. Only a name says which one counts workers; without one the user says.
  const auto preferred = preferredHyperfineParameter(numeric);
  const std::size_t nDefault = preferred.value_or(0);
  const bool nKnown = preferred.has_value() || numeric.size() == 1;

  ImportedFile file;
  file.sourceName = name;
  file.provenance.tool = "hyperfine";
  int failedRuns = 0;
  std::map<std::string, std::size_t> seriesIndex;
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& e = entries[i];
    const JsonValue& r = *e.object;
    const std::string where = "results[" + std::to_string(i) + "]";
    std::string key;
    for (const auto& l : labels) appendJoined(key, ", ", l + " = " + e.parameters.at(l));
    auto [it, isNew] = seriesIndex.try_emplace(key, file.series.size());
    if (isNew) {
      ImportedSeries s;
      s.name = commandTemplate(e.command, numeric[nDefault], e.parameters.at(numeric[nDefault]));
      if (!nKnown)  // any of them may be N: every one written back as {name}
        for (const auto& p : numeric)
          if (p != numeric[nDefault]) s.name = commandTemplate(s.name, p, e.parameters.at(p));
      // The other parameters stay written out in the command: they tell the series apart.
      s.parameters = numeric;
      s.defaultParameter = nDefault;
      s.nKnown = nKnown;
      file.series.push_back(std::move(s));
      if (file.provenance.command.empty()) file.provenance.command = file.series.back().name;
    }
    ImportedSeries& s = file.series[it->second];
    std::vector<double> coordinates;
    for (const auto& p : numeric)
      coordinates.push_back(*parseNumberField(e.parameters.at(p), false));
    const JsonValue* times = r.find("times");
    std::vector<const JsonValue*> values;
    if (times && times->isArray()) {
      for (const auto& t : times->items) values.push_back(&t);
    } else if (const JsonValue* mean = r.find("mean")) {
      values.push_back(mean);
      file.warnings.push_back(
          jsonText(name, r,
                   readerText(SCALESCOPE_TR_NOOP("Reader", "%1: no \"times\"; its mean is one run"),
                              {where})));
    }
    if (values.empty())
      return R::failure(
          jsonText(name, r,
                   readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected \"times\": the run times"),
                              {where})));
    for (const JsonValue* t : values) {
      if (!t->isNumber() || !(t->number >= 1e-15 && t->number <= 1e15))
        return R::failure(jsonText(
            name, *t,
            readerText(SCALESCOPE_TR_NOOP("Reader",
                                          "%1: expected a time between 1e-15 and 1e15 s, found %2"),
                       {where + ".times",
                        t->isNumber() ? MarkedArg(formatForMessage(t->number)) : t->typeText()})));
      ImportedRun run;
      run.coordinates = coordinates;
      run.point.timeSeconds = t->number;
      run.point.line = t->line;
      run.column = t->column;
      s.runs.push_back(std::move(run));
    }
    if (const JsonValue* codes = r.find("exit_codes"); codes && codes->isArray())
      for (const auto& c : codes->items)
        if (c.isNumber() && c.number != 0) ++failedRuns;
  }
  if (failedRuns)
    file.warnings.push_back(
        fileText(name, readerText(SCALESCOPE_TR_NOOP("Reader",
                                                     "%1 run(s) exited with a non-zero code "
                                                     "(kept: hyperfine -i ran them)"),
                                  {count(failedRuns)})));
  return file;
}

int sniffHyperfine(const FileSniff& file) {
  if (const auto* values = file.json())
    return values->size() == 1 && values->front().find("results") ? 70 : kNotMine;
  return file.jsonLike() && file.mentions("\"results\"") ? 30 : kNotMine;
}

}  // namespace scalescope::model
