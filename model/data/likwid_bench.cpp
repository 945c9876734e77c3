// likwid-bench's text output (LIKWID 4 and 5; its wiki page "Likwid Bench" and man page, and
// what bench/likwid-bench.c prints): each run starts with a banner
//   LIKWID MICRO BENCHMARK
//   Test: copy
//   Using 1 work groups
//   Using 4 threads
// between lines of dashes, and ends with "Key:<tabs>value" lines: Cycles, CPU Clock, Cycle Clock,
// Time (… sec), Iterations, Iterations per thread, Inner loop executions, Size (Byte), Size per
// thread, Number of Flops, MFlops/s, Data volume (Byte), MByte/s, Cycles per update, ... A
// sweep over threads is several runs appended to one file (or one file per run in a folder).
//
// A run is one point of the series of its test: N is the thread count, the measure the
// bandwidth MByte/s (10⁶ bytes per second). ScaleScope's series are times, so the time kept is
// that of one pass over the working set at that bandwidth, Size (Byte) / bandwidth: with the
// working set fixed, its speed-up over N is the bandwidth's. The bandwidth itself is kept too
// (MeasuredPoint::bandwidthBytesPerSecond).
//
// The same runs are a machine's measured roofs (LikwidBenchFile::roofs): a memory roof per test
// and working set, the best bandwidth over the thread counts (copy on 20 kB is L1, on 1 GB
// main memory), and a compute roof per peakflops test, its best MFlops/s.
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "model/data/csv_table.h"
#include "model/data/measured_roofs.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

constexpr std::string_view kBanner = "LIKWID MICRO BENCHMARK";

/// One run as the file gives it; a value's line and column are kept for messages.
struct Run {
  int line = 0;  ///< of the banner
  std::string test;
  std::optional<double> threads, sizeBytes, sizePerThread, megabytesPerSecond;
  std::optional<double> megaflopsPerSecond;  ///< MFlops/s, 0 for tests that do no arithmetic
  int flopsLine = 0, flopsColumn = 0;
  int valueLine = 0, valueColumn = 0;  ///< of MByte/s
};

/// "Key:<blanks>value" → key and the value's offset in the line; nullopt for other lines.
struct KeyValue {
  std::string_view key, value;
  std::size_t offset = 0;
};
std::optional<KeyValue> keyValue(std::string_view line) {
  const auto colon = line.find(':');
  if (colon == std::string_view::npos) return std::nullopt;
  KeyValue kv;
  kv.key = trimmed(line.substr(0, colon));
  kv.offset = line.find_first_not_of(" \t", colon + 1);
  if (kv.offset == std::string_view::npos) kv.offset = line.size();
  kv.value = trimmed(line.substr(kv.offset));
  return kv;
}

class LikwidReader {
 public:
  explicit LikwidReader(const std::string& name) : m_name(name) {}

  /// The file's runs, or the first problem.
  Result<std::vector<Run>> runs(const std::vector<TextLine>& lines) {
    using RR = Result<std::vector<Run>>;
    std::vector<Run> runs;
    for (const auto& line : lines) {
      const std::string_view text = trimmed(line.text);
      if (text == kBanner) {
        if (!runs.empty())
          if (auto e = complete(runs.back())) return RR::failure(*e);
        runs.push_back({});
        runs.back().line = line.number;
        continue;
      }
      if (runs.empty()) continue;  // what a job script prints before the first run
      if (auto e = readLine(line, &runs.back())) return RR::failure(*e);
    }
    if (runs.empty())
      return RR::failure(locatedText(
          m_name, 1, 1,
          readerText(SCALESCOPE_TR_NOOP("Reader",
                                        "expected likwid-bench output: a line %1 before each run, "
                                        "found none"),
                     {"\"" + std::string(kBanner) + "\""})));
    if (auto e = complete(runs.back())) return RR::failure(*e);
    // A run without a "Test:" line (a trimmed log) is named after the tool.
    for (Run& run : runs)
      if (run.test.empty()) run.test = "likwid-bench";
    return runs;
  }

 private:
  const std::string& m_name;

  MarkedText at(const TextLine& line, std::size_t offset, MarkedText what) const {
    return locatedText(m_name, line.number, characterColumn(line.text, offset), std::move(what));
  }

