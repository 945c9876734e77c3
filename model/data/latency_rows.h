#pragma once
// Internal to the OSU and IMB readers: one row of a latency table (a message size and a time
// per row) read into a series, with the same checks and messages in both formats.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

#include "model/data/imported.h"
#include "model/data/text_input.h"

namespace scalescope::model {

/// What a latency table row is read with.
struct LatencyColumns {
  std::size_t count = 0;  ///< fields a row must have (the column titles)
  std::size_t bytes = 0;  ///< the message size column
  std::size_t time = 0;   ///< the time column
  double secondsPerUnit = 1e-6;
  std::string_view what = "time";  ///< the time's name in messages ("latency")
};

/// Appends the row as a run at `processes` (NaN when the file does not say); "" or the
/// message "NAME:LINE:COLUMN: ...".
std::string appendLatencyRow(ImportedSeries& series, const std::string& name, const TextLine& line,
                             const LatencyColumns& columns, double processes);

}  // namespace scalescope::model
