// The format registry's rows, and recognition and reading through them (formats.h).
#include <algorithm>

#include "model/data/csv_table.h"
#include "model/data/foreign_formats.h"
#include "model/data/formats.h"
#include "model/data/probe_results.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using FileResult = Result<DataFile>;

/// Another tool's output, read, as what a row's read function returns.
FileResult asMeasured(Result<ImportedFile> file) {
  if (!file) return FileResult::failure(file.errorText());
  DataFile data;
  data.measured = std::move(file.value());
  return data;
}

/// A reader of other tools' output as a row's read function.
template <Result<ImportedFile> (*Read)(std::string_view, const std::string&)>
FileResult measured(std::string_view text, const std::string& name, const ReadOptions&) {
  return asMeasured(Read(text, name));
}

FileResult scaleScopeCsv(std::string_view text, const std::string& name,
                         const ReadOptions& options) {
  auto table = parseCsvRows(text, name);  // values of the rows above a short row come first
  if (!table) return FileResult::failure(table.errorText());
  auto set = measurementsFromTable(*table, options.columns);
  if (!set) return FileResult::failure(set.errorText());
  // The probe's provenance header: the CSV reader skipped it as comments.
  if (set->provenance.empty()) set.value().provenance = probeProvenance(text);
  DataFile data;
  data.measured = importedFromMeasurements(*set);
  data.table = std::move(set.value());
  return data;
}

/// An MLPerf log with its system description (the row's companion file).
FileResult mlperf(std::string_view text, const std::string& name, const ReadOptions& options) {
  return asMeasured(readMlperfResult(text, name, options.companion, options.companionName));
}

FileResult top500(std::string_view text, const std::string& name, const ReadOptions&) {
  auto rows = readTop500Text(text, name);
  if (!rows) return FileResult::failure(rows.errorText());
  DataFile data;
  data.top500 = std::move(rows.value());
  return data;
}

FileResult hplMxp(std::string_view text, const std::string& name, const ReadOptions&) {
  auto rows = readHplMxpText(text, name);
  if (!rows) return FileResult::failure(rows.errorText());
  DataFile data;
  data.hplMxp = std::move(rows.value());
  return data;
}

FileResult kernels(std::string_view text, const std::string& name, const ReadOptions&) {
  auto rows = readRooflineKernels(text, name);
  if (!rows) return FileResult::failure(rows.errorText());
  DataFile data;
  data.kernels = std::move(rows.value());
  return data;
}

FileResult likwid(std::string_view text, const std::string& name, const ReadOptions&) {
  // The runs are a measured series and, where they measured a bandwidth, a machine's roofs.
  auto file = readLikwidBench(text, name);
  if (!file) return FileResult::failure(file.errorText());
  DataFile data;
  data.measured = std::move(file.value().series);
  data.roofs = std::move(file.value().roofs);
  return data;
}

FileResult ertRoofs(std::string_view text, const std::string& name, const ReadOptions&) {
  auto roofs = readErtRoofline(text, name);
  if (!roofs) return FileResult::failure(roofs.errorText());
  DataFile data;
  data.roofs = std::move(roofs.value());
  return data;
}

}  // namespace

const std::vector<FormatReader>& formatReaders() {
  // id, name, extensions, sniff, read. Lists show the rows in this order; recognition does not
  // depend on it (the sniffs' scores decide).
  static const std::vector<FormatReader> kRows = {
      {"scalescope_csv", "ScaleScope CSV", {".csv", ".tsv"}, sniffScaleScopeCsv, scaleScopeCsv},
      {"extrap_text", "Extra-P text", {".txt"}, sniffExtrapText, measured<readExtrapText>},
      {"extrap_json", "Extra-P JSON", {".json"}, sniffExtrapJson, measured<readExtrapJson>},
      {"extrap_json_lines",
       "Extra-P JSON Lines",
       {".jsonl"},
       sniffExtrapJsonLines,
       measured<readExtrapJsonLines>},
      {"google_benchmark",
       "Google Benchmark JSON",
       {".json"},
       sniffGoogleBenchmark,
       measured<readGoogleBenchmark>},
      {"hyperfine", "hyperfine JSON", {".json"}, sniffHyperfine, measured<readHyperfine>},
      {"osu_latency",
       "OSU micro-benchmarks",
       {".txt", ".out"},
       sniffOsuLatency,
       measured<readOsuLatency>},
      {"imb", "Intel MPI Benchmarks", {".txt", ".out"}, sniffImb, measured<readImb>},
      {"jube_csv", "JUBE result table", {".csv"}, sniffJubeCsv, measured<readJubeCsv>},
      {"reframe_perflog",
       "ReFrame perflog",
       {".log"},
       sniffReframePerflog,
       measured<readReframePerflog>},
      {"amdahl_terse",
       "amdahl --terse JSON",
       {".json"},
       sniffAmdahlTerse,
       measured<readAmdahlTerse>},
      {"likwid_bench", "likwid-bench output", {".txt", ".out"}, sniffLikwidBench, likwid},
      {"mlperf_result",
       "MLPerf Training result",
       {".txt", ".log"},
       sniffMlperfResult,
       mlperf,
       mlperfSystemPath},
      {"top500", "TOP500 table", {".csv"}, sniffTop500, top500},
      {"hpl_mxp", "HPL-MxP table", {".csv"}, sniffHplMxp, hplMxp},
      {"roofline_kernels", "Roofline kernel table", {".csv"}, sniffRooflineKernels, kernels},
      {"ert_roofline", "ERT roofline.json", {".json"}, sniffErtRoofline, ertRoofs},
  };
  return kRows;
}

