// Data ▸ Measure this machine… end to end (label xvfb: the main window holds the VTK view):
// a small threads sweep through the dialog lands in the measured-data table as it runs, on
// the surface as "this machine", as one undo step; Cancel keeps the finished runs; an
// allreduce sweep offers its network values, set in one undo step; a training sweep's
// breakdown stands next to the PIM model's.
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include "app/document/document.h"
#include "app/measure/measure_dialog.h"
#include "app/measure/workload_form.h"
#include "app/window/main_window.h"
#include "event_wait.h"
#include "fuzzy.h"
#include "model/core/parameter_table.h"
#include "model/data/probe_results.h"
#include "model/surface/surface_data.h"
#include "model/timeline/timeline.h"
#include "views/pim/measured_breakdown_plot.h"
#include "views/pim/pim_view.h"
#include "views/scaling/data_table_view.h"

using namespace scalescope;

namespace {

/// The probe set the dialog loaded, or nullptr.
const model::MeasurementSet* measuredSet(const app::Document& doc, const QString& path) {
  for (const auto& set : doc.datasets().measurements)
    if (set.sourceName == path.toStdString()) return &set;
  return nullptr;
}

void configure(app::MeasureDialog* d, const QString& workload, const QString& counts, int reps,
               const QString& out) {
  QComboBox* box = d->workloadForm()->workloadBox();
  box->setCurrentIndex(box->findData(workload));
  d->backendBox()->setCurrentIndex(d->backendBox()->findData("threads"));
  d->countsEdit()->setText(counts);
  d->repetitionsBox()->setValue(reps);
  d->outputEdit()->setText(out);
}

bool finished(app::MeasureDialog* d) {
  return !d->runner()->isRunning() && d->startButton()->isEnabled();
}

}  // namespace

class TestMeasureDialog : public QObject {
  Q_OBJECT
 private slots:
  void init() { QCoreApplication::setOrganizationName("ScaleScopeTest"); }

  void defaultCountsAndParsing() {
    QCOMPARE(app::MeasureDialog::defaultCounts(2), (QList<int>{1, 2}));
    QCOMPARE(app::MeasureDialog::defaultCounts(6), (QList<int>{1, 2, 4, 6}));
    QCOMPARE(app::MeasureDialog::parseCounts("1, 2,8"), (QList<int>{1, 2, 8}));
    QVERIFY(app::MeasureDialog::parseCounts("1,x").isEmpty());
    QVERIFY(app::MeasureDialog::parseCounts("0").isEmpty());
  }

