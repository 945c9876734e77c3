#include "views/timeline/timeline_view.h"

#include <qcustomplot.h>
#include <QBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "model/core/number_text.h"
#include "model/core/parameter_table.h"
#include "model/laws/law_params.h"
#include "model/lessons/highlight_targets.h"
#include "model/surface/surface_data.h"
#include "model/timeline/timeline.h"
#include "views/common/model_text.h"
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
  if (a >= 1) return QStringLiteral("%1 s").arg(localNumber(seconds, 'g', 3));
  if (a >= 1e-3) return QStringLiteral("%1 ms").arg(localNumber(seconds * 1e3, 'g', 3));
  if (a >= 1e-6) return QStringLiteral("%1 µs").arg(localNumber(seconds * 1e6, 'g', 3));
  return QStringLiteral("%1 ns").arg(localNumber(seconds * 1e9, 'g', 3));
}

TimelineView::TimelineView(QWidget* parent)
    : QWidget(parent),
      m_breakdown(new QCustomPlot(this)),
      m_curves(new QCustomPlot(this)),
      m_note(new QLabel(this)) {
  setObjectName("timelineView");
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  layout->setSpacing(0);
  m_plots = new QBoxLayout(QBoxLayout::LeftToRight);
  m_plots->addWidget(m_breakdown, 3);
  m_plots->addWidget(m_curves, 2);
  layout->addLayout(m_plots, 1);
  m_note->setObjectName("timelineNote");
  m_note->setWordWrap(true);
  m_note->setContentsMargins(6, 1, 6, 2);
  QFont small = m_note->font();
  small.setPointSizeF(small.pointSizeF() * 0.9);
  m_note->setFont(small);
  m_note->setStyleSheet("color: #404040");
  layout->addWidget(m_note);
  setMinimumHeight(155);
  buildBreakdown();
  buildCurves();
}

void TimelineView::resizeEvent(QResizeEvent* event) {
  // Side by side in the wide dock under the other views; one over the other where the
  // view is about as tall as wide (a lesson step about the Timeline alone on a projector):
  // side by side there, each plot was ~320 px wide and its axis titles were cut.
  const auto direction =
      width() < 1.2 * height() ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
  if (m_plots && m_plots->direction() != direction) m_plots->setDirection(direction);
  QWidget::resizeEvent(event);
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
  // A click on a part's bar asks every view to highlight it (ViewEdits::highlight: the
  // Roofline view rings its dot); beside the bars, to clear.
  connect(p, &QCustomPlot::mousePress, this, [this](QMouseEvent* e) {
    if (e->button() != Qt::LeftButton || !m_edits.highlight) return;
    model::Highlight h;  // beside the bars: None, which clears
    for (int i = 0; i < m_parts.size(); ++i) {
      const double distance = m_parts[i]->selectTest(e->position(), false);
      if (distance >= 0 && distance < m_breakdown->selectionTolerance()) {
        h.kind = model::Highlight::Kind::Bar;
        h.target = std::string(model::kTimelinePartIds[std::size_t(i)]);
        break;
      }
    }
    m_edits.highlight(h);
  });

  const QString names[kParts] = {tr("Serial"), tr("Compute"), tr("Host↔device copy"),
                                 tr("Communication"), tr("Synchronisation")};
  QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
  for (int i = 0; i < kParts; ++i) ticker->addTick(i + 1, names[i]);
  p->yAxis->setTicker(ticker);
  // One line in place of the title and the summary where a small dock has room for it but
  // not for both (1280×720): which model, at which N, with T(N) and E.
  m_compact = new QCPTextElement(p, QString(), boldFont(this, 9));
  m_compact->setVisible(false);
  // A line of text per bar at least: where the plot is too low for that besides its header
  // and the time axis (1280×720: the five names overwrote each other), the header takes one
  // line, then none (the dock names the panel; the curves beside say which model).
  connect(p, &QCustomPlot::beforeReplot, this, [this, p] {
    if (p->axisRect()->height() <= 0) return;  // not laid out yet
    // From the last layout: a bar's slot with each header, against the ink of a name
    // (capitals and descenders) and a gap of 2 px.
    const QFontMetrics names(p->yAxis->tickLabelFont());
    const int line = names.capHeight() + names.descent() + 2;
    const auto headerHeight = [&](int rows) {
      if (rows == 2) return 2 * QFontMetrics(font()).height() + 12;
      return rows == 1 ? QFontMetrics(m_compact->font()).height() + 6 : 0;
    };
    const double units = p->yAxis->range().size();
    const double free = p->axisRect()->height() + headerHeight(m_headerRows);
    int rows = 2;
    while (rows > 0 && (free - headerHeight(rows)) / units < line) --rows;
    if (rows == m_headerRows) return;
    QCPLayoutGrid* grid = p->plotLayout();
    for (QCPTextElement* e : {m_title, m_summary, m_compact})
      if (e->layout() == grid && grid->take(e)) e->setVisible(false);
    grid->simplify();
    const QList<QCPTextElement*> header = rows == 2   ? QList<QCPTextElement*>{m_title, m_summary}
                                          : rows == 1 ? QList<QCPTextElement*>{m_compact}
                                                      : QList<QCPTextElement*>{};
    for (int i = 0; i < header.size(); ++i) {
      grid->insertRow(i);
      grid->addElement(i, 0, header[i]);
      header[i]->setVisible(true);
    }
    m_headerRows = rows;
    updateCurvesTitle();
  });
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
  connect(p, &QCustomPlot::afterLayout, this, &TimelineView::fitValueRoom);
  // Panning must not hide the categories.
  p->axisRect()->setRangeDrag(Qt::Horizontal);
  p->axisRect()->setRangeZoom(Qt::Horizontal);
}

