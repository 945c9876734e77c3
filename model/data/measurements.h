#pragma once
// Measured scaling points from a user's CSV or datasets/sample_scaling.csv (model/README.md §6):
// what the law curves and the fits are compared with. Columns are recognised by name so that
// a file exported from any spreadsheet or job script loads without editing.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/data/column_roles.h"
#include "model/data/csv_table.h"
#include "model/data/provenance.h"

namespace scalescope::model {

/// Where one round of a data-parallel training run went, in the PIM breakdown's categories
/// (seconds over the whole run): the scaling probe's train workload writes these columns.
struct RoundBreakdown {
  double computeSeconds = 0;  ///< compute_s: local compute on the workers
  double pushSeconds = 0;     ///< push_s: server → workers
  double pullSeconds = 0;     ///< pull_s: workers → server
  double updateSeconds = 0;   ///< update_s: the server's update
  double sum() const { return computeSeconds + pushSeconds + pullSeconds + updateSeconds; }
  bool operator==(const RoundBreakdown&) const = default;
};

/// One measured run (one row of the file).
struct MeasuredPoint {
  double n = 0;  ///< processing units N (≥ 1), in `unit`
  std::optional<double> timeSeconds;
  std::optional<double> speedup;
  std::optional<double> efficiency;  ///< in (0, 1]
  std::optional<double> rmaxTflops;
  std::optional<double> rpeakTflops;
  /// Peak of one unit as N counts it (column unit_peak_gflops): what payload = N·P₁·E needs.
  std::optional<double> unitPeakGflops;
  std::string label;    ///< label or system name, may be empty
  std::string group;    ///< study the run belongs to, may be empty
  std::string scaling;  ///< "strong", "weak" or empty (lower case)
  std::string unit;     ///< what N counts ("cores", "nodes", ...), may be empty
  int line = 0;         ///< line in the source file
  /// Message size in bytes of a latency table row (OSU, IMB, the probe's allreduce): such a
  /// point is a latency at one size, fitted by the α–β model, not a run of a scaling series.
  std::optional<double> bytes;
  /// A measured memory bandwidth (likwid-bench): what a measured memory roof is drawn from. The
  /// point's time is then that of one pass over its working set at this rate.
  std::optional<double> bandwidthBytesPerSecond;
  // Columns of the scaling probe (app/probe); empty for other files.
  std::optional<int> repetition;            ///< rep: which repetition of the runs at this N
  std::string operation;                    ///< op: amdahl, ma-sgd, ga-sgd, admm, allreduce, ...
  std::optional<RoundBreakdown> breakdown;  ///< compute_s, push_s, pull_s, update_s (all four)
};

/// All points of one file.
struct MeasurementSet {
  std::string sourceName;
  std::vector<MeasuredPoint> points;
  std::vector<std::string> ignoredColumns;  ///< header names that were not recognised
  std::string format;                       ///< formatName() of the reader, "" for CSV
  Provenance provenance;                    ///< what the file says about its making

  /// Distinct group names in order of first appearance ("" when some points have none).
  std::vector<std::string> groups() const;
};

/// Statistics of the repeated runs at one N: time in seconds.
struct RepetitionStats {
  double n = 0;
  int count = 0;
  double mean = 0, median = 0, min = 0, max = 0;
  double stddev = 0;  ///< sample standard deviation (divisor count − 1); 0 for a single run
};

/// Summarises the times of the points of one group per N, sorted by N; points without a
/// time are left out.
std::vector<RepetitionStats> summarizeRepetitions(const std::vector<MeasuredPoint>& points,
                                                  const std::string& group);

/// Reads a measurement CSV. Column names, ignoring case (the first listed name wins when
/// several are present):
///   N:          n, processors, cores, nodes, processes, procs, ranks, threads, cpus, gpus
///   time (s):   time_s, time, seconds, elapsed_time, wall_time;  time (ms): time_ms
///   speedup, efficiency, rmax | rmax_tflops, rpeak | rpeak_tflops, unit_peak_gflops
///   optional:   label | system, group | series, scaling (strong|weak), unit,
///               bytes | message_bytes (a latency table: the message size of each row, ≥ 0),
///               rep (repetition, whole ≥ 0), op (operation), compute_s, push_s, pull_s and
///               update_s (a training round's breakdown, seconds ≥ 0, all four or none)
/// N is required, and time, speedup, efficiency or rmax with rpeak. Other columns are
/// ignored and listed. Without a unit column, N's column name (e.g. "nodes") is the unit.
/// Rejects N < 1, time ≤ 0, speed-up ≤ 0, efficiency outside (0, 1], Rmax > Rpeak,
/// text in numbers, rows without any measured value and files without rows, each with
/// "FILE:LINE:COLUMN: column 'name': what was expected".
Result<MeasurementSet> readMeasurements(const std::string& path);

/// Same as readMeasurements for text in memory; name stands for the file in messages.
Result<MeasurementSet> readMeasurementsText(std::string_view text, const std::string& name);

/// Same checks on a table that is already parsed; `roles` say which column is which where the
/// names do not (column_roles.h), and messages still name the file's own columns.
Result<MeasurementSet> measurementsFromTable(const CsvTable& table, const ColumnRoles& roles = {});

}  // namespace scalescope::model
