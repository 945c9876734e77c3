#pragma once
// Extra-P JSON Lines (Extra-P documentation, "JSON Lines format"): one measured value per line,
//   {"params": {"<parameter>": <value>, ...}, "callpath": "<callpath>", "metric": "<metric>",
//    "value": <value or [values]>}
// written from any measured series so that a study goes on to Extra-P's modelers unchanged.
// The reader of the format is with the other readers (model/data/extrap_json_lines.cpp).

#include <string>
#include <string_view>

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

}  // namespace scalescope::model
