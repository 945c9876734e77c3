#pragma once
// Text laid out in the columns of a terminal: the --help of both programs, in every language
// they speak. A Han character takes two columns there, so counting bytes or characters
// would break Chinese lines at half the width and German ones past it.

#include <string>
#include <string_view>
#include <vector>

namespace scalescope::model {

/// The columns a terminal gives UTF-8 text: two for an East Asian wide character (Han, kana,
/// Hangul, CJK punctuation, full-width forms), one for every other character.
std::size_t displayWidth(std::string_view utf8);

/// The text broken into lines of at most `width` columns: at spaces, at line breaks of its
/// own, and between wide characters (Chinese has no spaces), never before closing
/// punctuation (，。）…) nor after opening punctuation (（「…). A word wider than `width`
/// stays whole on a line of its own. A non-breaking space (U+00A0) holds its two words
/// together and is written as a plain space.
std::vector<std::string> wrappedLines(std::string_view utf8, std::size_t width);

/// One entry of a --help list: the option or command as typed, and what it does.
struct HelpEntry {
  std::string lead;
  std::string text;
};

/// The entries as a --help lists them: each lead indented by two columns, its text from
/// `column` on and wrapped at `width`; a lead that leaves no room puts its text on the next
/// lines (and a lead wider than `width` takes several lines itself).
std::string helpList(const std::vector<HelpEntry>& entries, std::size_t column,
                     std::size_t width = 80);

/// A paragraph wrapped at `width`, each line ending in a line break.
std::string helpParagraph(std::string_view utf8, std::size_t width = 80);

}  // namespace scalescope::model
