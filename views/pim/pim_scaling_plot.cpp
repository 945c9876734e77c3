#include "views/pim/pim_scaling_plot.h"

#include <algorithm>
#include <cmath>
#include <tuple>

#include "model/export/pim_csv.h"
#include "views/common/log_ticker.h"
#include "views/common/model_text.h"
#include "views/common/plot_style.h"
#include "views/pim/pim_labels.h"
#include "views/pim/pim_plot_parts.h"

namespace scalescope::views {

namespace {

QCPGraph* line(QCustomPlot* plot, const QString& name, const QPen& pen,
               QCPScatterStyle::ScatterShape shape, double size) {
  QCPGraph* g = plot->addGraph();
  g->setName(name);
  g->setPen(pen);
  g->setScatterStyle(QCPScatterStyle(shape, pen.color(), pen.color(), size));
  return g;
}

QPen styledPen(const QColor& color, double width, Qt::PenStyle style) {
  QPen pen(color, width);
  pen.setStyle(style);
  return pen;
}

}  // namespace

PimScalingPlot::PimScalingPlot(QWidget* parent)
    : PimPlot(parent), m_dpuCounts(model::pimSweepDpuCounts()) {
  setObjectName("pimScalingPlot");
  applyPlotStyle(this);
  installValueTooltips(this);

  setLogAxis(xAxis, tr("DPUs N"));
  QSharedPointer<QCPAxisTickerText> ticker(new FittingTextTicker(xAxis));
  for (int n : {256, 512, 1024, 2048}) ticker->addTick(n, QString::number(n));
  xAxis->setTicker(ticker);
  xAxis->setSubTicks(false);
  xAxis->setRange(225, 2900);
  setLogAxis(yAxis, tr("Time of 1 epoch (s)"));
  setShortAxisLabel(yAxis, tr("T (s)"));

  std::tie(m_title, m_summary) = addPimHeader(this);

  for (int i = 0; i < kPimCategoryCount; ++i)
    m_categories.append(line(this, pimCategoryName(i),
                             styledPen(pimCategoryColor(i), 1.8, Qt::SolidLine),
                             QCPScatterStyle::ssCircle, 4));
  m_total =
      line(this, tr("Total"), styledPen(Qt::black, 2.6, Qt::SolidLine), QCPScatterStyle::ssDisc, 5);
  m_ideal =
      line(this, tr("Ideal"), styledPen(Qt::black, 1.5, Qt::DashLine), QCPScatterStyle::ssNone, 0);
  m_cpuBound = line(this, pimCpuBoundName(), styledPen(pimBaselineColor(), 1.8, Qt::DashDotLine),
                    QCPScatterStyle::ssNone, 0);
  m_gpuBound = line(this, tr("GPU A100 (hardware bound)"),
                    styledPen(pimGpuBaselineColor(), 2.0, Qt::DotLine), QCPScatterStyle::ssNone, 0);
  m_cpuSame = line(this, tr("CPU, same algorithm"),
                   styledPen(pimBaselineColor(), 2.0, Qt::DashLine), QCPScatterStyle::ssSquare, 4);
  setPimLegendNames(m_cpuBound, pimCpuBoundName(), pimCpuBoundCompactName());
  setPimLegendNames(m_gpuBound, pimGpuBoundName(false), pimGpuBoundCompactName(false));
  setPimLegendNames(m_cpuSame, tr("CPU, same algorithm"), pimCpuSameAlgorithmCompactName());
  for (QCPGraph* g : {m_cpuBound, m_gpuBound, m_cpuSame})
    g->setProperty("note", wrapCaption(pimBaselineExplanation(), 70));
  m_crossoverLine = new QCPItemStraightLine(this);
  m_crossoverLine->setPen(styledPen(pimGpuBaselineColor(), 1.2, Qt::DashLine));
  m_crossoverLine->setVisible(false);
  m_crossoverLabel = new QCPItemText(this);
  m_crossoverLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
  m_crossoverLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
  m_crossoverLabel->setPadding(QMargins(3, 2, 3, 2));
  m_crossoverLabel->setColor(pimGpuBaselineColor());
  // Over the curves, on a light box: near N = 2048 the lines crossed the text.
  m_crossoverLabel->setLayer("legend");
  m_crossoverLabel->setBrush(QColor(255, 255, 255, 215));
  m_crossoverLabel->setVisible(false);

  m_currentN = new QCPItemStraightLine(this);
  m_currentN->setPen(styledPen(QColor(120, 120, 120), 1, Qt::DotLine));
  m_currentLabel = new QCPItemText(this);
  m_currentLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
  m_currentLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
  m_currentLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
  m_currentLabel->setPadding(QMargins(3, 2, 3, 2));
  m_currentLabel->setColor(QColor(90, 90, 90));
  m_currentLabel->setLayer("legend");
  m_currentLabel->setBrush(QColor(255, 255, 255, 215));
}

QString PimScalingPlot::notice() const {
  return m_noticeText;
}

QString PimScalingPlot::summaryText() const {
  return m_summary->text();
}

void PimScalingPlot::clearData() {
  for (int i = 0; i < graphCount(); ++i) graph(i)->data()->clear();
}

void PimScalingPlot::showError(const QString& message) {
  clearData();
  m_currentN->setVisible(false);
  m_currentLabel->setVisible(false);
  m_crossoverLine->setVisible(false);
  m_crossoverLabel->setVisible(false);
  m_gpuCrossover.reset();
  m_title->setText(tr("PIM training: scaling over N"));
  // The message takes the summary's row, where it cannot run into the legend.
  m_noticeText = message;
  m_summary->setText(wrapCaption(message));
  m_summary->setTextColor(QColor(170, 30, 30));
  requestReplot();
}

void PimScalingPlot::setParams(const model::PimParams& params) {
  auto sweep = model::pimScalingSweep(params, m_dpuCounts);
  if (!sweep) return showError(errorText(sweep));

  const int count = int(m_dpuCounts.size());
  QVector<double> keys(count), parts[kPimCategoryCount], total(count), ideal(count), cpu(count),
      gpu(count), same(count);
  std::vector<double> pimSeconds(count), gpuSeconds(count);
  bool resident = false;
  for (auto& p : parts) p.resize(count);
  double low = HUGE_VAL, high = 0;
  for (int k = 0; k < count; ++k) {
    const int n = m_dpuCounts[k];
    keys[k] = n;
    auto run = pimRunAt(params, params.algorithm, n);
    auto baselines = model::pimBaselines(params, n);
    if (!run) return showError(errorText(run));
    if (!baselines) return showError(errorText(baselines));
    const auto references = pimReferenceSeconds(*baselines, params.epochs);
    resident = baselines->gpuResident;
    for (int i = 0; i < kPimCategoryCount; ++i) parts[i][k] = pimCategorySeconds(*run, i);
    total[k] = run->totalSeconds;
    // T(N)·E(N) is the time the run would take if its throughput grew in proportion to N.
    ideal[k] = (*sweep)[k].epochSeconds * (*sweep)[k].efficiency * params.epochs;
    cpu[k] = references.cpuBound;
    gpu[k] = references.gpuBound;
    same[k] = references.cpuSameAlgorithm;
    pimSeconds[k] = total[k];
    gpuSeconds[k] = gpu[k];
    for (double v : {total[k], ideal[k], cpu[k], gpu[k], same[k]}) {
      low = std::min(low, v);
      high = std::max(high, v);
    }
    for (const auto& p : parts)
      if (p[k] > 0) low = std::min(low, p[k]);
  }
  for (int i = 0; i < kPimCategoryCount; ++i) m_categories[i]->setData(keys, parts[i], true);
  m_total->setData(keys, total, true);
  m_ideal->setData(keys, ideal, true);
  m_cpuBound->setData(keys, cpu, true);
  m_gpuBound->setData(keys, gpu, true);
  m_cpuSame->setData(keys, same, true);
  setPimLegendNames(m_gpuBound, pimGpuBoundName(resident), pimGpuBoundCompactName(resident));
  setPimLegendNames(m_cpuSame, pimCpuSameAlgorithmName(params), pimCpuSameAlgorithmCompactName());
  m_gpuCrossover = model::pimCrossover(m_dpuCounts, pimSeconds, gpuSeconds);
  m_crossoverLine->setVisible(m_gpuCrossover.has_value());
  m_crossoverLabel->setVisible(m_gpuCrossover.has_value());
  if (m_gpuCrossover) {
    const double at = m_gpuCrossover->dpus;
    m_crossoverLine->point1->setCoords(at, low);
    m_crossoverLine->point2->setCoords(at, high);
    m_crossoverLabel->position->setCoords(at, 0.0);
    m_crossoverLabel->setText(tr("PIM = GPU\nN ≈ %1").arg(std::lround(at)));
    m_crossoverLabel->setPositionAlignment((at > 1500 ? Qt::AlignRight : Qt::AlignLeft) |
                                           Qt::AlignTop);
  }

  yAxis->setLabel(pimTimeAxisLabel(params));
  yAxis->setRange(low / 1.6, high * 2.5);
  // The scenario's N: a line where the axis has it; an N off the axis (64 to 224 DPUs lie left
  // of it) is named at the edge it lies beyond, never drawn outside the plot (issue 32).
  const QCPRange shown = xAxis->range();
  const bool below = params.dpus<shown.lower, above = params.dpus> shown.upper;
  m_currentN->setVisible(!below && !above);
  m_currentN->point1->setCoords(params.dpus, low);
  m_currentN->point2->setCoords(params.dpus, high);
  m_currentLabel->setVisible(true);
  if (below) {
    m_currentLabel->position->setCoords(shown.lower, 1.0);
    m_currentLabel->setText(tr("◂ N = %1, off the chart").arg(params.dpus));
    m_currentLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignBottom);
  } else if (above) {
    m_currentLabel->position->setCoords(shown.upper, 1.0);
    m_currentLabel->setText(tr("N = %1, off the chart ▸").arg(params.dpus));
    m_currentLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
  } else {
    m_currentLabel->position->setCoords(params.dpus, 1.0);
    m_currentLabel->setText(tr("N = %1").arg(params.dpus));
    // Near the right edge the label goes to the left of its line.
    m_currentLabel->setPositionAlignment((params.dpus > 1800 ? Qt::AlignRight : Qt::AlignLeft) |
                                         Qt::AlignBottom);
  }

