#include "app/classroom/class_server.h"

#include <QCoreApplication>
#include <QFile>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QNetworkInterface>
#include <QTcpServer>
#include <QUrlQuery>

#include "app/classroom/bounded_tcp_server.h"
#include "model/classroom/room_api.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {

// Only the page's own script and style, no inline code, no other origin: a nickname or a
// prompt that slipped through as markup still could not run.
constexpr char kSecurityPolicy[] =
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

QByteArray methodName(const QHttpServerRequest& request) {
  using M = QHttpServerRequest::Method;
  switch (request.method()) {
    case M::Get:
      return "GET";
    case M::Post:
      return "POST";
    case M::Put:
      return "PUT";
    case M::Delete:
      return "DELETE";
    case M::Head:
      return "HEAD";
    case M::Options:
      return "OPTIONS";
    case M::Patch:
      return "PATCH";
    default:
      return "OTHER";
  }
}

// {"error": text} in the app's language: `text` is marked in the context "ClassPage".
std::string pageErrorJson(const char* text) {
  return model::roomErrorJson(QCoreApplication::translate("ClassPage", text).toStdString());
}

QString htmlEscaped(const QString& text) {
  return text.toHtmlEscaped().replace('\'', "&#39;");
}

// The student page's texts, keyed as its {{placeholders}}; translated in the context
// "ClassPage".
struct PageText {
  const char* key;
  const char* text;
};
constexpr PageText kPageTexts[] = {
    // The page's <html lang>, so that a phone reads it aloud and hyphenates it in the
    // language of its texts (the app's translation, not the computer's locale).
    //: The student page's language as a BCP 47 tag: de, zh-CN.
    {"lang", QT_TRANSLATE_NOOP("ClassPage", "en")},
    {"title", QT_TRANSLATE_NOOP("ClassPage", "ScaleScope — your prediction")},
    {"nickname", QT_TRANSLATE_NOOP("ClassPage", "Nickname (optional)")},
    {"join", QT_TRANSLATE_NOOP("ClassPage", "Join")},
    {"waiting", QT_TRANSLATE_NOOP("ClassPage", "Waiting for the teacher's next question…")},
    {"submit", QT_TRANSLATE_NOOP("ClassPage", "Send my answer")},
    {"change", QT_TRANSLATE_NOOP("ClassPage", "Change my answer")},
    {"sent", QT_TRANSLATE_NOOP("ClassPage", "Your answer %1 is in. Waiting for the reveal…")},
    {"yours", QT_TRANSLATE_NOOP("ClassPage", "Your answer: %1")},
    {"model", QT_TRANSLATE_NOOP("ClassPage", "The model: %1")},
    {"within", QT_TRANSLATE_NOOP("ClassPage", "within the tolerance")},
    {"outside", QT_TRANSLATE_NOOP("ClassPage", "outside the tolerance")},
    {"noanswer", QT_TRANSLATE_NOOP("ClassPage", "none given")},
    {"step", QT_TRANSLATE_NOOP("ClassPage", "Step %1 of %2")},
    {"lost", QT_TRANSLATE_NOOP("ClassPage", "The connection to the teacher's computer is lost.")},
    {"number", QT_TRANSLATE_NOOP("ClassPage", "Type a number, such as 19.6 or 1e6.")},
    {"askcode", QT_TRANSLATE_NOOP("ClassPage", "Type the code your teacher shows.")},
    {"codelabel", QT_TRANSLATE_NOOP("ClassPage", "Join code")},
};

}  // namespace

ClassServer::ClassServer(model::ClassRoom* room, QObject* parent) : QObject(parent), m_room(room) {
  m_clock.start();
}

ClassServer::~ClassServer() = default;

double ClassServer::now() const {
  return static_cast<double>(m_clock.nsecsElapsed()) * 1e-9;
}

QString ClassServer::listen(const QHostAddress& address, quint16 port) {
  close();
  m_http = std::make_unique<QHttpServer>();
  m_http->setMissingHandler(
      [this](const QHttpServerRequest& request, QHttpServerResponder&& responder) {
        serve(request, std::move(responder));
      });
  // A request is a few hundred bytes; the room refuses bodies over 4 KB (413). 16 KB unanswered
  // on one connection is no phone of ours: it is closed before it costs more memory.
  auto* tcp = new BoundedTcpServer(16 * 1024);
  if (!tcp->listen(address, port)) {
    const QString why = tcp->errorString();
    delete tcp;
    m_http.reset();
    return tr("Cannot listen on %1 port %2: %3").arg(address.toString()).arg(port).arg(why);
  }
  m_http->bind(tcp);  // the HTTP server takes ownership
  m_tcp = tcp;
  return {};
}

void ClassServer::close() {
  m_tcp = nullptr;
  m_http.reset();  // closes the listening socket and every connection
}

bool ClassServer::listening() const {
  return m_tcp && m_tcp->isListening();
}

QHostAddress ClassServer::address() const {
  return m_tcp ? m_tcp->serverAddress() : QHostAddress();
}

quint16 ClassServer::port() const {
  return m_tcp ? m_tcp->serverPort() : 0;
}

QUrl ClassServer::studentUrl() const {
  QUrl url;
  url.setScheme("http");
  url.setHost(address().toString());
  url.setPort(port());
  url.setPath("/");
  url.setQuery("code=" + QString::fromStdString(m_room->secrets().joinCode));
  return url;
}

