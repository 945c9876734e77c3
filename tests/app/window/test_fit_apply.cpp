// Issue 16 item 3, in the real window: "Apply to model" in the Fit tab sets the fitted law's
// parameters (serial fraction; USL σ and κ) as one undo step, and a click on a measured run
// leaves it out of the fit (one undo step, saved with the scenario, dropped with a warning
// when the data no longer hold it). Expected values come from fits computed here by hand:
// Amdahl's T = t₁((1−α) + α/N) is the straight line T = a + b/N, so its least-squares α is
// b/(a + b) from the closed-form line through (1/N, T).
#include <qcustomplot.h>
#include <QApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QMouseEvent>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>
#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

#include "app/document/document.h"
#include "app/window/file_actions.h"
#include "app/window/main_window.h"
#include "fuzzy.h"
#include "model/measured/fit.h"
#include "test_files.h"
#include "views/scaling/scaling_fit_tab.h"
#include "views/scaling/scaling_study_tab.h"
#include "views/scaling/scaling_view.h"
#include "window_driver.h"

using namespace scalescope;
using model::Param;

namespace {

using Runs = std::vector<std::pair<double, double>>;  // (N, time in seconds)

// Amdahl with t₁ = 100 s and 1−α = 0.05, each time off by a stated 1–2 %, and at N = 64 a run
// far above the law (6.48 s expected): the one the user clicks away.
const Runs kAmdahlRuns = {{1, 101.0},      {2, 51.975},     {4, 29.325}, {8, 16.621875},
                          {16, 11.046875}, {32, 7.8890625}, {64, 9.0}};

// USL with t₁ = 50 s, σ = 0.02, κ = 5·10⁻⁴, times exactly on the law at N = 1 … 64.
constexpr double kUslT1 = 50, kUslSigma = 0.02, kUslKappa = 5e-4;
Runs exactUslRuns() {
  Runs runs;
  for (double n : {1, 2, 4, 8, 16, 32, 64})
    runs.emplace_back(n, kUslT1 * (1 + kUslSigma * (n - 1) + kUslKappa * n * (n - 1)) / n);
  return runs;
}

QByteArray csvOf(const Runs& runs) {
  QByteArray text = "n,time_s\n";
  for (const auto& [n, t] : runs)
    text += QByteArray::number(n, 'g', 17) + ',' + QByteArray::number(t, 'g', 17) + '\n';
  return text;
}

// Least-squares line T = a + b·(1/N) in closed form, each run weighted by 1/T² (the fit's
// default relative noise): weighted means and sums; returns Amdahl's α = b/(a + b).
double amdahlAlphaByHand(const Runs& runs) {
  double sw = 0, sx = 0, sy = 0;
  for (const auto& [n, t] : runs) sw += 1 / (t * t), sx += 1 / n / (t * t), sy += 1 / t;
  const double mx = sx / sw, my = sy / sw;
  double sxx = 0, sxy = 0;
  for (const auto& [n, t] : runs)
    sxx += (1 / n - mx) * (1 / n - mx) / (t * t), sxy += (1 / n - mx) * (t - my) / (t * t);
  const double b = sxy / sxx, a = my - b * mx;
  return b / (a + b);
}

// A window on `csv` with the Fit tab in front, showing `law`.
struct FitWindow {
  app::Document doc;
  app::MainWindow window{&doc};
  views::ScalingFitTab* tab = window.scalingView()->fitTab();

