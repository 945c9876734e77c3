#pragma once
// A session's progress kept across runs: per lesson the step reached and every answer given,
// so that a student resumes where they stopped; and all of it as CSV for the teacher.
// Stored in the settings (QSettings) under lessons/progress/<lesson name>.

#include <QString>
#include <vector>

#include "model/lessons/progress.h"

namespace scalescope::app {

struct LessonProgress {
  int step = 0;  ///< 0-based step to resume at
  std::vector<model::LessonAttempt> attempts;
};

/// What was stored for `lesson` (step 0 and no answers when nothing was).
LessonProgress loadProgress(const QString& lesson);
void saveProgress(const QString& lesson, const LessonProgress& progress);
void clearProgress(const QString& lesson);
/// The answers of every lesson with stored progress, lesson by lesson.
std::vector<model::LessonAttempt> storedAttempts();

/// Writes attempts as CSV (model::attemptsCsv) atomically; "" or the error.
QString writeAttemptsCsv(const QString& path, const std::vector<model::LessonAttempt>& attempts,
                         const QString& student = {});

}  // namespace scalescope::app
