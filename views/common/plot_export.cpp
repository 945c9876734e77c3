#include "views/common/plot_export.h"

#include <qcustomplot.h>
#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QPageLayout>
#include <QPdfWriter>
#include <QPointer>
#include <QScreen>
#include <QSvgGenerator>
#include <QSvgRenderer>

#include "views/common/figure_fonts.h"
#include "views/common/figure_legend.h"
#include "views/common/plot_folding.h"

namespace scalescope::views {

namespace {

bool hasTitleRow(QCustomPlot* plot) {
  return plot->plotLayout()->rowCount() > 0 &&
         qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0));
}

/// The resolution the plot is laid out at: the screen's, which QFontMetrics measures text
/// with, so that what is measured is what is drawn.
double layoutDpi() {
  const QScreen* screen = QGuiApplication::primaryScreen();
  return screen ? screen->logicalDotsPerInchY() : 96.0;
}

/// What export changes on the plot and puts back afterwards, also on an early return.
class ExportState {
 public:
  ExportState(QCustomPlot* plot, const PlotExportOptions& options)
      : m_plot(plot), m_fonts(plot, options.fontPt), m_legend(plot) {
    // Views that adapt to the window's size ask (ScalingCurvesTab: never compact in a figure).
    plot->setProperty("figureExport", true);
    // Laid out at the figure's size as a whole: nothing folded away for the window's size.
    for (PlotFolding* folding : plot->findChildren<PlotFolding*>()) {
      m_folding.append(folding);
      folding->setSuspended(true);
    }
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
    // The first and last labels of an N axis sit under the side axes' lowest labels ("0",
    // "10⁰" of a right axis): a quarter line lower, their glyphs stay apart.
    for (QCPAxisRect* rect : plot->axisRects())
      for (QCPAxis* axis : rect->axes(QCPAxis::atBottom)) {
        m_padding.append({axis, axis->tickLabelPadding()});
        axis->setTickLabelPadding(axis->tickLabelPadding() +
                                  QFontMetrics(axis->tickLabelFont()).height() / 4);
      }
    if (options.annotations && !options.title.isEmpty() && !hasTitleRow(plot)) {
      plot->plotLayout()->insertRow(0);
      QFont font = plot->xAxis->labelFont();
      font.setBold(true);
      m_title = new QCPTextElement(plot, options.title, font);
      plot->plotLayout()->addElement(0, 0, m_title);
    }
  }
  ~ExportState() {
    m_legend.restore();  // into its row before an added title row goes
    for (const Hidden& h : m_hidden) {
      if (!h.element) continue;
      h.element->setProperty("figureHidden", QVariant());
      h.element->setText(h.text);
      h.element->setMargins(h.margins);
    }
    if (m_title) {
      m_plot->plotLayout()->remove(m_title);
      m_plot->plotLayout()->simplify();
    }
    for (auto& [axis, range] : m_ranges) axis->setRange(range);
    for (auto& [axis, padding] : m_padding) axis->setTickLabelPadding(padding);
    for (auto& [graph, on] : m_sampling) graph->setAdaptiveSampling(on);
    for (PlotFolding* folding : m_folding)
      if (folding) folding->setSuspended(false);
    m_plot->setProperty("figureExport", QVariant());
    m_plot->replot(QCustomPlot::rpQueuedReplot);
  }

  /// Lays the plot out at `layout` pixels until titles, labels, the legend and what the views
  /// rearrange after a layout (law names, legend columns, compact panels) have settled: the
  /// figure is the same whatever the window looked like before.
  void settle(QSize layout, bool annotations) {
    QList<QRect> before;
    for (int pass = 0; pass < kMostPasses; ++pass) {
      if (!annotations) hideTexts();
      m_plot->toPixmap(layout.width(), layout.height());
      const bool legendMoved = m_legend.place(layout);
      const QList<QRect> now = rects();
      if (!legendMoved && now == before) break;
      before = now;
    }
  }

  /// Where every element of the plot was put by the last layout, and the legends' columns.
  QList<QRect> rects() const {
    QList<QRect> out;
    for (QCPLayoutElement* e : m_plot->plotLayout()->elements(true))
      if (e) out << e->outerRect();
    for (QCPAxisRect* r : m_plot->axisRects())
      for (QCPLayoutElement* e : r->insetLayout()->elements(true))
        if (e) out << e->outerRect();
    return out;
  }
  static constexpr int kMostPasses = 8;

  /// Empties the titles and notes in the layout now (those folded away at the previous size
  /// may have come back): a row of no text takes no room, and the layout is left as it is.
  void hideTexts() {
    for (QCPLayoutElement* e : m_plot->plotLayout()->elements(true)) {
      auto* text = qobject_cast<QCPTextElement*>(e);
      if (!text || text->property("figureHidden").toBool()) continue;
      m_hidden.append({text, text->text(), text->margins()});
      text->setProperty("figureHidden", true);  // fitPlotTexts leaves it empty
      text->setText(QString());
      text->setMargins(QMargins());
      QFont tiny = text->font();  // an empty text is still a line high; FigureFonts restores it
      tiny.setPixelSize(1);
      text->setFont(tiny);
    }
  }

