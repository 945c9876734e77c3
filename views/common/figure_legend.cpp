#include "views/common/figure_legend.h"

#include <qcustomplot.h>
#include <algorithm>
#include <climits>

#include "views/common/figure_fonts.h"
#include "views/common/legend_cover.h"
#include "views/common/legend_look.h"
#include "views/common/plot_folding.h"

namespace scalescope::views {

namespace {

constexpr int kLegendGapPx = 4;  // between the legend's box and the axes' edges
// A legend higher or wider than these shares of the axes stays out of them.
constexpr double kMostOfAxesHeight = 0.6;
constexpr double kMostOfAxesWidth = 0.85;

const Qt::Alignment kCorners[] = {Qt::AlignTop | Qt::AlignRight, Qt::AlignTop | Qt::AlignLeft,
                                  Qt::AlignBottom | Qt::AlignRight,
                                  Qt::AlignBottom | Qt::AlignLeft};

/// The legend's box in `corner` of the axes, as QCPLayoutInset puts it there.
QRectF boxIn(const QRect& axes, QSize legend, Qt::Alignment corner) {
  const int x = corner & Qt::AlignLeft ? axes.left() : axes.right() - legend.width() + 1;
  const int y = corner & Qt::AlignTop ? axes.top() : axes.bottom() - legend.height() + 1;
  return QRectF(x - 2, y - 2, legend.width() + 4, legend.height() + 4);
}

}  // namespace

void FigureLegend::restore() {
  if (m_stage == Stage::Inset) backBelow();
  if (m_stage == Stage::Out) {
    QCPLegend* legend = m_plot->legend;
    m_plot->plotLayout()->take(legend);
    m_plot->plotLayout()->simplify();
    m_original.applyTo(legend);
    QCPLayoutInset* inset = m_plot->axisRect()->insetLayout();
    inset->addElement(legend, Qt::Alignment(m_insetAlignment));
    inset->setInsetPlacement(inset->elements(false).indexOf(legend),
                             static_cast<QCPLayoutInset::InsetPlacement>(m_insetPlacement));
    m_stage = Stage::Untouched;
    return;
  }
  if (m_stage != Stage::Untouched) m_original.applyTo(m_plot->legend);
  if (m_wasInset) {
    QCPLayoutInset* inset = m_plot->axisRect()->insetLayout();
    if (const int i = inset->elements(false).indexOf(m_plot->legend); i >= 0)
      inset->setInsetAlignment(i, Qt::Alignment(m_insetAlignment));
  }
  m_stage = Stage::Untouched;  // restored once
  m_wasInset = false;
}

bool FigureLegend::place(QSize layout) {
  QCPLegend* legend = m_plot->legend;
  QCPAxisRect* axes = m_plot->axisRect();
  if (!legend || !axes || !legend->visible() || legend->itemCount() == 0) return false;
  if (legend->layout() == axes->insetLayout()) {
    if (m_stage == Stage::Untouched && !m_wasInset) {
      m_wasInset = true;
      const int i = axes->insetLayout()->elements(false).indexOf(legend);
      m_insetAlignment = static_cast<int>(axes->insetLayout()->insetAlignment(i));
      m_insetPlacement = static_cast<int>(axes->insetLayout()->insetPlacement(i));
    }
    return settleCorner();
  }
  if (m_stage == Stage::Out) {
    // As many columns as the figure's width has room for.
    const int columns = legendColumnsThatFit(legend, layout.width(), legend->itemCount());
    if (columns == legend->wrap()) return false;
    legend->setWrap(columns);
    legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
    return true;
  }
  const bool roomy =
      axes->rect().height() >= layout.height() / 2 && !PlotFolding::legendSqueezed(m_plot);
  if (roomy || m_stage == Stage::GaveUp) return false;
  if (m_stage == Stage::Untouched) {
    // First compact below: 7 pt at the least, short symbols, narrow gaps, so that the entries
    // may go into more columns (the view fits the columns to the width at each layout).
    m_original = LegendLook::of(legend);
    QFont small = m_original.font;
    small.setPointSizeF(std::max(kMinFigureFontPt, small.pointSizeF() * 0.875));
    legend->setFont(small);
    legend->setIconSize(16, 8);
    legend->setColumnSpacing(8);
    m_stage = Stage::Compact;
    return true;
  }
  return m_stage == Stage::Compact && intoCorner();
}

bool FigureLegend::intoCorner() {
  QCPLegend* legend = m_plot->legend;
  auto* grid = qobject_cast<QCPLayoutGrid*>(legend->layout());
  if (!grid) return false;
  for (int i = 0; i < grid->elementCount(); ++i) {
    if (grid->elementAt(i) != legend) continue;
    grid->indexToRowCol(i, m_row, m_column);
    m_grid = grid;
    m_rowStretch = grid->rowStretchFactors().value(m_row, 1.0);
    grid->take(legend);
    if (grid->columnCount() == 1) grid->setRowStretchFactor(m_row, 0.001);
    m_below = LegendLook::of(legend);
    m_plot->axisRect()->insetLayout()->addElement(legend, kCorners[0]);
    cornerLook(m_below, 1.0, 0).applyTo(legend);  // its type compact already
    m_stage = Stage::Inset;
    return true;
  }
  return false;
}

bool FigureLegend::settleCorner() {
  QCPLegend* legend = m_plot->legend;
  QCPAxisRect* axes = m_plot->axisRect();
  QCPLayoutInset* inset = axes->insetLayout();
  const int index = inset->elements(false).indexOf(legend);
  if (index < 0 || inset->insetPlacement(index) != QCPLayoutInset::ipBorderAligned) return false;
  const QRect area =
      axes->rect().adjusted(kLegendGapPx, kLegendGapPx, -kLegendGapPx, -kLegendGapPx);
  const QSize size = legend->outerRect().size();
  Qt::Alignment best = inset->insetAlignment(index);
  int least = INT_MAX;
  for (Qt::Alignment corner : kCorners)
    if (const int cost = legendCoverCost(m_plot, axes, boxIn(area, size, corner)); cost < least)
      least = cost, best = corner;
  // Moved in from below, it goes back where it hides a measured point in every corner or fills
  // most of the axes.
  if (m_stage == Stage::Inset &&
      (least >= kLegendSymbolCost || size.height() > kMostOfAxesHeight * axes->rect().height() ||
       size.width() > kMostOfAxesWidth * axes->rect().width())) {
    backBelow();
    m_stage = Stage::GaveUp;
    return true;
  }
  // Inside the axes from the start, it leaves them where every corner hides a measured point.
  if (m_stage == Stage::Untouched && least >= kLegendSymbolCost) {
    outBelow();
    return true;
  }
  if (best == inset->insetAlignment(index)) return false;
  inset->setInsetAlignment(index, best);
  return true;
}

void FigureLegend::outBelow() {
  QCPLegend* legend = m_plot->legend;
  m_plot->axisRect()->insetLayout()->take(legend);
  m_original = LegendLook::of(legend);
  legend->setBrush(Qt::NoBrush);  // under the plot, as the other legends below
  legend->setBorderPen(Qt::NoPen);
  QCPLayoutGrid* grid = m_plot->plotLayout();
  const int row = grid->rowCount();
  grid->insertRow(row);
  grid->addElement(row, 0, legend);
  grid->setRowStretchFactor(row, 0.001);
  legend->setWrap(1);
  legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true);
  m_stage = Stage::Out;
}

void FigureLegend::backBelow() {
  QCPLegend* legend = m_plot->legend;
  m_plot->axisRect()->insetLayout()->take(legend);
  m_below.applyTo(legend);
  // Its cell, or a new row there if something took the cell meanwhile.
  if (m_grid->hasElement(m_row, m_column))
    m_grid->insertRow(m_row);
  else if (m_row < m_grid->rowCount())
    m_grid->setRowStretchFactor(m_row, m_rowStretch);
  m_grid->addElement(m_row, m_column, legend);
}

}  // namespace scalescope::views
