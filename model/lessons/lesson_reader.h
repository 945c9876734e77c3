#pragma once
// Reads a lesson file (JSON, resources/lessons/README.md) into a Lesson. Strict: an unknown
// key, a parameter id that is not in the table, a value outside its range, a quantity the
// model does not know or cannot evaluate for the step, a malformed {placeholder} or a newer
// format version is refused with "FILE:LINE:COLUMN: where: what was expected", so a typo in a
// lesson is found when it is loaded, not in front of a class.

#include <cstddef>
#include <string>
#include <string_view>

#include "model/core/result.h"
#include "model/lessons/lesson.h"

namespace scalescope::model {

/// The one format version this program reads and writes.
inline constexpr int kLessonFormatVersion = 1;
/// Lesson files are named NAME.lesson.json.
inline constexpr std::string_view kLessonFileSuffix = ".lesson.json";
/// Lesson files are small; anything bigger is not a lesson.
inline constexpr std::size_t kMaxLessonFileBytes = std::size_t{4} * 1024 * 1024;

/// The lesson in `text`; `fileName` stands for the file in messages and is kept in
/// Lesson::fileName. A lesson without a "name" is named after the file (lessonNameFromPath).
Result<Lesson> readLessonText(std::string_view text, const std::string& fileName);
/// The lesson in a file.
Result<Lesson> readLessonFile(const std::string& path);

/// "amdahls-wall" for ".../amdahls-wall.lesson.json" (or "x" for "x.json").
std::string lessonNameFromPath(std::string_view path);
/// True for a name of lower-case letters, digits, '-' and '_', starting with a letter or
/// digit, at most 64 characters: safe as a file name and on a command line.
bool isLessonName(std::string_view name);

}  // namespace scalescope::model
