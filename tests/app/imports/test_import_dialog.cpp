// The import dialog (offscreen), driven as a user does: it lists each file's series with runs
// and N range, unchecked series are left out, strong/weak is set per series, the parameter
// that is N and the values of the others are chosen, OSU's missing process count is asked for,
// and hovering a file shows its provenance. Its result loads through the Document like any
// import (one undo step) and survives a save and reopen.
#include <qcustomplot.h>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMainWindow>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/document/scenario_file.h"
#include "app/imports/data_export.h"
#include "app/imports/import_dialog.h"
#include "app/imports/network_fit_dialog.h"
#include "model/data/formats.h"
#include "model/data/readers.h"
#include "model/export/extrap_jsonl.h"
#include "test_files.h"

using namespace scalescope;
using app::ImportDialog;

namespace {

const QString kFormats = QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/model/data/formats/");

ImportDialog::Source readForDialog(const QString& path) {
  ImportDialog::Source s;
  s.path = path;
  s.files = app::readSourceFiles(path, &s.errors, &s.warnings);
  return s;
}

QTreeWidgetItem* seriesItem(ImportDialog& d, int source, const QString& name) {
  QTreeWidgetItem* top = d.tree()->topLevelItem(source);
  for (int i = 0; i < top->childCount(); ++i)
    if (top->child(i)->text(0) == name) return top->child(i);
  return nullptr;
}

}  // namespace

class TestImportDialog : public QObject {
  Q_OBJECT
 private slots:
  void listsSeriesWithRunsAndN() {
    ImportDialog d({readForDialog(kFormats + "extrap_regions.txt"),
                    readForDialog(kFormats + "gbench_threads.json")});
    QCOMPARE(d.tree()->topLevelItemCount(), 2);
    QTreeWidgetItem* main = seriesItem(d, 0, "main");
    QVERIFY(main);
    QCOMPARE(main->text(1), QString("12"));
    QCOMPARE(main->text(2), QString("1 … 8 (4 values)"));
    QCOMPARE(d.tree()->topLevelItem(0)->text(0), QString("extrap_regions.txt — Extra-P text"));
    QTreeWidgetItem* solve = seriesItem(d, 1, "BM_Solve");
    QCOMPARE(solve->text(1), QString("9"));
    QCOMPARE(solve->text(2), QString("1 … 4 threads (3 values)"));
    // Hovering the file: where it came from.
    const QString tip = d.tree()->topLevelItem(1)->toolTip(0);
    QVERIFY2(tip.contains("host: node17") && tip.contains("command: ./bench_solver") &&
                 tip.contains("CPUs: 16 × 3000 MHz"),
             qPrintable(tip));
    QVERIFY(tip.contains("note: gbench_threads.json: 1 benchmark run(s) with error_occurred"));
    // Everything checked: the defaults.
    const auto all = d.chosenSources();
    QCOMPARE(all.size(), 2);
    QVERIFY(all[0].choice.isDefault() && all[1].choice.isDefault());
  }

