#include "views/pim/pim_breakdown_plot.h"

#include <QToolTip>
#include <algorithm>
#include <cmath>
#include <tuple>

#include "views/common/model_text.h"
#include "views/common/plot_style.h"
#include "views/pim/pim_labels.h"
#include "views/pim/pim_plot_parts.h"

namespace scalescope::views {

namespace {

constexpr double kStackWidth = 0.6;
constexpr double kSideBySideWidth = 0.15;  // five bars fill 0.75 of a slot

// Ratios written with three significant digits, never in exponent form ("23.8×", "677×").
QString formatRatio(double ratio) {
  const int digits = ratio > 0 ? int(std::floor(std::log10(ratio))) : 0;
  return QStringLiteral("%1×").arg(localNumber(ratio, 'f', std::max(0, 2 - digits)));
}

QCPGraph* referenceLine(QCustomPlot* plot, const QColor& color, double width, Qt::PenStyle style) {
  QCPGraph* g = plot->addGraph();
  QPen pen(color, width);
  pen.setStyle(style);
  g->setPen(pen);
  return g;
}

}  // namespace

PimBreakdownPlot::PimBreakdownPlot(QWidget* parent) : PimPlot(parent) {
  setObjectName("pimBreakdownPlot");
  applyPlotStyle(this);
  // Bars have fixed slots: only the time axis pans and zooms.
  axisRect()->setRangeDrag(Qt::Vertical);
  axisRect()->setRangeZoom(Qt::Vertical);

  xAxis->setRange(0.4, 3.6);
  xAxis->grid()->setVisible(false);
  xAxis->setTickLength(0, 3);
  setLinearAxis(yAxis, tr("Time of 1 epoch (s)"));
  setShortAxisLabel(yAxis, tr("T (s)"));

  std::tie(m_title, m_ratios) = addPimHeader(this);
  // The verdict is secondary: a compact plot in the main window drops it, exports keep it.
  plotLayout()->insertRow(2);
  m_verdict = new PimCaption(this, QFont(font().family(), 9));
  m_verdict->setTextColor(QColor(60, 60, 60));
  plotLayout()->addElement(2, 0, m_verdict);

  m_highlight = new QCPItemRect(this);
  m_highlight->setLayer("grid");
  m_highlight->setPen(Qt::NoPen);
  m_highlight->setBrush(QColor(0, 0, 0, 18));
  for (QCPItemPosition* corner : {m_highlight->topLeft, m_highlight->bottomRight}) {
    corner->setTypeX(QCPItemPosition::ptPlotCoords);
    corner->setTypeY(QCPItemPosition::ptAxisRectRatio);
  }
  m_highlight->topLeft->setCoords(0, 0);
  m_highlight->bottomRight->setCoords(0, 1);

  QCPBars* below = nullptr;
  for (int i = 0; i < kPimCategoryCount; ++i) {
    auto* bars = new QCPBars(xAxis, yAxis);
    bars->setName(pimCategoryName(i));
    const QColor c = pimCategoryColor(i);
    bars->setPen(QPen(c.darker(130)));
    bars->setBrush(c);
    if (below) bars->moveAbove(below);
    below = bars;
    m_bars.append(bars);
  }
  m_totals = addGraph();
  m_totals->setName(tr("Total"));
  m_totals->setLineStyle(QCPGraph::lsNone);
  m_totals->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDiamond, Qt::black, Qt::black, 8));
  m_cpuBound = referenceLine(this, pimBaselineColor(), 1.8, Qt::DashDotLine);
  setPimLegendNames(m_cpuBound, pimCpuBoundName(), pimCpuBoundCompactName());
  m_gpuBound = referenceLine(this, pimGpuBaselineColor(), 2.0, Qt::DotLine);
  setPimLegendNames(m_gpuBound, pimGpuBoundName(false), pimGpuBoundCompactName(false));
  // One dash per algorithm slot, one graph each; the first stands for all in the legend.
  for (int a = 0; a < kPimAlgorithmCount; ++a) {
    m_cpuSame[a] = referenceLine(this, pimBaselineColor(), 3.0, Qt::SolidLine);
    if (a > 0) m_cpuSame[a]->removeFromLegend();
    setPimLegendNames(m_cpuSame[a], tr("CPU, same algorithm"), pimCpuSameAlgorithmCompactName());
  }

  for (int a = 0; a < kPimAlgorithmCount; ++a) {
    auto* label = new QCPItemText(this);
    label->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
    label->setPadding(QMargins(0, 0, 0, 3));
    label->setFont(QFont(font().family(), 9, QFont::Bold));
    m_totalLabels.append(label);
  }

  // The room above the tallest bar for its total depends on the plot's height.
  connect(this, &QCustomPlot::afterLayout, this, [this] { fitLinearHeadroom(false); });

  setMouseTracking(true);
  connect(this, &QCustomPlot::mouseMove, this, &PimBreakdownPlot::showTooltip);
}

