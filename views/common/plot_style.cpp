#include "views/common/plot_style.h"

#include <qcustomplot.h>
#include <QStringList>
#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "views/common/log_ticker.h"

namespace scalescope::views {

QColor seriesColor(int index) {
  static const QColor palette[] = {QColor(0, 114, 178),   QColor(213, 94, 0),  QColor(0, 158, 115),
                                   QColor(204, 121, 167), QColor(230, 159, 0), QColor(86, 180, 233),
                                   QColor(120, 120, 120), QColor(240, 228, 66)};
  return palette[static_cast<unsigned>(index) % (sizeof palette / sizeof palette[0])];
}

void applyPlotStyle(QCustomPlot* plot) {
  QFont font = plot->font();
  font.setPointSizeF(9.5);
  plot->setFont(font);
  for (QCPAxis* axis : plot->axisRect()->axes()) {
    axis->setLabelFont(font);
    axis->setTickLabelFont(font);
  }
  plot->legend->setFont(font);
  plot->legend->setVisible(true);
  plot->legend->setBrush(QColor(255, 255, 255, 220));
  plot->setInteractions(QCP::iRangeDrag | QCP::iRangeZoom);
  plot->setPlottingHints(QCP::phFastPolylines | QCP::phCacheLabels);
  plot->setFocusPolicy(Qt::StrongFocus);
  QObject::connect(plot, &QCustomPlot::mouseDoubleClick, plot, [plot](QMouseEvent*) {
    plot->rescaleAxes();
    plot->replot(QCustomPlot::rpQueuedReplot);
  });
  QObject::connect(plot, &QCustomPlot::afterLayout, plot, [plot] { fitPlotTexts(plot); });
  auto* reset = new QShortcut(QKeySequence(Qt::Key_R), plot);
  reset->setContext(Qt::WidgetShortcut);
  QObject::connect(reset, &QShortcut::activated, plot, [plot] {
    plot->rescaleAxes();
    plot->replot(QCustomPlot::rpQueuedReplot);
  });
}

void setShortAxisLabel(QCPAxis* axis, const QString& shortLabel, const QString& shortest) {
  axis->setProperty("shortLabel", shortLabel);
  axis->setProperty("shortestLabel", shortest);
}

namespace {

/// `text` broken at spaces into lines no wider than `width` (a word wider than that stays
/// whole on its own line).
QString wrapToWidth(const QString& text, const QFontMetrics& metrics, int width) {
  QStringList lines;
  for (const QString& paragraph : text.split('\n')) {
    QString line;
    for (const QString& word : paragraph.split(' ', Qt::SkipEmptyParts)) {
      const QString longer = line.isEmpty() ? word : line + ' ' + word;
      if (!line.isEmpty() && metrics.horizontalAdvance(longer) > width) {
        lines << line;
        line = word;
      } else {
        line = longer;
      }
    }
    lines << line;
  }
  return lines.join('\n');
}

}  // namespace

namespace {

/// Wraps a title to its plot's width (its own text is the full one where the view set it since
/// the last fit); true if its text changed.
bool fitTitle(QCPTextElement* title) {
  // Inside the element's own margins (a footnote's 6 px each side cut its widest line's
  // first and last letters in a 504 px figure), with 2 px to spare.
  const int width = title->parentPlot()->viewport().width() - title->margins().left() -
                    title->margins().right() - 4;
  // A text the view set since the last fit is the new full text.
  QString full = title->property("fullText").toString();
  if (title->text() != title->property("fittedText").toString()) full = title->text();
  // The same text at the same width and font is wrapped as it was (every layout asks).
  const QString key = QStringLiteral("%1|%2").arg(width).arg(title->font().toString());
  if (full == title->property("fullText").toString() &&
      title->text() == title->property("fittedText").toString() &&
      key == title->property("fittedFor").toString())
    return false;
  const QString fitted = wrapToWidth(full, QFontMetrics(title->font()), width);
  title->setProperty("fullText", full);
  title->setProperty("fittedText", fitted);
  title->setProperty("fittedFor", key);
  if (fitted == title->text()) return false;
  title->setText(fitted);
  return true;
}

}  // namespace

QString unwrappedText(const QCPTextElement* title) {
  return title->text() == title->property("fittedText").toString()
             ? title->property("fullText").toString()
             : title->text();
}

void setFittedText(QCPTextElement* title, const QString& text) {
  // The same text again, shown fitted (a step that leaves a caption): nothing to measure.
  if (text == title->property("fullText").toString() &&
      title->text() == title->property("fittedText").toString())
    return;
  title->setText(text);
  if (!title->property("figureHidden").toBool()) fitTitle(title);
}

void fitPlotTexts(QCustomPlot* plot) {
  bool relayout = false;
  for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
    auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i));
    if (!title || title->property("figureHidden").toBool()) continue;  // left out of a figure
    // More lines: the title's row grows at the next layout.
    if (fitTitle(title)) relayout = true;
  }
  for (QCPAxisRect* rect : plot->axisRects())
    for (QCPAxis* axis : rect->axes()) {
      // The label the view set last is the full one (not one this function put there).
      if (axis->label() != axis->property("fittedLabel").toString())
        axis->setProperty("fullLabel", axis->label());
      const QString full = axis->property("fullLabel").toString();
      if (full.isEmpty()) continue;
      const QString shortLabel = axis->property("shortLabel").toString();
      const bool vertical =
          axis->axisType() == QCPAxis::atLeft || axis->axisType() == QCPAxis::atRight;
      // Not laid out yet (a tab behind another has no height): nothing to fit to. Eliding to
      // nothing here lost the label for good.
      const int room = vertical ? rect->height() : rect->width();
      if (room <= 0) continue;
      const QFontMetrics metrics(axis->labelFont());
      // The full label, else the short one, else the one that fits elided ("Time of 1 ep…"):
      // never a label running past its axis. Same height either way: no new layout.
      QString label = full;
      if (metrics.horizontalAdvance(label) > room && !shortLabel.isEmpty()) label = shortLabel;
      const QString shortest = axis->property("shortestLabel").toString();
      if (metrics.horizontalAdvance(label) > room && !shortest.isEmpty()) label = shortest;
      if (metrics.horizontalAdvance(label) > room)
        label = metrics.elidedText(label, Qt::ElideRight, room);
      if (label == QStringLiteral("…")) label.clear();  // an ellipsis alone says nothing
      axis->setProperty("fittedLabel", label);
      if (label != axis->label()) axis->setLabel(label);
    }
  if (relayout) plot->replot(QCustomPlot::rpQueuedReplot);
}

