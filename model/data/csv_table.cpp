#include "model/data/csv_table.h"

#include "model/data/reader_text.h"
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

  /// Skips blank lines and '#' comment lines; an error when a skipped line is binary.
  std::optional<MarkedText> skipIgnorableLines() {
    while (!atEnd()) {
      std::size_t end = m_pos;
      while (end < m_text.size() && m_text[end] != '\n' && m_text[end] != '\r') ++end;
      const auto content = trimmed(m_text.substr(m_pos, end - m_pos));
      if (!content.empty() && content.front() != '#') return std::nullopt;
      for (std::size_t p = m_pos; p < end;) {
        std::size_t length = 0;
        if (auto why = textByteProblem(m_text, p, &length))
          return locatedText(m_name, m_line, 1, *why);
        p += length;
      }
      m_pos = end;
      consumeLineEnd();
    }
    return std::nullopt;
  }

  /// Reads one record starting at the current position into fields.
  std::optional<MarkedText> readRecord(std::vector<std::string>& fields) {
    fields.clear();
    const int recordLine = m_line;
    for (;;) {
      std::string field;
      const int column = static_cast<int>(fields.size()) + 1;
      while (!atEnd() && isBlank(m_text[m_pos]) && m_text[m_pos] != m_separator) ++m_pos;
      if (!atEnd() && m_text[m_pos] == '"') {
        if (auto e = readQuoted(field, recordLine, column)) return e;
      } else {
        while (!atEnd() && m_text[m_pos] != m_separator && !atLineEnd()) {
          if (auto e = appendChecked(field, column)) return e;
        }
        field = std::string(trimmed(field));
      }
      fields.push_back(std::move(field));
      if (!atEnd() && m_text[m_pos] == m_separator) {
        ++m_pos;
        continue;
      }
      consumeLineEnd();
      return std::nullopt;
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

  std::optional<MarkedText> appendChecked(std::string& field, int column) {
    std::size_t length = 0;
    if (auto why = textByteProblem(m_text, m_pos, &length))
      return locatedText(m_name, m_line, column, *why);
    field.append(m_text.substr(m_pos, length));
    m_pos += length;
    return std::nullopt;
  }

  std::optional<MarkedText> readQuoted(std::string& field, int recordLine, int column) {
    ++m_pos;  // opening quote
    for (;;) {
      if (atEnd())
        return locatedText(
            m_name, recordLine, column,
            readerText(SCALESCOPE_TR_NOOP(
                "Reader", "expected a closing quote for the field that opens here")));
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
      if (auto e = appendChecked(field, column)) return e;
    }
    while (!atEnd() && isBlank(m_text[m_pos]) && m_text[m_pos] != m_separator) ++m_pos;
    if (atEnd() || m_text[m_pos] == m_separator || atLineEnd()) return std::nullopt;
    return locatedText(
        m_name, m_line, column,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected '%1' or the end of the line after a closing "
                                      "quote, found %2"),
                   {MarkedArg::verbatim(std::string(1, m_separator)),
                    quoted(m_text.substr(
                        m_pos, std::max<std::size_t>(1, utf8SequenceLength(m_text, m_pos))))}));
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

MarkedText locatedText(std::string_view file, int line, int column, MarkedText what) {
  return MarkedText{
      "",
      "%1:%2:%3: %4",
      {MarkedArg::verbatim(std::string(file)), count(line), count(column), std::move(what)}};
}

MarkedText fileText(std::string_view path, MarkedText what) {
  return MarkedText{"", "%1: %2", {MarkedArg::verbatim(std::string(path)), std::move(what)}};
}

MarkedArg quoted(std::string_view field) {
  return MarkedArg::verbatim(quotedExcerpt(field));
}

MarkedArg count(long long n) {
  return MarkedArg::verbatim(std::to_string(n));
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
  if (field.empty())
    return Result<double>::failure(
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected a number, found an empty field")));
  std::string buffer(field);
  if (decimalComma && buffer.find(',') != std::string::npos) {
    if (buffer.find('.') != std::string::npos || buffer.find(',') != buffer.rfind(','))
      return Result<double>::failure(readerText(
          SCALESCOPE_TR_NOOP("Reader", "expected a number with one decimal separator, found %1"),
          {quoted(field)}));
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
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected a number within the range of a double "
                                      "(magnitude 2.2e-308 to 1.8e308), found %1"),
                   {quoted(field)}));
  if (ec != std::errc() || end != last)
    return Result<double>::failure(
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected a number, found %1"), {quoted(field)}));
  if (!std::isfinite(value))
    return Result<double>::failure(readerText(
        SCALESCOPE_TR_NOOP("Reader", "expected a finite number, found %1"), {quoted(field)}));
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
  // "'a' or 'b' or 'c'", the "or" in the user's language
  const auto quotedName = [](std::string_view name) {
    std::string q(1, '\'');  // (operator+ on a literal trips GCC 12's -Wstringop-overflow)
    q += name;
    q += '\'';
    return MarkedArg::verbatim(std::move(q));
  };
  MarkedArg accepted = quotedName(names.empty() ? std::string_view() : names[0]);
  for (std::size_t i = 1; i < names.size(); ++i)
    accepted = readerText(SCALESCOPE_TR_NOOP("Reader", "%1 or %2"),
                          {std::move(accepted), quotedName(names[i])});
  return Result<std::size_t>::failure(locatedText(
      m_sourceName, m_headerLine, 1,
      readerText(SCALESCOPE_TR_NOOP("Reader", "expected a column named %1; found columns: %2"),
                 {std::move(accepted), MarkedArg::verbatim(headerList())})));
}

std::string CsvTable::headerList() const {
  std::string out;
  for (const auto& name : m_header) out += (out.empty() ? "" : ", ") + name;
  return out;
}

MarkedText CsvTable::fieldText(const CsvRow& row, std::size_t column, MarkedText what) const {
  return locatedText(m_sourceName, row.line, static_cast<int>(column) + 1, std::move(what));
}

MarkedText CsvTable::columnText(const CsvRow& row, std::size_t column, MarkedText what) const {
  return fieldText(row, column,
                   readerText(SCALESCOPE_TR_NOOP("Reader", "column '%1': %2"),
                              {MarkedArg::verbatim(m_header.at(column)), std::move(what)}));
}

Result<double> CsvTable::number(const CsvRow& row, std::size_t column) const {
  auto parsed = parseNumberField(row.fields.at(column), decimalComma());
  if (parsed) return parsed;
  return Result<double>::failure(columnText(row, column, parsed.errorText()));
}

Result<double> CsvTable::positiveNumber(const CsvRow& row, std::size_t column,
                                        std::string_view unit) const {
  auto value = number(row, column);
  if (value && *value <= 0)
    return Result<double>::failure(columnText(
        row, column,
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected a positive value in %1, found %2"),
                   {std::string(unit), formatForMessage(*value)})));
  return value;
}

