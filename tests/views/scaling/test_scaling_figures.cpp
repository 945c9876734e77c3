// The Scaling view's other tabs (offscreen): the fitted curve and its band, fit on the first k
// runs, the scaling-study figure for each baseline and for weak scaling, repetitions with error
// bars and outliers, T against 1/N, generations and precision. Expected values are computed
// here from the formulas, independently of the model code.
#include <qcustomplot.h>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QRegularExpression>
#include <QTableWidget>
#include <QTest>

#include "event_wait.h"
#include "fuzzy.h"
#include "model/core/scenario.h"
#include "model/data/measurements.h"
#include "plot_probe.h"
#include "test_entries.h"
#include "views/scaling/crowded_labels.h"
#include "views/scaling/scaling_fit_tab.h"
#include "views/scaling/scaling_generations_tab.h"
#include "views/scaling/scaling_inverse_tab.h"
#include "views/scaling/scaling_precision_tab.h"
#include "views/scaling/scaling_study_tab.h"
#include "views/scaling/scaling_view.h"

using namespace scalescope;

namespace {

using testing::valueAt;

model::DatasetCollection data(const char* text) {
  return testing::measurementData(text, "study.csv");
}

// Exact Amdahl times, t1 = 20 s, α = 0.9: T(N) = 20·(0.1 + 0.9/N) = 20, 11, 6.5, 4.25, 3.125.
const char* kAmdahl = "n,time_s\n1,20\n2,11\n4,6.5\n8,4.25\n16,3.125\n";

// Repetitions: N = 1: 10; N = 2: 6, 6.2, 5.8; N = 4: 4, 4.04, 3.96, 4.02, 8 (an outlier).
const char* kRepeated = "n,time_s\n1,10\n2,6\n2,6.2\n2,5.8\n4,4\n4,4.04\n4,3.96\n4,4.02\n4,8\n";

}  // namespace

class TestScalingFigures : public QObject {
  Q_OBJECT
 private slots:
  // A label laid over the ticks that point into the plot from the bottom or the left axis is
  // hidden like one that runs past the axes (on the 3.5 in precision figure "El Capitan
  // 2025-11" sat across the N axis); one clear of them stays.
  void aLabelOverTheTicksIsHidden() {
    QCustomPlot plot;
    plot.resize(400, 300);
    plot.xAxis->setRange(0, 100);
    plot.yAxis->setRange(0, 100);
    plot.xAxis->setTickLength(6, 0);
    plot.yAxis->setTickLength(6, 0);
    plot.replot();
    const QRect rect = plot.axisRect()->rect();
    const auto label = [&](double x, double yPixel) {
      auto* l = new QCPItemText(&plot);
      l->setClipToAxisRect(true);
      l->setPositionAlignment(Qt::AlignHCenter | Qt::AlignBottom);
      l->position->setCoords(x, plot.yAxis->pixelToCoord(yPixel));
      l->setText("El Capitan 2025-11");
      return l;
    };
    QCPItemText* clear = label(50, rect.center().y());
    QCPItemText* onTicks = label(50, rect.bottom() - 2);  // its bottom over the x ticks
    QCPItemText* right = label(80, rect.bottom() - 10);   // just above them
    views::CrowdedLabels::of(&plot)->setLabels({clear, onTicks, right});
    plot.replot();
    QVERIFY(clear->visible());
    QVERIFY(!onTicks->visible());
    QVERIFY(right->visible());
  }

