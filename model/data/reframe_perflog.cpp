// ReFrame performance logs (ReFrame ≥ 4.0 documentation, "Performance logging"; perflogs in
// <prefix>/perflogs/<system>/<partition>/<test>.log): the first line names the fields, '|'
// separated by default (',' when the site's format uses commas), one line per test run, e.g.
//   result|job_completion_time|...|num_tasks|...|<var>_value|<var>_unit|<var>_ref|...
// Each performance variable <var> with a time unit is a series (its _value and _unit columns;
// also the multi-line form with perf_var, perf_value and perf_unit columns); N is num_tasks.
// A log appended to by several runs may repeat the header; a changed header starts anew.
// The variants of a parameterised test (one per num_tasks) are one series: the test's name
// without its variant (see testName; ReFrame ≥ 4.3's default format has no display_name).
#include <algorithm>
#include <cctype>
#include <cmath>
#include <map>

#include "model/data/csv_table.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using R = Result<ImportedFile>;

/// A header names fields; data lines hold values, which are never these names.
bool isHeader(const std::vector<Word>& fields) {
  for (const auto& f : fields)
    if (f.text == "job_completion_time" || f.text == "perf_value" || f.text == "num_tasks")
      return true;
  return false;
}

bool isNull(std::string_view v) {
  return v.empty() || v == "None" || v == "null" || v == "none" || v == "nan";
}

constexpr std::string_view kTaskFields[] = {"num_tasks", "num_tasks_per_node", "num_cpus_per_task",
                                            "num_gpus_per_node", "num_nodes"};

/// `name` without its task-count parameters (" %num_tasks=4"): every N one series otherwise.
std::string withoutTaskParameters(std::string name) {
  for (auto key : kTaskFields)
    for (auto at = name.find(" %" + std::string(key) + "="); at != std::string::npos;
         at = name.find(" %" + std::string(key) + "=")) {
      const auto end = name.find(' ', at + 1);
      name.erase(at, end == std::string::npos ? std::string::npos : end - at);
    }
  return name;
}

/// `name` without a trailing "_" and `digits` characters of the class `hex` or decimal.
std::string withoutSuffix(const std::string& name, std::size_t digits, bool hex) {
  const auto cut = name.rfind('_');
  if (cut == std::string::npos || cut == 0 || (digits && name.size() - cut - 1 != digits) ||
      cut + 1 == name.size())
    return {};
  for (std::size_t k = cut + 1; k < name.size(); ++k) {
    const char c = name[k];
    if (!(std::isdigit(static_cast<unsigned char>(c)) || (hex && c >= 'a' && c <= 'f'))) return {};
  }
  return name.substr(0, cut);
}

/// The test a line belongs to, without its variant, so that the variants of a sweep over N
/// are one series: display_name ("stream %num_tasks=4"), else name when it holds the
/// parameters (ReFrame 3), else short_name without its hash ("stream_590a67c6": ReFrame
/// ≥ 4.3's default perflog leaves display_name out), else unique_name without its variant
/// number ("stream_2"). Parameters other than task counts stay: they are series of their own.
std::string testName(const std::string& display, const std::string& name,
                     const std::string& shortName, const std::string& unique,
                     const std::string& info) {
  if (!display.empty()) return withoutTaskParameters(display);
  if (name.find(" %") != std::string::npos) return withoutTaskParameters(name);
  if (auto base = withoutSuffix(shortName, 8, true); !base.empty()) return base;
  if (auto base = withoutSuffix(unique, 0, false); !base.empty()) return base;
  for (const std::string* s : {&shortName, &name, &unique, &info})
    if (!s->empty()) return *s;
  return {};
}

}  // namespace

