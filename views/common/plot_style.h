#pragma once
// Shared look and behaviour of every QCustomPlot in ScaleScope: fonts, log axes with 10ⁿ
// tick labels, drag/zoom, reset with R or a double click, and value tooltips on hover.

#include <QColor>
#include <QMetaType>
#include <QString>
#include <functional>

class QCustomPlot;
class QCPAxis;
class QCPTextElement;

namespace scalescope::views {

/// Fonts, margins, interactions (drag, wheel zoom), legend, R / double-click to rescale.
void applyPlotStyle(QCustomPlot* plot);
/// Logarithmic axis with powers of ten written as 10ⁿ.
void setLogAxis(QCPAxis* axis, const QString& label);
/// Linear axis with a label.
void setLinearAxis(QCPAxis* axis, const QString& label);
/// Shows the nearest data point of any graph (or bar) within `radiusPixels` in a tooltip
/// while hovering: its name, key and value. A plottable may carry the properties
/// "noTooltip" (bool: skip it), "keyName" / "valueName" (instead of the axis labels) and
/// "details" (QStringList, one line per data point in key order, appended) or "detailsAt"
/// (a DetailText: the line of one data point, made when hovered, for plottables of thousands
/// of points) and "note" (a text about the whole plottable, appended last).
void installValueTooltips(QCustomPlot* plot, double radiusPixels = 12);
/// The detail line of the data point at an index (key order), for "detailsAt".
using DetailText = std::function<QString(int)>;
/// The label an axis shows instead of its own when that is longer than the axis ("S(N)" for
/// "Speed-up S(N)" on a short residual-sized axis); applyPlotStyle's plots swap at each layout.
/// `shortest`, if given, where even the short one does not fit.
void setShortAxisLabel(QCPAxis* axis, const QString& shortLabel, const QString& shortest = {});
/// Titles wrapped at spaces to the plot's width, axis labels in their short form where the
/// long one does not fit: nothing cut at any window size (applyPlotStyle does it at every
/// layout; public for plots styled otherwise).
void fitPlotTexts(QCustomPlot* plot);
/// Sets a title's text wrapped as fitPlotTexts will wrap it: a text a view sets at every step
/// (a summary of values) then needs no second replot after the layout (issue 34).
void setFittedText(QCPTextElement* title, const QString& text);
/// A title's text as its view set it, before fitPlotTexts wrapped it.
QString unwrappedText(const QCPTextElement* title);

/// Consistent colours for series: index → colour (Okabe–Ito palette, colour-blind safe).
QColor seriesColor(int index);

/// Breaks a text into lines of at most about `maxChars` characters at spaces (existing line
/// breaks are kept), so that a long caption or message fits its row instead of being clipped.
QString wrapCaption(const QString& text, int maxChars = 80);

}  // namespace scalescope::views

Q_DECLARE_METATYPE(scalescope::views::DetailText)