void PimBreakdownPlot::setParams(const model::PimParams& params) {
  m_params = params;
  m_error.clear();
  for (int a = 0; a < kPimAlgorithmCount; ++a) {
    auto run = pimRunAt(params, pimAlgorithmAt(a), params.dpus);
    m_runs[a] = run ? std::optional(*run) : std::nullopt;
    if (!run && m_error.isEmpty()) m_error = errorText(run);
  }
  for (int a = 0; a < kPimAlgorithmCount; ++a) {
    model::PimParams p = params;
    p.algorithm = pimAlgorithmAt(a);
    auto baselines = model::pimBaselines(p);
    m_baselines[a] = baselines ? std::optional(*baselines) : std::nullopt;
  }
  redraw();
}

void PimBreakdownPlot::showError(const QString& message) {
  m_params.reset();
  m_runs = {};
  m_baselines = {};
  m_error = message;
  redraw();
}

void PimBreakdownPlot::setScale(Scale scale) {
  if (scale == m_scale) return;
  m_scale = scale;
  redraw();
}

void PimBreakdownPlot::fitLinearHeadroom(bool reset) {
  if (m_logActive || m_linearTop <= 0) return;
  // A range the user dragged or zoomed stays as it is.
  if (!reset && (yAxis->range().lower != 0 || yAxis->range().upper != m_linearUpper)) return;
  // A total's label (its line and padding) and 4 px above it, at least 18 % of the top: in a
  // short plot (1024×700) 18 % was less than the label and "7.11 s" was cut.
  const double label =
      QFontMetrics(m_totalLabels.value(0) ? m_totalLabels[0]->font() : font()).height() + 3 + 4;
  const double height = std::max(1, axisRect()->height());
  const double share = std::min(0.5, label / height);
  m_linearUpper = std::max(m_linearTop * 1.18, m_linearTop / (1.0 - share));
  if (yAxis->range().upper != m_linearUpper) yAxis->setRange(0, m_linearUpper);
}

QString PimBreakdownPlot::ratioText() const {
  return m_ratioText;
}

QString PimBreakdownPlot::notice() const {
  return m_noticeText;
}

