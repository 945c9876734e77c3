#include "views/timeline/timeline_view.h"

#include <qcustomplot.h>
#include <QHBoxLayout>
#include <QLocale>
#include <algorithm>
#include <cmath>

#include "model/core/number_text.h"
#include "model/core/parameter_table.h"
#include "model/laws/law_params.h"
#include "model/surface/surface_data.h"
#include "model/timeline/timeline.h"
#include "views/common/plot_style.h"

namespace scalescope::views {

namespace {

constexpr int kParts = 5;
constexpr int kCurvePointsPerDecade = 20;

QFont boldFont(const QWidget* w, double points) {
  QFont f = w->font();
  f.setPointSizeF(points);
  f.setBold(true);
  return f;
}

}  // namespace

QString formatSeconds(double seconds) {
  if (seconds == 0) return QStringLiteral("0 s");
  const double a = std::abs(seconds);
  if (a >= 1) return QStringLiteral("%1 s").arg(seconds, 0, 'g', 3);
  if (a >= 1e-3) return QStringLiteral("%1 ms").arg(seconds * 1e3, 0, 'g', 3);
  if (a >= 1e-6) return QStringLiteral("%1 µs").arg(seconds * 1e6, 0, 'g', 3);
  return QStringLiteral("%1 ns").arg(seconds * 1e9, 0, 'g', 3);
}

TimelineView::TimelineView(QWidget* parent)
    : QWidget(parent), m_breakdown(new QCustomPlot(this)), m_curves(new QCustomPlot(this)) {
  setObjectName("timelineView");
  auto* layout = new QHBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->addWidget(m_breakdown, 3);
  layout->addWidget(m_curves, 2);
  setMinimumHeight(140);
  buildBreakdown();
  buildCurves();
}

void TimelineView::buildBreakdown() {
  QCustomPlot* p = m_breakdown;
  p->setObjectName("timelineBreakdownPlot");
  applyPlotStyle(p);
  installValueTooltips(p);
  p->legend->setVisible(false);
  p->plotLayout()->insertRow(0);
  m_title = new QCPTextElement(p, tr("One step of the timeline model"), boldFont(this, 10));
  p->plotLayout()->addElement(0, 0, m_title);
  p->plotLayout()->insertRow(1);
  m_summary = new QCPTextElement(p, QString(), font());
  p->plotLayout()->addElement(1, 0, m_summary);

  const QString names[kParts] = {tr("Serial"), tr("Compute"), tr("Host↔device copy"),
                                 tr("Communication"), tr("Synchronisation")};
  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  for (int i = 0; i < kParts; ++i) ticker->addTick(i + 1, names[i]);
  p->yAxis->setTicker(ticker);
  p->yAxis->setRange(0.4, kParts + 0.6);
  p->yAxis->setRangeReversed(true);  // serial at the top, in the order of T(N)
  p->yAxis->grid()->setVisible(false);
  p->yAxis->setLabel(QString());
  for (int i = 0; i < kParts; ++i) {
    auto* bars = new QCPBars(p->yAxis, p->xAxis);
    bars->setName(names[i]);
    bars->setWidth(0.62);
    const QColor c = seriesColor(i);
    bars->setPen(QPen(c.darker(130)));
    bars->setBrush(c);
    m_parts.append(bars);
    auto* label = new QCPItemText(p);
    label->setPositionAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    label->setPadding(QMargins(5, 0, 0, 0));
    label->setFont(font());
    label->setClipToAxisRect(false);
    m_valueLabels.append(label);
  }
  // Panning must not hide the categories.
  p->axisRect()->setRangeDrag(Qt::Horizontal);
  p->axisRect()->setRangeZoom(Qt::Horizontal);
}

void TimelineView::buildCurves() {
  QCustomPlot* p = m_curves;
  p->setObjectName("timelineCurvesPlot");
  applyPlotStyle(p);
  installValueTooltips(p);
  p->legend->setVisible(false);  // the axes carry the curves' colours instead
  p->plotLayout()->insertRow(0);
  p->plotLayout()->addElement(
      0, 0, new QCPTextElement(p, tr("Timeline model: S(N) and E(N)"), boldFont(this, 10)));
  setLogAxis(p->xAxis, tr("Processors N"));
  setLinearAxis(p->yAxis, tr("Efficiency E"));
  setShortAxisLabel(p->yAxis, tr("E"));
  p->yAxis->setRange(0, 1.05);
  p->yAxis2->setVisible(true);
  setLogAxis(p->yAxis2, tr("Speed-up S(N)"));
  setShortAxisLabel(p->yAxis2, tr("S(N)"));
  p->yAxis2->setLabelFont(p->yAxis->labelFont());
  p->yAxis2->setTickLabelFont(p->yAxis->tickLabelFont());

  const QColor eColor = seriesColor(0), sColor = seriesColor(1);
  m_efficiency = p->addGraph(p->xAxis, p->yAxis);
  m_efficiency->setName(tr("Efficiency E"));
  m_efficiency->setPen(QPen(eColor, 2.2));
  m_speedup = p->addGraph(p->xAxis, p->yAxis2);
  m_speedup->setName(tr("Speed-up S(N)"));
  m_speedup->setPen(QPen(sColor, 2.2));
  for (auto [axis, color] : {std::pair{p->yAxis, eColor}, std::pair{p->yAxis2, sColor}}) {
    axis->setLabelColor(color);
    axis->setTickLabelColor(color);
  }

  m_currentN = new QCPItemStraightLine(p);
  m_currentN->setPen(QPen(QColor(90, 90, 90), 1.2, Qt::DashLine));
  m_currentEfficiency = p->addGraph(p->xAxis, p->yAxis);
  m_currentSpeedup = p->addGraph(p->xAxis, p->yAxis2);
  for (QCPGraph* g : {m_currentEfficiency, m_currentSpeedup}) {
    g->setName(tr("Current N"));
    g->setLineStyle(QCPGraph::lsNone);
    g->setScatterStyle(
        QCPScatterStyle(QCPScatterStyle::ssCircle, QColor(230, 30, 30), QColor(230, 30, 30), 8));
  }
}

double TimelineView::partSeconds(int i) const {
  const auto data = m_parts.at(i)->data();
  return data->isEmpty() ? 0.0 : data->constBegin()->value;
}

QString TimelineView::titleText() const {
  return m_title->text();
}

QString TimelineView::summaryText() const {
  return m_summary->text();
}

void TimelineView::setScenario(const model::Scenario& s) {
  // A drag of a law or PIM slider leaves both plots as they are: no replot.
  if (!m_inputs.changed(s)) return;
  showBreakdown(s);
  showCurves(s);
}

void TimelineView::showBreakdown(const model::Scenario& s) {
  const double n = model::lawParams(s).n;
  const QString setup = QStringLiteral("%1, %2").arg(
      QString::fromStdString(s.choiceLabel(model::Param::TimelinePrecision)),
      QString::fromStdString(s.choiceLabel(model::Param::TimelineCommPattern)));
  // It says which model: the timeline's own times, not the laws' 1−α (the two answers differ
  // unless a preset sets both alike, as amdahl-classroom does).
  m_title->setText(tr("Timeline model, one step at N = %1 (%2): where the time goes")
                       .arg(QLocale(QLocale::English).toString(n, 'f', 0), setup));
  const auto b = model::timelineAt(model::timelineParams(s), n);
  const double values[kParts] = {b ? b->serialSeconds : 0, b ? b->computeSeconds : 0,
                                 b ? b->copySeconds : 0, b ? b->commSeconds : 0,
                                 b ? b->syncSeconds : 0};
  if (b)
    m_summary->setText(tr("T(N) = %1 per step  ·  comm/compute = %2  ·  E = %3  ·  1−α_eff = %4")
                           .arg(formatSeconds(b->totalSeconds))
                           .arg(b->commToComputeRatio, 0, 'g', 3)
                           .arg(b->efficiency, 0, 'g', 3)
                           .arg(QString::fromStdString(model::scientificText(b->serialFraction))));
  else
    m_summary->setText(QString::fromStdString(b.error()));

  const bool log = model::timelinePanelSettings(s).logTimeAxis;
  QCPAxis* x = m_breakdown->xAxis;
  if (int(log) != m_shownLog) {
    m_shownLog = int(log);
    if (log)
      setLogAxis(x, tr("Time per step (s, log scale)"));
    else
      setLinearAxis(x, tr("Time per step (s)"));
  }
  double lo = 1e300, hi = 0;
  for (double v : values)
    if (v > 0) {
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
  if (hi <= 0) lo = hi = 1;
  // Room on the right for the value written after the longest bar.
  if (log)
    x->setRange(std::pow(10.0, std::floor(std::log10(lo)) - 0.3),
                std::pow(10.0, std::ceil(std::log10(hi)) + 0.8));
  else
    x->setRange(0, hi * 1.3);

  for (int i = 0; i < kParts; ++i) {
    m_parts[i]->data()->clear();
    m_parts[i]->addData(i + 1, values[i]);
    QCPItemText* label = m_valueLabels[i];
    const double at = log && values[i] <= 0 ? x->range().lower : values[i];
    label->position->setCoords(at, i + 1);
    label->setText(formatSeconds(values[i]));
  }
  m_breakdown->replot(QCustomPlot::rpQueuedReplot);
}

void TimelineView::showCurves(const model::Scenario& s) {
  const double nMax = std::pow(10.0, model::surfaceSettings(s).logNMax);
  const auto sweep =
      model::timelineSweep(model::timelineParams(s), 1.0, nMax, kCurvePointsPerDecade);
  QVector<double> ns, speedups, efficiencies;
  double sMax = 1;
  for (const auto& b : sweep) {
    ns.append(b.n);
    speedups.append(b.speedup);
    efficiencies.append(b.efficiency);
    sMax = std::max(sMax, b.speedup);
  }
  m_speedup->setData(ns, speedups, true);
  m_efficiency->setData(ns, efficiencies, true);

  const double n = model::lawParams(s).n;
  m_currentN->point1->setCoords(n, 0);
  m_currentN->point2->setCoords(n, 1);
  m_currentSpeedup->data()->clear();
  m_currentEfficiency->data()->clear();
  if (const auto b = model::timelineAt(model::timelineParams(s), n)) {
    m_currentSpeedup->addData(n, b->speedup);
    m_currentEfficiency->addData(n, b->efficiency);
  }
  if (nMax != m_shownNMax) {
    m_shownNMax = nMax;
    m_curves->xAxis->setRange(1, nMax);
  }
  m_curves->yAxis2->setRange(0.8, std::pow(10.0, std::ceil(std::log10(sMax * 1.5))));
  m_curves->replot(QCustomPlot::rpQueuedReplot);
}

}  // namespace scalescope::views
