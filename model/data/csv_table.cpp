#include "model/data/csv_table.h"

#include "model/data/text_input.h"

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <system_error>
#include <utility>

#include "model/core/number_text.h"

namespace scalescope::model {

namespace {

/// Picks the separator from the header line, ignoring characters inside quotes.
char detectSeparator(std::string_view text, std::size_t pos) {
  bool inQuotes = false, comma = false, semicolon = false, tab = false;
  for (; pos < text.size() && (inQuotes || (text[pos] != '\n' && text[pos] != '\r')); ++pos) {
    const char c = text[pos];
    if (c == '"') inQuotes = !inQuotes;
    if (inQuotes) continue;
    comma |= c == ',';
    semicolon |= c == ';';
    tab |= c == '\t';
  }
  if (semicolon && !comma) return ';';
  if (tab && !comma && !semicolon) return '\t';
  return ',';
}

/// Splits the text into records, one character at a time, keeping line numbers.
class Scanner {
 public:
  Scanner(std::string_view text, std::string name) : m_text(text), m_name(std::move(name)) {}

  bool atEnd() const { return m_pos >= m_text.size(); }
  int line() const { return m_line; }
  std::size_t pos() const { return m_pos; }
  void setSeparator(char s) { m_separator = s; }

  /// Skips blank lines and '#' comment lines; an error string when a skipped line is binary.
  std::string skipIgnorableLines() {
    while (!atEnd()) {
      std::size_t end = m_pos;
      while (end < m_text.size() && m_text[end] != '\n' && m_text[end] != '\r') ++end;
      const auto content = trimmed(m_text.substr(m_pos, end - m_pos));
      if (!content.empty() && content.front() != '#') return {};
      for (std::size_t p = m_pos; p < end;) {
        std::size_t length = 0;
        if (auto why = textByteProblem(m_text, p, &length); !why.empty())
          return locatedMessage(m_name, m_line, 1, why);
        p += length;
      }
      m_pos = end;
      consumeLineEnd();
    }
    return {};
  }

  /// Reads one record starting at the current position into fields.
  std::string readRecord(std::vector<std::string>& fields) {
    fields.clear();
    const int recordLine = m_line;
    for (;;) {
      std::string field;
      const int column = static_cast<int>(fields.size()) + 1;
      while (!atEnd() && isBlank(m_text[m_pos]) && m_text[m_pos] != m_separator) ++m_pos;
      if (!atEnd() && m_text[m_pos] == '"') {
        if (auto e = readQuoted(field, recordLine, column); !e.empty()) return e;
      } else {
        while (!atEnd() && m_text[m_pos] != m_separator && !atLineEnd()) {
          if (auto e = appendChecked(field, column); !e.empty()) return e;
        }
        field = std::string(trimmed(field));
      }
      fields.push_back(std::move(field));
      if (!atEnd() && m_text[m_pos] == m_separator) {
        ++m_pos;
        continue;
      }
      consumeLineEnd();
      return {};
    }
  }

 private:
  bool atLineEnd() const { return m_text[m_pos] == '\n' || m_text[m_pos] == '\r'; }

  void consumeLineEnd() {
    if (atEnd()) return;
    if (m_text[m_pos] == '\r' && m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '\n') ++m_pos;
    ++m_pos;
    ++m_line;
  }

  std::string appendChecked(std::string& field, int column) {
    std::size_t length = 0;
    if (auto why = textByteProblem(m_text, m_pos, &length); !why.empty())
      return locatedMessage(m_name, m_line, column, why);
    field.append(m_text.substr(m_pos, length));
    m_pos += length;
    return {};
  }

