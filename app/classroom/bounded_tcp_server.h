#pragma once
// The class session's listening socket with a bound on what one connection may send before the
// server answers it. Qt HTTP Server 6.4 reads a request's whole body before our handler sees
// it (and refuses it with 413), so a phone sending megabytes would cost the teacher's laptop
// that much memory first: here a connection that has sent more than `maxBytes` since its last
// response is closed at once, whatever the HTTP server has parsed of it.

#include <QTcpServer>

namespace scalescope::app {

class BoundedTcpServer : public QTcpServer {
 public:
  explicit BoundedTcpServer(qint64 maxBytes, QObject* parent = nullptr)
      : QTcpServer(parent), m_maxBytes(maxBytes) {}

 protected:
  void incomingConnection(qintptr descriptor) override;

 private:
  qint64 m_maxBytes;
};

}  // namespace scalescope::app