  void fitDrawsCurveAndBand() {
    views::ScalingView view;
    view.setDatasets(data(kAmdahl));
    view.setScenario(model::Scenario{});
    view.showFitTab();
    const auto* tab = view.fitTab();
    QVERIFY(tab->fit().has_value());
    QCOMPARE(tab->fit()->nPoints, 5);
    QCOMPARE(tab->fittedRunsGraph()->data()->size(), 5);
    // The fitted curve at N = 10: 20·(0.1 + 0.09) = 3.8 s.
    const QCPGraph* fitted = tab->fittedGraph();
    QVERIFY(fitted->data()->size() > 50);
    double nearest = 0;
    for (const auto& d : *fitted->data())
      if (std::abs(d.key - 10) < std::abs(nearest - 10)) nearest = d.key;
    SS_COMPARE_REL(valueAt(fitted, nearest), 20 * (0.1 + 0.9 / nearest), 1e-7);
    // The band encloses the curve and the parameters are shown with their errors.
    for (int i = 0; i < fitted->data()->size(); i += 10) {
      const double t = (fitted->data()->constBegin() + i)->value;
      QVERIFY((tab->bandLowGraph()->data()->constBegin() + i)->value <= t * (1 + 1e-9));
      QVERIFY((tab->bandHighGraph()->data()->constBegin() + i)->value >= t * (1 - 1e-9));
    }
    QVERIFY2(tab->summary().contains("α = 0.9"), qPrintable(tab->summary()));
    QVERIFY(tab->summary().contains("t₁ = 20"));
    // Exact data: an error at the double's rounding reads 0 (it read "± 3e-16"), and the law
    // and its values are apart even where a wrapped caption closes up the spaces.
    QVERIFY2(tab->summary().contains("t₁ = 20 ± 0 s"), qPrintable(tab->summary()));
    QVERIFY2(tab->summary().contains("α/N);"), qPrintable(tab->summary()));
    QVERIFY(!tab->heldOutRunsGraph()->visible());
  }

  void fitOnFirstKPredictsTheRest() {
    views::ScalingView view;
    model::Scenario s;
    s.set("scaling.fit_first_k", 3);
    view.setDatasets(data(kAmdahl));
    view.setScenario(s);
    view.showFitTab();
    const auto* tab = view.fitTab();
    QVERIFY(tab->fit().has_value());
    QCOMPARE(tab->fit()->nPoints, 3);
    QCOMPARE(tab->fittedRunsGraph()->data()->size(), 3);
    QCOMPARE(tab->heldOutRunsGraph()->data()->size(), 2);  // N = 8 and 16
    QCOMPARE(tab->heldOutRunsGraph()->data()->constBegin()->key, 8.0);
    QVERIFY(tab->summary().contains("predicts the other 2"));
  }

  // A lesson's predicted time is marked where the fit reaches it (issue 31, item 6): fitted
  // on N = 1, 2, 4 of exact Amdahl times, the fit predicts T(16) = 20·(0.1 + 0.9/16) = 3.125 s
  // by hand; the answer line is on the time axis and the dot at (16, 3.125), the series'
  // largest N.
  void aPredictedTimeIsMarkedAtTheLargestN() {
    views::ScalingView view;
    model::Scenario s;
    s.set("scaling.fit_first_k", 3);
    view.setDatasets(data(kAmdahl));
    view.setScenario(s);
    view.showFitTab();
    model::Question q;
    q.kind = model::Question::Kind::Number;
    q.quantity = std::string("fit.predicted_time_s");
    q.reveal = model::LessonView::ScalingFit;
    QVERIFY(view.markAnswer(q, views::AnswerMark{3.125, "3.13 s", qQNaN()}));
    QCustomPlot* plot = view.fitTab()->plot();
    int dots = 0;
    bool line = false;
    for (int i = 0; i < plot->itemCount(); ++i) {
      if (auto* dot = qobject_cast<QCPItemTracer*>(plot->item(i))) {
        ++dots;
        QCOMPARE(dot->position->coords(), QPointF(16, 3.125));
      }
      if (auto* l = qobject_cast<QCPItemStraightLine*>(plot->item(i)))
        line = line || (l->point1->coords().y() == 3.125 && l->point2->coords().y() == 3.125);
    }
    QVERIFY(dots > 0);
    QVERIFY(line);
    view.clearMarks();
    for (int i = 0; i < plot->itemCount(); ++i)
      QVERIFY(!qobject_cast<QCPItemTracer*>(plot->item(i)));
  }

