// A class session in the real window (issue 37): nothing listens until the teacher starts
// one; students join and answer over HTTP on loopback while the lesson runs; the room's
// answers stay hidden until the reveal, which reaches every student; hostile requests get
// their status codes and the lesson runs on; the record is exported as CSV. The numbers are
// the lesson's own (amdahls-wall step 2: N = 1024, 1 − α = 0.05, S = 1/(0.05 + 0.95/1024) =
// 19.64, accepted within ±10 %).
#include <qcustomplot.h>
#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

#include "app/classroom/class_actions.h"
#include "app/classroom/class_server.h"
#include "app/classroom/class_session.h"
#include "app/classroom/class_summary.h"
#include "app/cli/startup.h"
#include "app/document/document.h"
#include "app/lessons/lesson_actions.h"
#include "app/lessons/lesson_runner.h"
#include "app/lessons/presenter_mode.h"
#include "app/window/main_window.h"
#include "class_http.h"
#include "event_wait.h"
#include "pdf_text.h"
#include "views/classroom/class_panel.h"

using namespace scalescope;
using scalescope::testing::httpRequest;

namespace {

// TCP sockets of this process in the LISTEN state: the inodes of its socket descriptors
// (/proc/self/fd) that /proc/net/tcp and tcp6 list with state 0A.
int listeningSockets() {
  QSet<QString> mine;
  for (const QFileInfo& fd : QDir("/proc/self/fd").entryInfoList(QDir::System | QDir::Files)) {
    const QByteArray target = QFile::encodeName(QFile::symLinkTarget(fd.filePath()));
    const int open = target.indexOf("socket:[");
    if (open >= 0)
      mine.insert(QString::fromLatin1(target.mid(open + 8, target.indexOf(']') - open - 8)));
  }
  int count = 0;
  for (const char* table : {"/proc/net/tcp", "/proc/net/tcp6"}) {
    QFile f(table);
    if (!f.open(QIODevice::ReadOnly)) continue;
    f.readLine();  // header
    while (!f.atEnd()) {
      const QStringList cols = QString::fromLatin1(f.readLine()).simplified().split(' ');
      if (cols.size() > 9 && cols[3] == "0A" && mine.contains(cols[9])) ++count;
    }
  }
  return count;
}

struct Room {
  QUrl base;
  QString code;
  QUrl api(const QString& path, const QString& extra = {}) const {
    QUrl u = base;
    u.setPath(path);
    u.setQuery("code=" + code + (extra.isEmpty() ? "" : "&" + extra));
    return u;
  }
};

QJsonObject json(const QByteArray& body) {
  return QJsonDocument::fromJson(body).object();
}

}  // namespace

class TestClassSession : public QObject {
  Q_OBJECT
 private:
  std::unique_ptr<app::Document> m_document;
  std::unique_ptr<app::MainWindow> m_window;
  QNetworkAccessManager m_net;
  Room m_room;

  app::ClassActions* actions() const { return m_window->lessons()->classActions(); }
  app::LessonRunner* runner() const { return m_window->lessons()->runner(); }

