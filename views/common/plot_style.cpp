#include "views/common/plot_style.h"

#include <qcustomplot.h>
#include <QStringList>
#include <QToolTip>
#include <cmath>

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
  auto* reset = new QShortcut(QKeySequence(Qt::Key_R), plot);
  reset->setContext(Qt::WidgetShortcut);
  QObject::connect(reset, &QShortcut::activated, plot, [plot] {
    plot->rescaleAxes();
    plot->replot(QCustomPlot::rpQueuedReplot);
  });
}

void setLogAxis(QCPAxis* axis, const QString& label) {
  axis->setScaleType(QCPAxis::stLogarithmic);
  QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
  ticker->setLogBase(10);
  ticker->setSubTickCount(8);
  axis->setTicker(ticker);
  axis->setNumberFormat("eb");  // "beautiful" powers: 10ⁿ
  axis->setNumberPrecision(0);
  axis->setLabel(label);
}

void setLinearAxis(QCPAxis* axis, const QString& label) {
  axis->setScaleType(QCPAxis::stLinear);
  axis->setTicker(QSharedPointer<QCPAxisTicker>(new QCPAxisTicker));
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
