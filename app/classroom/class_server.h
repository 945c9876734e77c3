#pragma once
// The class session's web server (issue 37): Qt HTTP Server on an address and port the
// teacher picks, serving the student page from the app's resources (never files from disk)
// and the API of model/classroom/room_api.h. Every request needs the session's join code
// (403 otherwise); every response carries a Content-Security-Policy that allows only the
// page's own script and style. Requests are answered on the GUI thread from memory, in
// microseconds; nothing here waits on a client.

#include <QElapsedTimer>
#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QUrl>
#include <memory>

#include "model/classroom/class_room.h"

class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponder;
class QTcpServer;

namespace scalescope::app {

class ClassServer : public QObject {
  Q_OBJECT
 public:
  /// Serves `room` (not owned; it must outlive the server).
  explicit ClassServer(model::ClassRoom* room, QObject* parent = nullptr);
  ~ClassServer() override;

  /// Starts listening on `address`:`port` (0: a free port). "" or why not.
  QString listen(const QHostAddress& address, quint16 port);
  /// Stops listening and drops every connection.
  void close();
  bool listening() const;
  QHostAddress address() const;
  quint16 port() const;
  /// http://ADDRESS:PORT/?code=CODE: what the QR code holds.
  QUrl studentUrl() const;
  /// http://ADDRESS:PORT: what the projector shows beside the code (its page asks for it).
  QUrl shortUrl() const;
  /// http://ADDRESS:PORT/api/status?token=TOKEN: the teacher's status endpoint.
  QUrl statusUrl() const;
  /// Seconds since the server was made: the room's clock.
  double now() const;

  /// The first address of this machine a phone on the same network can reach (not loopback,
  /// IPv4 first); loopback when there is none.
  static QHostAddress defaultAddress();

 signals:
  /// A student joined or answered: the teacher's counts and histogram change.
  void roomChanged();

 private:
  void serve(const QHttpServerRequest& request, QHttpServerResponder&& responder);
  QByteArray page(const QString& path, QByteArray* contentType) const;
  /// A resource of the page; an HTML one with its {{placeholders}} filled (the code, the
  /// language, the texts). Cached per language.
  QByteArray resourceText(const QString& resource) const;

  model::ClassRoom* m_room;
  std::unique_ptr<QHttpServer> m_http;
  QTcpServer* m_tcp = nullptr;  // owned by m_http once bound
  QElapsedTimer m_clock;
  mutable QHash<QString, QByteArray> m_pages;
};

}  // namespace scalescope::app
