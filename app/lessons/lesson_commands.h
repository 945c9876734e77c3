#pragma once
// The lesson modes of the command line: --list-lessons, --check-lessons [FILE...] and
// --export-lesson NAME FILE.pdf. None opens a window.

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace scalescope::app {

/// One lesson a line: its name, its title, its number of steps. Lessons that do not read are
/// listed on `err` with their file and line.
int listLessons(QTextStream& out, QTextStream& err);

/// Validates the lessons in `files` (every built-in lesson and the lessons folder when empty)
/// and prints one JSON object per question: lesson, step, question text, the model's answer,
/// unit, tolerance. An invalid lesson is named on `err` (FILE:LINE:COLUMN: ...) and the exit
/// status is 3.
int checkLessons(const QStringList& files, QTextStream& out, QTextStream& err);

/// Writes the handout of lesson `nameOrPath` to `pdf`; `page` is "a4" or "slides".
int exportLessonCommand(const QString& nameOrPath, const QString& pdf, const QString& page,
                        QTextStream& err);

}  // namespace scalescope::app
