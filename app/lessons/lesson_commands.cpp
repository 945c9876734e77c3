#include "app/lessons/lesson_commands.h"

#include <QFileInfo>

#include "app/cli/command_line.h"
#include "app/data/dataset_loader.h"
#include "app/lessons/handout_export.h"
#include "app/lessons/lesson_library.h"
#include "model/lessons/lesson_check.h"

namespace scalescope::app {

namespace {

model::DatasetCollection shippedData(QTextStream& err) {
  model::DatasetCollection data;
  if (const QString e = loadShippedDatasets(&data); !e.isEmpty()) err << "warning: " << e << "\n";
  return data;
}

}  // namespace

int listLessons(QTextStream& out, QTextStream& err) {
  const LessonLibrary library;
  for (const LessonEntry& e : library.lessons()) {
    const int steps = static_cast<int>(e.lesson.steps.size());
    out << QString::fromStdString(e.lesson.name).leftJustified(26) << ' '
        << QString::fromStdString(e.lesson.title) << "  (" << steps
        << (steps == 1 ? " step" : " steps") << ")\n";
  }
  for (const QString& p : library.problems()) err << p << "\n";
  return library.problems().isEmpty() ? kExitOk : kExitBadInput;
}

int checkLessons(const QStringList& files, QTextStream& out, QTextStream& err) {
  const model::DatasetCollection data = shippedData(err);
  QList<model::Lesson> lessons;
  bool invalid = false;
  if (files.isEmpty()) {
    const LessonLibrary library;
    for (const LessonEntry& e : library.lessons()) lessons << e.lesson;
    for (const QString& p : library.problems()) {
      err << p << "\n";
      invalid = true;
    }
  }
  for (const QString& f : files) {
    QString error;
    if (auto lesson = readLesson(f, &error)) {
      lessons << std::move(*lesson);
    } else {
      err << error << "\n";
      invalid = true;
    }
  }
  for (const model::Lesson& lesson : lessons) {
    const model::LessonCheck check = model::checkLesson(lesson, data);
    for (const auto& q : check.questions)
      out << QString::fromStdString(model::questionCheckJson(q)) << "\n";
    for (const auto& p : check.problems) {
      err << QString::fromStdString(p) << "\n";
      invalid = true;
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
  error = exportHandout(entry->lesson, data, pdf, options, {}, &warnings);
  if (!error.isEmpty()) {
    err << error << "\n";
    return kExitWriteFailed;
  }
  for (const QString& w : warnings) err << pdf << ": " << w << "\n";
  err << "wrote " << pdf << " (" << handoutPageCount(entry->lesson, options) << " pages)\n";
  return warnings.isEmpty() ? kExitOk : kExitFailure;
}

}  // namespace scalescope::app