const FormatReader* findFormat(std::string_view id) {
  for (const auto& f : formatReaders())
    if (f.id == id) return &f;
  return nullptr;
}

std::string formatName(std::string_view id) {
  const FormatReader* f = findFormat(id);
  return f ? f->name : "unknown format";
}

Recognition recognise(std::string_view fileName, std::string_view text) {
  const FileSniff sniff(fileName, text);
  Recognition best;
  for (const auto& f : formatReaders()) {
    const int score = f.sniff(sniff);
    if (score > best.score) best = {&f, score};
  }
  return best;
}

bool takenInFolder(const Recognition& recognition, std::string_view fileName) {
  if (!recognition.format) return false;
  if (recognition.score > kFallback) return true;
  const auto& ext = recognition.format->extensions;
  return std::find(ext.begin(), ext.end(), fileExtension(fileName)) != ext.end();
}

MarkedText unrecognisedMessage(const std::string& name) {
  std::string names;
  for (const auto& f : formatReaders()) appendJoined(names, ", ", f.name);
  return locatedText(
      name, 1, 1,
      readerText(SCALESCOPE_TR_NOOP("Reader", "expected a measurement file ScaleScope reads: %1"),
                 {names}));
}

Result<DataFile> readData(const FormatReader* format, std::string_view text,
                          const std::string& name, const ReadOptions& options) {
  // A known tool's output in a form no reader takes gets a pointed message where the reader
  // (or every reader) refuses it, not a CSV parser's complaint.
  const auto refused = [&](MarkedText error) {
    auto hint = foreignFormatText(text);
    return FileResult::failure(hint ? fileText(name, std::move(*hint)) : oneLine(std::move(error)));
  };
  if (!format) return refused(unrecognisedMessage(name));
  auto r = format->read(text, name, options);
  if (!r) return refused(r.errorText());
  if (auto& m = r.value().measured) {
    m->format = format->name;
    for (auto& w : m->warnings) w = oneLine(std::move(w));
  }
  return r;
}

void readCompanion(const FormatReader& format, const std::string& path, ReadOptions* options) {
  if (!format.companionPath) return;
  options->companionName = format.companionPath(path);
  if (options->companionName.empty()) return;
  // A system description is a page of JSON: a megabyte is plenty.
  if (auto text = readTextFile(options->companionName, std::size_t{1} << 20,
                               SCALESCOPE_TR_NOOP("Reader", "a system description")))
    options->companion = std::move(*text);
}

Result<ImportedFile> readImported(std::string_view id, std::string_view text,
                                  const std::string& name, const ReadOptions& options) {
  using RI = Result<ImportedFile>;
  auto data = readData(findFormat(id), text, name, options);
  if (!data) return RI::failure(data.errorText());
  if (!data->measured)
    return RI::failure(fileText(
        name,
        readerText(SCALESCOPE_TR_NOOP("Reader", "holds no measurements to import (its format: %1)"),
                   {formatName(id)})));
  return std::move(data.value().measured.value());
}

Result<ImportedFile> readMeasurementFile(const std::string& path) {
  auto text =
      readTextFile(path, kMaxDataFileBytes, SCALESCOPE_TR_NOOP("Reader", "a measurement file"));
  if (!text) return Result<ImportedFile>::failure(text.errorText());
  const Recognition found = recognise(path, *text);
  ReadOptions options;
  if (found.format) readCompanion(*found.format, path, &options);
  return readImported(found.format ? found.format->id : std::string(), *text, path, options);
}

}  // namespace scalescope::model
