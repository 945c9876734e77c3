// The recogniser of measurement formats and what the readers share (units, process counts in
// file names). See formats.h.
#include <algorithm>
#include <cctype>

#include "model/data/csv_table.h"
#include "model/data/formats.h"
#include "model/data/json_reader.h"
#include "model/data/text_input.h"
#include "model/export/extrap_jsonl.h"

namespace scalescope::model {

namespace {

std::string baseName(std::string_view path) {
  const auto slash = path.find_last_of("/\\");
  return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

std::string extension(std::string_view path) {
  const std::string base = baseName(path);
  const auto dot = base.rfind('.');
  return dot == std::string::npos ? std::string() : lowerCase(base.substr(dot));
}

bool isLetter(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}
bool isDigit(char c) {
  return c >= '0' && c <= '9';
}

/// The format of a JSON text from its keys; Unknown when none fits.
DataFormat jsonFormat(const std::vector<JsonValue>& values) {
  const JsonValue& first = values.front();
  if (!first.isObject()) return DataFormat::Unknown;
  const bool allHave = [&] {
    for (const auto& v : values)
      if (!v.isObject()) return false;
    return true;
  }();
  if (first.find("params") && first.find("value") && allHave) return DataFormat::ExtrapJsonLines;
  if (first.find("execution_time") && allHave) return DataFormat::AmdahlTerse;
  if (values.size() > 1) return DataFormat::Unknown;
  if (first.find("benchmarks")) return DataFormat::GoogleBenchmark;
  if (first.find("results")) return DataFormat::Hyperfine;
  if (first.find("measurements") && first.find("parameters")) return DataFormat::ExtrapJson;
  return DataFormat::Unknown;
}

/// For JSON that does not parse: the reader whose keys appear, so that its syntax error is shown.
DataFormat guessBrokenJson(std::string_view text, const std::string& ext) {
  const std::string_view head = text.substr(0, 8192);
  const auto has = [&](std::string_view key) { return head.find(key) != std::string_view::npos; };
  if (ext == ".jsonl" || has("\"params\"")) return DataFormat::ExtrapJsonLines;
  if (has("\"benchmarks\"")) return DataFormat::GoogleBenchmark;
  if (has("\"results\"")) return DataFormat::Hyperfine;
  if (has("\"execution_time\"") || has("\"nproc\"")) return DataFormat::AmdahlTerse;
  if (has("\"measurements\"")) return DataFormat::ExtrapJson;
  return ext == ".json" ? DataFormat::ExtrapJson : DataFormat::Unknown;
}

bool hasStatisticSuffix(std::string_view header) {
  std::string h = lowerCase(trimmed(header));
  if (const auto open = h.find('['); open != std::string::npos) h.resize(open);
  for (std::string_view s : {"_avg", "_std", "_min", "_max", "_cnt", "_sum", "_first", "_last"})
    if (h.size() > s.size() && h.compare(h.size() - s.size(), s.size(), s) == 0) return true;
  return false;
}

}  // namespace

std::string formatName(DataFormat format) {
  switch (format) {
    case DataFormat::ScaleScopeCsv:
      return "ScaleScope CSV";
    case DataFormat::ExtrapText:
      return "Extra-P text";
    case DataFormat::ExtrapJson:
      return "Extra-P JSON";
    case DataFormat::ExtrapJsonLines:
      return "Extra-P JSON Lines";
    case DataFormat::GoogleBenchmark:
      return "Google Benchmark JSON";
    case DataFormat::Hyperfine:
      return "hyperfine JSON";
    case DataFormat::OsuLatency:
      return "OSU micro-benchmarks";
    case DataFormat::Imb:
      return "Intel MPI Benchmarks";
    case DataFormat::JubeCsv:
      return "JUBE result table";
    case DataFormat::ReframePerflog:
      return "ReFrame perflog";
    case DataFormat::AmdahlTerse:
      return "amdahl --terse JSON";
    case DataFormat::Unknown:
      break;
  }
  return "unknown format";
}

std::optional<double> secondsPerUnit(std::string_view unit) {
  struct Unit {
    std::string_view name;
    double seconds;
  };
  static constexpr Unit kUnits[] = {
      {"ns", 1e-9},   {"nsec", 1e-9},      {"nanoseconds", 1e-9},  {"us", 1e-6},
      {"usec", 1e-6}, {"\xC2\xB5s", 1e-6}, {"\xCE\xBCs", 1e-6},    {"microseconds", 1e-6},
      {"ms", 1e-3},   {"msec", 1e-3},      {"milliseconds", 1e-3}, {"s", 1.0},
      {"sec", 1.0},   {"secs", 1.0},       {"second", 1.0},        {"seconds", 1.0},
      {"min", 60.0},  {"mins", 60.0},      {"minutes", 60.0}};
  const std::string u = lowerCase(trimmed(unit));
  for (const auto& k : kUnits)
    if (u == k.name) return k.seconds;
  return std::nullopt;
}

bool isPointToPointName(std::string_view benchmark) {
  const std::string b = lowerCase(benchmark);
  if (b.find("pingpong") != std::string::npos || b.find("pingping") != std::string::npos)
    return true;
  for (std::string_view collective : {"reduce", "bcast", "broadcast", "barrier", "gather",
                                      "scatter", "alltoall", "scan", "neighbor", "exchange"})
    if (b.find(collective) != std::string::npos) return false;
  return b.find("latency") != std::string::npos;
}

std::optional<double> processCountFromName(std::string_view fileName) {
  const std::string name = lowerCase(baseName(fileName));
  static constexpr std::string_view kBefore[] = {"np",    "n",     "p",      "procs",    "nprocs",
                                                 "ranks", "tasks", "ntasks", "processes"};
  // At most 12 digits: larger counts are no process count (and would not fit a double exactly).
  const auto number = [&](std::size_t from, std::size_t to) -> std::optional<double> {
    if (to - from > 12) return std::nullopt;
    return *parseNumberField(name.substr(from, to - from), false);
  };
  static constexpr std::string_view kAfter[] = {"procs", "ranks", "processes", "np", "p", "tasks"};
  for (std::size_t i = 0; i < name.size(); ++i) {
    // A word of letters starting at i, preceded by a non-letter, followed by digits.
    if (!isLetter(name[i]) || (i > 0 && isLetter(name[i - 1]))) continue;
    std::size_t end = i;
    while (end < name.size() && isLetter(name[end])) ++end;
    const std::string_view word(name.data() + i, end - i);
    std::size_t digits = end;
    if (digits < name.size() &&
        (name[digits] == '_' || name[digits] == '=' || name[digits] == '-' || name[digits] == ':'))
      ++digits;
    std::size_t stop = digits;
    while (stop < name.size() && isDigit(name[stop])) ++stop;
    if (stop > digits && (stop == name.size() || !isLetter(name[stop])) &&
        std::find(std::begin(kBefore), std::end(kBefore), word) != std::end(kBefore))
      return number(digits, stop);
  }
  for (std::size_t i = 0; i < name.size(); ++i) {
    // Digits preceded by a non-digit, followed by one of kAfter and then a non-letter.
    if (!isDigit(name[i]) || (i > 0 && (isDigit(name[i - 1]) || name[i - 1] == '.'))) continue;
    std::size_t end = i;
    while (end < name.size() && isDigit(name[end])) ++end;
    std::size_t word = end;
    if (word < name.size() && (name[word] == '_' || name[word] == '-')) ++word;
    std::size_t stop = word;
    while (stop < name.size() && isLetter(name[stop])) ++stop;
    const std::string_view w(name.data() + word, stop - word);
    if (!w.empty() && std::find(std::begin(kAfter), std::end(kAfter), w) != std::end(kAfter))
      return number(i, end);
  }
  return std::nullopt;
}

DataFormat recogniseFormat(std::string_view fileName, std::string_view text) {
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  const std::string ext = extension(fileName);
  const auto start = text.find_first_not_of(" \t\r\n");
  if (start == std::string_view::npos)
    return ext == ".csv" || ext.empty() ? DataFormat::ScaleScopeCsv : DataFormat::Unknown;
  if (text[start] == '{' || text[start] == '[') {
    // JSON Lines: the first line alone is a record with "params".
    const auto firstEnd = text.find_first_of("\r\n", start);
    const auto firstLine = text.substr(
        start, firstEnd == std::string_view::npos ? std::string_view::npos : firstEnd - start);
    if (auto record = parseJsonLine(firstLine, "", 1);
        record && record->isObject() && record->find("params"))
      return DataFormat::ExtrapJsonLines;
    auto values = parseJsonValues(text, std::string(fileName));
    if (!values) return guessBrokenJson(text, ext);
    const DataFormat f = jsonFormat(*values);
    return f != DataFormat::Unknown ? f : ext == ".jsonl" ? DataFormat::ExtrapJsonLines : f;
  }
  // Text: look at the lines that are not comments or blank, and at the comment headers.
  std::string_view firstContent;
  bool osu = false, imb = false;
  std::size_t pos = 0;
  for (int scanned = 0; pos < text.size() && scanned < 400; ++scanned) {
    auto end = text.find_first_of("\r\n", pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view line = trimmed(text.substr(pos, end - pos));
    pos = end + 1;
    if (line.empty()) continue;
    if (line.front() == '#') {
      const std::string lower = lowerCase(line);
      osu = osu || lower.rfind("# osu ", 0) == 0;
      imb = imb || lower.find("intel(r) mpi benchmarks") != std::string::npos ||
            lower.rfind("# benchmarking ", 0) == 0;
      continue;
    }
    if (firstContent.empty()) firstContent = line;
  }
  if (osu) return DataFormat::OsuLatency;
  if (imb) return DataFormat::Imb;
  const auto words = splitWords(firstContent);
  if (!words.empty() && (words[0].text == "PARAMETER" || words[0].text == "POINTS"))
    return DataFormat::ExtrapText;
  if (firstContent.find('|') != std::string_view::npos ||
      (ext == ".log" && firstContent.find(',') != std::string_view::npos)) {
    const char sep = firstContent.find('|') != std::string_view::npos ? '|' : ',';
    for (const auto& f : splitFields(firstContent, sep))
      if (f.text == "job_completion_time" || f.text == "num_tasks" || f.text == "perf_value")
        return DataFormat::ReframePerflog;
  }
  // A CSV: JUBE when its columns carry JUBE's statistic suffixes and none of ScaleScope's
  // measured columns.
  if (auto table = parseCsvText(text, std::string(fileName))) {
    bool statistics = false, ours = false;
    for (const auto& h : table->header()) {
      statistics = statistics || hasStatisticSuffix(h);
      for (std::string_view mine : {"time_s", "time", "seconds", "time_ms", "elapsed_time",
                                    "wall_time", "speedup", "efficiency", "rmax", "rmax_tflops"})
        ours = ours || equalsIgnoringCase(h, mine);
    }
    if (statistics && !ours) return DataFormat::JubeCsv;
  }
  return DataFormat::ScaleScopeCsv;
}

namespace {

Result<ImportedFile> readAs(DataFormat format, std::string_view text, const std::string& name) {
  switch (format) {
    case DataFormat::ScaleScopeCsv: {
      auto set = readMeasurementsText(text, name);
      if (!set) return Result<ImportedFile>::failure(set.error());
      return importedFromMeasurements(*set);
    }
    case DataFormat::ExtrapText:
      return readExtrapText(text, name);
    case DataFormat::ExtrapJson:
      return readExtrapJson(text, name);
    case DataFormat::ExtrapJsonLines:
      return readExtrapJsonLines(text, name);
    case DataFormat::GoogleBenchmark:
      return readGoogleBenchmark(text, name);
    case DataFormat::Hyperfine:
      return readHyperfine(text, name);
    case DataFormat::OsuLatency:
      return readOsuLatency(text, name);
    case DataFormat::Imb:
      return readImb(text, name);
    case DataFormat::JubeCsv:
      return readJubeCsv(text, name);
    case DataFormat::ReframePerflog:
      return readReframePerflog(text, name);
    case DataFormat::AmdahlTerse:
      return readAmdahlTerse(text, name);
    case DataFormat::Unknown:
      break;
  }
  return Result<ImportedFile>::failure(
      locatedMessage(name, 1, 1,
                     "expected a measurement file ScaleScope reads: its CSV, Extra-P text, JSON "
                     "or JSON Lines, Google Benchmark JSON, hyperfine JSON, OSU or IMB output, "
                     "a JUBE csv result, a ReFrame perflog or amdahl --terse JSON"));
}

}  // namespace

Result<ImportedFile> readImported(DataFormat format, std::string_view text,
                                  const std::string& name) {
  auto r = readAs(format, text, name);
  if (!r) return Result<ImportedFile>::failure(oneLine(r.error()));
  for (auto& w : r.value().warnings) w = oneLine(std::move(w));
  return r;
}

Result<ImportedFile> readMeasurementFile(const std::string& path) {
  auto text = readTextFile(path, kMaxDataFileBytes, "a measurement file");
  if (!text) return Result<ImportedFile>::failure(text.error());
  return readImported(recogniseFormat(path, *text), *text, path);
}

}  // namespace scalescope::model
