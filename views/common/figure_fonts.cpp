#include "views/common/figure_fonts.h"

#include <qcustomplot.h>
#include <QGuiApplication>
#include <QScreen>
#include <algorithm>

namespace scalescope::views {

namespace {

/// A font's size in points; a pixel-sized font at the screen's logical resolution.
double pointsOf(const QFont& font) {
  if (font.pointSizeF() > 0) return font.pointSizeF();
  const QScreen* screen = QGuiApplication::primaryScreen();
  const double dpi = screen ? screen->logicalDotsPerInchY() : 96.0;
  return font.pixelSize() > 0 ? font.pixelSize() * 72.0 / dpi : 9.0;
}

}  // namespace

void FigureFonts::forEachFont(
    QCustomPlot* plot,
    const std::function<void(const QFont&, const std::function<void(const QFont&)>&)>& visit) {
  for (QCPAxisRect* rect : plot->axisRects())
    for (QCPAxis* axis : rect->axes()) {
      visit(axis->labelFont(), [axis](const QFont& f) { axis->setLabelFont(f); });
      visit(axis->tickLabelFont(), [axis](const QFont& f) { axis->setTickLabelFont(f); });
    }
  for (int i = 0; i < plot->itemCount(); ++i)
    if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
      visit(text->font(), [text](const QFont& f) { text->setFont(f); });
  QList<QCPLegend*> legends{plot->legend};
  for (QCPLayoutElement* e : plot->plotLayout()->elements(true)) {
    if (auto* legend = qobject_cast<QCPLegend*>(e); legend && !legends.contains(legend))
      legends << legend;
    else if (auto* title = qobject_cast<QCPTextElement*>(e))
      visit(title->font(), [title](const QFont& f) { title->setFont(f); });
  }
  // QCPLegend::setFont sets its entries' fonts too.
  for (QCPLegend* legend : legends)
    if (legend) visit(legend->font(), [legend](const QFont& f) { legend->setFont(f); });
}

FigureFonts::FigureFonts(QCustomPlot* plot, double basePt) {
  const double screenBase = pointsOf(plot->xAxis->tickLabelFont());
  const double floor = std::min(basePt, kMinFigureFontPt);
  forEachFont(plot, [&](const QFont& font, const std::function<void(const QFont&)>& set) {
    QFont sized = font;
    sized.setPointSizeF(std::max(floor, basePt * pointsOf(font) / screenBase));
    m_restore.append([set, font] { set(font); });
    set(sized);
  });
}

FigureFonts::~FigureFonts() {
  // In reverse: a legend's entries take the legend's font back before any of their own.
  for (auto it = m_restore.rbegin(); it != m_restore.rend(); ++it) (*it)();
}

}  // namespace scalescope::views
