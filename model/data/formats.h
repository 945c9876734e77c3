#pragma once
// The measurement formats ScaleScope reads besides its own CSV, each from the tool's own
// documentation, and the one recogniser that picks the reader of a file from its content and
// its name. One reader per file in model/data/ (extrap_text.cpp, google_benchmark.cpp, ...);
// the Extra-P JSON Lines reader lives with its writer in model/export/extrap_jsonl.cpp.
//
// Every reader gives an ImportedFile (model/data/imported.h): the file's series with every
// repetition as its own run, times in seconds, the parameters that may be N, what the file
// says about scaling, and its provenance. Bad input gives one message "FILE:LINE:COLUMN: what
// was expected" and no half-read file.

#include <optional>
#include <string>
#include <string_view>

#include "model/core/result.h"
#include "model/data/imported.h"

namespace scalescope::model {

enum class DataFormat {
  ScaleScopeCsv,    ///< ScaleScope's measurement CSV (and TOP500 / HPL-MxP tables)
  ExtrapText,       ///< Extra-P text: PARAMETER, POINTS, REGION, METRIC, DATA lines
  ExtrapJson,       ///< Extra-P JSON: "parameters" and "measurements" by call path and metric
  ExtrapJsonLines,  ///< Extra-P JSON Lines: {"params": {...}, "value": ..., ...} per line
  GoogleBenchmark,  ///< --benchmark_format=json
  Hyperfine,        ///< hyperfine --export-json
  OsuLatency,       ///< OSU micro-benchmarks text output (osu_latency, osu_allreduce, ...)
  Imb,              ///< Intel MPI Benchmarks text output (IMB-MPI1 ...)
  JubeCsv,          ///< JUBE result table, csv style (statistic suffixes _avg, _std, ...)
  ReframePerflog,   ///< ReFrame performance log (header line, '|' or ',' separated)
  AmdahlTerse,      ///< HPC Carpentry's amdahl --terse JSON
  Unknown
};

/// A person's name of a format: "Extra-P text", "Google Benchmark JSON", ...
std::string formatName(DataFormat format);

/// The format of a file from its text and name. Content decides (JSON keys, the first
/// keyword or header line); the extension only breaks ties (".jsonl" is JSON Lines, ".log"
/// with '|' fields a perflog). Unknown when no reader claims the text.
DataFormat recogniseFormat(std::string_view fileName, std::string_view text);

/// Reads `text` as `format`; `name` stands for the file in messages and as the source.
/// ScaleScopeCsv reads a measurement CSV (readMeasurementsText) as an ImportedFile.
Result<ImportedFile> readImported(DataFormat format, std::string_view text,
                                  const std::string& name);

/// Reads a file (size limit as for CSV), recognises its format and reads it. Unknown formats
/// are refused with a message that lists what is read.
Result<ImportedFile> readMeasurementFile(const std::string& path);

/// Seconds per unit for the time units the tools write: "ns", "us", "µs", "usec", "ms", "s",
/// "sec", "seconds", "min" (case-insensitive); nullopt for anything else (GB/s, flop/s).
std::optional<double> secondsPerUnit(std::string_view unit);

/// True for a point-to-point latency benchmark (two processes, one message at a time: OSU's
/// osu_latency, IMB's PingPong and PingPing), false for collectives (allreduce, bcast, ...),
/// from its name as the readers give it ("MPI Latency", "PingPong", "MPI Allreduce Latency").
bool isPointToPointName(std::string_view benchmark);

/// Process counts written into file names: "osu_allreduce_np16.txt", "amdahl_np4.json",
/// "run-n8.log", "bcast_16procs.txt", "ranks=32" → the number; nullopt when none.
std::optional<double> processCountFromName(std::string_view fileName);

// The readers, one per format (see DataFormat). Each is fuzzed (tests/fuzz/fuzz_formats.cpp).
Result<ImportedFile> readExtrapText(std::string_view text, const std::string& name);
Result<ImportedFile> readExtrapJson(std::string_view text, const std::string& name);
Result<ImportedFile> readGoogleBenchmark(std::string_view text, const std::string& name);
Result<ImportedFile> readHyperfine(std::string_view text, const std::string& name);
Result<ImportedFile> readOsuLatency(std::string_view text, const std::string& name);
Result<ImportedFile> readImb(std::string_view text, const std::string& name);
Result<ImportedFile> readJubeCsv(std::string_view text, const std::string& name);
Result<ImportedFile> readReframePerflog(std::string_view text, const std::string& name);
Result<ImportedFile> readAmdahlTerse(std::string_view text, const std::string& name);

}  // namespace scalescope::model
