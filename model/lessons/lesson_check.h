#pragma once
// Checks a lesson against the model and the loaded data: every question's answer can be
// computed, every live value in its texts can be evaluated, every formula can be written. What
// `scalescope --check-lessons` prints and what the built-in lessons' tests walk.

#include <string>
#include <vector>

#include "model/data/dataset_collection.h"
#include "model/lessons/answers.h"
#include "model/lessons/lesson.h"

namespace scalescope::model {

/// One question with the model's answer at its step's scenario.
struct QuestionCheck {
  std::string lesson;
  int step = 0;  ///< 1-based
  std::string question;
  ModelAnswer answer;
  std::string tolerance;  ///< Tolerance::text(), "" for choices
  SourcePos at;
};

struct LessonCheck {
  std::vector<QuestionCheck> questions;
  /// "FILE:LINE:COLUMN: step 3: ..." for everything that cannot be evaluated.
  std::vector<std::string> problems;
};

LessonCheck checkLesson(const Lesson& lesson, const DatasetCollection& data);

/// One JSON object on one line: {"lesson": …, "step": …, "question": …, "answer": …,
/// "unit": …, "tolerance": …} (choices also give "answer_index").
std::string questionCheckJson(const QuestionCheck& check);

}  // namespace scalescope::model
