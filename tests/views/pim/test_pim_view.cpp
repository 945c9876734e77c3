// The PIM view (offscreen): the bars and lines hold the model's breakdowns for the scenario's
// settings, follow parameter changes, and the calibration panel lists the paper's targets.
// Expected values come from the model API (its numbers are tested in test_pim) and, for the
// ideal line, from a hand formula over the model's 256-DPU time.
#include <qcustomplot.h>
#include <QApplication>
#include <QImage>
#include <QRegularExpression>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QToolButton>
#include <cmath>

#include "event_wait.h"
#include "fuzzy.h"
#include "model/core/parameter_table.h"
#include "model/core/scenario.h"
#include "model/export/pim_csv.h"
#include "model/pim/pim.h"
#include "model/pim/pim_baselines.h"
#include "model/pim/pim_calibration.h"
#include "plot_probe.h"
#include "views/common/compact_corner.h"
#include "views/common/eliding_combo_box.h"
#include "views/pim/pim_breakdown_plot.h"
#include "views/pim/pim_calibration_panel.h"
#include "views/pim/pim_labels.h"
#include "views/pim/pim_scaling_plot.h"
#include "views/pim/pim_view.h"

using namespace scalescope;
using model::PimAlgorithm;
using testing::valueAt;

namespace {

model::Scenario scenarioWith(std::initializer_list<const char*> assignments) {
  model::Scenario s;
  for (const char* a : assignments)
    if (auto message = s.applyAssignment(a); !message.empty()) qFatal("%s", message.c_str());
  return s;
}

model::PimBreakdown epochOf(const model::Scenario& s, PimAlgorithm algorithm, int dpus) {
  auto p = model::pimParams(s);
  if (!p) qFatal("%s", p.error().c_str());
  model::PimParams params = *p;
  params.algorithm = algorithm;
  auto b = model::pimEpochBreakdown(params, dpus);
  if (!b) qFatal("%s", b.error().c_str());
  return *b;
}

std::array<double, 5> partsOf(const model::PimBreakdown& b) {
  return {b.dpuComputeSeconds, b.mramWramSeconds, b.cpuToDpuSeconds, b.dpuToCpuSeconds,
          b.hostSyncSeconds};
}

QVector<double> keysOf(QCPBars* bars) {
  QVector<double> keys;
  for (auto it = bars->data()->constBegin(); it != bars->data()->constEnd(); ++it) keys << it->key;
  return keys;
}

QVector<double> valuesOf(QCPGraph* graph) {
  QVector<double> values;
  for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it)
    values << it->value;
  return values;
}

// The bars of view at algorithm slot a (keys 1, 2, 3) must equal `epochs` times the model's
// epoch breakdown.
void checkBars(const views::PimView& view, const model::Scenario& s, int dpus, double epochs) {
  const PimAlgorithm order[3] = {PimAlgorithm::MaSgd, PimAlgorithm::GaSgd, PimAlgorithm::Admm};
  for (int a = 0; a < 3; ++a) {
    const auto parts = partsOf(epochOf(s, order[a], dpus));
    for (int i = 0; i < 5; ++i) {
      const auto it = view.categories()[i]->data()->findBegin(a + 1 - 0.01, false);
      QCOMPARE(it->key, double(a + 1));
      SS_COMPARE_REL(it->value, epochs * parts[i], 1e-12);
    }
  }
}

// Shows view, `width` × 400 px, with scenario s; whether the window came up.
bool shown(views::PimView& view, const model::Scenario& s, int width) {
  view.resize(width, 400);
  view.setScenario(s);
  view.show();
  return QTest::qWaitForWindowExposed(&view, testing::kEventTimeoutMs);
}

double numberAfter(const QString& text, const QString& marker) {
  const int at = text.indexOf(marker);
  if (at < 0) qFatal("'%s' not in '%s'", qPrintable(marker), qPrintable(text));
  QString digits;
  for (int i = at + marker.size(); i < text.size() && (text[i].isDigit() || text[i] == '.'); ++i)
    digits += text[i];
  return digits.toDouble();
}

}  // namespace

class TestPimView : public QObject {
  Q_OBJECT
 private slots:
  void oneStackPerAlgorithm() {
    views::PimView view;
    const model::Scenario s;
    view.setScenario(s);
    QCOMPARE(view.categories().size(), 5);
    for (QCPBars* bars : view.categories()) {
      QCOMPARE(keysOf(bars), (QVector<double>{1, 2, 3}));
      QCOMPARE(bars->width(), 0.6);
    }
    // Stacked bottom to top: each series sits on the previous one.
    for (int i = 1; i < 5; ++i)
      QCOMPARE(view.categories()[i]->barBelow(), view.categories()[i - 1]);
    checkBars(view, s, 2048, 1.0);
    QCOMPARE(view.breakdown()->yAxis->scaleType(), QCPAxis::stLinear);
  }