  /// The number after "Key:", or why it is none; `whole` asks for a whole number ≥ 1, else a
  /// positive one. (The keys are likwid-bench's own: not translated.)
  std::optional<MarkedText> number(const TextLine& line, const KeyValue& kv, bool whole,
                                   std::optional<double>* out) const {
    const auto v = parseNumberField(kv.value, false);
    const std::string key(kv.key);
    if (!v)
      return at(line, kv.offset,
                readerText(SCALESCOPE_TR_NOOP("Reader", "%1: %2"), {key, v.errorText()}));
    if (whole && (*v < 1 || *v > 1e12 || *v != std::floor(*v)))
      return at(line, kv.offset,
                readerText(SCALESCOPE_TR_NOOP(
                               "Reader", "%1: expected a whole number from 1 to 1e12, found %2"),
                           {key, formatForMessage(*v)}));
    if (!whole && !(*v > 0))
      return at(line, kv.offset,
                readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a positive number, found %2"),
                           {key, formatForMessage(*v)}));
    *out = *v;
    return std::nullopt;
  }

  std::optional<MarkedText> readLine(const TextLine& line, Run* run) const {
    const std::string_view text = line.text;
    const std::string_view t = trimmed(text);
    if (t.rfind("Test:", 0) == 0) {
      run->test = std::string(trimmed(t.substr(5)));
      return std::nullopt;
    }
    // "Using 4 threads" ("Using 1 work groups" is the other "Using" line).
    if (t.rfind("Using ", 0) == 0 && t.size() > 8 && t.substr(t.size() - 8) == " threads") {
      const std::size_t at = text.find_first_not_of(" \t", text.find("Using ") + 6);
      const KeyValue kv{"threads", trimmed(t.substr(6, t.size() - 14)), at};
      return number(line, kv, true, &run->threads);
    }
    const auto kv = keyValue(text);
    if (!kv) return std::nullopt;
    if (kv->key == "Size (Byte)") return number(line, *kv, false, &run->sizeBytes);
    if (kv->key == "Size per thread") return number(line, *kv, false, &run->sizePerThread);
    if (kv->key == "MFlops/s") {
      const auto v = parseNumberField(kv->value, false);
      if (!v)
        return at(line, kv->offset,
                  readerText(SCALESCOPE_TR_NOOP("Reader", "%1: %2"), {"MFlops/s", v.errorText()}));
      if (!(*v >= 0 && *v <= 1e15))
        return at(line, kv->offset,
                  readerText(SCALESCOPE_TR_NOOP("Reader",
                                                "%1: expected a number from 0 to 1e15, found %2"),
                             {"MFlops/s", formatForMessage(*v)}));
      run->megaflopsPerSecond = *v;
      run->flopsLine = line.number;
      run->flopsColumn = characterColumn(text, kv->offset);
      return std::nullopt;
    }
    if (kv->key == "MByte/s") {
      run->valueLine = line.number;
      run->valueColumn = characterColumn(text, kv->offset);
      return number(line, *kv, false, &run->megabytesPerSecond);
    }
    return std::nullopt;
  }

  std::optional<MarkedText> complete(const Run& run) const {
    // `what`: a line of likwid-bench's output (not translated), or a phrase marked "Reader"
    const auto missing = [&](MarkedArg what) {
      return locatedText(
          m_name, run.line, 1,
          readerText(SCALESCOPE_TR_NOOP("Reader", "expected %1 in the run that starts here"),
                     {std::move(what)}));
    };
    if (!run.threads) return missing("\"Using N threads\"");
    if (!run.sizeBytes) return missing("\"Size (Byte):\"");
    if (!run.megabytesPerSecond)
      return missing(readerText(SCALESCOPE_TR_NOOP("Reader", "its result \"MByte/s:\"")));
    const double seconds = *run.sizeBytes / (*run.megabytesPerSecond * 1e6);
    if (!(seconds >= 1e-15 && seconds <= 1e15))
      return locatedText(m_name, run.valueLine, run.valueColumn,
                         readerText(SCALESCOPE_TR_NOOP("Reader",
                                                       "MByte/s: expected a bandwidth that moves "
                                                       "the working set in 1e-15 to 1e15 s, found "
                                                       "%1 MByte/s for %2 bytes"),
                                    {formatForMessage(*run.megabytesPerSecond),
                                     formatForMessage(*run.sizeBytes)}));
    return std::nullopt;
  }
};

