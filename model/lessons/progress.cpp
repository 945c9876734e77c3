#include "model/lessons/progress.h"

#include "model/export/csv_export.h"

namespace scalescope::model {

std::string attemptsCsv(const std::vector<LessonAttempt>& attempts, const std::string& student) {
  std::string out =
      "student,lesson,step,question,response,response_value,answer,answer_value,unit,tolerance,"
      "correct,"
      "time\n";
  for (const LessonAttempt& a : attempts) {
    out += csvField(student) + ',' + csvField(a.lesson) + ',' + std::to_string(a.step) + ',' +
           csvField(a.question) + ',' + csvField(a.response) + ',' + csvNumber(a.responseValue) +
           ',' + csvField(a.answer) + ',' + csvNumber(a.answerValue) + ',' + csvField(a.unit) +
           ',' + csvField(a.tolerance) + ',' + (a.correct ? "yes" : "no") + ',' + csvField(a.time) +
           '\n';
  }
  return out;
}

}  // namespace scalescope::model
