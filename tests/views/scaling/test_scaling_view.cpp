// The Scaling view's Curves tab (offscreen): the law curves hold the formulas' values, a
// loaded file gives one measured series per group with its residuals, toggles hide curves,
// and a parameter edited in the tab is reported, not applied.
#include <qcustomplot.h>
#include <QApplication>
#include <QComboBox>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include "event_wait.h"
#include "fuzzy.h"
#include "model/core/parameter_table.h"
#include "model/core/scenario.h"
#include "model/data/measurements.h"
#include "plot_probe.h"
#include "test_entries.h"
#include "views/common/plot_export.h"
#include "views/scaling/scaling_curves_tab.h"
#include "views/scaling/scaling_precision_tab.h"
#include "views/scaling/scaling_view.h"

using namespace scalescope;

namespace {

// Two groups: a strong-scaling study and a weak one.
const char* kTwoGroups =
    "group,scaling,n,time_s\n"
    "strong,strong,1,10\n"
    "strong,strong,2,6\n"
    "strong,strong,4,4\n"
    "weak,weak,1,2\n"
    "weak,weak,4,2.5\n";

using testing::valueAt;

/// A question of a lesson step revealed on the Scaling view.
model::Question scalingQuestion(model::Question::Kind kind, std::string quantity) {
  model::Question q;
  q.kind = kind;
  q.quantity = std::move(quantity);
  q.reveal = model::LessonView::Scaling;
  return q;
}

model::DatasetCollection data(const char* text) {
  return testing::measurementData(text, "two.csv");
}

}  // namespace

class TestScalingView : public QObject {
  Q_OBJECT
 private slots:
  void amdahlCurveAtThousand() {
    views::ScalingView view;
    model::Scenario s;
    s.set("serial_fraction", 0.05);
    view.setScenario(s);
    QCPGraph* amdahl = view.curvesTab()->lawGraph(0);
    QVERIFY(amdahl->name().startsWith("Amdahl"));
    QVERIFY(amdahl->visible());
    // 241 points, 30 per decade from N = 1: N = 10^(8·90/240) = 1000 is one of them.
    // S(1000) = 1/(0.05 + 0.95/1000) = 1/0.05095 = 19.627…
    SS_COMPARE_REL(valueAt(amdahl, 1000), 1.0 / (0.05 + 0.95 / 1000), 1e-12);
    // Gustafson S(1000) = 0.05 + 0.95·1000 = 950.05.
    SS_COMPARE_REL(valueAt(view.curvesTab()->lawGraph(1), 1000), 950.05, 1e-12);
    QCOMPARE(view.curvesPlot()->xAxis->scaleType(), QCPAxis::stLogarithmic);  // N, shared
    QCOMPARE(amdahl->valueAxis(), view.curvesTab()->mainRect()->axis(QCPAxis::atLeft));
    QCOMPARE(amdahl->valueAxis()->scaleType(), QCPAxis::stLogarithmic);
  }

