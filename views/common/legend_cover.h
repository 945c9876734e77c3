#pragma once
// What a legend box would hide of a plot's data: the points of its graphs under the box, a
// point drawn as a symbol (a measured run) and a bar counting as kSymbolCost, a stretch of line
// as 1. Used to find the corner where a legend covers the least (PlotFolding on screen,
// FigureLegend in an exported figure).

#include <QRectF>

class QCPAxisRect;
class QCustomPlot;

namespace scalescope::views {

inline constexpr int kLegendSymbolCost = 1000;

/// The cost of `box` (pixels of the plot's last layout) over the graphs and bars of `axes`.
int legendCoverCost(QCustomPlot* plot, const QCPAxisRect* axes, const QRectF& box);

}  // namespace scalescope::views
