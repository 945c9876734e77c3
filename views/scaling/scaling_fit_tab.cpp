#include "views/scaling/scaling_fit_tab.h"

#include <qcustomplot.h>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QSpinBox>
#include <algorithm>
#include <cmath>

#include "model/laws/law_curves.h"
#include "model/measured/fit_to_scenario.h"
#include "views/common/model_text.h"
#include "views/common/parameter_controls.h"
#include "views/common/plot_marks.h"
#include "views/common/plot_style.h"
#include "views/scaling/fit_text.h"

namespace scalescope::views {

namespace {

// The fitted law and its 95 % confidence band at `count` log-spaced N in [lo, hi].
void sampleCurve(const model::FitResult& fit, double lo, double hi, int count, QCPGraph* curve,
                 QCPGraph* bandLow, QCPGraph* bandHigh) {
  QVector<double> keys, t, low, high;
  for (double x : model::logSpace(lo, hi, count)) {
    const auto [a, b] = model::confidenceBand(fit, x);
    keys << x;
    t << fit.predict(x);
    low << a;
    high << b;
  }
  curve->setData(keys, t, true);
  bandLow->setData(keys, low, true);
  bandHigh->setData(keys, high, true);
}

// How many distinct N a graph of runs holds (fit on the first k counts N values, not runs);
// QCPGraph keeps its data sorted by key.
int distinctKeys(const QCPGraph* runs) {
  int count = 0;
  double last = -HUGE_VAL;
  for (const auto& d : *runs->data()) count += d.key != last ? 1 : 0, last = d.key;
  return count;
}

}  // namespace

ScalingFitTab::ScalingFitTab(ParameterControls* controls, QWidget* parent)
    : ScalingTab(controls, parent) {
  setObjectName("scalingFitTab");
  addControl(tr("Series"), controls->seriesCombo(model::Param::ScalingSeries));
  addControl(tr("Law"), controls->combo(model::Param::ScalingLaw, fittedLawNames()));
  addControl(tr("Fit on"),
             controls->spin(model::Param::ScalingFitFirstK, tr("all runs"), tr("first ")));
  addControl({}, controls->check(model::Param::ScalingShowFit, tr("Fit")));
  // The noise model (scaling.fit_noise) is set in the Parameters panel, with the speed-up
  // baseline and the repetitions' centre: in this row it pushed "Predict at N" onto a row of
  // its own, and the 400 px plot of a 1280×720 window lost its legend. The note under the plot
  // names the model in use.
  // A question put to the fit, not a parameter of the model: the scenario file keeps it with
  // the view's state, not among the parameters.
  m_predictN = new QDoubleSpinBox;
  m_predictN->setObjectName("fitPredictN");
  m_predictN->setRange(1, 1e9);
  m_predictN->setDecimals(0);
  m_predictN->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
  m_predictN->setValue(1024);
  m_predictN->setToolTip(
      tr("N to predict the time at: the fitted T(N) and the 95 % prediction "
         "interval of one new run there (model/README.md, Fits)"));
  addControl(tr("Predict at N"), m_predictN);
  m_predictText = new QLabel;
  m_predictText->setObjectName("fitPredictText");
  m_predictText->setTextInteractionFlags(Qt::TextSelectableByMouse);
  // Wrapped, at most as wide as the other controls: a long prediction must not make the
  // whole Scaling pane, and with it the window's other views, wider (issue 16, 1280×720).
  m_predictText->setWordWrap(true);
  m_predictText->setMaximumWidth(380);
  addControl({}, m_predictText);
  m_apply = new QPushButton(tr("Apply to model"));
  m_apply->setObjectName("fitApplyButton");
  addControl({}, m_apply);
  // The fitted values beside the button that applies them: the note under the plot, which
  // also has them, folds away on a 1280×720 projector (issue 32: σ, κ and R² were nowhere).
  m_valuesText = new QLabel;
  m_valuesText->setObjectName("fitValuesText");
  m_valuesText->setTextInteractionFlags(Qt::TextSelectableByMouse);
  // Beside the button in two short lines, not a row of its own: a row less for the plot kept
  // its legend at 1280×720.
  m_valuesText->setWordWrap(true);
  m_valuesText->setMaximumWidth(270);
  m_valuesText->setVisible(false);
  addControl({}, m_valuesText);
  connect(m_apply, &QPushButton::clicked, this, [this] { applyFit(); });
  addStretch();
  connect(m_predictN, &QDoubleSpinBox::valueChanged, this, [this] { showPrediction(); });

  m_title = addTitle(tr("Fit"));
  moveLegendBelow(2, 3);
  foldAlsoWhenSmall(m_title);  // the series is named in its box above the plot
  // Times fall with N: the top right of the axes is free of data.
  setLegendCornerWhenSmall(Qt::AlignTop | Qt::AlignRight);
  m_footnote = addFootnote(3);
  // The noise model: secondary, folded first where the tab is small (the Noise box says it).
  m_noiseNote = addFootnote(4, true);
  setScalingLogAxis(m_plot->xAxis, tr("Processors N"));
  setScalingLogAxis(m_plot->yAxis, tr("Time T(N) (s)"));
  setShortAxisLabel(m_plot->yAxis, tr("T (s)"));

  const QColor fitColor = seriesColor(0);
  m_bandLow = m_plot->addGraph();
  m_bandHigh = m_plot->addGraph();
  QColor fill = fitColor;
  fill.setAlpha(45);
  for (QCPGraph* g : {m_bandLow, m_bandHigh}) {
    g->setPen(QPen(fill.darker(120), 0.8));
    g->setProperty("keyName", "N");
  }
  m_bandLow->setBrush(fill);
  m_bandLow->setChannelFillGraph(m_bandHigh);
  m_bandLow->setName(tr("95 % confidence band"));
  m_bandHigh->removeFromLegend();
  m_bandHigh->setName(tr("95 % band, upper"));
  m_bandLow->setProperty("valueName", tr("lower 95 % (s)"));
  m_bandHigh->setProperty("valueName", tr("upper 95 % (s)"));
  // Beyond the measured N: the same law and band, dashed and lighter (drawn first, under the
  // measured part), sampled over whatever N the axis shows.
  m_extraLow = m_plot->addGraph();
  m_extraHigh = m_plot->addGraph();
  QColor lightFill = fitColor;
  lightFill.setAlpha(20);
  for (QCPGraph* g : {m_extraLow, m_extraHigh}) {
    g->setPen(QPen(lightFill.darker(110), 0.6, Qt::DashLine));
    g->setProperty("keyName", "N");
    g->removeFromLegend();
  }
  m_extraLow->setBrush(lightFill);
  m_extraLow->setChannelFillGraph(m_extraHigh);
  m_extraLow->setName(tr("95 % band, extrapolated"));
  m_extraHigh->setName(tr("95 % band, extrapolated, upper"));
  m_extraLow->setProperty("valueName", tr("lower 95 %, extrapolated (s)"));
  m_extraHigh->setProperty("valueName", tr("upper 95 %, extrapolated (s)"));
  m_extrapolated = m_plot->addGraph();
  QColor lightLine = fitColor;
  lightLine.setAlpha(170);
  m_extrapolated->setPen(QPen(lightLine, 1.6, Qt::DashLine));
  m_extrapolated->setProperty("keyName", "N");
  m_extrapolated->removeFromLegend();  // added after the fitted curve, in refresh
  m_fitted = m_plot->addGraph();
  m_fitted->setPen(QPen(fitColor, 2.2));
  m_fitted->setProperty("keyName", "N");
  // Until a fit names them after its law (refresh): not QCustomPlot's "Graph 4".
  m_fitted->setName(tr("Fitted law"));
  m_extrapolated->setName(tr("Extrapolated (prediction)"));

  m_center = m_plot->addGraph();
  m_center->setLineStyle(QCPGraph::lsNone);
  m_center->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(Qt::black, 1.5), QBrush(Qt::NoBrush), 9));
  m_center->setProperty("keyName", "N");
  m_center->setName(tr("Median of repetitions"));
  m_errorBars = new QCPErrorBars(m_plot->xAxis, m_plot->yAxis);
  m_errorBars->setDataPlottable(m_center);
  m_errorBars->setPen(QPen(Qt::black, 1.2));
  m_errorBars->setWhiskerWidth(6);
  m_errorBars->removeFromLegend();
  m_errorBars->setProperty("noTooltip", true);

  m_used = m_plot->addGraph();
  styleMeasured(m_used, 0, false, 6);
  m_used->setName(tr("Runs used in the fit"));
  m_heldOut = m_plot->addGraph();
  m_heldOut->setLineStyle(QCPGraph::lsNone);
  m_heldOut->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(seriesColor(1), 1.8), QBrush(Qt::white), 8));
  m_heldOut->setName(tr("Runs predicted, not fitted"));
  m_outliers = m_plot->addGraph();
  m_outliers->setLineStyle(QCPGraph::lsNone);
  m_outliers->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssCross, QPen(QColor(200, 0, 0), 2.0), Qt::NoBrush, 11));
  m_outliers->setName(tr("Outlier (still fitted)"));
  m_excluded = m_plot->addGraph();
  m_excluded->setLineStyle(QCPGraph::lsNone);
  m_excluded->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(150, 150, 150), 1.5), Qt::NoBrush, 8));
  m_excluded->setName(tr("Excluded from the fit"));
  for (QCPGraph* g : {m_used, m_heldOut, m_outliers, m_excluded}) g->setProperty("keyName", "N");
  // A click on a run toggles it out of the fit; press and release must be at one spot, so a
  // pan (drag) is not a click.
  connect(m_plot, &QCustomPlot::mousePress, this,
          [this](QMouseEvent* e) { m_pressPos = e->pos(); });
  connect(m_plot, &QCustomPlot::mouseRelease, this, [this](QMouseEvent* e) { clickRun(e); });
  connect(m_plot->xAxis, qOverload<const QCPRange&>(&QCPAxis::rangeChanged), this,
          [this] { sampleVisibleRange(); });
}