 private:
  struct Hidden {
    QPointer<QCPTextElement> element;
    QString text;
    QMargins margins;
  };
  QCustomPlot* m_plot;
  QList<QPointer<PlotFolding>> m_folding;
  FigureFonts m_fonts;
  FigureLegend m_legend;
  QList<QPair<QCPGraph*, bool>> m_sampling;
  QList<QPair<QCPAxis*, QCPRange>> m_ranges;
  QList<QPair<QCPAxis*, int>> m_padding;
  QList<Hidden> m_hidden;
  QCPTextElement* m_title = nullptr;
};

bool writePdf(QCustomPlot* plot, const QString& path, QSize points, QSize layout, double dpi) {
  QPdfWriter pdf(path);
  pdf.setCreator(QStringLiteral("ScaleScope"));
  pdf.setTitle(QFileInfo(path).completeBaseName());
  pdf.setResolution(qRound(dpi));
  if (!pdf.setPageLayout(
          QPageLayout(QPageSize(QSizeF(points), QPageSize::Point, QString(), QPageSize::ExactMatch),
                      QPageLayout::Portrait, QMarginsF())))
    return false;
  QCPPainter painter;
  if (!painter.begin(&pdf)) return false;
  painter.setMode(QCPPainter::pmVectorized);
  painter.setMode(QCPPainter::pmNoCaching);
  painter.setMode(QCPPainter::pmNonCosmetic);  // hairlines of 1/dpi in vanish in print
  plot->toPainter(&painter, layout.width(), layout.height());
  return painter.end();
}

/// The plot as SVG at the layout's pixels and resolution (width and height in mm: the page's
/// size), into `out`: a file, or a buffer that a handout page draws.
bool writeSvg(QCustomPlot* plot, QIODevice* out, const QString& title, QSize layout, double dpi) {
  QSvgGenerator svg;
  svg.setOutputDevice(out);
  svg.setSize(layout);
  svg.setViewBox(QRect(QPoint(0, 0), layout));
  svg.setResolution(qRound(dpi));
  svg.setTitle(title);
  svg.setDescription(QCoreApplication::translate("PlotExport", "ScaleScope figure"));
  QCPPainter painter;
  if (!painter.begin(&svg)) return false;
  plot->toPainter(&painter, layout.width(), layout.height());
  return painter.end();
}

}  // namespace

QString exportPlot(QCustomPlot* plot, const QString& path, const PlotExportOptions& options) {
  const QString suffix = QFileInfo(path).suffix().toLower();
  if (suffix != "png" && suffix != "pdf" && suffix != "svg")
    return QCoreApplication::translate("PlotExport",
                                       "%1: unknown figure format '%2' (use png, pdf or svg)")
        .arg(path, suffix);
  // The page in points, laid out in pixels of the screen: fonts in points measure and draw the
  // same, and a 3.5 in figure is 336 px wide at 96 dpi.
  const QSize points = options.size;
  const double dpi = layoutDpi();
  const QSize layout((QSizeF(points) * (dpi / 72.0)).toSize());
  bool ok = false;
  {
    ExportState state(plot, options);
    // Titles wrap, labels shorten and the legend moves to the size at each layout, which then
    // needs another layout: throwaway renders at the figure's size settle them first.
    state.settle(layout, options.annotations);
    if (suffix == "png") {
      // scale pixels per point: the layout's pixels times 72 / dpi.
      ok = plot->savePng(path, layout.width(), layout.height(), options.scale * 72.0 / dpi, -1,
                         qRound(72.0 * options.scale), QCP::ruDotsPerInch);
    } else if (suffix == "pdf") {
      ok = writePdf(plot, path, points, layout, dpi);
    } else {
      QFile file(path);
      ok = file.open(QIODevice::WriteOnly) &&
           writeSvg(plot, &file, QFileInfo(path).completeBaseName(), layout, dpi);
    }
  }
  if (!ok || QFileInfo(path).size() == 0)
    return QCoreApplication::translate("PlotExport", "%1: could not write the figure").arg(path);
  return {};
}

void paintPlot(QCustomPlot* plot, QPainter& painter, const QRectF& rect,
               const PlotExportOptions& options) {
  // As a file is: laid out at the screen's resolution over the rectangle's size in points and
  // written as SVG at that resolution (what exportPlot writes), then drawn into the rectangle:
  // text sizes are in the SVG's pixels, so they scale with the drawing. Laid out at one pixel
  // per point and replayed, the text measured at the screen's dpi overprinted itself on a
  // handout page (issue 31).
  const double dpi = layoutDpi();
  const QSize layout((rect.size() * (dpi / 72.0)).toSize());
  QBuffer buffer;
  buffer.open(QIODevice::WriteOnly);
  {
    ExportState state(plot, options);
    state.settle(layout, options.annotations);
    writeSvg(plot, &buffer, options.title, layout, dpi);
  }
  QSvgRenderer drawing(buffer.data());
  drawing.render(&painter, rect);
}

QString exportPlot(QCustomPlot* plot, const QString& path, QSize size, double scale) {
  return exportPlot(plot, path, PlotExportOptions{size, scale, QString(), true});
}

}  // namespace scalescope::views
