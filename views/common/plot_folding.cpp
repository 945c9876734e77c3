#include "views/common/plot_folding.h"
#include "views/common/legend_cover.h"

#include <qcustomplot.h>
#include <algorithm>
#include <climits>
#include <cmath>

namespace scalescope::views {

PlotFolding::PlotFolding(QCustomPlot* plot, QList<QCPLayoutElement*> optional, int minAxesHeight)
    : QObject(plot), m_plot(plot), m_optional(std::move(optional)), m_minAxesHeight(minAxesHeight) {
  connect(plot, &QCustomPlot::afterLayout, this, &PlotFolding::check);
}

PlotFolding::~PlotFolding() {
  while (!m_folded.isEmpty()) unfoldLast(false);
}

bool PlotFolding::isFolded(const QCPLayoutElement* element) const {
  return std::any_of(m_folded.begin(), m_folded.end(),
                     [&](const Folded& f) { return f.element == element; });
}

int PlotFolding::lowestAxes(const QCustomPlot* plot) {
  int lowest = INT_MAX;
  for (QCPAxisRect* rect : plot->axisRects())
    if (rect->visible()) lowest = std::min(lowest, rect->rect().height());
  return lowest;
}

QSize PlotFolding::legendDeficit(const QCustomPlot* plot) {
  const QCPLegend* legend = plot->legend;
  QSize deficit(0, 0);
  if (!legend || !legend->visible() || !legend->layout()) return deficit;
  for (int i = 0; i < legend->itemCount(); ++i) {
    const QCPAbstractLegendItem* item = legend->item(i);
    if (!item) continue;
    const QSize text = item->minimumOuterSizeHint().shrunkBy(item->margins());
    // 1 px of rounding is no squeeze.
    const int w = text.width() - item->outerRect().width() - 1;
    const int h = text.height() - item->outerRect().height() - 1;
    if (w > 0) deficit.setWidth(std::max(deficit.width(), w));
    if (h > 0) deficit.setHeight(deficit.height() + h);
  }
  return deficit;
}

bool PlotFolding::legendSqueezed(const QCustomPlot* plot) {
  const QSize d = legendDeficit(plot);
  return d.width() > 0 || d.height() > 0;
}

void PlotFolding::setLegendInset(Qt::Alignment preferred, double heightShare) {
  m_insetCorner = preferred;
  m_insetHeightShare = heightShare;
}

bool PlotFolding::legendInset() const {
  bool inset = false;
  for (const Folded& f : m_folded)
    if (f.element == m_plot->legend) inset = f.stage == Folded::Stage::Inset;
  return inset;
}

QSize PlotFolding::insetNeeds() const {
  const QRect rect = m_plot->axisRect()->rect();
  const QRect legend = m_plot->legend->outerRect();
  const int w = m_legendBeside ? 0 : legend.width() + 8 - rect.width();  // beside: its own room
  const int h = static_cast<int>(std::ceil(legend.height() / m_insetHeightShare)) - rect.height();
  const QSize size = m_plot->viewport().size();
  return {w > 0 ? size.width() + w : 0, h > 0 ? size.height() + h : 0};
}

int PlotFolding::coverCost(Qt::Alignment corner) const {
  QCPAxisRect* axes = m_plot->axisRect();
  const QRect area = axes->rect();
  const QRect legend = m_plot->legend->outerRect();
  // Its box in `corner`, as far from that corner's edges as it is now from its own.
  QCPLayoutInset* inset = axes->insetLayout();
  const Qt::Alignment now = inset->insetAlignment(inset->elements(false).indexOf(m_plot->legend));
  const int dx = now & Qt::AlignLeft ? legend.left() - area.left() : area.right() - legend.right();
  const int dy = now & Qt::AlignTop ? legend.top() - area.top() : area.bottom() - legend.bottom();
  const int x = corner & Qt::AlignLeft ? area.left() + dx : area.right() - dx - legend.width() + 1;
  const int y = corner & Qt::AlignTop ? area.top() + dy : area.bottom() - dy - legend.height() + 1;
  const QRectF box(x - 2, y - 2, legend.width() + 4, legend.height() + 4);
  return legendCoverCost(m_plot, axes, box);
}

bool PlotFolding::settleLegendCorner() {
  QCPLayoutInset* inset = m_plot->axisRect()->insetLayout();
  const int index = inset->elements(false).indexOf(m_plot->legend);
  if (index < 0) return false;
  if (m_legendBeside) {
    if (placeLegendBeside(index)) return true;
    leaveBeside();  // and try the corners again
  }
  const Qt::Alignment now = inset->insetAlignment(index);
  Qt::Alignment best = now;
  int least = coverCost(now);
  if (least > 0)
    for (Qt::Alignment c :
         {m_insetCorner, Qt::AlignTop | Qt::AlignRight, Qt::AlignTop | Qt::AlignLeft,
          Qt::AlignBottom | Qt::AlignLeft, Qt::AlignBottom | Qt::AlignRight})
      if (const int cost = coverCost(c); cost < least) least = cost, best = c;
  if (least >= kLegendSymbolCost) {
    // No corner free of the runs: beside the axes, right of them, where it is narrow enough.
    m_legendBeside = true;
    inset->setInsetPlacement(index, QCPLayoutInset::ipFree);
    if (placeLegendBeside(index)) return true;
    leaveBeside();
    return false;
  }
  if (best != now) {
    inset->setInsetAlignment(index, best);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
  }
  return true;
}

void PlotFolding::leaveBeside() {
  if (!m_legendBeside) return;
  m_legendBeside = false;
  QCPLayoutInset* inset = m_plot->axisRect()->insetLayout();
  if (const int index = inset->elements(false).indexOf(m_plot->legend); index >= 0)
    inset->setInsetPlacement(index, QCPLayoutInset::ipBorderAligned);
  m_plot->axisRect()->setMinimumMargins(m_marginsBeforeBeside);
}

bool PlotFolding::placeLegendBeside(int index) {
  QCPAxisRect* axes = m_plot->axisRect();
  const QSize legend = m_plot->legend->minimumOuterSizeHint();
  const int right = legend.width() + kBesideGapPx + 2;
  if (right > m_plot->viewport().width() * 45 / 100 || legend.height() > axes->rect().height())
    return false;
  // The axes' right margin makes the room; the inset's free rectangle, in fractions of the
  // axes, puts the legend into it, top aligned.
  QMargins margins = m_marginsBeforeBeside;
  margins.setRight(std::max(margins.right(), right));
  bool changed = false;
  if (axes->minimumMargins() != margins) axes->setMinimumMargins(margins), changed = true;
  // Fractions of the inset layout's own rectangle (the axes' less its margins).
  QCPLayoutInset* inset = axes->insetLayout();
  const QRect r = inset->rect(), a = axes->rect();
  if (r.width() <= 0 || r.height() <= 0) return false;
  const QRectF fraction((a.right() + 1 + kBesideGapPx - r.left()) / double(r.width()),
                        (a.top() - r.top()) / double(r.height()),
                        legend.width() / double(r.width()), legend.height() / double(r.height()));
  const QRectF was = inset->insetRect(index);
  if (std::abs(was.x() - fraction.x()) + std::abs(was.y() - fraction.y()) +
          std::abs(was.width() - fraction.width()) + std::abs(was.height() - fraction.height()) >
      1e-3)
    inset->setInsetRect(index, fraction), changed = true;
  if (changed) m_plot->replot(QCustomPlot::rpQueuedReplot);
  return true;
}

void PlotFolding::setSuspended(bool suspended) {
  if (suspended)
    while (!m_folded.isEmpty()) unfoldLast(false);
  m_suspended = suspended;
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void PlotFolding::check() {
  if (m_suspended) return;
  const QSize size = m_plot->viewport().size();
  // A legend in its corner that covers too much of the axes: the other optional elements
  // fold away first to give the axes room, then it is hidden there too.
  if (legendInset()) {
    QSize needs = insetNeeds();
    // Covering a run in every corner, it needs a fifth more height (a guess: the data
    // spread as the axes grow; at the same size nothing unfolds again).
    if (!settleLegendCorner() && needs.height() == 0) needs.setHeight(size.height() * 6 / 5);
    if (needs.width() > 0 || needs.height() > 0) {
      for (QCPLayoutElement* element : m_optional)
        if (element != m_plot->legend && !isFolded(element) && element->layout() &&
            fold(element, needs))
          return;
      Folded hidden{m_plot->legend, nullptr, 0, 0, 1.0, 1.0, needs};
      hidden.stage = Folded::Stage::HiddenInset;
      m_plot->legend->setVisible(false);
      leaveBeside();  // shown again, it looks for a corner first
      m_folded.push_back(hidden);
      m_plot->replot(QCustomPlot::rpQueuedReplot);
      return;
    }
  }
  const int lacking = std::max(m_minAxesHeight - lowestAxes(m_plot), 0);
  const QSize deficit = legendDeficit(m_plot);
  if (lacking > 0 || deficit.width() > 0 || deficit.height() > 0) {
    // The next optional element still in the layout. It comes back once the plot has what it
    // lacks now: the axes' missing height, the legend's missing width and height.
    for (QCPLayoutElement* element : m_optional)
      if (!isFolded(element) && element->layout()) {
        // Only the dimension that lacked: a plot folded while too narrow may be lower later.
        const int high = std::max(lacking, deficit.height());
        const QSize needs(deficit.width() > 0 ? size.width() + deficit.width() : 0,
                          high > 0 ? size.height() + high : 0);
        if (fold(element, needs)) return;
      }
    return;
  }
  if (!m_folded.isEmpty()) {
    const QSize needs = m_folded.back().needs;
    if (size.width() >= needs.width() && size.height() >= needs.height()) unfoldLast();
  }
}

bool PlotFolding::fold(QCPLayoutElement* element, QSize needs) {
  auto* grid = qobject_cast<QCPLayoutGrid*>(element->layout());
  if (!grid) return false;
  for (int i = 0; i < grid->elementCount(); ++i)
    if (grid->elementAt(i) == element) {
      int row = 0, column = 0;
      grid->indexToRowCol(i, row, column);
      grid->take(element);
      // An empty cell's row would still get its share of the height (and its column of the
      // width): almost none while folded.
      Folded f{element,
               grid,
               row,
               column,
               grid->rowStretchFactors().value(row, 1.0),
               grid->columnStretchFactors().value(column, 1.0),
               needs};
      if (grid->columnCount() == 1) grid->setRowStretchFactor(row, 0.001);
      if (grid->rowCount() == 1) grid->setColumnStretchFactor(column, 0.001);
      if (element == m_plot->legend && m_insetCorner)
        moveLegendIntoCorner(f);
      else
        element->setVisible(false);
      m_folded.push_back(f);
      m_plot->replot(QCustomPlot::rpQueuedReplot);
      return true;
    }
  return false;
}

void PlotFolding::moveLegendIntoCorner(Folded& f) {
  QCPLegend* legend = m_plot->legend;
  f.stage = Folded::Stage::Inset;
  f.look = LegendLook::of(legend);
  m_plot->axisRect()->insetLayout()->addElement(legend, m_insetCorner);
  m_marginsBeforeBeside = m_plot->axisRect()->minimumMargins();
  cornerLook(f.look, 0.85, -2).applyTo(legend);
}

void PlotFolding::unfoldLast(bool replot) {
  const Folded f = m_folded.takeLast();
  if (f.stage == Folded::Stage::HiddenInset) {  // shown in its corner again
    f.element->setVisible(true);
    if (replot) m_plot->replot(QCustomPlot::rpQueuedReplot);
    return;
  }
  if (f.stage == Folded::Stage::Inset) {  // out of the corner, laid out as before
    QCPLegend* legend = m_plot->legend;
    leaveBeside();
    m_plot->axisRect()->insetLayout()->take(legend);
    f.look.applyTo(legend);
  }
  // Its cell, or a new row there if the view has used the cell meanwhile: outside a layout the
  // element would outlive the plot's layers.
  if (f.grid->hasElement(f.row, f.column)) {
    f.grid->insertRow(f.row);
  } else {
    if (f.row < f.grid->rowCount()) f.grid->setRowStretchFactor(f.row, f.rowStretch);
    if (f.column < f.grid->columnCount()) f.grid->setColumnStretchFactor(f.column, f.columnStretch);
  }
  f.grid->addElement(f.row, f.column, f.element);
  f.element->setVisible(true);
  if (replot) m_plot->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace scalescope::views
