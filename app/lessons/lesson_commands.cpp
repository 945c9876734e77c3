#include "app/lessons/lesson_commands.h"

#include <QCoreApplication>
#include <QFileInfo>

#include "app/cli/command_line.h"
#include "app/cli/startup.h"
#include "app/data/dataset_loader.h"
#include "app/lessons/handout_export.h"
#include "app/lessons/lesson_library.h"
#include "model/lessons/lesson_check.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {

/// The translation context of what the lesson commands write to the terminal (lupdate reads
/// it from the macro); --check-lessons' JSON is for programs and stays as it is.
struct LessonCommands {
  Q_DECLARE_TR_FUNCTIONS(LessonCommands)
};

model::DatasetCollection shippedData(QTextStream& err) {
  model::DatasetCollection data;
  if (const QString e = loadShippedDatasets(&data); !e.isEmpty())
    err << LessonCommands::tr("warning: %1").arg(e) << "\n";
  return data;
}

}  // namespace

int listLessons(QTextStream& out, QTextStream& err) {
  const LessonLibrary library;
  for (const LessonEntry& e : library.lessons()) {
    const int steps = static_cast<int>(e.lesson.steps.size());
    out << QString::fromStdString(e.lesson.name).leftJustified(26) << ' '
        << QString::fromStdString(e.lesson.title) << "  "
        << (steps == 1 ? LessonCommands::tr("(1 step)")
                       : LessonCommands::tr("(%1 steps)").arg(steps))
        << "\n";
  }
  for (const QString& p : library.problems()) err << p << "\n";
  return library.problems().isEmpty() ? kExitOk : kExitBadInput;
}

int checkLessons(const QStringList& files, QTextStream& out, QTextStream& err) {
  const model::DatasetCollection data = shippedData(err);
  QList<std::pair<model::Lesson, QString>> lessons;  // as written, and its file
  bool invalid = false;
  auto problem = [&](const QString& message) {
    err << message << "\n";
    invalid = true;
  };
  if (files.isEmpty()) {
    const LessonLibrary library(QStringLiteral("en"));
    for (const LessonEntry& e : library.lessons()) lessons.append({e.lesson, e.path});
    for (const QString& p : library.problems()) problem(p);
  }
  for (const QString& f : files) {
    QString error;
    if (auto lesson = readLesson(f, &error))
      lessons.append({std::move(*lesson), f});
    else
      problem(error);
  }
  for (const auto& [lesson, path] : lessons) {
    const model::LessonCheck check = model::checkLesson(lesson, data);
    for (const auto& q : check.questions)
      out << QString::fromStdString(model::questionCheckJson(q)) << "\n";
    for (const auto& p : check.problemTexts) problem(views::modelText(p));
    // Its translations: each must read, and its texts interpolate as the lesson's do (the
    // questions and their answers are the lesson's own, checked above).
    for (const QString& language : shippedLanguages()) {
      QString translationProblem;
      const model::Lesson translated = inLanguage(lesson, path, language, &translationProblem);
      if (!translationProblem.isEmpty()) problem(translationProblem);
      if (translated == lesson) continue;
      for (const auto& p : model::checkLesson(translated, data).problemTexts)
        problem(lessonTextPath(path, language) + ": " + views::modelText(p));
    }
  }
  return invalid ? kExitBadInput : kExitOk;
}

int exportLessonCommand(const QString& nameOrPath, const QString& pdf, const QString& page,
                        QTextStream& err) {
  const LessonLibrary library;
  QString error;
  const auto entry = library.find(nameOrPath, &error);
  if (!entry) {
    err << error << "\n";
    return QFileInfo(nameOrPath).isFile() ? kExitBadInput : kExitBadArguments;
  }
  const model::DatasetCollection data = shippedData(err);
  HandoutOptions options;
  options.page = page == "slides" ? HandoutOptions::Page::Slides : HandoutOptions::Page::A4;
  // VTK renders through GLX only: without an X server the 2D pages are still written.
  options.includeSurface = !qEnvironmentVariableIsEmpty("DISPLAY");
  QStringList warnings;
  // A translation that does not read: the handout is in the lesson's own language, and says so.
  if (!entry->problem.isEmpty()) err << entry->problem << "\n";
  error = exportHandout(entry->lesson, data, pdf, options, {}, &warnings);
  if (!error.isEmpty()) {
    err << error << "\n";
    return kExitWriteFailed;
  }
  for (const QString& w : warnings) err << pdf << ": " << w << "\n";
  err << LessonCommands::tr("wrote %1 (%2 pages)")
             .arg(pdf, QString::number(handoutPageCount(entry->lesson, options)))
      << "\n";
  return warnings.isEmpty() && entry->problem.isEmpty() ? kExitOk : kExitFailure;
}

}  // namespace scalescope::app
