#pragma once
// The speaker's notes (Lessons ▸ Speaker notes, Ctrl+Shift+N; opened by itself on a second
// screen when presenter mode starts): a window for the teacher only, never the projector. It
// shows the step, the step's notes, the question with the model's answer and its tolerance
// before the class has answered, what comes next, the time since the lesson started, and
// Back / Next to turn the pages from the laptop (issue 31, item 7).

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace scalescope::app {

class LessonController;
class LessonRunner;

class SpeakerNotes : public QWidget {
  Q_OBJECT
 public:
  SpeakerNotes(LessonRunner* runner, LessonController* controller, QWidget* parent = nullptr);

  /// Shows the window on a screen other than `projector`'s when there is one (the laptop's),
  /// else beside it; true when it went to another screen.
  bool showAwayFrom(const QWidget* projector);
  /// The text shown now (tests).
  QString text() const;

 public slots:
  void refresh();

 protected:
  void showEvent(QShowEvent* event) override;
  void hideEvent(QHideEvent* event) override;

 private:
  void tick();

  LessonRunner* m_runner;
  LessonController* m_controller;
  QLabel* m_heading;
  QLabel* m_body;
  QLabel* m_clock;
  QPushButton* m_back;
  QPushButton* m_next;
  QElapsedTimer m_elapsed;
  bool m_wasActive = false;
  QTimer m_ticker;
};

}  // namespace scalescope::app
