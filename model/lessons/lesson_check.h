#pragma once
// Checks a lesson against the model and the loaded data: every question's answer can be
// computed, every live value in its texts can be evaluated, every formula can be written. What
// `scalescope --check-lessons` prints and what the built-in lessons' tests walk.

#include <optional>
#include <string>
#include <vector>

#include "model/data/dataset_collection.h"
#include "model/lessons/answers.h"
#include "model/lessons/lesson.h"

namespace scalescope::model {

/// One question with the model's answer at its step's scenario, and the answer the lesson's
/// author intends (`expect`) where the lesson writes one.
struct QuestionCheck {
  std::string lesson;
  int step = 0;  ///< 1-based
  std::string question;
  ModelAnswer answer;
  std::string tolerance;  ///< Tolerance::text(), "" for choices
  std::string answerId;   ///< Choice: the id of the model's option (optionId), may be ""
  std::optional<Question::Expect> expect;
  std::string expectText;  ///< the expected answer as a person reads it ("E falls", "3.1×")
  /// The model's answer is the one expected: the same option, or a value within the tolerance
  /// of `expect` (as if the author had answered `expect`). True when there is no `expect`.
  bool agrees = true;
  SourcePos at;
};

struct LessonCheck {
  std::vector<QuestionCheck> questions;
  /// "FILE:LINE:COLUMN: step 3: ..." for everything that cannot be evaluated, and for every
  /// question whose `expect` the model does not give, as composed for a translation.
  std::vector<MarkedText> problemTexts;
  void add(MarkedText problem);
  /// The same problems in English, in order.
  std::vector<std::string> problems() const;
};

LessonCheck checkLesson(const Lesson& lesson, const DatasetCollection& data);

/// One JSON object on one line: {"lesson": …, "step": …, "question": …, "answer": …,
/// "unit": …, "tolerance": …, "expect": …, "agrees": …} (choices also give "answer_index" and
/// "answer_id"; "expect" is null and "agrees" true when the lesson writes no `expect`).
std::string questionCheckJson(const QuestionCheck& check);

}  // namespace scalescope::model