  void barsHoldAllEpochsOfTheRun() {
    views::PimView view;
    const auto s = scenarioWith({"pim.dataset=criteo", "pim.scaling=strong", "pim.epochs=10",
                                 "pim.model=svm", "pim.dpus=1024"});
    view.setScenario(s);
    checkBars(view, s, 1024, 10.0);
    QVERIFY(view.breakdown()->yAxis->label().contains("10 epochs"));
  }

  void followsParameterChanges() {
    views::PimView view;
    model::Scenario s;
    view.setScenario(s);
    const double before = view.categories()[2]->data()->at(0)->value;
    QCOMPARE(s.set("pim.dpus", 512), std::string());
    view.setScenario(s);
    QVERIFY(view.categories()[2]->data()->at(0)->value != before);
    checkBars(view, s, 512, 1.0);

    // The scaling plot follows the chosen algorithm: its total is GA-SGD's after the switch.
    QCOMPARE(s.set("pim.algorithm", 1), std::string());
    view.setScenario(s);
    const auto totals = valuesOf(view.scalingPlot()->totalGraph());
    SS_COMPARE_REL(totals.first(), epochOf(s, PimAlgorithm::GaSgd, 256).totalSeconds, 1e-12);
    QVERIFY(view.scalingPlot()->plotLayout()->hasElement(0, 0));
  }

  // The scenario's N is drawn where the sweep's axis (225 to 2900 DPUs) has it; an N left of
  // it is named at the left edge, "off the chart", and no line is drawn outside the plot.
  void anNOffTheAxisIsNamedAtItsEdge_data() {
    QTest::addColumn<int>("dpus");
    QTest::addColumn<bool>("onChart");
    QTest::newRow("64, the smallest") << 64 << false;
    QTest::newRow("160") << 160 << false;
    QTest::newRow("512") << 512 << true;
    QTest::newRow("2560, the largest") << 2560 << true;
  }
  void anNOffTheAxisIsNamedAtItsEdge() {
    QFETCH(int, dpus);
    QFETCH(bool, onChart);
    views::PimView view;
    view.setScenario(scenarioWith({qPrintable(QString("pim.dpus=%1").arg(dpus))}));
    views::PimScalingPlot* plot = view.scalingPlot();
    QVERIFY2(plot->notice().isEmpty(), qPrintable(plot->notice()));
    QCOMPARE(plot->currentNLine()->visible(), onChart);
    QVERIFY(plot->currentNLabel()->visible());
    const QString text = plot->currentNLabel()->text();
    QVERIFY2(text.contains(QString::number(dpus)), qPrintable(text));
    QCOMPARE(text.contains("off the chart"), !onChart);
    const double x = plot->currentNLabel()->position->coords().x();
    QCOMPARE(x, onChart ? double(dpus) : 225.0);
    QVERIFY(plot->xAxis->range().contains(x));
  }

  void hiddenTabReplotsWhenShown() {
    views::PimView view;
    model::Scenario s;
    QVERIFY(shown(view, s, 700));
    int breakdownReplots = 0, scalingReplots = 0;
    connect(view.breakdown(), &QCustomPlot::afterReplot, [&] { ++breakdownReplots; });
    connect(view.scalingPlot(), &QCustomPlot::afterReplot, [&] { ++scalingReplots; });
    QCoreApplication::processEvents();
    breakdownReplots = scalingReplots = 0;

    // A PIM edit redraws the visible bars; the lines at the back get their data, not a replot.
    QCOMPARE(s.set("pim.dpus", 1024), std::string());
    view.setScenario(s);
    QTRY_COMPARE(breakdownReplots, 1);
    QCoreApplication::processEvents();
    QCOMPARE(scalingReplots, 0);
    QVERIFY(view.scalingPlot()->replotPending());
    const auto totals = valuesOf(view.scalingPlot()->totalGraph());
    QCOMPARE(totals.size(), qsizetype(view.scalingPlot()->dpuCounts().size()));
    SS_COMPARE_REL(totals.first(), epochOf(s, model::pimParams(s)->algorithm, 256).totalSeconds,
                   1e-12);

    // Showing the tab draws it once; then the bars are the hidden ones.
    view.tabs()->setCurrentIndex(1);
    QCOMPARE(scalingReplots, 1);
    QVERIFY(!view.scalingPlot()->replotPending());
    QCOMPARE(s.set("pim.dpus", 2048), std::string());
    view.setScenario(s);
    QTRY_COMPARE(scalingReplots, 2);
    QCoreApplication::processEvents();
    QCOMPARE(breakdownReplots, 1);
    QVERIFY(view.breakdown()->replotPending());
  }