  void threadsSweepFillsTheTableAndTheSurface() {
    QTemporaryDir dir;
    app::Document doc;
    app::MainWindow window(&doc);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    const int setsBefore = int(doc.datasets().measurements.size());
    const int rowsBefore = window.dataTable()->findChild<QTableView*>()->model()->rowCount();
    app::MeasureDialog* d = window.measureDialog();
    d->show();
    const QString out = dir.filePath("amdahl.csv");
    configure(d, "amdahl", "1,2", 2, out);
    d->workloadForm()->serialFractionBox()->setValue(0.5);
    d->workloadForm()->workSecondsBox()->setValue(0.05);
    QTest::mouseClick(d->startButton(), Qt::LeftButton);
    QVERIFY(d->runner()->isRunning());
    QVERIFY(!d->startButton()->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(finished(d), 60000);
    // Four runs and, after the runs at each N, the control's four.
    QCOMPARE(d->progressBar()->value(), 8);
    QCOMPARE(d->progressBar()->maximum(), 8);
    QVERIFY2(d->statusLabel()->text().startsWith("Done"), qPrintable(d->statusLabel()->text()));

    // The four runs are one measurement set of the Document, with the probe's provenance.
    const model::MeasurementSet* set = measuredSet(doc, out);
    QVERIFY(set);
    QCOMPARE(int(doc.datasets().measurements.size()), setsBefore + 1);
    QCOMPARE(set->points.size(), std::size_t(4));
    QVERIFY(model::measuredByProbe(*set));
    QVERIFY(!set->provenance.host.empty());
    QCOMPARE(set->points[0].group, std::string("amdahl S=0.5"));
    QCOMPARE(set->points[3].repetition, std::optional<int>(1));
    // ... shown in the measured-data table, which the window brought up.
    QTableView* table = window.dataTable()->findChild<QTableView*>();
    QCOMPARE(table->model()->rowCount(), rowsBefore + 4);
    QVERIFY(window.findChild<QDockWidget*>("dataTableDock")->isVisible());
    // ... and on the surface as this machine at N = 2 (S < 2 on any real machine, so the
    // Karp–Flatt serial fraction is positive).
    int onSurface = 0;
    for (const auto& s : model::landscapeSystems(doc.datasets()))
      if (QString::fromStdString(s.system).startsWith("this machine")) {
        QCOMPARE(s.cores, 2.0);
        QVERIFY(s.speedup > 0 && s.serialFraction > 0);
        ++onSurface;
      }
    QCOMPARE(onSurface, 1);
    // The fit and study tabs follow the new series: the first of the last set.
    int groupsBefore = 0;
    for (int i = 0; i < setsBefore; ++i)
      groupsBefore += int(doc.datasets().measurements[std::size_t(i)].groups().size());
    QCOMPARE(int(doc.scenario().get(model::Param::ScalingSeries)), groupsBefore + 1);
    // One undo step for the data (the series choice is its own): undo takes all four away.
    const int steps = doc.undoStack()->count();
    doc.undoStack()->undo();
    QVERIFY(!measuredSet(doc, out));
    QCOMPARE(doc.undoStack()->index(), steps - 1);
  }

  // A machine that does not give the sweep its cores (taskset keeps the probe on CPU 0): the
  // dialog says so where the user looks, instead of only "Done".
  void aMachineShortOfCoresIsNamedWhenDone() {
    if (QThread::idealThreadCount() < 2) QSKIP("needs two CPUs to take one away");
    QTemporaryDir dir;
    const QString wrapper = dir.filePath("one-core-probe");
    {
      QFile f(wrapper);
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write("#!/bin/bash\nexec taskset -c 0 " SCALESCOPE_BINARY_DIR
              "/app/scalescope-probe \"$@\"\n");
      f.close();
      QVERIFY(f.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    }
    qputenv("SCALESCOPE_PROBE", wrapper.toUtf8());
    app::Document doc;
    app::MainWindow window(&doc);
    app::MeasureDialog* d = window.measureDialog();
    d->show();
    const QString out = dir.filePath("one-core.csv");
    configure(d, "amdahl", "1,2", 1, out);
    d->workloadForm()->workSecondsBox()->setValue(0.1);
    QTest::mouseClick(d->startButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(finished(d), 60000);
    qunsetenv("SCALESCOPE_PROBE");
    const QString status = d->statusLabel()->text();
    QVERIFY2(status.startsWith("Done: " + out + "\n⚠ this machine delivered "), qPrintable(status));
    QVERIFY2(status.contains("x on perfectly parallel work at N = 2"), qPrintable(status));
  }

  void cancelKeepsTheFinishedRuns() {
    QTemporaryDir dir;
    app::Document doc;
    app::MainWindow window(&doc);
    app::MeasureDialog* d = window.measureDialog();
    const QString out = dir.filePath("long.csv");
    configure(d, "amdahl", "1", 20, out);
    d->workloadForm()->workSecondsBox()->setValue(0.3);
    d->startMeasurement();
    QTRY_VERIFY_WITH_TIMEOUT(d->progressBar()->value() >= 1, 30000);
    QTest::mouseClick(d->cancelButton(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(finished(d), 20000);
    QVERIFY2(d->progressBar()->text().startsWith("Cancelled after"),
             qPrintable(d->progressBar()->text()));
    const model::MeasurementSet* set = measuredSet(doc, out);
    QVERIFY(set);
    const int kept = int(set->points.size());
    QVERIFY(kept >= 1 && kept < 20);
    QCOMPARE(kept, d->progressBar()->value());  // every finished run, and only those

    // Measuring again never overwrites: the kept runs stay in long.csv and in the table, the
    // new ones go to long-2.csv, and the dialog says so (issue 32: 10 runs, not 14).
    QVERIFY2(d->whereLabel()->text().contains(QDir::toNativeSeparators(dir.path())),
             qPrintable(d->whereLabel()->text()));
    d->repetitionsBox()->setValue(2);
    d->workloadForm()->workSecondsBox()->setValue(0.02);
    d->startMeasurement();
    const QString second = dir.filePath("long-2.csv");
    QCOMPARE(d->outputEdit()->text(), second);
    QVERIFY2(d->statusLabel()->text().contains("long.csv is there already and is kept"),
             qPrintable(d->statusLabel()->text()));
    QTRY_VERIFY_WITH_TIMEOUT(finished(d), 30000);
    QVERIFY(measuredSet(doc, out));
    QCOMPARE(int(measuredSet(doc, out)->points.size()), kept);
    QVERIFY(measuredSet(doc, second));
    QCOMPARE(int(measuredSet(doc, second)->points.size()), 2);
    QFile first(out);
    QVERIFY(first.open(QIODevice::ReadOnly));
    int rows = 0;
    for (const QByteArray& line : first.readAll().split('\n'))
      rows += !line.isEmpty() && !line.startsWith('#');
    QCOMPARE(rows, kept + 1);  // the header and the kept runs, untouched
  }

  void aFreeNameIsPickedBesideAnExistingFile() {
    QTemporaryDir dir;
    const QString a = dir.filePath("r.csv");
    QCOMPARE(app::MeasureDialog::unusedResultsPath(a), a);
    for (const char* name : {"r.csv", "r-2.csv"}) {
      QFile f(dir.filePath(name));
      QVERIFY(f.open(QIODevice::WriteOnly));
    }
    QCOMPARE(app::MeasureDialog::unusedResultsPath(a), dir.filePath("r-3.csv"));
    QCOMPARE(app::MeasureDialog::unusedResultsPath(dir.filePath("r-2.csv")),
             dir.filePath("r-2-2.csv"));
  }

  void allreduceSweepOffersNetworkValues() {
    QTemporaryDir dir;
    app::Document doc;
    app::MainWindow window(&doc);
    app::MeasureDialog* d = window.measureDialog();
    configure(d, "allreduce", "1,2", 1, dir.filePath("allreduce.csv"));
    // 8 B … 4 KiB: ten sizes are enough for the line, and quick on a busy machine.
    QComboBox* to = d->workloadForm()->sizeToBox();
    to->setCurrentIndex(to->findData(4096.0));
    QCOMPARE(to->currentText(), QString("4 KiB"));
    d->startMeasurement();
    QTRY_VERIFY_WITH_TIMEOUT(finished(d), 90000);
    const model::MeasurementSet* set = measuredSet(doc, dir.filePath("allreduce.csv"));
    QVERIFY(set);
    QCOMPARE(set->points.size(), std::size_t(2 * 3 * 10));  // N × operations × sizes
    QCOMPARE(set->groups(), (std::vector<std::string>{"allreduce", "gather", "broadcast"}));
    // Whether threads on a busy machine give a usable line is up to the machine; either the
    // values are offered or the label says why, in one line.
    QVERIFY(!d->networkLabel()->text().isEmpty());
    QVERIFY(!d->networkButton()->isHidden() || !d->networkLabel()->text().contains('\n'));
  }

  void networkValuesAreOneUndoStep() {
    // A table made with T(m) = 3 µs + m / (2 GB/s) at N = 2: the tree pattern's per-link
    // values are L = 3 µs / (2⌈log₂2⌉) = 1.5 µs and B = 2⌈log₂2⌉ · 2 GB/s = 4 GB/s.
    app::Document doc;
    app::MainWindow window(&doc);
    app::MeasureDialog* d = window.measureDialog();
    QVERIFY(model::timelineParams(doc.scenario()).pattern == model::CommPattern::Tree);
    model::MeasurementSet set;
    set.sourceName = "table.csv";
    for (double m = 8; m <= 65536; m *= 4) {
      model::MeasuredPoint p;
      p.n = 2;
      p.operation = "allreduce";
      p.bytes = m;
      p.timeSeconds = 3e-6 + m / 2e9;
      set.points.push_back(p);
    }
    QVERIFY(d->offerNetworkValues(set));
    QVERIFY(!d->networkButton()->isHidden());
    const double latency0 = doc.scenario().get(model::Param::TimelineNetLatencyUs);
    const double bandwidth0 = doc.scenario().get(model::Param::TimelineNetBandwidthGbs);
    const int steps = doc.undoStack()->index();
    QTest::mouseClick(d->networkButton(), Qt::LeftButton);
    SS_COMPARE_REL(doc.scenario().get(model::Param::TimelineNetLatencyUs), 1.5, 1e-6);
    SS_COMPARE_REL(doc.scenario().get(model::Param::TimelineNetBandwidthGbs), 4.0, 1e-6);
    QCOMPARE(doc.undoStack()->index(), steps + 1);  // both in one step
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().get(model::Param::TimelineNetLatencyUs), latency0);
    QCOMPARE(doc.scenario().get(model::Param::TimelineNetBandwidthGbs), bandwidth0);
    // A table the line does not explain (R² below 0.8) offers nothing and says why.
    for (std::size_t i = 0; i < set.points.size(); ++i)
      set.points[i].timeSeconds = i % 2 ? 1e-6 : 1e-3;  // alternating: barely grows with m
    QVERIFY(!d->offerNetworkValues(set));
    QVERIFY(d->networkButton()->isHidden());
    QVERIFY2(d->networkLabel()->text().contains("not network values"),
             qPrintable(d->networkLabel()->text()));
    // A set without a table at N ≥ 2 offers nothing and says why.
    set.points.resize(1);
    set.points[0].n = 1;
    QVERIFY(!d->offerNetworkValues(set));
    QVERIFY(d->networkButton()->isHidden());
    QVERIFY(d->networkLabel()->text().contains("N ≥ 2"));
  }

  void trainingBreakdownStandsNextToThePimModel() {
    QTemporaryDir dir;
    app::Document doc;
    app::MainWindow window(&doc);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    views::MeasuredBreakdownPlot* measured = window.pimView()->measuredBreakdown();
    QVERIFY(measured->isHidden());
    app::MeasureDialog* d = window.measureDialog();
    configure(d, "train", "1,2", 1, dir.filePath("train.csv"));
    d->startMeasurement();
    QTRY_VERIFY_WITH_TIMEOUT(finished(d), 60000);
    QVERIFY(measured->isVisible());
    QCOMPARE(measured->breakdowns().size(), std::size_t(1));
    const auto& b = measured->breakdowns().front();
    QCOMPARE(b.series, std::string("ma-sgd lr"));
    QCOMPARE(b.n, 2.0);
    // The bars show the measured parts (in the axis unit) and add up to the measured total.
    double stacked = 0;
    for (QCPBars* bars : measured->categories()) {
      QCOMPARE(bars->dataCount(), 1);
      stacked += bars->data()->at(0)->value * measured->axisUnitSeconds();
    }
    SS_COMPARE_REL(stacked, b.mean.sum(), 1e-9);
    SS_COMPARE_REL(b.mean.sum(), b.meanTotalSeconds, 0.05);
  }
};

QTEST_MAIN(TestMeasureDialog)
#include "test_measure_dialog.moc"