  bool open(const QString& csv, model::Law law) {
    window.fileActions()->setInteractive(false);
    if (!doc.importDataFiles({csv}).isEmpty()) return false;
    const auto laws = model::fittedLaws();  // scaling.law's choices, in their order
    const auto choice = std::find(laws.begin(), laws.end(), law) - laws.begin();
    if (!doc.set(Param::ScalingLaw, static_cast<double>(choice)).isEmpty()) return false;
    doc.undoStack()->clear();  // the test's own setup is not what undo is tested on
    return show();
  }
  bool show() {
    window.resize(1280, 900);
    window.scalingView()->showFitTab();
    if (!testing::showActive(window)) return false;
    window.refreshNow();
    tab->plot()->replot();  // lays the axes out: coordToPixel is valid from here on
    return tab->fit().has_value();
  }
  double alpha() const { return tab->fit()->parameters(1); }
  // Clicks the run at (N, time) where the axes draw it.
  void clickRun(double n, double timeSeconds) {
    QCustomPlot* plot = tab->plot();
    const QPoint at(qRound(plot->xAxis->coordToPixel(n)),
                    qRound(plot->yAxis->coordToPixel(timeSeconds)));
    QTest::mouseClick(plot, Qt::LeftButton, Qt::NoModifier, at);
    window.refreshNow();
    plot->replot();
  }
};

}  // namespace

class TestFitApply : public QObject {
  Q_OBJECT
  QTemporaryDir m_settings;
 private slots:
  void initTestCase() { testing::isolateSettings(m_settings, "test_fit_apply"); }

  void applyAmdahlSetsTheSerialFractionAsOneUndoStep() {
    QTemporaryDir dir;
    const Runs runs(kAmdahlRuns.begin(), kAmdahlRuns.end() - 1);  // without the odd run
    FitWindow w;
    QVERIFY(w.open(testing::writeFile(dir, "amdahl.csv", csvOf(runs)), model::Law::Amdahl));
    const double expected = 1 - amdahlAlphaByHand(runs);
    QVERIFY(std::abs(expected - 0.05) < 0.01);  // the data are what they claim to be
    QPushButton* apply = w.tab->applyButton();
    QVERIFY(apply->isEnabled());
    QVERIFY2(apply->toolTip().contains("serial_fraction ← 1−α = ") &&
                 apply->toolTip().contains("(Amdahl fit)"),
             qPrintable(apply->toolTip()));
    const double before = w.doc.scenario().get(Param::SerialFraction);
    QTest::mouseClick(apply, Qt::LeftButton);
    // Tolerance 1e-7 relative: Levenberg–Marquardt against the closed-form line.
    const double applied = w.doc.scenario().get(Param::SerialFraction);
    QVERIFY2(std::abs(applied - expected) <= 1e-7 * expected,
             qPrintable(QString("%1 vs %2").arg(applied, 0, 'g', 12).arg(expected, 0, 'g', 12)));
    QCOMPARE(w.doc.undoStack()->count(), 1);
    QCOMPARE(w.doc.undoStack()->text(0), QString("Apply Amdahl fit"));
    w.doc.undoStack()->undo();
    QCOMPARE(w.doc.scenario().get(Param::SerialFraction), before);
  }

  void applyUslSetsSigmaAndKappaUndoneTogether() {
    // Exact USL times: the fit must give σ and κ back.
    const double sigma = kUslSigma, kappa = kUslKappa;
    QTemporaryDir dir;
    FitWindow w;
    QVERIFY(w.open(testing::writeFile(dir, "usl.csv", csvOf(exactUslRuns())), model::Law::Usl));
    QPushButton* apply = w.tab->applyButton();
    QVERIFY(apply->isEnabled());
    QVERIFY2(apply->toolTip().contains("usl.sigma ← σ = 0.02") &&
                 apply->toolTip().contains("usl.kappa ← κ = 0.0005"),
             qPrintable(apply->toolTip()));
    const double sigmaBefore = w.doc.scenario().get(Param::UslSigma);
    const double kappaBefore = w.doc.scenario().get(Param::UslKappa);
    QTest::mouseClick(apply, Qt::LeftButton);
    // Tolerance 1e-6 relative: exact data, fitted to rounding error.
    QVERIFY(std::abs(w.doc.scenario().get(Param::UslSigma) - sigma) <= 1e-6 * sigma);
    QVERIFY(std::abs(w.doc.scenario().get(Param::UslKappa) - kappa) <= 1e-6 * kappa);
    QCOMPARE(w.doc.undoStack()->count(), 1);
    w.doc.undoStack()->undo();  // one step back restores both
    QCOMPARE(w.doc.scenario().get(Param::UslSigma), sigmaBefore);
    QCOMPARE(w.doc.scenario().get(Param::UslKappa), kappaBefore);
  }

