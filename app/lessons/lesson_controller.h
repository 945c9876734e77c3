#pragma once
// Connects a LessonRunner to the lesson pane: what the pane shows for the current step (text
// and formula with the live values of the Document's scenario, the question, the verdict with
// the guess beside the model's value), the student's actions back to the runner, and the
// progress saved after every step and answer.

#include <QObject>
#include <QTimer>

#include "views/lessons/lesson_pane.h"

namespace scalescope::app {

class Document;
class LessonRunner;

class LessonController : public QObject {
  Q_OBJECT
 public:
  LessonController(Document* document, LessonRunner* runner, views::LessonPane* pane,
                   QObject* parent = nullptr);

  /// What the pane shows for the runner's current step.
  views::LessonPaneContent content() const;
  /// The lesson's end: each question, the answer given and the model's.
  views::LessonPaneContent summary() const;
  bool showingSummary() const { return m_summary; }
  /// Updates the live values now (the controller otherwise does it once per event-loop pass
  /// after the scenario changed).
  void refreshLive();
  /// The pane's Next (also the Class dock's): the runner's next step; on the summary, the
  /// lesson's end.
  void next();
  /// The pane's Back (also the speaker notes'): the step before; on the summary, the last step.
  void back();
  /// The title of the lecture's lesson after this one ("" when there is none): the summary
  /// offers it instead of closing.
  void setNextLesson(const QString& title) { m_nextLesson = title; }

 signals:
  /// Next on the summary: the lesson is over.
  void closeRequested();
  /// The summary came up (the last step's Next) or went (Back from it).
  void summaryShown(bool shown);

 private:
  void showStep();
  void save();

  Document* m_document;
  LessonRunner* m_runner;
  views::LessonPane* m_pane;
  QTimer m_liveTimer;
  bool m_summary = false;
  QString m_nextLesson;
};

}  // namespace scalescope::app