  // A step replots the bars once, their texts wrapped to a narrow view: wrapped after the
  // layout, they replotted it a second time at every step (issue 34).
  void aStepReplotsWrappedTextsOnce() {
    views::PimView view;
    model::Scenario s;
    QVERIFY(shown(view, s, 380));
    int replots = 0;
    connect(view.breakdown(), &QCustomPlot::afterReplot, [&] { ++replots; });
    QTest::qWait(50);
    for (int dpus : {1024, 2048}) {
      replots = 0;
      QCOMPARE(s.set("pim.dpus", dpus), std::string());
      view.setScenario(s);
      QTRY_COMPARE(replots, 1);
      QTest::qWait(50);
      QCOMPARE(replots, 1);
    }
    bool wrapped = false;  // else this tests nothing
    QCPLayoutGrid* layout = view.breakdown()->plotLayout();
    for (int i = 0; i < layout->elementCount(); ++i)
      if (auto* text = qobject_cast<QCPTextElement*>(layout->elementAt(i)))
        wrapped = wrapped || text->text().contains('\n');
    QVERIFY(wrapped);
  }

  // The corner (scale box, calibration button) gives way in a narrow view (issue 38): its
  // full width made the view's minimum, and in German presenter type that pushed the window
  // past a 1280-px screen. Wide, the corner is whole; narrow, the box shows a few letters,
  // the button its icon with its name leading the tooltip, and the tabs keep their room.
  void theCornerGivesWayInANarrowView() {
    views::PimView view;
    QVERIFY(shown(view, model::Scenario(), 900));
    auto* corner = qobject_cast<views::CompactCorner*>(view.tabs()->cornerWidget());
    QVERIFY(corner);
    auto* box = view.findChild<views::ElidingComboBox*>("pimScaleBox");
    auto* calibration = view.findChild<QToolButton*>("pimCalibrationButton");
    QVERIFY(box && calibration);
    QTRY_VERIFY(!corner->isCompact());
    QCOMPARE(box->shownText(), QString("Auto scale"));
    QCOMPARE(calibration->toolButtonStyle(), Qt::ToolButtonTextOnly);
    const int full = corner->fullWidth();
    QVERIFY2(full > 150, qPrintable(QString::number(full)));
    // The tab widget's minimum holds the compact corner, not the whole one.
    QTabBar* bar = view.tabs()->tabBar();
    QVERIFY(corner->minimumSizeHint().width() < full);
    QVERIFY2(view.tabs()->minimumSizeHint().width() < bar->minimumSizeHint().width() + full,
             qPrintable(QStringLiteral("%1 ≥ %2 + %3")
                            .arg(view.tabs()->minimumSizeHint().width())
                            .arg(bar->minimumSizeHint().width())
                            .arg(full)));

    view.resize(full, 400);
    QTRY_VERIFY(corner->isCompact());
    QCOMPARE(calibration->toolButtonStyle(), Qt::ToolButtonIconOnly);
    QVERIFY(!calibration->icon().isNull());
    QVERIFY2(calibration->toolTip().startsWith("<b>Calibration…</b>"),
             qPrintable(calibration->toolTip()));
    QVERIFY2(box->shownText().endsWith(QChar(0x2026)), qPrintable(box->shownText()));
    QVERIFY2(corner->width() < full, qPrintable(QString::number(corner->width())));
    // Both tabs are whole beside the corner (short titles), none behind the scroll arrows.
    for (int i = 0; i < bar->count(); ++i) {
      const QRect tab = bar->tabRect(i).translated(bar->mapTo(&view, QPoint()));
      QVERIFY2(tab.right() < corner->mapTo(&view, QPoint()).x(),
               qPrintable(QStringLiteral("tab %1 ends at %2, the corner starts at %3")
                              .arg(i)
                              .arg(tab.right())
                              .arg(corner->mapTo(&view, QPoint()).x())));
    }

    view.resize(900, 400);
    QTRY_VERIFY(!corner->isCompact());
    QCOMPARE(calibration->toolButtonStyle(), Qt::ToolButtonTextOnly);
    QVERIFY(!calibration->toolTip().startsWith("<b>"));
  }

