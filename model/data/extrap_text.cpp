// Extra-P's text input (Extra-P documentation, "Text file format"): PARAMETER lines name the
// parameters, POINTS lines list the measurement points, then per REGION (call path) and
// optional METRIC one DATA line per point, in the order of the points, holding that point's
// repetitions. Lines starting with '#' are comments.
#include <cmath>
#include <optional>

#include "model/data/csv_table.h"
#include "model/data/extrap_common.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using R = Result<ImportedFile>;

struct ExtrapTextReader {
  const std::string& name;
  std::vector<std::string> parameters;
  std::vector<std::vector<double>> points;
  std::vector<extrap::Value> values;
  std::string region, metric;
  bool haveRegion = false;
  std::size_t dataInBlock = 0;  // DATA lines since the last REGION or METRIC
  int blockLine = 0;

  MarkedText at(const TextLine& line, std::size_t offset, MarkedText what) const {
    return locatedText(name, line.number, characterColumn(line.text, offset), std::move(what));
  }

  /// A region/metric block must have one DATA line per point (or none, before a METRIC).
  std::optional<MarkedText> closeBlock(const TextLine& line) {
    if (dataInBlock != 0 && dataInBlock != points.size())
      return locatedText(
          name, line.number, 1,
          readerText(
              SCALESCOPE_TR_NOOP(
                  "Reader",
                  "expected %1 DATA lines (one per point) for region '%2' from line %3, found %4"),
              {count(static_cast<long long>(points.size())), MarkedArg::verbatim(region),
               count(blockLine), count(static_cast<long long>(dataInBlock))}));
    dataInBlock = 0;
    blockLine = line.number;
    return std::nullopt;
  }

  std::optional<MarkedText> readPoints(const TextLine& line, std::size_t start) {
    const std::size_t dims = parameters.size();
    std::vector<double> current;
    int depth = 0;
    std::size_t pointStart = start;
    std::size_t i = start;
    const std::string_view t = line.text;
    while (i < t.size()) {
      const char c = t[i];
      if (c == ' ' || c == '\t') {
        ++i;
      } else if (c == '(') {
        if (depth == 2)
          return at(
              line, i,
              readerText(SCALESCOPE_TR_NOOP("Reader", "expected a number or ')', found '('")));
        if (depth == 0) {
          current.clear();
          pointStart = i;
        }
        ++depth;
        ++i;
      } else if (c == ')') {
        if (depth == 0)
          return at(
              line, i,
              readerText(SCALESCOPE_TR_NOOP("Reader", "expected '(' or a number, found ')'")));
        --depth;
        ++i;
        if (depth == 0) {
          if (current.size() != dims) return at(line, pointStart, wrongPointSize(current.size()));
          points.push_back(current);
        }
      } else {
        std::size_t end = i;
        while (end < t.size() && t[end] != ' ' && t[end] != '\t' && t[end] != '(' && t[end] != ')')
          ++end;
        auto v = parseNumberField(t.substr(i, end - i), false);
        if (!v)
          return at(line, i,
                    readerText(SCALESCOPE_TR_NOOP("Reader", "POINTS: %1"), {v.errorText()}));
        if (depth == 0) {
          if (dims != 1)
            return at(line, i,
                      readerText(SCALESCOPE_TR_NOOP(
                                     "Reader", "expected '(' before a point of %1 coordinates"),
                                 {count(static_cast<long long>(dims))}));
          points.push_back({*v});
        } else {
          current.push_back(*v);
        }
        i = end;
      }
    }
    if (depth != 0)
      return at(line, t.size(),
                readerText(SCALESCOPE_TR_NOOP("Reader", "expected ')' to close the point")));
    return std::nullopt;
  }

  /// A point of `found` coordinates where the PARAMETER lines name another number.
  MarkedText wrongPointSize(std::size_t found) const {
    if (parameters.size() == 1)
      return readerText(
          SCALESCOPE_TR_NOOP("Reader",
                             "expected a point of 1 coordinate (one per PARAMETER), found %1"),
          {count(static_cast<long long>(found))});
    return readerText(
        SCALESCOPE_TR_NOOP("Reader",
                           "expected a point of %1 coordinates (one per PARAMETER), found %2"),
        {count(static_cast<long long>(parameters.size())), count(static_cast<long long>(found))});
  }

