#include "views/common/figure.h"

#include <qcustomplot.h>
#include <QPainter>
#include <QPicture>

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
  f.paint = [plot](QPainter& painter, const QRectF& rect, const FigureOptions&) {
    // Recorded as drawing commands and replayed: the page keeps the plot's vectors and text.
    QPicture picture;
    QCPPainter recorder(&picture);
    plot->toPainter(&recorder, qRound(rect.width()), qRound(rect.height()));
    recorder.end();
    painter.drawPicture(rect.topLeft(), picture);
    return QString();
  };
  return f;
}

}  // namespace scalescope::views
