#pragma once
// Requests to a class session's server from a test, waited for in the event loop (the server
// answers on the same thread): the status, the body and the headers.

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>
#include <QUrl>

namespace scalescope::testing {

struct HttpReply {
  int status = 0;
  QByteArray body;
  QByteArray header(const QByteArray& name) const { return headers.value(name.toLower()); }
  QMap<QByteArray, QByteArray> headers;
};

inline HttpReply httpRequest(QNetworkAccessManager& net, const QByteArray& method, const QUrl& url,
                             const QByteArray& body = {}) {
  QNetworkRequest request(url);
  if (!body.isEmpty()) request.setHeader(QNetworkRequest::ContentTypeHeader, "application/json");
  QNetworkReply* reply = net.sendCustomRequest(request, method, body);
  QEventLoop loop;
  QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
  QTimer::singleShot(20000, &loop, &QEventLoop::quit);
  if (!reply->isFinished()) loop.exec();
  HttpReply r;
  r.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
  r.body = reply->readAll();
  for (const auto& [name, value] : reply->rawHeaderPairs()) r.headers[name.toLower()] = value;
  reply->deleteLater();
  return r;
}

}  // namespace scalescope::testing
