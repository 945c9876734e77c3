#include "views/roofline/roofline_view.h"

#include <qcustomplot.h>
#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <map>

#include "views/common/flow_layout.h"
#include "views/common/legend_look.h"
#include "views/common/model_text.h"
#include "views/common/plot_folding.h"
#include "views/common/plot_style.h"
#include "views/pim/pim_labels.h"
#include "views/roofline/roofline_labels.h"

namespace scalescope::views {

namespace {

using model::PimAlgorithm;
using model::RooflineDot;
using model::RooflineMachineId;

QCPScatterStyle::ScatterShape algorithmShape(PimAlgorithm algorithm) {
  switch (algorithm) {
    case PimAlgorithm::GaSgd:
      return QCPScatterStyle::ssSquare;
    case PimAlgorithm::Admm:
      return QCPScatterStyle::ssTriangle;
    case PimAlgorithm::MaSgd:
      break;
  }
  return QCPScatterStyle::ssCircle;
}

double dotSize(const std::string& level) {
  if (level == "cpu-to-dpu") return 17;
  if (level == "dpu-to-cpu") return 12.5;
  if (level == "host") return 8;
  return 10;
}

double decadeBelow(double v) {
  return std::pow(10.0, std::floor(std::log10(v)));
}
double decadeAbove(double v) {
  return std::pow(10.0, std::ceil(std::log10(v)));
}

}  // namespace

RooflineView::RooflineView(QWidget* parent)
    : QWidget(parent),
      m_machineBox(new QComboBox(this)),
      m_allBox(new QCheckBox(tr("All algorithms"), this)),
      m_pathBox(new QCheckBox(tr("Path over N"), this)),
      m_precisionBox(new QCheckBox(tr("Other precisions"), this)),
      m_plot(new QCustomPlot(this)) {
  setObjectName("rooflineView");
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  // The controls wrap to a second row where the width ends (a lesson's narrow dock in
  // presenter type): in one row they set the window's minimum width.
  auto* row = new FlowLayout;
  row->setContentsMargins(6, 2, 6, 0);
  auto* machine = new QWidget(this);
  auto* machineRow = new QHBoxLayout(machine);
  machineRow->setContentsMargins(0, 0, 0, 0);
  auto* machineLabel = new QLabel(tr("&Machine:"), machine);
  machineLabel->setBuddy(m_machineBox);
  machineRow->addWidget(machineLabel);
  machineRow->addWidget(m_machineBox);
  // A long measured machine's name is elided in the box, whole in its list.
  m_machineBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
  m_machineBox->setMinimumContentsLength(26);
  m_machineBox->setObjectName("rooflineMachine");
  m_machineBox->setToolTip(
      tr("Whose roofs to draw: the PIM system of the paper at the current "
         "number of DPUs, its CPU or GPU baseline, the timeline model's N units (one step's copy "
         "and communication as dots), a machine whose roofs you type (Parameters ▸ "
         "Roofline: custom machine), or a machine whose roofs a tool measured (File ▸ Import "
         "data: ERT's roofline.json, likwid-bench output)"));
  m_pathBox->setObjectName("rooflinePathOverN");
  m_pathBox->setToolTip(
      tr("Where each level's dot of the current algorithm lies at 64, 128, …, 2,048 and "
         "2,560 DPUs; the roofs drawn are those at the current number of DPUs"));
  m_precisionBox->setObjectName("rooflineOtherPrecisions");
  m_precisionBox->setToolTip(
      tr("Compute roofs of number formats the model's FP32 training does not use (FP64; FP16 "
         "and INT8 on the GPU's tensor cores): what another precision could reach. Dots are "
         "judged against the FP32 peak."));
  m_allBox->setObjectName("rooflineAllAlgorithms");
  m_allBox->setToolTip(
      tr("Dots of MA-SGD (○), GA-SGD (□) and ADMM (△), the current algorithm filled"));
  row->addWidget(machine);
  row->addWidget(m_allBox);
  row->addWidget(m_pathBox);
  row->addWidget(m_precisionBox);
  layout->addWidget(new FlowBox(row, this));
  layout->addWidget(m_plot, 1);
  setMinimumHeight(150);

  m_plot->setObjectName("rooflinePlot");
  applyPlotStyle(m_plot);
  installValueTooltips(m_plot);
  m_plot->plotLayout()->insertRow(0);
  m_summary = new QCPTextElement(m_plot, QString(), font());
  m_plot->plotLayout()->addElement(0, 0, m_summary);
  setLogAxis(m_plot->xAxis, tr("Operational intensity (op/B)"));
  setShortAxisLabel(m_plot->xAxis, tr("I (op/B)"));
  setLogAxis(m_plot->yAxis, tr("Performance (op/s)"));
  setShortAxisLabel(m_plot->yAxis, tr("P (op/s)"));
  // The legend in rows under the axes: inside, it would cover the roofs or the dots; as many
  // columns as its widest entry leaves room for, at every layout.
  QCPLegend* legend = m_plot->legend;
  legend->setVisible(true);
  m_plot->axisRect()->insetLayout()->take(legend);
  m_plot->plotLayout()->addElement(2, 0, legend);
  m_plot->plotLayout()->setRowStretchFactor(2, 0.001);
  legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
  legend->setWrap(4);
  legend->setBorderPen(Qt::NoPen);
  legend->setBrush(Qt::NoBrush);
  legend->setMargins(QMargins(4, 0, 4, 2));
  legend->setRowSpacing(0);
  legend->setColumnSpacing(12);
  connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
    if (m_plot->legend->layout() == m_plot->plotLayout() && fitLegendColumns(m_plot->legend, 4))
      m_plot->replot(QCustomPlot::rpQueuedReplot);
  });
  // In a low dock (the bottom tab at 1280×720) the legend, then the summary line, fold away
  // until the axes have 80 px again: with both, the plot kept a strip of 20 px. The roofs'
  // names stay in the tooltips; an export lays out at the figure's size with everything.
  new PlotFolding(m_plot, {m_plot->legend, m_summary}, 80);

  // Before the signals are connected: filling the box must not redraw.
  m_machineBox->addItem(QString(), int(RooflineMachineId::Upmem));
  m_machineBox->addItem(rooflineMachineName(RooflineMachineId::Cpu, m_params),
                        int(RooflineMachineId::Cpu));
  m_machineBox->addItem(rooflineMachineName(RooflineMachineId::Gpu, m_params),
                        int(RooflineMachineId::Gpu));
  m_machineBox->addItem(timelineMachineName(m_timeline.n), int(RooflineMachineId::Timeline));
  m_machineBox->addItem(rooflineMachineName(RooflineMachineId::Custom, m_params),
                        int(RooflineMachineId::Custom));
  connect(m_machineBox, &QComboBox::currentIndexChanged, this, [this] { redraw(); });
  connect(m_allBox, &QCheckBox::toggled, this, [this] { redraw(); });
  connect(m_pathBox, &QCheckBox::toggled, this, [this] { redraw(); });
  connect(m_precisionBox, &QCheckBox::toggled, this, [this] { redraw(); });
}