Result<std::optional<double>> CsvTable::optionalNumber(const CsvRow& row,
                                                       std::size_t column) const {
  if (trimmed(row.fields.at(column)).empty()) return std::optional<double>{};
  auto parsed = number(row, column);
  if (!parsed) return Result<std::optional<double>>::failure(parsed.errorText());
  return std::optional<double>{*parsed};
}

Result<CsvTable> parseCsvText(std::string_view text, std::string sourceName) {
  auto table = parseCsvRows(text, std::move(sourceName));
  if (table && !table->rowError().empty()) return Result<CsvTable>::failure(table->rowErrorText());
  return table;
}

Result<CsvTable> parseCsvRows(std::string_view text, std::string sourceName) {
  using R = Result<CsvTable>;
  if (text.size() >= 2 &&
      ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF')))
    return R::failure(locatedText(
        sourceName, 1, 1,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected UTF-8 text, found a UTF-16 byte-order mark "
                                      "(save the file as UTF-8 CSV)"))));
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  if (text.empty())
    return R::failure(locatedText(
        sourceName, 1, 1,
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected a header line, the file is empty"))));

  Scanner scanner(text, sourceName);
  if (auto e = scanner.skipIgnorableLines()) return R::failure(*e);
  if (scanner.atEnd())
    return R::failure(locatedText(
        sourceName, 1, 1,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected a header line, the file has only comments and "
                                      "blank lines"))));

  CsvTable table;
  table.m_sourceName = std::move(sourceName);
  table.m_separator = detectSeparator(text, scanner.pos());
  scanner.setSeparator(table.m_separator);
  table.m_headerLine = scanner.line();
  if (auto e = scanner.readRecord(table.m_header)) return R::failure(*e);
  for (std::size_t i = 0; i < table.m_header.size(); ++i)
    for (std::size_t j = 0; j < i; ++j)
      if (!table.m_header[i].empty() && equalsIgnoringCase(table.m_header[i], table.m_header[j]))
        return R::failure(locatedText(
            table.m_sourceName, table.m_headerLine, int(i) + 1,
            readerText(SCALESCOPE_TR_NOOP("Reader",
                                          "expected unique column names, '%1' is also column %2"),
                       {MarkedArg::verbatim(table.m_header[i]), count(long(j) + 1)})));

  const std::size_t width = table.m_header.size();
  CsvRow row;
  for (;;) {
    if (auto e = scanner.skipIgnorableLines()) return R::failure(*e);
    if (scanner.atEnd()) break;
    row.line = scanner.line();
    if (auto e = scanner.readRecord(row.fields)) return R::failure(*e);
    if (allEmpty(row.fields)) continue;
    while (row.fields.size() > width && row.fields.back().empty()) row.fields.pop_back();
    if (row.fields.size() != width) {
      const std::size_t column = std::min(row.fields.size(), width) + 1;
      table.m_rowErrorText = locatedText(
          table.m_sourceName, row.line, int(column),
          readerText(
              SCALESCOPE_TR_NOOP("Reader",
                                 "expected %1 fields as in the header (line %2), found %3"),
              {count(long(width)), count(table.m_headerLine), count(long(row.fields.size()))}));
      table.m_rowError = table.m_rowErrorText.english();
      break;
    }
    table.m_rows.push_back(row);
  }
  return table;
}

Result<CsvTable> readCsvFile(const std::string& path, const CsvOptions& options) {
  auto text = readTextFile(path, options.maxBytes, SCALESCOPE_TR_NOOP("Reader", "a CSV file"));
  if (!text) return Result<CsvTable>::failure(text.errorText());
  return parseCsvText(*text, path);
}

}  // namespace scalescope::model
