#pragma once
// Export of a QCustomPlot figure: PNG (size × scale pixels, 72 × scale dpi), PDF (vector, the
// page `size` points) and SVG (vector, `size` points). The plot is laid out at the screen's
// resolution over the page's physical size, so its text is the points asked for on paper. A
// figure shows its data's full extent unless the on-screen zoom is asked for, and carries a
// title and its notes unless left out (a paper's caption says them).

#include <QSize>
#include <QString>
#include <functional>

class QCustomPlot;
class QPainter;
class QRectF;

namespace scalescope::views {

struct PlotExportOptions {
  QSize size{504, 360};  ///< points (1/72 in): the PDF page, PNG pixels at scale 1
  double scale = 1.0;    ///< PNG pixels per point (72 × scale dpi)
  QString title;         ///< added above the plot for the figure when it has no title row
  bool keepZoom = false;
  /// Sets the ranges of the data's full extent (without keepZoom); by default
  /// QCustomPlot::rescaleAxes. A plot that leaves room for its labels sets its own.
  std::function<void(QCustomPlot*)> fullExtent;
  double fontPt = 9.0;      ///< tick labels' size in points; the other texts in proportion
  bool annotations = true;  ///< titles and notes in the figure; off: axes, data and legend
};

/// Writes the plot to `path` in the format of its suffix (.png, .pdf, .svg). The plot is left
/// as it was (zoom, layout). Returns "" or an error message.
QString exportPlot(QCustomPlot* plot, const QString& path, const PlotExportOptions& options);
/// Paints the plot as a figure into `rect` (points) of `painter` (a handout page): laid out,
/// sized and placed as exportPlot lays out a PDF of that size. The plot is left as it was.
void paintPlot(QCustomPlot* plot, QPainter& painter, const QRectF& rect,
               const PlotExportOptions& options);
/// The same at `size` and `scale` with the on-screen look (no added title, zoom kept).
QString exportPlot(QCustomPlot* plot, const QString& path, QSize size, double scale);

}  // namespace scalescope::views
