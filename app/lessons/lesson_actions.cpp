#include "app/lessons/lesson_actions.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QGuiApplication>
#include <QInputDialog>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>

#include "app/classroom/class_actions.h"
#include "app/document/document.h"
#include "app/export/text_file.h"
#include "app/lessons/handout_export.h"
#include "app/lessons/lecture_dialog.h"
#include "app/lessons/lesson_controller.h"
#include "app/lessons/lesson_host.h"
#include "app/lessons/lesson_progress.h"
#include "app/lessons/lesson_runner.h"
#include "app/lessons/presenter_mode.h"
#include "app/lessons/speaker_notes.h"
#include "app/lessons/window_stage.h"
#include "model/lessons/lesson_reader.h"
#include "model/lessons/lesson_writer.h"
#include "views/common/model_text.h"
#include "views/lessons/lesson_pane.h"

namespace scalescope::app {

namespace {

QString writeLessonFile(const QString& path, const model::Lesson& lesson) {
  return writeTextFile(path, model::lessonJson(lesson));
}

}  // namespace

LessonActions::LessonActions(LessonHost* host, Document* document)
    : QObject(host->mainWindow()),
      m_host(host),
      m_window(host->mainWindow()),
      m_document(document),
      m_runner(new LessonRunner(document, this)),
      m_stage(std::make_unique<WindowStage>(host)),
      m_pane(new views::LessonPane),
      m_dock(new QDockWidget(tr("Lesson"), m_window)) {
  m_runner->setStage(m_stage.get());
  m_dock->setObjectName("lessonDock");
  m_dock->setWidget(m_pane);
  m_dock->setMinimumWidth(300);
  m_window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
  m_dock->hide();
  m_controller = new LessonController(document, m_runner, m_pane, this);
  m_presenter = new PresenterMode(host, m_runner, m_pane, m_dock, this);
  m_class = new ClassActions(m_window, m_runner, m_controller, this);
  m_notes = new SpeakerNotes(m_runner, m_controller, m_window);
  // Presenting with a second screen: the notes go to the screen the class does not see.
  connect(m_presenter, &PresenterMode::activeChanged, this, [this](bool active) {
    if (active && m_runner->active() && QGuiApplication::screens().size() > 1)
      m_notes->showAwayFrom(m_window);
  });
  // Leaving presenter mode restores the window's layout from before it, which may not have had
  // the Class dock: a running session keeps it.
  connect(m_presenter, &PresenterMode::activeChanged, m_class, [this](bool active) {
    if (!active) m_class->showIfRunning();
  });
  // A lesson stopped (Lessons ▸ Stop, the pane closed) ends its lecture too.
  connect(m_runner, &LessonRunner::stopped, this, [this] {
    m_lecture.clear();
    m_controller->setNextLesson({});
  });
  connect(m_controller, &LessonController::closeRequested, this, [this] {
    if (m_lectureAt + 1 < m_lecture.size()) {
      startLectureLesson(m_lectureAt + 1);
      return;
    }
    // Stopped first: the stop shows every view again (restoring a layout saved while
    // presenting), then leaving presenter mode restores the window from before it.
    m_runner->stop();
    if (m_presenter->active()) m_presenter->leave();
    m_dock->hide();
  });
  connect(m_runner, &LessonRunner::finished, this, [this] {
    m_window->statusBar()->showMessage(
        tr("Lesson finished: %1 — Lessons ▸ Export answers writes them as CSV.")
            .arg(views::plainText(m_runner->lesson().title)),
        8000);
  });
  // Closing the pane (its close button: a Close event) ends the lesson. Anything else that
  // hides it while a lesson runs (the window restoring its three-view layout, which was saved
  // without the pane) is undone once the layout has settled: the lesson keeps its pane.
  m_dock->installEventFilter(this);
  connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool shown) {
    // A window state saved during a lesson shows the pane at the next start: without a
    // lesson it would be an empty pane with Next enabled.
    if (shown && !m_runner->active()) {
      QTimer::singleShot(0, this, [this] {
        if (!m_runner->active()) m_dock->hide();
      });
      return;
    }
    if (shown || m_dock->isVisible() || !m_runner->active()) return;
    QTimer::singleShot(0, this, [this] {
      if (m_runner->active() && !m_dock->isVisible()) m_dock->show();
    });
  });
  for (const QString& p : m_library.problems())
    m_window->statusBar()->showMessage(tr("Lesson file: %1").arg(p), 8000);
}