void TimelineView::fitValueRoom() {
  QCPAxis* x = m_breakdown->xAxis;
  // A range the user dragged or zoomed stays as it is.
  if (x->range().lower != m_barsFrom || x->range().upper != m_barsTo) return;
  const double width = m_breakdown->axisRect()->width();
  if (width < 40) return;  // not laid out yet
  // Each value written after its bar fits inside the plot: a bar ending at fraction f of
  // the axis leaves (1 − f)·width for its label. A fixed decade of room cut "64.5 ms" off
  // in presenter type beside a second plot.
  const bool log = x->scaleType() == QCPAxis::stLogarithmic;
  const auto t = [log](double v) { return log ? std::log10(v) : v; };
  const double from = t(m_barsFrom);
  double to = from;
  for (int i = 0; i < m_parts.size(); ++i) {
    const double v = m_parts[i]->data()->isEmpty() ? 0 : m_parts[i]->data()->at(0)->value;
    if (!(v > 0) || !std::isfinite(v)) continue;
    const QCPItemText* label = m_valueLabels[i];
    const double room =
        QFontMetrics(label->font()).horizontalAdvance(label->text()) + label->padding().left() + 4;
    to = std::max(to, from + (t(v) - from) / (1.0 - std::min(0.7, room / width)));
  }
  if (!(to > from)) return;
  // The last tick's label stays inside the figure too: a tick at the new end drew half of
  // "10⁰" past the edge of a column figure. The end moves out until it fits. (The ticker's
  // "1e+00" for the drawn "10⁰" is a little wider: on the safe side.)
  const QFontMetrics tickFont(x->tickLabelFont());
  const double right = m_breakdown->viewport().right() - 2 - m_breakdown->axisRect()->left();
  for (int pass = 0; pass < 3; ++pass) {
    const double upper = log ? std::pow(10.0, to) : to;
    QVector<double> ticks;
    QVector<QString> labels;
    x->ticker()->generate(QCPRange(m_barsFrom, upper), m_breakdown->locale(),
                          x->numberFormat().at(0), x->numberPrecision(), ticks, nullptr, &labels);
    double need = to;
    for (int i = 0; i < ticks.size(); ++i) {
      if (ticks[i] > upper || (log && !(ticks[i] > 0))) continue;
      const double half = tickFont.horizontalAdvance(labels.value(i)) / 2.0 + 2;
      if (half >= right) continue;
      need = std::max(need, from + (t(ticks[i]) - from) * width / (right - half));
    }
    if (need <= to) break;
    to = need;
  }
  const double upper = log ? std::pow(10.0, to) : to;
  if (upper == m_barsTo) return;
  m_barsTo = upper;
  x->setRangeUpper(upper);
}

void TimelineView::buildCurves() {
  QCustomPlot* p = m_curves;
  p->setObjectName("timelineCurvesPlot");
  applyPlotStyle(p);
  installValueTooltips(p);
  p->legend->setVisible(false);  // the axes carry the curves' colours instead
  p->plotLayout()->insertRow(0);
  m_curvesTitleText = tr("Timeline model: S(N) and E(N)");
  m_curvesTitle = new QCPTextElement(p, m_curvesTitleText, boldFont(this, 10));
  p->plotLayout()->addElement(0, 0, m_curvesTitle);
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
  return unwrappedText(m_title);
}