void PimBreakdownPlot::redraw() {
  double minTotal = HUGE_VAL, maxTotal = 0, minPart = HUGE_VAL;
  for (const auto& run : m_runs) {
    if (!run) continue;
    minTotal = std::min(minTotal, run->totalSeconds);
    maxTotal = std::max(maxTotal, run->totalSeconds);
    for (int i = 0; i < kPimCategoryCount; ++i)
      if (double s = pimCategorySeconds(*run, i); s > 0) minPart = std::min(minPart, s);
  }
  const bool haveRuns = maxTotal > 0;
  m_logActive = m_scale == Scale::LogSideBySide ||
                (m_scale == Scale::Auto && haveRuns && maxTotal > kAutoLogSpread * minTotal);

  // The references of the whole run, per algorithm slot (the bounds are the same in each).
  std::array<std::optional<PimReferenceSeconds>, kPimAlgorithmCount> references;
  const int epochs = m_params ? m_params->epochs : 1;
  double top = maxTotal;
  for (int a = 0; a < kPimAlgorithmCount; ++a) {
    if (!m_baselines[a]) continue;
    references[a] = pimReferenceSeconds(*m_baselines[a], epochs);
    for (double t :
         {references[a]->cpuBound, references[a]->gpuBound, references[a]->cpuSameAlgorithm}) {
      top = std::max(top, t);
      minPart = std::min(minPart, t);
    }
  }
  // Side by side on a log axis the bars start one decade below the smallest value: their
  // tops carry the information, their lengths do not.
  const double floor =
      std::isfinite(minPart) ? std::pow(10.0, std::floor(std::log10(minPart))) : 1e-3;

  for (int i = 0; i < kPimCategoryCount; ++i) {
    QVector<double> keys, values;
    for (int a = 0; a < kPimAlgorithmCount; ++a) {
      if (!m_runs[a]) continue;
      keys << a + 1 + (m_logActive ? (i - 2) * kSideBySideWidth : 0.0);
      values << pimCategorySeconds(*m_runs[a], i);
    }
    QCPBars* bars = m_bars[i];
    bars->moveAbove(m_logActive || i == 0 ? nullptr : m_bars[i - 1]);
    bars->setWidth(m_logActive ? kSideBySideWidth : kStackWidth);
    bars->setBaseValue(m_logActive ? floor : 0.0);
    bars->setData(keys, values, true);
  }

  QVector<double> totalKeys, totals;
  for (int a = 0; a < kPimAlgorithmCount; ++a) {
    QCPItemText* label = m_totalLabels[a];
    label->setVisible(m_runs[a].has_value());
    if (!m_runs[a]) continue;
    totalKeys << a + 1;
    totals << m_runs[a]->totalSeconds;
    label->position->setCoords(a + 1, m_runs[a]->totalSeconds);
    label->setText(formatDuration(m_runs[a]->totalSeconds));
  }
  m_totals->setData(totalKeys, totals, true);
  m_totals->setVisible(m_logActive);
  if (m_logActive)
    m_totals->addToLegend();
  else
    m_totals->removeFromLegend();
  // In the log view the label sits above the diamond that marks the total.
  for (QCPItemText* label : m_totalLabels)
    label->setPadding(QMargins(0, 0, 0, m_logActive ? 7 : 3));

  m_cpuBound->data()->clear();
  m_gpuBound->data()->clear();
  for (QCPGraph* g : m_cpuSame) g->data()->clear();
  const auto anyReference = std::find_if(references.begin(), references.end(),
                                         [](const auto& r) { return r.has_value(); });
  if (anyReference != references.end()) {
    const auto& r = **anyReference;
    m_cpuBound->setData({0.5, 3.5}, {r.cpuBound, r.cpuBound});
    m_gpuBound->setData({0.5, 3.5}, {r.gpuBound, r.gpuBound});
    const bool resident = m_baselines[anyReference - references.begin()]->gpuResident;
    setPimLegendNames(m_gpuBound, pimGpuBoundName(resident), pimGpuBoundCompactName(resident));
  }
  for (int a = 0; a < kPimAlgorithmCount; ++a) {
    if (!references[a]) continue;
    const double t = references[a]->cpuSameAlgorithm;
    m_cpuSame[a]->setData({a + 1 - 0.38, a + 1 + 0.38}, {t, t}, true);
    if (m_params)
      setPimLegendNames(m_cpuSame[a], pimCpuSameAlgorithmName(*m_params),
                        pimCpuSameAlgorithmCompactName());
  }

  QSharedPointer<QCPAxisTickerText> ticker(new PimCompactTicker(this));
  for (int a = 0; a < kPimAlgorithmCount; ++a) {
    const auto algorithm = pimAlgorithmAt(a);
    QString label = pimAlgorithmName(algorithm);
    if (m_params) {
      // The shaded slot is the algorithm of the scenario (the one the scaling tab follows).
      // On a line of its own: beside the name it ran into the next slot's label.
      label += "\n" + pimBatchLabel(*m_params, algorithm);
      if (algorithm == m_params->algorithm) label += tr("\n(selected)");
    }
    ticker->addTick(a + 1, label);
  }
  xAxis->setTicker(ticker);

  const int current = m_params ? int(m_params->algorithm) : -1;
  m_highlight->setVisible(current >= 0);
  m_highlight->topLeft->setCoords(current + 1 - 0.46, 0);
  m_highlight->bottomRight->setCoords(current + 1 + 0.46, 1);

  const QString label = m_params ? pimTimeAxisLabel(*m_params) : tr("Time (s)");
  if (m_logActive) {
    setLogAxis(yAxis, label);
    // A decade of headroom for the total labels above the diamonds.
    yAxis->setRange(floor, top > 0 ? top * 10.0 : 10.0);
  } else {
    setLinearAxis(yAxis, label);
    m_linearTop = top > 0 ? top : 1.0;
    fitLinearHeadroom(true);
  }

  // Wrapped now (setFittedText): texts wrapped after the layout replotted the plot twice.
  setFittedText(m_title,
                m_params ? tr("N = %1 DPUs · %2").arg(m_params->dpus).arg(pimRunCaption(*m_params))
                         : tr("PIM training: where the time goes"));
  QString ratios;
  if (m_runs[0] && m_runs[1] && m_runs[2] && m_runs[2]->communicationSeconds() > 0) {
    const double admm = m_runs[2]->communicationSeconds();
    ratios = tr("Comm+sync: MA-SGD/ADMM = %1, GA-SGD/ADMM = %2")
                 .arg(formatRatio(m_runs[0]->communicationSeconds() / admm),
                      formatRatio(m_runs[1]->communicationSeconds() / admm));
  }
  m_ratioText = ratios;
  // The verdict compares the fastest algorithm with the references of the same run.
  m_verdictText.clear();
  int fastest = -1;
  for (int a = 0; a < kPimAlgorithmCount; ++a)
    if (m_runs[a] && references[a] &&
        (fastest < 0 || m_runs[a]->totalSeconds < m_runs[fastest]->totalSeconds))
      fastest = a;
  m_fastest = fastest;
  m_assumptions.reset();
  if (fastest >= 0)
    m_verdictText = pimVerdict(pimAlgorithmAt(fastest), m_runs[fastest]->totalSeconds,
                               *references[fastest], m_baselines[fastest]->gpuResident);
  // On Criteo the references are 5× to 10⁴× faster than PIM, while P's Fig. 10
  // (paper_plots.ipynb of CMU-SAFARI/PIM-Opt: accuracy against total_elapsed_time) draws its
  // measured CPU and PIM runs on one 0–4250 s axis. Where the model disagrees with P, the
  // plot says so. Where the gap lies is not settled (model/README.md §5): PyTorch's cost on
  // sparse one-hot data, which the references do not price, or PIM's emulated sigmoid and
  // division, whose cost was fitted on YFCC.
  if (fastest >= 0 && m_params && m_params->dataset == model::PimDataset::Criteo)
    m_verdictText +=
        tr("\nCriteo: P's Fig. 10 plots its measured CPU and PIM runs on one "
           "0–4250 s axis; here the model disagrees with the paper");
  if (fastest >= 0 && m_baselines[fastest]->residentTooLarge)
    m_verdictText += tr("\nthe %1 GB training set does not fit the GPU: streamed")
                         .arg(localNumber(m_baselines[fastest]->trainingSetBytes / 1e9, 'f', 0));

  QString notice = m_error;
  if (notice.isEmpty() && m_params && current >= 0 && m_runs[current] &&
      !m_runs[current]->fitsInMram)
    notice = tr("%1 needs %2 MB per DPU: more than the 64 MB MRAM bank")
                 .arg(pimAlgorithmName(m_params->algorithm))
                 .arg(localNumber(m_runs[current]->mramBytesPerDpu / (1024.0 * 1024.0), 'f', 0));
  // A problem replaces the ratios in the caption row, where it cannot hide a bar.
  m_noticeText = notice;
  setFittedText(m_ratios, notice.isEmpty() ? ratios : wrapCaption(notice));
  setFittedText(m_verdict, notice.isEmpty() ? m_verdictText : QString());
  m_ratios->setTextColor(notice.isEmpty() ? QColor(60, 60, 60) : QColor(170, 30, 30));
  requestReplot();
}

