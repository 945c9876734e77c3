#pragma once
// Text of an exported PDF as a reader's search sees it.
#include <QChar>
#include <QString>

namespace scalescope::testing {

/// pdftotext prints a ligature glyph (ﬁ in "first", ﬀ in "α_eff", ﬃ in "Efficiency") as one
/// character; a viewer's search matches it with the letters, so the tests do too.
inline QString withoutLigatures(QString text) {
  return text.replace(QChar(0xFB00), "ff")
      .replace(QChar(0xFB01), "fi")
      .replace(QChar(0xFB02), "fl")
      .replace(QChar(0xFB03), "ffi")
      .replace(QChar(0xFB04), "ffl");
}

}  // namespace scalescope::testing
