#include "views/scaling/scaling_curves_tab.h"

#include "model/measured/series_choice.h"

#include <qcustomplot.h>
#include <QComboBox>
#include <QLocale>
#include <QMenu>
#include <QPushButton>
#include <algorithm>
#include <cmath>
#include <iterator>

#include "model/laws/law_table.h"
#include "model/scaling/scaling_curves.h"
#include "model/surface/surface_data.h"
#include "views/common/legend_look.h"
#include "views/common/model_text.h"
#include "views/common/parameter_controls.h"
#include "views/common/plot_marks.h"
#include "views/common/plot_style.h"

namespace scalescope::views {

namespace {

/// The series' legend under the curves. QCustomPlot makes a layout column no wider than the
/// most each of its elements may be: an empty legend (a lesson step that hides the measured
/// series) may be 8 px, and it squeezed the whole figure to the width its title needs (a
/// handout page, issue 31). A legend with entries has no such limit; this one never has.
class SeriesLegend : public QCPLegend {
 public:
  QSize maximumOuterSizeHint() const override {
    return QSize(QWIDGETSIZE_MAX, QCPLegend::maximumOuterSizeHint().height());
  }
};

constexpr int kCurvePoints = 241;  // 30 per decade over 8 decades: smooth at any zoom

QString quantityLabel(model::ScalingQuantity q) {
  switch (q) {
    case model::ScalingQuantity::Efficiency:
      return QObject::tr("Parallel efficiency E = S/N");
    case model::ScalingQuantity::Payload:
      return QObject::tr("Payload P = N·P₁·E (TFlop/s)");
    default:
      return QObject::tr("Speed-up S(N)");
  }
}

}  // namespace

ScalingCurvesTab::ScalingCurvesTab(ParameterControls* controls, QWidget* parent)
    : ScalingTab(controls, parent) {
  setObjectName("scalingCurvesTab");
  // The curves above the residual panel, each with 30 px of data or more and the N axis
  // below: with 140 px (the tabs' common minimum) the residual kept 24.
  plot()->setMinimumHeight(220);
  addControl(tr("Plot"), controls->combo(model::Param::ScalingQuantity,
                                         {tr("Speed-up"), tr("Efficiency"), tr("Payload")}));
  // A push button with a menu: its size makes room for the arrow (a tool button's small
  // arrow sat on the text's last letter, "Curves⌄", issue 32).
  auto* curves = new QPushButton(tr("Curves"));
  curves->setObjectName("curvesMenuButton");
  auto* menu = new QMenu(curves);
  // The laws' curves, with the reference line (ideal scaling) after the laws of a machine.
  for (bool reference : {false, true})
    for (const model::LawEntry& law : model::lawTable())
      if (law.curve && law.curve->reference == reference)
        menu->addAction(controls->action(law.curve->show, lawText(law.curve->menuName)));
  menu->addSeparator();
  menu->addAction(controls->action(model::Param::ScalingShowMeasured, tr("Measured series")));
  menu->addAction(controls->action(model::Param::ScalingShowTop500, tr("TOP500 systems")));
  curves->setMenu(menu);
  curves->setToolTip(tr("Show or hide each curve and the measured points"));
  addControl({}, curves);
  m_residualLaw = controls->combo(model::Param::ScalingLaw, fittedLawNames());
  addControl(tr("Residuals vs"), m_residualLaw);
  addStretch();

  m_title = addTitle(tr("Predicted vs measured speed-up"));
  // The residual panel is the plot's default axis rect, so plot->xAxis is the N axis at the
  // bottom of the figure; the law curves get an axis rect of their own above it.
  m_residualRect = m_plot->axisRect();
  m_mainRect = new QCPAxisRect(m_plot);
  m_plot->plotLayout()->insertRow(1);
  m_plot->plotLayout()->addElement(1, 0, m_mainRect);
  m_plot->plotLayout()->setRowStretchFactor(1, 3);
  m_plot->plotLayout()->setRowStretchFactor(2, 1.1);
  // Laws: legend inside the curves panel, in a corner the curves leave empty (set per
  // quantity). Measured series: a legend of their own under the figure.
  if (auto* inset = m_residualRect->insetLayout(); inset->elements(false).contains(m_plot->legend))
    inset->take(m_plot->legend);
  m_mainRect->insetLayout()->addElement(m_plot->legend, Qt::AlignTop | Qt::AlignLeft);
  m_plot->legend->setFont(QFont(font().family(), 8));
  m_plot->legend->setRowSpacing(-2);
  connect(m_plot, &QCustomPlot::afterLayout, this, [this] {
    // At the size laid out: the window's, or an exported figure's, which is never compact (a
    // legend beside the curves left a column figure a third of its width for them).
    const bool figure = m_plot->property("figureExport").toBool();
    if (const bool compact = !figure && m_plot->viewport().height() < kCompactBelowPx;
        compact != m_compact) {
      m_compact = compact;
      applyLayout();
      m_plot->replot(QCustomPlot::rpQueuedReplot);
      return;
    }
    fitLawNames();
    foldResiduals();
  });
  m_seriesLegend = new SeriesLegend;
  m_plot->plotLayout()->addElement(3, 0, m_seriesLegend);
  m_seriesLegend->setLayer("legend");
  m_seriesLegend->setFont(QFont(font().family(), 8));
  m_seriesLegend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
  m_seriesLegend->setWrap(3);
  m_seriesLegend->setBorderPen(Qt::NoPen);
  m_seriesLegend->setBrush(Qt::NoBrush);
  m_seriesLegend->setMargins(QMargins(4, 0, 4, 2));
  m_seriesLegend->setRowSpacing(-3);
  m_seriesLegend->setColumnSpacing(12);
  m_plot->plotLayout()->setRowStretchFactor(3, 0.001);
  auto* group = new QCPMarginGroup(m_plot);
  m_mainRect->setMarginGroup(QCP::msLeft | QCP::msRight, group);
  m_residualRect->setMarginGroup(QCP::msLeft | QCP::msRight, group);
  m_mainRect->setMinimumMargins(QMargins(0, 4, 0, 0));
  m_residualRect->setMaximumSize(QWIDGETSIZE_MAX, 160);
  for (QCPAxis* axis : m_mainRect->axes()) {
    axis->setLabelFont(m_plot->xAxis->labelFont());
    axis->setTickLabelFont(m_plot->xAxis->tickLabelFont());
  }
  m_x = m_mainRect->axis(QCPAxis::atBottom);
  m_y = m_mainRect->axis(QCPAxis::atLeft);
  setScalingLogAxis(m_x, QString());
  m_x->setTickLabels(false);  // the residual panel below carries the N axis
  setScalingLogAxis(m_y, quantityLabel(model::ScalingQuantity::Speedup));
  setScalingLogAxis(m_plot->xAxis, tr("Processors N"));
  setShortAxisLabel(m_plot->xAxis, tr("N"));
  setLinearAxis(m_plot->yAxis, tr("Residual (%)"));
  m_plot->yAxis->ticker()->setTickCount(3);
  connect(m_x, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), m_plot->xAxis,
          qOverload<const QCPRange&>(&QCPAxis::setRange));
  connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), m_x,
          qOverload<const QCPRange&>(&QCPAxis::setRange));
  m_zeroLine = new QCPItemStraightLine(m_plot);
  m_zeroLine->setClipAxisRect(m_residualRect);
  m_zeroLine->point1->setCoords(1, 0);
  m_zeroLine->point2->setCoords(10, 0);
  m_zeroLine->setPen(QPen(QColor(110, 110, 110), 1, Qt::DashLine));

  // A colour and a dash per law of a machine, in table order; the reference line thin grey.
  const Qt::PenStyle styles[] = {Qt::SolidLine, Qt::DashLine, Qt::DashDotLine, Qt::SolidLine,
                                 Qt::DashDotDotLine};
  int k = 0;
  for (const model::LawEntry& law : model::lawTable()) {
    if (!law.curve) continue;
    QCPGraph* g = m_plot->addGraph(m_x, m_y);
    QPen pen = law.curve->reference ? QPen(QColor(110, 110, 110), 1.5, Qt::DotLine)
                                    : QPen(seriesColor(k), 2.2, styles[k % std::size(styles)]);
    k += law.curve->reference ? 0 : 1;
    g->setPen(pen);
    g->setAdaptiveSampling(true);
    g->setProperty("keyName", "N");
    g->setProperty("law", QString::fromUtf8(
                              law.id.data(),
                              qsizetype(law.id.size())));  // lessons find a law's curve by its id
    m_laws.push_back(g);
  }
  m_lawNames.resize(m_laws.size());
}

