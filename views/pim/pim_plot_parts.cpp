#include "views/pim/pim_plot_parts.h"

#include <algorithm>

#include "views/common/plot_folding.h"

namespace scalescope::views {

PimPlot::~PimPlot() {
  qDeleteAll(findChildren<PlotFolding*>(Qt::FindDirectChildrenOnly));
}

bool pimPlotIsCompact(const QCustomPlot* plot) {
  return plot->viewport().height() < kPimCompactHeight;
}

std::pair<QCPTextElement*, QCPTextElement*> addPimHeader(QCustomPlot* plot) {
  const QString family = plot->font().family();
  plot->plotLayout()->insertRow(0);
  auto* title = new PimCaption(plot, QFont(family, 10, QFont::Bold));
  plot->plotLayout()->addElement(0, 0, title);
  plot->plotLayout()->insertRow(1);
  auto* caption = new QCPTextElement(plot, QString(), QFont(family, 9));
  caption->setTextColor(QColor(60, 60, 60));
  // Long captions are clipped rather than widening the whole view.
  caption->setMinimumSize(120, 0);
  plot->plotLayout()->addElement(1, 0, caption);
  placePimLegend(plot);
  // Where even the compact names have no room (PIM's Scaling over N at 1280×720): the legend,
  // then the caption, fold away until the plot is larger.
  // A PimPlot deletes it before the plot's layers go (~PimPlot).
  if (qobject_cast<PimPlot*>(plot)) new PlotFolding(plot, {plot->legend, caption}, 60);
  return {title, caption};
}

void placePimLegend(QCustomPlot* plot) {
  // Row 2 becomes [axes | legend over an empty stretch], so the caption rows above keep
  // the full width and the legend sits at the top of its column.
  QCPAxisRect* axes = plot->axisRect();
  plot->plotLayout()->take(axes);
  auto* body = new QCPLayoutGrid;
  plot->plotLayout()->addElement(2, 0, body);
  body->addElement(0, 0, axes);
  auto* side = new QCPLayoutGrid;
  body->addElement(0, 1, side);
  body->setColumnStretchFactor(1, 0.001);
  QCPLegend* legend = plot->legend;
  axes->insetLayout()->take(legend);
  side->addElement(0, 0, legend);
  side->addElement(1, 0, new QCPLayoutElement(plot));
  side->setRowStretchFactor(0, 0.001);
  legend->setBorderPen(Qt::NoPen);
  legend->setIconSize(22, 11);
  legend->setRowSpacing(0);
  legend->setMargins(QMargins(2, 2, 2, 2));
}

namespace {

// A legend entry that shows its plottable's compact name while a compact plot lays it out
// and draws it; the plottable's name() stays the full one (tooltips, exports, tests).
class PimLegendItem : public QCPPlottableLegendItem {
 public:
  using QCPPlottableLegendItem::QCPPlottableLegendItem;

 protected:
  QSize minimumOuterSizeHint() const override {
    const CompactName use(this);
    return QCPPlottableLegendItem::minimumOuterSizeHint();
  }
  void draw(QCPPainter* painter) override {
    const CompactName use(this);
    QCPPlottableLegendItem::draw(painter);
  }

