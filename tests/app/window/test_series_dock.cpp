// Showing, hiding and removing measured series (issue 16: "their data first"), in the real
// window (label xvfb): once the user imports data of their own the shipped samples step back
// from the curves; every series is a check box in the Series dock; unchecking hides it among
// the curves as one undo step; Remove unloads a user file with its series and keeps the
// active series the same one; the hidden list is saved and opened again; `--export` draws
// what the window would.
#include <qcustomplot.h>
#include <QApplication>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/document/scenario_file.h"
#include "app/window/file_actions.h"
#include "app/window/main_window.h"
#include "app/window/series_dock.h"
#include "event_wait.h"
#include "model/core/parameter_table.h"
#include "test_files.h"
#include "views/scaling/scaling_curves_tab.h"
#include "views/scaling/scaling_view.h"
#include "window_driver.h"

using namespace scalescope;
using testing::writeFile;

namespace {

/// The measured series drawn on the Curves tab; the TOP500 series only with `top500`.
QStringList curveNames(app::MainWindow& window, bool top500 = false) {
  window.refreshNow();
  QStringList names;
  for (const QCPGraph* g : window.scalingView()->curvesTab()->measuredGraphs())
    if (top500 || !g->name().startsWith("TOP500")) names << g->name();
  return names;
}

QListWidgetItem* row(app::MainWindow& window, const QString& startsWith) {
  QListWidget* list = window.seriesDock()->list()->list();
  for (int i = 0; i < list->count(); ++i)
    if (list->item(i)->text().startsWith(startsWith)) return list->item(i);
  return nullptr;
}

/// Clicks the check box of a row as a user does.
void clickCheckBox(QListWidget* list, QListWidgetItem* item) {
  const QRect r = list->visualItemRect(item);
  QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, QPoint(r.left() + 10, r.center().y()));
  QApplication::processEvents();
}

}  // namespace

class TestSeriesDock : public QObject {
  Q_OBJECT
 private slots:
  void init() { QCoreApplication::setOrganizationName("ScaleScopeTest"); }

