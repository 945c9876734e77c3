#include "app/lessons/lesson_library.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>
#include <algorithm>
#include <tuple>

#include "app/cli/startup.h"
#include "app/document/presets.h"
#include "app/export/text_file.h"
#include "model/lessons/lecture_file.h"
#include "model/lessons/lesson_reader.h"
#include "model/lessons/lesson_translation.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {

const QString kSuffix = QString::fromUtf8(model::kLessonFileSuffix.data(),
                                          static_cast<int>(model::kLessonFileSuffix.size()));

QStringList lessonFilesIn(const QString& dir) {
  QStringList paths;
  for (const QFileInfo& info : QDir(dir).entryInfoList({"*" + kSuffix}, QDir::Files, QDir::Name))
    paths << info.absoluteFilePath();
  return paths;
}

void sortGroup(QList<LessonEntry>& entries) {
  std::stable_sort(entries.begin(), entries.end(), [](const LessonEntry& a, const LessonEntry& b) {
    const int oa = a.lesson.order > 0 ? a.lesson.order : 1000;
    const int ob = b.lesson.order > 0 ? b.lesson.order : 1000;
    return oa != ob ? oa < ob : a.lesson.name < b.lesson.name;
  });
}

}  // namespace

bool isLessonFile(const QString& path) {
  return path.endsWith(kSuffix, Qt::CaseInsensitive);
}

bool isLectureFile(const QString& path) {
  return path.endsWith(QString::fromUtf8(model::kLectureFileSuffix.data(),
                                         static_cast<int>(model::kLectureFileSuffix.size())),
                       Qt::CaseInsensitive);
}

namespace {

/// The bytes of a file of at most `maxBytes`; nullopt and "PATH: why" otherwise.
std::optional<QByteArray> readSmallFile(const QString& path, std::size_t maxBytes, QString* error) {
  QFile file(path);
  if (!file.open(QIODevice::ReadOnly)) {
    if (error) *error = QStringLiteral("%1: %2").arg(path, file.errorString());
    return std::nullopt;
  }
  QByteArray bytes = file.read(static_cast<qint64>(maxBytes) + 1);
  if (static_cast<std::size_t>(bytes.size()) > maxBytes) {
    if (error)
      *error = QCoreApplication::translate("LessonLibrary",
                                           "%1: larger than such a file can be "
                                           "(%2 KB)")
                   .arg(path)
                   .arg(maxBytes / 1024);
    return std::nullopt;
  }
  return bytes;
}

}  // namespace

std::optional<QStringList> readLecture(const QString& path, QString* error) {
  const auto bytes = readSmallFile(path, model::kMaxLectureFileBytes, error);
  if (!bytes) return std::nullopt;
  const auto lecture = model::readLectureText(std::string_view(bytes->constData(), bytes->size()),
                                              path.toStdString());
  if (!lecture) {
    if (error) *error = views::errorText(lecture);
    return std::nullopt;
  }
  const QDir folder = QFileInfo(path).absoluteDir();
  QStringList out;
  for (const std::string& entry : lecture->lessons) {
    const QString e = QString::fromStdString(entry);
    out << (model::isLessonName(entry) ? e : folder.absoluteFilePath(e));
  }
  return out;
}

QString saveLecture(const QString& path, const QStringList& lessons) {
  const QDir folder = QFileInfo(path).absoluteDir();
  model::Lecture lecture;
  for (const QString& l : lessons) {
    const QString relative = folder.relativeFilePath(l);
    const bool file = !model::isLessonName(l.toStdString());
    lecture.lessons.push_back((file && !relative.startsWith("..") ? relative : l).toStdString());
  }
  return writeTextFile(path, model::writeLecture(lecture));
}

std::optional<model::Lesson> readLesson(const QString& path, QString* error) {
  const auto bytes = readSmallFile(path, model::kMaxLessonFileBytes, error);
  if (!bytes) return std::nullopt;
  auto lesson = model::readLessonText(std::string_view(bytes->constData(), bytes->size()),
                                      path.toStdString());
  if (!lesson) {
    if (error) *error = views::errorText(lesson);
    return std::nullopt;
  }
  return std::move(lesson.value());
}

QString lessonTextPath(const QString& path, const QString& language) {
  if (language.isEmpty() || language == QLatin1String("en")) return {};
  QStringList tried{language};
  if (const QString base = language.section('_', 0, 0); base != language) tried << base;
  for (const QString& l : tried) {
    const QString candidate =
        QString::fromStdString(model::lessonTextFileName(path.toStdString(), l.toStdString()));
    if (!candidate.isEmpty() && QFileInfo(candidate).isFile()) return candidate;
  }
  return {};
}

