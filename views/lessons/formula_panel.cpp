#include "views/lessons/formula_panel.h"

#include <QRegularExpression>

namespace scalescope::views {

FormulaPanel::FormulaPanel(QWidget* parent) : QLabel(parent) {
  setObjectName("formulaPanel");
  setTextFormat(Qt::RichText);
  setWordWrap(true);
  setTextInteractionFlags(Qt::TextSelectableByMouse);
  setFrameShape(QFrame::StyledPanel);
  setMargin(6);
}

void FormulaPanel::setFormula(const QString& title, const QStringList& lines) {
  m_title = title;
  m_lines = lines;
  QString html =
      QStringLiteral("<div style='color:palette(mid)'>%1</div>").arg(title.toHtmlEscaped());
  // A serif italic reads as mathematics; the lines stay aligned on their '='.
  html += QStringLiteral("<table style='font-family: DejaVu Serif, serif; font-size: %1pt'>")
              .arg(qRound(font().pointSizeF() * 1.15));
  for (int i = 0; i < lines.size(); ++i) {
    // The indent that aligns the '=' stays; the other spaces may break a long line, which
    // in presenter mode at 1280×720 would otherwise push the lesson pane off the screen.
    const QString escaped = lines[i].toHtmlEscaped();
    const qsizetype indent =
        escaped.size() - QString(escaped).remove(QRegularExpression("^ +")).size();
    QString line = QStringLiteral("&nbsp;").repeated(indent) + escaped.mid(indent);
    if (i + 1 == lines.size() && lines.size() > 1) line = QStringLiteral("<b>%1</b>").arg(line);
    html += QStringLiteral("<tr><td>%1</td></tr>").arg(line);
  }
  html += QStringLiteral("</table>");
  setText(html);
}

void FormulaPanel::setScale(double factor) {
  m_scale = factor;
  applyFont();
}

void FormulaPanel::setShrink(double shrink) {
  if (shrink == m_shrink) return;
  m_shrink = shrink;
  applyFont();
}

void FormulaPanel::applyFont() {
  QFont f = font();
  f.setPointSizeF(10.0 * m_scale * m_shrink);
  setFont(f);
  setFormula(m_title, m_lines);
}

}  // namespace scalescope::views
