#pragma once
// Pieces of the PIM plots that give their space to the data when a plot is short: in the
// main window the PIM view may get only ~200 px of height, while an exported figure has
// room for its full captions. The choice is made from the viewport at layout time, so a
// short widget still exports a complete large figure.

#include <qcustomplot.h>
#include <utility>

#include "views/common/plot_style.h"  // wrapCaption

namespace scalescope::views {

/// Viewport height (px) below which PIM plots drop their secondary captions.
inline constexpr int kPimCompactHeight = 300;
/// True when the plot's current viewport is shorter than kPimCompactHeight.
bool pimPlotIsCompact(const QCustomPlot* plot);

/// Moves the legend out of the axes to their right, one entry per line: it never hides
/// data, and in the main window height is scarcer than width. Expects the axis rect in
/// row 2 of the plot layout (title and caption rows above it), and keeps it there inside
/// a sub-grid.
void placePimLegend(QCustomPlot* plot);

/// Legend names of a reference line: `full` (may have two lines) where the plot has room,
/// `compact` (one short line) on a compact plot, chosen each time the legend is laid out, so
/// that the window at 1280×720 shows every entry and an export at its own size the full name.
void setPimLegendNames(QCPAbstractPlottable* plottable, const QString& full,
                       const QString& compact);

/// What every PIM plot has around its axes: a bold title in row 0 (hidden on a compact
/// plot), a grey caption line in row 1, and the legend to the right (placePimLegend).
/// Returns the title and the caption.
std::pair<QCPTextElement*, QCPTextElement*> addPimHeader(QCustomPlot* plot);

/// A PIM plot that draws only while it is on screen: the plot in the tab at the back is
/// replotted when its tab is shown, so a slider step pays only for what one can see. Its data
/// stays current while hidden, because exports and tests read it (an export lays out and
/// draws the plot anew at its own size).
class PimPlot : public QCustomPlot {
  Q_OBJECT
 public:
  explicit PimPlot(QWidget* parent = nullptr) : QCustomPlot(parent) {
    // Its layout would ask for the height of every caption row and legend entry; a compact
    // plot drops the secondary captions instead, so the window still fits 1024×700.
    setMinimumSize(200, 158);
  }
  /// Deletes its PlotFolding first: what is folded goes back into the layout, which owns it.
  ~PimPlot() override;
  /// True while a change waits for the plot to be shown.
  bool replotPending() const { return m_replotPending; }

 protected:
  /// Queues a replot if the plot is visible, else remembers it for showEvent.
  void requestReplot();
  void showEvent(QShowEvent* event) override;
  void resizeEvent(QResizeEvent* event) override;

 private:
  bool m_replotPending = false;
};

/// A caption row that takes no height and draws nothing on a compact plot.
class PimCaption : public QCPTextElement {
  Q_OBJECT
 public:
  PimCaption(QCustomPlot* plot, const QFont& font);

 protected:
  void draw(QCPPainter* painter) override;
  QSize minimumOuterSizeHint() const override;
  QSize maximumOuterSizeHint() const override;
};

/// Text ticks of the bar plots' x axis: labels keep only their first line on a compact plot,
/// and are folded where their lines are wider than a bar's slot (presenter mode's type on a
/// narrow plot ran "MA-SGD" into "GA-SGD").
class PimCompactTicker : public QCPAxisTickerText {
 public:
  explicit PimCompactTicker(QCustomPlot* plot) : m_plot(plot) {}
  void generate(const QCPRange& range, const QLocale& locale, QChar formatChar, int precision,
                QVector<double>& ticks, QVector<double>* subTicks,
                QVector<QString>* tickLabels) override;

 protected:
  QString getTickLabel(double tick, const QLocale& locale, QChar formatChar,
                       int precision) override;

 private:
  QCustomPlot* m_plot;
};

}  // namespace scalescope::views