  void samplesStepBackAndEverySeriesCanBeHiddenAndRemoved() {
    app::Document doc;
    QCOMPARE(testing::loadShippedData(doc), QString());
    app::MainWindow window(&doc);
    window.resize(1500, 900);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    const QStringList samples = curveNames(window);
    QVERIFY(samples.contains("mpi-pi-strong"));

    // The Series dock is one click away in the Data menu; a row per sample, plus TOP500.
    QAction* open = nullptr;
    for (QAction* menu : window.menuBar()->actions())
      if (menu->menu())
        for (QAction* a : menu->menu()->actions())
          if (a->text().startsWith(QObject::tr("&Series"))) open = a;
    QVERIFY(open);
    open->trigger();
    QVERIFY(window.seriesDock()->isVisible());
    QListWidget* list = window.seriesDock()->list()->list();
    // Five sample groups, nine MLPerf Training series and the TOP500 list.
    QCOMPARE(list->count(), 15);
    QCOMPARE(row(window, "GPT-3 v3.1 NVIDIA H100\nmlperf_training.csv")->checkState(),
             Qt::Unchecked);  // loaded hidden
    QVERIFY(!curveNames(window).contains("GPT-3 v3.1 NVIDIA H100"));
    QVERIFY(row(window, "TOP500"));
    // Its tooltip counts the list's rows, as its series draws them: 43 of the file's 45 (JUPITER
    // Booster 2025-11 against its vector and matrix peaks is not a list row).
    QVERIFY2(row(window, "TOP500")->toolTip().contains("43 list entries"),
             qPrintable(row(window, "TOP500")->toolTip()));

    // The user's data: the samples are hidden, the user's series drawn, in one undo step.
    QTemporaryDir dir;
    const QString mine = writeFile(dir, "mine.csv",
                                   "group,n,time_s\na,1,8\na,2,4.5\na,4,2.75\n"
                                   "b,1,9\nb,2,5\nb,4,3\n");
    QCOMPARE(window.importDataFiles({mine}, false), QString());
    QCOMPARE(curveNames(window), (QStringList{"a", "b"}));
    QCOMPARE(doc.undoStack()->count(), 1);
    QListWidgetItem* sample = row(window, "mpi-pi-strong");
    QVERIFY(sample);
    QCOMPARE(sample->checkState(), Qt::Unchecked);
    QCOMPARE(row(window, "a\nmine.csv")->checkState(), Qt::Checked);
    QVERIFY(row(window, "a\nmine.csv")->font().bold());  // the active series

    // A sample shown again by its check box; b hidden by its own: one undo step each.
    clickCheckBox(list, row(window, "mpi-pi-strong"));
    QVERIFY(curveNames(window).contains("mpi-pi-strong"));
    clickCheckBox(list, row(window, "b\nmine.csv"));
    QCOMPARE(curveNames(window), (QStringList{"mpi-pi-strong", "a"}));
    QCOMPARE(doc.undoStack()->count(), 3);
    doc.undoStack()->undo();
    QVERIFY(curveNames(window).contains("b"));
    QCOMPARE(row(window, "b\nmine.csv")->checkState(), Qt::Checked);
    doc.undoStack()->redo();
    QVERIFY(!curveNames(window).contains("b"));
    // TOP500 by its row: the scaling.show_top500 parameter.
    QVERIFY(curveNames(window, true).contains("TOP500 systems"));
    clickCheckBox(list, row(window, "TOP500"));
    QCOMPARE(doc.scenario().get(model::Param::ScalingShowTop500), 0.0);
    QVERIFY(!curveNames(window, true).contains("TOP500 systems"));

    // Saved and opened again: the same series hidden.
    const QString saved = dir.filePath("work.scalescope");
    QVERIFY(window.fileActions()->saveTo(saved));
    QString error;
    const auto file = app::readScenarioFile(saved, &error);
    QVERIFY2(file, qPrintable(error));
    QVERIFY(file->hiddenSeriesSaved);
    QVERIFY((std::find(file->hiddenSeries.begin(), file->hiddenSeries.end(),
                       model::SeriesKey{"b", "mine.csv"}) != file->hiddenSeries.end()));
    app::Document reopened;
    app::MainWindow second(&reopened);
    QVERIFY(second.fileActions()->openScenario(saved));
    QCOMPARE(curveNames(second), (QStringList{"mpi-pi-strong", "a"}));

    // Remove: the selected row's file goes with every series of it; a sample cannot go.
    list->setCurrentItem(row(window, "mpi-pi-strong"));
    QVERIFY(!window.seriesDock()->list()->removeButton()->isEnabled());
    list->setCurrentItem(row(window, "a\nmine.csv"));
    QPushButton* remove = window.seriesDock()->list()->removeButton();
    QVERIFY(remove->isEnabled());
    QTest::mouseClick(remove, Qt::LeftButton);
    QVERIFY(doc.dataSources().isEmpty());
    QVERIFY(!row(window, "a\nmine.csv") && !row(window, "b\nmine.csv"));
    QCOMPARE(curveNames(window), (QStringList{"mpi-pi-strong"}));
    // The active series was the removed file's: the first series takes its place.
    QCOMPARE(doc.scenario().get(model::Param::ScalingSeries), 1.0);
    doc.undoStack()->undo();
    QCOMPARE(doc.dataSources().size(), 1);
    QCOMPARE(curveNames(window), (QStringList{"mpi-pi-strong", "a"}));
    QCOMPARE(int(doc.scenario().get(model::Param::ScalingSeries)), 15);  // a, after 14 shipped
  }

