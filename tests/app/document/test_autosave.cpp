// Autosave and recovery: snapshots only while modified, removed when saved or on a clean
// exit; a killed session leaves its work behind for the next start (needs X: label xvfb).
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include "app/document/autosave.h"
#include "app/document/document.h"
#include "app/document/scenario_file.h"

using namespace scalescope::app;
using scalescope::model::Param;

class TestAutosave : public QObject {
  Q_OBJECT
  QTemporaryDir m_dir;
 private slots:
  void initTestCase() { qputenv("SCALESCOPE_RECOVERY_DIR", m_dir.path().toUtf8()); }

  void snapshotsOnlyWhileModified() {
    Document doc;
    {
      Autosave autosave(&doc, 3600000);
      QCOMPARE(autosave.snapshotNow(), QString());
      QVERIFY(!QFile::exists(Autosave::recoveryPath()));  // nothing to save yet
      doc.set("n", 31337);
      QCOMPARE(autosave.snapshotNow(), QString());
      QVERIFY(QFile::exists(Autosave::recoveryPath()));
      QString error;
      const auto file = readScenarioFile(Autosave::recoveryPath(), &error);
      QVERIFY2(file.has_value(), qPrintable(error));
      QCOMPARE(file->scenario.get(Param::N), 31337.0);
      // While this session holds the lock, no one else is offered its file.
      QCOMPARE(Autosave::pendingRecovery(), QString());
      doc.markSaved(m_dir.filePath("saved.scalescope"));  // saved: snapshot obsolete
      QVERIFY(!QFile::exists(Autosave::recoveryPath()));
      doc.set("n", 4);
      autosave.snapshotNow();
      QVERIFY(QFile::exists(Autosave::recoveryPath()));
    }
    QVERIFY(!QFile::exists(Autosave::recoveryPath()));  // clean exit removes it
  }

  void killedSessionLeavesItsWork() {
    QProcess app;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert("SCALESCOPE_RECOVERY_DIR", m_dir.path());
    env.insert("SCALESCOPE_AUTOSAVE_MS", "300");
    env.insert("XDG_CONFIG_HOME", m_dir.filePath("config"));
    env.remove("QT_QPA_PLATFORM");
    app.setProcessEnvironment(env);
    // --set makes the start-up scenario differ from any file: unsaved work.
    app.start(QStringLiteral(SCALESCOPE_BINARY_DIR "/app/scalescope"), {"--set", "n=4242"});
    QVERIFY(app.waitForStarted(10000));
    QVERIFY2(QTest::qWaitFor([] { return QFile::exists(Autosave::recoveryPath()); }, 20000),
             "no recovery file appeared");
    QCOMPARE(Autosave::pendingRecovery(), QString());  // the app is alive: not offered
    app.kill();                                        // SIGKILL: no clean exit
    QVERIFY(app.waitForFinished(10000));
    const QString pending = Autosave::pendingRecovery();
    QCOMPARE(pending, Autosave::recoveryPath());
    QString error;
    const auto file = readScenarioFile(pending, &error);
    QVERIFY2(file.has_value(), qPrintable(error));
    QCOMPARE(file->scenario.get(Param::N), 4242.0);
    Autosave::discard();
    QCOMPARE(Autosave::pendingRecovery(), QString());
  }
};

QTEST_GUILESS_MAIN(TestAutosave)
#include "test_autosave.moc"