 private:
  struct CompactName {
    explicit CompactName(const PimLegendItem* item)
        : plottable(item->mPlottable), compact(pimPlotIsCompact(item->mParentPlot)) {
      if (compact) plottable->setName(plottable->property("pimCompactName").toString());
    }
    ~CompactName() {
      if (compact) plottable->setName(plottable->property("pimFullName").toString());
    }
    QCPAbstractPlottable* plottable;
    bool compact;
  };
};

}  // namespace

void setPimLegendNames(QCPAbstractPlottable* plottable, const QString& full,
                       const QString& compact) {
  plottable->setProperty("pimFullName", full);
  plottable->setProperty("pimCompactName", compact);
  plottable->setName(full);
  QCPLegend* legend = plottable->parentPlot()->legend;
  QCPPlottableLegendItem* item = legend->itemWithPlottable(plottable);
  if (!item || dynamic_cast<PimLegendItem*>(item)) return;
  // Rebuild the legend in its order, this entry as a PimLegendItem.
  QList<QCPAbstractPlottable*> order;
  for (int i = 0; i < legend->itemCount(); ++i)
    if (auto* p = qobject_cast<QCPPlottableLegendItem*>(legend->item(i))) order << p->plottable();
  legend->clearItems();
  for (QCPAbstractPlottable* p : order)
    legend->addItem(p->property("pimCompactName").isValid()
                        ? new PimLegendItem(legend, p)
                        : new QCPPlottableLegendItem(legend, p));
}

void PimPlot::requestReplot() {
  m_replotPending = !isVisible();
  if (!m_replotPending) replot(QCustomPlot::rpQueuedReplot);
}

void PimPlot::showEvent(QShowEvent* event) {
  QCustomPlot::showEvent(event);
  if (!m_replotPending) return;
  m_replotPending = false;
  // Draw the buffers now and let the paint that follows the show blit them: a queued replot
  // would show the stale picture for one frame first.
  replot(QCustomPlot::rpQueuedRefresh);
}

void PimPlot::resizeEvent(QResizeEvent* event) {
  // QCustomPlot replots on a resize, which Qt delivers to a page shown for the first time
  // just before its showEvent: that replot already drew the current data.
  QCustomPlot::resizeEvent(event);
  m_replotPending = false;
}

PimCaption::PimCaption(QCustomPlot* plot, const QFont& font)
    : QCPTextElement(plot, QString(), font) {
  // Long captions are clipped rather than widening the whole view.
  setMinimumSize(120, 0);
}

void PimCaption::draw(QCPPainter* painter) {
  if (!pimPlotIsCompact(mParentPlot)) QCPTextElement::draw(painter);
}

QSize PimCaption::minimumOuterSizeHint() const {
  return pimPlotIsCompact(mParentPlot) ? QSize(0, 0) : QCPTextElement::minimumOuterSizeHint();
}

QSize PimCaption::maximumOuterSizeHint() const {
  return pimPlotIsCompact(mParentPlot) ? QSize(QWIDGETSIZE_MAX, 0)
                                       : QCPTextElement::maximumOuterSizeHint();
}

void PimCompactTicker::generate(const QCPRange& range, const QLocale& locale, QChar formatChar,
                                int precision, QVector<double>& ticks, QVector<double>* subTicks,
                                QVector<QString>* tickLabels) {
  QCPAxisTickerText::generate(range, locale, formatChar, precision, ticks, subTicks, tickLabels);
  if (!tickLabels || tickLabels->isEmpty()) return;
  // Before this replot's layout: the axis rect's width is the last layout's, which is this
  // one's unless the plot was resized (then the next replot corrects it).
  QCPAxis* axis = m_plot->xAxis;
  const QFontMetricsF metrics(axis->tickLabelFont());
  double widest = 0;
  for (const QString& label : *tickLabels)
    for (const QString& line : label.split('\n'))
      widest = std::max(widest, metrics.horizontalAdvance(line));
  // One bar per unit of x.
  const double slot = range.size() > 0 ? axis->axisRect()->width() / range.size() : 0;
  if (slot <= 0 || widest + metrics.averageCharWidth() <= slot) return;
  // Narrow and compact (one line of labels): the names before their hyphen ("MA", "GA").
  if (pimPlotIsCompact(m_plot)) {
    for (QString& label : *tickLabels) label = label.section('\n', 0, 0).section('-', 0, 0);
    return;
  }
  // Narrow: names broken at their hyphen ("MA-" over "SGD"), batch sizes without spaces, and
  // no "(selected)" line (the shaded slot says it); narrower still, the names alone (the
  // batch sizes are in the bars' tooltips).
  double folded = 0;
  QVector<QString> labels = *tickLabels;
  for (QString& label : labels) {
    QStringList lines = label.split('\n');
    lines.removeIf([](const QString& l) { return l.startsWith('('); });
    for (qsizetype i = 1; i < lines.size(); ++i) lines[i].remove(' ');
    if (!lines.isEmpty()) lines[0].replace(QLatin1Char('-'), QStringLiteral("-\n"));
    label = lines.join('\n');
    for (const QString& line : label.split('\n'))
      folded = std::max(folded, metrics.horizontalAdvance(line));
  }
  if (folded + metrics.averageCharWidth() > slot)
    for (QString& label : labels) {
      const QStringList lines = label.split('\n');
      label = lines.size() > 1 && lines[0].endsWith('-') ? lines[0] + '\n' + lines[1] : lines[0];
    }
  *tickLabels = labels;
}

QString PimCompactTicker::getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                                       int precision) {
  const QString label = QCPAxisTickerText::getTickLabel(tick, locale, formatChar, precision);
  return pimPlotIsCompact(m_plot) ? label.section('\n', 0, 0) : label;
}

}  // namespace scalescope::views