  // At 1280×720 every shipped series reads whole in the dock: "mfc-frontier-gpu-aware-mpi —
  // <file>" was cut at the dock's edge. The file goes on a line of its own.
  // Measured roofs or a kernel table are no measurements: the samples stay drawn. Imported
  // again, a file replaces its roofs and kernels rather than adding them twice; the first
  // measurements after them still send the samples back.
  void roofsAndKernelsAloneLeaveTheSamples() {
    app::Document doc;
    QCOMPARE(testing::loadShippedData(doc), QString());
    app::MainWindow window(&doc);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    QTemporaryDir dir;
    const QString roofs =
        writeFile(dir, "roofline.json",
                  "{\"empirical\": {\"gflops\": {\"data\": [[\"GFLOPs\", 100]]},\n"
                  "\"gbytes\": {\"data\": [[\"DRAM\", 20]]}}}\n");
    const QString kernels =
        writeFile(dir, "kernels.csv", "name,ops,bytes,seconds\ntriad,2e9,2.4e10,0.12\n");
    QCOMPARE(window.importDataFiles({roofs, kernels}, false), QString());
    QCOMPARE(window.importDataFiles({roofs, kernels}, false), QString());
    QCOMPARE(doc.datasets().roofs.size(), std::size_t(1));
    QCOMPARE(doc.datasets().kernels.size(), std::size_t(1));
    QVERIFY(curveNames(window).contains("mpi-pi-strong"));
    const QString mine = writeFile(dir, "mine.csv", "n,time_s\n1,8\n2,4.5\n");
    QCOMPARE(window.importDataFiles({mine}, false), QString());
    QVERIFY(!curveNames(window).contains("mpi-pi-strong"));
  }

  void longNamesReadWhole() {
    app::Document doc;
    QCOMPARE(testing::loadShippedData(doc), QString());
    app::MainWindow window(&doc);
    QVERIFY(testing::openShown(window, QSize(1280, 720)));
    window.seriesDock()->show();
    window.seriesDock()->raise();
    QListWidget* list = window.seriesDock()->list()->list();
    QTRY_VERIFY(list->isVisible() && list->count() > 0);
    QTest::qWait(50);
    // The check box and the item's margins take this much of a row.
    QStyleOptionViewItem option;
    option.initFrom(list);
    const int indicator = list->style()->pixelMetric(QStyle::PM_IndicatorWidth, &option, list) + 12;
    for (int i = 0; i < list->count(); ++i) {
      QListWidgetItem* item = list->item(i);
      const QFontMetrics metrics(item->font());
      for (const QString& line : item->text().split('\n'))
        QVERIFY2(metrics.horizontalAdvance(line) + indicator <= list->viewport()->width(),
                 qPrintable(QString("'%1': %2 px in a %3 px list")
                                .arg(line)
                                .arg(metrics.horizontalAdvance(line) + indicator)
                                .arg(list->viewport()->width())));
    }
  }

  void removingAnEarlierFileKeepsTheActiveSeries() {
    app::Document doc;
    app::MainWindow window(&doc);
    QTemporaryDir dir;
    const QString first = writeFile(dir, "first.csv", "n,time_s\n1,8\n2,4.5\n");
    const QString second = writeFile(dir, "second.csv", "n,time_s\n1,6\n2,3.5\n");
    QCOMPARE(window.importDataFiles({first}, false), QString());
    QCOMPARE(window.importDataFiles({second}, false), QString());
    QCOMPARE(doc.scenario().get(model::Param::ScalingSeries), 2.0);  // second.csv
    QCOMPARE(doc.removeDataSource(first), QString());
    // second.csv is series 1 now: the number follows it.
    QCOMPARE(doc.scenario().get(model::Param::ScalingSeries), 1.0);
    QCOMPARE(doc.datasets().measurements.size(), std::size_t(1));
    QVERIFY(doc.datasets().measurements.front().sourceName == second.toStdString());
    QVERIFY(!doc.removeDataSource(first).isEmpty());  // gone already: a message, no step
  }
};

QTEST_MAIN(TestSeriesDock)
#include "test_series_dock.moc"
