// How a teacher brings a lesson of their own into the real window (label xvfb): File ▸ Open
// lesson (Ctrl+L) through the file dialog, a lessons folder chosen in the Lessons menu, and a
// lesson file dropped on the window. A broken lesson is refused with file:line and the lesson
// that runs keeps running.
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMimeData>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include "../window/window_driver.h"
#include "app/document/document.h"
#include "app/lessons/lesson_actions.h"
#include "app/lessons/lesson_library.h"
#include "app/lessons/lesson_runner.h"
#include "app/window/main_window.h"
#include "views/surface/vtk_host.h"

using namespace scalescope;

namespace {

// A built-in lesson under another name: a valid lesson that is not one of the built-in ones.
QString writeOwnLesson(const QString& dir, const QString& name) {
  QFile in(QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/lessons/amdahls-wall.lesson.json"));
  if (!in.open(QIODevice::ReadOnly)) return {};
  QByteArray text = in.readAll();
  text.replace("\"name\": \"amdahls-wall\"", "\"name\": \"" + name.toUtf8() + "\"");
  text.replace("\"title\": \"Amdahl's wall\"", "\"title\": \"Our own wall\"");
  const QString path = dir + "/" + name + ".lesson.json";
  QFile out(path);
  if (!out.open(QIODevice::WriteOnly)) return {};
  out.write(text);
  return path;
}

// Answers the next file dialog with `path`, as a user would type it and press Enter; `seen`
// tells whether one came (testing::whenModal, the window tests' helper).
void answerFileDialog(const QString& path, bool* seen) {
  testing::whenModal<QFileDialog>(
      [path](QFileDialog* dialog) { testing::typeIntoFileDialog(dialog, path); }, seen);
}

QAction* actionNamed(QWidget* window, const QString& text) {
  for (QAction* a : window->findChildren<QAction*>())
    if (a->text() == text) return a;
  return nullptr;
}

}  // namespace

class TestLessonOpen : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScaleScopeTest");
    QCoreApplication::setApplicationName("test_lesson_open");
    // Qt's own dialog, which a test can answer (a platform dialog lives outside the process).
    QCoreApplication::setAttribute(Qt::AA_DontUseNativeDialogs);
    QVERIFY(m_dir.isValid());
    app::LessonLibrary::setFolder(m_dir.path() + "/empty");
  }

  void ctrlLOpensAndStartsALessonFile() {
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::showActive(window));
    window.lessons()->setInteractive(false);
    const QString path = writeOwnLesson(m_dir.path(), "our-wall");
    QVERIFY(!path.isEmpty());
    bool seen = false;
    answerFileDialog(path, &seen);
    QTest::keyClick(&window, Qt::Key_L, Qt::ControlModifier);
    QVERIFY(seen);
    QVERIFY(window.lessons()->runner()->active());
    QCOMPARE(QString::fromStdString(window.lessons()->runner()->lesson().name), "our-wall");
    QVERIFY(window.lessons()->dock()->isVisible());
    // It is listed among the lessons to start from now on.
    QVERIFY(window.findChild<QAction*>("lesson:our-wall"));
  }

  void aBrokenLessonIsRefusedByLineAndTheRunningOneStays() {
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::showActive(window));
    window.lessons()->setInteractive(false);
    QVERIFY(window.lessons()->start("amdahls-wall", false).isEmpty());
    const QString path = m_dir.path() + "/broken.lesson.json";
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\n  \"format\": \"scalescope-lesson\",\n  \"version\": 1,\n  \"name\": 7\n}\n");
    f.close();
    bool seen = false;
    answerFileDialog(path, &seen);
    actionNamed(&window, "&Open lesson file…")->trigger();  // the Lessons menu's entry
    QVERIFY(seen);
    const QString message = window.statusBar()->currentMessage();
    QVERIFY2(message.contains("broken.lesson.json:4"), qPrintable(message));
    QCOMPARE(QString::fromStdString(window.lessons()->runner()->lesson().name), "amdahls-wall");
  }

  void aLessonsFolderListsItsLessons() {
    const QString folder = m_dir.path() + "/folder";
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(!writeOwnLesson(folder, "folder-wall").isEmpty());
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::showActive(window));
    window.lessons()->setInteractive(false);
    QVERIFY(!window.findChild<QAction*>("lesson:folder-wall"));
    bool seen = false;
    answerFileDialog(folder, &seen);
    actionNamed(&window, "Lessons &folder…")->trigger();
    QVERIFY(seen);
    QCOMPARE(QDir(app::LessonLibrary::folder()).canonicalPath(), QDir(folder).canonicalPath());
    QAction* start = window.findChild<QAction*>("lesson:folder-wall");
    QVERIFY(start);
    QVERIFY(start->text().startsWith("Our own wall ("));
    start->trigger();
    QCOMPARE(QString::fromStdString(window.lessons()->runner()->lesson().name), "folder-wall");
    app::LessonLibrary::setFolder(m_dir.path() + "/empty");
  }

  void aDroppedLessonFileStarts() {
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::showActive(window));
    window.lessons()->setInteractive(false);
    const QString path = writeOwnLesson(m_dir.path(), "dropped-wall");
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPoint at = window.rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(at, Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &drop);
    // The lesson starts after the drop returns (no dialog inside the drag-and-drop handler).
    QTRY_VERIFY(window.lessons()->runner()->active());
    QCOMPARE(QString::fromStdString(window.lessons()->runner()->lesson().name), "dropped-wall");
  }

 private:
  QTemporaryDir m_dir;
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestLessonOpen test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_lesson_open.moc"
