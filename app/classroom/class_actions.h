#pragma once
// What the class session adds to the window (issue 37): Lessons ▸ Start class session… (an
// address and port; default the first address a phone on this network can reach and a free
// port), End class session, Export class answers (CSV)…, Export class summary (PDF)…, and
// the Class dock beside the lesson
// with the QR code, the join code and the room's answers.

#include <QHostAddress>
#include <QImage>
#include <QObject>
#include <QString>
#include <QTimer>

#include "model/classroom/class_room.h"

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace scalescope::views {
class ClassPanel;
}

namespace scalescope::app {

class ClassSession;
class LessonController;
class LessonRunner;

class ClassActions : public QObject {
  Q_OBJECT
 public:
  ClassActions(QMainWindow* window, LessonRunner* runner, LessonController* controller,
               QObject* parent = nullptr);

  /// The session entries at the end of the Lessons menu.
  void addActions(QMenu* lessons);
  /// Starts a session on `address`:`port` and shows the Class dock. "" or why not.
  QString start(const QHostAddress& address, quint16 port, model::RoomLimits limits = {});
  /// "ADDR:PORT", "ADDR", ":PORT" or "" (the defaults) as given to --class-session; false and
  /// a message when it is not one.
  /// Starts a session without a server: answers come from paper forms (Paper… on the dock).
  void startOffline();
  static bool parseListenSpec(const QString& spec, QHostAddress* address, quint16* port,
                              QString* error);

  /// Shows the Class dock again where a session runs (after a layout was restored).
  void showIfRunning();

  ClassSession* session() const { return m_session; }
  views::ClassPanel* panel() const { return m_panel; }
  QDockWidget* dock() const { return m_dock; }
  /// Dialogs on errors and the file dialog of Export (off in tests).
  void setInteractive(bool interactive) { m_interactive = interactive; }

 public slots:
  void startDialog();
  void exportDialog();
  void exportSummaryDialog();
  /// Asks for the answers of paper forms to the open question (the dock's Paper…).
  void paperDialog();

  /// Shows the room as it is now (at a change; changes within 50 ms of it are shown together).
  void refresh();

 private:
  /// Shows the Class dock under the parameters, filled.
  void showDock();
  /// Asks for a file (title, suggested name, filter) and writes it with `write`; a message
  /// box with the reason when that fails.
  void exportTo(const QString& title, const QString& fileName, const QString& filter,
                QString (ClassSession::*write)(const QString&) const);
  void fitDocks();

  QMainWindow* m_window;
  ClassSession* m_session;
  views::ClassPanel* m_panel;
  QDockWidget* m_dock;
  QTimer m_refresh;               // at most one redraw per 50 ms
  bool m_refreshPending = false;  // a change came while it ran
  QString m_qrUrl;
  QImage m_qr;
  QAction* m_start = nullptr;
  QAction* m_end = nullptr;
  QAction* m_export = nullptr;
  QAction* m_summary = nullptr;
  bool m_interactive = true;
};

}  // namespace scalescope::app
