#include "app/lessons/handout_figures.h"

#include <qcustomplot.h>
#include <QTemporaryDir>

#include "views/pim/pim_scaling_plot.h"
#include "views/pim/pim_view.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_export.h"
#include "views/timeline/timeline_view.h"

namespace scalescope::app {

struct HandoutFigures::Views {
  views::ScalingView scaling;
  views::PimView pim;
  views::TimelineView timeline;
};

HandoutFigures::HandoutFigures(const model::DatasetCollection& data, bool includeSurface)
    : m_data(data), m_includeSurface(includeSurface), m_views(std::make_unique<Views>()) {
  m_views->scaling.setDatasets(data);
}

HandoutFigures::~HandoutFigures() = default;

namespace {

void note(QCPPainter& painter, const QRectF& rect, const QString& text) {
  painter.save();
  painter.setPen(QPen(QColor(120, 120, 120), 1, Qt::DashLine));
  painter.setBrush(QColor(245, 245, 245));
  painter.drawRect(rect.adjusted(1, 1, -1, -1));
  QFont f("DejaVu Sans");
  f.setPointSizeF(11);
  f.setItalic(true);
  painter.setFont(f);
  painter.setPen(QColor(60, 60, 60));
  painter.drawText(rect.adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, text);
  painter.restore();
}

}  // namespace

void HandoutFigures::drawWithheld(QCPPainter& painter, const QRectF& rect) {
  note(painter, rect,
       QObject::tr("Predict first: the figure of this step shows the answer, so it is printed "
                   "with the answers at the end."));
}

void HandoutFigures::draw(QCPPainter& painter, const QRectF& rect, model::LessonView view,
                          const model::Scenario& scenario, const model::LessonStep&) {
  const int w = qRound(rect.width()), h = qRound(rect.height());
  if (view == model::LessonView::Surface) {
    if (!m_includeSurface) {
      m_problem = QObject::tr(
          "the 3D surface needs an X server (VTK renders through GLX): its figures are left "
          "out; run under xvfb-run -a");
      note(painter, rect, QObject::tr("3D efficiency surface: not drawn (no X server)."));
      return;
    }
    QTemporaryDir dir;
    const QString png = dir.filePath("surface.png");
    const views::SurfaceFigure figure(scenario, m_data);
    views::SurfaceExportOptions options;
    options.size = QSize(w, h);
    options.scale = 3;  // 216 dpi in the PDF: sharp when printed
    if (const QString e = views::exportSurface(figure.scene(), nullptr, png, options);
        !e.isEmpty()) {
      m_problem = e;
      note(painter, rect, QObject::tr("3D efficiency surface: %1").arg(e));
      return;
    }
    painter.drawImage(rect, QImage(png));
    return;
  }
  QCustomPlot* plot = nullptr;
  const QString stem =
      QString::fromUtf8(model::viewId(view).data(), static_cast<int>(model::viewId(view).size()));
  switch (model::viewArea(view)) {
    case model::ViewArea::Scaling: {
      m_views->scaling.setScenario(scenario);
      for (const auto& [name, p] : m_views->scaling.exportPlots())
        if (name == stem) plot = p;
      break;
    }
    case model::ViewArea::Pim:
      m_views->pim.setScenario(scenario);
      plot = view == model::LessonView::Pim ? m_views->pim.breakdownPlot()
                                            : static_cast<QCustomPlot*>(m_views->pim.scalingPlot());
      break;
    case model::ViewArea::Timeline:
      m_views->timeline.setScenario(scenario);
      plot = m_views->timeline.breakdownPlot();
      break;
    case model::ViewArea::Surface:
      break;
  }
  if (!plot) {
    note(painter, rect, QObject::tr("No figure for %1.").arg(stem));
    return;
  }
  painter.save();
  painter.translate(rect.topLeft());
  plot->toPainter(&painter, w, h);
  painter.restore();
}

}  // namespace scalescope::app
