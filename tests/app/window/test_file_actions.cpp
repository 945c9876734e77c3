// File ▸ Open/Save: atomic saves, the title's modified marker follows the undo stack's clean
// state, a bad file leaves the work untouched, presets open read-only, recent files.
#include <QApplication>
#include <QFile>
#include <QMainWindow>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include "app/document/document.h"
#include "app/window/file_actions.h"

using namespace scalescope::app;
using scalescope::model::Param;

class TestFileActions : public QObject {
  Q_OBJECT
  QTemporaryDir m_settingsDir;
 private slots:
  void initTestCase() {
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    QCoreApplication::setOrganizationName("ScaleScopeTest");
    QCoreApplication::setApplicationName("test_file_actions");
  }

  void saveMarksCleanAndTitleFollowsUndo() {
    QMainWindow window;
    Document doc;
    FileActions files(&window, &doc);
    files.setInteractive(false);
    QVERIFY(window.windowTitle().startsWith("Untitled"));
    doc.set("n", 4096);
    QVERIFY(window.isWindowModified());
    QTemporaryDir dir;
    const QString path = dir.filePath("mine.scalescope");
    QVERIFY(files.saveTo(path));
    QVERIFY(!window.isWindowModified());
    QVERIFY(window.windowTitle().startsWith("mine.scalescope"));
    doc.set("n", 8192);
    QVERIFY(window.isWindowModified());
    doc.undoStack()->undo();  // back to the saved state
    QVERIFY(!window.isWindowModified());
    const QStringList recent = QSettings().value("files/recent").toStringList();
    QCOMPARE(recent.value(0), QFileInfo(path).absoluteFilePath());
  }

  void openRestoresTheSavedScenario() {
    QMainWindow window;
    Document doc;
    FileActions files(&window, &doc);
    files.setInteractive(false);
    QTemporaryDir dir;
    const QString path = dir.filePath("a.scalescope");
    doc.set("serial_fraction", 0.125);
    QVERIFY(files.saveTo(path));
    Document other;
    FileActions otherFiles(&window, &other);
    otherFiles.setInteractive(false);
    QVERIFY(otherFiles.openScenario(path));
    QCOMPARE(other.scenario().get(Param::SerialFraction), 0.125);
    QCOMPARE(other.undoStack()->count(), 0);  // a new history
    QCOMPARE(other.filePath(), QFileInfo(path).absoluteFilePath());
  }

  void badFileLeavesWorkUntouched() {
    QMainWindow window;
    Document doc;
    FileActions files(&window, &doc);
    files.setInteractive(false);
    doc.set("n", 777);
    QTemporaryDir dir;
    const QString path = dir.filePath("broken.scalescope");
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"version\": 1, \"parameters\": {\"n\": \"lots\"}}");
    f.close();
    QVERIFY(!files.openScenario(path));
    QVERIFY2(files.lastError().contains("broken.scalescope") &&
                 files.lastError().contains("parameters.n"),
             qPrintable(files.lastError()));
    QCOMPARE(doc.scenario().get(Param::N), 777.0);
    QCOMPARE(doc.undoStack()->count(), 1);
  }

  void presetsOpenReadOnly() {
    QMainWindow window;
    Document doc;
    FileActions files(&window, &doc);
    files.setInteractive(false);
    QVERIFY(files.openPreset("fugaku"));
    QVERIFY(doc.isReadOnly());
    QVERIFY(window.windowTitle().contains("read-only"));
    QCOMPARE(doc.scenario().get(Param::N), 7630848.0);
    QVERIFY(!files.openPreset("no-such-preset"));
    QCOMPARE(doc.scenario().get(Param::N), 7630848.0);
  }
};

QTEST_MAIN(TestFileActions)
#include "test_file_actions.moc"
