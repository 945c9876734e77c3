#include "views/pim_view.h"

#include <qcustomplot.h>
#include <QVBoxLayout>

#include "views/plot_style.h"

namespace scalescope::views {

PimView::PimView(QWidget* parent) : QWidget(parent), m_plot(new QCustomPlot(this)) {
  setObjectName("pimView");
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_plot);
  applyPlotStyle(m_plot);
  installValueTooltips(m_plot);

  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  ticker->addTick(1, "MA-SGD");
  ticker->addTick(2, "GA-SGD");
  ticker->addTick(3, "ADMM");
  m_plot->xAxis->setTicker(ticker);
  m_plot->xAxis->setLabel(tr("Training algorithm"));
  m_plot->xAxis->setRange(0.4, 3.6);
  m_plot->xAxis->grid()->setVisible(false);
  setLinearAxis(m_plot->yAxis, tr("Time per epoch (s)"));
  m_plot->yAxis->setRange(0, 1);
  m_plot->plotLayout()->insertRow(0);
  m_plot->plotLayout()->addElement(
      0, 0,
      new QCPTextElement(m_plot, tr("PIM training: where the time goes"),
                         QFont(font().family(), 10, QFont::Bold)));

  const QString names[5] = {tr("PIM compute"), tr("PIM data movement (MRAM↔WRAM)"),
                            tr("CPU→DPU transfer"), tr("DPU→CPU transfer"), tr("Host sync")};
  QCPBars* below = nullptr;
  for (int i = 0; i < 5; ++i) {
    auto* bars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    bars->setName(names[i]);
    bars->setWidth(0.6);
    const QColor c = seriesColor(i);
    bars->setPen(QPen(c.darker(130)));
    bars->setBrush(c);
    if (below) bars->moveAbove(below);
    below = bars;
    m_bars.append(bars);
  }
  m_plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
}

void PimView::setScenario(const model::Scenario&) {
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace scalescope::views