  void unrelatedEditsDoNotRecompute() {
    views::PimView view;
    model::Scenario s;
    view.setScenario(s);
    const int count = view.recomputeCount();
    QCOMPARE(s.set("serial_fraction", 0.2), std::string());
    view.setScenario(s, {model::Param::SerialFraction});
    QCOMPARE(view.recomputeCount(), count);
    QCOMPARE(s.set("pim.tasklets", 12), std::string());
    view.setScenario(s, {model::Param::PimTasklets});
    QCOMPARE(view.recomputeCount(), count + 1);
  }

  void communicationRatiosOnThePlot() {
    views::PimView view;
    const auto s = scenarioWith({"pim.dataset=criteo"});
    view.setScenario(s);
    const double admm = epochOf(s, PimAlgorithm::Admm, 2048).communicationSeconds();
    const double ma = epochOf(s, PimAlgorithm::MaSgd, 2048).communicationSeconds() / admm;
    const double ga = epochOf(s, PimAlgorithm::GaSgd, 2048).communicationSeconds() / admm;
    const QString text = view.breakdown()->ratioText();
    // Written with three significant digits.
    SS_COMPARE_REL(numberAfter(text, "MA-SGD/ADMM = "), ma, 0.006);
    SS_COMPARE_REL(numberAfter(text, "GA-SGD/ADMM = "), ga, 0.006);
  }

  void baselinesAreReferenceLines() {
    views::PimView view;
    const model::Scenario s;
    view.setScenario(s);
    auto p = *model::pimParams(s);
    auto baselines = model::pimBaselines(p);
    QVERIFY(baselines.ok());
    // YFCC LR weak 2048: 111,669,149,696 B; CPU bound /266 GB/s, GPU streamed /25 GB/s.
    views::PimBreakdownPlot* plot = view.breakdown();
    for (double v : valuesOf(plot->cpuBound())) SS_COMPARE_REL(v, 111669149696.0 / 266e9, 1e-12);
    for (double v : valuesOf(plot->gpuBound())) SS_COMPARE_REL(v, 111669149696.0 / 25e9, 1e-12);
    // The legends say what each line is.
    QVERIFY(plot->cpuBound()->name().contains("hardware bound"));
    QVERIFY2(plot->gpuBound()->name().contains("streamed\nover PCIe (hardware bound)"),
             qPrintable(plot->gpuBound()->name()));
    QVERIFY(plot->cpuSameAlgorithm(0)->name().contains("same\nalgorithm (128 processes)"));
    for (QCPGraph* g : {plot->cpuBound(), plot->gpuBound(), plot->cpuSameAlgorithm(0)})
      QVERIFY2(!g->name().contains("estimate"), qPrintable(g->name()));
    // One dash per algorithm slot at that algorithm's same-algorithm CPU time.
    for (int a = 0; a < 3; ++a) {
      model::PimParams q = p;
      q.algorithm = views::pimAlgorithmAt(a);
      const double expected = model::pimBaselines(q)->cpuSameAlgorithm.seconds;
      SS_COMPARE_REL(valueAt(plot->cpuSameAlgorithm(a), a + 1 - 0.38), expected, 1e-12);
      SS_COMPARE_REL(valueAt(plot->cpuSameAlgorithm(a), a + 1 + 0.38), expected, 1e-12);
    }
    // The verdict from those numbers: ADMM is the fastest PIM run (3.27 s) and beats the
    // streamed GPU (4.47 s), while the CPU's hardware bound (0.42 s) still wins.
    const QString verdict = plot->verdictText();
    QVERIFY2(verdict.contains("Fastest on PIM: ADMM"), qPrintable(verdict));
    QVERIFY2(verdict.contains("GPU streamed 4.47 s (PIM 1."), qPrintable(verdict));
    QVERIFY2(verdict.contains("hardware bound 420 ms still wins"), qPrintable(verdict));
    // Which assumed inputs the verdicts rest on (the tooltip of the verdict): the streamed GPU
    // verdict of ADMM flips with PIM's own assumptions only, the CPU running ADMM with
    // PyTorch's per-step cost as well; values from model::pimVerdicts.
    const QString rests = plot->verdictAssumptions();
    QVERIFY2(rests.contains("What the verdicts of ADMM rest on"), qPrintable(rests));
    QVERIFY2(rests.contains("PIM beats the GPU bound"), qPrintable(rests));
    QVERIFY2(rests.contains("CPU per-step overhead"), qPrintable(rests));
    QVERIFY2(rests.contains("(assumed 200 µs)"), qPrintable(rests));
    // A break-even reads as a value, three significant digits: "flips at 429 µs", not
    // "428.73746046482876 µs" (ADMM on YFCC LR: PIM loses to the CPU running ADMM).
    QVERIFY2(rests.contains(QRegularExpression("flips at \\d{3} µs \\(assumed 200 µs\\)")),
             qPrintable(rests));
    QVERIFY2(rests.contains("PIM loses to the CPU running it"), qPrintable(rests));
    // Criteo: the references are far faster than PIM where P's Fig. 10 plots CPU and PIM on one
    // 0–4250 s axis; the plot says that the model disagrees with the paper there, not on YFCC.
    QVERIFY(!verdict.contains("disagrees with the paper"));
    view.setScenario(scenarioWith({"pim.dataset=criteo"}));
    QVERIFY2(plot->verdictText().contains("here the model disagrees with the paper"),
             qPrintable(plot->verdictText()));
    // Resident in HBM does not fit at 2048 DPUs (112 GB > 80 GB): the plot says so.
    view.setScenario(scenarioWith({"pim.gpu_data=resident"}));
    QVERIFY2(plot->verdictText().contains("does not fit the GPU: streamed"),
             qPrintable(plot->verdictText()));
    QVERIFY(plot->gpuBound()->name().contains("streamed"));
    view.setScenario(scenarioWith({"pim.gpu_data=resident", "pim.dpus=1024"}));
    QVERIFY(plot->gpuBound()->name().contains("resident\nin HBM"));
    for (double v : valuesOf(plot->gpuBound()))
      SS_COMPARE_REL(v, 111669149696.0 / 2 / 1700e9, 1e-12);
  }