RooflineView::~RooflineView() {
  qDeleteAll(m_plot->findChildren<PlotFolding*>(Qt::FindDirectChildrenOnly));
}

QString RooflineView::title() const {
  return tr("Roofline");
}

void RooflineView::setMachine(RooflineMachineId machine) {
  m_machineBox->setCurrentIndex(m_machineBox->findData(int(machine)));
}

RooflineMachineId RooflineView::machine() const {
  return RooflineMachineId(m_machineBox->currentData().toInt());
}

void RooflineView::setPathOverN(bool shown) {
  m_pathBox->setChecked(shown);
}

QCPCurve* RooflineView::pathCurve(const std::string& level) const {
  for (const auto& [id, curve] : m_paths)
    if (id == level) return curve;
  return nullptr;
}

void RooflineView::setAllAlgorithms(bool all) {
  m_allBox->setChecked(all);
}

void RooflineView::setOtherPrecisions(bool shown) {
  m_precisionBox->setChecked(shown);
}

QCPGraph* RooflineView::roofGraph(const std::string& roofId) const {
  for (const auto& [id, graph] : m_roofGraphs)
    if (id == roofId) return graph;
  return nullptr;
}

QCPGraph* RooflineView::dotGraph(const std::string& dotId) const {
  for (const auto& [id, graph] : m_dotGraphs)
    if (id == dotId) return graph;
  return nullptr;
}

