#include "views/scaling/scaling_precision_tab.h"

#include <qcustomplot.h>
#include <algorithm>
#include <cmath>

#include "model/laws/law_params.h"
#include "views/common/plot_style.h"

namespace scalescope::views {

namespace {
constexpr int kPoints = 161;
}

ScalingPrecisionTab::ScalingPrecisionTab(ParameterControls* controls, QWidget* parent)
    : ScalingTab(controls, parent) {
  setObjectName("scalingPrecisionTab");
  addTitle(tr("Reduced precision: predicted gain vs measured HPL-MxP/HPL"));
  moveLegendBelow(2, 2);
  m_footnote = addFootnote(3);
  setScalingLogAxis(m_plot->xAxis, tr("Processors N (cores)"));
  setLinearAxis(m_plot->yAxis, tr("Gain over FP64, T_FP64/T (×)"));

  const auto line = [this](const QColor& c, Qt::PenStyle style, double width) {
    QCPGraph* g = m_plot->addGraph();
    g->setPen(QPen(c, width, style));
    g->setProperty("keyName", "N");
    g->setProperty("valueName", tr("gain (×)"));
    return g;
  };
  m_limit32 = line(seriesColor(2).lighter(130), Qt::DotLine, 1.3);
  m_limit16 = line(seriesColor(0).lighter(130), Qt::DotLine, 1.3);
  m_fp32 = line(seriesColor(2), Qt::SolidLine, 2.2);
  m_fp16 = line(seriesColor(0), Qt::SolidLine, 2.2);
  m_limit32->removeFromLegend();
  m_limit16->setName(tr("Compute-bound limit r (dotted)"));
  m_scenarioN = m_plot->addGraph();
  m_scenarioN->setPen(QPen(QColor(150, 150, 150), 1, Qt::DashDotLine));
  m_scenarioN->setName(tr("Scenario's N"));
  m_scenarioN->setProperty("noTooltip", true);
  m_measured = m_plot->addGraph();
  styleMeasured(m_measured, 1, false, 9);
  m_measured->setName(tr("Measured HPL-MxP / HPL"));
  m_measured->setProperty("keyName", tr("cores"));
  m_measured->setProperty("valueName", tr("HPL-MxP/HPL (×)"));
}

model::ParamSet ScalingPrecisionTab::reads() const {
  using model::Param;
  // The gains compare FP64 with FP32 and FP16 at their own speed-ups: the format chosen for
  // the scenario (and the INT8 speed-up) does not enter.
  return (model::paramsOf(model::ParamArea::Timeline) -
          model::ParamSet{Param::TimelinePrecision, Param::TimelineSpeedupInt8}) |
         model::ParamSet{Param::N, Param::SurfaceLogNMax};
}

void ScalingPrecisionTab::refresh(const ScalingInputs& in) {
  const model::Scenario& s = *in.scenario;
  const auto curves = model::precisionGainCurves(s, kPoints);
  const QVector<double> n(curves.n.begin(), curves.n.end());
  m_fp32->setData(n, QVector<double>(curves.fp32Gain.begin(), curves.fp32Gain.end()), true);
  m_fp16->setData(n, QVector<double>(curves.fp16Gain.begin(), curves.fp16Gain.end()), true);
  const double r32 = s.get(model::Param::TimelineSpeedupFp32),
               r16 = s.get(model::Param::TimelineSpeedupFp16);
  m_fp32->setName(tr("Predicted FP32 (r = %1)").arg(shortNumber(r32, 3)));
  m_fp16->setName(tr("Predicted FP16 (r = %1)").arg(shortNumber(r16, 3)));
  const QVector<double> ends = {n.front(), n.back()};
  m_limit32->setData(ends, {r32, r32}, true);
  m_limit16->setData(ends, {r16, r16}, true);

  m_points = model::precisionPoints(s, *in.data);
  m_plot->clearItems();
  QList<QCPItemText*> labels;
  std::vector<double> x, y;
  QStringList details, unplaced;
  double hi = std::max(r32, r16);
  for (const auto& p : m_points) {
    const QString name = QString::fromStdString(p.entry.system + " " + p.entry.list);
    if (!p.cores) {
      unplaced << name;
      continue;
    }
    x.push_back(*p.cores);
    y.push_back(p.entry.ratio());
    hi = std::max(hi, p.entry.ratio());
    details << tr("%1<br>HPL-MxP %2 PFlop/s, HPL %3 PFlop/s<br>N from the TOP500 list %4<br>"
                  "model predicts FP16 ×%5 there")
                   .arg(name, shortNumber(p.entry.hplMxpPflops), shortNumber(p.entry.hplPflops),
                        QString::fromStdString(p.coresList), shortNumber(p.predictedFp16Gain, 3));
    auto* label = new QCPItemText(m_plot);
    label->position->setCoords(*p.cores, p.entry.ratio());
    label->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
    label->setPadding(QMargins(0, 0, 8, 0));
    label->setFont(QFont(font().family(), 7));
    label->setColor(measuredColor(1));
    label->setText(QString::fromStdString(p.entry.system + " " + p.entry.list));
    label->setClipToAxisRect(true);
    labels << label;
  }
  setSortedData(m_measured, x, y, details);
  const double nScenario = model::lawParams(s).n;
  m_scenarioN->setData({nScenario, nScenario}, {0, hi * 1.5}, true);

  QString foot =
      tr("Compute shrinks by r, communication stays: the gain falls from r towards 1 "
         "as N grows.");
  const auto gain = model::precisionGainAt(s, nScenario);
  foot += tr("\nAt the scenario's N = %1: FP32 ×%2, FP16 ×%3.")
              .arg(shortNumber(nScenario, 6), shortNumber(gain.fp32Gain.front(), 3),
                   shortNumber(gain.fp16Gain.front(), 3));
  if (!unplaced.isEmpty())
    foot += tr(" Not placed (no TOP500 entry for N): %1.").arg(unplaced.join(", "));
  m_footnote->setText(foot);
  if (in.dataChanged || in.changed.contains(model::Param::SurfaceLogNMax)) {
    m_plot->xAxis->setRange(1, n.back() * 1.3);
    m_plot->yAxis->setRange(0, hi * 1.15);
  }
  spreadLabels(labels);
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace scalescope::views