  void logScaleShowsCategoriesSideBySide() {
    views::PimView view;
    const model::Scenario s;
    view.setScenario(s);
    view.breakdown()->setScale(views::PimBreakdownPlot::Scale::LogSideBySide);
    QVERIFY(view.breakdown()->logActive());
    QCOMPARE(view.breakdown()->yAxis->scaleType(), QCPAxis::stLogarithmic);
    QSet<double> keys;
    for (QCPBars* bars : view.categories()) {
      QCOMPARE(bars->barBelow(), nullptr);
      QCOMPARE(bars->data()->size(), 3);
      for (double k : keysOf(bars)) keys.insert(k);
    }
    QCOMPARE(keys.size(), 15);
    // The values do not change with the presentation.
    const auto ga = partsOf(epochOf(s, PimAlgorithm::GaSgd, 2048));
    for (int i = 0; i < 5; ++i)
      SS_COMPARE_REL(view.categories()[i]->data()->at(1)->value, ga[i], 1e-12);
  }

  void autoScaleSwitchesToLogWhenTotalsSpanDecades() {
    views::PimView view;
    // Criteo LR: GA-SGD 2770 s against ADMM 62 s is 45×: linear stays.
    view.setScenario(scenarioWith({"pim.dataset=criteo"}));
    QVERIFY(!view.breakdown()->logActive());
    // Criteo SVM: GA-SGD ≈ 2720 s against ADMM ≈ 15 s, over 100×: log.
    const auto svm = scenarioWith({"pim.dataset=criteo", "pim.model=svm"});
    const double spread = epochOf(svm, PimAlgorithm::GaSgd, 2048).totalSeconds /
                          epochOf(svm, PimAlgorithm::Admm, 2048).totalSeconds;
    QVERIFY2(spread > 100, qPrintable(QString::number(spread)));
    view.setScenario(svm);
    QVERIFY(view.breakdown()->logActive());
    view.breakdown()->setScale(views::PimBreakdownPlot::Scale::LinearStacked);
    QVERIFY(!view.breakdown()->logActive());
  }

