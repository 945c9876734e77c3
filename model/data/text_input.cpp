#include "model/data/text_input.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <system_error>

#include "model/data/csv_table.h"
#include "model/data/reader_text.h"

namespace scalescope::model {

bool isBlank(char c) {
  return c == ' ' || c == '\t';
}

std::size_t utf8SequenceLength(std::string_view text, std::size_t pos) {
  const auto byte = [&](std::size_t i) {
    return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u;
  };
  const unsigned lead = byte(pos);
  if (lead < 0x80) return 1;
  std::size_t length = 0;
  unsigned low = 0x80, high = 0xBF;  // allowed range of the second byte
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;   // overlong forms
    if (lead == 0xED) high = 0x9F;  // UTF-16 surrogates
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;  // above U+10FFFF
  } else {
    return 0;
  }
  if (byte(pos + 1) < low || byte(pos + 1) > high) return 0;
  for (std::size_t i = 2; i < length; ++i)
    if (byte(pos + i) < 0x80 || byte(pos + i) > 0xBF) return 0;
  return length;
}

std::string textExcerpt(std::string_view s, std::size_t maxBytes) {
  if (s.size() <= maxBytes) return std::string(s);
  std::size_t n = maxBytes;
  while (n > 0 && (static_cast<unsigned char>(s[n]) & 0xc0u) == 0x80u) --n;
  std::string out(s.data(), n);
  out.append("...");
  return out;
}

std::string quotedExcerpt(std::string_view s) {
  std::string out = "\"";  // (operator+ on a literal trips GCC 12's -Wstringop-overflow)
  out += textExcerpt(s);
  out += '"';
  return out;
}

std::optional<MarkedText> textByteProblem(std::string_view text, std::size_t pos,
                                          std::size_t* length) {
  const auto c = static_cast<unsigned char>(text[pos]);
  *length = 1;
  if (c == 0)
    return readerText(
        SCALESCOPE_TR_NOOP("Reader", "expected text, found a NUL byte (is this a binary file?)"));
  if (c < 0x20 && c != '\t' && c != '\r' && c != '\n') {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", c);
    return readerText(
        SCALESCOPE_TR_NOOP("Reader",
                           "expected text, found the control byte %1 (is this a binary file?)"),
        {hex});
  }
  *length = utf8SequenceLength(text, pos);
  if (*length == 0)
    return readerText(
        SCALESCOPE_TR_NOOP("Reader", "expected UTF-8 text, found bytes that are not valid UTF-8"));
  return std::nullopt;
}

Result<std::string> readTextFile(const std::string& path, std::size_t maxBytes,
                                 const char* expected) {
  using R = Result<std::string>;
  namespace fs = std::filesystem;
  std::error_code ec;
  if (fs::is_directory(path, ec))
    return R::failure(
        fileText(path, readerText(SCALESCOPE_TR_NOOP("Reader", "expected %1, found a directory"),
                                  {readerText(expected)})));
  const auto size = fs::file_size(path, ec);
  if (!ec && size > maxBytes)
    return R::failure(fileText(
        path, readerText(
                  SCALESCOPE_TR_NOOP("Reader",
                                     "the file has %1 bytes, more than the limit "
                                     "of %2 bytes; it was not read"),
                  {count(static_cast<long long>(size)), count(static_cast<long long>(maxBytes))})));
  std::ifstream in(path, std::ios::binary);
  if (!in)
    return R::failure(fileText(
        path, readerText(SCALESCOPE_TR_NOOP("Reader", "cannot open the file for reading (%1)"),
                         {MarkedArg::verbatim(std::strerror(errno))})));
  // Read in bounded chunks: a pipe or a growing file has no trustworthy size.
  std::string text;
  char chunk[65536];
  for (;;) {
    in.read(chunk, sizeof chunk);
    text.append(chunk, static_cast<std::size_t>(in.gcount()));
    if (text.size() > maxBytes)
      return R::failure(
          fileText(path, readerText(SCALESCOPE_TR_NOOP("Reader",
                                                       "the file has more than the limit of %1 "
                                                       "bytes; it was not read"),
                                    {count(static_cast<long long>(maxBytes))})));
    if (!in) break;
  }
  if (in.bad())
    return R::failure(
        fileText(path, readerText(SCALESCOPE_TR_NOOP("Reader", "reading the file failed"))));
  return text;
}