QString RooflineView::summaryText() const {
  return m_summary->text();
}

void RooflineView::setScenario(const model::Scenario& scenario, const model::ParamSet& changed) {
  if (!changed.intersects(kReads)) return;
  m_custom = model::customMachineParams(scenario);
  m_timeline = model::timelineRooflineParams(scenario);
  m_machineBox->setItemText(m_machineBox->findData(int(RooflineMachineId::Timeline)),
                            timelineMachineName(m_timeline.n));
  auto params = model::pimParams(scenario);
  m_valid = params.ok();
  m_error = m_valid ? QString() : errorText(params);
  if (m_valid) m_params = *params;
  m_machineBox->setItemText(0, rooflineMachineName(RooflineMachineId::Upmem, m_params));
  // The timeline's parameters, N and P₁ move only the timeline machine: a drag of them while
  // another machine is shown redraws nothing.
  constexpr model::ParamSet kOthers =
      model::paramsOf(model::ParamArea::Pim) | model::paramsOf(model::ParamArea::Roofline);
  if (changed.intersects(kOthers) || machine() == RooflineMachineId::Timeline) redraw();
}

void RooflineView::redraw() {
  m_plot->clearGraphs();
  m_plot->clearItems();
  m_roofGraphs.clear();
  m_dotGraphs.clear();
  m_paths.clear();
  m_kernelGraph = nullptr;
  m_ringGraph = nullptr;
  m_dots.clear();
  m_step.reset();
  m_aboveRoof = 0;
  m_kernelsAbove = 0;
  m_allBox->setEnabled(machine() == RooflineMachineId::Upmem);
  m_pathBox->setEnabled(machine() == RooflineMachineId::Upmem);
  m_precisionBox->setEnabled(machine() == RooflineMachineId::Cpu ||
                             machine() == RooflineMachineId::Gpu);
  const model::MeasuredRoofSet* measured = shownRoofSet();
  const bool typed = machine() == RooflineMachineId::Custom;
  const bool timeline = machine() == RooflineMachineId::Timeline;
  // The timeline's own error: m_error is the PIM model's, said for the paper's machines.
  QString timelineError;
  if (timeline) {
    auto step = model::timelineRoofline(m_timeline);
    if (step)
      m_step = *step;
    else
      timelineError = errorText(step);
  }
  if ((!m_valid && !measured && !typed && !timeline) || (timeline && !m_step)) {
    m_summary->setText(tr("No roofline: %1").arg(timeline ? timelineError : m_error));
    replotIfShown();
    return;
  }
  // A measured or typed machine has its own roofs and the loaded kernels, no model dots.
  m_shown = measured   ? model::measuredMachine(*measured, m_custom)
            : typed    ? model::customMachine(m_custom)
            : timeline ? m_step->machine
                       : model::rooflineMachine(machine(), m_params);
  if (measured || typed)
    m_shown.roofs.insert(m_shown.roofs.end(), m_networkRoofs.begin(), m_networkRoofs.end());
  if (!m_precisionBox->isChecked())
    std::erase_if(m_shown.roofs, [](const model::Roof& r) { return r.otherPrecision; });
  QString error;
  if (machine() == RooflineMachineId::Upmem) {
    if (m_allBox->isChecked()) {
      m_dots = model::upmemDotsAllAlgorithms(m_params);
    } else if (auto dots = model::upmemDots(m_params)) {
      m_dots = *dots;
    } else {
      error = errorText(dots);
    }
  } else if (measured || typed) {
    // The model's epoch runs on the paper's machines, not on this one.
  } else if (timeline) {
    m_dots = m_step->dots;
  } else if (auto dots = model::baselineDots(m_params)) {
    for (const RooflineDot& d : *dots) {
      const bool cpuDot = d.id.rfind("cpu", 0) == 0;
      if (cpuDot == (machine() == RooflineMachineId::Cpu)) m_dots.push_back(d);
    }
  } else {
    error = errorText(dots);
  }

  // The axes span every ridge point and dot with room around them, in whole decades, and
  // the highest roof of another precision when those are drawn.
  const model::Roof& top = topRoof();
  double xLow = 1e300, xHigh = 0, yLow = m_shown.peak().value, yHigh = top.value;
  for (const model::Roof& r : m_shown.roofs)
    if (r.kind != model::RoofKind::Compute) {
      xLow = std::min(xLow, model::ridgePoint(m_shown.peak(), r));
      xHigh = std::max(xHigh, model::ridgePoint(top, r));
    }
  // The dots' paths over N when drawn: their dots at every N are in view too.
  DotPath path;
  if (m_pathBox->isChecked() && machine() == RooflineMachineId::Upmem)
    path = model::upmemDotsOverN(m_params, model::rooflinePathDpuCounts());
  std::vector<const RooflineDot*> inView;
  for (const RooflineDot& d : m_dots) inView.push_back(&d);
  for (const auto& [n, dots] : path)
    for (const RooflineDot& d : dots) inView.push_back(&d);
  for (const RooflineDot* d : inView) {
    xLow = std::min(xLow, d->intensity());
    xHigh = std::max(xHigh, d->intensity());
    yLow = std::min(yLow, d->performance());
    yHigh = std::max(yHigh, d->performance());
  }
  for (const model::RooflineKernel& k : m_kernels) {
    xLow = std::min(xLow, k.intensity());
    xHigh = std::max(xHigh, k.intensity());
    yLow = std::min(yLow, k.performance());
    yHigh = std::max(yHigh, k.performance());
  }
  // A machine of the user's without kernels has no dots to span: two decades of slope left of
  // its ridges and one of flat roof right of them, so that the roofline reads as one.
  if ((measured || typed) && m_kernels.empty()) {
    xLow /= 30;
    xHigh *= 3;
  }
  xLow = decadeBelow(xLow / 3);
  xHigh = decadeAbove(xHigh * 3);
  // A marked intensity answer: the axis reaches its lines too (within 10⁻⁶…10⁶ op/B, so that a
  // guess of 10³⁰⁰ is named at the edge rather than shrinking the roofs to a point).
  if (m_answer && m_answer->second)
    for (double v : {m_answer->first.truth, m_answer->first.guess})
      if (std::isfinite(v) && v > 0) {
        xLow = std::max(1e-6, std::min(xLow, decadeBelow(v / 3)));
        xHigh = std::min(1e6, std::max(xHigh, decadeAbove(v * 3)));
      }
  for (const model::Roof& r : m_shown.roofs)
    if (r.kind != model::RoofKind::Compute) yLow = std::min(yLow, r.value * xLow);
  m_xRange = QCPRange(xLow, xHigh);
  m_yRange = QCPRange(decadeBelow(yLow), decadeAbove(yHigh * 3));
  m_plot->xAxis->setRange(m_xRange);
  m_plot->yAxis->setRange(m_yRange);
  drawRoofs(xLow, xHigh);
  drawPaths(path);
  drawDots();
  drawHighlightedDots();
  drawKernels();

  const QString machineName = rooflineMachineName(machine(), m_params);
  QString summary;
  if (measured || typed) {
    summary = userMachineSummary();
  } else if (timeline) {
    summary = timelineSummary();
  } else if (!error.isEmpty()) {
    summary = tr("%1: %2").arg(machineName, error);
  } else if (machine() == RooflineMachineId::Upmem) {
    for (const RooflineDot& d : m_dots)
      if (d.binding && d.algorithm == m_params.algorithm)
        summary = tr("%1 · %2 · %3: %4, bound by %5 (%6 % of the %7 s epoch)")
                      .arg(machineName, pimRunCaption(m_params), pimAlgorithmName(d.algorithm),
                           siRate(d.performance(), "op/s"), rooflineBindingPhrase(d.id),
                           QLocale().toString(100 * d.levelSeconds / d.seconds, 'f', 0),
                           QLocale().toString(d.seconds, 'g', 3));
  } else if (!m_dots.empty()) {
    const RooflineDot& bound = m_dots.front();
    summary = tr("%1: the epoch's hardware bound, %2 under the %3 roof")
                  .arg(machineName, siRate(bound.performance(), "op/s"), roofName(bound.roofId));
    if (m_dots.size() > 1)
      summary +=
          tr("; the same algorithm with its synchronisation: %1 (%2 % of it)")
              .arg(siRate(m_dots[1].performance(), "op/s"),
                   QLocale().toString(100 * m_dots[1].performance() / bound.performance(), 'g', 2));
  }
  if (machine() == RooflineMachineId::Upmem && !m_dots.empty()) {
    summary += tr(" · Dots: the epoch at each level, in its roof's colour, ringed where it binds");
    if (m_allBox->isChecked()) summary += tr(" (○ MA-SGD, □ GA-SGD, △ ADMM; hollow: not chosen)");
  }
  if (m_aboveRoof > 0)
    summary += tr(" · %n dot(s) above the roof: a units or counting error", "", m_aboveRoof);
  if (m_kernelsAbove > 0)
    summary +=
        tr(" · %n kernel(s) above this machine's roofs: measured on another machine, or "
           "a units or counting error",
           "", m_kernelsAbove);
  m_summary->setText(summary);
  drawAnswer();  // clearItems took it away
  replotIfShown();
}

