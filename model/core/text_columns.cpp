#include "model/core/text_columns.h"

#include <algorithm>

namespace scalescope::model {

namespace {

/// The code point at `bytes[*i]`, moving *i past it; a malformed byte reads as itself.
char32_t nextCodePoint(std::string_view bytes, std::size_t* i) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(bytes[k]); };
  const unsigned char lead = byte(*i);
  const int length = lead < 0x80           ? 1
                     : (lead >> 5) == 0x6  ? 2
                     : (lead >> 4) == 0xE  ? 3
                     : (lead >> 3) == 0x1E ? 4
                                           : 1;
  if (length == 1 || *i + length > bytes.size()) {
    ++*i;
    return lead;
  }
  char32_t c = lead & (0x7F >> length);
  for (int k = 1; k < length; ++k) {
    if ((byte(*i + k) & 0xC0) != 0x80) {
      ++*i;
      return lead;
    }
    c = (c << 6) | (byte(*i + k) & 0x3F);
  }
  *i += length;
  return c;
}

bool isWide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) ||
         (c >= 0x3041 && c <= 0x33FF) || (c >= 0x3400 && c <= 0x4DBF) ||
         (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
         (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) ||
         (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
         (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

bool opensBracket(char32_t c) {
  return std::u32string_view(U"（《「『【〔").find(c) != std::u32string_view::npos;
}

bool closesPhrase(char32_t c) {
  return std::u32string_view(U"，。、；：！？）》」』】〕…").find(c) != std::u32string_view::npos;
}

/// A piece that is never broken, and whether a space (or a line break) came before it.
struct Piece {
  std::string text;
  std::size_t width = 0;
  bool spaceBefore = false;
  bool breakBefore = false;
};

std::vector<Piece> pieces(std::string_view utf8) {
  std::vector<Piece> out;
  bool space = false, lineBreak = false, lastWide = false;
  char32_t last = 0;
  for (std::size_t i = 0; i < utf8.size();) {
    const std::size_t start = i;
    const char32_t c = nextCodePoint(utf8, &i);
    if (c == U' ' || c == U'\n') {
      space = true;
      lineBreak = lineBreak || c == U'\n';
      lastWide = false;
      last = c;
      continue;
    }
    const bool wide = isWide(c);
    // A break may come before a wide character and after one, unless punctuation binds.
    const bool mayBreak =
        out.empty() || space || ((wide || lastWide) && !closesPhrase(c) && !opensBracket(last));
    if (mayBreak) out.push_back({{}, 0, space, lineBreak});
    if (c == 0xA0) {
      out.back().text += ' ';
    } else {
      out.back().text.append(utf8.substr(start, i - start));
    }
    out.back().width += wide ? 2 : 1;
    space = lineBreak = false;
    lastWide = wide;
    last = c;
  }
  return out;
}

}  // namespace

std::size_t displayWidth(std::string_view utf8) {
  std::size_t width = 0;
  for (std::size_t i = 0; i < utf8.size();) width += isWide(nextCodePoint(utf8, &i)) ? 2 : 1;
  return width;
}

std::vector<std::string> wrappedLines(std::string_view utf8, std::size_t width) {
  std::vector<std::string> lines;
  std::size_t used = 0;
  for (const Piece& p : pieces(utf8)) {
    const std::size_t gap = p.spaceBefore ? 1 : 0;
    if (lines.empty() || p.breakBefore || (used > 0 && used + gap + p.width > width)) {
      lines.push_back(p.text);
      used = p.width;
    } else {
      lines.back() += (gap ? " " : "") + p.text;
      used += gap + p.width;
    }
  }
  return lines;
}

std::string helpList(const std::vector<HelpEntry>& entries, std::size_t column, std::size_t width) {
  const std::string indent(column, ' ');
  std::string out;
  for (const HelpEntry& e : entries) {
    const std::string lead = "  " + e.lead;
    const std::size_t leadWidth = displayWidth(lead);
    const auto lines = wrappedLines(e.text, width - column);
    std::size_t first = 0;
    if (leadWidth < column && !lines.empty()) {
      out += lead + std::string(column - leadWidth, ' ') + lines[0] + "\n";
      first = 1;
    } else {
      // A lead wider than the terminal goes on as many lines, the later ones indented more.
      const auto leadLines = wrappedLines(e.lead, width - 2);
      for (std::size_t i = 0; i < leadLines.size(); ++i)
        out += (i == 0 ? "  " : "      ") + leadLines[i] + "\n";
    }
    for (std::size_t i = first; i < lines.size(); ++i) out += indent + lines[i] + "\n";
  }
  return out;
}

std::string helpParagraph(std::string_view utf8, std::size_t width) {
  std::string out;
  for (const std::string& line : wrappedLines(utf8, width)) out += line + "\n";
  return out;
}

}  // namespace scalescope::model
