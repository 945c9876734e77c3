#pragma once
// The readers of other tools' output, one file each in model/data/ (extrap_text.cpp, ...), each
// from the tool's own documentation, and what they share. Each reader comes with its sniff,
// and both are a row of the format registry (format_registry.cpp, formats.h), which is how the
// rest of the program reaches them.
//
// Every reader gives an ImportedFile (model/data/imported.h): the file's series with every
// repetition as its own run, times in seconds, the parameters that may be N, what the file says
// about scaling, and its provenance; its format is filled in by the registry. Bad input gives
// one message "NAME:LINE:COLUMN: what was expected". Each is fuzzed (tests/fuzz/fuzz_formats.cpp).

#include <optional>
#include <string>
#include <string_view>

#include "model/core/result.h"
#include "model/data/file_sniff.h"
#include "model/data/imported.h"
#include "model/data/measured_roofs.h"

namespace scalescope::model {

Result<ImportedFile> readExtrapText(std::string_view text, const std::string& name);
int sniffExtrapText(const FileSniff& file);

Result<ImportedFile> readExtrapJson(std::string_view text, const std::string& name);
int sniffExtrapJson(const FileSniff& file);

/// Extra-P JSON Lines (Extra-P documentation, "JSON Lines format"): every record is one run
/// (every element of a "value" list too); read as Extra-P reads it (the parameters of the first
/// line, call path "<root>" and metric "<default>" when left out, blank lines skipped). What
/// ScaleScope writes (model/export/extrap_jsonl.h) reads back to the same runs.
Result<ImportedFile> readExtrapJsonLines(std::string_view text, const std::string& name);
int sniffExtrapJsonLines(const FileSniff& file);

Result<ImportedFile> readGoogleBenchmark(std::string_view text, const std::string& name);
int sniffGoogleBenchmark(const FileSniff& file);

Result<ImportedFile> readHyperfine(std::string_view text, const std::string& name);
int sniffHyperfine(const FileSniff& file);

Result<ImportedFile> readOsuLatency(std::string_view text, const std::string& name);
int sniffOsuLatency(const FileSniff& file);

Result<ImportedFile> readImb(std::string_view text, const std::string& name);
int sniffImb(const FileSniff& file);

Result<ImportedFile> readJubeCsv(std::string_view text, const std::string& name);
int sniffJubeCsv(const FileSniff& file);

Result<ImportedFile> readReframePerflog(std::string_view text, const std::string& name);
int sniffReframePerflog(const FileSniff& file);

Result<ImportedFile> readAmdahlTerse(std::string_view text, const std::string& name);
int sniffAmdahlTerse(const FileSniff& file);

/// likwid-bench (LIKWID's micro-benchmarks), read once for both of its uses:
///  - series: every run one point, N its thread count, its bandwidth as the time of one pass
///    over the working set (likwid_bench.cpp);
///  - roofs: a machine's measured roofs (measured_roofs.h), a memory roof per test (per test
///    and working set, "copy 20 kB", when a test ran on several) at its best MByte/s over the
///    runs, and a compute roof per peakflops test at its best MFlops/s (10⁶ per second both);
///    the machine is the file's base name (likwid-bench does not print the host). Nothing when
///    the file has peakflops runs only: no bandwidth, no roofline.
/// Refuses, with FILE:LINE:COLUMN, a run without a thread count, working set or MByte/s, a
/// number that is not one, and an MFlops/s outside 0 … 1e15.
struct LikwidBenchFile {
  ImportedFile series;
  std::optional<MeasuredRoofSet> roofs;
};
Result<LikwidBenchFile> readLikwidBench(std::string_view text, const std::string& name);
int sniffLikwidBench(const FileSniff& file);

/// An MLPerf Training result log (result_N.txt of MLCommons' results trees): one run, its time
/// to train (run_stop − run_start, successful runs only), N the accelerators of its system
/// description `systemText` (ROOT/systems/SYSTEM.json, named `systemName`; nullopt when it
/// could not be read): number_of_nodes × accelerators_per_node (mlperf_result.cpp).
Result<ImportedFile> readMlperfResult(std::string_view text, const std::string& name,
                                      const std::optional<std::string>& systemText,
                                      const std::string& systemName);
int sniffMlperfResult(const FileSniff& file);
/// ROOT/results/SYSTEM/BENCHMARK/result_N.txt → ROOT/systems/SYSTEM.json; "" for a path not in
/// that layout.
std::string mlperfSystemPath(std::string_view resultPath);

// ScaleScope's own tables are read in measurements.h, top500.h and hpl_mxp.h; their sniffs:
int sniffScaleScopeCsv(const FileSniff& file);
int sniffTop500(const FileSniff& file);
int sniffHplMxp(const FileSniff& file);

// What the readers share.

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

}  // namespace scalescope::model