  std::optional<MarkedText> readData(const TextLine& line, const std::vector<Word>& words) {
    if (points.empty())
      return at(line, words[0].offset,
                readerText(SCALESCOPE_TR_NOOP("Reader", "expected POINTS before DATA")));
    if (!haveRegion)
      return at(line, words[0].offset,
                readerText(SCALESCOPE_TR_NOOP("Reader", "expected a REGION before DATA")));
    if (dataInBlock >= points.size())
      return at(line, words[0].offset,
                readerText(
                    SCALESCOPE_TR_NOOP(
                        "Reader", "expected at most %1 DATA lines (one per point) for region '%2'"),
                    {count(static_cast<long long>(points.size())), MarkedArg::verbatim(region)}));
    if (words.size() < 2)
      return at(line, line.text.size(),
                readerText(SCALESCOPE_TR_NOOP("Reader", "expected values after DATA")));
    for (std::size_t w = 1; w < words.size(); ++w) {
      auto v = parseNumberField(words[w].text, false);
      if (!v)
        return at(line, words[w].offset,
                  readerText(SCALESCOPE_TR_NOOP("Reader", "DATA: %1"), {v.errorText()}));
      values.push_back({region, metric, points[dataInBlock], *v, line.number,
                        characterColumn(line.text, words[w].offset)});
    }
    ++dataInBlock;
    return std::nullopt;
  }

  std::optional<MarkedText> readLine(const TextLine& line) {
    const auto words = splitWords(line.text);
    if (words.empty() || words[0].text.front() == '#') return std::nullopt;
    const std::string keyword(words[0].text);
    const auto rest = [&] {
      return std::string(trimmed(line.text.substr(words[0].offset + words[0].text.size())));
    };
    if (keyword == "PARAMETER") {
      if (!points.empty())
        return at(
            line, 0,
            readerText(SCALESCOPE_TR_NOOP("Reader", "expected PARAMETER lines before POINTS")));
      if (words.size() < 2)
        return at(line, line.text.size(),
                  readerText(SCALESCOPE_TR_NOOP("Reader", "expected a parameter name")));
      for (std::size_t w = 1; w < words.size(); ++w) parameters.emplace_back(words[w].text);
      return std::nullopt;
    }
    if (keyword == "POINTS") {
      if (parameters.empty())
        return at(
            line, 0,
            readerText(SCALESCOPE_TR_NOOP("Reader", "expected a PARAMETER line before POINTS")));
      if (!values.empty())
        return at(
            line, 0,
            readerText(SCALESCOPE_TR_NOOP("Reader", "expected POINTS before the first DATA line")));
      return readPoints(line, words[0].offset + words[0].text.size());
    }
    if (keyword == "REGION" || keyword == "METRIC") {
      if (auto e = closeBlock(line)) return e;
      const std::string value = rest();
      if (value.empty())
        return at(line, line.text.size(),
                  readerText(SCALESCOPE_TR_NOOP("Reader", "expected a name after %1"), {keyword}));
      if (keyword == "REGION") {
        region = value;
        haveRegion = true;
      } else {
        metric = value;
      }
      return std::nullopt;
    }
    if (keyword == "DATA") return readData(line, words);
    return at(
        line, words[0].offset,
        readerText(
            SCALESCOPE_TR_NOOP(
                "Reader",
                "expected PARAMETER, POINTS, REGION, METRIC, DATA or a '#' comment, found '%1'"),
            {MarkedArg::verbatim(keyword)}));
  }
};

}  // namespace

Result<ImportedFile> readExtrapText(std::string_view text, const std::string& name) {
  auto lines = splitTextLines(text, name);
  if (!lines) return R::failure(lines.errorText());
  ExtrapTextReader reader{name, {}, {}, {}, {}, {}, false, 0, 0};
  for (const auto& line : *lines)
    if (auto e = reader.readLine(line)) return R::failure(*e);
  const TextLine end{lines->empty() ? 1 : lines->back().number, {}};
  if (auto e = reader.closeBlock(end)) return R::failure(*e);
  if (reader.parameters.empty())
    return R::failure(locatedText(
        name, 1, 1,
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected a PARAMETER line (Extra-P text)"))));
  if (reader.values.empty())
    return R::failure(
        locatedText(name, end.number, 1,
                    readerText(SCALESCOPE_TR_NOOP("Reader", "expected DATA lines, found none"))));
  return extrap::toImported(name, reader.parameters, reader.values);
}

int sniffExtrapText(const FileSniff& file) {
  // The first line that is no comment starts with a keyword of the format.
  const auto words = splitWords(file.firstContentLine());
  return !words.empty() && (words[0].text == "PARAMETER" || words[0].text == "POINTS") ? 90
                                                                                       : kNotMine;
}

}  // namespace scalescope::model