std::optional<MarkedText> utf16Problem(std::string_view text, const std::string& name) {
  if (text.size() >= 2 &&
      ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF')))
    return locatedText(name, 1, 1,
                       readerText(SCALESCOPE_TR_NOOP("Reader",
                                                     "expected UTF-8 text, found a UTF-16 "
                                                     "byte-order mark (save the file as UTF-8)")));
  return std::nullopt;
}

Result<std::vector<TextLine>> splitTextLines(std::string_view text, const std::string& name) {
  using R = Result<std::vector<TextLine>>;
  if (auto e = utf16Problem(text, name)) return R::failure(*e);
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<TextLine> lines;
  std::size_t start = 0;
  int number = 1;
  for (std::size_t pos = 0; pos <= text.size();) {
    if (pos == text.size() || text[pos] == '\n' || text[pos] == '\r') {
      lines.push_back({number, text.substr(start, pos - start)});
      if (pos == text.size()) break;
      if (text[pos] == '\r' && pos + 1 < text.size() && text[pos + 1] == '\n') ++pos;
      ++pos;
      ++number;
      start = pos;
      continue;
    }
    std::size_t length = 0;
    if (auto why = textByteProblem(text, pos, &length)) {
      const std::string_view line = text.substr(start, pos - start);
      return R::failure(locatedText(name, number, characterColumn(line, line.size()), *why));
    }
    pos += length;
  }
  // A final line end does not start another line.
  if (!lines.empty() && lines.back().text.empty() && lines.size() > 1) lines.pop_back();
  return lines;
}

int characterColumn(std::string_view line, std::size_t offset) {
  int column = 1;
  for (std::size_t i = 0; i < offset && i < line.size(); ++i)
    if ((static_cast<unsigned char>(line[i]) & 0xC0) != 0x80) ++column;
  return column;
}

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && isBlank(s.front())) s.remove_prefix(1);
  while (!s.empty() && isBlank(s.back())) s.remove_suffix(1);
  return s;
}

std::vector<Word> splitWords(std::string_view line) {
  std::vector<Word> words;
  std::size_t i = 0;
  while (i < line.size()) {
    while (i < line.size() && isBlank(line[i])) ++i;
    const std::size_t start = i;
    while (i < line.size() && !isBlank(line[i])) ++i;
    if (i > start) words.push_back({line.substr(start, i - start), start});
  }
  return words;
}

std::vector<Word> splitFields(std::string_view line, char separator) {
  std::vector<Word> fields;
  std::size_t start = 0;
  for (;;) {
    const std::size_t end = std::min(line.find(separator, start), line.size());
    std::size_t first = start;
    while (first < end && isBlank(line[first])) ++first;
    fields.push_back({trimmed(line.substr(start, end - start)), first});
    if (end >= line.size()) break;
    start = end + 1;
  }
  return fields;
}

void appendJoined(std::string& out, std::string_view separator, std::string_view item) {
  if (!out.empty()) out += separator;
  out += item;
}

std::string oneLine(std::string message) {
  if (std::none_of(message.begin(), message.end(),
                   [](char c) { return static_cast<unsigned char>(c) < 0x20 && c != '\t'; }))
    return message;
  std::string out;
  for (char c : message) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '\n') {
      out += "\\n";
    } else if (c == '\r') {
      out += "\\r";
    } else if (u < 0x20 && c != '\t') {
      char hex[8];
      std::snprintf(hex, sizeof hex, "\\x%02X", u);
      out += hex;
    } else {
      out += c;
    }
  }
  return out;
}

MarkedText oneLine(MarkedText message) {
  for (MarkedArg& arg : message.args)
    if (arg.nested)
      arg.nested = std::make_shared<const MarkedText>(oneLine(*arg.nested));
    else
      arg.text = oneLine(std::move(arg.text));
  return message;
}

std::string lowerCase(std::string_view s) {
  std::string out(s);
  for (char& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

std::string fileBaseName(std::string_view path) {
  const auto slash = path.find_last_of("/\\");
  return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

std::string fileExtension(std::string_view path) {
  const std::string base = fileBaseName(path);
  const auto dot = base.rfind('.');
  return dot == std::string::npos ? std::string() : lowerCase(std::string_view(base).substr(dot));
}

}  // namespace scalescope::model