LessonActions::~LessonActions() {
  m_runner->setStage(nullptr);
}

bool LessonActions::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_dock && event->type() == QEvent::Close && m_runner->active() &&
      !m_presenter->active())
    m_runner->stop();
  return QObject::eventFilter(watched, event);
}

void LessonActions::showError(const QString& title, const QString& message) {
  if (m_interactive)
    QMessageBox::warning(m_window, title, message);
  else
    m_window->statusBar()->showMessage(message, 8000);
}

void LessonActions::addFileActions(QMenu* file) {
  QAction* open = file->addAction(tr("Open &lesson…"), this, &LessonActions::openLessonDialog);
  open->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
  open->setToolTip(
      tr("Open a lesson file (NAME.lesson.json) or a lecture (NAME.lecture.json) and start it"));
  file->addAction(tr("Export lesson (&handout PDF)…"), this, &LessonActions::exportLessonDialog);
}

void LessonActions::addViewActions(QMenu* view) {
  m_presenterAction = view->addAction(tr("&Presenter mode"), m_presenter, &PresenterMode::toggle);
  m_presenterAction->setShortcut(QKeySequence(Qt::Key_F5));
  m_presenterAction->setCheckable(true);
  m_presenterAction->setToolTip(
      tr("Full screen for a projector: large text and lines, the lesson pane; Space/→ next, "
         "← back, B blank, L red pointer, Z zoom, Esc leaves"));
  // The menu bar is hidden in presenter mode: the window keeps the shortcut working.
  m_window->addAction(m_presenterAction);
  connect(m_presenter, &PresenterMode::activeChanged, m_presenterAction, &QAction::setChecked);
}

QMenu* LessonActions::addLessonsMenu(QMenuBar* bar, QAction* before) {
  auto* menu = new QMenu(tr("&Lessons"), bar);
  bar->insertMenu(before, menu);
  m_lessonList = menu->addMenu(tr("&Start a lesson"));
  rebuildLessonList();
  menu->addAction(tr("Start a &lecture…"), this, &LessonActions::startLectureDialog);
  QAction* notes = menu->addAction(tr("Speaker &notes"), this, [this] {
    m_notes->refresh();
    m_notes->showAwayFrom(m_window);
  });
  notes->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
  notes->setToolTip(
      tr("A window for the teacher only: the step's notes and the model's answer "
         "before the class has answered; on a second screen in presenter mode"));
  m_window->addAction(notes);  // the menu bar is hidden in presenter mode
  menu->addAction(tr("&Open lesson file…"), this, &LessonActions::openLessonDialog);
  menu->addSeparator();
  menu->addAction(tr("&Restart this lesson"), this, [this] {
    if (!m_runner->active()) return;
    clearProgress(views::plainText(m_runner->lesson().name));
    m_runner->start(m_runner->entry(), 0);
  });
  menu->addAction(tr("S&top the lesson"), this, [this] {
    m_runner->stop();
    m_dock->hide();
  });
  menu->addSeparator();
  menu->addAction(tr("Save scenario as a new &step…"), this, &LessonActions::saveStepDialog);
  menu->addAction(tr("Lessons &folder…"), this, &LessonActions::chooseFolderDialog);
  menu->addAction(tr("Export &answers (CSV)…"), this, &LessonActions::exportAnswersDialog);
  menu->addAction(tr("Export lesson (&handout PDF)…"), this, &LessonActions::exportLessonDialog);
  m_class->addActions(menu);
  return menu;
}

void LessonActions::rebuildLessonList() {
  if (!m_lessonList) return;
  m_lessonList->clear();
  for (const LessonEntry& e : m_library.lessons()) {
    const QString name = views::plainText(e.lesson.name);
    QAction* a = m_lessonList->addAction(
        tr("%1 (%2 steps)").arg(views::plainText(e.lesson.title)).arg(e.lesson.steps.size()), this,
        [this, name] { start(name); });
    a->setToolTip(views::plainText(e.lesson.summary));
    a->setObjectName("lesson:" + name);
  }
}

