#include "views/common/figure.h"

#include <qcustomplot.h>
#include <QPainter>

#include "views/common/plot_export.h"

namespace scalescope::views {

Figure plotFigure(const QString& stem, const QString& title, QCustomPlot* plot,
                  std::function<void(QCustomPlot*)> fullExtent) {
  Figure f;
  f.stem = stem;
  f.title = title;
  f.plot = plot;
  f.write = [plot, title, fullExtent](const QString& path, const FigureOptions& o) {
    return exportPlot(plot, path,
                      PlotExportOptions{o.size, o.scale, o.title.isEmpty() ? title : o.title,
                                        o.keepZoom, fullExtent, o.fontPt, o.annotations});
  };
  f.paint = [plot](QPainter& painter, const QRectF& rect, const FigureOptions& o) {
    // Laid out as a PDF figure of the rectangle's size, recorded as drawing commands and
    // replayed: the page keeps the plot's vectors and text, at the points asked for. A page
    // shows the view as its step set it up: its ranges and marks, no added title.
    paintPlot(
        plot, painter, rect,
        PlotExportOptions{rect.size().toSize(), 1.0, o.title, true, {}, o.fontPt, o.annotations});
    return QString();
  };
  return f;
}

}  // namespace scalescope::views