  void uncheckedSeriesAndScalingAreChosen() {
    ImportDialog d({readForDialog(kFormats + "extrap_regions.txt")});
    seriesItem(d, 0, "main")->setCheckState(0, Qt::Unchecked);
    QComboBox* scaling = d.scalingCombo(seriesItem(d, 0, "main->solve"));
    QCOMPARE(scaling->itemText(0), QString("not stated (strong)"));
    scaling->setCurrentIndex(2);  // weak
    const auto chosen = d.chosenSources();
    QCOMPARE(chosen.size(), 1);
    QCOMPARE(chosen[0].choice.series, std::vector<std::string>{"main->solve"});
    QCOMPARE(chosen[0].choice.scaling.at("main->solve"), std::string("weak"));
    // Nothing checked: the file is not imported and Import is disabled.
    seriesItem(d, 0, "main->solve")->setCheckState(0, Qt::Unchecked);
    QVERIFY(d.chosenSources().isEmpty());
    QVERIFY(!d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
  }

  void amdahlSaysStrong() {
    ImportDialog d({readForDialog(kFormats + "amdahl_sweep")});
    QTreeWidgetItem* s = d.tree()->topLevelItem(0)->child(0);
    QCOMPARE(s->text(0), QString("amdahl, parallel proportion 0.8"));
    QCOMPARE(s->text(2), QString("1 … 8 processes (4 values)"));  // one series of 4 files
    QCOMPARE(d.scalingCombo(s)->itemText(0), QString("strong (the file)"));
    QVERIFY(d.tree()->topLevelItem(0)->toolTip(0).contains("parallel proportion (known): 0.8"));
  }

  void parameterThatIsNAndFixedValues() {
    ImportDialog d({readForDialog(kFormats + "extrap_two_parameters.txt")});
    d.selectSource(0);
    QVERIFY(d.parameterCombo()->isEnabled());
    QCOMPARE(d.parameterCombo()->currentText(), QString("p"));
    QComboBox* size = d.fixedCombo("size");
    QVERIFY(size);
    QCOMPARE(size->currentText(), QString("100"));
    QTreeWidgetItem* kernel = d.tree()->topLevelItem(0)->child(0);
    QCOMPARE(kernel->text(1), QString("6"));
    size->setCurrentIndex(size->findText("200"));
    QCOMPARE(kernel->text(1), QString("6"));
    d.parameterCombo()->setCurrentText("size");
    QComboBox* p = d.fixedCombo("p");
    QVERIFY(p);
    p->setCurrentIndex(p->findText("4"));
    QCOMPARE(kernel->text(2), QString("100 … 200 size (2 values)"));
    QCOMPARE(kernel->text(1), QString("4"));
    const auto chosen = d.chosenSources();
    QCOMPARE(chosen[0].choice.nParameter, std::string("size"));
    QCOMPARE(chosen[0].choice.fixed.at("p"), 4.0);
    // Loaded as chosen: N = size at p = 4.
    model::DatasetCollection data;
    auto source = chosen[0];
    QCOMPARE(app::loadDataSource(&source, &data), QString());
    QCOMPARE(data.measurements[0].points.size(), std::size_t(4));
    QCOMPARE(data.measurements[0].points[0].group, std::string("kernel (p = 4)"));
  }

  // hyperfine with -L t and -L size: no name says which is N, so the dialog asks instead of
  // guessing; Import stays disabled until the user chooses, and the choice is what loads.
  void parameterThatIsNIsAskedForWhenNoNameSaysIt() {
    ImportDialog d({readForDialog(kFormats + "hyperfine_two_parameters.json")});
    d.selectSource(0);
    QCOMPARE(d.parameterCombo()->currentText(), QString("choose N…"));
    QVERIFY(!d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    d.parameterCombo()->setCurrentIndex(d.parameterCombo()->findText("t"));
    QVERIFY(d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    auto source = d.chosenSources()[0];
    QCOMPARE(source.choice.nParameter, std::string("t"));
    model::DatasetCollection data;
    QCOMPARE(app::loadDataSource(&source, &data), QString());
    QCOMPARE(data.measurements[0].points.size(), std::size_t(6));
    QCOMPARE(data.measurements[0].points[3].n, 2.0);
  }

  // A folder is read file by file with a progress report (file k of n, before each file);
  // the caller's Cancel stops the reading and nothing comes back.
  void folderReadingReportsProgressAndStopsOnCancel() {
    QTemporaryDir dir;
    for (int i = 0; i < 8; ++i) {
      QFile f(dir.filePath(QString("run%1.csv").arg(i)));
      QVERIFY(f.open(QIODevice::WriteOnly));
      f.write(QString("n,time_s\n%1,%2\n").arg(1 << (i % 4)).arg(10.0 / (1 << (i % 4))).toUtf8());
    }
    QList<QPair<int, int>> calls;
    QStringList errors;
    bool cancelled = true;
    const auto all = app::readSourceFiles(
        dir.path(), &errors, nullptr, {},
        [&](int done, int total) {
          calls << qMakePair(done, total);
          return true;
        },
        &cancelled);
    QVERIFY(!cancelled);
    QCOMPARE(all.size(), std::size_t(8));
    QCOMPARE(calls.size(), 8);
    QCOMPARE(calls.front(), qMakePair(0, 8));
    QCOMPARE(calls.back(), qMakePair(7, 8));
    calls.clear();
    const auto none = app::readSourceFiles(
        dir.path(), &errors, nullptr, {},
        [&](int done, int total) {
          calls << qMakePair(done, total);
          return done < 3;
        },
        &cancelled);
    QVERIFY(cancelled);
    QVERIFY(none.empty());
    QCOMPARE(calls.size(), 4);  // files 0, 1 and 2 read; stopped before the fourth
    QVERIFY(errors.isEmpty());
  }

  void processCountIsAskedForWhenTheFileDoesNotSay() {
    QTemporaryDir dir;
    QFile::copy(kFormats + "osu_allreduce_np4.txt", dir.filePath("allreduce.txt"));
    ImportDialog d({readForDialog(dir.filePath("allreduce.txt"))});
    d.selectSource(0);
    QVERIFY(d.processesBox()->isEnabled());
    QVERIFY(!d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    d.processesBox()->setValue(16);
    QVERIFY(d.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
    QCOMPARE(d.tree()->topLevelItem(0)->child(0)->text(2), QString("16 processes"));
    QCOMPARE(d.tree()->topLevelItem(0)->child(0)->text(3), QString("latency table"));
    QCOMPARE(*d.chosenSources()[0].choice.processes, 16.0);
  }

  void unreadableFilesAreShownNotImported() {
    QTemporaryDir dir;
    const QString bad = testing::writeFile(dir, "broken.json", "{\"benchmarks\": [1,}");
    ImportDialog d({readForDialog(bad), readForDialog(kFormats + "hyperfine_threads.json")});
    QCOMPARE(d.tree()->topLevelItem(0)->text(0), QString("broken.json — not readable"));
    QVERIFY2(d.tree()->topLevelItem(0)->toolTip(0).contains("not read: broken.json:1:19"),
             qPrintable(d.tree()->topLevelItem(0)->toolTip(0)));
    const auto chosen = d.chosenSources();
    QCOMPARE(chosen.size(), 1);
    QVERIFY(chosen[0].path.endsWith("hyperfine_threads.json"));
  }

  void choicesSurviveImportSaveAndReopen() {
    app::Document doc;
    ImportDialog d({readForDialog(kFormats + "extrap_regions.txt")});
    seriesItem(d, 0, "main")->setCheckState(0, Qt::Unchecked);
    d.scalingCombo(seriesItem(d, 0, "main->solve"))->setCurrentIndex(2);
    const auto result = doc.importSources(d.chosenSources());
    QVERIFY2(result.errors.isEmpty(), qPrintable(result.errors.join('\n')));
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.datasets().measurements.size(), std::size_t(1));
    const auto& set = doc.datasets().measurements[0];
    QCOMPARE(set.groups(), std::vector<std::string>{"main->solve"});
    QCOMPARE(set.points[0].scaling, std::string("weak"));
    QCOMPARE(set.format, std::string("Extra-P text"));
    const std::size_t runs = set.points.size();  // `set` is gone after the next import
    // A file that says where it came from: its provenance goes with it.
    QVERIFY(doc.importDataFiles({kFormats + "gbench_threads.json"}).isEmpty());
    // Saved and read back: the same choice, the provenance kept.
    QTemporaryDir dir;
    app::ScenarioFile file;
    file.datasets = doc.dataSources();
    QCOMPARE(app::writeScenarioFile(dir.filePath("s.scalescope"), file), QString());
    QString error;
    auto back = app::readScenarioFile(dir.filePath("s.scalescope"), &error);
    QVERIFY2(back.has_value(), qPrintable(error));
    QCOMPARE(back->datasets[0].choice.series, std::vector<std::string>{"main->solve"});
    QCOMPARE(back->datasets[1].provenance.host, std::string("node17"));
    QCOMPARE(back->datasets[1].provenance.tool, std::string("Google Benchmark"));
    model::DatasetCollection again;
    QCOMPARE(app::loadDataSource(&back->datasets[0], &again), QString());
    QCOMPARE(again.measurements[0].points.size(), runs);
    QCOMPARE(again.measurements[0].points[3].scaling, std::string("weak"));
  }

  void exportDataWritesExtrapJsonLines() {
    model::DatasetCollection data;
    app::DataSource source(kFormats + "hyperfine_threads.json");
    QCOMPARE(app::loadDataSource(&source, &data), QString());
    QTemporaryDir dir;
    const QString path = dir.filePath("out.jsonl");
    QCOMPARE(app::writeExtrapJsonLinesFile(path, data), QString());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray text = f.readAll();
    QCOMPARE(text.count('\n'), 12);  // every repetition one record
    QVERIFY2(text.startsWith("{\"params\":{\"threads\":1},\"callpath\":\"./solver --threads "
                             "{threads}\",\"metric\":\"time\",\"value\":1.8999999999999999}"),
             text.left(120).constData());
    const auto back = model::readExtrapJsonLines(text.toStdString(), "out.jsonl");
    QVERIFY(back.ok());
    QCOMPARE(back->series[0].runs.size(), std::size_t(12));
  }

  void networkFitUsesValuesInOneUndoStep() {
    app::Document doc;
    QVERIFY(doc.importDataFiles({kFormats + "osu_latency.txt"}).isEmpty());
    QVERIFY(app::NetworkFitDialog::hasLatencyTables(doc));
    app::NetworkFitDialog dialog(&doc);
    QCOMPARE(dialog.table()->rowCount(), 1);
    QCOMPARE(dialog.table()->item(0, 2)->text(), QString("2"));
    QVERIFY2(dialog.table()->item(0, 4)->text().startsWith("1.04 ±"),
             qPrintable(dialog.table()->item(0, 4)->text()));
    QVERIFY2(dialog.table()->item(0, 5)->text().startsWith("1.02 ±"),
             qPrintable(dialog.table()->item(0, 5)->text()));
    QCOMPARE(dialog.plot()->graphCount(), 2);  // points and line
    QVERIFY(dialog.useButton()->isEnabled());
    const int steps = doc.undoStack()->count();
    QTest::mouseClick(dialog.useButton(), Qt::LeftButton);
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QCOMPARE(doc.scenario().get(model::Param::TimelineNetLatencyUs), 1.04);
    QVERIFY(std::abs(doc.scenario().get(model::Param::TimelineNetBandwidthGbs) - 1.0 / 0.98) <
            1e-9);
    QVERIFY(dialog.currentValues()->text().contains("1.04 µs"));
    doc.undoStack()->undo();
    QCOMPARE(doc.scenario().get(model::Param::TimelineNetLatencyUs), 1.5);  // the default
  }

  void collectiveLinesAreUndoneThroughThePattern() {
    // osu_allreduce_np4.txt lies on T = 5 µs + m/(4.096 GB/s) at N = 4. The timeline's tree
    // prices 2⌈log₂4⌉ = 4 messages and 4 link transfers per step, so one link has
    // L = 5/4 = 1.25 µs and B = 4·4.096 = 16.384 GB/s (model/measured/network_values.h).
    app::Document doc;
    QVERIFY(doc.importDataFiles({kFormats + "osu_allreduce_np4.txt"}).isEmpty());
    QCOMPARE(
        doc.set(model::Param::TimelineCommPattern, static_cast<double>(model::CommPattern::Tree)),
        QString());
    app::NetworkFitDialog dialog(&doc);
    QCOMPARE(dialog.table()->rowCount(), 1);
    QVERIFY2(dialog.table()->item(0, 7)->text().startsWith("1.25 µs, 16.4 GB/s (tree)"),
             qPrintable(dialog.table()->item(0, 7)->text()));
    QCOMPARE(dialog.useRow(0), QString());
    QVERIFY(std::abs(doc.scenario().get(model::Param::TimelineNetLatencyUs) - 1.25) < 1e-9);
    QVERIFY(std::abs(doc.scenario().get(model::Param::TimelineNetBandwidthGbs) - 16.384) < 1e-9);
  }

  // File ▸ Import data offers every extension of every format the registry reads, once, and
  // its tooltip names every format (both are made from model::formatReaders()).
  void importListsComeFromTheRegistry() {
    QStringList patterns = app::readFilePatterns().split(' ');
    QCOMPARE(patterns.removeDuplicates(), qsizetype(0));
    for (const char* p : {"*.csv", "*.tsv", "*.txt", "*.json", "*.jsonl", "*.log", "*.out"})
      QVERIFY2(patterns.contains(p), qPrintable(p));
    QStringList names;
    for (const auto& f : model::formatReaders()) {
      names << QString::fromStdString(f.name);
      for (const auto& ext : f.extensions)
        QVERIFY2(patterns.contains("*" + QString::fromStdString(ext)), ext.c_str());
    }
    QCOMPARE(app::readFormatNames(), names);
  }
};

QTEST_MAIN(TestImportDialog)
#include "test_import_dialog.moc"
