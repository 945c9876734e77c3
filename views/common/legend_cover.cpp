#include "views/common/legend_cover.h"
#include "views/common/text_box.h"

#include <qcustomplot.h>
#include <cmath>

namespace scalescope::views {

int legendCoverCost(QCustomPlot* plot, const QCPAxisRect* axes, const QRectF& box) {
  int cost = 0;
  for (int g = 0; g < plot->graphCount(); ++g) {
    const QCPGraph* graph = plot->graph(g);
    if (!graph->visible() || graph->keyAxis()->axisRect() != axes) continue;
    const bool symbols = graph->scatterStyle().shape() != QCPScatterStyle::ssNone;
    // A symbol is hidden in part when its edge is under the box, not only its centre.
    const double r = symbols ? graph->scatterStyle().size() / 2 : 0.0;
    const QRectF symbolBox = box.adjusted(-r, -r, r, r);
    QPointF last;
    bool first = true;
    for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
      if (!std::isfinite(it->value)) {
        first = true;
        continue;
      }
      const QPointF at = graph->coordsToPixels(it->key, it->value);
      if (symbols ? symbolBox.contains(at) : box.contains(at))
        cost += symbols ? kLegendSymbolCost : 1;
      // A line between two points may cross the box with neither point in it.
      if (!first && graph->lineStyle() != QCPGraph::lsNone)
        for (int k = 1; k < 8; ++k) cost += box.contains(last + (at - last) * (k / 8.0)) ? 1 : 0;
      last = at;
      first = false;
    }
  }
  for (int i = 0; i < plot->plottableCount(); ++i) {
    const auto* bars = qobject_cast<const QCPBars*>(plot->plottable(i));
    if (!bars || !bars->visible() || bars->keyAxis()->axisRect() != axes) continue;
    for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) {
      if (!std::isfinite(it->value)) continue;
      // Stacked bars start where the ones below them end.
      double base = bars->baseValue();
      for (const QCPBars* below = bars->barBelow(); below; below = below->barBelow())
        if (auto b = below->data()->findBegin(it->key, false);
            b != below->data()->constEnd() && b->key == it->key && std::isfinite(b->value))
          base += b->value;
      const QPointF a = bars->coordsToPixels(it->key - bars->width() / 2, base);
      const QPointF b = bars->coordsToPixels(it->key + bars->width() / 2, base + it->value);
      if (box.intersects(QRectF(a, b).normalized())) cost += kLegendSymbolCost;
    }
  }
  // Labels on the data (system names, values) are hidden as badly as a point.
  for (int i = 0; i < plot->itemCount(); ++i) {
    const auto* text = qobject_cast<const QCPItemText*>(plot->item(i));
    if (!text || !text->visible() || text->text().isEmpty() || text->clipAxisRect() != axes)
      continue;
    if (box.intersects(textBox(text))) cost += kLegendSymbolCost;
  }
  return cost;
}

}  // namespace scalescope::views
