#pragma once
// What a student answered in a lesson session, for resuming where they stopped and for the
// teacher's CSV export (Lessons ▸ Export answers…).

#include <string>
#include <vector>

namespace scalescope::model {

/// One answered question.
struct LessonAttempt {
  std::string lesson;    ///< lesson name
  int step = 0;          ///< 1-based
  std::string question;  ///< the prompt
  std::string response;  ///< what the student gave, as text ("20", "ADMM", "n = 1.2e5")
  std::string answer;    ///< the model's answer as text, with its unit
  double responseValue = 0;
  double answerValue = 0;
  std::string unit;
  std::string tolerance;  ///< "±5 %", "" for choices
  bool correct = false;
  std::string time;  ///< when it was answered, ISO 8601 (set by the caller)
  bool operator==(const LessonAttempt&) const = default;
};

/// student,lesson,step,question,response,response_value,answer,answer_value,unit,tolerance,
/// correct,time — one row per attempt, `student` (a name or id, may be empty) on each, text
/// fields quoted as RFC 4180 asks, numbers exact.
std::string attemptsCsv(const std::vector<LessonAttempt>& attempts,
                        const std::string& student = {});

}  // namespace scalescope::model
