#pragma once
// The class session's offline fallback (issue 37): answers collected on paper (or from students
// without a device) as the teacher types them, turned into one value per student for the room.

#include <cstddef>
#include <string_view>
#include <vector>

#include "model/classroom/class_room.h"
#include "model/core/result.h"

namespace scalescope::model {

/// Reads what a teacher typed from a paper form. For a number question: numbers separated by
/// spaces, tabs, semicolons or line ends, each optionally followed by "*COUNT" or "×COUNT"
/// ("20*3" is three students who wrote 20). For a choice question: one count per option, in
/// the options' order ("3 0 5": three chose the first, five the third). Gives the values, one
/// per student (an option's index for a choice), or an error naming where the word stands, as
/// the readers of files do ("paper answers:2:4: expected a number, found \"abc\""; columns in
/// characters). More than `maxAnswers` answers in all is an error. Ranges are the room's to
/// check (ClassRoom::addPaperAnswers).
Result<std::vector<double>> parsePaperAnswers(std::string_view text, const RoomQuestion& question,
                                              std::size_t maxAnswers);

}  // namespace scalescope::model