QString LessonActions::startLecture(const QStringList& namesOrPaths) {
  for (const QString& name : namesOrPaths) {
    QString error;
    if (!m_library.find(name, &error)) {
      showError(tr("Lecture"), error);
      return error;
    }
  }
  if (namesOrPaths.isEmpty()) return tr("a lecture needs at least one lesson");
  m_lecture = namesOrPaths;
  startLectureLesson(0);
  return {};
}

void LessonActions::startLectureLesson(int index) {
  open(m_lecture[index], false);
  m_lectureAt = index;
  QString next;
  if (index + 1 < m_lecture.size())
    if (QString unused; const auto entry = m_library.find(m_lecture[index + 1], &unused))
      next = views::plainText(entry->lesson.title);
  m_controller->setNextLesson(next);
  m_presenter->lessonChanged();
}

void LessonActions::startLectureDialog() {
  LectureDialog dialog(m_library.lessons(), m_window);
  if (dialog.exec() != QDialog::Accepted) return;
  if (startLecture(dialog.chosen()).isEmpty() && dialog.presenting()) m_presenter->enter();
}

QString LessonActions::start(const QString& nameOrPath, bool resume) {
  m_lecture.clear();
  m_controller->setNextLesson({});
  return open(nameOrPath, resume);
}

QString LessonActions::open(const QString& nameOrPath, bool resume) {
  QString error;
  const auto entry = m_library.find(nameOrPath, &error);
  if (!entry) {
    showError(tr("Lesson"), error);
    return error;
  }
  const QString name = views::plainText(entry->lesson.name);
  LessonProgress progress = resume ? loadProgress(name) : LessonProgress{};
  if (resume && progress.step > 0 && m_interactive) {
    const auto answer = QMessageBox::question(
        m_window, tr("Lesson"),
        tr("You stopped “%1” at step %2. Continue there?\n(No starts from the first step.)")
            .arg(views::plainText(entry->lesson.title))
            .arg(progress.step + 1),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::No) progress = {};
  }
  m_dock->show();
  m_dock->raise();
  m_runner->start(*entry, progress.step, progress.attempts);
  if (!entry->problem.isEmpty())
    m_window->statusBar()->showMessage(tr("Lesson file: %1").arg(entry->problem), 8000);
  return {};
}

QString LessonActions::openFile(const QString& path) {
  if (isLectureFile(path)) return openLecture(path);
  QString error;
  const auto entry = m_library.addFile(path, &error);
  if (!entry) {
    showError(tr("Open lesson"),
              tr("The lesson could not be read; nothing changed.\n\n%1").arg(error));
    return error;
  }
  rebuildLessonList();
  return start(entry->path);
}

QString LessonActions::openLecture(const QString& path) {
  QString error;
  const auto lessons = readLecture(path, &error);
  if (!lessons) {
    showError(tr("Open lecture"),
              tr("The lecture could not be read; nothing changed.\n\n%1").arg(error));
    return error;
  }
  return startLecture(*lessons);
}

void LessonActions::openLessonDialog() {
  const QString path = QFileDialog::getOpenFileName(
      m_window, tr("Open lesson"), LessonLibrary::folder(),
      tr("Lessons and lectures (*.lesson.json *.lecture.json);;JSON files (*.json);;All files "
         "(*)"));
  if (!path.isEmpty()) openFile(path);
}

void LessonActions::exportLessonDialog() {
  QStringList titles;
  for (const LessonEntry& e : m_library.lessons()) titles << views::plainText(e.lesson.title);
  if (titles.isEmpty()) return;
  int current = 0;
  for (int i = 0; i < m_library.lessons().size(); ++i)
    if (m_runner->active() && m_library.lessons()[i].lesson.name == m_runner->lesson().name)
      current = i;
  bool ok = false;
  const QString title = QInputDialog::getItem(m_window, tr("Export lesson"), tr("Lesson:"), titles,
                                              current, false, &ok);
  if (!ok) return;
  const LessonEntry entry = m_library.lessons()[titles.indexOf(title)];
  const QStringList pages = {tr("A4 handout (portrait)"), tr("Slides (16:9)")};
  const QString page =
      QInputDialog::getItem(m_window, tr("Export lesson"), tr("Pages:"), pages, 0, false, &ok);
  if (!ok) return;
  const QString path =
      QFileDialog::getSaveFileName(m_window, tr("Export lesson"),
                                   views::plainText(entry.lesson.name) + ".pdf", tr("PDF (*.pdf)"));
  if (path.isEmpty()) return;
  HandoutOptions options;
  options.page = page == pages[1] ? HandoutOptions::Page::Slides : HandoutOptions::Page::A4;
  QProgressDialog dialog(tr("Writing the handout…"), tr("Cancel"), 0,
                         handoutPageCount(entry.lesson, options), m_window);
  dialog.setWindowModality(Qt::WindowModal);
  dialog.setMinimumDuration(800);
  QStringList warnings;
  const QString error = exportHandout(
      entry.lesson, m_document->datasets(), path, options,
      [&](int done, int) {
        dialog.setValue(done);
        QApplication::processEvents(QEventLoop::ExcludeUserInputEvents);
        return !dialog.wasCanceled();
      },
      &warnings);
  if (!error.isEmpty())
    showError(tr("Export lesson"), error);
  else
    m_window->statusBar()->showMessage(
        tr("Handout written to %1%2")
            .arg(path, warnings.isEmpty() ? "" : " (" + warnings.join("; ") + ")"),
        8000);
}

