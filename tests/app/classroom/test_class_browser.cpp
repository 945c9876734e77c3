// Issue 37 as a class meets it: a student's phone is Debian's headless Chromium on loopback,
// opening the address the teacher's QR code holds, joining with a nickname, answering the
// lesson's question and seeing the model's answer after the reveal, while QTest drives the
// teacher's window. The numbers are the lesson's (amdahls-wall step 2: S = 19.64 at
// N = 1,024 and 1 − α = 0.05, accepted within ±10 %). SCALESCOPE_SHOT_DIR, when set, keeps
// the page's screenshots (the README's).
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTest>

#include "app/classroom/class_actions.h"
#include "app/classroom/class_server.h"
#include "app/classroom/class_session.h"
#include "app/document/document.h"
#include "app/lessons/lesson_actions.h"
#include "app/lessons/lesson_runner.h"
#include "app/window/main_window.h"
#include "devtools_page.h"
#include "event_wait.h"
#include "views/classroom/class_panel.h"

using namespace scalescope;

namespace {

void keepShot(testing::DevToolsPage& page, const char* name) {
  const QByteArray dir = qgetenv("SCALESCOPE_SHOT_DIR");
  if (dir.isEmpty()) return;
  QFile f(QString::fromLocal8Bit(dir) + "/" + name);
  if (f.open(QIODevice::WriteOnly)) f.write(page.screenshot());
}

}  // namespace

class TestClassBrowser : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScaleScopeTest");
    QCoreApplication::setApplicationName("test_class_browser");
  }

  void aStudentAnswersFromABrowser() {
    app::Document document;
    app::MainWindow window(&document);
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    window.lessons()->setInteractive(false);
    QVERIFY(window.lessons()->start("amdahls-wall", false).isEmpty());
    app::LessonRunner* runner = window.lessons()->runner();
    runner->goTo(1);
    runner->finishAnimation();
    app::ClassActions* actions = window.lessons()->classActions();
    actions->setInteractive(false);
    QVERIFY(actions->start(QHostAddress::LocalHost, 0).isEmpty());

    testing::DevToolsPage page(actions->session()->server()->studentUrl().toString());
    QVERIFY2(page.ok(), qPrintable(page.error()));
    // The page loaded its script (a script blocked by the security policy would leave the
    // join form dead) and shows the join form.
    QVERIFY(
        page.waitFor("document.readyState === 'complete' && "
                     "!document.getElementById('join').hidden && "
                     "typeof document.getElementById('texts').dataset.waiting === 'string'"));
    QCOMPARE(page.evaluate("document.title").toString(), QString("ScaleScope — your prediction"));
    keepShot(page, "class-student-join.png");

    // A nickname with markup stays text.
    page.evaluate(
        "document.getElementById('nickname').value = '<img src=x onerror=alert(1)>Ada';"
        "document.querySelector('#join button').click(); true");
    QVERIFY(page.waitFor("document.getElementById('prompt').textContent.includes('1,024')"));
    QCOMPARE(page.evaluate("document.getElementById('number').hidden").toBool(), false);
    QCOMPARE(page.evaluate("document.getElementById('unit').textContent").toString(), QString("×"));
    QCOMPARE(page.evaluate("document.querySelectorAll('img').length").toInt(), 0);

    // The answer: 18×, typed as a person would.
    page.evaluate(
        "document.getElementById('value').value = '18';"
        "document.getElementById('send').click(); true");
    views::ClassPanel* panel = actions->panel();
    QTRY_COMPARE_WITH_TIMEOUT(panel->countsLabel()->text(), QString("1 joined · 1 answered"),
                              testing::kEventTimeoutMs);
    QVERIFY(page.waitFor("document.getElementById('status').textContent.includes('18')"));
    // Before the reveal the page knows nothing of the model's answer.
    QVERIFY(page.evaluate("document.getElementById('reveal').hidden").toBool());
    QVERIFY(!page.evaluate("document.body.textContent.includes('19.6')").toBool());
    QVERIFY(!panel->histogramShown());

    // The teacher reveals: the room's answer (18) is within ±10 % of 19.64.
    panel->revealButton()->click();
    QVERIFY(runner->answered());
    QVERIFY(page.waitFor("!document.getElementById('reveal').hidden"));
    QVERIFY2(
        page.evaluate("document.getElementById('truth').textContent").toString().contains("19.6×"),
        qPrintable(page.evaluate("document.getElementById('truth').textContent").toString()));
    QVERIFY(page.evaluate("document.getElementById('mine').textContent")
                .toString()
                .contains("within the tolerance"));
    // Where the guess lay: the model's line and the guess's dot are drawn.
    QCOMPARE(page.evaluate("document.querySelectorAll('#scale line.model, #scale circle.guess')"
                           ".length")
                 .toInt(),
             2);
    keepShot(page, "class-student-reveal.png");

    // The next question reaches the page by itself (it polls once a second).
    runner->next();
    runner->finishAnimation();
    QVERIFY(
        page.waitFor("!document.getElementById('answer').hidden && "
                     "document.getElementById('reveal').hidden"));
  }
};

QTEST_MAIN(TestClassBrowser)
#include "test_class_browser.moc"
