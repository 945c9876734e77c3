#include "views/common/plot_folding.h"

#include <qcustomplot.h>
#include <algorithm>
#include <climits>

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

void PlotFolding::check() {
  const QSize size = m_plot->viewport().size();
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
      element->setVisible(false);
      // An empty cell's row would still get its share of the height (and its column of the
      // width): almost none while folded.
      const double rowStretch = grid->rowStretchFactors().value(row, 1.0);
      const double columnStretch = grid->columnStretchFactors().value(column, 1.0);
      if (grid->columnCount() == 1) grid->setRowStretchFactor(row, 0.001);
      if (grid->rowCount() == 1) grid->setColumnStretchFactor(column, 0.001);
      m_folded.push_back({element, grid, row, column, rowStretch, columnStretch, needs});
      m_plot->replot(QCustomPlot::rpQueuedReplot);
      return true;
    }
  return false;
}

void PlotFolding::unfoldLast(bool replot) {
  const Folded f = m_folded.takeLast();
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