/// The runs as measured series: one per test.
ImportedFile seriesOf(const std::vector<Run>& runs, const std::string& name) {
  // The runs of each test, in the order the tests first appear.
  std::vector<std::pair<std::string, std::vector<const Run*>>> tests;
  for (const Run& run : runs) {
    auto it = std::find_if(tests.begin(), tests.end(),
                           [&](const auto& t) { return t.first == run.test; });
    if (it == tests.end()) it = tests.insert(tests.end(), {run.test, {}});
    it->second.push_back(&run);
  }
  ImportedFile file;
  file.sourceName = name;
  file.provenance.tool = "likwid-bench";
  for (const auto& [test, testRuns] : tests) {
    ImportedSeries s;
    s.name = test;
    // The working set is the other parameter: a cache sweep at one thread count varies it.
    s.parameters = {"threads", "working_set_bytes"};
    s.unit = "threads";
    s.note = readerText(
        SCALESCOPE_TR_NOOP("Reader",
                           "time = working set / bandwidth (MByte/s): one pass over the data, so "
                           "that the speed-up over N is the bandwidth's"));
    // Strong scaling when every run moves the same working set, weak when every thread has the
    // same share of it and the whole grows with N.
    const Run& first = *testRuns.front();
    bool sameTotal = true, samePerThread = first.sizePerThread.has_value(), oneN = true;
    for (const Run* run : testRuns) {
      sameTotal = sameTotal && *run->sizeBytes == *first.sizeBytes;
      samePerThread = samePerThread && run->sizePerThread == first.sizePerThread;
      oneN = oneN && *run->threads == *first.threads;
    }
    const char* scaling = oneN ? "" : sameTotal ? "strong" : samePerThread ? "weak" : "";
    for (const Run* run : testRuns) {
      ImportedRun r;
      r.coordinates = {*run->threads, *run->sizeBytes};
      const double bytesPerSecond = *run->megabytesPerSecond * 1e6;
      r.point.timeSeconds = *run->sizeBytes / bytesPerSecond;
      r.point.bandwidthBytesPerSecond = bytesPerSecond;
      r.point.scaling = scaling;
      r.point.line = run->valueLine;
      r.column = run->valueColumn;
      s.runs.push_back(std::move(r));
    }
    file.series.push_back(std::move(s));
  }
  return file;
}

/// "20 kB", "1 GB": a working set in the SI prefixes likwid-bench's -w takes.
std::string sizeText(double bytes) {
  static const char* const units[] = {"B", "kB", "MB", "GB", "TB"};
  int k = 0;
  while (bytes >= 1000 && k < 4) {
    bytes /= 1000;
    ++k;
  }
  return formatForMessage(bytes) + " " + units[k];
}

/// The runs as a machine's roofs (see readLikwidBench); nothing without a bandwidth.
std::optional<MeasuredRoofSet> roofsOf(const std::vector<Run>& runs, const std::string& name) {
  // A test run on several working sets names each roof with its size ("copy 20 kB").
  std::map<std::string, std::set<double>> sizes;
  for (const Run& run : runs) sizes[run.test].insert(*run.sizeBytes);
  std::vector<MeasuredRoof> compute, memory;
  const auto keepBest = [](std::vector<MeasuredRoof>* roofs, MeasuredRoof roof) {
    for (MeasuredRoof& r : *roofs)
      if (r.name == roof.name) {
        if (roof.value > r.value) r = std::move(roof);
        return;
      }
    roofs->push_back(std::move(roof));
  };
  for (const Run& run : runs) {
    if (run.test.rfind("peakflops", 0) == 0) {
      if (run.megaflopsPerSecond && *run.megaflopsPerSecond > 0)
        keepBest(&compute, {run.test, true, *run.megaflopsPerSecond * 1e6, 0, run.flopsLine,
                            run.flopsColumn});
      continue;
    }
    const std::string roofName =
        sizes[run.test].size() > 1 ? run.test + " " + sizeText(*run.sizeBytes) : run.test;
    keepBest(&memory,
             {roofName, false, *run.megabytesPerSecond * 1e6, 0, run.valueLine, run.valueColumn});
  }
  // Without a bandwidth there is no roofline to draw: the runs stay a measured series.
  if (memory.empty()) return std::nullopt;
  MeasuredRoofSet set;
  set.machine = fileBaseName(name);
  set.tool = "likwid-bench";
  set.source = name;
  set.roofs = std::move(compute);
  set.roofs.insert(set.roofs.end(), memory.begin(), memory.end());
  return set;
}

}  // namespace

Result<LikwidBenchFile> readLikwidBench(std::string_view text, const std::string& name) {
  using RR = Result<LikwidBenchFile>;
  auto lines = splitTextLines(text, name);
  if (!lines) return RR::failure(lines.errorText());
  LikwidReader reader(name);
  auto runs = reader.runs(*lines);
  if (!runs) return RR::failure(runs.errorText());
  return LikwidBenchFile{seriesOf(*runs, name), roofsOf(*runs, name)};
}

int sniffLikwidBench(const FileSniff& file) {
  // The banner likwid-bench prints before every run.
  for (std::string_view line : file.lines())
    if (line == kBanner) return 97;
  return kNotMine;
}

}  // namespace scalescope::model
