#include "views/pim/measured_breakdown_plot.h"

#include <QToolTip>
#include <algorithm>
#include <cmath>

#include "views/common/model_text.h"
#include "views/common/plot_style.h"
#include "views/pim/pim_labels.h"

namespace scalescope::views {

namespace {

constexpr int kCategories = 4;

double part(const model::RoundBreakdown& b, int category) {
  switch (category) {
    case 0:
      return b.computeSeconds;
    case 1:
      return b.pushSeconds;
    case 2:
      return b.pullSeconds;
    default:
      return b.updateSeconds;
  }
}

QString unitName(double unit) {
  return unit == 1      ? QStringLiteral("s")
         : unit == 1e-3 ? QStringLiteral("ms")
                        : QStringLiteral("µs");
}

}  // namespace

int MeasuredBreakdownPlot::pimCategoryOf(int c) {
  // PIM categories: 0 PIM compute, 1 MRAM↔WRAM, 2 CPU→DPU, 3 DPU→CPU, 4 host sync.
  static constexpr int kMap[kCategories] = {0, 2, 3, 4};
  return kMap[std::clamp(c, 0, kCategories - 1)];
}

QString MeasuredBreakdownPlot::categoryName(int c) {
  switch (c) {
    case 0:
      return tr("Local compute");
    case 1:
      return tr("Push (server → workers)");
    case 2:
      return tr("Pull (workers → server)");
    default:
      return tr("Server update");
  }
}

MeasuredBreakdownPlot::MeasuredBreakdownPlot(QWidget* parent) : PimPlot(parent) {
  setObjectName("measuredBreakdownPlot");
  applyPlotStyle(this);
  axisRect()->setRangeDrag(Qt::Vertical);
  axisRect()->setRangeZoom(Qt::Vertical);
  xAxis->grid()->setVisible(false);
  xAxis->setTickLength(0, 3);
  plotLayout()->insertRow(0);
  m_title = new PimCaption(this, QFont(font().family(), 10, QFont::Bold));
  plotLayout()->addElement(0, 0, m_title);
  QCPBars* below = nullptr;
  for (int i = 0; i < kCategories; ++i) {
    auto* bars = new QCPBars(xAxis, yAxis);
    bars->setName(categoryName(i));
    const QColor c = pimCategoryColor(pimCategoryOf(i));
    bars->setPen(QPen(c.darker(130)));
    bars->setBrush(c);
    bars->setWidth(0.6);
    if (below) bars->moveAbove(below);
    below = bars;
    m_bars.append(bars);
  }
  // No legend: the colours are the model's categories (its legend is beside this plot); the
  // tooltip of each segment names what was measured and which category it stands for.
  legend->setVisible(false);
  setMinimumWidth(200);
  setMouseTracking(true);
  connect(this, &QCustomPlot::mouseMove, this, &MeasuredBreakdownPlot::showTooltip);
  setBreakdowns({});
}

void MeasuredBreakdownPlot::setBreakdowns(
    const std::vector<model::MeasuredTrainingBreakdown>& breakdowns) {
  m_data = breakdowns;
  double top = 0;
  for (const auto& b : m_data) top = std::max(top, b.mean.sum());
  m_unit = top >= 1 ? 1 : top >= 1e-3 ? 1e-3 : 1e-6;
  QSharedPointer<QCPAxisTickerText> ticker(new PimCompactTicker(this));
  for (int i = 0; i < kCategories; ++i) {
    QVector<double> keys, values;
    for (std::size_t k = 0; k < m_data.size(); ++k) {
      keys << double(k + 1);
      values << part(m_data[k].mean, i) / m_unit;
    }
    m_bars[i]->setData(keys, values, true);
  }
  // Short ticks (the series' words one per line): this plot shares the row with the model's.
  for (std::size_t k = 0; k < m_data.size(); ++k)
    ticker->addTick(double(k + 1), QString::fromStdString(m_data[k].series).replace(' ', '\n'));
  xAxis->setTicker(ticker);
  xAxis->setRange(0.4, std::max<double>(1, double(m_data.size())) + 0.6);
  setLinearAxis(yAxis, tr("Time of the run (%1)").arg(unitName(m_unit)));
  yAxis->setRange(0, top > 0 ? 1.18 * top / m_unit : 1.0);
  QString title = tr("Measured training: none loaded");
  if (!m_data.empty()) {
    const auto& first = m_data.front();
    title = tr("Measured: %1 · N = %2 %3")
                .arg(QString::fromStdString(first.machine))
                .arg(first.n)
                .arg(QString::fromStdString(first.unit));
  }
  m_title->setText(title);
  requestReplot();
}

void MeasuredBreakdownPlot::showTooltip(QMouseEvent* event) {
  const QPointF pos = event->position();
  for (int i = kCategories - 1; i >= 0; --i) {
    QVariant details;
    if (m_bars[i]->selectTest(pos, false, &details) < 0) continue;
    const QCPDataSelection sel = details.value<QCPDataSelection>();
    if (sel.isEmpty()) continue;
    const auto it = m_bars[i]->data()->at(sel.dataRange().begin());
    const int k = int(std::lround(it->key)) - 1;
    if (k < 0 || k >= int(m_data.size())) continue;
    const auto& b = m_data[std::size_t(k)];
    const double seconds = part(b.mean, i);
    QToolTip::showText(
        event->globalPosition().toPoint(),
        tr("<b>%1 · %2</b><br>%3 = %4 % of the parts (%5)<br>mean of %6 run(s) at N = %7 %8; "
           "measured total %9<br><i>stands for the PIM category \"%10\"</i>")
            .arg(QString::fromStdString(b.series), categoryName(i), formatDuration(seconds))
            .arg(localNumber(b.mean.sum() > 0 ? 100 * seconds / b.mean.sum() : 0.0, 'f', 1))
            .arg(formatDuration(b.mean.sum()))
            .arg(b.runs)
            .arg(b.n)
            .arg(QString::fromStdString(b.unit), formatDuration(b.meanTotalSeconds),
                 pimCategoryName(pimCategoryOf(i))),
        this);
    return;
  }
  QToolTip::hideText();
}

}  // namespace scalescope::views
