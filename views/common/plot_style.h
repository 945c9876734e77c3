#pragma once
// Shared look and behaviour of every QCustomPlot in ScaleScope: fonts, log axes with 10ⁿ
// tick labels, drag/zoom, reset with R or a double click, and value tooltips on hover.

#include <QColor>
#include <QString>

class QCustomPlot;
class QCPAxis;

namespace scalescope::views {

/// Fonts, margins, interactions (drag, wheel zoom), legend, R / double-click to rescale.
void applyPlotStyle(QCustomPlot* plot);
/// Logarithmic axis with powers of ten written as 10ⁿ.
void setLogAxis(QCPAxis* axis, const QString& label);
/// Linear axis with a label.
void setLinearAxis(QCPAxis* axis, const QString& label);
/// Shows the nearest data point of any graph (or bar) in a tooltip while hovering: name, key
/// and value, followed by the plottable's "note" property when it has one.
void installValueTooltips(QCustomPlot* plot);
/// Consistent colours for series: index → colour (Okabe–Ito palette, colour-blind safe).
QColor seriesColor(int index);

/// Breaks a text into lines of at most about `maxChars` characters at spaces (existing line
/// breaks are kept), so that a long caption or message fits its row instead of being clipped.
QString wrapCaption(const QString& text, int maxChars = 80);

}  // namespace scalescope::views
