#pragma once
// A plot that gives up its optional rows (its legend first, then e.g. a footnote) while the
// window is too small for them, and takes them back when it grows: on a 1280×720 projector the
// Scaling and PIM plots otherwise drew their legends' entries over each other and kept a strip
// of a few pixels for the data. What folds away is taken out of the plot's layout (QCustomPlot
// sizes rows by their elements even when these are hidden); the names stay in the value
// tooltips, and exports, laid out at the figure's size, keep everything that fits there.

#include <QList>
#include <QObject>
#include <QSize>

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
  };
  void check();
  bool fold(QCPLayoutElement* element, QSize needs);
  void unfoldLast(bool replot = true);

  QCustomPlot* m_plot;
  QList<QCPLayoutElement*> m_optional;
  int m_minAxesHeight;
  QList<Folded> m_folded;
};

}  // namespace scalescope::views
