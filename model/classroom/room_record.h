#pragma once
// The class session's record as CSV a learning-management system imports: one row per answer
// (question, step, prompt, anonymous id, nickname, answer, seconds to answer, the model's
// answer, within tolerance). Written only when the teacher exports (app/classroom).

#include <string>

#include "model/classroom/class_room.h"

namespace scalescope::model {

/// The header line and one line per answer, RFC 4180 quoting, "\n" line ends. A nickname that
/// a spreadsheet would run as a formula (=, +, -, @ first) is written with a leading
/// apostrophe, as spreadsheets themselves do for text.
std::string roomRecordCsv(const ClassRoom& room);

}  // namespace scalescope::model