model::ParamSet ScalingCurvesTab::reads() const {
  using model::Param;
  using model::ParamArea;
  return (model::paramsOf(ParamArea::Laws) - model::ParamSet{Param::N}) |
         model::paramsOf(ParamArea::Timeline) | model::ParamSet{Param::SurfaceLogNMax} |
         (model::paramsOf(ParamArea::Scaling) -
          model::ParamSet{Param::ScalingSeries, Param::ScalingShowFit, Param::ScalingFitFirstK});
}

void ScalingCurvesTab::refresh(const ScalingInputs& in) {
  const model::Scenario& s = *in.scenario;
  const auto q = in.settings.quantity;
  // One curve per graph, both in table order. The legend texts are the model's: the same
  // number is the serial share of the 1-unit run for Amdahl and of the N-unit run for
  // Gustafson, and each label says which.
  const auto curves = model::scalingCurves(s, kCurvePoints);
  for (std::size_t i = 0; i < m_laws.size() && i < curves.size(); ++i) {
    const auto& c = curves[i];
    QCPGraph* g = m_laws[i];
    const bool shown = model::curveShown(in.settings, c.kind);
    g->setVisible(shown);
    m_lawNames[i] = {modelText(c.label), modelText(c.shortLabel)};
    if (shown) {
      const auto& y = q == model::ScalingQuantity::Efficiency ? c.efficiency
                      : q == model::ScalingQuantity::Payload  ? c.payloadTflops
                                                              : c.speedup;
      g->setData(QVector<double>(c.n.begin(), c.n.end()), QVector<double>(y.begin(), y.end()),
                 true);
    }
  }
  m_y->setLabel(quantityLabel(q));
  // In a small window the main plot is short: the symbol alone, not a cut-off phrase.
  setShortAxisLabel(m_y, q == model::ScalingQuantity::Efficiency ? tr("E")
                         : q == model::ScalingQuantity::Payload  ? tr("P (TFlop/s)")
                                                                 : tr("S(N)"));
  m_mainRect->insetLayout()->setInsetAlignment(
      0,
      Qt::AlignLeft | (q == model::ScalingQuantity::Efficiency ? Qt::AlignBottom : Qt::AlignTop));
  m_plot->yAxis->setLabel(tr("vs %1 (%)").arg(lawText(model::lawEntry(in.settings.law).title)));
  setShortAxisLabel(m_plot->yAxis, tr("Δ (%)"));
  const QString what = q == model::ScalingQuantity::Efficiency ? tr("efficiency")
                       : q == model::ScalingQuantity::Payload  ? tr("payload")
                                                               : tr("speed-up");
  m_titleText = tr("Predicted vs measured %1").arg(what);
  drawMeasured(in);
  applyLayout();
  resetRanges(in);
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingCurvesTab::resizeEvent(QResizeEvent* e) {
  ScalingTab::resizeEvent(e);
  const bool compact = m_plot->height() < kCompactBelowPx;
  if (compact != m_compact) {
    m_compact = compact;
    applyLayout();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
  }
}

void ScalingCurvesTab::applyLayout() {
  // Roomy: law legend inside the curves panel, series legend in three columns underneath,
  // a title. Small pane: one legend with every entry (short law names) to the right of the
  // curves, no title (the tab names the plot), so the panels keep their height.
  QCPLayoutGrid* grid = m_plot->plotLayout();
  grid->take(m_seriesLegend);
  grid->simplify();
  if (m_compact) {
    grid->addElement(1, 1, m_seriesLegend);
    grid->setColumnStretchFactor(1, 0.001);
    m_seriesLegend->setWrap(1);
    m_seriesLegend->setMargins(QMargins(6, 4, 2, 0));
  } else {
    grid->addElement(grid->rowCount(), 0, m_seriesLegend);
    grid->setRowStretchFactor(grid->rowCount() - 1, 0.001);
    m_seriesLegend->setWrap(m_seriesColumns);
    m_seriesLegend->setMargins(QMargins(4, 0, 4, 2));
  }
  // The laws' entries: in the legend inside the curves panel, or with the series.
  const bool lawsInside = !m_compact && m_lawLegend != LawLegend::Below;
  const bool shortNames = m_compact || m_lawLegend != LawLegend::InsideFull;
  m_plot->legend->setVisible(lawsInside);
  // A figure without titles (export, plot_export.cpp) keeps it empty while it is laid out.
  if (!m_title->property("figureHidden").toBool())
    m_title->setText(m_compact ? QString() : m_titleText);
  m_title->setVisible(!m_compact);
  m_title->setMaximumSize(QWIDGETSIZE_MAX, m_compact ? 0 : QWIDGETSIZE_MAX);
  QList<QCPAbstractPlottable*> inside, below;  // the entries each legend should hold, in order
  for (std::size_t i = 0; i < m_laws.size(); ++i) {
    QCPGraph* g = m_laws[i];
    g->setName(m_lawNames[i][shortNames ? 1 : 0]);
    if (g->visible()) (lawsInside ? inside : below).append(g);
  }
  for (QCPGraph* g : m_measured) below.append(g);  // after the laws in the shared legend
  // Moving entries re-flows a legend (QCPLegend::removeItem): at every law step it cost more
  // than drawing the curves, so they move only when they are not where they belong.
  if (entriesOf(m_plot->legend) == inside && entriesOf(m_seriesLegend) == below) return;
  for (QCPGraph* g : m_laws) {
    g->removeFromLegend(m_plot->legend);
    g->removeFromLegend(m_seriesLegend);
  }
  for (QCPGraph* g : m_measured) g->removeFromLegend(m_seriesLegend);
  for (QCPAbstractPlottable* g : inside) g->addToLegend(m_plot->legend);
  for (QCPAbstractPlottable* g : below) g->addToLegend(m_seriesLegend);
}

QList<QCPAbstractPlottable*> ScalingCurvesTab::entriesOf(const QCPLegend* legend) const {
  QList<QCPAbstractPlottable*> out;
  for (int i = 0; i < legend->itemCount(); ++i)
    if (auto* item = qobject_cast<QCPPlottableLegendItem*>(legend->item(i)))
      if (QCPAbstractPlottable* p = item->plottable();
          std::find(m_laws.begin(), m_laws.end(), p) != m_laws.end() ||
          std::find(m_measured.begin(), m_measured.end(), p) != m_measured.end())
        out.append(p);
  return out;
}

namespace {
/// The width of a legend whose widest entry reads `text`, as QCPPlottableLegendItem measures
/// an entry (icon, padding, text, the item's and the legend's margins).
int legendWidth(const QCPLegend* legend, int textWidth) {
  const QMargins item(8, 2, 8, 2);  // QCPAbstractLegendItem's margins
  return textWidth + legend->iconSize().width() + legend->iconTextPadding() + item.left() +
         item.right() + legend->margins().left() + legend->margins().right();
}
}  // namespace

void ScalingCurvesTab::fitLawNames() {
  if (m_compact) return;
  const QFontMetrics metrics(m_plot->legend->font());
  int full = 0, brief = 0;
  for (std::size_t i = 0; i < m_laws.size(); ++i)
    if (m_laws[i]->visible()) {
      full = std::max(full, metrics.horizontalAdvance(m_lawNames[i][0]));
      brief = std::max(brief, metrics.horizontalAdvance(m_lawNames[i][1]));
    }
  // The panel's width as the plot's (not compact: nothing beside it), less its margins: the
  // width of the last layout depends on where the law entries were, and deciding on it
  // flipped them in and out at every layout of some figure sizes.
  const int inside =
      m_plot->viewport().width() - m_mainRect->margins().left() - m_mainRect->margins().right();
  const LawLegend place = legendWidth(m_plot->legend, full) <= inside    ? LawLegend::InsideFull
                          : legendWidth(m_plot->legend, brief) <= inside ? LawLegend::InsideShort
                                                                         : LawLegend::Below;
  // A figure that moved the law legend out of the panel (FigureLegend: it hid data there in
  // every corner) keeps it where it put it.
  const bool movedOut = m_plot->legend->layout() != m_mainRect->insetLayout();
  const bool moved = place != m_lawLegend && !movedOut;
  if (moved) {
    m_lawLegend = place;
    applyLayout();  // the law entries where they now go
  }
  // The legend under the figure, with what it now holds: the columns its width has room for.
  const bool rearranged = fitLegendColumns(m_seriesLegend, 3);
  m_seriesColumns = m_seriesLegend->wrap();
  if (moved || rearranged) m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingCurvesTab::foldResiduals() {
  const int height = m_plot->viewport().height();
  // Less than 30 px of data, or no room for the axis' short title (presenter type).
  const int least = std::max(
      kResidualLeast, QFontMetrics(m_plot->yAxis->labelFont())
                              .horizontalAdvance(m_plot->yAxis->property("shortLabel").toString()) +
                          4);
  const bool fold =
      !m_residualsFolded && m_residualRect->width() > 0 && m_residualRect->height() < least;
  const bool unfold = m_residualsFolded && height >= m_foldedAtHeight + 24;
  if ((!fold && !unfold) || m_foldPending) return;
  // After this replot: the axes made their tick labels for it before this layout ended
  // (turned on now, the N axis would draw labels it does not have).
  m_foldPending = true;
  QMetaObject::invokeMethod(
      this,
      [this, fold, height] {
        m_foldPending = false;
        applyResidualFold(fold, height);
      },
      Qt::QueuedConnection);
}

void ScalingCurvesTab::applyResidualFold(bool fold, int height) {
  if (fold == m_residualsFolded) return;
  m_residualsFolded = fold;
  if (fold) {
    m_foldedAtHeight = height;
    m_residualLayout = {m_residualRect->minimumSize(), m_residualRect->maximumSize(),
                        m_residualRect->autoMargins(), m_residualRect->margins()};
    m_residualRect->setAutoMargins(QCP::msNone);
    m_residualRect->setMargins(QMargins());
    m_residualRect->setMinimumSize(0, 0);
    m_residualRect->setMaximumSize(QWIDGETSIZE_MAX, 0);
  } else {
    m_residualRect->setMinimumSize(m_residualLayout.minimum);
    m_residualRect->setMaximumSize(m_residualLayout.maximum);
    m_residualRect->setAutoMargins(m_residualLayout.autoMargins);
    m_residualRect->setMargins(m_residualLayout.margins);
  }
  m_residualRect->setVisible(!fold);
  // Its control greyed while the panel is away (hidden, its row would give the plot the
  // height that brings the panel back, and the two would take turns).
  if (QWidget* pair = m_residualLaw->parentWidget()) {
    pair->setEnabled(!fold);
    pair->setToolTip(fold ? tr("The residual panel has no room at this size; it comes back "
                               "when the plot is taller")
                          : QString());
  }
  // The N axis: under the residuals, or under the curves while they are away.
  m_x->setTickLabels(fold);
  m_x->setLabel(fold ? tr("Processors N") : QString());
  setShortAxisLabel(m_x, fold ? tr("N") : QString());
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingCurvesTab::drawMeasured(const ScalingInputs& in) {
  using model::Param;
  const bool rebuild =
      in.dataChanged ||
      in.changed.intersects(model::kSeriesOptionParams |
                            model::ParamSet{Param::ScalingQuantity, Param::ScalingShowMeasured,
                                            Param::ScalingShowTop500});
  if (!rebuild) return drawResiduals(in);
  for (QCPGraph* g : m_measured) g->removeFromLegend(m_seriesLegend);  // QCP cleans only its own
  for (QCPGraph* g : m_measured + m_residuals) m_plot->removeGraph(g);
  m_residualSpanStale = true;
  m_measured.clear();
  m_residuals.clear();
  std::vector<const model::MeasuredSeries*> shown;
  if (in.settings.showMeasured)
    for (const auto& m : *in.series)
      if (!model::seriesHidden(*in.data, m)) shown.push_back(&m);  // the user hid it
  const bool withTop500 = in.settings.showTop500 && !in.data->top500.empty();
  const model::MeasuredSeries top500Rows =
      withTop500 ? model::top500Series(in.data->top500) : model::MeasuredSeries{};
  if (withTop500) shown.push_back(&top500Rows);
  m_shown.assign(shown.size(), {});
  const QString caveat = modelText("Data", model::top500EfficiencyCaveat());
  for (std::size_t k = 0; k < shown.size(); ++k) {
    const bool top500 = withTop500 && k + 1 == shown.size();
    const model::MeasuredSeries& m = *shown[k];
    QStringList pointDetails;  // per point; empty where the quantity has no value
    std::vector<double> n, y;
    QStringList details;
    for (const auto& p : m.points) {
      const auto value = model::quantityOf(p, in.settings.quantity);
      if (!value) {
        pointDetails << QString();
        continue;
      }
      QString d = p.label.empty() ? QString() : QString::fromStdString(p.label) + "<br>";
      if (p.timeSeconds) d += tr("time %1 s<br>").arg(shortNumber(*p.timeSeconds));
      d += tr("S = %1, E = %2").arg(shortNumber(p.speedup), shortNumber(p.efficiency));
      if (p.payloadTflops) d += tr(", payload %1 TFlop/s").arg(shortNumber(*p.payloadTflops));
      if (p.line > 0) d += tr("<br>%1 line %2").arg(QString::fromStdString(m.source)).arg(p.line);
      if (p.outlier) d += tr("<br><b>outlier</b> among its repetitions");
      if (top500) d += "<br><i>" + caveat + "</i>";
      n.push_back(p.n);
      y.push_back(*value);
      details << d;
      pointDetails << d;
    }
    // A series without its own per-unit peak has no payload: the legend says why it is empty.
    const std::size_t withValue = n.size();
    QString missing;
    if (in.settings.quantity == model::ScalingQuantity::Payload && withValue < m.points.size())
      missing = withValue == 0 ? tr(" — no payload: needs Rmax or a unit_peak_gflops column")
                               : tr(" — payload for %1 of %2 runs (unit_peak_gflops missing)")
                                     .arg(withValue)
                                     .arg(m.points.size());
    const int style = top500 ? 7 : static_cast<int>(k);
    QCPGraph* g = m_plot->addGraph(m_x, m_y);
    // The data's own names as they are; the model's name for the TOP500 rows translated.
    const QString name =
        m.source == "top500" ? modelText("Series", m.name) : QString::fromStdString(m.name);
    g->setName(name + (m.weak ? tr(" (weak)") : QString()) + missing);
    g->setProperty("keyName", "N");
    styleMeasured(g, style, false, top500 ? 6 : 7);
    // The residual panel draws the same points in the same order at every step: sorted once.
    std::vector<std::size_t> order;  // the points with a value, by N
    for (std::size_t i = 0; i < m.points.size(); ++i)
      if (!pointDetails[static_cast<int>(i)].isEmpty()) order.push_back(i);
    std::stable_sort(order.begin(), order.end(),
                     [&](std::size_t a, std::size_t b) { return m.points[a].n < m.points[b].n; });
    for (std::size_t i : order) m_shown[k].sortedDetails << pointDetails[static_cast<int>(i)];
    m_shown[k].basis = model::residualBasis(m.points, order, in.settings.quantity);
    setSortedData(g, std::move(n), std::move(y), details);
    g->removeFromLegend();
    g->addToLegend(m_seriesLegend);
    QCPGraph* r = m_plot->addGraph(m_plot->xAxis, m_plot->yAxis);
    r->setName(g->name());
    r->setProperty("keyName", "N");
    r->setProperty("valueName", tr("residual (%)"));
    styleMeasured(r, style, false, 5);
    r->removeFromLegend();
    m_measured.append(g);
    m_residuals.append(r);
  }
  drawResiduals(in);
}

void ScalingCurvesTab::drawResiduals(const ScalingInputs& in) {
  // Every law parameter may move them, and with 100,000 runs loaded this ran at every step:
  // the law is evaluated once per N, and a step that leaves its predictions (a parameter of
  // another law) leaves the panel as it is.
  const auto same = [](double a, double b) { return a == b || (std::isnan(a) && std::isnan(b)); };
  for (std::size_t k = 0; k < m_shown.size(); ++k) {
    Shown& shown = m_shown[k];
    auto predictions = model::residualPredictions(*in.scenario, in.settings.law,
                                                  in.settings.quantity, shown.basis);
    if (std::equal(predictions.begin(), predictions.end(), shown.predictions.begin(),
                   shown.predictions.end(), same))
      continue;
    shown.predictions = std::move(predictions);
    const std::vector<double> residuals = model::residualsOf(shown.basis, shown.predictions);
    QVector<QCPGraphData> data;
    data.reserve(static_cast<qsizetype>(residuals.size()));
    for (std::size_t j = 0; j < residuals.size(); ++j)
      if (std::isfinite(residuals[j]))
        data.append(
            QCPGraphData(shown.basis.distinctN[shown.basis.nIndex[j]], 100.0 * residuals[j]));
    // The tooltips follow the points drawn: all of them, or those with a residual.
    QStringList details;
    if (static_cast<std::size_t>(data.size()) < residuals.size())
      for (std::size_t j = 0; j < residuals.size(); ++j)
        if (std::isfinite(residuals[j])) details << shown.sortedDetails[static_cast<int>(j)];
    QCPGraph* r = m_residuals[static_cast<int>(k)];
    r->data()->set(data, true);
    r->setProperty("details", static_cast<std::size_t>(data.size()) < residuals.size()
                                  ? details
                                  : shown.sortedDetails);
    m_residualSpanStale = true;
  }
  if (!m_residualSpanStale) return;
  // The panel always fits the residuals (resetRanges): their span, measured when they move.
  m_residualSpan = QCPRange(-10, 10);
  for (QCPGraph* g : m_residuals) {
    bool found = false;
    const QCPRange gr = g->getValueRange(found);
    if (found) m_residualSpan.expand(gr);
  }
  m_residualSpanStale = false;
}

void ScalingCurvesTab::resetRanges(const ScalingInputs& in) {
  const double nMax = std::pow(10.0, model::surfaceSettings(*in.scenario).logNMax);
  // A new quantity, N range or data set resets the axes; otherwise the user's zoom stays.
  // The residuals move with every parameter: their panel always fits them.
  QCPRange span = m_residualSpan;
  span.upper = std::min(span.upper, 1000.0);  // a law that far off is off the panel
  const double pad = 0.08 * (span.upper - span.lower);
  m_plot->yAxis->setRange(span.lower - pad, span.upper + pad);

  using model::Param;
  if (!in.dataChanged &&
      !in.changed.intersects({Param::ScalingQuantity, Param::SurfaceLogNMax,
                              Param::ScalingShowMeasured, Param::ScalingShowTop500}))
    return;
  double lo = HUGE_VAL, hi = 0, nHi = nMax;
  for (int i = 0; i < m_plot->graphCount(); ++i) {
    QCPGraph* g = m_plot->graph(i);
    if (!g->visible() || g->valueAxis() != m_y) continue;
    for (const auto& d : *g->data()) {
      if (d.value > 0) lo = std::min(lo, d.value), hi = std::max(hi, d.value);
      nHi = std::max(nHi, d.key);
    }
  }
  if (!(hi > 0)) lo = 0.1, hi = 10;
  if (in.settings.quantity == model::ScalingQuantity::Efficiency) hi = 1.0;
  lo = std::max(lo, hi * 1e-9);
  m_x->setRange(0.7, nHi * 1.5);
  m_y->setRange(lo / 1.6, hi * 1.6);
}

QCPGraph* ScalingCurvesTab::graphOfLaw(const std::string& id) const {
  const QString wanted = QString::fromStdString(id);
  for (QCPGraph* g : m_laws)
    if (g->property("law").toString() == wanted) return g;
  return nullptr;
}

bool ScalingCurvesTab::markAnswer(const model::Question& q, const AnswerMark& mark,
                                  const model::Scenario& scenario, PlotMarks& marks) {
  QCPGraph* amdahl = graphOfLaw("amdahl");
  if (!amdahl) return false;
  QCPAxis* axis = nullptr;
  const bool slider = q.kind == model::Question::Kind::Slider;
  if (slider && q.parameter == model::Param::N) axis = amdahl->keyAxis();
  // A value belongs on the value axis only when the plot shows that quantity.
  const auto plotted = model::scalingSettings(scenario).quantity;
  const bool speedup = q.quantity == "S" || q.quantity == "gustafson.speedup" ||
                       q.quantity == "usl.speedup" || q.quantity == "amdahl.limit";
  const bool efficiency = q.quantity == "E";
  if (!slider && ((speedup && plotted == model::ScalingQuantity::Speedup) ||
                  (efficiency && plotted == model::ScalingQuantity::Efficiency)))
    axis = amdahl->valueAxis();
  if (!axis) return false;
  marks.markAnswer(axis, mark);
  // Where the curves reach the answer: a number question's value at the step's N (not the
  // ceiling amdahl.limit, which no N reaches), a slider question's N at the level it asks for,
  // with that level drawn when the plot shows its quantity (E = 0.5 on the efficiency plot).
  const bool asAt = (speedup && q.quantity != "amdahl.limit") || efficiency;
  if (!slider && asAt)
    marks.markAnswerPoint(amdahl->keyAxis(), QPointF(scenario.get(model::Param::N), mark.truth));
  if (slider && efficiency && plotted == model::ScalingQuantity::Efficiency) {
    marks.markAnswerLevel(amdahl->valueAxis(), q.threshold,
                          QStringLiteral("E = %1").arg(QLocale().toString(q.threshold, 'g', 3)));
    marks.markAnswerPoint(amdahl->keyAxis(), QPointF(mark.truth, q.threshold));
  }
  return true;
}

}  // namespace scalescope::views
