// Extra-P's text input (Extra-P documentation, "Text file format"): PARAMETER lines name the
// parameters, POINTS lines list the measurement points, then per REGION (call path) and
// optional METRIC one DATA line per point, in the order of the points, holding that point's
// repetitions. Lines starting with '#' are comments.
#include <cmath>

#include "model/data/csv_table.h"
#include "model/data/extrap_common.h"
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

  std::string at(const TextLine& line, std::size_t offset, std::string_view what) const {
    return locatedMessage(name, line.number, characterColumn(line.text, offset), what);
  }

  /// A region/metric block must have one DATA line per point (or none, before a METRIC).
  std::string closeBlock(const TextLine& line) {
    if (dataInBlock != 0 && dataInBlock != points.size())
      return locatedMessage(name, line.number, 1,
                            "expected " + std::to_string(points.size()) +
                                " DATA lines (one per point) for region '" + region +
                                "' from line " + std::to_string(blockLine) + ", found " +
                                std::to_string(dataInBlock));
    dataInBlock = 0;
    blockLine = line.number;
    return {};
  }

  std::string readPoints(const TextLine& line, std::size_t start) {
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
        if (depth == 2) return at(line, i, "expected a number or ')', found '('");
        if (depth == 0) {
          current.clear();
          pointStart = i;
        }
        ++depth;
        ++i;
      } else if (c == ')') {
        if (depth == 0) return at(line, i, "expected '(' or a number, found ')'");
        --depth;
        ++i;
        if (depth == 0) {
          if (current.size() != dims)
            return at(line, pointStart,
                      "expected a point of " + std::to_string(dims) + " coordinate" +
                          (dims == 1 ? "" : "s") + " (one per PARAMETER), found " +
                          std::to_string(current.size()));
          points.push_back(current);
        }
      } else {
        std::size_t end = i;
        while (end < t.size() && t[end] != ' ' && t[end] != '\t' && t[end] != '(' && t[end] != ')')
          ++end;
        auto v = parseNumberField(t.substr(i, end - i), false);
        if (!v) return at(line, i, "POINTS: " + v.error());
        if (depth == 0) {
          if (dims != 1)
            return at(line, i,
                      "expected '(' before a point of " + std::to_string(dims) + " coordinates");
          points.push_back({*v});
        } else {
          current.push_back(*v);
        }
        i = end;
      }
    }
    if (depth != 0) return at(line, t.size(), "expected ')' to close the point");
    return {};
  }

  std::string readData(const TextLine& line, const std::vector<Word>& words) {
    if (points.empty()) return at(line, words[0].offset, "expected POINTS before DATA");
    if (!haveRegion) return at(line, words[0].offset, "expected a REGION before DATA");
    if (dataInBlock >= points.size())
      return at(line, words[0].offset,
                "expected at most " + std::to_string(points.size()) +
                    " DATA lines (one per point) for region '" + region + "'");
    if (words.size() < 2) return at(line, line.text.size(), "expected values after DATA");
    for (std::size_t w = 1; w < words.size(); ++w) {
      auto v = parseNumberField(words[w].text, false);
      if (!v) return at(line, words[w].offset, "DATA: " + v.error());
      values.push_back({region, metric, points[dataInBlock], *v, line.number,
                        characterColumn(line.text, words[w].offset)});
    }
    ++dataInBlock;
    return {};
  }

  std::string readLine(const TextLine& line) {
    const auto words = splitWords(line.text);
    if (words.empty() || words[0].text.front() == '#') return {};
    const std::string keyword(words[0].text);
    const auto rest = [&] {
      return std::string(trimmed(line.text.substr(words[0].offset + words[0].text.size())));
    };
    if (keyword == "PARAMETER") {
      if (!points.empty()) return at(line, 0, "expected PARAMETER lines before POINTS");
      if (words.size() < 2) return at(line, line.text.size(), "expected a parameter name");
      for (std::size_t w = 1; w < words.size(); ++w) parameters.emplace_back(words[w].text);
      return {};
    }
    if (keyword == "POINTS") {
      if (parameters.empty()) return at(line, 0, "expected a PARAMETER line before POINTS");
      if (!values.empty()) return at(line, 0, "expected POINTS before the first DATA line");
      return readPoints(line, words[0].offset + words[0].text.size());
    }
    if (keyword == "REGION" || keyword == "METRIC") {
      if (auto e = closeBlock(line); !e.empty()) return e;
      const std::string value = rest();
      if (value.empty()) return at(line, line.text.size(), "expected a name after " + keyword);
      if (keyword == "REGION") {
        region = value;
        haveRegion = true;
      } else {
        metric = value;
      }
      return {};
    }
    if (keyword == "DATA") return readData(line, words);
    return at(line, words[0].offset,
              "expected PARAMETER, POINTS, REGION, METRIC, DATA or a '#' comment, found '" +
                  keyword + "'");
  }
};

}  // namespace

Result<ImportedFile> readExtrapText(std::string_view text, const std::string& name) {
  auto lines = splitTextLines(text, name);
  if (!lines) return R::failure(lines.error());
  ExtrapTextReader reader{name, {}, {}, {}, {}, {}, false, 0, 0};
  for (const auto& line : *lines)
    if (auto e = reader.readLine(line); !e.empty()) return R::failure(e);
  const TextLine end{lines->empty() ? 1 : lines->back().number, {}};
  if (auto e = reader.closeBlock(end); !e.empty()) return R::failure(e);
  if (reader.parameters.empty())
    return R::failure(locatedMessage(name, 1, 1, "expected a PARAMETER line (Extra-P text)"));
  if (reader.values.empty())
    return R::failure(locatedMessage(name, end.number, 1, "expected DATA lines, found none"));
  return extrap::toImported(name, reader.parameters, reader.values);
}

int sniffExtrapText(const FileSniff& file) {
  // The first line that is no comment starts with a keyword of the format.
  const auto words = splitWords(file.firstContentLine());
  return !words.empty() && (words[0].text == "PARAMETER" || words[0].text == "POINTS") ? 90
                                                                                       : kNotMine;
}

}  // namespace scalescope::model
