#include "views/common/plot_export.h"

#include <qcustomplot.h>
#include <QFileInfo>
#include <QSvgGenerator>

namespace scalescope::views {

QString exportPlot(QCustomPlot* plot, const QString& path, QSize size, double scale) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  // Scatter data must not be thinned out in a figure for print.
  QList<QPair<QCPGraph*, bool>> sampling;
  for (int i = 0; i < plot->graphCount(); ++i) {
    sampling.append({plot->graph(i), plot->graph(i)->adaptiveSampling()});
    plot->graph(i)->setAdaptiveSampling(false);
  }
  bool ok = false;
  if (suffix == "png") {
    ok = plot->savePng(path, size.width(), size.height(), scale);
  } else if (suffix == "pdf") {
    ok = plot->savePdf(path, size.width(), size.height(), QCP::epNoCosmetic, "ScaleScope",
                       QFileInfo(path).completeBaseName());
  } else if (suffix == "svg") {
    QSvgGenerator svg;
    svg.setFileName(path);
    svg.setSize(size);
    svg.setViewBox(QRect(QPoint(0, 0), size));
    svg.setResolution(96);  // without it QSvgGenerator assumes 72 dpi and fonts come out wrong
    svg.setTitle(QFileInfo(path).completeBaseName());
    svg.setDescription("ScaleScope figure");
    QCPPainter painter;
    if (painter.begin(&svg)) {
      plot->toPainter(&painter, size.width(), size.height());
      ok = painter.end();
    }
  } else {
    for (auto& [graph, on] : sampling) graph->setAdaptiveSampling(on);
    return QStringLiteral("%1: unknown figure format '%2' (use png, pdf or svg)").arg(path, suffix);
  }
  for (auto& [graph, on] : sampling) graph->setAdaptiveSampling(on);
  if (!ok || QFileInfo(path).size() == 0)
    return QStringLiteral("%1: could not write the figure").arg(path);
  return {};
}

}  // namespace scalescope::views
