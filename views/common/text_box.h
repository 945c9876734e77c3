#pragma once
// Where a QCustomPlot text item's text is drawn: crowded labels (views/scaling) spread by it,
// an exported figure's legend (legend_cover) avoids it, the window tests check it.

#include <QRectF>

class QCPItemText;

namespace scalescope::views {

/// Where a text item's text (without its padding) is drawn now, in pixels; no rotation.
QRectF textBox(const QCPItemText* item);

}  // namespace scalescope::views