void LessonActions::saveStepDialog() {
  bool ok = false;
  const QString title =
      QInputDialog::getText(m_window, tr("Save scenario as a new step"),
                            tr("Title of the new step:"), QLineEdit::Normal, tr("My step"), &ok);
  if (!ok || title.isEmpty()) return;
  // The running lesson when it is the user's own; a new lesson in the folder otherwise.
  model::Lesson lesson;
  QString path;
  if (m_runner->active() && m_runner->entry().origin != LessonEntry::Origin::BuiltIn) {
    lesson = m_runner->lesson();
    path = m_runner->entry().path;
  } else {
    const QString name = QInputDialog::getText(
        m_window, tr("Save scenario as a new step"),
        tr("A new lesson in the lessons folder (lower-case letters, digits, - and _):"),
        QLineEdit::Normal, QStringLiteral("my-lesson"), &ok);
    if (!ok) return;
    if (!model::isLessonName(name.toStdString())) {
      showError(tr("Save step"), tr("'%1' is not a lesson name.").arg(name));
      return;
    }
    lesson.name = name.toStdString();
    lesson.title = name.toStdString();
    QDir().mkpath(LessonLibrary::folder());
    path = QDir(LessonLibrary::folder()).filePath(name + ".lesson.json");
    if (QFileInfo::exists(path)) {
      QString error;
      if (auto existing = readLesson(path, &error))
        lesson = std::move(*existing);
      else
        return showError(tr("Save step"), error);
    }
  }
  lesson = model::withStepFromScenario(lesson, m_document->scenario(), title.toStdString(), "",
                                       &m_document->datasets());
  if (const QString error = writeLessonFile(path, lesson); !error.isEmpty())
    return showError(tr("Save step"), error);
  m_library.reload();
  rebuildLessonList();
  m_window->statusBar()->showMessage(tr("Step %1 added to %2").arg(lesson.steps.size()).arg(path),
                                     6000);
}

void LessonActions::chooseFolderDialog() {
  const QString dir =
      QFileDialog::getExistingDirectory(m_window, tr("Lessons folder"), LessonLibrary::folder());
  if (dir.isEmpty()) return;
  LessonLibrary::setFolder(dir);
  m_library.reload();
  rebuildLessonList();
  if (!m_library.problems().isEmpty())
    showError(
        tr("Lessons folder"),
        tr("These lesson files could not be used:\n\n%1").arg(m_library.problems().join("\n")));
}

void LessonActions::exportAnswersDialog() {
  // Whose answers: a name or id on every row, so that a teacher can merge the class's files.
  QSettings settings;
  bool ok = false;
  const QString student = QInputDialog::getText(
      m_window, tr("Export answers"), tr("Your name or student id (written on every row):"),
      QLineEdit::Normal, settings.value("lessons/student").toString(), &ok);
  if (!ok) return;
  settings.setValue("lessons/student", student.trimmed());
  const QString path = QFileDialog::getSaveFileName(
      m_window, tr("Export answers"), QStringLiteral("answers.csv"), tr("CSV (*.csv)"));
  if (path.isEmpty()) return;
  if (const QString error = writeAttemptsCsv(path, storedAttempts(), student.trimmed());
      !error.isEmpty())
    showError(tr("Export answers"), error);
  else
    m_window->statusBar()->showMessage(tr("Answers written to %1").arg(path), 6000);
}

}  // namespace scalescope::app
