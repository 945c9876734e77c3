#include "model/classroom/room_record.h"

#include <cmath>

#include "model/core/number_text.h"
#include "model/export/csv_export.h"

namespace scalescope::model {

namespace {

std::string plainText(const std::string& text) {
  if (!text.empty() && std::string_view("=+-@\t\r").find(text.front()) != std::string_view::npos)
    return "'" + text;
  return text;
}

}  // namespace

std::string roomRecordCsv(const ClassRoom& room) {
  std::string csv =
      "question,step,prompt,student,nickname,answer,seconds_to_answer,model_answer,"
      "within_tolerance\n";
  for (const auto& row : room.record()) {
    csv += std::to_string(row.questionId) + "," + std::to_string(row.step + 1) + "," +
           csvField(row.prompt) + "," + row.anonymousId + "," + csvField(plainText(row.nickname)) +
           "," + csvField(row.answer) + "," +
           (std::isfinite(row.secondsIn) ? shortNumber(std::round(row.secondsIn * 10) / 10, 6)
                                         : std::string()) +
           "," + csvField(row.modelAnswer) + "," +
           (row.withinTolerance ? (*row.withinTolerance ? "yes" : "no") : "") + "\n";
  }
  return csv;
}

}  // namespace scalescope::model
