#pragma once
// Where lessons come from: the built-in ones compiled in from resources/lessons, the files in
// the user's lessons folder (a setting, default <app data>/lessons), and files opened or
// dropped during a session. A lesson that does not read is skipped with its message
// (FILE:LINE:COLUMN: ...) and the others stay available.

#include <QList>
#include <QString>
#include <QStringList>
#include <optional>

#include "model/lessons/lesson.h"

namespace scalescope::app {

/// One available lesson.
struct LessonEntry {
  enum class Origin { BuiltIn, Folder, File };
  model::Lesson lesson;
  Origin origin = Origin::BuiltIn;
  QString path;  ///< ":/lessons/…" for built-in lessons
  /// Why the translation beside it was not used ("" when it was, or when there is none): the
  /// lesson is then shown as written.
  QString problem;
};

/// The lessons known in this session.
class LessonLibrary {
 public:
  /// Reads the built-in lessons and the lessons folder, each in the language the program
  /// speaks (installedLanguage()) where a translation of it lies beside it.
  LessonLibrary();
  /// The same in `language` ("de", "zh_CN"; "" or "en": as written).
  explicit LessonLibrary(const QString& language);

  /// Built-in lessons by `order`, then the folder's, then opened files, each group by name.
  const QList<LessonEntry>& lessons() const { return m_lessons; }
  /// Messages of the lessons that were skipped, and of translations that were not used (their
  /// lessons are shown as written).
  const QStringList& problems() const { return m_problems; }
  /// The lesson named `name`, or a file path: opened on the fly.
  std::optional<LessonEntry> find(const QString& nameOrPath, QString* error) const;
  /// Reads a lesson file and adds it (replacing one of the same name from a file or the
  /// folder); returns its entry or nullopt with the message.
  std::optional<LessonEntry> addFile(const QString& path, QString* error);
  /// Reads the folder again (after the setting changed or a step was saved).
  void reload();

  /// The lessons folder: the setting "lessons/folder", else <AppDataLocation>/lessons.
  static QString folder();
  static void setFolder(const QString& path);

 private:
  /// `lesson` in the library's language; a translation's problem goes to `problems`.
  model::Lesson read(model::Lesson lesson, const QString& path, QStringList* problems) const;

  QString m_language;
  QList<LessonEntry> m_lessons;
  QList<LessonEntry> m_opened;
  QStringList m_problems;
  QStringList m_openedProblems;  ///< of the opened files' translations (reload keeps them)
};

/// Reads one lesson file (a Qt resource or a file path) through model::readLessonText.
std::optional<model::Lesson> readLesson(const QString& path, QString* error);

/// The translation of the lesson file `path` into `language` that lies beside it
/// (model/lessons/lesson_translation.h): NAME.lesson.zh_CN.json, else NAME.lesson.zh.json;
/// "" when there is none, and for "" and "en".
QString lessonTextPath(const QString& path, const QString& language);
/// `lesson`, read from `path`, in `language` where lessonTextPath finds a translation. One that
/// does not read leaves the lesson as written, with the reader's message in `problem`.
model::Lesson inLanguage(model::Lesson lesson, const QString& path, const QString& language,
                         QString* problem);

/// True for a file name that a drop or File ▸ Open lesson takes as a lesson.
bool isLessonFile(const QString& path);
/// True for a lecture file's name (NAME.lecture.json), which a drop, File ▸ Open lesson and
/// --lesson open as a lecture.
bool isLectureFile(const QString& path);

/// The lessons of a lecture file (model/lessons/lecture_file.h) as LessonLibrary::find takes
/// them: built-in names as they are, lesson files with relative paths counted from the lecture
/// file's folder. nullopt and the reader's message when it cannot be read.
std::optional<QStringList> readLecture(const QString& path, QString* error);
/// Writes `lessons` (names, or lesson files written relative to the lecture's folder where they
/// lie below it) as a lecture file, atomically; "" or why not.
QString saveLecture(const QString& path, const QStringList& lessons);

}  // namespace scalescope::app