model::Lesson inLanguage(model::Lesson lesson, const QString& path, const QString& language,
                         QString* problem) {
  const QString textPath = lessonTextPath(path, language);
  if (textPath.isEmpty()) return lesson;
  const auto bytes = readSmallFile(textPath, model::kMaxLessonFileBytes, problem);
  if (!bytes) return lesson;
  const QString written = QFileInfo(textPath).completeBaseName().section('.', -1);
  auto translated =
      model::translateLesson(lesson, std::string_view(bytes->constData(), bytes->size()),
                             textPath.toStdString(), written.toStdString());
  if (!translated) {
    if (problem)
      *problem = QCoreApplication::translate("LessonLibrary", "%1 (the lesson is shown as written)")
                     .arg(views::errorText(translated));
    return lesson;
  }
  return std::move(translated.value());
}

LessonLibrary::LessonLibrary() : LessonLibrary(installedLanguage()) {}

model::Lesson LessonLibrary::read(model::Lesson lesson, const QString& path,
                                  QStringList* problems) const {
  QString problem;
  model::Lesson out = inLanguage(std::move(lesson), path, m_language, &problem);
  if (!problem.isEmpty()) *problems << problem;
  return out;
}

LessonLibrary::LessonLibrary(const QString& language) : m_language(language) {
  reload();
}

QString LessonLibrary::folder() {
  const QString set = QSettings().value("lessons/folder").toString();
  if (!set.isEmpty()) return set;
  return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + "/lessons";
}

void LessonLibrary::setFolder(const QString& path) {
  QSettings().setValue("lessons/folder", path);
}

void LessonLibrary::reload() {
  ensureResources();
  m_lessons.clear();
  m_problems.clear();
  QList<LessonEntry> builtIn, inFolder;
  for (const auto& [group, origin, dir] :
       {std::tuple{&builtIn, LessonEntry::Origin::BuiltIn, QStringLiteral(":/lessons")},
        std::tuple{&inFolder, LessonEntry::Origin::Folder, folder()}})
    for (const QString& path : lessonFilesIn(dir)) {
      QString error;
      if (auto lesson = readLesson(path, &error))
        group->append({read(std::move(*lesson), path, &m_problems), origin, path});
      else
        m_problems << error;
    }
  m_problems << m_openedProblems;
  sortGroup(builtIn);
  sortGroup(inFolder);
  m_lessons = builtIn + inFolder;
  for (const LessonEntry& opened : m_opened) {
    m_lessons.erase(std::remove_if(m_lessons.begin(), m_lessons.end(),
                                   [&](const LessonEntry& e) {
                                     return e.origin != LessonEntry::Origin::BuiltIn &&
                                            e.lesson.name == opened.lesson.name;
                                   }),
                    m_lessons.end());
    m_lessons.append(opened);
  }
}

std::optional<LessonEntry> LessonLibrary::find(const QString& nameOrPath, QString* error) const {
  for (const LessonEntry& e : m_lessons)
    if (QString::fromStdString(e.lesson.name) == nameOrPath) return e;
  if (QFileInfo(nameOrPath).isFile()) {
    auto lesson = readLesson(nameOrPath, error);
    if (!lesson) return std::nullopt;
    LessonEntry entry{{}, LessonEntry::Origin::File, nameOrPath, {}};
    entry.lesson = inLanguage(std::move(*lesson), nameOrPath, m_language, &entry.problem);
    return entry;
  }
  QStringList names;
  for (const LessonEntry& e : m_lessons) names << QString::fromStdString(e.lesson.name);
  if (error)
    *error = QObject::tr("%1: no such lesson (known: %2; or give a %3 file)")
                 .arg(nameOrPath, names.join(", "), kSuffix);
  return std::nullopt;
}

std::optional<LessonEntry> LessonLibrary::addFile(const QString& path, QString* error) {
  auto lesson = readLesson(path, error);
  if (!lesson) return std::nullopt;
  LessonEntry entry{read(std::move(*lesson), path, &m_openedProblems), LessonEntry::Origin::File,
                    QFileInfo(path).absoluteFilePath()};
  m_opened.erase(
      std::remove_if(m_opened.begin(), m_opened.end(),
                     [&](const LessonEntry& e) { return e.lesson.name == entry.lesson.name; }),
      m_opened.end());
  m_opened.append(entry);
  m_openedProblems.removeDuplicates();
  reload();
  return entry;
}

}  // namespace scalescope::app
