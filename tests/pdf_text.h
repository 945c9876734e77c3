#pragma once
// Text of an exported PDF as a reader's search sees it, and where each word is on its page
// (pdftotext -bbox-layout), for the checks that no text overlaps or leaves the page.
#include <QChar>
#include <QList>
#include <QProcess>
#include <QRectF>
#include <QRegularExpression>
#include <QSizeF>
#include <QString>
#include <QStringList>
#include <algorithm>

namespace scalescope::testing {

/// What a tool (pdftotext, pdfinfo) prints on its standard output; "" when it does not end
/// within a minute.
inline QString toolOutput(const QString& program, const QStringList& args) {
  QProcess p;
  p.start(program, args);
  if (!p.waitForFinished(60000)) return {};
  return QString::fromUtf8(p.readAllStandardOutput());
}

/// pdftotext prints a ligature glyph (ﬁ in "first", ﬀ in "α_eff", ﬃ in "Efficiency") as one
/// character; a viewer's search matches it with the letters, so the tests do too.
inline QString withoutLigatures(QString text) {
  return text.replace(QChar(0xFB00), "ff")
      .replace(QChar(0xFB01), "fi")
      .replace(QChar(0xFB02), "fl")
      .replace(QChar(0xFB03), "ffi")
      .replace(QChar(0xFB04), "ffl");
}

/// A word or a line of text and its box: points, y down from the page's top.
struct PdfText {
  QString text;
  QRectF box;
};

struct PdfPage {
  QSizeF size;
  QList<PdfText> words;
  QList<PdfText> lines;
};

/// The pages of pdftotext's `-bbox-layout` XHTML, each with its words and lines.
inline QList<PdfPage> pdfPagesOf(const QString& xhtml) {
  const QString box =
      "xMin=\"([-0-9.]+)\" yMin=\"([-0-9.]+)\" xMax=\"([-0-9.]+)\" yMax=\"([-0-9.]+)\"";
  const QRegularExpression page("<page width=\"([0-9.]+)\" height=\"([0-9.]+)\">(.*?)</page>",
                                QRegularExpression::DotMatchesEverythingOption);
  const QRegularExpression line("<line " + box + ">(.*?)</line>",
                                QRegularExpression::DotMatchesEverythingOption);
  const QRegularExpression word("<word " + box + ">([^<]*)</word>");
  const auto boxOf = [](const QRegularExpressionMatch& m) {
    return QRectF(QPointF(m.captured(1).toDouble(), m.captured(2).toDouble()),
                  QPointF(m.captured(3).toDouble(), m.captured(4).toDouble()));
  };
  QList<PdfPage> out;
  for (auto p = page.globalMatch(xhtml); p.hasNext();) {
    const auto pm = p.next();
    PdfPage result;
    result.size = QSizeF(pm.captured(1).toDouble(), pm.captured(2).toDouble());
    for (auto it = line.globalMatch(pm.captured(3)); it.hasNext();) {
      const auto l = it.next();
      QStringList text;
      for (auto w = word.globalMatch(l.captured(5)); w.hasNext();) {
        const auto m = w.next();
        result.words.append({withoutLigatures(m.captured(5)), boxOf(m)});
        text << result.words.back().text;
      }
      result.lines.append({text.join(' '), boxOf(l)});
    }
    out << result;
  }
  return out;
}

/// What is wrong with the text of a page: words off the page and words whose ink overlaps
/// (a word's box less a sixth of its height all round, the font's room above and below its
/// glyphs, so that glyphs that merely come close do not count). `name` starts each line.
inline QStringList textProblems(const PdfPage& page, const QString& name) {
  QStringList problems;
  const auto where = [](const QRectF& r) {
    return QStringLiteral("(%1, %2)–(%3, %4)")
        .arg(r.left(), 0, 'f', 1)
        .arg(r.top(), 0, 'f', 1)
        .arg(r.right(), 0, 'f', 1)
        .arg(r.bottom(), 0, 'f', 1);
  };
  const QRectF sheet = QRectF(QPointF(0, 0), page.size).adjusted(-0.5, -0.5, 0.5, 0.5);
  const auto ink = [](const QRectF& r) {
    const double d = std::min(r.width(), r.height()) / 6;
    return r.adjusted(d, d, -d, -d);
  };
  const QList<PdfText>& all = page.words;
  for (int i = 0; i < all.size(); ++i) {
    if (!sheet.contains(all[i].box))
      problems << QStringLiteral("%1: '%2' runs off the page %3")
                      .arg(name, all[i].text, where(all[i].box));
    for (int j = i + 1; j < all.size(); ++j)
      if (ink(all[i].box).intersects(ink(all[j].box)))
        problems << QStringLiteral("%1: '%2' %3 and '%4' %5 overlap")
                        .arg(name, all[i].text, where(all[i].box), all[j].text, where(all[j].box));
  }
  return problems;
}

}  // namespace scalescope::testing