  std::string readQuoted(std::string& field, int recordLine, int column) {
    ++m_pos;  // opening quote
    for (;;) {
      if (atEnd())
        return locatedMessage(m_name, recordLine, column,
                              "expected a closing quote for the field that opens here");
      const char c = m_text[m_pos];
      if (c == '"') {
        if (m_pos + 1 < m_text.size() && m_text[m_pos + 1] == '"') {
          field += '"';
          m_pos += 2;
          continue;
        }
        ++m_pos;
        break;
      }
      if (c == '\n' || c == '\r') {
        field += '\n';
        consumeLineEnd();
        continue;
      }
      if (auto e = appendChecked(field, column); !e.empty()) return e;
    }
    while (!atEnd() && isBlank(m_text[m_pos]) && m_text[m_pos] != m_separator) ++m_pos;
    if (atEnd() || m_text[m_pos] == m_separator || atLineEnd()) return {};
    return locatedMessage(
        m_name, m_line, column,
        std::string("expected '") + m_separator +
            "' or the end of the line after a closing quote, found " +
            quotedExcerpt(
                m_text.substr(m_pos, std::max<std::size_t>(1, utf8SequenceLength(m_text, m_pos)))));
  }

  std::string_view m_text;
  std::string m_name;  // a copy: the caller's string is moved into the table
  std::size_t m_pos = 0;
  int m_line = 1;
  char m_separator = ',';
};

bool allEmpty(const std::vector<std::string>& fields) {
  for (const auto& f : fields)
    if (!f.empty()) return false;
  return true;
}

}  // namespace

std::string locatedMessage(std::string_view file, int line, int column, std::string_view what) {
  return std::string(file) + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
         std::string(what);
}

std::string formatForMessage(double value) {
  return shortNumber(value, 10);
}

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i) {
    const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? char(c - 'A' + 'a') : c; };
    if (lower(a[i]) != lower(b[i])) return false;
  }
  return true;
}

Result<double> parseNumberField(std::string_view text, bool decimalComma) {
  const auto field = trimmed(text);
  if (field.empty()) return Result<double>::failure("expected a number, found an empty field");
  std::string buffer(field);
  if (decimalComma && buffer.find(',') != std::string::npos) {
    if (buffer.find('.') != std::string::npos || buffer.find(',') != buffer.rfind(','))
      return Result<double>::failure("expected a number with one decimal separator, found " +
                                     quotedExcerpt(field));
    buffer[buffer.find(',')] = '.';
  }
  const char* first = buffer.data();
  const char* last = first + buffer.size();
  // from_chars does not take a leading '+', which people and spreadsheets write.
  if (*first == '+' && first + 1 < last && first[1] != '-' && first[1] != '+') ++first;
  double value = 0;
  const auto [end, ec] = std::from_chars(first, last, value, std::chars_format::general);
  if (ec == std::errc::result_out_of_range)
    return Result<double>::failure(
        "expected a number within the range of a double (magnitude 2.2e-308 to 1.8e308), "
        "found " +
        quotedExcerpt(field));
  if (ec != std::errc() || end != last)
    return Result<double>::failure("expected a number, found " + quotedExcerpt(field));
  if (!std::isfinite(value))
    return Result<double>::failure("expected a finite number, found " + quotedExcerpt(field));
  return value;
}

std::optional<std::size_t> CsvTable::findColumn(std::span<const std::string_view> names) const {
  for (auto name : names)
    for (std::size_t i = 0; i < m_header.size(); ++i)
      if (equalsIgnoringCase(m_header[i], name)) return i;
  return std::nullopt;
}

Result<std::size_t> CsvTable::requireColumn(std::span<const std::string_view> names) const {
  if (auto index = findColumn(names)) return *index;
  std::string accepted;
  for (auto name : names) accepted += (accepted.empty() ? "'" : " or '") + std::string(name) + "'";
  return Result<std::size_t>::failure(
      locatedMessage(m_sourceName, m_headerLine, 1,
                     "expected a column named " + accepted + "; found columns: " + headerList()));
}

std::string CsvTable::headerList() const {
  std::string out;
  for (const auto& name : m_header) out += (out.empty() ? "" : ", ") + name;
  return out;
}

std::string CsvTable::message(const CsvRow& row, std::size_t column, std::string_view what) const {
  return locatedMessage(m_sourceName, row.line, static_cast<int>(column) + 1, what);
}

std::string CsvTable::columnMessage(const CsvRow& row, std::size_t column,
                                    std::string_view what) const {
  return message(row, column, "column '" + m_header.at(column) + "': " + std::string(what));
}

