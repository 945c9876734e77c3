// Data ▸ Measure this machine's roofs in the real window (label xvfb): scalescope-probe roofs
// runs with a progress dialog, its roofline.json lands in a new file of the app's data folder
// (never over an old one), loads as data, and the Roofline view shows the machine; Cancel
// writes and loads nothing.
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "app/document/document.h"
#include "app/window/main_window.h"
#include "event_wait.h"
#include "views/roofline/roofline_view.h"

using namespace scalescope;

namespace {

QStringList roofFiles(const QTemporaryDir& home) {
  return QDir(home.path() + "/ScaleScopeTest/scalescope/roofs")
      .entryList({"*.json"}, QDir::Files, QDir::Name);
}

}  // namespace

class TestMeasureRoofs : public QObject {
  Q_OBJECT
 private slots:
  void init() {
    QCoreApplication::setOrganizationName("ScaleScopeTest");
    QCoreApplication::setApplicationName("scalescope");
  }

  void roofsLoadAsAMachineOfTheRooflineView() {
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", home.path().toUtf8());
    // The file's name: the host and the UTC time; one that exists gets a number.
    const QString path = app::MainWindow::roofsFilePath();
    QVERIFY2(QRegularExpression(R"(/roofs/roofline-[A-Za-z0-9._-]+-\d{8}-\d{6}\.json$)")
                 .match(path)
                 .hasMatch(),
             qPrintable(path));
    QVERIFY(path.startsWith(home.path()));
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile taken(path);
    QVERIFY(taken.open(QIODevice::WriteOnly));
    taken.close();
    const QString next = app::MainWindow::roofsFilePath();
    if (QFileInfo(next).completeBaseName().startsWith(QFileInfo(path).completeBaseName()))
      QCOMPARE(next, QFileInfo(path).absolutePath() + "/" + QFileInfo(path).completeBaseName() +
                         "-2.json");
    QVERIFY(QFile::remove(path));

    app::Document doc;
    app::MainWindow window(&doc);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    auto* view = window.findChild<views::RooflineView*>();
    QVERIFY(view);
    QVERIFY(!view->shownRoofSet());
    window.findChild<QAction*>("measureRoofsAction")->trigger();
    QVERIFY(window.findChild<QProgressDialog*>("roofsProgress"));
    QTRY_VERIFY_WITH_TIMEOUT(view->shownRoofSet(), 60000);
    QTRY_VERIFY(!window.findChild<QProgressDialog*>("roofsProgress"));
    // One new file, loaded: three measured roofs named by the probe.
    const QStringList files = roofFiles(home);
    QCOMPARE(files.size(), 1);
    QCOMPARE(doc.datasets().roofs.size(), std::size_t(1));
    const model::MeasuredRoofSet& set = *view->shownRoofSet();
    QVERIFY(QString::fromStdString(set.source).endsWith(files.front()));
    QVERIFY2(QString::fromStdString(set.tool).startsWith("scalescope-probe "), set.tool.c_str());
    QCOMPARE(set.roofs.size(), std::size_t(3));
    QCOMPARE(view->machine(), model::RooflineMachineId::Measured);
    QVERIFY(view->roofGraph("fp64") && view->roofGraph("l1") && view->roofGraph("dram"));
    QVERIFY(window.findChild<QDockWidget*>("rooflineDock")->isVisible());
  }

  void cancelWritesNothing() {
    QTemporaryDir home;
    qputenv("XDG_DATA_HOME", home.path().toUtf8());
    app::Document doc;
    app::MainWindow window(&doc);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    window.findChild<QAction*>("measureRoofsAction")->trigger();
    QPointer<QProgressDialog> progress = window.findChild<QProgressDialog*>("roofsProgress");
    QVERIFY(progress);
    // As a person does: the dialog's Cancel button (QProgressDialog::cancel() alone does not
    // emit canceled()).
    QTest::mouseClick(progress->findChild<QPushButton*>(), Qt::LeftButton);
    QTRY_VERIFY_WITH_TIMEOUT(!progress, 20000);
    QVERIFY(roofFiles(home).isEmpty());
    QVERIFY(doc.datasets().roofs.empty());
  }
};

QTEST_MAIN(TestMeasureRoofs)
#include "test_measure_roofs.moc"
