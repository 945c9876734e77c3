// The Scaling view inside the main window (needs an X server for the 3D view: xvfb): CSV files
// dropped on the window are imported as one undoable step, a bad file changes nothing, edits
// made in the Scaling view's own controls go through the Document's undo stack, and the
// Data ▸ Fit action brings the Fit tab forward.
#include <qcustomplot.h>
#include <QApplication>
#include <QComboBox>
#include <QDropEvent>
#include <QFile>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>
#include <QUrl>

#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/imports/import_dialog.h"
#include "app/window/main_window.h"
#include "model/core/parameter_table.h"
#include "test_files.h"
#include "views/scaling/scaling_curves_tab.h"
#include "views/scaling/scaling_fit_tab.h"
#include "views/scaling/scaling_study_tab.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/vtk_host.h"
#include "window_driver.h"

using namespace scalescope;

namespace {
const QString kFormats = QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/model/data/formats/");

using testing::writeFile;

void drop(QWidget* target, const QStringList& paths) {
  QMimeData mime;
  QList<QUrl> urls;
  for (const QString& p : paths) urls << QUrl::fromLocalFile(p);
  mime.setUrls(urls);
  QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(target, &enter);
  QDropEvent event(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
  QApplication::sendEvent(target, &event);
  QApplication::processEvents();  // the import runs after the drop handler returns
}
}  // namespace

class TestScalingWindow : public QObject {
  Q_OBJECT
 private slots:
  void init() { QCoreApplication::setOrganizationName("ScaleScopeTest"); }

  void droppedCsvIsImportedAndUndoable() {
    app::Document doc;
    app::MainWindow window(&doc);
    QTemporaryDir dir;
    const QString good = writeFile(dir, "drop.csv", "group,n,time_s\nd,1,8\nd,2,5\nd,4,3.5\n");
    drop(&window, {good});
    QCOMPARE(doc.datasets().measurements.size(), std::size_t(1));
    QCOMPARE(doc.undoStack()->count(), 1);
    window.refreshNow();
    const auto& measured = window.scalingView()->curvesTab()->measuredGraphs();
    QVERIFY(std::any_of(measured.begin(), measured.end(),
                        [](const QCPGraph* g) { return g->name() == "d"; }));
    doc.undoStack()->undo();
    QCOMPARE(doc.datasets().measurements.size(), std::size_t(0));
  }

  void theUsersDataBecomesTheActiveSeries() {
    // As the program starts: the shipped samples first (series 1 to 5, mpi-pi-strong active).
    app::Document doc;
    QCOMPARE(testing::loadShippedData(doc), QString());
    app::MainWindow window(&doc);
    window.refreshNow();
    const auto seriesBox = [&](QWidget* tab) { return tab->findChildren<QComboBox*>().front(); };
    QComboBox* fit = seriesBox(window.scalingView()->fitTab());
    QComboBox* study = seriesBox(window.scalingView()->studyTab());
    QCOMPARE(fit->currentText(), QString("mpi-pi-strong"));
    const int samples = fit->count();
    // The groups of datasets/sample_scaling.csv (5) and of mlperf_training.csv (9, hidden).
    QCOMPARE(samples, 14);
    QTemporaryDir dir;
    // A drop: the dropped file's series is the one the Fit and Study tabs show.
    drop(&window, {writeFile(dir, "mine.csv", "n,time_s\n1,8\n2,4.5\n4,2.75\n")});
    window.refreshNow();
    QCOMPARE(fit->currentText(), QString("mine.csv"));
    QCOMPARE(study->currentText(), QString("mine.csv"));
    QCOMPARE(int(doc.scenario().get(model::Param::ScalingSeries)), samples + 1);
    QCOMPARE(doc.undoStack()->count(), 1);  // the import and the choice: one step
    // File ▸ Import of a file of two series: its first series, the newest, is active.
    QCOMPARE(
        window.importDataFiles(
            {writeFile(dir, "two.csv", "group,n,time_s\nx,1,5\nx,2,3\ny,1,6\ny,4,2\n")}, false),
        QString());
    window.refreshNow();
    QCOMPARE(fit->currentText(), QString("x"));
    QCOMPARE(int(doc.scenario().get(model::Param::ScalingSeries)), samples + 2);
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    window.refreshNow();
    QCOMPARE(fit->currentText(), QString("mine.csv"));
    doc.undoStack()->undo();
    window.refreshNow();
    QCOMPARE(fit->currentText(), QString("mpi-pi-strong"));
    QCOMPARE(fit->count(), samples);
  }

  void badFileChangesNothing() {
    app::Document doc;
    app::MainWindow window(&doc);
    QTemporaryDir dir;
    const QString bad = writeFile(dir, "bad.csv", "n,time_s\n1,10\n2,-3\n");
    const QString error = window.importDataFiles({bad}, false);
    QVERIFY2(error.contains("bad.csv:3:2"), qPrintable(error));
    QCOMPARE(doc.datasets().measurements.size(), std::size_t(0));
    QCOMPARE(doc.undoStack()->count(), 0);
  }