void RooflineView::replotIfShown() {
  // Closed (its dock's default), a PIM slider step rebuilds the graphs, which costs
  // microseconds, but draws nothing: the plot is drawn when it is shown.
  if (isVisible()) m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RooflineView::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void RooflineView::drawDots() {
  // One graph per level and algorithm: the level's colour, the algorithm's shape, the current
  // algorithm filled, the others hollow and out of the legend.
  std::map<std::pair<std::string, int>, std::vector<const RooflineDot*>> groups;
  for (const RooflineDot& d : m_dots) groups[{d.id, int(d.algorithm)}].push_back(&d);
  QVector<double> bindX, bindY, aboveX, aboveY;
  QStringList bindDetails;
  for (const auto& [key, dots] : groups) {
    const auto algorithm = PimAlgorithm(key.second);
    const bool current = algorithm == m_params.algorithm || machine() != RooflineMachineId::Upmem;
    QCPGraph* g = m_plot->addGraph();
    const QColor color = roofColor(key.first);
    g->setLineStyle(QCPGraph::lsNone);
    // Levels that move the same bytes share a point (MA-SGD pushes, pulls and averages one
    // model per DPU): each level a size of its own, so that they show as nested marks.
    const double size = dotSize(key.first) * (current ? 1.0 : 0.8);
    g->setScatterStyle(QCPScatterStyle(algorithmShape(algorithm), color.darker(120),
                                       current ? color : QColor(Qt::white), size));
    QString name = rooflineLevelName(key.first);
    if (machine() == RooflineMachineId::Upmem && m_allBox->isChecked())
      name += QStringLiteral(" · ") + pimAlgorithmName(algorithm);
    g->setName(name);
    g->setProperty("keyName", tr("Intensity (op/B)"));
    g->setProperty("valueName", tr("Performance (op/s)"));
    QVector<double> x, y;
    QStringList details;
    for (const RooflineDot* d : dots) {
      const model::DotVerdict v = model::judgeDot(m_shown, *d);
      x.append(d->intensity());
      y.append(d->performance());
      QString line = tr("%1 of attainable %2 under %3 (%4 %)")
                         .arg(siRate(d->performance(), "op/s"), siRate(v.attainable, "op/s"),
                              roofName(d->roofId), QLocale().toString(100 * v.fraction, 'g', 3));
      const bool step = machine() == RooflineMachineId::Timeline;
      if (d->id.find("bound") != std::string::npos)
        line += "<br>" + tr("On its roof by construction: a consistency check, not a prediction");
      else if (step)
        line += "<br>" + tr("This part takes %1 s of the %2 s step")
                             .arg(QLocale().toString(d->levelSeconds, 'g', 3),
                                  QLocale().toString(d->seconds, 'g', 3));
      else if (d->levelSeconds != d->seconds)
        line += "<br>" + tr("This level takes %1 s of the %2 s epoch")
                             .arg(QLocale().toString(d->levelSeconds, 'g', 3),
                                  QLocale().toString(d->seconds, 'g', 3));
      if (d->binding && (machine() == RooflineMachineId::Upmem || step)) {
        line += "<br>" + (step ? tr("<b>Binds the step</b> (the part with the most time)")
                               : tr("<b>Binds the epoch</b> (the level with the most time)"));
        bindX.append(d->intensity());
        bindY.append(d->performance());
        bindDetails.append(rooflineLevelName(d->id) + " · " + pimAlgorithmName(d->algorithm));
      }
      if (v.aboveRoof) {
        ++m_aboveRoof;
        line += "<br>" + tr("<b>Above its roof</b>: a units or counting error, not a win");
        aboveX.append(d->intensity());
        aboveY.append(d->performance());
      }
      details.append(line);
    }
    g->setData(x, y);
    g->setProperty("details", details);
    // The dots take their roof's colour: the roofs' entries name them (the legend of a
    // 3.5 in figure has no room for both).
    g->removeFromLegend();
    if (current) m_dotGraphs.emplace_back(key.first, g);
  }
  if (!bindX.isEmpty()) {
    QCPGraph* ring = m_plot->addGraph();
    ring->setName(tr("Binding level"));
    ring->removeFromLegend();  // the summary says what the ring means
    ring->setLineStyle(QCPGraph::lsNone);
    ring->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(20, 20, 20), 1.6), Qt::NoBrush, 23));
    ring->setData(bindX, bindY);
    ring->setProperty("noTooltip", true);
  }
  if (!aboveX.isEmpty()) {
    QCPGraph* cross = m_plot->addGraph();
    cross->setName(tr("Above its roof: an error"));
    cross->setLineStyle(QCPGraph::lsNone);
    cross->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCross, QPen(Qt::red, 2), Qt::NoBrush, 16));
    cross->setData(aboveX, aboveY);
    cross->setProperty("noTooltip", true);
  }
}

