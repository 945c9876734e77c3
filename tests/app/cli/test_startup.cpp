// What the GUI opens from its command line, in the real window (xvfb): `scalescope my.csv`
// makes the file's series the active one of the Fit and Study tabs, --series NAME chooses one
// by name.
#include <QApplication>
#include <QComboBox>
#include <QTest>

#include "app/cli/command_line.h"
#include "app/cli/startup.h"
#include "app/document/document.h"
#include "app/window/main_window.h"
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

const char* kMine = "n,time_s\n1,8\n2,4.5\n4,2.75\n8,1.9\n";
const int kSamples = 5;  // the groups of datasets/sample_scaling.csv, loaded first

}  // namespace

class TestStartup : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { QCoreApplication::setOrganizationName("ScaleScopeTest"); }

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
                                         "5 loaded: mpi-pi-strong, "),
             qPrintable(problems.front()));
    QCOMPARE(fitSeries(second), QString("mpi-pi-strong"));
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareDefaultSurfaceFormat();
  QApplication app(argc, argv);
  TestStartup test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_startup.moc"
