#include "app/classroom/bounded_tcp_server.h"

#include <QTcpSocket>

namespace scalescope::app {

void BoundedTcpServer::incomingConnection(qintptr descriptor) {
  auto* socket = new QTcpSocket(this);
  if (!socket->setSocketDescriptor(descriptor)) {
    delete socket;
    return;
  }
  // Connected before the HTTP server gets the socket, so this runs first at each arrival,
  // while the new bytes are still unread. A response resets the count: a phone polling once a
  // second on one connection for an hour is not a flood.
  static constexpr char kReceived[] = "scalescopeReceivedBytes";
  connect(socket, &QTcpSocket::readyRead, socket, [socket, max = m_maxBytes] {
    const qint64 received = socket->property(kReceived).toLongLong() + socket->bytesAvailable();
    socket->setProperty(kReceived, received);
    if (received > max) socket->abort();
  });
  connect(socket, &QTcpSocket::bytesWritten, socket,
          [socket] { socket->setProperty(kReceived, qint64(0)); });
  addPendingConnection(socket);  // QTcpServer emits newConnection after this returns
}

}  // namespace scalescope::app
