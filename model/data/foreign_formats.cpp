#include "model/data/foreign_formats.h"

#include <vector>

#include "model/data/reader_text.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

std::vector<std::string_view> firstLines(std::string_view text, std::size_t count) {
  std::vector<std::string_view> out;
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  while (!text.empty() && out.size() < count) {
    const auto end = text.find('\n');
    std::string_view line = text.substr(0, end);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (!trimmed(line).empty()) out.push_back(trimmed(line));
    if (end == std::string_view::npos) break;
    text.remove_prefix(end + 1);
  }
  return out;
}

bool contains(std::string_view text, std::string_view part) {
  return text.find(part) != std::string_view::npos;
}

}  // namespace

std::optional<MarkedText> foreignFormatText(std::string_view text) {
  const auto lines = firstLines(text, 40);
  int headers = 0;
  for (std::string_view line : lines) {
    if (line.starts_with("name,iterations,real_time,cpu_time,time_unit"))
      return readerText(SCALESCOPE_TR_NOOP(
          "Reader",
          "this looks like Google Benchmark CSV; ScaleScope reads its JSON (run the benchmark "
          "with --benchmark_format=json, or --benchmark_out=FILE.json "
          "--benchmark_out_format=json)"));
    if (line.starts_with("Benchmark") && contains(line, "Time") && contains(line, "CPU") &&
        contains(line, "Iterations"))
      return readerText(SCALESCOPE_TR_NOOP(
          "Reader",
          "this looks like Google Benchmark's console output; ScaleScope reads its JSON "
          "(--benchmark_out=FILE.json --benchmark_out_format=json)"));
    if (line.starts_with("command,mean,stddev,median,user,system,min,max"))
      return readerText(SCALESCOPE_TR_NOOP(
          "Reader",
          "this looks like hyperfine's CSV export, which keeps only statistics; ScaleScope "
          "reads every run from its JSON (hyperfine --export-json FILE.json)"));
    if (line.starts_with("| Command |") && contains(line, "Mean"))
      return readerText(SCALESCOPE_TR_NOOP(
          "Reader",
          "this looks like hyperfine's Markdown export; ScaleScope reads its JSON (hyperfine "
          "--export-json FILE.json)"));
    if (line.starts_with("Doing ") && contains(line, "seconds of 'work' on"))
      return readerText(SCALESCOPE_TR_NOOP(
          "Reader",
          "this looks like the text output of HPC Carpentry's amdahl; ScaleScope reads its "
          "JSON (run amdahl --terse, one line of JSON per run)"));
    if (line.find_first_not_of("-+|= ") == std::string_view::npos && contains(line, "-+-"))
      return readerText(SCALESCOPE_TR_NOOP(
          "Reader",
          "this looks like a JUBE result table printed for the terminal; ScaleScope reads "
          "its csv style (jube result -s csv RUN_DIR > result.csv)"));
    if (line.starts_with("series,scaling,n,") || line.starts_with("n,time_s")) ++headers;
  }
  if (headers > 1)
    return readerText(SCALESCOPE_TR_NOOP(
        "Reader",
        "this looks like several result tables in one file (the header appears more than "
        "once); save each table to a file of its own"));
  return std::nullopt;
}

std::string foreignFormatHint(std::string_view text) {
  const auto hint = foreignFormatText(text);
  return hint ? hint->english() : std::string();
}

}  // namespace scalescope::model