void TimelineView::updateCurvesTitle() {
  // With the breakdown's header folded away the curves' title says the E at N: the model's
  // answer stays on screen (the red marker alone gave no number).
  const QString text = m_headerRows == 0 && !m_efficiencyAtN.isEmpty()
                           ? m_efficiencyAtN
                           : tr("Timeline model: S(N) and E(N)");
  // Against the text last set: fitPlotTexts may have wrapped the one on screen.
  if (m_curvesTitleText == text) return;
  m_curvesTitleText = text;
  setFittedText(m_curvesTitle, text);
  m_curves->replot(QCustomPlot::rpQueuedReplot);
}

QString TimelineView::summaryText() const {
  return unwrappedText(m_summary);
}

void TimelineView::setScenario(const model::Scenario& s, const model::ParamSet& changed) {
  // A drag of a law or PIM slider leaves both plots as they are: no replot.
  if (changed.intersects(kBreakdownReads)) showBreakdown(s, changed);
  if (changed.intersects(kCurvesReads)) showCurves(s, changed);
  // The note reads only timeline parameters (accelerator, memory, copy per device, g).
  if (changed.intersects(model::paramsOf(model::ParamArea::Timeline))) showNote(s);
}

QString TimelineView::noteText() const {
  return m_note->text();
}

QString TimelineView::noteToolTip() const {
  return m_note->toolTip();
}

void TimelineView::showNote(const model::Scenario& s) {
  const auto p = model::timelineParams(s);
  const double megabytes = p.acceleratorMemoryBytes * p.refreshFraction / 1e6;
  QString copy;
  if (!p.acceleratorOn)
    copy = tr("No accelerator: no host↔device copy.");
  else if (p.copyDividedByN)
    copy = tr("Copy: %1 MB per step shared out, bytes/N per device (strong scaling).")
               .arg(localNumber(megabytes, 'g', 3));
  else
    copy = tr("Copy: %1 MB per device per step at any N (each device a full memory, Végh's "
              "case); 'Copy per device' offers bytes/N.")
               .arg(localNumber(megabytes, 'g', 3));
  m_note->setText(copy + tr(" The ~3× payload of the GPU is the tuned g = %1; the TOP500 rows "
                            "show it per node, not per core (hover for what the data show).")
                             .arg(localNumber(p.acceleratorSpeedup, 'g', 3)));
  m_note->setToolTip(
      tr("<p><b>What the shipped data do and do not show.</b> The accelerator speed-up g is a "
         "fit: its default is tuned so that switching the accelerator on raises payload about "
         "3×, as Végh reports for Piz Daint's GPU upgrade. Per node the TOP500 rows agree: 5,272 "
         "nodes with a K20X each in 2013-11, 5,320 with a P100 each in 2017-06, Rmax per node "
         "1.19 → 3.68 TFlop/s (×3.10). Per TOP500 core they hide it (54 GFlop/s both times), "
         "because the TOP500 counts a GPU's multiprocessors as cores: 22 per K20X node, 68 per "
         "P100 node. Where the rows do not agree with Végh: the gain did not come with little "
         "nominal gain, Rpeak per node rose ×3.2 as well.</p><p>The rows cannot isolate the "
         "memory effect: at about the same size, 2013-11 (K20X, 6 GB, 5,272 nodes) → 2017-06 "
         "(P100, 16 GB, 5,320 nodes), 1−α_eff fell ÷2.6 per TOP500 core and rose +20 % per "
         "node; the network, software and HPL tuning changed too. The 2016-11 entry (3,040 "
         "nodes, part-way through the upgrade) compares a half-installed machine with a whole "
         "one.</p><p><b>Copy per "
         "device.</b> 'constant' keeps every device's copy at the full bytes whatever N, so "
         "T_copy joins the serial part and a bigger accelerator memory raises 1−α_eff; "
         "'divided_by_n' shares the bytes out as under strong scaling.</p>"));
}

