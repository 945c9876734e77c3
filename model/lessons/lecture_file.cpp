#include "model/lessons/lecture_file.h"

#include "model/data/json_reader.h"
#include "model/data/text_input.h"
#include "model/lessons/json_text.h"
#include "model/lessons/lesson_json.h"

namespace scalescope::model {

Result<Lecture> readLectureText(std::string_view text, const std::string& fileName) {
  using R = Result<Lecture>;
  const auto values = parseJsonValues(text, fileName);
  if (!values) return R::failure(values.errorText());
  lessonjson::Fields f(fileName);
  if (values->size() != 1) {
    f.fail((*values)[1], "",
           lessonFileText(SCALESCOPE_TR_NOOP("LessonFile",
                                             "expected one lecture object, found a second value")));
    return R::failure(f.errorText());
  }
  const JsonValue& root = values->front();
  Lecture lecture;
  if (!f.object(root, "", {"format", "version", "title", "lessons"}) ||
      !f.formatVersion(root, "scalescope-lecture", kLectureFormatVersion))
    return R::failure(f.errorText());
  if (const JsonValue* title = root.find("title"))
    if (!f.text(*title, "title", &lecture.title)) return R::failure(f.errorText());
  const JsonValue* lessons = f.member(root, "lessons", "", true);
  if (!lessons) return R::failure(f.errorText());
  if (!lessons->isArray() || lessons->items.empty() || lessons->items.size() > kMaxLectureLessons) {
    f.fail(*lessons, "lessons",
           lessonFileText(
               SCALESCOPE_TR_NOOP("LessonFile",
                                  "expected an array of 1 to %1 lesson names or lesson files"),
               {std::to_string(kMaxLectureLessons)}));
    return R::failure(f.errorText());
  }
  for (std::size_t i = 0; i < lessons->items.size(); ++i) {
    std::string entry;
    const std::string where = lessonjson::indexed("lessons", i);
    if (!f.name(lessons->items[i], where, &entry)) return R::failure(f.errorText());
    for (const char c : entry)
      if (static_cast<unsigned char>(c) < 0x20) {
        f.fail(lessons->items[i], where,
               lessonFileText(SCALESCOPE_TR_NOOP(
                   "LessonFile", "expected a lesson name or file, found a control character")));
        return R::failure(f.errorText());
      }
    lecture.lessons.push_back(std::move(entry));
  }
  return lecture;
}

Result<Lecture> readLectureFile(const std::string& path) {
  const auto text =
      readTextFile(path, kMaxLectureFileBytes, SCALESCOPE_TR_NOOP("Reader", "a lecture file"));
  if (!text) return Result<Lecture>::failure(text.errorText());
  return readLectureText(*text, path);
}

std::string writeLecture(const Lecture& lecture) {
  std::string out = "{\n  \"format\": \"scalescope-lecture\",\n  \"version\": " +
                    std::to_string(kLectureFormatVersion) + ",\n";
  if (!lecture.title.empty()) out += "  \"title\": " + jsonQuoted(lecture.title) + ",\n";
  out += "  \"lessons\": [";
  for (std::size_t i = 0; i < lecture.lessons.size(); ++i)
    out += std::string(i ? ",\n    " : "\n    ") + jsonQuoted(lecture.lessons[i]);
  out += "\n  ]\n}\n";
  return out;
}

}  // namespace scalescope::model
