#include "views/scaling/scaling_precision_tab.h"

#include <qcustomplot.h>
#include <algorithm>
#include <cmath>

#include "model/laws/law_params.h"
#include "views/common/plot_style.h"

namespace scalescope::views {

namespace {
constexpr int kPoints = 161;

QVector<double> divided(const std::vector<double>& values, double by) {
  QVector<double> out;
  out.reserve(static_cast<int>(values.size()));
  for (double v : values) out << v / by;
  return out;
}
}  // namespace

ScalingPrecisionTab::ScalingPrecisionTab(ParameterControls* controls, QWidget* parent)
    : ScalingTab(controls, parent) {
  setObjectName("scalingPrecisionTab");
  addTitle(tr("Reduced precision: how much of the speed-up r reaches the run"));
  moveLegendBelow(2, 2);
  m_footnote = addFootnote(3);
  setScalingLogAxis(m_plot->xAxis, tr("Processors N (cores)"));
  setLinearAxis(m_plot->yAxis, tr("Realised fraction, gain over FP64 / r"));
  setShortAxisLabel(m_plot->yAxis, tr("gain / r"));

  const auto line = [this](const QColor& c, Qt::PenStyle style, double width) {
    QCPGraph* g = m_plot->addGraph();
    g->setPen(QPen(c, width, style));
    g->setProperty("keyName", "N");
    g->setProperty("valueName", tr("gain / r"));
    return g;
  };
  m_limit = line(QColor(110, 110, 110), Qt::DotLine, 1.3);
  m_limit->setName(tr("Whole speed-up reaches the run (gain = r)"));
  m_limit->setProperty("noTooltip", true);
  m_fp32 = line(seriesColor(2), Qt::SolidLine, 2.2);
  m_fp16 = line(seriesColor(0), Qt::SolidLine, 2.2);
  m_scenarioN = m_plot->addGraph();
  m_scenarioN->setPen(QPen(QColor(150, 150, 150), 1, Qt::DashDotLine));
  m_scenarioN->setName(tr("Scenario's N"));
  m_scenarioN->setProperty("noTooltip", true);
  m_measured = m_plot->addGraph();
  styleMeasured(m_measured, 1, false, 9);
  m_measured->setName(tr("Measured: (HPL-MxP / HPL) / r_machine"));
  m_measured->setProperty("keyName", tr("cores"));
  m_measured->setProperty("valueName", tr("gain / r_machine"));
}

QString ScalingPrecisionTab::footnote() const {
  // Without the line breaks the row needs to fit.
  return m_footnote->text().replace('\n', ' ');
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
  const double r32 = curves.fp32Speedup, r16 = curves.fp16Speedup;
  m_fp32->setData(n, divided(curves.fp32Gain, r32), true);
  m_fp16->setData(n, divided(curves.fp16Gain, r16), true);
  m_fp32->setName(tr("Predicted FP32, gain / %1").arg(shortNumber(r32, 3)));
  m_fp16->setName(tr("Predicted FP16, gain / %1").arg(shortNumber(r16, 3)));
  m_limit->setData({n.front(), n.back()}, {1.0, 1.0}, true);

  m_points = model::precisionPoints(s, *in.data);
  m_plot->clearItems();
  QList<QCPItemText*> labels;
  std::vector<double> x, y;
  QStringList details, unplaced, noRatio;
  double hi = 1.0, lowest = HUGE_VAL, highest = 0;
  QString lowestName, highestName;
  for (const auto& p : m_points) {
    const QString name = QString::fromStdString(p.entry.system + " " + p.entry.list);
    const auto fraction = p.entry.realisedFraction();
    if (!fraction) {
      noRatio << name;
      continue;
    }
    if (!p.cores) {
      unplaced << name;
      continue;
    }
    x.push_back(*p.cores);
    y.push_back(*fraction);
    hi = std::max(hi, *fraction);
    if (*fraction < lowest) lowest = *fraction, lowestName = name;
    if (*fraction > highest) highest = *fraction, highestName = name;
    details << tr("%1<br>HPL-MxP %2 PFlop/s, HPL %3 PFlop/s: gain ×%4<br>r_machine = %5 "
                  "(vendor peaks, hpl_mxp.csv) → %6 of it<br>N from the TOP500 list %7<br>"
                  "model: FP16 ×%8 there (fraction %9 of r = %10)")
                   .arg(name, shortNumber(p.entry.hplMxpPflops), shortNumber(p.entry.hplPflops),
                        shortNumber(p.entry.ratio(), 3), shortNumber(*p.entry.peakRatio, 3),
                        shortNumber(*fraction, 3), QString::fromStdString(p.coresList),
                        shortNumber(p.predictedFp16Gain, 3),
                        shortNumber(p.predictedFp16Gain / r16, 3))
                   .arg(shortNumber(r16, 3));
    auto* label = new QCPItemText(m_plot);
    label->position->setCoords(*p.cores, *fraction);
    label->setPositionAlignment(Qt::AlignRight | Qt::AlignVCenter);
    label->setPadding(QMargins(0, 0, 8, 0));
    label->setFont(QFont(font().family(), 7));
    label->setColor(measuredColor(1));
    label->setText(name);
    label->setClipToAxisRect(true);
    labels << label;
  }
  setSortedData(m_measured, x, y, details);
  const double nScenario = model::lawParams(s).n;
  m_scenarioN->setData({nScenario, nScenario}, {0, hi * 1.5}, true);

  // Only what the numbers show: the range of the measured fractions, and why some exceed 1.
  QString foot =
      tr("Model: compute shrinks by r, communication stays, so gain/r falls from 1 "
         "as N grows.");
  const auto gain = model::precisionGainAt(s, nScenario);
  foot +=
      tr(" At N = %1: FP32 ×%2 (%3 of r), FP16 ×%4 (%5 of r).")
          .arg(shortNumber(nScenario, 6), shortNumber(gain.fp32Gain.front(), 3),
               shortNumber(gain.fp32Gain.front() / r32, 3), shortNumber(gain.fp16Gain.front(), 3),
               shortNumber(gain.fp16Gain.front() / r16, 3));
  if (!y.empty()) {
    foot += tr("\nMeasured HPL-MxP is weak-scaled (matrix sized to memory) and another algorithm "
               "(low-precision LU + refinement, FP64-equivalent flops): its fractions run from "
               "%1 (%2) to %3 (%4).")
                .arg(shortNumber(lowest, 3), lowestName, shortNumber(highest, 3), highestName);
    if (highest > 1)
      foot += tr(" Above 1: HPL-MxP ran nearer its low-precision peak than HPL to its FP64 peak.");
  }
  if (!noRatio.isEmpty()) foot += tr(" No vendor r_machine: %1.").arg(noRatio.join(", "));
  if (!unplaced.isEmpty())
    foot += tr(" Not placed (no TOP500 entry for N): %1.").arg(unplaced.join(", "));
  m_footnote->setText(wrapCaption(foot, 150));
  if (in.dataChanged || in.changed.contains(model::Param::SurfaceLogNMax)) {
    m_plot->xAxis->setRange(1, n.back() * 1.3);
    m_plot->yAxis->setRange(0, hi * 1.15);
  }
  spreadLabels(labels);
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace scalescope::views
