#pragma once
// How a legend looks and how many columns it takes: what PlotFolding (a small window) and
// FigureLegend (a small figure) change when they move a legend into a corner of the axes or
// rearrange it below them, and put back afterwards.

#include <QBrush>
#include <QFont>
#include <QMargins>
#include <QPen>
#include <QSize>

class QCPLegend;

namespace scalescope::views {

/// A legend's layout and type: saved before a change, applied to put it back.
struct LegendLook {
  int wrap = 0;
  int fillOrder = 0;
  int rowSpacing = 0;
  int columnSpacing = 0;
  QBrush brush;
  QPen border;
  QMargins margins;
  QFont font;
  QSize iconSize;

  static LegendLook of(const QCPLegend* legend);
  void applyTo(QCPLegend* legend) const;
};

/// `look` in a corner of the axes: one entry per line on a light, thinly framed box, short
/// symbols, type scaled by `fontScale`, `rowSpacing` between the lines.
LegendLook cornerLook(LegendLook look, double fontScale, int rowSpacing);

/// How many columns of the legend's entries, at most `most`, fit side by side in `width`
/// pixels (its widest entry, its margins and column spacing); at least one.
int legendColumnsThatFit(const QCPLegend* legend, int width, int most);

/// A legend laid out in rows under a plot: as many columns, at most `most`, as its widest
/// entry leaves room for in the plot's width, its entries rearranged. True if that changed.
bool fitLegendColumns(QCPLegend* legend, int most);

}  // namespace scalescope::views