QString PimBreakdownPlot::verdictAssumptions() const {
  if (m_assumptions) return *m_assumptions;
  if (!m_scenario || m_fastest < 0) return {};
  model::Scenario s = *m_scenario;
  if (!s.set(model::Param::PimAlgorithm, m_fastest).empty()) return {};
  const auto verdicts = model::pimVerdicts(s);
  if (!verdicts) return {};
  m_assumptions = pimVerdictAssumptions(pimAlgorithmAt(m_fastest), *verdicts);
  return *m_assumptions;
}

void PimBreakdownPlot::showTooltip(QMouseEvent* event) {
  const QPointF pos = event->position();
  QString text;
  for (int i = kPimCategoryCount - 1; i >= 0 && text.isEmpty(); --i) {
    QVariant details;
    if (m_bars[i]->selectTest(pos, false, &details) < 0) continue;
    const QCPDataSelection sel = details.value<QCPDataSelection>();
    if (sel.isEmpty()) continue;
    const auto it = m_bars[i]->data()->at(sel.dataRange().begin());
    const int a = int(std::lround(it->key)) - 1;
    if (a < 0 || a >= kPimAlgorithmCount || !m_runs[a]) continue;
    const double total = m_runs[a]->totalSeconds;
    // The batch size too: a narrow plot's axis label leaves it out (PimCompactTicker).
    const QString run = pimAlgorithmName(pimAlgorithmAt(a)) +
                        (m_params ? " (" + pimBatchLabel(*m_params, pimAlgorithmAt(a)) + ")" : "");
    text = tr("<b>%1 · %2</b><br>%3 = %4 % of %5<br><i>%6</i>")
               .arg(run, pimCategoryName(i), formatDuration(it->value))
               .arg(localNumber(100.0 * it->value / total, 'f', 1))
               .arg(formatDuration(total), pimCategoryDescription(i));
  }
  if (text.isEmpty() && m_verdict->visible() && m_verdict->outerRect().contains(pos.toPoint()))
    text = verdictAssumptions();
  if (text.isEmpty()) {
    for (QCPGraph* g :
         {m_totals, m_cpuBound, m_gpuBound, m_cpuSame[0], m_cpuSame[1], m_cpuSame[2]}) {
      if (!g->visible() || g->dataCount() == 0) continue;
      QVariant details;
      const double d = g->selectTest(pos, false, &details);
      const QCPDataSelection sel = details.value<QCPDataSelection>();
      if (d < 0 || d > 8 || sel.isEmpty()) continue;
      const auto it = g->data()->at(sel.dataRange().begin());
      if (g == m_totals) {
        text = tr("<b>%1, total: %2</b><br>the sum of the five categories")
                   .arg(pimAlgorithmName(pimAlgorithmAt(int(std::lround(it->key)) - 1)),
                        formatDuration(it->value));
      } else {
        const QString slot =
            g->pen().width() > 2.5
                ? pimAlgorithmName(pimAlgorithmAt(int(std::lround(it->key)) - 1)) + ": "
                : QString();
        text = tr("<b>%1</b><br>%2%3 for the same epochs<br><i>%4</i>")
                   .arg(g->name(), slot, formatDuration(it->value), pimBaselineExplanation());
      }
      break;
    }
  }
  if (text.isEmpty())
    QToolTip::hideText();
  else
    QToolTip::showText(event->globalPosition().toPoint(), text, this);
}

}  // namespace scalescope::views
