#pragma once
// Internal to the three Extra-P readers (text, JSON, JSON Lines): the measured values they
// find, and one step that turns them into series, so that the formats name series, pick N and
// convert metrics in the same way.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/data/imported.h"

namespace scalescope::model::extrap {

/// One measured value (a repetition) as an Extra-P file holds it.
struct Value {
  std::string callpath;  ///< "" when the format leaves it out ("<root>")
  std::string metric;    ///< "" when the format leaves it out ("<default>")
  std::vector<double> coordinates;
  double value = 0;
  int line = 0, column = 0;
};

/// Seconds per unit of a metric: nullopt for metrics that are not times (visits, bytes, flop
/// counts, PAPI counters); a factor from a unit in the name ("time_ms", "time [us]"); else 1,
/// and *assumed is set (Extra-P files carry no unit).
std::optional<double> metricSeconds(std::string_view metric, bool* assumed);

/// Series from values: one per call path and metric, named by the call path, with the metric
/// added when the file has several; a parameter named "bytes" becomes the message size of a
/// latency table. Values outside 1e-15…1e15 s, and message sizes outside 0…1e15 bytes, are
/// refused at the value's position.
Result<ImportedFile> toImported(const std::string& name, const std::vector<std::string>& parameters,
                                const std::vector<Value>& values);

}  // namespace scalescope::model::extrap