void TimelineView::showBreakdown(const model::Scenario& s, const model::ParamSet& changed) {
  const double n = model::lawParams(s).n;
  const QString setup =
      QStringLiteral("%1, %2").arg(choiceLabelOf(s, model::Param::TimelinePrecision),
                                   choiceLabelOf(s, model::Param::TimelineCommPattern));
  // It says which model: the timeline's own times, not the laws' 1−α (the two answers differ
  // unless a preset sets both alike, as amdahl-classroom does).
  // Wrapped now: set at every step, a wrap after the layout replotted the panel twice.
  setFittedText(
      m_title,
      tr("Timeline model: one step at N = %1 (%2)").arg(localNumber(n, 'f', 0, true), setup));
  const auto b = model::timelineAt(model::timelineParams(s), n);
  const std::array<double, kParts> values = b ? b->parts() : std::array<double, kParts>{};
  // No-break spaces around "=": wrapped in a narrow dock, the line broke after "E =".
  m_efficiencyAtN = b ? tr("Timeline model at N\u00a0=\u00a0%1: E\u00a0=\u00a0%2")
                            .arg(localNumber(n, 'f', 0, true))
                            .arg(localNumber(b->efficiency, 'g', 3))
                      : QString();
  updateCurvesTitle();
  if (b)
    setFittedText(m_compact, tr("Timeline model, N = %1: T(N) = %2 per step · E = %3")
                                 .arg(localNumber(n, 'f', 0, true), formatSeconds(b->totalSeconds))
                                 .arg(localNumber(b->efficiency, 'g', 3)));
  else
    setFittedText(m_compact, errorText(b));
  if (b)
    setFittedText(m_summary,
                  tr("T(N) = %1 per step  ·  comm/compute = %2  ·  E = %3  ·  1−α_eff = %4")
                      .arg(formatSeconds(b->totalSeconds))
                      .arg(localNumber(b->commToComputeRatio, 'g', 3))
                      .arg(localNumber(b->efficiency, 'g', 3))
                      .arg(localNumberText(model::scientificText(b->serialFraction))));
  else
    setFittedText(m_summary, errorText(b));

  const bool log = model::timelinePanelSettings(s).logTimeAxis;
  QCPAxis* x = m_breakdown->xAxis;
  if (changed.contains(model::Param::TimelinePanelLogScale)) {
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
  m_barsFrom = x->range().lower;
  m_barsTo = x->range().upper;

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

void TimelineView::showCurves(const model::Scenario& s, const model::ParamSet& changed) {
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
  if (changed.contains(model::Param::SurfaceLogNMax)) m_curves->xAxis->setRange(1, nMax);
  m_curves->yAxis2->setRange(0.8, std::pow(10.0, std::ceil(std::log10(sMax * 1.5))));
  m_curves->replot(QCustomPlot::rpQueuedReplot);
}

QString TimelineView::title() const {
  return tr("Timeline");
}

std::vector<Figure> TimelineView::figures() {
  // The bars' own range leaves room for the values written after them (the data's extent
  // would end at the longest bar and cut its value off).
  return {plotFigure("timeline", tr("Timeline model: where one step's time goes at N"), m_breakdown,
                     [this](QCustomPlot*) {
                       m_breakdown->xAxis->setRange(m_barsFrom, m_barsTo);
                       m_breakdown->yAxis->setRange(0.4, m_parts.size() + 0.6);
                     }),
          plotFigure("timeline_curves", tr("Timeline model: speed-up and efficiency against N"),
                     m_curves)};
}

bool TimelineView::highlight(const model::Highlight& h) {
  if (h.kind != model::Highlight::Kind::Bar) return false;
  const auto part = model::targetIndex(model::kTimelinePartIds, h.target);
  if (!part) return false;
  m_marks.thicken(m_parts.value(*part));
  return true;
}

bool TimelineView::markAnswer(const model::Question& q, const AnswerMark& mark) {
  if (q.reveal != model::LessonView::Timeline || q.kind == model::Question::Kind::Choice)
    return false;
  if (q.kind == model::Question::Kind::Slider && q.parameter == model::Param::N)
    m_marks.markAnswer(m_curves->xAxis, mark);
  else  // a ratio of the bars (communication over compute): no axis shows it. Bottom right
        // in two lines: beside the synchronisation bar, the shortest (in the top right, four
        // lines high, it covered the values of the compute and copy bars).
    m_marks.markAnswerNote(m_breakdown->axisRect(), mark, Qt::AlignRight | Qt::AlignBottom,
                           PlotMarks::NoteShape::Wide);
  return true;
}

}  // namespace scalescope::views
