#pragma once
// Terminal columns of a line, counted for the tests a second way (not model/core/
// text_columns.h's table of ranges): two for a character of the Han script or of the CJK
// punctuation and full-width blocks, one for any other.

#include <QString>

namespace scalescope::testing {

inline int terminalWidth(const QString& line) {
  int width = 0;
  for (const QChar c : line) {
    const char16_t u = c.unicode();
    const bool wide = c.script() == QChar::Script_Han || (u >= 0x3000 && u <= 0x303F) ||
                      (u >= 0xFF00 && u <= 0xFF60);
    width += wide ? 2 : 1;
  }
  return width;
}

}  // namespace scalescope::testing
