#include "model/data/latency_rows.h"

#include <cmath>

#include "model/data/csv_table.h"
#include "model/data/reader_text.h"

namespace scalescope::model {

std::optional<MarkedText> appendLatencyRowText(ImportedSeries& series, const std::string& name,
                                               const TextLine& line, const LatencyColumns& c,
                                               double processes) {
  const auto words = splitWords(line.text);
  if (words.size() != c.count)
    return locatedText(
        name, line.number, 1,
        readerText(
            SCALESCOPE_TR_NOOP("Reader",
                               "expected %1 numbers (as the column titles), found %2 fields"),
            {count(static_cast<long long>(c.count)), count(static_cast<long long>(words.size()))}));
  // Found by fuzz_imb: a header whose size or time column lies beyond its own count.
  if (c.bytes >= words.size() || c.time >= words.size())
    return locatedText(
        name, line.number, 1,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected the column titles to name the "
                                      "message size and the %1 among the %2 columns"),
                   {readerText(c.what), count(static_cast<long long>(c.count))}));
  const Word& b = words[c.bytes];
  auto size = parseNumberField(b.text, false);
  if (!size || *size < 0 || *size > 1e15 || *size != std::floor(*size))
    return locatedText(
        name, line.number, characterColumn(line.text, b.offset),
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected a message size in bytes, found %1"),
                   {MarkedArg::verbatim("\"" + std::string(b.text) + "\"")}));
  const Word& w = words[c.time];
  const int column = characterColumn(line.text, w.offset);
  auto time = parseNumberField(w.text, false);
  if (!time)
    return locatedText(
        name, line.number, column,
        readerText(SCALESCOPE_TR_NOOP("Reader", "%1: %2"), {readerText(c.what), time.errorText()}));
  const double seconds = *time * c.secondsPerUnit;
  if (!(seconds >= 1e-15 && seconds <= 1e15))
    return locatedText(name, line.number, column,
                       readerText(SCALESCOPE_TR_NOOP("Reader", "expected a positive %1, found %2"),
                                  {readerText(c.what), formatForMessage(*time)}));
  ImportedRun run;
  run.coordinates = {processes};
  run.point.timeSeconds = seconds;
  run.point.bytes = *size;
  run.point.line = line.number;
  run.column = column;
  series.runs.push_back(std::move(run));
  return std::nullopt;
}

}  // namespace scalescope::model