  void scalingPlotHoldsTheSweepAndTheIdealLine_data() {
    QTest::addColumn<QString>("scaling");
    QTest::newRow("strong") << "strong";
    QTest::newRow("weak") << "weak";
  }
  void scalingPlotHoldsTheSweepAndTheIdealLine() {
    QFETCH(QString, scaling);
    views::PimView view;
    const auto s = scenarioWith(
        {"pim.algorithm=admm", qPrintable("pim.scaling=" + scaling), "pim.dataset=criteo"});
    view.setScenario(s);
    views::PimScalingPlot* plot = view.scalingPlot();
    QVector<double> expectedKeys;
    for (int n = 256; n <= 2560; n += 256) expectedKeys << n;
    for (QCPGraph* g : {plot->totalGraph(), plot->idealGraph(), plot->cpuBound(), plot->gpuBound(),
                        plot->cpuSameAlgorithm()}) {
      QVector<double> keys;
      for (auto it = g->data()->constBegin(); it != g->data()->constEnd(); ++it) keys << it->key;
      QCOMPARE(keys, expectedKeys);
    }
    QCOMPARE(plot->categories().size(), 5);
    const double t256 = epochOf(s, PimAlgorithm::Admm, 256).totalSeconds;
    const auto ideal = valuesOf(plot->idealGraph());
    const auto total = valuesOf(plot->totalGraph());
    for (int k = 0; k < expectedKeys.size(); ++k) {
      // Ideal: the 256-DPU time divided by N/256 (strong) or kept (weak, the work grows with N).
      const double expected = scaling == "strong" ? t256 * 256.0 / expectedKeys[k] : t256;
      SS_COMPARE_REL(ideal[k], expected, 1e-9);
      const int n = int(expectedKeys[k]);
      SS_COMPARE_REL(total[k], epochOf(s, PimAlgorithm::Admm, n).totalSeconds, 1e-12);
      const auto parts = partsOf(epochOf(s, PimAlgorithm::Admm, n));
      for (int i = 0; i < 5; ++i)
        SS_COMPARE_REL(plot->categories()[i]->data()->at(k)->value, parts[i], 1e-12);
      // The star does not scale ideally: every N above 256 is slower than ideal.
      if (k > 0) QVERIFY(total[k] > ideal[k]);
    }
    QCOMPARE(plot->xAxis->scaleType(), QCPAxis::stLogarithmic);
    QCOMPARE(plot->yAxis->scaleType(), QCPAxis::stLogarithmic);
  }

  void coloursAgreeBetweenThePlots() {
    views::PimView view;
    view.setScenario(model::Scenario());
    for (int i = 0; i < 5; ++i) {
      QCOMPARE(view.scalingPlot()->categories()[i]->pen().color(),
               view.categories()[i]->brush().color());
      QCOMPARE(view.scalingPlot()->categories()[i]->name(), view.categories()[i]->name());
    }
  }

  void unevaluableAlgorithmLeavesTheOthers() {
    views::PimView view;
    // b = 4096 exceeds YFCC's 3,328 samples per DPU: MA-SGD cannot run, GA-SGD and ADMM can.
    const auto s = scenarioWith({"pim.batch_ma=4096", "pim.algorithm=admm"});
    view.setScenario(s);
    for (QCPBars* bars : view.categories()) QCOMPARE(keysOf(bars), (QVector<double>{2, 3}));
    QVERIFY2(view.breakdown()->notice().contains("pim.batch_ma"),
             qPrintable(view.breakdown()->notice()));
    const auto admm = partsOf(epochOf(s, PimAlgorithm::Admm, 2048));
    SS_COMPARE_REL(view.categories()[0]->data()->at(1)->value, admm[0], 1e-12);
  }

  void invalidParametersShowTheMessage() {
    views::PimView view;
    const auto s = scenarioWith({"pim.dma_transfer_bytes=100"});
    view.setScenario(s);
    for (QCPBars* bars : view.categories()) QCOMPARE(bars->data()->size(), 0);
    QVERIFY(view.breakdown()->notice().contains("multiple of 8"));
    QVERIFY(view.scalingPlot()->notice().contains("multiple of 8"));
  }

  void barsArePainted() {
    views::PimView view;
    view.setScenario(model::Scenario());
    const QImage image = view.breakdownPlot()->toPixmap(600, 400).toImage();
    const QColor compute = view.categories()[0]->brush().color();
    int computePixels = 0;
    for (int y = 0; y < image.height(); ++y)
      for (int x = 0; x < image.width(); ++x)
        if (image.pixelColor(x, y) == compute) ++computePixels;
    // Three compute segments, each well over 20×40 pixels at this size.
    QVERIFY2(computePixels > 3 * 800, qPrintable(QString::number(computePixels)));
  }

  void shortPlotsDropSecondaryLabels() {
    // In the main window the view may be ~200 px tall: the batch line under each algorithm
    // goes, and comes back for a full-size export of the same widget.
    views::PimView view;
    view.setScenario(model::Scenario());
    QCustomPlot* plot = view.breakdownPlot();
    plot->toPixmap(500, 200);
    QCOMPARE(plot->xAxis->tickVectorLabels(),
             (QVector<QString>{"MA-SGD", "GA-SGD", "ADMM"}));  // the shaded slot is selected
    plot->toPixmap(600, 400);
    QCOMPARE(plot->xAxis->tickVectorLabels().at(1), QStringLiteral("GA-SGD\nB = 8192"));
    QCOMPARE(plot->xAxis->tickVectorLabels().at(0), QStringLiteral("MA-SGD\nb = 8\n(selected)"));
  }