QUrl ClassServer::shortUrl() const {
  return studentUrl().adjusted(QUrl::RemoveQuery | QUrl::RemovePath | QUrl::StripTrailingSlash);
}

QUrl ClassServer::statusUrl() const {
  QUrl url = studentUrl();
  url.setPath("/api/status");
  url.setQuery("token=" + QString::fromStdString(m_room->secrets().teacherToken));
  return url;
}

QHostAddress ClassServer::defaultAddress() {
  QHostAddress v6;
  for (const QNetworkInterface& iface : QNetworkInterface::allInterfaces()) {
    const auto flags = iface.flags();
    if (!(flags & QNetworkInterface::IsUp) || !(flags & QNetworkInterface::IsRunning) ||
        (flags & QNetworkInterface::IsLoopBack))
      continue;
    for (const QNetworkAddressEntry& entry : iface.addressEntries()) {
      const QHostAddress a = entry.ip();
      if (a.isLoopback() || a.isLinkLocal()) continue;
      if (a.protocol() == QAbstractSocket::IPv4Protocol) return a;
      if (v6.isNull()) v6 = a;
    }
  }
  return v6.isNull() ? QHostAddress(QHostAddress::LocalHost) : v6;
}

QByteArray ClassServer::page(const QString& path, QByteArray* contentType) const {
  // The three files of the page, from the resources compiled into the app; any other path
  // is 404 (there is no way from a URL to the disk).
  struct Served {
    const char* path;
    const char* resource;
    const char* type;
  };
  static constexpr Served kPages[] = {
      {"/", ":/classroom/student.html", "text/html; charset=utf-8"},
      {"/student.js", ":/classroom/student.js", "text/javascript; charset=utf-8"},
      {"/student.css", ":/classroom/student.css", "text/css; charset=utf-8"}};
  for (const Served& s : kPages) {
    if (path != QLatin1String(s.path)) continue;
    *contentType = s.type;
    return resourceText(s.resource);
  }
  return {};
}

QByteArray ClassServer::resourceText(const QString& resource) const {
  const auto text = [](const PageText& t) {
    return QCoreApplication::translate("ClassPage", t.text);
  };
  // Made once per resource and language (the app's translation: it may change while the
  // session runs): a class of 300 loads the page 300 times at once.
  const QString key = text(kPageTexts[0]) + '|' + resource;
  if (const auto it = m_pages.constFind(key); it != m_pages.constEnd()) return *it;
  QFile file(resource);
  if (!file.open(QIODevice::ReadOnly)) return {};
  QByteArray bytes = file.readAll();
  if (resource.endsWith(QLatin1String(".html"))) {
    QString html = QString::fromUtf8(bytes);
    html.replace("{{code}}", QString::fromStdString(m_room->secrets().joinCode));
    for (const PageText& t : kPageTexts)
      html.replace(QString("{{%1}}").arg(QLatin1String(t.key)), htmlEscaped(text(t)));
    bytes = html.toUtf8();
  }
  m_pages.insert(key, bytes);
  return bytes;
}

void ClassServer::serve(const QHttpServerRequest& request, QHttpServerResponder&& responder) {
  const QString path = request.url().path();
  const QUrlQuery query(request.url());
  model::RoomRequest r;
  r.method = methodName(request).toStdString();
  r.path = path.toStdString();
  for (const auto& [key, value] : query.queryItems(QUrl::FullyDecoded))
    r.query[key.toStdString()] = value.toStdString();
  r.body = request.body().toStdString();
  r.address = request.remoteAddress().toString().toStdString();
  r.now = now();

  model::RoomResponse response;
  QByteArray contentType = "application/json";
  if (model::isRoomApiPath(r.path)) {
    const std::size_t joined = m_room->joinedCount(), answered = m_room->answeredCount();
    response = model::handleRoomRequest(*m_room, r);
    // The refusal in the language of the page's texts: a student reads it on their phone.
    if (response.error)
      response.body = model::roomErrorJson(views::modelText(*response.error).toStdString());
    if (m_room->joinedCount() != joined || m_room->answeredCount() != answered ||
        (response.status == 200 && r.path == "/api/answer"))
      emit roomChanged();
  } else if (r.method != "GET") {
    response = {405, pageErrorJson(QT_TRANSLATE_NOOP("ClassPage", "only GET here"))};
  } else if (!m_room->codeMatches(query.queryItemValue("code").toStdString())) {
    // The page itself without the code (or with a wrong one) asks for it: a student who
    // typed the short address shown on the projector gets a form, still with 403.
    response = {403,
                pageErrorJson(QT_TRANSLATE_NOOP("ClassPage", "the join code is wrong or missing"))};
    if (path == "/") {
      response.body = resourceText(":/classroom/join.html").toStdString();
      contentType = "text/html; charset=utf-8";
    }
  } else {
    QByteArray type;
    const QByteArray body = page(path, &type);
    if (body.isEmpty()) {
      response = {404, pageErrorJson(QT_TRANSLATE_NOOP("ClassPage", "no such page"))};
    } else {
      response = {200, body.toStdString()};
      contentType = type;
    }
  }
  responder.write(QByteArray::fromStdString(response.body),
                  {{"Content-Type", contentType},
                   {"Content-Security-Policy", kSecurityPolicy},
                   {"X-Content-Type-Options", "nosniff"},
                   {"Referrer-Policy", "no-referrer"},
                   {"Cache-Control", "no-store"}},
                  static_cast<QHttpServerResponder::StatusCode>(response.status));
}

}  // namespace scalescope::app
