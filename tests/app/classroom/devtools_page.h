#pragma once
// A real browser for tests: Debian's headless Chromium, started on loopback with a throwaway
// profile and driven over the DevTools protocol (a WebSocket): open a page, run JavaScript in
// it, take a screenshot. Everything waits in the event loop, so that a server on the test's
// own thread (the class session) goes on answering. The browser is killed with the object.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QWebSocket>

namespace scalescope::testing {

class DevToolsPage {
 public:
  /// Starts Chromium; ok() says whether it runs and a page is attached (error() why not).
  explicit DevToolsPage(const QString& url, const QSize& window = QSize(390, 760)) {
    const QString chromium = QStandardPaths::findExecutable("chromium");
    if (chromium.isEmpty()) {
      m_error = "chromium is not installed (packaging/install-deps.sh installs it)";
      return;
    }
    m_browser.setProgram(chromium);
    m_browser.setArguments({"--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                            "--no-default-browser-check", "--remote-debugging-address=127.0.0.1",
                            "--remote-debugging-port=0", "--user-data-dir=" + m_profile.path(),
                            QString("--window-size=%1,%2").arg(window.width()).arg(window.height()),
                            "about:blank"});
    m_browser.start();
    QString endpoint;
    const QRegularExpression listening("DevTools listening on (ws://\\S+)");
    QByteArray said;
    (void)QTest::qWaitFor(
        [&] {
          said += m_browser.readAllStandardError();
          const auto m = listening.match(QString::fromUtf8(said));
          if (m.hasMatch()) endpoint = m.captured(1);
          return !endpoint.isEmpty() || m_browser.state() == QProcess::NotRunning;
        },
        30000);
    if (endpoint.isEmpty()) {
      m_error = "chromium did not start: " + QString::fromUtf8(said.right(600));
      return;
    }
    QObject::connect(&m_socket, &QWebSocket::textMessageReceived, [this](const QString& text) {
      const QJsonObject message = QJsonDocument::fromJson(text.toUtf8()).object();
      if (message.contains("id")) m_replies[message.value("id").toInt()] = message;
    });
    m_socket.open(QUrl(endpoint));
    if (!QTest::qWaitFor([&] { return m_socket.state() == QAbstractSocket::ConnectedState; },
                         10000)) {
      m_error = "cannot connect to " + endpoint;
      return;
    }
    const QJsonObject target = call("Target.createTarget", {{"url", url}}, false);
    const QJsonObject attached =
        call("Target.attachToTarget",
             {{"targetId", target.value("targetId").toString()}, {"flatten", true}}, false);
    m_session = attached.value("sessionId").toString();
    if (m_session.isEmpty()) m_error = "cannot attach to the page: " + m_lastError;
  }
  ~DevToolsPage() {
    m_socket.abort();
    m_browser.kill();
    m_browser.waitForFinished(10000);
  }

  bool ok() const { return m_error.isEmpty(); }
  QString error() const { return m_error; }

  /// The value of a JavaScript expression in the page (a promise is awaited).
  QJsonValue evaluate(const QString& expression) {
    const QJsonObject r =
        call("Runtime.evaluate",
             {{"expression", expression}, {"returnByValue", true}, {"awaitPromise", true}}, true);
    return r.value("result").toObject().value("value");
  }
  /// Waits until `expression` is true in the page; false after `timeoutMs`.
  bool waitFor(const QString& expression, int timeoutMs = 20000) {
    return QTest::qWaitFor([&] { return evaluate(expression).toBool(); }, timeoutMs);
  }
  /// The page as a PNG.
  QByteArray screenshot() {
    const QJsonObject r = call("Page.captureScreenshot", {{"format", "png"}}, true);
    return QByteArray::fromBase64(r.value("data").toString().toLatin1());
  }

 private:
  QJsonObject call(const QString& method, const QJsonObject& params, bool inPage) {
    const int id = ++m_next;
    QJsonObject message{{"id", id}, {"method", method}, {"params", params}};
    if (inPage) message.insert("sessionId", m_session);
    m_socket.sendTextMessage(QString::fromUtf8(QJsonDocument(message).toJson()));
    if (!QTest::qWaitFor([&] { return m_replies.contains(id); }, 20000)) return {};
    const QJsonObject reply = m_replies.take(id);
    m_lastError = QString::fromUtf8(QJsonDocument(reply.value("error").toObject()).toJson());
    return reply.value("result").toObject();
  }

  QTemporaryDir m_profile;
  QProcess m_browser;
  QWebSocket m_socket;
  QHash<int, QJsonObject> m_replies;
  QString m_session;
  QString m_error;
  QString m_lastError;
  int m_next = 0;
};

}  // namespace scalescope::testing