  // Answers no axis shows (issue 31): a ratio of bars as a note on the breakdown, with the
  // guess; the speed-up over 256 DPUs as the two epoch times it divides, on the total's line.
  void answersWithoutAnAxisAreMarkedOnTheirFigure() {
    views::PimView view;
    view.resize(900, 600);
    const auto s = scenarioWith({"pim.dataset=yfcc100m", "pim.model=lr", "pim.algorithm=ma-sgd",
                                 "pim.scaling=weak", "pim.epochs=1", "pim.dpus=2048"});
    view.setScenario(s);
    const auto notes = [](QCustomPlot* plot) {
      QStringList out;
      for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* t = qobject_cast<QCPItemText*>(plot->item(i)); t && t->text().startsWith("model"))
          out << t->text();
      return out;
    };
    model::Question q;
    q.kind = model::Question::Kind::Number;
    q.reveal = model::LessonView::Pim;
    q.quantity = "pim.compute_over_mram";
    QVERIFY(view.markAnswer(q, views::AnswerMark{6.39, "6.39×", 5.0}));
    QCOMPARE(notes(view.breakdownPlot()), QStringList{"model:\n6.39×\nyour guess:\n5"});
    view.clearMarks();
    QVERIFY(notes(view.breakdownPlot()).isEmpty());

