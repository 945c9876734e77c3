#pragma once
// Extra-P JSON Lines (Extra-P documentation, "JSON Lines format"): one measured value per line,
//   {"params": {"<parameter>": <value>, ...}, "callpath": "<callpath>", "metric": "<metric>",
//    "value": <value or [values]>}
// written from any measured series so that a study goes on to Extra-P's modelers unchanged,
// and read back (as Extra-P reads it: the parameters of the first line, call path "<root>" and
// metric "<default>" when left out; blank lines skipped).

#include <string>
#include <string_view>

#include "model/core/result.h"
#include "model/data/imported.h"
#include "model/data/measurements.h"

namespace scalescope::model {

/// How a measurement set is written as Extra-P records.
struct ExtrapExportOptions {
  /// Name of the parameter N; "" = what N counts in the set (its first timed point's unit,
  /// e.g. "cores"), else "p", Extra-P's usual name.
  std::string parameterName;
  /// The metric of every record; its values are seconds.
  std::string metric = "time";
};

/// Every timed run of every group of `set` as one record, in the set's order: params {N} (and
/// "bytes" when every timed run has a message size), callpath = the group (the file's name
/// without folder and extension when the group is empty), metric, value in seconds with 17
/// significant digits (so reading back gives the same double). Runs without a time are left
/// out (Extra-P models one metric per record; speed-ups have no place there). Strong or weak
/// scaling is not written: Extra-P's format has no field for it.
std::string extrapJsonLines(const MeasurementSet& set, const ExtrapExportOptions& options = {});

/// Reads Extra-P JSON Lines; every record is one run (every element of a "value" list too).
/// Messages: "NAME:LINE:COLUMN: what was expected".
Result<ImportedFile> readExtrapJsonLines(std::string_view text, const std::string& name);

}  // namespace scalescope::model
