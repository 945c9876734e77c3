#pragma once
// A plot that gives up its optional rows (its legend first, then e.g. a footnote) while the
// window is too small for them, and takes them back when it grows: on a 1280×720 projector the
// Scaling and PIM plots otherwise drew their legends' entries over each other and kept a strip
// of a few pixels for the data. What folds away is taken out of the plot's layout (QCustomPlot
// sizes rows by their elements even when these are hidden); the names stay in the value
// tooltips, and exports, laid out at the figure's size, keep everything that fits there.

#include <QBrush>
#include <QFont>
#include <QList>
#include <QMargins>
#include <QObject>
#include <QPen>
#include <QSize>

#include "views/common/legend_look.h"

class QCPLayoutElement;
class QCPLayoutGrid;
class QCustomPlot;

namespace scalescope::views {

class PlotFolding : public QObject {
  Q_OBJECT
 public:
  /// Folds `optional` away, in this order, while an axis rect of `plot` would be lower than
  /// `minAxesHeight` px or the plot's legend entries are squeezed below their text; unfolds
  /// them in reverse order once the plot is as large as the one folded last needs.
  PlotFolding(QCustomPlot* plot, QList<QCPLayoutElement*> optional, int minAxesHeight = 70);
  /// Puts every folded element back into its layout, which owns and deletes it: delete the
  /// folding before the plot (an element left outside would be destroyed after the plot's
  /// layers, a use after free). A child of the plot is destroyed too late: the plot's owner
  /// deletes it first (ScalingTab, PimPlot).
  ~PlotFolding() override;

  /// Before the legend folds away it moves into a corner of the plot's first axis rect, one
  /// entry per line on a light box: the band and the dashed extrapolation of a small Fit plot
  /// keep their names. Of the four corners it takes the one where it covers the least of the
  /// graphs (`preferred` where that is free); where every corner would cover a data point
  /// drawn as a symbol it goes beside the axes, right of them, and it is hidden where it has
  /// no room there either or is higher than `heightShare` of the axes. It is compact there: type 85
  /// % of its size, short symbols, no line spacing.
  void setLegendInset(Qt::Alignment preferred, double heightShare = 0.7);
  /// True while the legend is in its corner (setLegendInset) and shown.
  bool legendInset() const;

  /// While suspended (an export lays the plot out at a figure's size, FigureLegend places its
  /// legend there) nothing folds: every folded element is back in place. Resumed, the plot
  /// folds again at its next layout.
  void setSuspended(bool suspended);

  /// How many of the optional elements are folded away now.
  int foldedCount() const { return static_cast<int>(m_folded.size()); }
  /// True when `element` is folded away.
  bool isFolded(const QCPLayoutElement* element) const;

  /// The lowest axis rect and whether the legend's entries have room, after the last layout
  /// (tests use them too).
  static int lowestAxes(const QCustomPlot* plot);
  static bool legendSqueezed(const QCustomPlot* plot);
  /// How much the legend's entries lack: the widest entry's missing width, the entries'
  /// missing heights summed (0×0 when they have room or the legend is folded).
  static QSize legendDeficit(const QCustomPlot* plot);

 private:
  struct Folded {
    QCPLayoutElement* element;
    QCPLayoutGrid* grid;
    int row, column;
    double rowStretch, columnStretch;  ///< its row's and column's, restored with it
    QSize needs;                       ///< the plot size from which it has room again
    /// The legend's stages (setLegendInset): moved into its corner, then hidden there too.
    enum class Stage { Out, Inset, HiddenInset } stage = Stage::Out;
    LegendLook look;  ///< the legend's layout below the axes, restored with it
  };
  void check();
  bool fold(QCPLayoutElement* element, QSize needs);
  void unfoldLast(bool replot = true);
  /// The legend's stage in `f`: its layout below saved, compact in its corner.
  void moveLegendIntoCorner(Folded& f);
  /// The plot size from which the legend in its corner is no higher than its share.
  QSize insetNeeds() const;
  /// What the legend would cover in `corner`: points of the graphs under it, a point drawn
  /// as a symbol (a measured run) counting as kLegendSymbolCost (legend_cover.h).
  int coverCost(Qt::Alignment corner) const;
  /// Moves the legend to its cheapest corner, or beside the axes where every corner covers a
  /// symbol; false where it has no room there either.
  bool settleLegendCorner();
  /// Right of the axes, in a margin made for it; false where that would take more than 45 %
  /// of the plot's width or the legend is higher than the axes.
  bool placeLegendBeside(int insetIndex);
  /// Back into a corner of the axes, and their margin as it was.
  void leaveBeside();
  static constexpr int kBesideGapPx = 6;

  QCustomPlot* m_plot;
  QList<QCPLayoutElement*> m_optional;
  int m_minAxesHeight;
  QList<Folded> m_folded;
  Qt::Alignment m_insetCorner;  ///< empty: the legend folds straight away
  double m_insetHeightShare = 0.7;
  bool m_legendBeside = false;
  bool m_suspended = false;
  QMargins m_marginsBeforeBeside;
};

}  // namespace scalescope::views