  // Issue 32: on a 1280×720 projector the note under the plot folds away; the fitted values
  // and R² stay readable beside "Apply to model". Exact USL times (σ = 0.02, κ = 5·10⁻⁴):
  // R² = 1 and the values are the ones the times were made with.
  void fittedValuesStayInViewAt1280x720() {
    QTemporaryDir dir;
    FitWindow w;
    QVERIFY(w.open(testing::writeFile(dir, "usl.csv", csvOf(exactUslRuns())), model::Law::Usl));
    w.window.resize(1280, 720);
    QTRY_VERIFY(w.tab->plot()->height() < 500);
    w.tab->plot()->replot();
    QLabel* values = w.tab->valuesLabel();
    QTRY_VERIFY(values->isVisible());
    QVERIFY(values->visibleRegion().boundingRect().size() == values->size());  // not cut
    const QString text = values->text();
    for (const char* part : {"σ = 0.02", "κ = 0.0005", "t₁ = 50", "R² = 1.0000"})
      QVERIFY2(text.contains(QString::fromUtf8(part)), qPrintable(text + " lacks " + part));
  }

  void applyIsDisabledWhereTheFitHasNoCounterpart() {
    QTemporaryDir dir;
    FitWindow w;
    QVERIFY(
        w.open(testing::writeFile(dir, "amdahl.csv", csvOf(kAmdahlRuns)), model::Law::Timeline));
    QVERIFY(!w.tab->applyButton()->isEnabled());
    QVERIFY2(w.tab->applyButton()->toolTip().contains("no counterpart"),
             qPrintable(w.tab->applyButton()->toolTip()));
    // No fit at all (switched off): disabled, and the tooltip says so.
    QCOMPARE(w.doc.set(Param::ScalingShowFit, 0), QString());
    w.window.refreshNow();
    QVERIFY(!w.tab->applyButton()->isEnabled());
    QVERIFY(w.tab->applyButton()->toolTip().contains("no fit"));
  }

  // Issue 32: a weak-scaling series with a strong-scaling law chosen gets no fit (USL read
  // σ = 1 at its bound, R² = 0.69 from near-flat times); the note under the plot says why and
  // which laws fit, and Apply to model is off.
  void strongLawOnWeakRunsIsRefusedWithTheReason() {
    QTemporaryDir dir;
    FitWindow w;
    // open() answers whether there is a fit: here there must be none.
    QVERIFY(!w.open(testing::writeFile(dir, "weak.csv",
                                       "scaling,n,time_s\nweak,1,2\nweak,4,2.16\nweak,8,2.19\n"
                                       "weak,16,2.2\nweak,32,2.24\n"),
                    model::Law::Usl));
    QCOMPARE(w.doc.scenario().choiceName(Param::ScalingLaw), std::string("usl"));
    QVERIFY(!w.tab->applyButton()->isEnabled());
    QVERIFY2(w.tab->note().contains("marked weak") && w.tab->note().contains("gustafson or sun-ni"),
             qPrintable(w.tab->note()));
    QVERIFY2(w.tab->applyButton()->toolTip().contains("no fit"),
             qPrintable(w.tab->applyButton()->toolTip()));
  }

