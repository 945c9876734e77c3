#pragma once
// A lesson in another language: NAME.lesson.LANG.json beside NAME.lesson.json (LANG as the
// program's languages are named: "de", "zh_CN"; resources/lessons/README.md, "A lesson in
// other languages"). Such a file holds text only — the lesson's and each step's title, text
// and notes, each question's prompt, explanation and option labels — step by step in the
// lesson's order. What a step sets, shows and asks stays in the lesson file, so a translation
// cannot change a question or its answer. Read as strictly as a lesson: a step more or less
// than the lesson has, text for a field the lesson does not have, a {placeholder} that the
// lesson's own text does not use (or one that it uses left out) is refused with
// "FILE:LINE:COLUMN: where: what was expected". A field left out keeps the lesson's text.

#include <string>
#include <string_view>

#include "model/core/result.h"
#include "model/lessons/lesson.h"

namespace scalescope::model {

/// The "format" of a lesson's text in another language, and the one version read.
inline constexpr std::string_view kLessonTextFormat = "scalescope-lesson-text";
inline constexpr int kLessonTextVersion = 1;

/// "dir/amdahls-wall.lesson.de.json" for "dir/amdahls-wall.lesson.json" and "de"; "" when
/// `lessonFile` does not end in .lesson.json.
std::string lessonTextFileName(std::string_view lessonFile, std::string_view language);

/// `lesson` with its text replaced by the text of `text` (the file `fileName`, written for the
/// language `language`, which its "language" must name). Nothing but text changes.
Result<Lesson> translateLesson(const Lesson& lesson, std::string_view text,
                               const std::string& fileName, std::string_view language);

}  // namespace scalescope::model
