#include "views/scaling/scaling_study_tab.h"

#include <qcustomplot.h>
#include <QComboBox>
#include <QSpinBox>
#include <algorithm>
#include <cmath>

#include "views/common/model_text.h"
#include "views/common/parameter_controls.h"
#include "views/common/plot_style.h"

namespace scalescope::views {

namespace {
QCPGraph* centerGraph(QCustomPlot* plot, QCPAxis* x, QCPAxis* y, const QColor& color,
                      QCPScatterStyle::ScatterShape shape, bool line) {
  QCPGraph* g = plot->addGraph(x, y);
  g->setPen(QPen(color, 1.6, line ? Qt::SolidLine : Qt::NoPen));
  g->setLineStyle(line ? QCPGraph::lsLine : QCPGraph::lsNone);
  g->setScatterStyle(QCPScatterStyle(shape, QPen(color, 1.6), QBrush(color.lighter(160)), 8));
  g->setProperty("keyName", "N");
  return g;
}
QCPErrorBars* barsFor(QCPGraph* g) {
  auto* bars = new QCPErrorBars(g->keyAxis(), g->valueAxis());
  bars->setDataPlottable(g);
  bars->setPen(QPen(g->pen().color(), 1.2));
  bars->setWhiskerWidth(6);
  bars->removeFromLegend();
  bars->setProperty("noTooltip", true);
  return bars;
}
QCPGraph* idealGraph(QCustomPlot* plot, QCPAxis* x, QCPAxis* y, const QString& name) {
  QCPGraph* g = plot->addGraph(x, y);
  g->setPen(QPen(QColor(110, 110, 110), 1.5, Qt::DashLine));
  g->setName(name);
  g->setProperty("keyName", "N");
  return g;
}
}  // namespace

ScalingStudyTab::ScalingStudyTab(ParameterControls* controls, QWidget* parent)
    : ScalingTab(controls, parent) {
  setObjectName("scalingStudyTab");
  // Two plots stacked (time, then speed-up or efficiency): each needs room for its axes.
  plot()->setMinimumHeight(180);
  addControl(tr("Series"), controls->seriesCombo(model::Param::ScalingSeries));
  addControl(tr("Baseline"), controls->combo(model::Param::ScalingBaseline,
                                             {tr("smallest N"), tr("one node"), tr("N = 1")}));
  addControl(tr("node ="), controls->spin(model::Param::ScalingUnitsPerNode, {}, {}));
  addControl({}, controls->combo(model::Param::ScalingCenter, {tr("mean"), tr("median")}));
  addControl({}, controls->combo(model::Param::ScalingErrorBars, {tr("min–max"), tr("±1 s.d.")}));
  addStretch();

  m_title = addTitle(tr("Scaling study"));
  QCPAxisRect* top = m_plot->axisRect();
  m_lower = new QCPAxisRect(m_plot);
  m_plot->plotLayout()->addElement(2, 0, m_lower);
  moveLegendBelow(3, 2);
  m_footnote = addFootnote(4);
  // The tab and the Series box name what is shown: on a small pane the title goes last.
  foldAlsoWhenSmall(m_title);
  // The upper plot shares N with the lower one and shows neither its ticks' labels nor its
  // title (refresh): a fixed narrow margin below and above instead of the room for them, which
  // left a small window's two plots 11 px of data each.
  top->setAutoMargins(QCP::msLeft | QCP::msRight);
  top->setMargins(QMargins(0, 6, 0, 8));
  m_lower->setAutoMargins(QCP::msLeft | QCP::msRight | QCP::msBottom);
  m_lower->setMargins(QMargins(0, 8, 0, 0));
  auto* group = new QCPMarginGroup(m_plot);
  top->setMarginGroup(QCP::msLeft | QCP::msRight, group);
  m_lower->setMarginGroup(QCP::msLeft | QCP::msRight, group);
  for (QCPAxis* axis : m_lower->axes()) {
    axis->setLabelFont(m_plot->xAxis->labelFont());
    axis->setTickLabelFont(m_plot->xAxis->tickLabelFont());
  }
  setScalingLogAxis(m_plot->xAxis, tr("N"));
  setScalingLogAxis(m_plot->yAxis, tr("Time T(N) (s)"), 0.25);
  setShortAxisLabel(m_plot->yAxis, tr("T (s)"));
  QCPAxis* lx = m_lower->axis(QCPAxis::atBottom);
  setScalingLogAxis(lx, tr("N"));
  setScalingLogAxis(m_lower->axis(QCPAxis::atLeft), tr("Speed-up S"), 0.16);
  setShortAxisLabel(m_lower->axis(QCPAxis::atLeft), tr("S"));
  QCPAxis* eff = m_lower->axis(QCPAxis::atRight);
  setLinearAxis(eff, tr("Efficiency E = S/N"));
  setShortAxisLabel(eff, tr("E"));
  eff->setRange(0, 1.15);
  connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), lx,
          qOverload<const QCPRange&>(&QCPAxis::setRange));
  connect(lx, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), m_plot->xAxis,
          qOverload<const QCPRange&>(&QCPAxis::setRange));

  const QColor timeColor = measuredColor(0), speedColor = seriesColor(0), effColor = seriesColor(1);
  m_timeIdeal = idealGraph(m_plot, m_plot->xAxis, m_plot->yAxis, tr("Ideal"));
  m_timeIdeal->setProperty("valueName", tr("ideal time (s)"));
  m_timeRuns = m_plot->addGraph();
  m_timeRuns->setLineStyle(QCPGraph::lsNone);
  m_timeRuns->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(120, 120, 120), 1), Qt::NoBrush, 4));
  m_timeRuns->setName(tr("Each run"));
  m_timeRuns->setProperty("keyName", "N");
  m_timeCenter =
      centerGraph(m_plot, m_plot->xAxis, m_plot->yAxis, timeColor, QCPScatterStyle::ssCircle, true);
  m_timeBars = barsFor(m_timeCenter);
  m_outliers = m_plot->addGraph();
  m_outliers->setLineStyle(QCPGraph::lsNone);
  m_outliers->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssCross, QPen(QColor(200, 0, 0), 2.0), Qt::NoBrush, 11));
  m_outliers->setName(tr("Outlier"));
  m_outliers->setProperty("keyName", "N");

  m_speedupIdeal = idealGraph(m_plot, lx, m_lower->axis(QCPAxis::atLeft), tr("Ideal S = N"));
  m_speedupIdeal->removeFromLegend();
  m_speedup = centerGraph(m_plot, lx, m_lower->axis(QCPAxis::atLeft), speedColor,
                          QCPScatterStyle::ssSquare, true);
  m_speedupBars = barsFor(m_speedup);
  m_efficiency = centerGraph(m_plot, lx, eff, effColor, QCPScatterStyle::ssTriangle, true);
  QPen dashed = m_efficiency->pen();
  dashed.setStyle(Qt::DashLine);
  m_efficiency->setPen(dashed);
  // Names until a series is loaded (refresh names them after it), not QCustomPlot's "Graph 6".
  m_timeCenter->setName(tr("Time T(N)"));
  m_speedup->setName(tr("Speed-up S"));
  m_efficiency->setName(tr("Efficiency E"));
}

