#include "views/scaling/scaling_inverse_tab.h"

#include <qcustomplot.h>
#include <QComboBox>
#include <algorithm>

#include "views/common/parameter_controls.h"
#include "views/common/plot_style.h"
#include "views/scaling/crowded_labels.h"

namespace scalescope::views {

ScalingInverseTab::ScalingInverseTab(ParameterControls* controls, QWidget* parent)
    : ScalingTab(controls, parent) {
  setObjectName("scalingInverseTab");
  addControl(tr("Series"), controls->seriesCombo(model::Param::ScalingSeries));
  addStretch();
  m_title = addTitle(tr("Time against 1/N"));
  moveLegendBelow(2, 3);
  m_footnote = addFootnote(3);
  setLinearAxis(m_plot->xAxis, tr("1/N (1 / processors)"));
  setLinearAxis(m_plot->yAxis, tr("Time T(N) (s)"));

  m_line = m_plot->addGraph();
  m_line->setPen(QPen(seriesColor(0), 2.2));
  m_line->setName(tr("Fitted line T = a + b/N"));
  m_line->setProperty("keyName", "1/N");
  m_runs = m_plot->addGraph();
  styleMeasured(m_runs, 0, false, 7);
  m_runs->setName(tr("Measured runs"));
  m_runs->setProperty("keyName", "1/N");
  m_intercept = m_plot->addGraph();
  m_intercept->setLineStyle(QCPGraph::lsNone);
  m_intercept->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssDiamond, QPen(seriesColor(1), 2), QBrush(Qt::white), 12));
  m_intercept->setName(tr("Intercept a"));
  m_intercept->setProperty("keyName", "1/N");

  // Read-offs: the intercept labelled above the line with an arrow down to it (the region
  // above a rising line is empty); the slope under the middle of the line.
  QFont labelFont(font().family(), 9);
  m_interceptLabel = new QCPItemText(m_plot);
  m_interceptLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
  m_interceptLabel->position->setType(QCPItemPosition::ptPlotCoords);
  m_interceptLabel->setFont(labelFont);
  m_interceptLabel->setColor(seriesColor(1).darker(130));
  m_interceptLabel->setPadding(QMargins(2, 0, 2, 2));
  m_interceptArrow = new QCPItemLine(m_plot);
  m_interceptArrow->setPen(QPen(seriesColor(1).darker(130), 1.2));
  m_interceptArrow->setHead(QCPLineEnding::esSpikeArrow);
  m_interceptArrow->start->setParentAnchor(m_interceptLabel->bottomLeft);
  m_interceptArrow->start->setCoords(8, 0);
  m_interceptLabel->setProperty("leader", QVariant::fromValue<QObject*>(m_interceptArrow));
  m_slopeLabel = new QCPItemText(m_plot);
  m_slopeLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
  m_slopeLabel->position->setType(QCPItemPosition::ptPlotCoords);
  m_slopeLabel->setFont(labelFont);
  m_slopeLabel->setColor(seriesColor(0).darker(130));
  m_slopeLabel->setPadding(QMargins(12, 10, 0, 0));
  m_slopeLabel->setTextAlignment(Qt::AlignLeft);
}

QString ScalingInverseTab::interceptText() const {
  if (!m_fit) return {};
  return tr("serial time a = %1 ± %2 s")
      .arg(shortNumber(m_fit->intercept), shortNumber(m_fit->interceptStdErr, 2));
}

model::ParamSet ScalingInverseTab::reads() const {
  return {model::Param::ScalingSeries};
}

void ScalingInverseTab::refresh(const ScalingInputs& in) {
  const model::MeasuredSeries* m = in.selected();
  m_fit.reset();
  for (QCPGraph* g : {m_runs, m_line, m_intercept}) g->data()->clear();
  m_interceptLabel->setVisible(false);
  m_interceptArrow->setVisible(false);
  m_slopeLabel->setVisible(false);
  std::vector<double> n, t, x;
  QStringList details;
  if (m)
    for (const auto& p : m->points)
      if (p.timeSeconds) {
        n.push_back(p.n);
        t.push_back(*p.timeSeconds);
        x.push_back(1.0 / p.n);
        details << tr("N = %1, line %2").arg(shortNumber(p.n, 6)).arg(p.line);
      }
  if (n.empty()) {
    m_title->setText(
        m ? tr("T against 1/N: %1 has no measured times").arg(QString::fromStdString(m->name))
          : tr("T against 1/N: no measured series loaded"));
    m_footnote->setText({});
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    return;
  }
  m_title->setText(tr("Time against 1/N: %1").arg(QString::fromStdString(m->name)));
  m_plot->xAxis->setLabel(
      m->unit.empty() ? tr("1/N") : tr("1/N (N in %1)").arg(QString::fromStdString(m->unit)));
  setSortedData(m_runs, x, t, details);
  const double xMax = *std::max_element(x.begin(), x.end());
  const double tMax = *std::max_element(t.begin(), t.end());
  const auto fit = model::fitTimeAgainstInverseN(n, t);
  QStringList notes;
  if (fit) {
    m_fit = *fit;
    const double a = fit->intercept, b = fit->slope;
    m_line->setData({0.0, xMax * 1.05}, {a, a + b * xMax * 1.05}, true);
    m_intercept->setData({0.0}, {a}, true);
    m_interceptLabel->position->setCoords(0.04 * xMax, a + 0.3 * (tMax - a));
    m_interceptLabel->setText(interceptText());
    m_interceptLabel->setVisible(true);
    m_interceptArrow->end->setCoords(0, a);
    m_interceptArrow->setVisible(true);
    m_slopeLabel->position->setCoords(0.5 * xMax, a + 0.5 * b * xMax);
    // Two short lines: one long one ran past a narrow plot's edge.
    m_slopeLabel->setText(tr("slope: parallel time\nb = %1 ± %2 s")
                              .arg(shortNumber(b), shortNumber(fit->slopeStdErr, 2)));
    m_slopeLabel->setVisible(true);
    notes << tr("T(N) = a + b/N: serial time a = %1 s, parallel work b = %2 s on one unit;\n"
                "serial fraction a/(a + b) = %3, R² = %4")
                 .arg(shortNumber(a), shortNumber(b), shortNumber(a / (a + b), 3),
                      QString::number(fit->r2, 'f', 4));
    if (a < 0) notes << tr("A negative intercept: the runs scale better than Amdahl's law allows.");
  } else {
    notes << errorText(fit);
  }
  if (m->weak) notes << tr("Weak-scaling series: this view assumes a fixed problem size.");
  m_footnote->setText(notes.join('\n'));

  if (in.dataChanged || in.changed.contains(model::Param::ScalingSeries)) {
    m_plot->xAxis->setRange(-0.04 * xMax, xMax * 1.12);
    const double a = m_fit ? std::min(m_fit->intercept, 0.0) : 0.0;
    m_plot->yAxis->setRange(a - 0.05 * tMax, tMax * 1.12);
  }
  // On a small plot a read-off with no room goes (the note below has both numbers).
  CrowdedLabels::of(m_plot)->setLabels({m_interceptLabel, m_slopeLabel});
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace scalescope::views
