#pragma once
// Export of a QCustomPlot figure: PNG (size × scale), PDF (vector, one logical pixel per point)
// and SVG (vector, through QSvgGenerator at a stated resolution). A figure shows its data's
// full extent unless the on-screen zoom is asked for, and carries a title.

#include <QSize>
#include <QString>
#include <functional>

class QCustomPlot;

namespace scalescope::views {

struct PlotExportOptions {
  QSize size{504, 360};  ///< logical pixels (PDF points)
  double scale = 1.0;    ///< PNG magnification
  QString title;         ///< added above the plot for the figure when it has no title row
  bool keepZoom = false;
  /// Sets the ranges of the data's full extent (without keepZoom); by default
  /// QCustomPlot::rescaleAxes. A plot that leaves room for its labels sets its own.
  std::function<void(QCustomPlot*)> fullExtent;
};

/// Writes the plot to `path` in the format of its suffix (.png, .pdf, .svg). The plot is left
/// as it was (zoom, layout). Returns "" or an error message.
QString exportPlot(QCustomPlot* plot, const QString& path, const PlotExportOptions& options);
/// The same at `size` and `scale` with the on-screen look (no added title, zoom kept).
QString exportPlot(QCustomPlot* plot, const QString& path, QSize size, double scale);

}  // namespace scalescope::views
