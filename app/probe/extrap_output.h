#pragma once
// --jsonl: the probe's results as Extra-P JSON Lines, so they can go on to Extra-P's model
// search. The CSV just written is read back with ScaleScope's own measured-data reader and
// handed to the model's Extra-P writer: one format, one writer.

#include <string>

namespace scalescope::probe {

/// Reads the results CSV at csvPath and writes its runs as Extra-P JSON Lines to jsonlPath.
/// Returns "" or a one-line message.
std::string writeExtrapJsonl(const std::string& csvPath, const std::string& jsonlPath);

}  // namespace scalescope::probe