  // Piz Daint across generations asks for a predicted Rmax: the Generations plot (predicted
  // against measured) gets the answer line across its predicted axis.
  void aPredictedRmaxIsALineOnTheGenerationsPlot() {
    views::ScalingView view;
    view.setScenario(model::Scenario{});
    model::Question q;
    q.kind = model::Question::Kind::Number;
    q.quantity = std::string("generation.predicted_rmax_tflops");
    q.reveal = model::LessonView::Generations;
    QVERIFY(view.markAnswer(q, views::AnswerMark{19590, "19,590 TFlop/s", qQNaN()}));
    QCustomPlot* plot = view.generationsTab()->plot();
    bool line = false;
    for (int i = 0; i < plot->itemCount(); ++i)
      if (auto* l = qobject_cast<QCPItemStraightLine*>(plot->item(i)))
        line = line || (l->point1->coords().y() == 19590 && l->point2->coords().y() == 19590 &&
                        l->point1->keyAxis() == plot->xAxis);
    QVERIFY(line);
    q.quantity = std::string("generation.achieved_serial_fraction");  // not on this plot
    QVERIFY(!view.markAnswer(q, views::AnswerMark{8e-7, "8e-7", qQNaN()}));
  }

  // Three repetitions per N: "first 3" fits the 9 runs at N = 1, 2, 4 and predicts the 6 at
  // N = 8 and 16; the spin box reads in N values.
  void fitOnFirstKCountsDistinctN() {
    const char* repeated =
        "n,time_s\n1,20\n1,20.2\n1,19.8\n2,11\n2,11.1\n2,10.9\n4,6.5\n4,6.6\n4,6.4\n"
        "8,4.25\n8,4.3\n8,4.2\n16,3.125\n16,3.15\n16,3.1\n";
    views::ScalingView view;
    model::Scenario s;
    s.set("scaling.fit_first_k", 3);
    view.setDatasets(data(repeated));
    view.setScenario(s);
    view.showFitTab();
    const auto* tab = view.fitTab();
    QVERIFY(tab->fit().has_value());
    QCOMPARE(tab->fit()->nPoints, 9);
    QCOMPARE(tab->fittedRunsGraph()->data()->size(), 9);
    QCOMPARE(tab->heldOutRunsGraph()->data()->size(), 6);
    QCOMPARE(tab->heldOutRunsGraph()->data()->constBegin()->key, 8.0);
    QCOMPARE((tab->fittedRunsGraph()->data()->constEnd() - 1)->key, 4.0);
    QVERIFY2(tab->summary().contains("Fitted on the 9 runs at the 3 smallest N; predicts the "
                                     "other 6"),
             qPrintable(tab->summary()));
  }

