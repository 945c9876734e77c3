#include "model/data/latency_rows.h"

#include <cmath>

#include "model/data/csv_table.h"

namespace scalescope::model {

std::string appendLatencyRow(ImportedSeries& series, const std::string& name, const TextLine& line,
                             const LatencyColumns& c, double processes) {
  const auto words = splitWords(line.text);
  if (words.size() != c.count)
    return locatedMessage(name, line.number, 1,
                          "expected " + std::to_string(c.count) +
                              " numbers (as the column titles), found " +
                              std::to_string(words.size()) + " fields");
  // Found by fuzz_imb: a header whose size or time column lies beyond its own count.
  if (c.bytes >= words.size() || c.time >= words.size())
    return locatedMessage(name, line.number, 1,
                          "expected the column titles to name the message size and the " +
                              std::string(c.what) + " among the " + std::to_string(c.count) +
                              " columns");
  const Word& b = words[c.bytes];
  auto size = parseNumberField(b.text, false);
  if (!size || *size < 0 || *size > 1e15 || *size != std::floor(*size))
    return locatedMessage(
        name, line.number, characterColumn(line.text, b.offset),
        "expected a message size in bytes, found \"" + std::string(b.text) + "\"");
  const Word& w = words[c.time];
  const int column = characterColumn(line.text, w.offset);
  auto time = parseNumberField(w.text, false);
  if (!time)
    return locatedMessage(name, line.number, column, std::string(c.what) + ": " + time.error());
  const double seconds = *time * c.secondsPerUnit;
  if (!(seconds >= 1e-15 && seconds <= 1e15))
    return locatedMessage(
        name, line.number, column,
        "expected a positive " + std::string(c.what) + ", found " + formatForMessage(*time));
  ImportedRun run;
  run.coordinates = {processes};
  run.point.timeSeconds = seconds;
  run.point.bytes = *size;
  run.point.line = line.number;
  run.column = column;
  series.runs.push_back(std::move(run));
  return {};
}

}  // namespace scalescope::model