  QString join(const QString& nickname) {
    const auto r = httpRequest(m_net, "POST", m_room.api("/api/join"),
                               QJsonDocument(QJsonObject{{"nickname", nickname}}).toJson());
    return json(r.body).value("student").toString();
  }
  int answer(const QString& student, int question, double value) {
    const QJsonObject body{{"student", student}, {"question", question}, {"value", value}};
    return httpRequest(m_net, "POST", m_room.api("/api/answer"), QJsonDocument(body).toJson())
        .status;
  }
  QJsonObject state(const QString& student) {
    return json(httpRequest(m_net, "GET", m_room.api("/api/state", "student=" + student)).body);
  }

 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScaleScopeTest");
    QCoreApplication::setApplicationName("test_class_session");
    m_document = std::make_unique<app::Document>();
    m_window = std::make_unique<app::MainWindow>(m_document.get());
    m_window->resize(1280, 720);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window.get(), testing::kEventTimeoutMs));
    m_window->lessons()->setInteractive(false);
    actions()->setInteractive(false);
  }

  // Issue 37: "nothing in the app listens on a port unless a class session is running".
  void nothingListensWithoutASession() {
    QCOMPARE(listeningSockets(), 0);
    QVERIFY(m_window->lessons()->start("amdahls-wall", false).isEmpty());
    QCOMPARE(listeningSockets(), 0);
    QVERIFY(actions()->start(QHostAddress::LocalHost, 0).isEmpty());
    QCOMPARE(listeningSockets(), 1);
    QVERIFY(actions()->dock()->isVisible());
    runner()->stop();  // ending the lesson ends the session
    QVERIFY(!actions()->session()->running());
    QCOMPARE(listeningSockets(), 0);
  }

  void theRoomAnswersAndSeesTheReveal() {
    QVERIFY(m_window->lessons()->start("amdahls-wall", false).isEmpty());
    runner()->goTo(1);
    runner()->finishAnimation();
    QVERIFY(actions()->start(QHostAddress::LocalHost, 0).isEmpty());
    const app::ClassServer* server = actions()->session()->server();
    m_room.base = server->studentUrl().adjusted(QUrl::RemoveQuery | QUrl::RemovePath);
    m_room.code = QString::fromStdString(actions()->session()->room()->secrets().joinCode);
    QCOMPARE(server->studentUrl().toString(),
             QString("http://127.0.0.1:%1/?code=%2").arg(server->port()).arg(m_room.code));

    // The page, with the code; its security policy forbids inline and foreign scripts.
    const auto page = httpRequest(m_net, "GET", m_room.api("/"));
    QCOMPARE(page.status, 200);
    QVERIFY(page.body.contains("<script src=\"student.js?code=" + m_room.code.toUtf8()));
    QVERIFY(page.header("Content-Security-Policy").contains("script-src 'self'"));
    QVERIFY(!page.header("Content-Security-Policy").contains("unsafe-inline"));
    QCOMPARE(httpRequest(m_net, "GET", m_room.api("/student.js")).status, 200);

    const QString ada = join("Ada"), bo = join("Bo"), cy = join("Cy");
    QVERIFY(!ada.isEmpty() && !bo.isEmpty() && !cy.isEmpty());
    QJsonObject s = state(ada);
    QCOMPARE(s.value("state").toString(), QString("open"));
    const QJsonObject q = s.value("question").toObject();
    QCOMPARE(q.value("kind").toString(), QString("number"));
    QVERIFY2(q.value("prompt").toString().contains("1,024") ||
                 q.value("prompt").toString().contains("1024"),
             qPrintable(q.value("prompt").toString()));
    const int id = q.value("id").toInt();
    QCOMPARE(answer(ada, id, 15), 200);
    QCOMPARE(answer(bo, id, 18), 200);
    QCOMPARE(answer(cy, id, 30), 200);
    QVERIFY(!state(ada).contains("answer"));  // no model answer before the reveal

    // The teacher's panel: counts at once, the answers hidden from the projector.
    views::ClassPanel* panel = actions()->panel();
    QTRY_COMPARE_WITH_TIMEOUT(panel->countsLabel()->text(), QString("3 joined · 3 answered"),
                              testing::kEventTimeoutMs);
    QVERIFY(!panel->histogramShown());
    QVERIFY(panel->revealButton()->isEnabled());
    QVERIFY(!panel->nextButton()->isVisibleTo(panel));  // the question is open: reveal first

    // Reveal: the room's median, 18, is the class's answer; 18 is within ±10 % of 19.64.
    panel->revealButton()->click();
    QVERIFY(runner()->answered());
    QVERIFY(runner()->record(1).attempt->correct);
    QCOMPARE(runner()->record(1).attempt->responseValue, 18.0);
    QTRY_VERIFY_WITH_TIMEOUT(panel->histogramShown(), testing::kEventTimeoutMs);
    s = state(cy);
    QCOMPARE(s.value("state").toString(), QString("revealed"));
    QVERIFY(std::abs(s.value("answer").toObject().value("value").toDouble() - 19.64) < 0.01);
    QCOMPARE(s.value("within").toBool(), false);  // 30 is 53 % above
    QCOMPARE(state(bo).value("within").toBool(), true);
    QCOMPARE(answer(ada, id, 19), 409);  // after the reveal

    // The dock's Next step, in Reveal's place after the reveal, moves the room on: the next
    // step's question reaches it.
    QVERIFY(!panel->revealButton()->isVisibleTo(panel));
    QVERIFY(panel->nextButton()->isVisibleTo(panel));
    const int step = runner()->stepIndex();
    panel->nextButton()->click();
    runner()->finishAnimation();
    QCOMPARE(runner()->stepIndex(), step + 1);
    s = state(ada);
    QCOMPARE(s.value("state").toString(), QString("open"));
    QCOMPARE(s.value("question").toObject().value("id").toInt(), id + 1);
    QTRY_VERIFY_WITH_TIMEOUT(!panel->histogramShown(), testing::kEventTimeoutMs);
  }

  void hostileRequestsGetTheirStatusAndTheLessonRunsOn() {
    QVERIFY(actions()->session()->running());
    const QUrl wrong = QUrl(m_room.base.toString() + "/api/join?code=WRONG9");
    QCOMPARE(httpRequest(m_net, "POST", wrong, "{}").status, 403);
    // The short address without the code: 403, and a form that asks for it.
    const auto ask = httpRequest(m_net, "GET", QUrl(m_room.base.toString() + "/"));
    QCOMPARE(ask.status, 403);
    QVERIFY(ask.body.contains("<form method=\"get\" action=\"/\">"));
    QVERIFY(ask.body.contains("name=\"code\""));
    QCOMPARE(httpRequest(m_net, "GET", m_room.api("/etc/passwd")).status, 404);
    QCOMPARE(httpRequest(m_net, "GET", m_room.api("/../resources.qrc")).status, 404);
    QCOMPARE(httpRequest(m_net, "PUT", m_room.api("/api/join"), "{}").status, 405);
    QCOMPARE(httpRequest(m_net, "POST", m_room.api("/api/join"), QByteArray(5000, 'x')).status,
             413);
    // A body of 64 MB: Qt's HTTP server would read all of it before our 413; the connection
    // is closed once it has sent 16 KB unanswered, long before the 64 MB are through.
    {
      QTcpSocket raw;
      raw.connectToHost(QHostAddress::LocalHost, m_room.base.port());
      QVERIFY(raw.waitForConnected(testing::kEventTimeoutMs));
      const qint64 declared = qint64(64) * 1024 * 1024;
      raw.write("POST /api/join?code=" + m_room.code.toLatin1() +
                " HTTP/1.1\r\nHost: x\r\nContent-Length: " + QByteArray::number(declared) +
                "\r\n\r\n");
      const QByteArray chunk(64 * 1024, 'x');
      qint64 sent = 0;
      QElapsedTimer clock;
      clock.start();
      while (raw.state() == QAbstractSocket::ConnectedState && sent < declared &&
             clock.elapsed() < testing::kEventTimeoutMs) {
        if (raw.bytesToWrite() < 4 * chunk.size()) sent += raw.write(chunk);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        raw.waitForBytesWritten(5);
      }
      QVERIFY2(raw.state() != QAbstractSocket::ConnectedState,
               qPrintable(QString("still connected after %1 bytes").arg(sent)));
      QVERIFY2(sent < declared, qPrintable(QString::number(sent)));
      QVERIFY(!raw.readAll().contains("200 OK"));
    }
    QCOMPARE(httpRequest(m_net, "POST", m_room.api("/api/join"), "{\"nickname\":").status, 400);
    QCOMPARE(httpRequest(m_net, "POST", m_room.api("/api/join"),
                         "{\"nickname\":\"" + QByteArray(40, 'n') + "\"}")
                 .status,
             400);
    // A script as a nickname is only ever text: accepted, shown nowhere as markup.
    const QString mallory = join("<script>alert(1)</script>");
    QVERIFY(!mallory.isEmpty());
    // A flood from one student: the burst of 20 passes, then 429; the others go on.
    int refused = 0;
    for (int i = 0; i < 30; ++i)
      refused +=
          httpRequest(m_net, "GET", m_room.api("/api/state", "student=" + mallory)).status == 429;
    QVERIFY2(refused >= 5, qPrintable(QString::number(refused)));
    const QString eve = join("Eve");
    QCOMPARE(state(eve).value("state").toString(), QString("open"));
    // The lesson runs on.
    QVERIFY(runner()->active());
    const int step = runner()->stepIndex();
    runner()->back();
    QCOMPARE(runner()->stepIndex(), step - 1);
    runner()->next();
    runner()->finishAnimation();
  }

  void theRecordIsExportedAsCsv() {
    QTemporaryDir dir;
    const QString path = dir.filePath("class.csv");
    QVERIFY(actions()->session()->exportRecord(path).isEmpty());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(f.readAll()).split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.first(), QString("question,step,prompt,student,nickname,answer,"
                                    "seconds_to_answer,model_answer,within_tolerance"));
    // The three answers of step 2, in the order of joining, with the verdicts of ±10 %.
    QCOMPARE(lines.size(), 4);
    QVERIFY2(lines[1].contains(",s001,Ada,15 ×,") && lines[1].endsWith(",no"),
             qPrintable(lines[1]));
    QVERIFY2(lines[2].contains(",s002,Bo,18 ×,") && lines[2].endsWith(",yes"),
             qPrintable(lines[2]));
    QVERIFY2(lines[3].contains(",s003,Cy,30 ×,") && lines[3].endsWith(",no"), qPrintable(lines[3]));
  }

  // The one-page summary: per question the prompt, the model's answer, the count and the
  // share within the tolerance (step 2: 18 of 15, 18, 30 is within ±10 % of 19.64: 1 of 3,
  // 33 %), as text a reader can search.
  void theSummaryIsAOnePagePdf() {
    QTemporaryDir dir;
    const QString path = dir.filePath("summary.pdf");
    QVERIFY(actions()->session()->exportSummary(path).isEmpty());
    if (const QByteArray keep = qgetenv("SCALESCOPE_SHOT_DIR"); !keep.isEmpty())
      QFile::copy(path, QString::fromLocal8Bit(keep) + "/class-summary.pdf");  // to look at
    const QString info = testing::toolOutput("pdfinfo", {path});
    QVERIFY2(info.contains(QRegularExpression("Pages:\\s+1\\n")), qPrintable(info));
    const QString text =
        testing::withoutLigatures(testing::toolOutput("pdftotext", {"-layout", path, "-"}))
            .simplified();
    for (const char* expected :
         {"Class session: Amdahl's wall", "Step 2: How many times faster than on one core",
          "The model: 19.6× (±10 %) · 3 answered · 1 within the tolerance (33 %)",
          "5 students joined"})
      QVERIFY2(text.contains(QString::fromUtf8(expected)),
               qPrintable(QString("'%1' not in: %2").arg(QString::fromUtf8(expected), text)));
    // Questions nobody answered (step 3, and step 2 opened again by Back) are left out.
    QVERIFY2(!text.contains("Step 3:"), qPrintable(text));
    QCOMPARE(text.count("Step 2:"), 1);
  }

  // In German the summary writes the model's answer as the lesson pane does: the count grouped
  // the German way and its unit word translated (it read "387.872 cores"), the tolerance too.
  void theSummarySpeaksTheAppsLanguage() {
    model::ClassRoom room(model::newRoomSecrets());
    model::RoomQuestion q;
    q.step = 2;
    q.steps = 5;
    q.prompt = "Wie viele?";
    q.unit = "cores";
    room.openQuestion(q, 0);
    QVERIFY(room.addPaperAnswers({300000, 400000}).ok());
    model::RoomReveal reveal;
    reveal.value = 387872;
    reveal.text = "387,872 cores";
    reveal.tolerance = {model::Tolerance::Kind::Relative, 0.1};
    room.reveal(reveal);
    QCOMPARE(app::installTranslators({"de_DE"}), QString("de"));
    QTemporaryDir dir;
    const QString path = dir.filePath("summary.pdf");
    const QString written = app::writeClassSummaryPdf(room, "Amdahls Mauer", path);
    QCOMPARE(app::installTranslators({"en_GB"}), QString());
    QCOMPARE(written, QString());
    const QString text =
        testing::withoutLigatures(testing::toolOutput("pdftotext", {"-layout", path, "-"}))
            .simplified();
    const QString expected = QString::fromUtf8("387.872 Kerne (±10 %) · 2");
    QVERIFY2(text.contains(expected), qPrintable(text));
    QVERIFY2(!text.contains("cores"), qPrintable(text));
  }

  // Presenter mode keeps the Class dock in sight, and leaving it (which restores the layout
  // from before) too.
  void theDockStaysThroughPresenterMode() {
    QVERIFY(actions()->session()->running());
    m_window->lessons()->presenter()->enter();
    QVERIFY(actions()->dock()->isVisible());
    m_window->lessons()->presenter()->leave();
    QTRY_VERIFY_WITH_TIMEOUT(actions()->dock()->isVisible(), testing::kEventTimeoutMs);
    QTest::qWait(100);
    QVERIFY(actions()->dock()->isVisible());
  }

  void theAddressIsParsed() {
    QHostAddress a;
    quint16 port = 1;
    QString why;
    QVERIFY(app::ClassActions::parseListenSpec("127.0.0.1:8080", &a, &port, &why));
    QCOMPARE(a, QHostAddress(QHostAddress::LocalHost));
    QCOMPARE(port, quint16(8080));
    QVERIFY(app::ClassActions::parseListenSpec("[::1]:9000", &a, &port, &why));
    QCOMPARE(a, QHostAddress(QHostAddress::LocalHostIPv6));
    QCOMPARE(port, quint16(9000));
    QVERIFY(app::ClassActions::parseListenSpec("::1", &a, &port, &why));
    QCOMPARE(port, quint16(0));
    QVERIFY(!app::ClassActions::parseListenSpec("127.0.0.1:70000", &a, &port, &why));
    QVERIFY2(why.contains("70000"), qPrintable(why));
    QVERIFY(!app::ClassActions::parseListenSpec("classroom:80", &a, &port, &why));
  }

  // Issue 37: the page is "in the app's language". The app's translation decides it (not the
  // computer's locale), also when it changes while the session runs.
  void thePageSpeaksTheAppsLanguage() {
    runner()->stop();
    QVERIFY(m_window->lessons()->start("amdahls-wall", false).isEmpty());
    QVERIFY(actions()->start(QHostAddress::LocalHost, 0).isEmpty());
    const app::ClassServer* server = actions()->session()->server();
    m_room.base = server->studentUrl().adjusted(QUrl::RemoveQuery | QUrl::RemovePath);
    m_room.code = QString::fromStdString(actions()->session()->room()->secrets().joinCode);
    QCOMPARE(app::installTranslators({"de_DE"}), QString("de"));
    const QString german = QString::fromUtf8(httpRequest(m_net, "GET", m_room.api("/")).body);
    QVERIFY2(german.contains("<html lang=\"de\">"), qPrintable(german.left(200)));
    QVERIFY(german.contains("Beitreten"));       // Join
    QVERIFY(german.contains("Antwort senden"));  // Send my answer
    QVERIFY(!german.contains("Send my answer"));
    QCOMPARE(app::installTranslators({"en_GB"}), QString());
    const QString english = QString::fromUtf8(httpRequest(m_net, "GET", m_room.api("/")).body);
    QVERIFY2(english.contains("<html lang=\"en\">"), qPrintable(english.left(200)));
    QVERIFY(english.contains("Send my answer"));
    runner()->stop();
  }

  // Issue 37's offline fallback: no network, the teacher types what the paper forms say.
  void paperAnswersWithoutANetwork() {
    runner()->stop();
    QVERIFY(m_window->lessons()->start("amdahls-wall", false).isEmpty());
    runner()->goTo(1);
    runner()->finishAnimation();
    actions()->startOffline();
    QVERIFY(actions()->session()->running());
    QVERIFY(actions()->session()->offline());
    QCOMPARE(listeningSockets(), 0);  // nothing listens
    views::ClassPanel* panel = actions()->panel();
    QVERIFY(actions()->dock()->isVisible());
    QCOMPARE(panel->findChild<QLabel*>("classJoinCode")->text(), QString("On paper"));
    QVERIFY(!panel->findChild<QLabel*>("classQr")->isVisibleTo(panel));
    QVERIFY(panel->paperButton()->isVisibleTo(panel));
    QVERIFY(panel->paperButton()->isEnabled());

    // The dialog: a word that is not a number keeps it open with the reason and the text;
    // then four sheets (15, 18 and two of 30) go in at once.
    QString problemShown, textKept;
    bool closed = false;
    QTimer driver;
    int stage = 0;
    connect(&driver, &QTimer::timeout, this, [&] {
      auto* dialog = qobject_cast<QDialog*>(QApplication::activeModalWidget());
      if (!dialog) return;
      auto* text = dialog->findChild<QPlainTextEdit*>("paperAnswers");
      auto* problem = dialog->findChild<QLabel*>("paperProblem");
      auto* ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
      if (stage == 0) {
        text->setPlainText("15 abc");
        ok->click();
        problemShown = problem->text();
        textKept = text->toPlainText();
        stage = 1;
      } else if (stage == 1) {
        text->setPlainText("15 18\n30*2");
        ok->click();
        closed = !dialog->isVisible();
        stage = 2;
        driver.stop();
      }
    });
    driver.start(20);
    panel->paperButton()->click();
    QVERIFY2(problemShown.contains("paper answers:1:4: expected a number"),
             qPrintable(problemShown));
    QCOMPARE(textKept, QString("15 abc"));
    QVERIFY(closed);
    QTRY_COMPARE_WITH_TIMEOUT(panel->countsLabel()->text(), QString("4 joined · 4 answered"),
                              testing::kEventTimeoutMs);
    // Reveal takes the room's median: (18 + 30) / 2 = 24, outside ±10 % of 19.64. In a German
    // window the histogram's bin edges are written the German way (they read "16.5").
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    panel->revealButton()->click();
    QVERIFY(runner()->answered());
    QCOMPARE(runner()->record(1).attempt->responseValue, 24.0);
    QVERIFY(!runner()->record(1).attempt->correct);
    QTRY_VERIFY_WITH_TIMEOUT(panel->histogramShown(), testing::kEventTimeoutMs);
    const auto* plot = panel->findChild<QCustomPlot*>();
    QVERIFY(plot);
    const auto edges = qSharedPointerDynamicCast<QCPAxisTickerText>(plot->xAxis->ticker());
    QVERIFY(edges);
    QStringList labels(edges->ticks().begin(), edges->ticks().end());
    QLocale::setDefault(before);
    QVERIFY2(!labels.join(' ').contains('.') && labels.join(' ').contains(','),
             qPrintable(labels.join(' ')));
    QVERIFY(!panel->paperButton()->isVisibleTo(panel));  // no answers after the reveal
    // The record has the sheets, without a time to answer.
    QTemporaryDir dir;
    const QString csv = dir.filePath("paper.csv");
    QVERIFY(actions()->session()->exportRecord(csv).isEmpty());
    QFile f(csv);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString rows = QString::fromUtf8(f.readAll());
    QCOMPARE(rows.count(",(paper),"), 4);
    QVERIFY2(rows.contains(",s004,(paper),30 ×,,19.6×,no"), qPrintable(rows));
    runner()->stop();
    QVERIFY(!actions()->session()->running());
  }

  void cleanupTestCase() {
    m_window.reset();
    QCOMPARE(listeningSockets(), 0);
  }
};

QTEST_MAIN(TestClassSession)
#include "test_class_session.moc"
