// What the GUI opens from its command line, in the real window (xvfb): `scalescope my.csv`
// makes the file's series the active one of the Fit and Study tabs, --series NAME chooses one
// by name, File ▸ Save As writes the file into the scenario (relative, like File ▸ Import's)
// with the active series by name, and reopening shows that series again even when the
// files load in another order. A scenario whose data file is missing is not opened: the
// message names the scenario and the file, and the scenario file stays as it was.
#include <QApplication>
#include <QComboBox>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QUndoStack>

#include "app/cli/command_line.h"
#include "app/cli/startup.h"
#include "app/document/document.h"
#include "app/window/file_actions.h"
#include "app/window/main_window.h"
#include "app/window/window_driver.h"
#include "model/core/parameter_table.h"
#include "test_files.h"
#include "views/scaling/scaling_fit_tab.h"
#include "views/scaling/scaling_study_tab.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/vtk_host.h"

using namespace scalescope;
using testing::writeFile;

namespace {

app::CommandLine parsed(const QStringList& args) {
  QString error;
  const auto cl = app::parseCommandLine(args, &error);
  if (!cl) qFatal("%s", qPrintable(error));
  return *cl;
}

QString fitSeries(app::MainWindow& window) {
  window.refreshNow();
  return window.scalingView()->fitTab()->findChildren<QComboBox*>().front()->currentText();
}
QString studySeries(app::MainWindow& window) {
  window.refreshNow();
  return window.scalingView()->studyTab()->findChildren<QComboBox*>().front()->currentText();
}

QJsonObject readJson(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
  return QJsonDocument::fromJson(f.readAll()).object();
}

/// File ▸ Save As (Ctrl+Shift+S) into `path`, answering the file dialog as a user does.
bool saveAs(app::MainWindow& window, const QString& path) {
  if (!testing::showActive(window)) return false;
  bool seen = false;
  testing::whenModal<QFileDialog>([path](QFileDialog* d) { testing::typeIntoFileDialog(d, path); },
                                  &seen);
  QTest::keyClick(&window, Qt::Key_S, Qt::ControlModifier | Qt::ShiftModifier);
  return seen && QFile::exists(path);
}

const char* kMine = "n,time_s\n1,8\n2,4.5\n4,2.75\n8,1.9\n";
// The groups of datasets/sample_scaling.csv (5) and mlperf_training.csv (9), loaded first.
const int kSamples = 14;

}  // namespace

class TestStartup : public QObject {
  Q_OBJECT
  QTemporaryDir m_settings;
 private slots:
  void initTestCase() {
    testing::isolateSettings(m_settings, "test_startup");
    // Non-native dialogs: the test answers Qt's own file dialog.
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
  }

  void aDataFileIsTheActiveSeries() {
    QTemporaryDir dir;
    const QString mine = writeFile(dir, "mine.csv", kMine);
    app::Document doc;
    app::MainWindow window(&doc);
    QCOMPARE(app::openCommandLine(parsed({mine}), &doc), QStringList());
    QCOMPARE(fitSeries(window), QString("mine.csv"));
    QCOMPARE(studySeries(window), QString("mine.csv"));
    QCOMPARE(int(doc.scenario().get(model::Param::ScalingSeries)), kSamples + 1);
    QCOMPARE(doc.dataFiles(), QStringList{mine});
    QVERIFY(!doc.isModified());  // what the command line opened is the starting point
  }

