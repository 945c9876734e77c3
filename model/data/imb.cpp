// Intel MPI Benchmarks' text output (IMB User Guide, "Output"): a header with "Intel(R) MPI
// Benchmarks 2021.3", "# Date : ...", "# Machine : ...", "# MPI Version : ...", "# Calling
// sequence was:" and the command; then per benchmark and process count
//   # Benchmarking Allreduce
//   # #processes = 4
//          #bytes #repetitions  t_min[usec]  t_max[usec]  t_avg[usec]
// and one row per message size. The time read is t_avg (or t for PingPong-like tables).
#include <cmath>

#include "model/data/csv_table.h"
#include "model/data/latency_rows.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using R = Result<ImportedFile>;

/// "Date                  : Thu Jan 14 ..." → the part after the first ':' (trimmed).
std::string afterColon(std::string_view body) {
  const auto colon = body.find(':');
  return colon == std::string_view::npos ? std::string()
                                         : std::string(trimmed(body.substr(colon + 1)));
}

}  // namespace

Result<ImportedFile> readImb(std::string_view text, const std::string& name) {
  auto lines = splitTextLines(text, name);
  if (!lines) return R::failure(lines.errorText());
  ImportedFile file;
  file.sourceName = name;
  file.provenance.tool = "Intel MPI Benchmarks";

  std::string benchmark;
  double processes = std::nan("");
  bool expectCommand = false, inTable = false;
  LatencyColumns columns;  // IMB writes usec
  ImportedSeries* current = nullptr;
  for (const auto& line : *lines) {
    const std::string_view t = trimmed(line.text);
    if (t.empty()) {
      inTable = false;
      continue;
    }
    const auto words = splitWords(t);
    if (t.front() == '#' && !(words.size() > 1 && words[0].text == "#bytes") &&
        words[0].text != "#repetitions") {
      inTable = false;
      const std::string_view body = trimmed(t.substr(1));
      const std::string lower = lowerCase(body);
      if (expectCommand && !body.empty() && body.find_first_not_of('-') != std::string_view::npos) {
        file.provenance.command = std::string(body);
        expectCommand = false;
      } else if (lower.find("intel(r) mpi benchmarks") != std::string::npos) {
        std::string tool(body);
        if (const auto comma = tool.find(','); comma != std::string::npos) tool.resize(comma);
        file.provenance.tool = tool;
      } else if (lower.rfind("date", 0) == 0 && body.find(':') != std::string_view::npos) {
        file.provenance.date = afterColon(body);
      } else if (lower.rfind("machine", 0) == 0) {
        file.provenance.details.emplace_back(detail_name::kMachine, afterColon(body));
      } else if (lower.rfind("mpi version", 0) == 0) {
        file.provenance.details.emplace_back(detail_name::kMpiVersion, afterColon(body));
      } else if (lower.rfind("calling sequence was", 0) == 0) {
        expectCommand = true;
      } else if (lower.rfind("benchmarking ", 0) == 0) {
        benchmark = std::string(trimmed(body.substr(13)));
        processes = std::nan("");
        current = nullptr;
      } else if (lower.rfind("#processes", 0) == 0) {
        const auto eq = body.find('=');
        auto n = parseNumberField(eq == std::string_view::npos ? "" : trimmed(body.substr(eq + 1)),
                                  false);
        if (!n || *n < 1 || *n != std::floor(*n))
          return R::failure(
              locatedText(name, line.number, 1,
                          readerText(SCALESCOPE_TR_NOOP(
                              "Reader", "expected \"# #processes = N\" with a whole N ≥ 1"))));
        processes = *n;
      }
      continue;
    }
    if (words[0].text == "#bytes" || words[0].text == "#repetitions") {
      if (benchmark.empty() || std::isnan(processes))
        return R::failure(locatedText(
            name, line.number, 1,
            readerText(SCALESCOPE_TR_NOOP("Reader",
                                          "expected \"# Benchmarking NAME\" and \"# #processes = "
                                          "N\" before the column titles"))));
      columns.count = words.size();
      std::size_t timeColumn = 0;
      for (std::size_t k = 0; k < words.size(); ++k) {
        const std::string w = lowerCase(words[k].text);
        if (w.rfind("t_avg", 0) == 0 || (w.rfind("t[", 0) == 0 && !timeColumn)) timeColumn = k;
      }
      if (words[0].text != "#bytes") {
        file.warnings.push_back(locatedText(
            name, line.number, 1,
            readerText(
                SCALESCOPE_TR_NOOP("Reader", "%1: no message sizes (a %1 table has none); skipped"),
                {MarkedArg::verbatim(benchmark)})));
        continue;
      }
      if (!timeColumn)
        return R::failure(
            locatedText(name, line.number, 1,
                        readerText(SCALESCOPE_TR_NOOP(
                            "Reader", "expected a time column t_avg[usec] or t[usec]"))));
      const std::string title = lowerCase(words[timeColumn].text);
      const auto open = title.find('['), close = title.find(']');
      const std::string unit =
          open != std::string::npos && close != std::string::npos && close > open
              ? title.substr(open + 1, close - open - 1)
              : "usec";
      if (!secondsPerUnit(unit))
        return R::failure(locatedText(
            name, line.number, characterColumn(line.text, words[timeColumn].offset),
            readerText(SCALESCOPE_TR_NOOP("Reader", "expected a time in usec, found '%1'"),
                       {MarkedArg::verbatim(unit)})));
      columns.bytes = 0;
      columns.time = timeColumn;
      current = nullptr;
      for (auto& s : file.series)
        if (s.name == benchmark) current = &s;
      if (!current) {
        ImportedSeries s;
        s.name = benchmark;
        s.parameters = {"processes"};
        s.unit = "processes";
        file.series.push_back(std::move(s));
        current = &file.series.back();
      }
      if (!current->note)
        current->note = readerText(SCALESCOPE_TR_NOOP("Reader", "time: %1"),
                                   {MarkedArg::verbatim(std::string(words[timeColumn].text))});
      columns.secondsPerUnit = *secondsPerUnit(unit);
      inTable = true;
      continue;
    }
    if (!inTable) continue;  // text between tables: MPI's messages, a shell prompt
    if (auto e = appendLatencyRowText(*current, name, line, columns, processes))
      return R::failure(*e);
  }
  std::erase_if(file.series, [](const ImportedSeries& s) { return s.runs.empty(); });
  if (file.series.empty())
    return R::failure(
        locatedText(name, lines->empty() ? 1 : lines->back().number, 1,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader",
                        "expected an IMB table (\"# Benchmarking NAME\", \"# "
                        "#processes = N\", \"#bytes ... t_avg[usec]\"), found none"))));
  return file;
}

int sniffImb(const FileSniff& file) {
  // The banner "Intel(R) MPI Benchmarks 2021.3", or a table's "# Benchmarking NAME".
  for (std::string_view line : file.lines()) {
    if (line.front() != '#') continue;
    const std::string lower = lowerCase(line);
    if (lower.find("intel(r) mpi benchmarks") != std::string::npos ||
        lower.rfind("# benchmarking ", 0) == 0)
      return 95;
  }
  return kNotMine;
}

}  // namespace scalescope::model
