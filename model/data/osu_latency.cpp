// OSU micro-benchmarks' text output (the README of the OSU micro-benchmarks and their source,
// osu_util.c): a header "# OSU MPI Allreduce Latency Test v7.3", optionally "# Datatype:
// MPI_CHAR.", a column line "# Size       Avg Latency(us)" (with -f also "Min Latency(us)
// Max Latency(us)  Iterations"; osu_latency writes "# Size          Latency (us)"), then one
// row per message size in bytes. The output does not say how many processes ran: that comes
// from the file name (…_np16.txt) or from the user; point-to-point tests run on 2.
#include <cmath>

#include "model/data/csv_table.h"
#include "model/data/latency_rows.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using R = Result<ImportedFile>;

/// Column titles of a "# Size   Avg Latency(us) ..." line: separated by two or more blanks.
std::vector<Word> columnTitles(std::string_view line) {
  std::vector<Word> titles;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
    const std::size_t start = i;
    while (i < line.size()) {
      if (line[i] == '\t') break;
      if (line[i] == ' ' && (i + 1 >= line.size() || line[i + 1] == ' ' || line[i + 1] == '\t'))
        break;
      ++i;
    }
    if (i > start) titles.push_back({line.substr(start, i - start), start});
  }
  return titles;
}

/// "Avg Latency(us)" → "us"; "" when the title has no unit in parentheses.
std::string unitOf(std::string_view title) {
  const auto open = title.find('(');
  const auto close = title.find(')', open == std::string_view::npos ? 0 : open);
  if (open == std::string_view::npos || close == std::string_view::npos) return {};
  return std::string(trimmed(title.substr(open + 1, close - open - 1)));
}

}  // namespace

Result<ImportedFile> readOsuLatency(std::string_view text, const std::string& name) {
  auto lines = splitTextLines(text, name);
  if (!lines) return R::failure(lines.errorText());
  ImportedFile file;
  file.sourceName = name;
  const std::optional<double> fromName = processCountFromName(name);

  ImportedSeries* current = nullptr;
  LatencyColumns columns;
  columns.what = SCALESCOPE_TR_NOOP("Reader", "latency");
  bool inTable = false;
  double processes = std::nan("");
  for (const auto& line : *lines) {
    const std::string_view t = trimmed(line.text);
    if (t.empty()) continue;
    if (t.front() == '#') {
      const std::string_view body = trimmed(t.substr(1));
      const std::string lower = lowerCase(body);
      if (lower.rfind("osu ", 0) == 0) {
        // "# OSU MPI Allreduce Latency Test v7.3": a new table.
        std::string title(body);
        std::string version;
        if (const auto v = title.rfind(" v"); v != std::string::npos) {
          version = title.substr(v + 2);
          title.resize(v);
        }
        if (lower.find("bandwidth") != std::string::npos ||
            lower.find("message rate") != std::string::npos)
          return R::failure(locatedText(
              name, line.number, 1,
              readerText(SCALESCOPE_TR_NOOP("Reader",
                                            "expected an OSU latency test, found \"%1\" (bandwidth "
                                            "and message-rate tables have no latency to fit)"),
                         {MarkedArg::verbatim(title)})));
        file.provenance.tool = "OSU micro-benchmarks";
        appendJoined(file.provenance.tool, " ", version);
        std::string seriesName = title;
        if (seriesName.rfind("OSU ", 0) == 0) seriesName = seriesName.substr(4);
        if (seriesName.size() > 5 && seriesName.compare(seriesName.size() - 5, 5, " Test") == 0)
          seriesName.resize(seriesName.size() - 5);
        processes = fromName ? *fromName : isPointToPointName(lower) ? 2.0 : std::nan("");
        current = nullptr;
        for (auto& s : file.series)
          if (s.name == seriesName) current = &s;
        if (!current) {
          ImportedSeries s;
          s.name = seriesName;
          s.parameters = {"processes"};
          s.unit = "processes";
          if (std::isnan(processes))
            s.note = readerText(
                SCALESCOPE_TR_NOOP("Reader",
                                   "the output does not say how many processes ran: name the "
                                   "file …_np16.txt or give the count when importing"));
          file.series.push_back(std::move(s));
          current = &file.series.back();
        }
        inTable = false;
      } else if (lower.rfind("datatype:", 0) == 0) {
        std::string type(trimmed(body.substr(9)));
        if (!type.empty() && type.back() == '.') type.pop_back();
        file.provenance.details.emplace_back(detail_name::kDatatype, type);
      } else if (lower.rfind("size", 0) == 0) {
        if (!current)
          return R::failure(locatedText(
              name, line.number, 1,
              readerText(SCALESCOPE_TR_NOOP(
                  "Reader", "expected a \"# OSU MPI … Test\" line before the column titles"))));
        const auto titles = columnTitles(body);
        columns.count = titles.size();
        columns.time = 0;
        for (std::size_t k = 1; k < titles.size() && !columns.time; ++k)
          if (lowerCase(titles[k].text).find("lat") != std::string::npos) columns.time = k;
        if (!columns.time)
          return R::failure(locatedText(
              name, line.number, 1,
              readerText(SCALESCOPE_TR_NOOP("Reader",
                                            "expected a latency column (\"Avg Latency(us)\" or "
                                            "\"Latency (us)\") after Size"))));
        const std::string unit = unitOf(titles[columns.time].text);
        const auto factor = secondsPerUnit(unit.empty() ? "us" : unit);
        if (!factor)
          return R::failure(locatedText(
              name, line.number, 1,
              readerText(
                  SCALESCOPE_TR_NOOP("Reader", "expected a latency in ns, us or ms, found '%1'"),
                  {MarkedArg::verbatim(unit)})));
        columns.secondsPerUnit = *factor;
        inTable = true;
      }
      continue;
    }
    if (!inTable) continue;  // mpirun's own lines before the table
    if (auto e = appendLatencyRowText(*current, name, line, columns, processes))
      return R::failure(*e);
  }
  std::erase_if(file.series, [](const ImportedSeries& s) { return s.runs.empty(); });
  if (file.series.empty())
    return R::failure(
        locatedText(name, lines->empty() ? 1 : lines->back().number, 1,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader",
                        "expected an OSU latency table (\"# OSU MPI … Latency Test\", "
                        "\"# Size  Avg Latency(us)\", rows), found none"))));
  return file;
}

int sniffOsuLatency(const FileSniff& file) {
  // Every OSU benchmark prints its title first: "# OSU MPI Allreduce Latency Test v7.3".
  for (std::string_view line : file.lines())
    if (line.front() == '#' && lowerCase(line).rfind("# osu ", 0) == 0) return 100;
  return kNotMine;
}

}  // namespace scalescope::model
