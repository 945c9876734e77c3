#pragma once
// The one-page summary of a class session (issue 37): per question its prompt, the model's
// answer, how many answered and the share within the tolerance, and the room's answers as a
// histogram with the model's value marked. A4, text as text (searchable), written only when
// the teacher exports it.

#include <QString>

#include "model/classroom/class_room.h"

namespace scalescope::app {

/// Writes the summary of `room` for the lesson titled `lessonTitle` to `path` (PDF,
/// atomically). "" or "path: what went wrong".
QString writeClassSummaryPdf(const model::ClassRoom& room, const QString& lessonTitle,
                             const QString& path);

}  // namespace scalescope::app