model::ParamSet ScalingStudyTab::reads() const {
  return model::ParamSet{model::Param::ScalingSeries} | model::kSeriesOptionParams;
}

void ScalingStudyTab::refresh(const ScalingInputs& in) {
  const model::MeasuredSeries* m = in.selected();
  for (QCPGraph* g :
       {m_timeRuns, m_timeCenter, m_timeIdeal, m_outliers, m_speedup, m_speedupIdeal, m_efficiency})
    g->data()->clear();
  m_timeBars->data()->clear();
  m_speedupBars->data()->clear();
  if (!m || !m->hasTimes()) {
    m_title->setText(
        m ? tr("Scaling study: %1 has no measured times").arg(QString::fromStdString(m->name))
          : tr("Scaling study: no measured series loaded"));
    m_footnote->setText(tr("Load a CSV with columns n,time_s (and group, scaling)."));
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    return;
  }
  const bool weak = m->weak;
  const QString unit = m->unit.empty() ? tr("processors") : QString::fromStdString(m->unit);
  m_title->setText(tr("Scaling study: %1 (%2 scaling)")
                       .arg(QString::fromStdString(m->name), weak ? tr("weak") : tr("strong")));
  m_plot->xAxis->setLabel(QString());
  m_plot->xAxis->setTickLabels(false);
  m_lower->axis(QCPAxis::atBottom)->setLabel(tr("N (%1)").arg(unit));

  const QString center = in.settings.median ? tr("Median") : tr("Mean");
  const QString spread = in.settings.stddevBars ? tr("±1 s.d.") : tr("min–max");
  QVector<double> n, t, tLo, tHi, s, sLo, sHi, e;
  for (const auto& l : m->levels) {
    n << l.time.n;
    t << l.centerSeconds;
    tLo << l.centerSeconds - l.lowSeconds;
    tHi << l.highSeconds - l.centerSeconds;
    if (weak) {
      s << l.efficiency;
      sLo << l.efficiency - l.efficiencyLow;
      sHi << l.efficiencyHigh - l.efficiency;
    } else {
      s << l.speedup;
      sLo << l.speedup - l.speedupLow;
      sHi << l.speedupHigh - l.speedup;
    }
    e << l.efficiency;
  }
  m_timeCenter->setData(n, t, true);
  m_timeBars->setData(tLo, tHi);
  m_timeCenter->setName(tr("%1 time (bars %2)").arg(center, spread));
  m_speedup->setData(n, s, true);
  m_speedupBars->setData(sLo, sHi);
  const std::size_t runs = showTimedRuns(*m, m_timeRuns, m_outliers);
  const bool repeated = static_cast<qsizetype>(runs) > n.size();
  m_timeRuns->setVisible(repeated);
  m_outliers->setVisible(!m_outliers->data()->isEmpty());
  for (QCPGraph* g : {m_timeRuns, m_outliers})
    if (g->visible())
      g->addToLegend();
    else
      g->removeFromLegend();

  const double nLo = n.front(), nHi = n.back();
  const QVector<double> ends = {nLo / 1.25, nHi * 1.25};
  const double tb = m->baselineSeconds, nb = m->baselineN;
  if (weak)
    m_timeIdeal->setData(ends, {tb, tb}, true);
  else
    m_timeIdeal->setData(ends, {tb * nb / ends[0], tb * nb / ends[1]}, true);
  m_timeIdeal->setName(weak ? tr("Ideal: T = T(N_b), E = 1") : tr("Ideal: T(N_b)·N_b/N, S = N"));

  QCPAxis* left = m_lower->axis(QCPAxis::atLeft);
  QCPAxis* right = m_lower->axis(QCPAxis::atRight);
  if (weak) {
    setLinearAxis(left, tr("Efficiency T(N_b)/T(N)"));
    setShortAxisLabel(left, tr("E"));
    m_speedupIdeal->setData(ends, {1, 1}, true);
    m_speedup->setName(tr("Efficiency T(N_b)/T(N)"));
    right->setVisible(false);
    m_efficiency->setVisible(false);
    m_efficiency->removeFromLegend();
  } else {
    setScalingLogAxis(left, tr("Speed-up S"), 0.16);
    setShortAxisLabel(left, tr("S"));
    m_speedupIdeal->setData(ends, ends, true);
    m_speedup->setName(tr("Speed-up N_b·T(N_b)/T(N)"));
    m_efficiency->setData(n, e, true);
    m_efficiency->setName(tr("Efficiency S/N (right axis)"));
    m_efficiency->setVisible(true);
    m_efficiency->addToLegend();
    right->setVisible(true);
  }
  left->setLabel(weak ? tr("Efficiency") : tr("Speed-up S"));
  m_speedup->setProperty("valueName", weak ? tr("efficiency") : tr("speed-up"));

  QString foot = tr("Baseline run: N = %1 %2, T = %3 s (%4 of %5 run(s)).")
                     .arg(shortNumber(nb))
                     .arg(unit)
                     .arg(shortNumber(tb))
                     .arg(center.toLower())
                     .arg(m->levels.front().time.count);
  if (m->note) foot += "\n" + modelText(*m->note);
  m_footnote->setText(foot);

  using model::Param;
  if (in.dataChanged || in.changed.intersects({Param::ScalingSeries, Param::ScalingBaseline,
                                               Param::ScalingUnitsPerNode})) {
    m_plot->xAxis->setRange(nLo / 1.4, nHi * 1.4);
    bool found = false;
    QCPRange timeRange = m_timeCenter->getValueRange(found);
    timeRange.expand(m_timeIdeal->getValueRange(found));
    for (const auto& d : *m_timeRuns->data()) timeRange.expand(d.value);
    m_plot->yAxis->setRange(timeRange.lower / 1.3, timeRange.upper * 1.3);
    if (weak) {
      left->setRange(0, 1.15);
    } else {
      QCPRange sr(nLo / 1.4, nHi * 1.4);
      sr.expand(m_speedup->getValueRange(found));
      left->setRange(std::min(sr.lower, 1.0) / 1.2, sr.upper * 1.2);
    }
  }
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace scalescope::views