    q.reveal = model::LessonView::PimScaling;
    q.quantity = "pim.speedup_over_256";
    QVERIFY(view.markAnswer(q, views::AnswerMark{6.21, "6.21×", qQNaN()}));
    QMap<double, double> dots;
    for (int i = 0; i < view.scalingPlot()->itemCount(); ++i)
      if (auto* dot = qobject_cast<QCPItemTracer*>(view.scalingPlot()->item(i)))
        dots[dot->position->coords().x()] = dot->position->coords().y();
    QCOMPARE(dots.keys(), (QList<double>{256, 2048}));
    // The epoch times of the breakdown at each N (a second path through the model); weak
    // scaling: 8× the work in 2048/256 DPUs' time, so the throughput ratio is 8·t256/t2048.
    const double t256 = epochOf(s, PimAlgorithm::MaSgd, 256).totalSeconds;
    const double t2048 = epochOf(s, PimAlgorithm::MaSgd, 2048).totalSeconds;
    QVERIFY(test::relClose(dots[256], t256, 1e-9));
    QVERIFY(test::relClose(dots[2048], t2048, 1e-9));
    QVERIFY2(std::abs(8 * t256 / t2048 - 6.21) < 0.01,
             qPrintable(QString::number(8 * t256 / t2048)));
    QVERIFY(notes(view.scalingPlot()).isEmpty());  // the dots say it: no note over the lines
  }

  void calibrationPanelListsTheTargets() {
    views::PimView view;
    const model::Scenario s;
    view.setScenario(s);
    view.showCalibration();
    views::PimCalibrationPanel* panel = view.calibrationPanel();
    QVERIFY(panel->isVisible());
    auto report = model::pimCalibrationReport(*model::pimParams(s));
    QVERIFY(report.ok());
    const auto& targets = report->targets;
    QTableWidget* table = panel->targetTable();
    QCOMPARE(table->rowCount(), int(targets.size()));
    QCOMPARE(table->columnCount(), 9);
    for (int r = 0; r < table->rowCount(); ++r) {
      const auto& t = targets[r];
      QCOMPARE(table->item(r, 0)->text(), QString::fromStdString(t.name));
      const bool fitted = t.role == model::PimTargetRole::Fitted;
      const bool check = t.role == model::PimTargetRole::Consistency;
      QCOMPARE(table->item(r, 1)->text(), fitted  ? QString("fitted")
                                          : check ? QString("consistency check")
                                                  : QString("predicted"));
      if (check)  // the tooltip says why it cannot fail
        QCOMPARE(table->item(r, 1)->toolTip(), QString::fromStdString(t.why));
      QCOMPARE(table->item(r, 2)->text() == "none", !fitted);
      if (t.kind == model::PimTargetKind::Value)
        SS_COMPARE_REL(table->item(r, 5)->text().toDouble(), t.modelValue, 1e-3);
      QCOMPARE(table->item(r, 7)->text().contains("yes"), t.met);
      QVERIFY(!table->item(r, 8)->text().isEmpty());  // the source in the paper
    }
    // The fitted rows name their knobs; 25.10× is fitted by the host throughput.
    QCOMPARE(table->item(0, 4)->text(), QStringLiteral("25.1"));
    QCOMPARE(table->item(0, 2)->text(), QStringLiteral("Host averaging throughput"));
    QCOMPARE(table->item(1, 2)->text(), QStringLiteral("Cycles per sigmoid"));
    // 640.35× is predicted, and missed (+10.6 %): shown, not tuned away.
    int ga = -1;
    for (int r = 0; r < table->rowCount(); ++r)
      if (table->item(r, 4)->text() == "640.4") ga = r;
    QVERIFY(ga >= 0);
    QCOMPARE(table->item(ga, 1)->text(), QStringLiteral("predicted"));
    QVERIFY(table->item(ga, 7)->text().contains("no"));
    // Degrees of freedom, counted.
    QVERIFY2(panel->countText().contains("3 targets, 3 knobs fitted"),
             qPrintable(panel->countText()));
    QVERIFY(panel->countText().contains("0 degrees of freedom"));

    // Both readings of 25.10×/640.35× and the B = 4096 run of P's YFCC breakdown figure.
    QTableWidget* readings = panel->readingTable();
    QCOMPARE(readings->rowCount(), 4);
    QVERIFY(readings->item(1, 0)->text().startsWith("Criteo"));
    QVERIFY(readings->item(2, 0)->text().contains("B = 8192"));
    QVERIFY(readings->item(3, 0)->text().contains("B = 4096"));
    for (int r = 1; r < 4; ++r) {
      const auto& reading = report->readings[r - 1];
      SS_COMPARE_REL(readings->item(r, 1)->text().chopped(1).toDouble(), reading.maOverAdmm, 1e-3);
      SS_COMPARE_REL(readings->item(r, 2)->text().chopped(1).toDouble(), reading.gaOverAdmm, 1e-3);
    }
    // Sensitivity to the assumed rank exponent γ: five rows, the current one marked.
    QTableWidget* sensitivity = panel->sensitivityTable();
    QCOMPARE(sensitivity->rowCount(), 5);
    QVERIFY(sensitivity->item(2, 0)->text().contains("current"));
    SS_COMPARE_REL(sensitivity->item(0, 1)->text().chopped(1).toDouble(),
                   report->sensitivity[0].maOverAdmm, 1e-3);

    QTableWidget* parameters = panel->parameterTable();
    int pimRows = 0;
    for (const auto& spec : model::parameterTable()) pimRows += spec.id.rfind("pim.", 0) == 0;
    QCOMPARE(parameters->rowCount(), pimRows);
    auto sourceOf = [&](const QString& label) {
      for (int r = 0; r < parameters->rowCount(); ++r)
        if (parameters->item(r, 0)->text() == label) return parameters->item(r, 2)->text();
      return QString();
    };
    QCOMPARE(sourceOf("Cycles per sigmoid"), QStringLiteral("Fitted to the paper"));
    QCOMPARE(sourceOf("Cycles per element op"), QStringLiteral("Assumption"));
    QCOMPARE(sourceOf("ADMM host passes"), QStringLiteral("Assumption"));
    QCOMPARE(sourceOf("Host call overhead"), QStringLiteral("Assumption"));
    QCOMPARE(sourceOf("CPU→DPU per rank"), QStringLiteral("Measured (PrIM)"));
    QCOMPARE(sourceOf("Rank scaling exponent γ"), QStringLiteral("Assumption"));
    QCOMPARE(sourceOf("GPU peak"), QStringLiteral("Vendor specification"));
    QCOMPARE(sourceOf("DPUs N"), QStringLiteral("Run configuration (paper's settings)"));

    // The panel follows the scenario while it is open.
    model::Scenario edited = s;
    QCOMPARE(edited.set("pim.host_elements_per_second", 8.8e9), std::string());
    view.setScenario(edited);
    auto after = model::pimCalibrationReport(*model::pimParams(edited));
    SS_COMPARE_REL(table->item(0, 5)->text().toDouble(), after->targets[0].modelValue, 1e-3);
    QVERIFY(std::abs(after->targets[0].modelValue - targets[0].modelValue) > 1e-3);
  }
};

QTEST_MAIN(TestPimView)
#include "test_pim_view.moc"
