#pragma once
// A small, strict CSV reader for the datasets and for user measurement files. Everything a
// person may throw at it (spreadsheet exports, European ';' files, binary files opened by
// mistake, huge logs) ends in a table or in one precise message, never in a crash.
//
// Error messages have the form "FILE:LINE:COLUMN: what was expected", where LINE is the
// 1-based line in the file (a row's first line when a quoted field spans lines) and COLUMN
// is the 1-based FIELD number within that row (not a character offset): the unit a person
// sees as a spreadsheet column. Errors about the file as a whole (cannot open, too large)
// name only the file.

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/core/translatable.h"

namespace scalescope::model {

/// Limits and choices for reading a CSV file.
struct CsvOptions {
  /// Files larger than this are refused before anything is read.
  std::size_t maxBytes = std::size_t{64} * 1024 * 1024;
};

/// One data row: its fields (unquoted, surrounding blanks of unquoted fields removed) and
/// the line of the file where it starts.
struct CsvRow {
  int line = 0;
  std::vector<std::string> fields;
};

/// A parsed CSV file: a header row and data rows that all have as many fields as the header.
///
/// Accepted input: UTF-8 with or without BOM; LF, CRLF or CR line ends; lines whose first
/// non-blank character is '#' are comments; blank lines and rows of only empty fields are
/// skipped; RFC 4180 quoting ("a, b" and "" for a quote, also across lines). The separator
/// is ',' unless the header line contains ';' and no ',' (then ';', and numbers may use a
/// decimal comma) or only tabs (then tab). Trailing empty fields beyond the header's count
/// are dropped (spreadsheet exports add them). Refused: empty files, UTF-16, NUL and other
/// control bytes, invalid UTF-8, rows with another field count than the header.
class CsvTable {
 public:
  /// The name used in messages (a path or a display name).
  const std::string& sourceName() const { return m_sourceName; }
  char separator() const { return m_separator; }
  /// True for ';'-separated tables, where "3,5" means 3.5.
  bool decimalComma() const { return m_separator == ';'; }
  const std::vector<std::string>& header() const { return m_header; }
  int headerLine() const { return m_headerLine; }
  const std::vector<CsvRow>& rows() const { return m_rows; }
  /// From parseCsvRows(): why reading stopped at a row with another field count than the
  /// header ("" when every row was read). rows() then holds the rows before it.
  const std::string& rowError() const { return m_rowError; }
  const MarkedText& rowErrorText() const { return m_rowErrorText; }

  /// Index of the column whose header equals a name, ignoring ASCII case; earlier names win.
  std::optional<std::size_t> findColumn(std::span<const std::string_view> names) const;
  std::optional<std::size_t> findColumn(std::initializer_list<std::string_view> names) const {
    return findColumn(std::span<const std::string_view>(names.begin(), names.size()));
  }

  /// Like findColumn(), but a missing column is an error at the header line that lists the
  /// accepted names and the columns the file has.
  Result<std::size_t> requireColumn(std::span<const std::string_view> names) const;

  /// The header names joined with ", ", for messages.
  std::string headerList() const;

  /// "FILE:LINE:COLUMN: what" for a field of a row (column is the 0-based index).
  MarkedText fieldText(const CsvRow& row, std::size_t column, MarkedText what) const;
  /// fieldText() with the column's header named: "FILE:LINE:COLUMN: column 'name': what".
  MarkedText columnText(const CsvRow& row, std::size_t column, MarkedText what) const;

  /// The field parsed as a finite number; the error names file, line, column and the
  /// column's header ("FILE:3:7: column 'rmax_tflops': expected a number, found \"abc\"").
  Result<double> number(const CsvRow& row, std::size_t column) const;

  /// Like number(), but an empty field gives an empty optional instead of an error.
  Result<std::optional<double>> optionalNumber(const CsvRow& row, std::size_t column) const;

  /// Like number(), but values ≤ 0 are an error that names the expected unit.
  Result<double> positiveNumber(const CsvRow& row, std::size_t column, std::string_view unit) const;

 private:
  friend Result<CsvTable> parseCsvRows(std::string_view text, std::string sourceName);
  std::string m_sourceName;
  char m_separator = ',';
  int m_headerLine = 0;
  std::vector<std::string> m_header;
  std::vector<CsvRow> m_rows;
  std::string m_rowError;
  MarkedText m_rowErrorText;
};

/// Parses CSV text held in memory; sourceName appears in messages.
Result<CsvTable> parseCsvText(std::string_view text, std::string sourceName);
/// Like parseCsvText(), but a row with another field count than the header ends the table
/// instead of failing: the rows before it are kept and rowError() says why it stopped. A
/// reader that checks the values of the rows first reports problems in the order of the file
/// (an "abc" on line 4 before a short line 6).
Result<CsvTable> parseCsvRows(std::string_view text, std::string sourceName);

/// Reads and parses a CSV file, refusing files larger than options.maxBytes.
Result<CsvTable> readCsvFile(const std::string& path, const CsvOptions& options = {});

/// Parses one field as a finite double with std::from_chars: accepts "1e6", "-3.5", "+2";
/// with decimalComma also "3,5". Rejects empty text, trailing characters, NaN/inf and values
/// out of the range of a double. The error says what was found, without a location.
Result<double> parseNumberField(std::string_view text, bool decimalComma);

/// A number as messages show it: up to 10 significant digits, no trailing zeros.
std::string formatForMessage(double value);

/// Compares two names ignoring ASCII case (column names are ASCII by convention).
bool equalsIgnoringCase(std::string_view a, std::string_view b);

}  // namespace scalescope::model