Result<double> CsvTable::number(const CsvRow& row, std::size_t column) const {
  auto parsed = parseNumberField(row.fields.at(column), decimalComma());
  if (parsed) return parsed;
  return Result<double>::failure(columnMessage(row, column, parsed.error()));
}

Result<double> CsvTable::positiveNumber(const CsvRow& row, std::size_t column,
                                        std::string_view unit) const {
  auto value = number(row, column);
  if (value && *value <= 0)
    return Result<double>::failure(columnMessage(row, column,
                                                 "expected a positive value in " +
                                                     std::string(unit) + ", found " +
                                                     formatForMessage(*value)));
  return value;
}

Result<std::optional<double>> CsvTable::optionalNumber(const CsvRow& row,
                                                       std::size_t column) const {
  if (trimmed(row.fields.at(column)).empty()) return std::optional<double>{};
  auto parsed = number(row, column);
  if (!parsed) return Result<std::optional<double>>::failure(parsed.error());
  return std::optional<double>{*parsed};
}

Result<CsvTable> parseCsvText(std::string_view text, std::string sourceName) {
  auto table = parseCsvRows(text, std::move(sourceName));
  if (table && !table->rowError().empty()) return Result<CsvTable>::failure(table->rowError());
  return table;
}

Result<CsvTable> parseCsvRows(std::string_view text, std::string sourceName) {
  using R = Result<CsvTable>;
  if (text.size() >= 2 &&
      ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF')))
    return R::failure(locatedMessage(sourceName, 1, 1,
                                     "expected UTF-8 text, found a UTF-16 byte-order mark "
                                     "(save the file as UTF-8 CSV)"));
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  if (text.empty())
    return R::failure(
        locatedMessage(sourceName, 1, 1, "expected a header line, the file is empty"));

  Scanner scanner(text, sourceName);
  if (auto e = scanner.skipIgnorableLines(); !e.empty()) return R::failure(e);
  if (scanner.atEnd())
    return R::failure(locatedMessage(sourceName, 1, 1,
                                     "expected a header line, the file has only comments and "
                                     "blank lines"));

  CsvTable table;
  table.m_sourceName = std::move(sourceName);
  table.m_separator = detectSeparator(text, scanner.pos());
  scanner.setSeparator(table.m_separator);
  table.m_headerLine = scanner.line();
  if (auto e = scanner.readRecord(table.m_header); !e.empty()) return R::failure(e);
  for (std::size_t i = 0; i < table.m_header.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (!table.m_header[i].empty() && equalsIgnoringCase(table.m_header[i], table.m_header[j]))
        return R::failure(locatedMessage(table.m_sourceName, table.m_headerLine, int(i) + 1,
                                         "expected unique column names, '" + table.m_header[i] +
                                             "' is also column " + std::to_string(j + 1)));

  const std::size_t width = table.m_header.size();
  CsvRow row;
  for (;;) {
    if (auto e = scanner.skipIgnorableLines(); !e.empty()) return R::failure(e);
    if (scanner.atEnd()) break;
    row.line = scanner.line();
    if (auto e = scanner.readRecord(row.fields); !e.empty()) return R::failure(e);
    if (allEmpty(row.fields)) continue;
    while (row.fields.size() > width && row.fields.back().empty()) row.fields.pop_back();
    if (row.fields.size() != width) {
      const std::size_t column = std::min(row.fields.size(), width) + 1;
      table.m_rowError = locatedMessage(
          table.m_sourceName, row.line, int(column),
          "expected " + std::to_string(width) + " fields as in the header (line " +
              std::to_string(table.m_headerLine) + "), found " + std::to_string(row.fields.size()));
      break;
    }
    table.m_rows.push_back(row);
  }
  return table;
}

Result<CsvTable> readCsvFile(const std::string& path, const CsvOptions& options) {
  auto text = readTextFile(path, options.maxBytes, "a CSV file");
  if (!text) return Result<CsvTable>::failure(text.error());
  return parseCsvText(*text, path);
}

}  // namespace scalescope::model