void setLogAxis(QCPAxis* axis, const QString& label) {
  axis->setScaleType(QCPAxis::stLogarithmic);
  axis->setTicker(QSharedPointer<QCPAxisTicker>(new FittingLogTicker(axis)));
  axis->setNumberFormat("eb");  // "beautiful" powers: 10ⁿ
  axis->setNumberPrecision(0);
  axis->setLabel(label);
}

void setLinearAxis(QCPAxis* axis, const QString& label) {
  axis->setScaleType(QCPAxis::stLinear);
  axis->setTicker(QSharedPointer<QCPAxisTicker>(new FittingLinearTicker(axis)));
  axis->setNumberFormat("gb");
  axis->setNumberPrecision(6);
  axis->setLabel(label);
}

void installValueTooltips(QCustomPlot* plot, double radiusPixels) {
  plot->setMouseTracking(true);
  QObject::connect(plot, &QCustomPlot::mouseMove, plot, [plot, radiusPixels](QMouseEvent* e) {
    const QPointF pos = e->position();
    double bestDistance = radiusPixels;
    QString text;
    for (int i = 0; i < plot->plottableCount(); ++i) {
      QCPAbstractPlottable* p = plot->plottable(i);
      if (!p->visible() || p->property("noTooltip").toBool()) continue;
      QVariant details;
      const double d = p->selectTest(pos, false, &details);
      if (d < 0 || d > bestDistance) continue;
      const QCPDataSelection sel = details.value<QCPDataSelection>();
      auto* iface = p->interface1D();
      if (sel.isEmpty() || !iface) continue;
      const int k = sel.dataRange().begin();
      bestDistance = d;
      const QString keyName = p->property("keyName").toString();
      const QString valueName = p->property("valueName").toString();
      text =
          QStringLiteral("<b>%1</b><br>%2 = %3<br>%4 = %5")
              .arg(p->name().toHtmlEscaped(), keyName.isEmpty() ? p->keyAxis()->label() : keyName,
                   QString::number(iface->dataMainKey(k), 'g', 6),
                   valueName.isEmpty() ? p->valueAxis()->label() : valueName,
                   QString::number(iface->dataMainValue(k), 'g', 6));
      const QStringList extra = p->property("details").toStringList();
      if (k < extra.size() && !extra[k].isEmpty()) text += "<br>" + extra[k];
      if (const QVariant at = p->property("detailsAt"); at.canConvert<DetailText>())
        if (const QString line = at.value<DetailText>()(k); !line.isEmpty()) text += "<br>" + line;
      // A plottable may say what it is beyond its name (a "note" property, lines by '\n').
      if (const QString note = p->property("note").toString(); !note.isEmpty())
        text += "<br>" + note.toHtmlEscaped().replace('\n', "<br>");
    }
    if (text.isEmpty())
      QToolTip::hideText();
    else
      QToolTip::showText(e->globalPosition().toPoint(), text, plot);
  });
}

QString wrapCaption(const QString& text, int maxChars) {
  QStringList lines;
  for (const QString& paragraph : text.split('\n')) {
    QString line;
    for (const QString& word : paragraph.split(' ', Qt::SkipEmptyParts)) {
      if (!line.isEmpty() && line.size() + 1 + word.size() > maxChars) {
        lines << line;
        line.clear();
      }
      line += (line.isEmpty() ? "" : " ") + word;
    }
    lines << line;
  }
  return lines.join('\n');
}

}  // namespace scalescope::views