  void pimAndNEditsDoNotReplotTheCurves() {
    views::ScalingView view;
    view.resize(700, 450);
    model::Scenario s;
    view.setScenario(s);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, testing::kEventTimeoutMs));
    QCoreApplication::processEvents();
    int replots = 0;
    connect(view.curvesPlot(), &QCustomPlot::afterReplot, [&] { ++replots; });
    QCOMPARE(s.set("pim.dpus", 1024), std::string());
    QCOMPARE(s.set("pim.algorithm", 2), std::string());
    // The document hands the view the parameters changed since its last refresh.
    view.setScenario(s, {model::Param::PimDpus, model::Param::PimAlgorithm});
    QCoreApplication::processEvents();
    QCOMPARE(replots, 0);
    // Nor does N: the curves span the whole N range. The precision tab marks the scenario's
    // N, so it is redrawn with the new N when it is shown.
    QCOMPARE(s.set("n", 4096), std::string());
    view.setScenario(s, {model::Param::N});
    QCoreApplication::processEvents();
    QCOMPARE(replots, 0);
    view.tabs()->setCurrentWidget(view.precisionTab());
    QCOMPARE(view.precisionTab()->scenarioNGraph()->data()->begin()->key, 4096.0);
    view.tabs()->setCurrentIndex(0);
    QCOMPARE(s.set("serial_fraction", 0.05), std::string());
    view.setScenario(s, {model::Param::SerialFraction});
    QTRY_COMPARE(replots, 1);
    SS_COMPARE_REL(valueAt(view.curvesTab()->lawGraph(0), 1000), 1.0 / (0.05 + 0.95 / 1000), 1e-12);
  }
  void efficiencyAndPayload() {
    views::ScalingView view;
    model::Scenario s;
    s.set("serial_fraction", 0.05);
    s.setFromText("scaling.quantity", "efficiency");
    view.setScenario(s);
    // E(1000) = 1/(1000·0.05 + 0.95) = 1/50.95.
    SS_COMPARE_REL(valueAt(view.curvesTab()->lawGraph(0), 1000), 1.0 / 50.95, 1e-12);
    QVERIFY(view.curvesTab()->lawGraph(0)->valueAxis()->label().contains("fficiency"));
    s.setFromText("scaling.quantity", "payload");
    s.set("scaling.unit_peak_gflops", 100);
    view.setScenario(s);
    // P = N·P₁·E = 1000 · 0.1 TFlop/s / 50.95.
    SS_COMPARE_REL(valueAt(view.curvesTab()->lawGraph(0), 1000), 1000 * 0.1 / 50.95, 1e-12);
    QVERIFY(view.curvesTab()->lawGraph(0)->valueAxis()->label().contains("TFlop/s"));
  }

  void payloadOfASeriesNeedsItsOwnPeak() {
    // A series of MPI processes has no payload from the scenario's P₁ (a Piz Daint core): it
    // shows no points and its legend says why; with unit_peak_gflops it has them.
    views::ScalingView view;
    auto data = testing::measurementData("n,time_s\n1,10\n2,6\n4,4\n", "plain.csv");
    auto own =
        model::readMeasurementsText("n,time_s,unit_peak_gflops\n1,10,50\n2,6,50\n", "own.csv");
    QVERIFY(own.ok());
    data.measurements.push_back(*own);
    view.setDatasets(data);
    model::Scenario s;
    s.setFromText("scaling.quantity", "payload");
    view.setScenario(s);
    view.refreshAll();
    const auto& graphs = view.curvesTab()->measuredGraphs();
    QCOMPARE(graphs[0]->data()->size(), 0);
    QVERIFY2(graphs[0]->name().contains("no payload: needs Rmax or a unit_peak_gflops column"),
             qPrintable(graphs[0]->name()));
    // T(1) = 10, T(2) = 6 on units of 50 GFlop/s: payload 2·0.05·(10/12) TFlop/s at N = 2.
    QCOMPARE(graphs[1]->data()->size(), 2);
    SS_COMPARE_REL(valueAt(graphs[1], 2), 2 * 0.05 * 10.0 / 12.0, 1e-12);
    QVERIFY(!graphs[1]->name().contains("no payload"));
    // In speed-up the same plain series is drawn as usual.
    s.setFromText("scaling.quantity", "speedup");
    view.setScenario(s);
    view.refreshAll();
    QCOMPARE(view.curvesTab()->measuredGraphs()[0]->data()->size(), 3);
  }

  void togglingALawHidesIt() {
    views::ScalingView view;
    model::Scenario s;
    view.setScenario(s);
    QCPGraph* usl = view.curvesTab()->lawGraph(2);
    QVERIFY(usl->visible());
    QVERIFY(view.curvesPlot()->legend->hasItemWithPlottable(usl));
    s.set("scaling.show_usl", 0);
    view.setScenario(s);
    QVERIFY(!usl->visible());
    QVERIFY(!view.curvesPlot()->legend->hasItemWithPlottable(usl));
    QVERIFY(view.curvesTab()->lawGraph(0)->visible());
    s.set("scaling.show_timeline", 0);
    s.set("scaling.show_usl", 1);
    view.setScenario(s);
    QVERIFY(usl->visible());
    QVERIFY(!view.curvesTab()->lawGraph(4)->visible());
  }

  void loadedFileGivesOneSeriesPerGroup() {
    views::ScalingView view;
    model::Scenario s;
    s.set("serial_fraction", 0.1);
    view.setScenario(s);
    QCOMPARE(view.curvesTab()->measuredGraphs().size(), 0);
    view.setDatasets(data(kTwoGroups));
    const auto& measured = view.curvesTab()->measuredGraphs();
    QCOMPARE(measured.size(), 2);
    QCOMPARE(measured[0]->name(), QString("strong"));
    QVERIFY(measured[1]->name().startsWith("weak"));
    QCOMPARE(measured[0]->data()->size(), 3);
    QCOMPARE(measured[1]->data()->size(), 2);
    // Strong: S(4) = T(1)/T(4) = 10/4 = 2.5. Weak: S = N·T(1)/T(4) = 4·2/2.5 = 3.2.
    SS_COMPARE_REL(valueAt(measured[0], 4), 2.5, 1e-12);
    SS_COMPARE_REL(valueAt(measured[1], 4), 3.2, 1e-12);
    // Residual vs Amdahl (1−α = 0.1) at N = 4: S = 1/(0.1 + 0.9/4) = 1/0.325;
    // 100·(2.5·0.325 − 1) = −18.75 %.
    const auto& residuals = view.curvesTab()->residualGraphs();
    QCOMPARE(residuals.size(), 2);
    SS_COMPARE_REL(valueAt(residuals[0], 4), -18.75, 1e-10);
    QCOMPARE(residuals[0]->valueAxis(), view.curvesTab()->residualRect()->axis(QCPAxis::atLeft));
    // Hiding the measured series removes them and their residuals.
    s.set("scaling.show_measured", 0);
    view.setScenario(s);
    QCOMPARE(view.curvesTab()->measuredGraphs().size(), 0);
    QCOMPARE(view.curvesTab()->residualGraphs().size(), 0);
  }

  void residualsFollowTheChosenLaw() {
    views::ScalingView view;
    model::Scenario s;
    s.set("serial_fraction", 0.1);
    s.setFromText("scaling.law", "gustafson");
    view.setDatasets(data(kTwoGroups));
    view.setScenario(s);
    // Gustafson S(4) = 0.1 + 0.9·4 = 3.7; strong run S = 2.5: 100·(2.5/3.7 − 1) = −32.43 %.
    SS_COMPARE_REL(valueAt(view.curvesTab()->residualGraphs()[0], 4), 100 * (2.5 / 3.7 - 1), 1e-10);
    QVERIFY(view.curvesTab()->residualRect()->axis(QCPAxis::atLeft)->label().contains("Gustafson"));
  }

  // A law step moves the residuals and nothing else: the measured graphs and their tooltip
  // texts stay as they were (with 30,000 TOP500 entries their rebuild took most of a 1−α
  // step); a new quantity rebuilds them.
  void aLawStepMovesOnlyTheResiduals() {
    views::ScalingView view;
    model::Scenario s;
    s.set("serial_fraction", 0.1);
    view.setDatasets(data(kTwoGroups));
    view.setScenario(s);
    const QPointer<QCPGraph> strong = view.curvesTab()->measuredGraphs().value(0);
    QVERIFY(strong);
    s.set("serial_fraction", 0.3);
    view.setScenario(s, {model::Param::SerialFraction});
    QVERIFY2(strong, "the measured graph was rebuilt on a law step");
    QCOMPARE(view.curvesTab()->measuredGraphs().value(0), strong.data());
    SS_COMPARE_REL(valueAt(strong, 4), 2.5, 1e-12);
    // Amdahl with 1−α = 0.3 at N = 4: S = 1/(0.3 + 0.7/4) = 1/0.475; 100·(2.5·0.475 − 1) = 18.75 %.
    QCPGraph* residual = view.curvesTab()->residualGraphs().value(0);
    SS_COMPARE_REL(valueAt(residual, 4), 18.75, 1e-10);
    // Each residual keeps its run's tooltip text.
    const QStringList details = residual->property("details").toStringList();
    QCOMPARE(details.size(), residual->data()->size());
    QVERIFY2(details.last().contains("S = 2.5"), qPrintable(details.last()));
    // A parameter of another law leaves Amdahl's residuals as they were drawn (100,000 runs:
    // issue 34); against the timeline law the same step moves them.
    const QCPGraphData* drawn = &*residual->data()->constBegin();
    s.set("timeline.precision", 2);
    view.setScenario(s, {model::Param::TimelinePrecision});
    QCOMPARE(&*residual->data()->constBegin(), drawn);
    SS_COMPARE_REL(valueAt(residual, 4), 18.75, 1e-10);
    s.setFromText("scaling.law", "timeline");
    view.setScenario(s, {model::Param::ScalingLaw});
    const double timeline = valueAt(residual, 4);
    s.set("timeline.precision", 0);
    view.setScenario(s, {model::Param::TimelinePrecision});
    QVERIFY2(valueAt(residual, 4) != timeline, "the timeline law's residuals did not move");
    s.setFromText("scaling.law", "amdahl");
    view.setScenario(s, {model::Param::ScalingLaw});

    s.setFromText("scaling.quantity", "efficiency");
    view.setScenario(s, {model::Param::ScalingQuantity});
    QVERIFY(!strong);  // rebuilt for the new quantity
    SS_COMPARE_REL(valueAt(view.curvesTab()->measuredGraphs().value(0), 4), 2.5 / 4, 1e-12);
  }

  // A residual panel with no room for its short title (presenter mode's large type in a
  // small window) folds away, and the "Residuals vs" choice, which then acts on nothing on
  // screen, is greyed with a tooltip saying why; both come back together.
  // A lesson's answer is marked where the curve reaches it (issue 31, item 6): Amdahl's wall
  // asks S at N = 1,024 with 1−α = 0.05 — by hand 1/(0.05 + 9.27734·10⁻⁴) = 19.6357 — a dot
  // sits at (1024, 19.6357) on the Amdahl curve; its slider step asks where E falls below 0.5 —
  // by hand N = (1 + s)/s = 21, so the first whole N is 22 — with a dashed "E = 0.5" level and
  // the dot at (22, 0.5). The ceiling 1/(1−α) = 20 is reached at no N: a line, no dot.
  void answersAreMarkedWhereTheCurveReachesThem() {
    views::ScalingView view;
    model::Scenario s;
    s.set("serial_fraction", 0.05);
    s.set("n", 1024);
    view.setScenario(s);
    QCustomPlot* plot = view.curvesPlot();
    const auto dots = [&] {
      QList<QCPItemTracer*> found;
      for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* t = qobject_cast<QCPItemTracer*>(plot->item(i))) found << t;
      return found;
    };
    model::Question q = scalingQuestion(model::Question::Kind::Number, "S");
    const double s1024 = 1 / (0.05 + 0.95 / 1024);
    QVERIFY(view.markAnswer(q, views::AnswerMark{s1024, "19.6×", qQNaN()}));
    QVERIFY(!dots().isEmpty());
    for (QCPItemTracer* dot : dots()) {
      QCOMPARE(dot->position->coords().x(), 1024.0);
      SS_COMPARE_REL(dot->position->coords().y(), 19.6357, 1e-5);
    }
    // On the curve as drawn: the Amdahl graph interpolated log–log at N = 1,024 between its
    // points on either side is within 0.1 % of the dot.
    const auto* data = view.curvesTab()->lawGraph(0)->data().data();
    auto after = data->findBegin(1024, false);
    QVERIFY(after != data->constBegin() && after != data->constEnd());
    const auto before = after - 1;
    const double t = std::log(1024 / before->key) / std::log(after->key / before->key);
    SS_COMPARE_REL(
        std::exp(std::log(before->value) + t * (std::log(after->value) - std::log(before->value))),
        19.6357, 1e-3);
    view.clearMarks();
    QVERIFY(dots().isEmpty());

    q = scalingQuestion(model::Question::Kind::Number, "amdahl.limit");
    QVERIFY(view.markAnswer(q, views::AnswerMark{20, "20×", qQNaN()}));
    QVERIFY(dots().isEmpty());
    view.clearMarks();

    s.set("n", 1);
    s.setFromText("scaling.quantity", "efficiency");
    view.setScenario(s);
    q = scalingQuestion(model::Question::Kind::Slider, "E");
    q.parameter = model::Param::N;
    q.threshold = 0.5;
    QVERIFY(view.markAnswer(q, views::AnswerMark{22, "Processors N = 22", qQNaN()}));
    QVERIFY(!dots().isEmpty());
    for (QCPItemTracer* dot : dots()) QCOMPARE(dot->position->coords(), QPointF(22, 0.5));
    bool level = false;
    for (int i = 0; i < plot->itemCount(); ++i)
      if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
        level = level || text->text() == "E = 0.5";
    QVERIFY(level);
    view.clearMarks();
  }

  void residualChoiceFollowsItsPanel() {
    views::ScalingView view;
    model::Scenario s;
    view.setScenario(s);
    view.resize(460, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, testing::kEventTimeoutMs));
    views::ScalingCurvesTab* curves = view.curvesTab();
    QCustomPlot* plot = curves->plot();
    const auto settle = [&] {
      for (int i = 0; i < 5; ++i) {
        plot->replot();
        QTest::qWait(20);
      }
    };
    QFont large = plot->yAxis->labelFont();
    large.setPointSizeF(large.pointSizeF() * 4);
    plot->yAxis->setLabelFont(large);  // the residual axis: plot->yAxis
    settle();
    QWidget* choice = curves->residualLawBox()->parentWidget();
    QVERIFY2(!curves->residualRect()->visible(),
             qPrintable(QString("residuals %1 px high").arg(curves->residualRect()->height())));
    QVERIFY(!choice->isEnabled());
    QVERIFY(choice->toolTip().contains("no room"));
    plot->yAxis->setLabelFont(QFont(large.family(), 9));
    view.resize(460, 800);  // the fold comes back 24 px taller
    settle();
    QVERIFY(curves->residualRect()->visible());
    QVERIFY(choice->isEnabled());
    QVERIFY(choice->toolTip().isEmpty());
  }

  void top500EntriesAreASeries() {
    model::DatasetCollection d;
    d.top500 = {testing::top500Entry("Piz Daint", "CSCS", "2018-11", 387872, 21230.0, 27154.3)};
    views::ScalingView view;
    model::Scenario s;
    s.setFromText("scaling.quantity", "efficiency");
    view.setScenario(s);
    view.setDatasets(d);
    QCOMPARE(view.curvesTab()->measuredGraphs().size(), 1);
    // E = Rmax/Rpeak = 21230/27154.3 = 0.7818…
    SS_COMPARE_REL(valueAt(view.curvesTab()->measuredGraphs()[0], 387872), 21230.0 / 27154.3,
                   1e-12);
  }

  void editsInTheTabAreReportedNotApplied() {
    views::ScalingView view;
    QSignalSpy spy(&view, &views::ScalingView::parameterEdited);
    auto* combo = view.curvesTab()->findChildren<QComboBox*>().front();  // quantity
    combo->setCurrentIndex(1);
    emit combo->activated(1);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy[0][0].value<model::Param>(), model::Param::ScalingQuantity);
    QCOMPARE(spy[0][1].toDouble(), 1.0);
    // Showing a scenario does not echo an edit.
    view.setScenario(model::Scenario{});
    QCOMPARE(spy.count(), 1);
    QCOMPARE(combo->currentIndex(), 0);
  }

  void everyFigureExports() {
    views::ScalingView view;
    view.setDatasets(data(kTwoGroups));
    view.setScenario(model::Scenario{});
    const auto figures = view.figures();
    QCOMPARE(figures.size(), std::size_t(6));
    QCOMPARE(figures.front().stem, QString("scaling"));
    QCOMPARE(figures.front().plot, view.curvesPlot());
    for (const auto& figure : figures) {
      QCustomPlot* plot = figure.plot;
      const QString& name = figure.stem;
      QImage image = plot->toPixmap(600, 450).toImage();
      int dark = 0;
      for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3) dark += qGray(image.pixel(x, y)) < 128;
      QVERIFY2(dark > 100, qPrintable(name + " is blank"));
    }
  }

  // A report-column figure (504×360 px, the export default): every legend entry of every
  // Scaling figure whole and inside the figure. Four fixed columns cut "Fitted Amdahl" to
  // "Fitted Amda" and "Runs used in the fit" at the figure's edge.
  void legendsFitAReportColumn() {
    views::ScalingView view;
    view.setDatasets(data(kTwoGroups));
    view.setScenario(model::Scenario{});
    QStringList problems;
    for (const auto& figure : view.figures()) {
      QCustomPlot* plot = figure.plot;
      const QString& name = figure.stem;
      plot->toPixmap(504, 360);
      plot->toPixmap(504, 360);  // the columns are fitted after a layout at this size
      for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        auto* legend = qobject_cast<QCPLegend*>(element);
        if (!legend || !legend->visible()) continue;
        for (int i = 0; i < legend->itemCount(); ++i) {
          QCPAbstractLegendItem* item = legend->item(i);
          if (!item) continue;
          const QRect box = item->outerRect();
          const int needs = item->minimumOuterSizeHint().width();
          const QString text =
              qobject_cast<QCPPlottableLegendItem*>(item)
                  ? qobject_cast<QCPPlottableLegendItem*>(item)->plottable()->name()
                  : QString::number(i);
          if (box.left() < 0 || box.right() > 504 || box.width() < needs - 1)
            problems << QString("%1: '%2' at %3…%4 px, needs %5 px")
                            .arg(name, text)
                            .arg(box.left())
                            .arg(box.right())
                            .arg(needs);
        }
      }
    }
    QVERIFY2(problems.isEmpty(), qPrintable("\n" + problems.join("\n")));
  }
};

QTEST_MAIN(TestScalingView)
#include "test_scaling_view.moc"
