#pragma once
// What the readers of other tools' output give (model/data/readers.h): a file's series before
// the user has chosen which of them to keep, which parameter is N and whether a series is
// strong or weak scaling; and the step from that choice to a MeasurementSet, the one form the
// views, fits and exports work on. A ScaleScope CSV goes the same way (one series per group),
// so that File ▸ Import, drag and drop, the command line and scenario files treat every
// format alike.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "model/core/result.h"
#include "model/core/translatable.h"
#include "model/data/measurements.h"

namespace scalescope::model {

/// One measured value of a series at one point of its parameter space.
struct ImportedRun {
  /// One coordinate per ImportedSeries::parameters; NaN where the file does not say (the
  /// process count of an OSU table).
  std::vector<double> coordinates;
  MeasuredPoint point;  ///< time (and bytes, label, scaling, ...); n is set from the chosen N
  int column = 1;       ///< where the value sits on point.line, for messages
  std::string source;   ///< the file of the run when it differs from the file's (sweeps)
};

/// A series as a file holds it: one call path and metric of Extra-P, one benchmark family of
/// Google Benchmark, one performance variable of ReFrame, one group of a CSV, ...
struct ImportedSeries {
  std::string name;
  std::vector<std::string> parameters;  ///< the coordinates: candidates for N
  std::size_t defaultParameter = 0;     ///< the one the format defines as N
  /// False when the file does not say which parameter is N (several numeric ones, none with a
  /// name that means a count): then the user names it (ImportChoice::nParameter, the import
  /// dialog, --n-parameter), and reading without that choice is refused with the candidates.
  bool nKnown = true;
  std::vector<ImportedRun> runs;
  std::string unit;  ///< what N counts when the file says (else the parameter's name)
  /// A remark shown with the series ("values taken as seconds", ...), marked in context
  /// "Reader"; none for most series.
  std::optional<MarkedText> note;
};

/// A whole file as read.
struct ImportedFile {
  std::string sourceName;  ///< path (or folder, for a merged sweep)
  std::string format;      ///< the reader's formatName()
  Provenance provenance;
  std::vector<ImportedSeries> series;
  std::vector<MarkedText> warnings;         ///< what was skipped, and why (file:line: ...)
  std::vector<std::string> ignoredColumns;  ///< CSV columns that were not recognised
};

/// What the user chose for one file (the import dialog, `--series`, a scenario file). Empty
/// fields keep the defaults, so a default choice reads the file as its format intends.
struct ImportChoice {
  std::vector<std::string> series;             ///< series names to import; empty = all
  std::string nParameter;                      ///< the parameter that is N; "" = default
  std::map<std::string, double> fixed;         ///< other parameters: value kept
  std::map<std::string, std::string> scaling;  ///< series name → "strong" | "weak"
  std::optional<double> processes;             ///< for tables that do not say (OSU)

  bool isDefault() const {
    return series.empty() && nParameter.empty() && fixed.empty() && scaling.empty() && !processes;
  }
  bool operator==(const ImportChoice&) const = default;
};

/// The value of every other parameter when N is `nParameter` and nothing is fixed: the value
/// with the most runs (the smallest on a tie), so a one-off run does not pick the slice.
/// Parameters that N determines (one value per N, e.g. tasks = 4·nodes) are not fixed: they
/// vary along the series.
std::map<std::string, double> defaultFixedValues(const ImportedSeries& series,
                                                 std::size_t nParameter);

/// The distinct values of parameter `index` over the runs, ascending (NaN left out).
std::vector<double> parameterValues(const ImportedSeries& series, std::size_t index);

/// Index of the parameter that is N under `choice` (its nParameter when the series has it).
std::size_t chosenParameter(const ImportedSeries& series, const ImportChoice& choice);

/// The series' name as the views show it: its name, with the fixed values of the other
/// parameters when there are any ("main->solve (size = 1000)").
std::string seriesLabel(const ImportedSeries& series, const ImportChoice& choice);

/// The measurement set of the chosen series: every run of the chosen slice becomes one point
/// with N its chosen coordinate, group = seriesLabel(), scaling from the choice where given.
/// Fails with "FILE:LINE:COLUMN: ..." on a run whose N is missing or outside 1…1e12, a
/// `choice.series` name the file does not have (the message lists the names), and when nothing
/// is left to import.
Result<MeasurementSet> toMeasurementSet(const ImportedFile& file, const ImportChoice& choice = {});

/// A CSV measurement set as an ImportedFile: one series per group, N its only parameter.
ImportedFile importedFromMeasurements(const MeasurementSet& set);

/// Files of one sweep (one run each, same format, one series of the same name, e.g. a folder
/// of amdahl_np{N}.json) merged into one file named `folder`; other files are returned as
/// they are. The merged provenance keeps what all files share.
std::vector<ImportedFile> mergeSweeps(std::vector<ImportedFile> files, const std::string& folder);

}  // namespace scalescope::model
