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
};

/// The lessons known in this session.
class LessonLibrary {
 public:
  /// Reads the built-in lessons and the lessons folder.
  LessonLibrary();

  /// Built-in lessons by `order`, then the folder's, then opened files, each group by name.
  const QList<LessonEntry>& lessons() const { return m_lessons; }
  /// Messages of the lessons that were skipped.
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
  QList<LessonEntry> m_lessons;
  QList<LessonEntry> m_opened;
  QStringList m_problems;
};

/// Reads one lesson file (a Qt resource or a file path) through model::readLessonText.
std::optional<model::Lesson> readLesson(const QString& path, QString* error);

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