  void tabEditsAreUndoable() {
    app::Document doc;
    app::MainWindow window(&doc);
    auto* quantity = window.scalingView()->curvesTab()->findChildren<QComboBox*>().front();
    quantity->setCurrentIndex(1);
    emit quantity->activated(1);  // as the user picks "Efficiency"
    QCOMPARE(doc.scenario().choiceName(model::Param::ScalingQuantity), std::string("efficiency"));
    QCOMPARE(doc.undoStack()->count(), 1);
    doc.undoStack()->undo();
    window.refreshNow();
    QCOMPARE(doc.scenario().choiceName(model::Param::ScalingQuantity), std::string("speedup"));
    QCOMPARE(quantity->currentIndex(), 0);  // the control follows the Document back
  }

  void droppedFolderAndOtherFormatsGoThroughTheImportDialog() {
    // A drop of a folder of amdahl runs, a Google Benchmark file and a broken file: the dialog
    // lists what was read, the good ones load in one step, the broken one is reported.
    app::Document doc;
    app::MainWindow window(&doc);
    QTemporaryDir dir;
    const QString broken = writeFile(dir, "broken.json", "{\"results\": [");
    int shown = 0, messages = 0;
    QStringList listed;
    // The outcome is reported in a message box: close it as the user would.
    QTimer closer;
    QObject::connect(&closer, &QTimer::timeout, [&] {
      if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
        ++messages;
        QVERIFY(box->text().contains("broken.json"));
        box->accept();
      }
    });
    closer.start(50);
    window.setImportDialogRunner([&](app::ImportDialog& d) {
      ++shown;
      for (int i = 0; i < d.tree()->topLevelItemCount(); ++i)
        listed << d.tree()->topLevelItem(i)->text(0);
      return true;  // as the user clicks Import
    });
    const QString error = window.importDataFiles(
        {kFormats + "amdahl_sweep", kFormats + "gbench_threads.json", broken});
    closer.stop();
    QCOMPARE(shown, 1);
    QCOMPARE(messages, 1);
    QCOMPARE(listed, QStringList({"amdahl_sweep — amdahl --terse JSON",
                                  "gbench_threads.json — Google Benchmark JSON",
                                  "broken.json — not readable"}));
    QVERIFY2(error.contains("broken.json:1:14"), qPrintable(error));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.dataFiles().size(), 2);
    window.refreshNow();
    // The series of the folder and of the benchmark file, with their provenance as tooltip.
    QComboBox* series = nullptr;
    for (QComboBox* c : window.scalingView()->fitTab()->findChildren<QComboBox*>())
      if (c->findText("BM_Solve") >= 0) series = c;
    QVERIFY(series);
    const int amdahl = series->findText("amdahl, parallel proportion 0.8");
    const int solve = series->findText("BM_Solve");
    QVERIFY(amdahl >= 0 && solve >= 0);
    QVERIFY2(series->itemData(solve, Qt::ToolTipRole).toString().contains("host: node17"),
             qPrintable(series->itemData(solve, Qt::ToolTipRole).toString()));
    QVERIFY(series->itemData(amdahl, Qt::ToolTipRole)
                .toString()
                .contains("parallel proportion (known): 0.8"));
    doc.undoStack()->undo();
    QCOMPARE(doc.dataFiles().size(), 0);
  }

  void whatTheImportDialogShowedIsWhatLoads() {
    // The sources are read once, with progress, before the dialog: Import loads what it
    // listed, even when the file has changed or gone meanwhile (a second read, without
    // progress, took as long as the first on a folder of 100,000 result files).
    app::Document doc;
    app::MainWindow window(&doc);
    QTemporaryDir dir;
    const QString path = dir.filePath("hyperfine_threads.json");
    QVERIFY(QFile::copy(kFormats + "hyperfine_threads.json", path));
    int shown = 0;
    bool removed = false;
    window.setImportDialogRunner([&](app::ImportDialog&) {
      ++shown;
      removed = QFile::remove(path);
      return true;  // as the user clicks Import
    });
    QCOMPARE(window.importDataFiles({path}), QString());
    QCOMPARE(shown, 1);
    QVERIFY(removed);
    QVERIFY(!QFile::exists(path));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.dataFiles(), QStringList{path});
    QCOMPARE(doc.datasets().measurements.size(), std::size_t(1));
    QVERIFY(!doc.datasets().measurements.front().points.empty());
  }

  void cancelledImportDialogChangesNothing() {
    app::Document doc;
    app::MainWindow window(&doc);
    window.setImportDialogRunner([](app::ImportDialog&) { return false; });
    QCOMPARE(window.importDataFiles({kFormats + "hyperfine_threads.json"}), QString());
    QCOMPARE(doc.undoStack()->count(), 0);
    QCOMPARE(doc.datasets().measurements.size(), std::size_t(0));
  }

  void fitActionShowsTheFitTab() {
    app::Document doc;
    app::MainWindow window(&doc);
    QAction* fit = nullptr;
    for (QAction* menu : window.menuBar()->actions())
      for (QAction* a : menu->menu() ? menu->menu()->actions() : QList<QAction*>())
        if (a->text().contains("Fit a law")) fit = a;
    QVERIFY(fit);
    fit->trigger();
    QCOMPARE(window.scalingView()->tabs()->currentWidget(),
             static_cast<QWidget*>(window.scalingView()->fitTab()));
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestScalingWindow test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_scaling_window.moc"