model::ParamSet ScalingFitTab::reads() const {
  using model::Param;
  return model::ParamSet{Param::ScalingSeries, Param::ScalingLaw, Param::ScalingShowFit,
                         Param::ScalingFitFirstK, Param::ScalingFitNoise} |
         model::kSeriesOptionParams;
}

void ScalingFitTab::refresh(const ScalingInputs& in) {
  const model::MeasuredSeries* m = in.selected();
  m_fit.reset();
  for (QCPGraph* g : {m_bandLow, m_bandHigh, m_fitted, m_used, m_heldOut, m_outliers, m_center,
                      m_extraLow, m_extraHigh, m_extrapolated, m_excluded})
    g->data()->clear();
  m_errorBars->data()->clear();
  m_runs.clear();
  if (!m) {
    m_excluded->setVisible(false);
    m_excluded->removeFromLegend();
    updateApplyButton();
    m_title->setText(tr("Fit: no measured series loaded"));
    m_footnote->setText(tr("Load a CSV with columns n,time_s (File ▸ Import data…)."));
    m_noiseNote->setText({});
    m_valuesText->clear();
    m_valuesText->setVisible(false);
    for (QCPGraph* g : {m_extraLow, m_extraHigh, m_extrapolated}) g->setVisible(false);
    m_extrapolated->removeFromLegend();
    showPrediction();
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    return;
  }
  m_unit = QString::fromStdString(m->unit);
  m_title->setText(tr("Fit to %1 (%2 scaling)")
                       .arg(QString::fromStdString(m->name), m->weak ? tr("weak") : tr("strong")));
  m_plot->xAxis->setLabel(m->unit.empty() ? tr("Processors N")
                                          : tr("N (%1)").arg(QString::fromStdString(m->unit)));
  const std::vector<bool> excluded =
      in.excludedRuns ? model::exclusionMask(*m, *in.excludedRuns) : std::vector<bool>{};
  drawRuns(*m, in.settings, excluded);
  std::vector<double> xn, xt;
  QStringList xd;
  for (std::size_t i = 0; i < m->points.size(); ++i)
    if (const auto& p = m->points[i]; p.timeSeconds) {
      m_runs.push_back({p.n, *p.timeSeconds, model::excludedRunOf(*m, i)});
      if (i < excluded.size() && excluded[i]) {
        xn.push_back(p.n), xt.push_back(*p.timeSeconds);
        xd << tr("excluded from the fit (click to include it)<br>line %1").arg(p.line);
      }
    }
  double nLo = HUGE_VAL, nHi = 0, tLo = HUGE_VAL, tHi = 0;
  for (const auto& p : m->points)
    if (p.timeSeconds) {
      nLo = std::min(nLo, p.n), nHi = std::max(nHi, p.n);
      tLo = std::min(tLo, *p.timeSeconds), tHi = std::max(tHi, *p.timeSeconds);
    }
  const bool timed = nHi > 0;
  m_measuredLo = timed ? nLo : 0;
  m_measuredHi = timed ? nHi : 0;
  const double curveLo = timed ? std::max(1.0, nLo / 1.5) : 1, curveHi = timed ? nHi * 4 : 10;
  QStringList notes;
  if (!timed) {
    notes << tr("%1 has no measured times: nothing to fit.").arg(QString::fromStdString(m->name));
  } else if (in.settings.showFit) {
    const auto fit = model::fitSeries(*m, in.settings.law, in.settings.fitFirstK, excluded,
                                      in.settings.fitNoise);
    if (fit) {
      m_fit = *fit;
      drawFit(*m, nLo, nHi);  // solid over the measured N; the rest dashed
    } else {
      notes << errorText(fit);
    }
  } else {
    notes << tr("Fit switched off.");
  }
  if (!m_fit) {  // the runs are still shown, all alike but those left out
    showTimedRuns(*m, m_used, m_outliers);
    if (!xn.empty()) {
      std::vector<double> un, ut;
      for (std::size_t i = 0; i < m->points.size(); ++i)
        if (const auto& p = m->points[i]; p.timeSeconds && !(i < excluded.size() && excluded[i]))
          un.push_back(p.n), ut.push_back(*p.timeSeconds);
      setSortedData(m_used, un, ut);
      notes << tr("%n run(s) excluded (click one to include it again).", "", int(xn.size()));
    }
    m_outliers->setVisible(!m_outliers->data()->isEmpty());
    m_heldOut->setVisible(false);
    m_heldOut->removeFromLegend();
  }
  for (QCPGraph* g : {m_bandLow, m_fitted}) {
    g->setVisible(m_fit.has_value());
    if (m_fit)
      g->addToLegend();
    else
      g->removeFromLegend();
  }
  m_bandHigh->setVisible(m_fit.has_value());
  for (QCPGraph* g : {m_extraLow, m_extraHigh, m_extrapolated}) g->setVisible(m_fit.has_value());
  if (m_fit)
    m_extrapolated->addToLegend();
  else
    m_extrapolated->removeFromLegend();
  setSortedData(m_excluded, xn, xt, xd);
  m_excluded->setVisible(!xn.empty());
  if (xn.empty())
    m_excluded->removeFromLegend();
  else
    m_excluded->addToLegend();
  m_used->setName(m_fit ? tr("Runs used in the fit") : tr("Measured runs"));
  updateApplyButton();
  const QString fitSummary = m_fit ? summary() : QString();
  m_footnote->setText(m_fit ? fitSummary : notes.join('\n'));
  m_valuesText->setText(m_fit ? fitValuesLine(*m_fit) : QString());
  m_valuesText->setToolTip(fitSummary);
  m_valuesText->setVisible(m_fit.has_value());
  m_noiseNote->setText(m_fit ? noiseText(*m_fit) : QString());

  using model::Param;
  const bool newRange =
      in.dataChanged || in.changed.intersects({Param::ScalingSeries, Param::ScalingLaw,
                                               Param::ScalingShowFit, Param::ScalingFitNoise});
  if (newRange && timed) m_plot->xAxis->setRange(curveLo / 1.3, curveHi * 1.3);
  sampleVisibleRange();  // also when the range stayed (no rangeChanged signal then)
  if (newRange && timed) {
    double lo = tLo, hi = tHi;
    if (m_fit)
      for (const QCPGraph* g : {m_bandLow, m_extraLow})
        for (const auto& d : *g->data())
          if (d.value > 0) lo = std::min(lo, d.value);
    if (m_fit)
      for (const QCPGraph* g : {m_bandHigh, m_extraHigh})
        for (const auto& d : *g->data()) hi = std::max(hi, d.value);
    lo = std::max(lo, hi * 1e-6);
    m_plot->yAxis->setRange(lo / 1.5, hi * 1.5);
  }
  showPrediction();
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

void ScalingFitTab::drawRuns(const model::MeasuredSeries& m, const model::ScalingSettings& st,
                             const std::vector<bool>& excluded) {
  // Levels: centre with error bars, of the runs the fit uses (an excluded run is in neither,
  // issue 32). Runs: split into fitted, held out and outliers later.
  const auto levels = model::timeLevels(m, model::seriesOptions(st), excluded);
  QVector<double> cn, ct, lo, hi;
  for (const auto& l : levels) {
    cn << l.time.n;
    ct << l.centerSeconds;
    lo << l.centerSeconds - l.lowSeconds;
    hi << l.highSeconds - l.centerSeconds;
  }
  m_center->setData(cn, ct, true);
  m_errorBars->setData(lo, hi);
  m_center->setName(tr("%1 of repetitions, %2")
                        .arg(st.median ? tr("Median") : tr("Mean"),
                             st.stddevBars ? tr("±1 s.d.") : tr("min–max")));
  const bool repeated =
      std::any_of(levels.begin(), levels.end(), [](const auto& l) { return l.time.count > 1; });
  m_center->setVisible(repeated);
  m_errorBars->setVisible(repeated);
  if (repeated)
    m_center->addToLegend();
  else
    m_center->removeFromLegend();
}

void ScalingFitTab::drawFit(const model::MeasuredSeries& m, double nLo, double nHi) {
  const model::FitResult& fit = *m_fit;
  sampleCurve(fit, nLo, nHi, 120, m_fitted, m_bandLow, m_bandHigh);
  m_fitted->setName(tr("Fitted %1").arg(lawText(model::lawEntry(fit.kind).title)));
  m_extrapolated->setName(tr("Extrapolated (prediction)"));
  std::vector<double> un, ut, hn, ht, on, ot;
  QStringList ud, hd, od;
  std::size_t k = 0;
  for (const auto& p : m.points) {
    if (!p.timeSeconds) continue;
    const double r = fit.residuals[k];
    // Every run says what a click does (issue 32: the outlier's tooltip did not).
    const QString d = tr("residual %1 s (%2 %)<br>line %3<br>click to exclude it from the fit")
                          .arg(shortNumber(r, 3), shortNumber(100 * r / *p.timeSeconds, 3))
                          .arg(p.line);
    if (fit.excluded[k]) {
      ++k;
      continue;  // drawn hollow grey by refresh
    }
    if (fit.usedInFit[k])
      un.push_back(p.n), ut.push_back(*p.timeSeconds), ud << d;
    else
      hn.push_back(p.n), ht.push_back(*p.timeSeconds), hd << d;
    if (p.outlier)
      on.push_back(p.n), ot.push_back(*p.timeSeconds),
          od << tr("<b>outlier</b> among the runs at this N (modified z-score > 3.5), still "
                   "fitted<br>%1")
                    .arg(d);
    ++k;
  }
  setSortedData(m_used, un, ut, ud);
  setSortedData(m_heldOut, hn, ht, hd);
  setSortedData(m_outliers, on, ot, od);
  m_heldOut->setVisible(!hn.empty());
  m_outliers->setVisible(!on.empty());
  for (QCPGraph* g : {m_heldOut, m_outliers})
    if (g->visible())
      g->addToLegend();
    else
      g->removeFromLegend();
}

void ScalingFitTab::sampleVisibleRange() {
  for (QCPGraph* g : {m_extraLow, m_extraHigh, m_extrapolated}) g->data()->clear();
  if (!m_fit) return;
  const QCPRange visible = m_plot->xAxis->range();
  const double lo = std::max(1.0, visible.lower), hi = visible.upper;  // no law below N = 1
  if (!(hi > lo)) return;
  sampleCurve(*m_fit, lo, hi, 200, m_extrapolated, m_extraLow, m_extraHigh);
  m_plot->replot(QCustomPlot::rpQueuedReplot);
}

double ScalingFitTab::predictAt() const {
  return m_predictN->value();
}

void ScalingFitTab::setPredictAt(double n) {
  if (std::isfinite(n)) m_predictN->setValue(n);  // clamped to the box's range
}

void ScalingFitTab::showPrediction() {
  if (!m_fit) {
    m_predictText->setText(tr("no fit"));
    return;
  }
  const double n = m_predictN->value();
  const model::Prediction p = model::predictAt(*m_fit, n);
  const QString unit = m_unit.isEmpty() ? QString() : " " + m_unit;
  // With constant noise the interval is symmetric in T (model/README.md, Fits): a lower end
  // below 0 s is no time, so the model reports 0 and says so.
  const bool clipped = p.lowerClipped;
  // No-break spaces around the "…": the wrapped line broke the interval in two.
  QString text = tr("T(%1%2) = %3 s, 95 % prediction interval %4\u00a0…\u00a0%5\u00a0s")
                     .arg(shortNumber(n, 6), unit, shortNumber(p.timeSeconds),
                          clipped ? QStringLiteral("0") : shortNumber(p.lowerSeconds),
                          shortNumber(p.upperSeconds));
  // The notes in one bracket and short: on a 1280×720 projector each line the text takes is a line
  // less for the plot; the measured range is in the tooltip (and on the plot).
  const bool extrapolated = n < m_measuredLo || n > m_measuredHi;
  QStringList notes;
  if (extrapolated) notes << tr("extrapolated");
  if (clipped) notes << tr("lower end < 0 s");
  if (!notes.isEmpty()) text += " (" + notes.join("; ") + ")";
  m_predictText->setText(text);
  // The whole interval in the tooltip, where the line has no room for it.
  m_predictText->setToolTip(
      tr("95 % prediction interval of one new run at N = %1: %2 … %3 s, %4 "
         "(model/README.md, Fits)%5%6")
          .arg(shortNumber(n, 6), shortNumber(p.lowerSeconds), shortNumber(p.upperSeconds),
               m_fit->noise == model::FitNoise::Relative
                   ? tr("for a scatter proportional to the time (symmetric in log T)")
                   : tr("for a constant scatter (symmetric about T)"),
               clipped ? tr("; a time cannot be below 0, so 0 is shown") : QString(),
               extrapolated ? tr("; extrapolated: the runs measured N = %1…%2")
                                  .arg(shortNumber(m_measuredLo), shortNumber(m_measuredHi))
                            : QString()));
}

QString ScalingFitTab::note() const {
  return m_footnote->text();
}

QString ScalingFitTab::noiseNote() const {
  return m_noiseNote->text();
}

QString ScalingFitTab::noiseText(const model::FitResult& f) {
  const bool relative = f.noise == model::FitNoise::Relative;
  // One run's standard deviation, as the fit sees it and as the repetitions alone show it.
  const auto spread = [&](double variance) {
    return relative ? tr("± %1 %").arg(shortNumber(100 * std::sqrt(variance), 2))
                    : tr("± %1 s").arg(shortNumber(std::sqrt(variance), 2));
  };
  QString text = relative
                     ? tr("Weighted by 1/time² (Noise of a run: relative): one run scatters %1")
                     : tr("Unweighted (Noise of a run: constant): one run scatters %1");
  text = text.arg(spread(f.residualVariance));
  if (f.repeatVariance)
    text += tr("; the repetitions alone: %1 (%2 degrees of freedom)")
                .arg(spread(*f.repeatVariance))
                .arg(f.repeatDegreesOfFreedom);
  return text;
}

QString ScalingFitTab::summary() const {
  if (!m_fit) return {};
  const model::FitResult& f = *m_fit;
  QStringList lines;
  // A semicolon between the law and its values: wrapped to a figure's width, the spaces
  // alone closed up into "α/N) t₁ = …".
  lines << fittedFormula(f) + ";  " + fitParameterTexts(f).join(QStringLiteral(",  "));
  const QString runs =
      f.nExcluded > 0
          ? tr("%1 of %2 runs, %3 excluded").arg(f.nPoints).arg(f.residuals.size()).arg(f.nExcluded)
          : tr("%1 runs").arg(f.nPoints);
  QString quality = tr("R² = %1 on %2 (± = 1 standard error; band: 95 %)")
                        .arg(QString::number(f.r2, 'f', 4), runs);
  // A fitted α the scenario shows as its serial fraction: say which 1−α that is.
  const auto& parameters = timeLawOf(f).parameters;
  for (std::size_t i = 0; i < parameters.size(); ++i)
    if (parameters[i].shownBy == model::Param::SerialFraction && parameters[i].shownAsComplement)
      quality += tr(";  serial fraction 1−α = %1")
                     .arg(shortNumber(1 - f.parameters(static_cast<Eigen::Index>(i)), 3));
  if (f.kind == model::Law::Usl) {
    const auto peak = model::uslPeakN(f);
    quality += peak ? tr(";  peak speed-up at N* = √((1−σ)/κ) = %1").arg(shortNumber(*peak, 3))
                    : tr(";  N* = none (κ ≤ 0)");
  }
  lines << quality;
  // Held-out runs: how far the fit's prediction is from what was measured.
  double sum = 0, worst = 0;
  const int held = m_heldOut->data()->size();
  for (const auto& d : *m_heldOut->data()) {
    const double rel = std::abs(d.value - f.predict(d.key)) / d.value;
    sum += rel;
    worst = std::max(worst, rel);
  }
  if (held > 0)
    lines << tr("Fitted on the %1 runs at the %2 smallest N; predicts the other %3 within "
                "%4 % on average (worst %5 %)")
                 .arg(f.nPoints)
                 .arg(distinctKeys(m_used))
                 .arg(held)
                 .arg(shortNumber(100 * sum / held, 2), shortNumber(100 * worst, 2));
  return lines.join('\n');
}

void ScalingFitTab::updateApplyButton() {
  if (!m_fit) {
    m_apply->setEnabled(false);
    m_apply->setToolTip(tr("Nothing to apply: there is no fit (see the note under the plot)."));
    return;
  }
  const model::FitApplication a = model::applicationOfFit(*m_fit);
  m_apply->setEnabled(a.problem.empty());
  if (!a.problem.empty()) {
    m_apply->setToolTip(tr("Not available: %1.").arg(modelText(*a.problemText)));
    return;
  }
  QStringList lines;
  for (const auto& l : a.lines) lines << modelText(l);
  m_apply->setToolTip(
      tr("Sets the model's parameters to the fit, as one undo step:\n%1").arg(lines.join('\n')));
}

void ScalingFitTab::applyFit() {
  if (!m_fit) return;
  const model::FitApplication a = model::applicationOfFit(*m_fit);
  if (!a.problem.empty()) return;
  std::vector<std::pair<model::Param, double>> values;
  for (const auto& v : a.assignments) values.emplace_back(v.param, v.value);
  emit applyRequested(values, tr("Apply %1 fit").arg(lawText(model::lawEntry(m_fit->kind).title)));
}

void ScalingFitTab::clickRun(QMouseEvent* event) {
  constexpr double kClickPixels = 4, kPickPixels = 8;
  if (event->button() != Qt::LeftButton ||
      (event->pos() - m_pressPos).manhattanLength() > kClickPixels)
    return;
  const RunMark* nearest = nullptr;
  double best = kPickPixels;
  for (const RunMark& r : m_runs) {
    const double dx = m_plot->xAxis->coordToPixel(r.n) - event->position().x();
    const double dy = m_plot->yAxis->coordToPixel(r.timeSeconds) - event->position().y();
    if (const double d = std::hypot(dx, dy); d <= best) best = d, nearest = &r;
  }
  if (nearest) emit runClicked(nearest->run);
}

bool ScalingFitTab::markAnswer(const model::Question& q, const AnswerMark& mark,
                               const model::Scenario&, PlotMarks& marks) {
  if (q.kind != model::Question::Kind::Number ||
      (q.quantity != "fit.predicted_time_s" && q.quantity != "fit.measured_time_s"))
    return false;
  double largest = 0;
  for (const QCPGraph* runs : {m_used, m_heldOut})
    if (runs)
      for (const auto& d : *runs->data()) largest = std::max(largest, d.key);
  marks.markAnswer(plot()->yAxis, mark);
  if (largest > 0) marks.markAnswerPoint(plot()->xAxis, QPointF(largest, mark.truth));
  return true;
}

}  // namespace scalescope::views
