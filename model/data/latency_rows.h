#pragma once
// Internal to the OSU and IMB readers: one row of a latency table (a message size and a time
// per row) read into a series, with the same checks and messages in both formats.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/translatable.h"
#include "model/data/imported.h"
#include "model/data/text_input.h"

namespace scalescope::model {

/// What a latency table row is read with.
struct LatencyColumns {
  std::size_t count = 0;  ///< fields a row must have (the column titles)
  std::size_t bytes = 0;  ///< the message size column
  std::size_t time = 0;   ///< the time column
  double secondsPerUnit = 1e-6;
  /// The time's name in messages, marked SCALESCOPE_TR_NOOP("Reader", "latency").
  const char* what = SCALESCOPE_TR_NOOP("Reader", "time");
};

/// Appends the row as a run at `processes` (NaN when the file does not say); nothing or the
/// message "NAME:LINE:COLUMN: ...".
std::optional<MarkedText> appendLatencyRowText(ImportedSeries& series, const std::string& name,
                                               const TextLine& line, const LatencyColumns& columns,
                                               double processes);

}  // namespace scalescope::model