void RooflineView::drawPaths(const DotPath& path) {
  if (path.empty()) return;
  // One thin line per level through its dots at each N, in its roof's colour, under the dots;
  // the smallest and largest N written at the ends of the DPU level's path.
  for (std::size_t level = 0; level < path.front().second.size(); ++level) {
    const std::string& id = path.front().second[level].id;
    auto* curve = new QCPCurve(m_plot->xAxis, m_plot->yAxis);
    QVector<double> t, x, y;
    for (const auto& [n, dots] : path) {
      t.append(n);
      x.append(dots[level].intensity());
      y.append(dots[level].performance());
    }
    curve->setData(t, x, y, true);
    curve->setPen(QPen(roofColor(path.front().second[level].roofId), 1.2, Qt::DotLine));
    curve->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 4));
    curve->setName(tr("Path over N"));
    curve->setProperty("noTooltip", true);
    if (level > 0) curve->removeFromLegend();
    m_paths.emplace_back(id, curve);
    if (id != "dpu") continue;
    for (std::size_t end : {std::size_t(0), path.size() - 1}) {
      auto* label = new QCPItemText(m_plot);
      label->position->setCoords(x[int(end)], y[int(end)]);
      label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
      label->setPadding(QMargins(6, 0, 0, 0));
      label->setText(tr("N = %1").arg(QLocale().toString(path[end].first)));
      label->setFont(QFont(font().family(), 8));
    }
  }
}

std::vector<Figure> RooflineView::figures() {
  // The full extent is the one the last redraw chose: every ridge point and dot in view.
  return {plotFigure("roofline", tr("Roofline"), m_plot, [this](QCustomPlot* plot) {
    plot->xAxis->setRange(m_xRange);
    plot->yAxis->setRange(m_yRange);
  })};
}

}  // namespace scalescope::views
