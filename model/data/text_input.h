#pragma once
// What every reader of a measurement file shares before it looks at its format: reading a file
// with a size limit, refusing bytes that cannot be text (NUL, control bytes, invalid UTF-8,
// UTF-16), splitting into numbered lines, and the column of a position as a person counts it.
// The CSV reader and the readers of other tools' output (model/data/readers.h) use it, so a
// binary file opened by mistake gets the same message whatever its name.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/core/translatable.h"

namespace scalescope::model {

/// The default size limit of a data file: far above any benchmark output.
inline constexpr std::size_t kMaxDataFileBytes = std::size_t{64} * 1024 * 1024;

/// Reads a whole file, refusing directories and files larger than maxBytes before reading them
/// (and while reading, for pipes or growing files). `expected` names what was expected in the
/// directory message ("a CSV file"). Messages start with the path.
/// `expected` is marked SCALESCOPE_TR_NOOP("Reader", "a CSV file").
Result<std::string> readTextFile(const std::string& path, std::size_t maxBytes = kMaxDataFileBytes,
                                 const char* expected = SCALESCOPE_TR_NOOP("Reader",
                                                                           "a data file"));

/// Length of the valid UTF-8 sequence starting at text[pos] (1 for ASCII), 0 when the bytes
/// there are not UTF-8 (a stray continuation byte, an overlong form, a surrogate, a code point
/// above U+10FFFF, a sequence cut by the end of `text`).
std::size_t utf8SequenceLength(std::string_view text, std::size_t pos);

/// The first characters of `s`, at most `maxBytes` bytes, cut between characters (never inside
/// a UTF-8 sequence: a message quoting it stays UTF-8 text), with "..." when it was cut.
std::string textExcerpt(std::string_view s, std::size_t maxBytes = 40);

/// textExcerpt in double quotes, as messages quote a field or a word: "\"abc\"".
std::string quotedExcerpt(std::string_view s);

/// Why the byte at `pos` cannot start text (NUL, a control byte other than tab, CR and LF, or
/// an invalid UTF-8 sequence), or nothing when it can; *length is the length of the character.
std::optional<MarkedText> textByteProblem(std::string_view text, std::size_t pos,
                                          std::size_t* length);

/// "NAME:1:1: expected UTF-8 text, found a UTF-16 byte-order mark ..." when `text` starts
/// with one. (UTF-16 files are what spreadsheets and Windows tools write by mistake.)
std::optional<MarkedText> utf16Problem(std::string_view text, const std::string& name);

/// One line of a text file without its line end.
struct TextLine {
  int number = 0;  ///< 1-based
  std::string_view text;
};

/// Splits text into lines (LF, CRLF or CR), after refusing a UTF-16 byte-order mark and
/// dropping a UTF-8 one. Every byte is checked with textByteProblem; the first bad one is an
/// error "NAME:LINE:COLUMN: ...". The views point into `text`.
Result<std::vector<TextLine>> splitTextLines(std::string_view text, const std::string& name);

/// 1-based column of byte `offset` of `line`, counted in characters (UTF-8 sequences count
/// once), as editors show it.
int characterColumn(std::string_view line, std::size_t offset);

/// A blank: space or tab (not a line end).
bool isBlank(char c);

/// `s` without leading and trailing blanks (space, tab).
std::string_view trimmed(std::string_view s);

/// Whitespace-separated words of a line with the byte offset of each in the line.
struct Word {
  std::string_view text;
  std::size_t offset = 0;
};
std::vector<Word> splitWords(std::string_view line);

/// Fields of a line separated by `separator` (no quoting), each trimmed, with the byte offset
/// where the field starts.
std::vector<Word> splitFields(std::string_view line, char separator);

/// Appends `item` to `out`, with `separator` before it unless `out` is empty. (Also keeps GCC 12
/// quiet: its -Wrestrict misfires on `(cond ? "" : ", ") + std::string`.)
void appendJoined(std::string& out, std::string_view separator, std::string_view item);

/// `message` on one line: line ends and other control bytes that came in with names from a
/// file (a JSON key "a\nb") written as \n, \r, \xNN. Every reader's refusal goes through it.
std::string oneLine(std::string message);
/// The same for every argument of a composed message (the formats hold no line ends).
MarkedText oneLine(MarkedText message);

/// ASCII lower case.
std::string lowerCase(std::string_view s);

/// The last part of a path ("a/b/run.csv" → "run.csv"); '/' and '\\' both separate.
std::string fileBaseName(std::string_view path);
/// The extension of a path's last part in lower case with its dot ("R.CSV" → ".csv"), or "".
std::string fileExtension(std::string_view path);

}  // namespace scalescope::model
