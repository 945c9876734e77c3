#pragma once
// Everything lessons add to the main window: the Lessons menu (the lessons, open a lesson
// file, save the scenario as a new step, the lessons folder, export answers), File ▸ Open
// lesson… and File ▸ Export lesson…, View ▸ Presenter mode (F5), the lesson pane as a dock,
// and opening dropped lesson files. The window only creates it and asks it for its menus.

#include <QObject>
#include <QString>
#include <memory>

#include "app/lessons/lesson_library.h"

class QAction;
class QDockWidget;
class QMenu;
class QMainWindow;
class QMenuBar;

namespace scalescope::views {
class LessonPane;
}

namespace scalescope::app {

class Document;
class LessonController;
class LessonRunner;
class LessonHost;
class PresenterMode;
class WindowStage;

class ClassActions;
class SpeakerNotes;
class LessonActions : public QObject {
  Q_OBJECT
 public:
  LessonActions(LessonHost* host, Document* document);
  ~LessonActions() override;
  bool eventFilter(QObject* watched, QEvent* event) override;

  /// Open lesson… and Export lesson… at the end of the File menu.
  void addFileActions(QMenu* file);
  /// Presenter mode (F5) in the View menu.
  void addViewActions(QMenu* view);
  /// The Lessons menu, before Help.
  QMenu* addLessonsMenu(QMenuBar* bar, QAction* before);

  /// Starts a lesson by name or file path; resumes where the student stopped when
  /// `resume` (asking first when interactive); a running lecture ends. Returns "" or why not.
  QString start(const QString& nameOrPath, bool resume = true);
  /// Starts a lecture: these lessons in this order, each from its first step. The summary's
  /// Next of one starts the next (presenter mode stays on); the last one's closes. Returns ""
  /// or why not: nothing starts when a lesson cannot be found.
  QString startLecture(const QStringList& namesOrPaths);
  /// The running lecture's lessons (empty: a single lesson or none) and the current one's index.
  const QStringList& lecture() const { return m_lecture; }
  int lectureIndex() const { return m_lectureAt; }
  /// Opens a lesson file (File ▸ Open lesson, a drop) and starts it; a lecture file
  /// (NAME.lecture.json) starts its lecture.
  QString openFile(const QString& path);
  /// Reads a lecture file and starts its lecture; "" or why not (nothing starts then).
  QString openLecture(const QString& path);
  /// Dialogs on errors and questions (off in tests).
  void setInteractive(bool interactive) { m_interactive = interactive; }

  LessonLibrary& library() { return m_library; }
  LessonRunner* runner() const { return m_runner; }
  views::LessonPane* pane() const { return m_pane; }
  QDockWidget* dock() const { return m_dock; }
  PresenterMode* presenter() const { return m_presenter; }
  WindowStage* stage() const { return m_stage.get(); }
  QAction* presenterAction() const { return m_presenterAction; }
  /// The class session (Lessons ▸ Start class session…) and its dock.
  ClassActions* classActions() const { return m_class; }
  /// The speaker's notes window (Lessons ▸ Speaker notes).
  SpeakerNotes* speakerNotes() const { return m_notes; }

 public slots:
  void openLessonDialog();
  void exportLessonDialog();
  void saveStepDialog();
  void chooseFolderDialog();
  void exportAnswersDialog();

 private:
  void rebuildLessonList();
  /// Starts lesson `index` of the lecture; tells the summary which one follows.
  void startLectureLesson(int index);
  /// Starts a lesson without touching the lecture (start() ends one, a lecture's step keeps it).
  QString open(const QString& nameOrPath, bool resume);
  void startLectureDialog();
  void showError(const QString& title, const QString& message);

  LessonHost* m_host;
  QMainWindow* m_window;
  Document* m_document;
  LessonLibrary m_library;
  LessonRunner* m_runner;
  std::unique_ptr<WindowStage> m_stage;
  views::LessonPane* m_pane;
  QDockWidget* m_dock;
  LessonController* m_controller;
  PresenterMode* m_presenter;
  ClassActions* m_class;
  SpeakerNotes* m_notes;
  QMenu* m_lessonList = nullptr;
  QAction* m_presenterAction = nullptr;
  bool m_interactive = true;
  QStringList m_lecture;
  int m_lectureAt = 0;
};

}  // namespace scalescope::app