  m_title->setText(tr("%1 · %2").arg(pimAlgorithmName(params.algorithm), pimRunCaption(params)));
  const auto& last = sweep->back();
  const double nRatio = double(last.dpus) / m_dpuCounts.front();
  // Short enough for the compact plot of the main window (~60 characters).
  QString summary =
      tr("%1 %2→%3: %4× (ideal %5×), E = %6 %")
          .arg(params.scaling == model::PimScaling::Strong ? tr("Speed-up") : tr("Throughput"))
          .arg(m_dpuCounts.front())
          .arg(last.dpus)
          .arg(localNumber(last.speedup, 'f', 2))
          .arg(localNumber(nRatio, 'g', 3))
          .arg(localNumber(100.0 * last.efficiency, 'f', 0));
  // Karp–Flatt is a fixed-size metric: under weak scaling the share is Gustafson's.
  if (params.scaling == model::PimScaling::Weak && last.gustafsonSerialShare)
    summary += tr(", Gustafson-type s = %1").arg(localNumber(*last.gustafsonSerialShare, 'g', 2));
  else if (params.scaling == model::PimScaling::Strong && last.serialFraction)
    summary += tr(", 1−α_eff = %1").arg(localNumber(*last.serialFraction, 'g', 2));
  // How far MA-SGD and GA-SGD fall short of ideal rests on the assumed growth of host↔DPU
  // bandwidth with the number of ranks (γ); ADMM, one round per epoch, hardly depends on it.
  if (params.algorithm != model::PimAlgorithm::Admm)
    summary += tr(" (assumed γ = %1)").arg(localNumber(params.rankScalingExponent, 'g', 2));
  const QString gpuName = resident ? tr("resident GPU") : tr("streamed GPU");
  QString crossing;
  if (m_gpuCrossover)
    crossing = m_gpuCrossover->pimFasterAbove ? tr("PIM overtakes the %1 at N ≈ %2 DPUs")
                                                    .arg(gpuName)
                                                    .arg(std::lround(m_gpuCrossover->dpus))
                                              : tr("the %1 overtakes PIM at N ≈ %2 DPUs")
                                                    .arg(gpuName)
                                                    .arg(std::lround(m_gpuCrossover->dpus));
  else
    crossing = pimSeconds.back() < gpuSeconds.back()
                   ? tr("PIM is faster than the %1 over the whole range").arg(gpuName)
                   : tr("the %1 is faster over the whole range").arg(gpuName);
  if (cpu.back() < total.back()) crossing += tr("; the CPU's hardware bound is faster still");
  m_noticeText.clear();
  m_summary->setText(summary + "\n" + crossing);
  m_summary->setTextColor(QColor(60, 60, 60));
  requestReplot();
}

}  // namespace scalescope::views
