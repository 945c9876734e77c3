#pragma once
// What the format registry's sniffs look at (model/data/formats.h): a file's name and the start
// of its text, cut up once for all of them. A JSON text is parsed once, however many readers
// ask; a CSV header is parsed once, from its first line only, so that recognising a 60 MB table
// does not read it twice. Every view is computed on first use.

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/data/csv_table.h"
#include "model/data/json_reader.h"

namespace scalescope::model {

/// Scores of a sniff: how sure it is that a text is its format. The highest wins.
///   0       not this format
///   1       readable as this format, but nothing in the text says so (ScaleScope's CSV)
///   2…49    a hint: a key in JSON that does not parse, the file's extension
///   50…100  the format's own words: JSON keys, a header line, a title the tool prints
inline constexpr int kNotMine = 0;
inline constexpr int kFallback = 1;

/// A file as the sniffs see it. Never fails: text that is no JSON, no CSV or not even text
/// gives empty views, and the sniffs score it 0.
class FileSniff {
 public:
  FileSniff(std::string_view fileName, std::string_view text);
  ~FileSniff();
  FileSniff(const FileSniff&) = delete;
  FileSniff& operator=(const FileSniff&) = delete;

  std::string_view fileName() const { return m_fileName; }
  /// The name's extension in lower case with its dot (".json"), "" when it has none.
  const std::string& extension() const { return m_extension; }
  /// The text without a UTF-8 byte-order mark.
  std::string_view text() const { return m_text; }
  /// Only blanks and line ends (or nothing).
  bool blank() const { return m_blank; }
  /// The first character that is not blank is '{' or '[': JSON or JSON Lines.
  bool jsonLike() const { return m_jsonLike; }

  /// A JSON-like text's top-level values, parsed once; nullptr when it does not parse.
  const std::vector<JsonValue>* json() const;
  /// A JSON-like text's first line parsed alone as one value (a JSON Lines record); nullptr
  /// when it is none.
  const JsonValue* firstJsonLine() const;
  /// Whether `quotedKey` ("\"params\"") occurs in the first 8 KiB: what a JSON text that does
  /// not parse still says about its format.
  bool mentions(std::string_view quotedKey) const;

  /// A text that is not JSON-like: its first 400 lines (blank ones counted), trimmed, blank ones
  /// left out, '#' comments kept. Empty for JSON-like text.
  const std::vector<std::string_view>& lines() const { return m_lines; }
  /// The first of lines() that is no '#' comment; "" when there is none.
  std::string_view firstContentLine() const { return m_firstContent; }
  /// The text read as a CSV table, its header only; nullptr when it is none (JSON-like text, no
  /// header, a header that does not parse).
  const CsvTable* csvHeader() const;

 private:
  std::string_view m_fileName, m_text, m_firstContent;
  std::string m_extension;
  bool m_blank = true, m_jsonLike = false;
  std::size_t m_firstContentEnd = 0;  ///< offset in m_text just past the first content line
  std::vector<std::string_view> m_lines;
  struct Lazy;
  std::unique_ptr<Lazy> m_lazy;  ///< what is parsed on first use
};

}  // namespace scalescope::model
