#include "views/scaling_view.h"

#include <qcustomplot.h>
#include <QVBoxLayout>
#include <cmath>

#include "model/law_curves.h"
#include "views/plot_style.h"

namespace scalescope::views {

namespace {
constexpr int kCurvePoints = 241;  // 30 per decade over 8 decades: smooth at any zoom
}

ScalingView::ScalingView(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this)) {
  setObjectName("scalingView");
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_plot);
  applyPlotStyle(m_plot);
  installValueTooltips(m_plot);
  setLogAxis(m_plot->xAxis, tr("Processors N"));
  setLogAxis(m_plot->yAxis, tr("Speed-up S(N)"));
  m_plot->plotLayout()->insertRow(0);
  m_plot->plotLayout()->addElement(0, 0,
                                   new QCPTextElement(m_plot, tr("Predicted speed-up"),
                                                      QFont(font().family(), 10, QFont::Bold)));
  m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);

  const Qt::PenStyle styles[4] = {Qt::SolidLine, Qt::DashLine, Qt::DashDotLine, Qt::DotLine};
  for (int i = 0; i < 4; ++i) {
    QCPGraph* g = m_plot->addGraph();
    QPen pen(i == 3 ? QColor(110, 110, 110) : seriesColor(i), i == 3 ? 1.5 : 2.2);
    pen.setStyle(styles[i]);
    g->setPen(pen);
    g->setAdaptiveSampling(true);
  }
}

void ScalingView::setScenario(const model::Scenario& s) {
  const double nMax = std::pow(10.0, s.value("surface.log_n_max"));
  const auto curves = model::lawCurves(nMax, s.value("serial_fraction"), s.value("usl.sigma"),
                                       s.value("usl.kappa"), kCurvePoints);
  for (int i = 0; i < static_cast<int>(curves.size()); ++i) {
    const auto& c = curves[i];
    QCPGraph* g = m_plot->graph(i);
    g->setName(QString::fromStdString(c.label));
    g->setData(QVector<double>(c.n.begin(), c.n.end()),
               QVector<double>(c.speedup.begin(), c.speedup.end()), true);
  }
  if (nMax != m_lastNMax) {
    m_lastNMax = nMax;
    m_plot->xAxis->setRange(1, nMax);
    m_plot->yAxis->setRange(0.8, nMax * 1.2);
  }
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace scalescope::views
