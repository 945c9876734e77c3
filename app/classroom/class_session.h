#pragma once
// A class session (issue 37): the room and its server tied to the running lesson. Entering a
// step with a question opens it to the room; answering it in the lesson pane (or "Reveal" with
// the room's own answer) reveals the model's answer to every phone; ending the lesson or the
// window stops the server. Nothing listens until start() and nothing is written to disk
// unless the teacher exports the record.

#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <memory>

#include "model/classroom/class_room.h"

namespace scalescope::app {

class ClassServer;
class LessonController;
class LessonRunner;

class ClassSession : public QObject {
  Q_OBJECT
 public:
  ClassSession(LessonRunner* runner, LessonController* controller, QObject* parent = nullptr);
  ~ClassSession() override;

  /// Starts a session with fresh secrets on `address`:`port` (0: a free port); the current
  /// step's question, if any, is opened. "" or why not.
  QString start(const QHostAddress& address, quint16 port, model::RoomLimits limits = {});
  /// Starts a session without a server (issue 37's offline fallback, a classroom where no
  /// network is allowed): nothing listens; the teacher types the answers of paper forms.
  void startOffline(model::RoomLimits limits = {});
  bool offline() const { return running() && !m_server; }
  void stop();
  bool running() const;

  /// Null when not running.
  const model::ClassRoom* room() const { return m_room.get(); }
  model::ClassRoom* room() { return m_room.get(); }
  ClassServer* server() const { return m_server.get(); }

  /// The room's answer to the open question: the median of the numbers, or the option most
  /// chosen (the first of equals). False when nobody answered.
  bool roomAnswer(double* value) const;
  /// Reveals with the room's answer as the class's own (the lesson pane records it).
  void revealRoomAnswer();
  void setLocked(bool locked);
  /// Adds answers from paper forms, as the teacher typed them (model::parsePaperAnswers), to
  /// the open question: all or none. "" or why not.
  QString addPaperAnswers(const QString& typed);
  /// Seconds on the room's clock.
  double now() const;
  /// Writes the record as CSV (atomically). "" or why not.
  QString exportRecord(const QString& path) const;
  /// Writes the one-page summary as PDF (atomically). "" or why not.
  QString exportSummary(const QString& path) const;

 signals:
  /// Started or stopped.
  void runningChanged(bool running);
  /// A student joined or answered, a question opened or was revealed.
  void changed();

 private:
  void openCurrentQuestion();
  void revealCurrent();

  LessonRunner* m_runner;
  LessonController* m_controller;
  std::unique_ptr<model::ClassRoom> m_room;
  std::unique_ptr<ClassServer> m_server;
  QElapsedTimer m_clock;  // the room's clock when there is no server
};

}  // namespace scalescope::app
