#pragma once
// A figure a view exports: its file name stem and how it draws itself, as a file (PNG, PDF,
// SVG) or into a painter (a handout page). The export dialog, batch export, the baselines
// and the handouts handle every view's figures alike through this; none of them knows which
// plot library or renderer is behind a figure.

#include <QRectF>
#include <QSize>
#include <QString>
#include <functional>
#include <vector>

class QCustomPlot;
class QPainter;

namespace scalescope::views {

/// How a figure is drawn for export.
struct FigureOptions {
  QSize size{504, 360};     ///< points (1/72 in): the PDF and SVG page, pixels of a 1× PNG
  double scale = 1.0;       ///< PNG pixels per point (72 × scale dpi)
  double fontPt = 9.0;      ///< text size of the tick labels in points; other texts in proportion
  bool annotations = true;  ///< titles and notes in the figure (a paper's caption has them)
  QString title;            ///< drawn above a plot that has no title row of its own
  QString caption;          ///< the scenario line (the 3D figure draws it)
  bool keepZoom = false;    ///< plots keep the on-screen zoom instead of their data's extent
  bool lightBackground = true;
};

struct Figure {
  QString stem;   ///< file name stem: "surface", "scaling_fit", "pim", "timeline", ...
  QString title;  ///< the title an exported figure carries when it has none of its own
  /// Writes the figure to `path` in the format of its suffix; "" or an error message.
  std::function<QString(const QString& path, const FigureOptions& options)> write;
  /// Paints the figure into `rect` (points) of `painter`; "" or an error message.
  std::function<QString(QPainter& painter, const QRectF& rect, const FigureOptions& options)> paint;
  /// The 2D plot behind it, or null (context menus, presenter mode's text scale).
  QCustomPlot* plot = nullptr;
  /// Needs an X server to be drawn (VTK renders through GLX only).
  bool needsDisplay = false;
};

/// A figure of a QCustomPlot: written by exportPlot, painted as vector drawing. `fullExtent`
/// sets the ranges the figure shows unless the on-screen zoom is kept (default: the data's
/// full extent, rescaleAxes).
Figure plotFigure(const QString& stem, const QString& title, QCustomPlot* plot,
                  std::function<void(QCustomPlot*)> fullExtent = {});

}  // namespace scalescope::views