  // "Predict at N", typed into as a user would, on the unweighted fit (noise: constant) of
  // T = 11, 6, 4 s at N = 1, 2, 4 (Amdahl, one degree of freedom). By hand (see test_fit,
  // bandsMatchHandSolution): at N = 2 T = 87/14 s, prediction interval ± t(0.975, 1)·√19/14 s,
  // t(0.975, 1) = 12.7062047 (t table). The label rounds to 4 significant digits, hence 1e-3.
  void predictAtNShowsTheInterval() {
    views::ScalingView view;
    view.setDatasets(data("n,time_s\n1,11\n2,6\n4,4\n"));
    model::Scenario constant;
    QVERIFY(constant.set("scaling.fit_noise", 1).empty());  // choice 1: constant
    view.setScenario(constant);
    view.showFitTab();
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, testing::kEventTimeoutMs));
    auto* tab = view.fitTab();
    QDoubleSpinBox* spin = tab->predictSpin();
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, "2");
    QTest::keyClick(spin, Qt::Key_Return);
    QCOMPARE(spin->value(), 2.0);
    const QString text = tab->predictLabel()->text();
    const QRegularExpression shown(QStringLiteral(
        R"(T\(2[^)]*\) = (\S+) s, 95 % prediction interval (\S+)\x{00a0}…\x{00a0}(\S+)\x{00a0}s)"));
    const auto match = shown.match(text);
    QVERIFY2(match.hasMatch(), qPrintable(text));
    const double centre = 87.0 / 14.0, half = 12.7062047 * std::sqrt(19.0) / 14.0;
    SS_COMPARE_REL(match.captured(1).toDouble(), centre, 1e-3);
    SS_COMPARE_REL(match.captured(2).toDouble(), centre - half, 1e-3);
    SS_COMPARE_REL(match.captured(3).toDouble(), centre + half, 1e-3);
    QVERIFY2(!text.contains("extrapolated"), qPrintable(text));
    // Beyond the measured N the text says so.
    spin->selectAll();
    QTest::keyClicks(spin, "1024");
    QCOMPARE(spin->value(), 1024.0);
    QVERIFY2(tab->predictLabel()->text().contains("(extrapolated; "),
             qPrintable(tab->predictLabel()->text()));
    QVERIFY2(tab->predictLabel()->toolTip().contains("extrapolated: the runs measured N = 1…4"),
             qPrintable(tab->predictLabel()->toolTip()));
    // With one degree of freedom the symmetric interval at N = 1024 reaches below 0 s: 0 is
    // shown and said, in the label and the tooltip; no negative time is printed (issue 32).
    const QRegularExpression clipped(QStringLiteral(
        R"(= (\S+) s, 95 % prediction interval 0\x{00a0}…\x{00a0}(\S+)\x{00a0}s \(extrapolated; lower end < 0 s\))"));
    const auto far = clipped.match(tab->predictLabel()->text());
    QVERIFY2(far.hasMatch(), qPrintable(tab->predictLabel()->text()));
    const QString tip = tab->predictLabel()->toolTip();
    QVERIFY2(tip.contains("N = 1024: 0 … ") && tip.contains("symmetric about T") &&
                 tip.contains("cannot be below 0"),
             qPrintable(tip));
    QVERIFY2(!tab->predictLabel()->text().contains("-") && !tip.contains(" -"), qPrintable(tip));

    // The default noise, relative: the interval is symmetric in log time and stays above 0 s.
    view.setScenario(model::Scenario{});
    const QString relative = tab->predictLabel()->text();
    QVERIFY2(!relative.contains("lower end < 0") && !relative.contains("interval 0\u00a0"),
             qPrintable(relative));
    QVERIFY2(tab->predictLabel()->toolTip().contains("symmetric in log T"),
             qPrintable(tab->predictLabel()->toolTip()));
    QVERIFY2(tab->noiseNote().contains("Weighted by 1/time²"), qPrintable(tab->noiseNote()));
  }

  // The curve covers the whole visible axis: zoomed out to N = 1…10⁵ the dashed prediction
  // reaches 10⁵ with the law's value there, T = 20·(0.1 + 0.9·10⁻⁵) s (exact data, 1e-7),
  // while the solid fitted part stays on the measured N = 1…16.
  void curveFollowsTheVisibleAxis() {
    views::ScalingView view;
    view.setDatasets(data(kAmdahl));
    view.setScenario(model::Scenario{});
    view.showFitTab();
    auto* tab = view.fitTab();
    const QCPGraph* dashed = tab->extrapolatedGraph();
    QVERIFY(dashed->visible());
    QCOMPARE(dashed->pen().style(), Qt::DashLine);
    QVERIFY(tab->plot()->legend->hasItemWithPlottable(dashed));
    QVERIFY2(dashed->name().contains("prediction"), qPrintable(dashed->name()));
    QCOMPARE((tab->fittedGraph()->data()->constEnd() - 1)->key, 16.0);
    tab->plot()->xAxis->setRange(0.5, 1e5);  // below N = 1 there is no law
    SS_COMPARE_REL(dashed->data()->constBegin()->key, 1.0, 1e-12);
    const auto last = dashed->data()->constEnd() - 1;
    SS_COMPARE_REL(last->key, 1e5, 1e-9);
    SS_COMPARE_REL(last->value, 20 * (0.1 + 0.9e-5), 1e-7);
    SS_COMPARE_REL((tab->extrapolatedBandHighGraph()->data()->constEnd() - 1)->key, 1e5, 1e-9);
    // Zoomed in again, it is re-sampled over the new range.
    tab->plot()->xAxis->setRange(100, 200);
    SS_COMPARE_REL(dashed->data()->constBegin()->key, 100.0, 1e-12);
    SS_COMPARE_REL((dashed->data()->constEnd() - 1)->key, 200.0, 1e-12);
  }

  void otherLawsAndNoFit() {
    views::ScalingView view;
    model::Scenario s;
    s.setFromText("scaling.law", "usl");
    view.setDatasets(data(kAmdahl));
    view.setScenario(s);
    view.showFitTab();
    QVERIFY(view.fitTab()->fit().has_value());
    QCOMPARE(view.fitTab()->fit()->law, std::string("usl"));
    s.set("scaling.show_fit", 0);
    view.setScenario(s);
    QVERIFY(!view.fitTab()->fit().has_value());
    QCOMPARE(view.fitTab()->fittedGraph()->data()->size(), 0);
  }

  // The result text names the USL's N* = √((1−σ)/κ), or says there is none when κ ≤ 0.
  // Exact USL times t1 = 100 s, σ = 0.02, κ = 1e-4: N* = √9800 = 98.99 (by hand), shown with
  // 3 significant digits as 99.
  void uslSummaryNamesPeakN() {
    QByteArray text = "n,time_s\n";
    for (double n : {1, 2, 4, 8, 16, 32, 64, 128})
      text += QByteArray::number(n) + "," +
              QByteArray::number(100 * (1 + 0.02 * (n - 1) + 1e-4 * n * (n - 1)) / n, 'g', 17) +
              "\n";
    views::ScalingView view;
    model::Scenario s;
    s.setFromText("scaling.law", "usl");
    view.setDatasets(data(text.constData()));
    view.setScenario(s);
    view.showFitTab();
    QVERIFY(view.fitTab()->fit().has_value());
    QVERIFY2(view.fitTab()->summary().contains("peak speed-up at N* = √((1−σ)/κ) = 99"),
             qPrintable(view.fitTab()->summary()));
    view.setDatasets(data(kAmdahl));  // no contention: κ held at 0
    view.setScenario(s);
    view.showFitTab();
    QCOMPARE(view.fitTab()->fit()->parameters(2), 0.0);
    QVERIFY2(view.fitTab()->summary().contains("N* = none (κ ≤ 0)"),
             qPrintable(view.fitTab()->summary()));
  }

  void studyBaselines() {
    views::ScalingView view;
    model::Scenario s;
    view.setDatasets(data(kAmdahl));
    view.setScenario(s);
    view.refreshAll();
    const auto* tab = view.studyTab();
    // Smallest N = 1: S(16) = 20/3.125 = 6.4; E = 0.4.
    SS_COMPARE_REL(valueAt(tab->speedupGraph(), 16), 6.4, 1e-12);
    SS_COMPARE_REL(valueAt(tab->efficiencyGraph(), 16), 0.4, 1e-12);
    // Ideal time from the baseline: T(1)·1/N = 20/16 = 1.25 at N = 16·1.25 = 20 → 1.
    const auto& ideal = *tab->idealTimeGraph()->data();
    SS_COMPARE_REL((ideal.constEnd() - 1)->value, 20.0 / (16 * 1.25), 1e-12);
    // One node = 4 units: S(16) = 4·T(4)/T(16) = 4·6.5/3.125 = 8.32.
    s.setFromText("scaling.baseline", "one_node");
    s.set("scaling.units_per_node", 4);
    view.setScenario(s);
    view.refreshAll();
    SS_COMPARE_REL(valueAt(tab->speedupGraph(), 16), 8.32, 1e-12);
    SS_COMPARE_REL(valueAt(tab->speedupGraph(), 4), 4.0, 1e-12);  // S(N_b) = N_b
  }

  void weakStudyHasFlatIdeal() {
    views::ScalingView view;
    view.setDatasets(data("n,time_s,scaling\n1,2,weak\n2,2.2,weak\n4,2.5,weak\n"));
    view.setScenario(model::Scenario{});
    view.refreshAll();
    const auto* tab = view.studyTab();
    for (const auto& d : *tab->idealTimeGraph()->data()) QCOMPARE(d.value, 2.0);
    // Efficiency T(1)/T(4) = 2/2.5 = 0.8 on the lower panel; ideal 1.
    SS_COMPARE_REL(valueAt(tab->speedupGraph(), 4), 0.8, 1e-12);
    for (const auto& d : *tab->idealSpeedupGraph()->data()) QCOMPARE(d.value, 1.0);
    QVERIFY(!tab->efficiencyGraph()->visible());
  }

  void repetitionsMeanMedianBarsOutliers() {
    views::ScalingView view;
    model::Scenario s;
    view.setDatasets(data(kRepeated));
    view.setScenario(s);
    view.refreshAll();
    const auto* tab = view.studyTab();
    QCOMPARE(tab->timeCenterGraph()->data()->size(), 3);  // one per N
    QCOMPARE(tab->timeRunsGraph()->data()->size(), 9);    // every run
    // N = 4 runs 4, 4.04, 3.96, 4.02, 8: mean 24.02/5 = 4.804; median 4.02.
    SS_COMPARE_REL(valueAt(tab->timeCenterGraph(), 4), 4.804, 1e-12);
    // Min–max bars: 4.804 − 3.96 below, 8 − 4.804 above.
    const auto bar = tab->timeErrorBars()->data()->at(2);
    SS_COMPARE_REL(bar.errorMinus, 4.804 - 3.96, 1e-12);
    SS_COMPARE_REL(bar.errorPlus, 8 - 4.804, 1e-12);
    // Run 8: median 4.02, MAD 0.02 → 0.6745·3.98/0.0402 (1 % floor) ≫ 3.5: the only outlier.
    QCOMPARE(tab->outlierGraph()->data()->size(), 1);
    QCOMPARE(tab->outlierGraph()->data()->constBegin()->value, 8.0);
    s.setFromText("scaling.center", "median");
    view.setScenario(s);
    view.refreshAll();
    SS_COMPARE_REL(valueAt(tab->timeCenterGraph(), 4), 4.02, 1e-12);
    // The fit uses every run: 9 observations.
    QVERIFY(view.fitTab()->fit().has_value());
    QCOMPARE(view.fitTab()->fit()->nPoints, 9);
  }

  void timeAgainstInverseN() {
    views::ScalingView view;
    // T = 2 + 8/N exactly: 10, 6, 4, 3.
    view.setDatasets(data("n,time_s\n1,10\n2,6\n4,4\n8,3\n"));
    view.setScenario(model::Scenario{});
    view.refreshAll();
    const auto* tab = view.inverseTab();
    QVERIFY(tab->lineFit().has_value());
    SS_COMPARE_REL(tab->lineFit()->intercept, 2.0, 1e-10);
    SS_COMPARE_REL(tab->lineFit()->slope, 8.0, 1e-10);
    SS_COMPARE_REL(valueAt(tab->interceptGraph(), 0), 2.0, 1e-10);
    SS_COMPARE_REL(valueAt(tab->runsGraph(), 0.25), 4.0, 1e-12);  // N = 4 at 1/N = 0.25
    QVERIFY(tab->interceptText().contains("a = 2"));
  }

  void generationsPlotsEveryPair() {
    model::DatasetCollection d;
    const model::Top500Entry a =
        testing::top500Entry("Piz Daint", "CSCS", "2017-06", 361760, 19590.0, 25326.3);
    const model::Top500Entry b =
        testing::top500Entry("Piz Daint", "CSCS", "2018-11", 387872, 21230.0, 27154.3);
    d.top500 = {a, b};
    views::ScalingView view;
    view.setDatasets(d);
    view.refreshAll();
    const auto* tab = view.generationsTab();
    QCOMPARE(tab->systemGraphs().size(), 1);
    QCOMPARE(tab->systemGraphs()[0]->data()->size(), 1);
    // 1−α_eff(2017) = (25326.3/19590 − 1)/(361760 − 1); E at 387872 = 1/(N·s + 1 − s).
    const double s = (25326.3 / 19590.0 - 1) / (361760 - 1);
    const double predicted = 27154.3 / (387872 * s + 1 - s);
    const auto point = *tab->systemGraphs()[0]->data()->constBegin();
    QCOMPARE(point.key, 21230.0);
    SS_COMPARE_REL(point.value, predicted, 1e-12);
    QCOMPARE(tab->table()->rowCount(), 1);
    QVERIFY2(tab->footnote().contains("1 distinct predictions;"), qPrintable(tab->footnote()));
    // A re-listing (same N, Rmax, Rpeak) is shown but left out of the summary, and counted.
    model::Top500Entry c = b;
    c.list = "2019-11";
    d.top500 = {a, b, c};
    view.setDatasets(d);
    view.refreshAll();
    QCOMPARE(tab->table()->rowCount(), 3);
    const QString foot = tab->footnote();
    // 2017-06 → 2019-11 repeats 2017-06 → 2018-11 (the same numbers): one distinct prediction.
    QVERIFY2(foot.contains("1 distinct predictions (left out: 1 re-listing(s) with unchanged N, "
                           "Rmax, Rpeak; 1 repeat(s) of a pair through a re-listed entry)"),
             qPrintable(foot));
    // Mean |error| of that one prediction: the re-listed entry's own pair is not among them.
    const double error = std::abs(predicted - 21230.0) / 21230.0;
    QVERIFY2(foot.contains(QStringLiteral("mean |error| %1 %").arg(100 * error, 0, 'g', 3)),
             qPrintable(foot));
    int relisting = 0, repeats = 0;
    for (int r = 0; r < tab->table()->rowCount(); ++r) {
      relisting += tab->table()->item(r, 7)->text() == "re-listing";
      repeats += tab->table()->item(r, 7)->text().endsWith("(repeat)");
    }
    QCOMPARE(relisting, 1);
    QCOMPARE(repeats, 1);
  }

  void precisionCurvesAndMeasuredRatios() {
    model::DatasetCollection d;
    d.top500 = {testing::top500Entry("Fugaku", "RIKEN", "2020-06", 7299072, 415530, 513854.7)};
    d.hplMxp.push_back({"2020-06", "Fugaku", 1421.0, 415.53, 3, 4.0});
    d.hplMxp.push_back({"2020-11", "Fugaku", 2004.0, 442.01, 4, 4.0});
    d.hplMxp.push_back({"2022-06", "Frontier", 6861.0, 1102.0, 5, std::nullopt});
    model::Scenario s;
    s.set("timeline.accelerator", 0);
    s.set("timeline.serial_s", 1);
    s.set("timeline.compute_s", 3);
    views::ScalingView view;
    view.setDatasets(d);
    view.setScenario(s);
    view.refreshAll();
    const auto* tab = view.precisionTab();
    // N = 1: FP64 1 + 3 = 4 s, FP16 (r = 4) 1 + 0.75 = 1.75 s, FP32 (r = 2) 2.5 s; drawn as
    // the realised fraction gain/r: (4/1.75)/4 and (4/2.5)/2.
    SS_COMPARE_REL(valueAt(tab->fp16Graph(), 1), 4 / 1.75 / 4, 1e-12);
    SS_COMPARE_REL(valueAt(tab->fp32Graph(), 1), 4 / 2.5 / 2, 1e-12);
    // Measured: HPL-MxP/HPL over the machine's own r (A64FX: 4), at the nearest list's cores.
    // Frontier has no r_machine here: not drawn, and the footnote says so.
    QCOMPARE(tab->measuredGraph()->data()->size(), 2);
    const double first = 1421.0 / 415.53 / 4, second = 2004.0 / 442.01 / 4;  // 0.855, 1.134
    QVERIFY(tab->measuredGraph()->data()->constBegin()->value == first ||
            tab->measuredGraph()->data()->constBegin()->value == second);
    const QString foot = tab->footnote();
    QVERIFY2(foot.contains("weak-scaled"), qPrintable(foot));
    QVERIFY2(foot.contains("different algorithm") || foot.contains("another algorithm"),
             qPrintable(foot));
    // The footnote states the range the points show, and why one lies above 1.
    QVERIFY2(foot.contains("0.855 (Fugaku 2020-06) to 1.13 (Fugaku 2020-11)"), qPrintable(foot));
    QVERIFY2(foot.contains("Above 1"), qPrintable(foot));
    QVERIFY2(foot.contains("No vendor r_machine: Frontier 2022-06"), qPrintable(foot));
  }
};

QTEST_MAIN(TestScalingFigures)
#include "test_scaling_figures.moc"