Result<ImportedFile> readReframePerflog(std::string_view text, const std::string& name) {
  auto lines = splitTextLines(text, name);
  if (!lines) return R::failure(lines.errorText());
  ImportedFile file;
  file.sourceName = name;
  file.provenance.tool = "ReFrame";

  std::vector<std::string> header;
  char separator = '|';
  std::map<std::string, std::size_t> column;
  std::map<std::string, std::size_t> seriesIndex;
  std::vector<std::string> skippedUnits;
  int nullValues = 0, failed = 0;
  const auto field = [&](const std::vector<Word>& f, const char* key) -> std::string {
    const auto it = column.find(key);
    return it != column.end() && it->second < f.size() ? std::string(f[it->second].text) : "";
  };
  for (const auto& line : *lines) {
    if (trimmed(line.text).empty()) continue;
    {
      const char sep = line.text.find('|') != std::string_view::npos ? '|' : ',';
      const auto fields = splitFields(line.text, sep);
      if (isHeader(fields)) {
        header.clear();
        column.clear();
        separator = sep;
        for (std::size_t k = 0; k < fields.size(); ++k) {
          header.emplace_back(fields[k].text);
          column.emplace(header.back(), k);
        }
        continue;
      }
    }
    if (header.empty())
      return R::failure(
          locatedText(name, line.number, 1,
                      readerText(SCALESCOPE_TR_NOOP(
                          "Reader",
                          "expected a header line naming the fields (ReFrame ≥ 4.0 "
                          "perflog: result|job_completion_time|...|num_tasks|...)"))));
    const auto fields = splitFields(line.text, separator);
    if (fields.size() != header.size())
      return R::failure(locatedText(
          name, line.number, 1,
          readerText(SCALESCOPE_TR_NOOP("Reader", "expected %1 fields as in the header, found %2"),
                     {count(static_cast<long long>(header.size())),
                      count(static_cast<long long>(fields.size()))})));
    if (file.provenance.date.empty()) file.provenance.date = field(fields, "job_completion_time");
    const std::string system = field(fields, "system"), partition = field(fields, "partition");
    if (file.provenance.host.empty() && !system.empty())
      file.provenance.host = partition.empty() ? system : system + ":" + partition;
    if (const auto v = field(fields, "version"); !v.empty() && file.provenance.tool == "ReFrame")
      file.provenance.tool = "ReFrame " + v;
    if (field(fields, "result") == "fail") ++failed;

    const std::string test =
        testName(field(fields, "display_name"), field(fields, "name"), field(fields, "short_name"),
                 field(fields, "unique_name"), field(fields, "info"));
    const std::string environ = field(fields, "environ");

    // The parameters this line has (null ones are left out of the run: NaN).
    std::vector<std::string> parameters;
    std::vector<double> coordinates;
    for (auto key : kTaskFields) {
      const auto it = column.find(std::string(key));
      if (it == column.end()) continue;
      parameters.emplace_back(key);
      const std::string_view v = fields[it->second].text;
      double n = std::nan("");
      if (!isNull(v)) n = parseNumberField(v, false).valueOr(n);
      coordinates.push_back(n);
    }
    if (parameters.empty())
      return R::failure(
          locatedText(name, line.number, 1,
                      readerText(SCALESCOPE_TR_NOOP(
                          "Reader", "expected a num_tasks field for N in the header"))));

    // Performance variables of this line: <var>_value/_unit pairs, or perf_var/value/unit.
    struct Var {
      std::string name, unit;
      std::size_t valueColumn;
    };
    std::vector<Var> vars;
    if (column.count("perf_value")) {
      vars.push_back({field(fields, "perf_var"), field(fields, "perf_unit"), column["perf_value"]});
    } else {
      for (std::size_t k = 0; k < header.size(); ++k) {
        const std::string& h = header[k];
        if (h.size() <= 6 || h.compare(h.size() - 6, 6, "_value") != 0) continue;
        const std::string var = h.substr(0, h.size() - 6);
        vars.push_back({var, field(fields, (var + "_unit").c_str()), k});
      }
    }
    for (const auto& var : vars) {
      const auto factor = secondsPerUnit(var.unit);
      if (!factor) {
        if (std::find(skippedUnits.begin(), skippedUnits.end(), var.name) == skippedUnits.end()) {
          skippedUnits.push_back(var.name);
          file.warnings.push_back(locatedText(
              name, line.number, static_cast<int>(var.valueColumn) + 1,
              readerText(SCALESCOPE_TR_NOOP("Reader",
                                            "performance variable '%1' skipped: its "
                                            "unit '%2' is not a time"),
                         {MarkedArg::verbatim(var.name), MarkedArg::verbatim(var.unit)})));
        }
        continue;
      }
      const Word& w = fields[var.valueColumn];
      const int at = characterColumn(line.text, w.offset);
      if (isNull(w.text)) {
        ++nullValues;
        continue;
      }
      auto value = parseNumberField(w.text, false);
      if (!value)
        return R::failure(locatedText(
            name, line.number, at,
            MarkedText{"", "%1: %2", {MarkedArg::verbatim(var.name), value.errorText()}}));
      const double seconds = *value * *factor;
      if (!(seconds >= 1e-15 && seconds <= 1e15))
        return R::failure(locatedText(
            name, line.number, at,
            readerText(SCALESCOPE_TR_NOOP("Reader",
                                          "%1: expected a time between 1e-15 and 1e15 s, found %2"),
                       {MarkedArg::verbatim(var.name), formatForMessage(*value)})));
      const std::string key =
          test + "|" + system + ":" + partition + "|" + environ + "|" + var.name;
      auto [it, isNew] = seriesIndex.try_emplace(key, file.series.size());
      if (isNew) {
        ImportedSeries s;
        s.name = (test.empty() ? std::string("test") : test) + " · " + var.name;
        if (!system.empty() || !environ.empty()) {
          std::string where = partition.empty() ? system : system + ":" + partition;
          appendJoined(where, ", ", environ);
          s.name += " [" + where + "]";
        }
        s.parameters = parameters;
        s.defaultParameter = 0;  // num_tasks when present: kTaskFields starts with it
        s.unit = "tasks";
        file.series.push_back(std::move(s));
      }
      ImportedSeries& s = file.series[it->second];
      if (s.parameters != parameters)
        return R::failure(locatedText(
            name, line.number, 1,
            readerText(
                SCALESCOPE_TR_NOOP("Reader", "expected the task fields of the earlier lines of %1"),
                {MarkedArg::verbatim(s.name)})));
      ImportedRun run;
      run.coordinates = coordinates;
      run.point.timeSeconds = seconds;
      run.point.line = line.number;
      run.column = at;
      s.runs.push_back(std::move(run));
    }
  }
  if (nullValues)
    file.warnings.push_back(fileText(
        name,
        readerText(SCALESCOPE_TR_NOOP("Reader", "%1 empty or null performance value(s) skipped"),
                   {count(nullValues)})));
  if (failed)
    file.warnings.push_back(
        fileText(name, readerText(SCALESCOPE_TR_NOOP("Reader",
                                                     "%1 run(s) failed their performance check "
                                                     "(kept: they were measured)"),
                                  {count(failed)})));
  if (file.series.empty())
    return R::failure(locatedText(
        name, lines->empty() ? 1 : lines->back().number, 1,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected a performance variable with a time unit (s, ms, "
                                      "us, ns), found none"))));
  return file;
}

int sniffReframePerflog(const FileSniff& file) {
  // The header names ReFrame's own fields, '|' separated (',' in a site's .log format).
  const std::string_view first = file.firstContentLine();
  const bool bars = first.find('|') != std::string_view::npos;
  if (!bars && !(file.extension() == ".log" && first.find(',') != std::string_view::npos))
    return kNotMine;
  return isHeader(splitFields(first, bars ? '|' : ',')) ? 85 : kNotMine;
}

}  // namespace scalescope::model