  void clickedRunIsExcludedUndoableAndSaved() {
    QTemporaryDir dir;
    const QString csv = testing::writeFile(dir, "amdahl.csv", csvOf(kAmdahlRuns));
    FitWindow w;
    QVERIFY(w.open(csv, model::Law::Amdahl));
    const Runs without(kAmdahlRuns.begin(), kAmdahlRuns.end() - 1);
    const double alphaAll = amdahlAlphaByHand(kAmdahlRuns);
    const double alphaWithout = amdahlAlphaByHand(without);
    QVERIFY(std::abs(alphaAll - alphaWithout) > 1e-3);  // the run matters to the fit
    // Tolerance 1e-8 relative: LM against the closed-form line.
    QVERIFY(std::abs(w.alpha() - alphaAll) <= 1e-8 * alphaAll);

    w.clickRun(64, 9.0);
    QCOMPARE(w.doc.excludedRuns().size(), std::size_t(1));
    QCOMPARE(w.doc.excludedRuns().front().n, 64.0);
    QCOMPARE(w.doc.undoStack()->count(), 1);
    QVERIFY2(std::abs(w.alpha() - alphaWithout) <= 1e-8 * alphaWithout,
             qPrintable(QString("%1 vs %2").arg(w.alpha()).arg(alphaWithout)));
    QCOMPARE(w.tab->excludedRunsGraph()->dataCount(), 1);
    QCOMPARE(w.tab->fittedRunsGraph()->dataCount(), 6);
    QVERIFY2(w.tab->summary().contains("6 of 7 runs, 1 excluded"), qPrintable(w.tab->summary()));

    w.doc.undoStack()->undo();  // back in the fit
    w.window.refreshNow();
    QVERIFY(w.doc.excludedRuns().empty());
    QVERIFY(std::abs(w.alpha() - alphaAll) <= 1e-8 * alphaAll);
    QCOMPARE(w.tab->excludedRunsGraph()->dataCount(), 0);
    w.doc.undoStack()->redo();
    w.window.refreshNow();

    // A second click on the excluded run takes it back in, as its own undo step.
    w.clickRun(64, 9.0);
    QVERIFY(w.doc.excludedRuns().empty());
    QCOMPARE(w.doc.undoStack()->count(), 2);
    w.doc.undoStack()->undo();

    const QString scenario = dir.filePath("excluded.scalescope");
    QVERIFY(w.window.fileActions()->saveTo(scenario));
    QFile saved(scenario);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    QVERIFY(saved.readAll().contains("\"fit_excluded_runs\""));

    FitWindow reopened;
    reopened.window.fileActions()->setInteractive(false);
    QVERIFY(reopened.window.fileActions()->openScenario(scenario));
    QVERIFY(reopened.show());
    QCOMPARE(reopened.doc.excludedRuns().size(), std::size_t(1));
    QVERIFY(std::abs(reopened.alpha() - alphaWithout) <= 1e-8 * alphaWithout);
    QCOMPARE(reopened.tab->excludedRunsGraph()->dataCount(), 1);
  }

