#include "views/common/plot_export.h"

#include <qcustomplot.h>
#include <QCoreApplication>
#include <QFileInfo>
#include <QSvgGenerator>

namespace scalescope::views {

namespace {

bool hasTitleRow(QCustomPlot* plot) {
  return plot->plotLayout()->rowCount() > 0 &&
         qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
}

/// What export changes on the plot and puts back afterwards, also on an early return.
class ExportState {
 public:
  ExportState(QCustomPlot* plot, const PlotExportOptions& options) : m_plot(plot) {
    // Scatter data must not be thinned out in a figure for print.
    for (int i = 0; i < plot->graphCount(); ++i) {
      m_sampling.append({plot->graph(i), plot->graph(i)->adaptiveSampling()});
      plot->graph(i)->setAdaptiveSampling(false);
    }
    if (!options.keepZoom) {
      for (QCPAxisRect* rect : plot->axisRects())
        for (QCPAxis* axis : rect->axes()) m_ranges.append({axis, axis->range()});
      if (options.fullExtent)
        options.fullExtent(plot);
      else
        plot->rescaleAxes();
    }
    if (!options.title.isEmpty() && !hasTitleRow(plot)) {
      plot->plotLayout()->insertRow(0);
      QFont font = plot->font();
      font.setBold(true);
      m_title = new QCPTextElement(plot, options.title, font);
      plot->plotLayout()->addElement(0, 0, m_title);
    }
  }
  ~ExportState() {
    if (m_title) {
      m_plot->plotLayout()->remove(m_title);
      m_plot->plotLayout()->simplify();
    }
    for (auto& [axis, range] : m_ranges) axis->setRange(range);
    for (auto& [graph, on] : m_sampling) graph->setAdaptiveSampling(on);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
  }
  ExportState(const ExportState&) = delete;
  ExportState& operator=(const ExportState&) = delete;

 private:
  QCustomPlot* m_plot;
  QList<QPair<QCPGraph*, bool>> m_sampling;
  QList<QPair<QCPAxis*, QCPRange>> m_ranges;
  QCPTextElement* m_title = nullptr;
};

}  // namespace

QString exportPlot(QCustomPlot* plot, const QString& path, const PlotExportOptions& options) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix != "png" && suffix != "pdf" && suffix != "svg")
    return QCoreApplication::translate("PlotExport",
                                       "%1: unknown figure format '%2' (use png, pdf or svg)")
        .arg(path, suffix);
  const QSize size = options.size;
  bool ok = false;
  {
    const ExportState state(plot, options);
    // Titles wrap and labels shorten to the width at each layout (fitPlotTexts), which then
    // needs a second layout: a throwaway render at the figure's size fits them first.
    plot->toPixmap(size.width(), size.height());
    if (suffix == "png") {
      ok = plot->savePng(path, size.width(), size.height(), options.scale);
    } else if (suffix == "pdf") {
      ok = plot->savePdf(path, size.width(), size.height(), QCP::epNoCosmetic, "ScaleScope",
                         QFileInfo(path).completeBaseName());
    } else {
      QSvgGenerator svg;
      svg.setFileName(path);
      svg.setSize(size);
      svg.setViewBox(QRect(QPoint(0, 0), size));
      svg.setResolution(96);  // without it QSvgGenerator assumes 72 dpi and fonts come out wrong
      svg.setTitle(QFileInfo(path).completeBaseName());
      svg.setDescription(QCoreApplication::translate("PlotExport", "ScaleScope figure"));
      QCPPainter painter;
      if (painter.begin(&svg)) {
        plot->toPainter(&painter, size.width(), size.height());
        ok = painter.end();
      }
    }
  }
  if (!ok || QFileInfo(path).size() == 0)
    return QCoreApplication::translate("PlotExport", "%1: could not write the figure").arg(path);
  return {};
}

QString exportPlot(QCustomPlot* plot, const QString& path, QSize size, double scale) {
  return exportPlot(plot, path, PlotExportOptions{size, scale, QString(), true});
}

}  // namespace scalescope::views