  void seriesByName() {
    QTemporaryDir dir;
    const QString mine = writeFile(dir, "mine.csv", kMine);
    app::Document doc;
    app::MainWindow window(&doc);
    QCOMPARE(app::openCommandLine(parsed({mine, "--series", "amdahl-lesson"}), &doc),
             QStringList());
    QCOMPARE(fitSeries(window), QString("amdahl-lesson"));
    // A name no loaded series has: said so, naming what is loaded; the newest file stays out.
    app::Document other;
    app::MainWindow second(&other);
    const QStringList problems = app::openCommandLine(parsed({"--series", "nope"}), &other);
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.front().startsWith("--series nope: no series of that name is loaded; the "
                                         "14 loaded: mpi-pi-strong, "),
             qPrintable(problems.front()));
    QCOMPARE(fitSeries(second), QString("mpi-pi-strong"));
  }

  void saveAndReopenKeepTheFileAndTheSeriesByName() {
    QTemporaryDir dir;
    const QString a = writeFile(dir, "a.csv", kMine);
    const QString b = writeFile(dir, "b.csv", "n,time_s\n1,20\n4,6\n16,2.5\n");
    const QString saved = dir.filePath("study.scalescope");
    {
      app::Document doc;
      app::MainWindow window(&doc);
      QCOMPARE(app::openCommandLine(parsed({a, b}), &doc), QStringList());
      QCOMPARE(fitSeries(window), QString("b.csv"));  // the last file given
      QVERIFY(saveAs(window, saved));
    }
    // The files of the command line are in the scenario, relative to it, like imported ones;
    // the active series is saved by name.
    QJsonObject json = readJson(saved);
    QCOMPARE(json["datasets"].toArray(), QJsonArray({"a.csv", "b.csv"}));
    QCOMPARE(json["active_series"].toObject()["name"].toString(), QString("b.csv"));
    QCOMPARE(json["parameters"].toObject()["scaling.series"].toDouble(), double(kSamples + 2));
    {
      app::Document doc;
      app::MainWindow window(&doc);
      QCOMPARE(app::openCommandLine(parsed({saved}), &doc), QStringList());
      QCOMPARE(fitSeries(window), QString("b.csv"));
      QCOMPARE(doc.dataFiles(), QStringList({a, b}));
    }
    // The files in the other order: series 7 is a.csv now, the name still finds b.csv, from
    // the command line and from File ▸ Open alike.
    json["datasets"] = QJsonArray({"b.csv", "a.csv"});
    writeFile(dir, "swapped.scalescope", QJsonDocument(json).toJson());
    {
      app::Document doc;
      app::MainWindow window(&doc);
      QCOMPARE(app::openCommandLine(parsed({dir.filePath("swapped.scalescope")}), &doc),
               QStringList());
      QCOMPARE(fitSeries(window), QString("b.csv"));
      QCOMPARE(int(doc.scenario().get(model::Param::ScalingSeries)), kSamples + 1);
      window.fileActions()->setInteractive(false);
      QVERIFY(window.fileActions()->openScenario(saved));
      QCOMPARE(fitSeries(window), QString("b.csv"));
      QCOMPARE(int(doc.scenario().get(model::Param::ScalingSeries)), kSamples + 2);
    }
  }

  void aMissingDataFileIsNamedAndNothingIsLost() {
    QTemporaryDir dir;
    const QString mine = writeFile(dir, "mine.csv", kMine);
    const QString saved = dir.filePath("mine.scalescope");
    {
      app::Document doc;
      app::MainWindow window(&doc);
      app::openCommandLine(parsed({mine, "--set", "n=1024"}), &doc);
      QVERIFY(saveAs(window, saved));
    }
    QFile scenarioFile(saved);
    QVERIFY(scenarioFile.open(QIODevice::ReadOnly));
    const QByteArray before = scenarioFile.readAll();
    scenarioFile.close();
    QVERIFY(QFile::remove(mine));

    // From the command line: the message names the scenario and the file; the default
    // scenario opens (not this one with another series active), untitled.
    app::Document doc;
    app::MainWindow window(&doc);
    const QStringList problems = app::openCommandLine(parsed({saved}), &doc);
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.front().startsWith(saved + ": its data file mine.csv could not be loaded"),
             qPrintable(problems.front()));
    QVERIFY2(problems.front().contains(mine + ": cannot open the file"),
             qPrintable(problems.front()));
    QCOMPARE(doc.filePath(), QString());
    QCOMPARE(doc.scenario().get(model::Param::N), model::Scenario{}.get(model::Param::N));
    QCOMPARE(fitSeries(window), QString("mpi-pi-strong"));  // the samples, as on any start

    // File ▸ Open of it over the user's work: refused with the same names, the work intact.
    QVERIFY(doc.set(model::Param::N, 4096).isEmpty());
    window.fileActions()->setInteractive(false);
    QVERIFY(!window.fileActions()->openScenario(saved));
    const QString error = window.fileActions()->lastError();
    QVERIFY2(error.startsWith(saved + ": its data file mine.csv could not be loaded"),
             qPrintable(error));
    QVERIFY(error.contains("The current scenario is unchanged."));
    QCOMPARE(doc.scenario().get(model::Param::N), 4096.0);
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(scenarioFile.open(QIODevice::ReadOnly));
    QCOMPARE(scenarioFile.readAll(), before);  // the scenario on disk is untouched
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestStartup test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_startup.moc"