  // Issue 32: a saved scenario keeps what the engineer set in the view: "Predict at N" and
  // the tab in front (here the Study tab), and gives both back when it is opened.
  void predictAtAndTheTabInFrontAreSaved() {
    QTemporaryDir dir;
    const QString csv = testing::writeFile(dir, "amdahl.csv", csvOf(kAmdahlRuns));
    FitWindow w;
    QVERIFY(w.open(csv, model::Law::Amdahl));
    auto* predict = w.tab->findChild<QDoubleSpinBox*>("fitPredictN");
    QVERIFY(predict);
    predict->setValue(4096);
    QVERIFY2(w.tab->findChild<QLabel*>("fitPredictText")->text().startsWith("T(4096"),
             qPrintable(w.tab->findChild<QLabel*>("fitPredictText")->text()));
    QTabWidget* tabs = w.window.scalingView()->tabs();
    tabs->setCurrentWidget(w.window.scalingView()->studyTab());
    const QString scenario = dir.filePath("study.scalescope");
    QVERIFY(w.window.fileActions()->saveTo(scenario));
    QFile saved(scenario);
    QVERIFY(saved.open(QIODevice::ReadOnly));
    const QByteArray json = saved.readAll();
    QVERIFY2(json.contains("\"predict_at_n\": 4096") && json.contains("\"scaling_study\""),
             json.constData());

    app::Document doc;
    app::MainWindow reopened(&doc);
    reopened.fileActions()->setInteractive(false);
    QVERIFY(reopened.fileActions()->openScenario(scenario));
    views::ScalingView* view = reopened.scalingView();
    QCOMPARE(view->tabs()->currentWidget(), static_cast<QWidget*>(view->studyTab()));
    QCOMPARE(view->fitTab()->predictAt(), 4096.0);
    // A scenario without them (written before they were kept) leaves both as they are.
    const QString older = testing::writeFile(
        dir, "older.scalescope", R"({"version": 1, "parameters": {"n": 64}, "views": {}})");
    QVERIFY(reopened.fileActions()->openScenario(older));
    QCOMPARE(doc.scenario().get(Param::N), 64.0);
    QCOMPARE(view->fitTab()->predictAt(), 4096.0);
  }

  // Issue 32: the run left out no longer counts in its N's mean and min–max marker. Three runs
  // at N = 64: 6.5, 6.6 and 9.0 s; the mean (16.1 + 6 = 22.1)/3 = 7.3667 s with all, 6.55 s
  // without the 9.0 s run (by hand).
  void excludedRunLeavesItsLevel() {
    Runs runs(kAmdahlRuns.begin(), kAmdahlRuns.end() - 1);
    for (double t : {6.5, 6.6, 9.0}) runs.emplace_back(64, t);
    QTemporaryDir dir;
    FitWindow w;
    QVERIFY(w.open(testing::writeFile(dir, "rep.csv", csvOf(runs)), model::Law::Amdahl));
    const auto meanAt64 = [&] {
      for (const auto& d : *w.tab->levelGraph()->data())
        if (d.key == 64) return d.value;
      return -1.0;
    };
    SS_COMPARE_REL(meanAt64(), 22.1 / 3, 1e-12);
    w.clickRun(64, 9.0);
    QCOMPARE(w.doc.excludedRuns().size(), std::size_t(1));
    SS_COMPARE_REL(meanAt64(), 6.55, 1e-12);
  }

  void exclusionNotInTheDataIsDroppedWithAWarning() {
    QTemporaryDir dir;
    const QString csv = testing::writeFile(dir, "amdahl.csv", csvOf(kAmdahlRuns));
    const QString scenario = dir.filePath("stale.scalescope");
    {
      FitWindow w;
      QVERIFY(w.open(csv, model::Law::Amdahl));
      w.clickRun(64, 9.0);
      QCOMPARE(w.doc.excludedRuns().size(), std::size_t(1));
      QVERIFY(w.window.fileActions()->saveTo(scenario));
    }
    // The run at N = 64 was measured again: 9.5 s is another run than the 9 s excluded.
    Runs remeasured = kAmdahlRuns;
    remeasured.back().second = 9.5;
    testing::writeFile(dir, "amdahl.csv", csvOf(remeasured));
    FitWindow reopened;
    reopened.window.fileActions()->setInteractive(false);
    QVERIFY(reopened.window.fileActions()->openScenario(scenario));
    QVERIFY(reopened.doc.excludedRuns().empty());
    const QString message = reopened.window.statusBar()->currentMessage();
    QVERIFY2(message.contains("N = 64, 9 s of 'amdahl.csv'") && message.contains("dropped"),
             qPrintable(message));
    QVERIFY(reopened.show());
    QCOMPARE(reopened.tab->fit()->nExcluded, 0);
    QCOMPARE(reopened.tab->excludedRunsGraph()->dataCount(), 0);
  }
};

QTEST_MAIN(TestFitApply)
#include "test_fit_apply.moc"
