#include "model/lessons/lesson_translation.h"

#include <algorithm>
#include <vector>

#include "model/data/json_reader.h"
#include "model/data/reader_text.h"
#include "model/lessons/lesson_json.h"
#include "model/lessons/lesson_reader.h"
#include "model/lessons/lesson_text.h"

namespace scalescope::model {

namespace {

using lessonjson::Fields;

/// The placeholders of a text as written ("S", "serial_fraction:%", "E:2"), sorted, each once.
std::vector<std::string> placeholderSet(const std::string& text) {
  std::vector<std::string> out;
  const auto found = findPlaceholders(text);
  if (!found) return out;
  for (const Placeholder& p : *found)
    out.push_back(p.id + (p.percent ? ":%" : p.digits != 3 ? ":" + std::to_string(p.digits) : ""));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

/// Reads the translation of one text field: it must be text where the lesson has text, use
/// exactly the lesson's placeholders (each one the step can evaluate), and not be empty.
bool readText(Fields& f, const JsonValue& object, std::string_view key, const std::string& where,
              const LessonStep* step, std::string* field, bool paragraphs = false) {
  const JsonValue* v = object.find(key);
  if (!v) return true;  // left out: the lesson's own text stays
  const std::string path = where.empty() ? std::string(key) : where + "." + std::string(key);
  if (field->empty())
    return f.fail(*v, path,
                  lessonFileText(SCALESCOPE_TR_NOOP("LessonFile",
                                                    "the lesson has no such text to translate")));
  std::string text;
  if (!f.text(*v, path, &text, paragraphs)) return false;
  if (text.find_first_not_of(" \t\r\n") == std::string::npos)
    return f.fail(*v, path,
                  lessonFileText(SCALESCOPE_TR_NOOP(
                      "LessonFile", "expected the translated text, found an empty string")));
  if (step && !f.placeholders(*v, path, text, *step)) return false;
  const auto found = findPlaceholders(text);
  if (!found) return f.fail(*v, path, found.errorText());
  const auto mine = placeholderSet(text), theirs = placeholderSet(*field);
  for (const std::string& p : theirs)
    if (!std::binary_search(mine.begin(), mine.end(), p))
      return f.fail(
          *v, path,
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "{%1} of the lesson's text is missing"),
                         {MarkedArg::verbatim(p)}));
  for (const std::string& p : mine)
    if (!std::binary_search(theirs.begin(), theirs.end(), p))
      return f.fail(
          *v, path,
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "{%1} is not in the lesson's text"),
                         {MarkedArg::verbatim(p)}));
  *field = std::move(text);
  return true;
}

bool readQuestion(Fields& f, const JsonValue& v, const std::string& where, const LessonStep& step,
                  Question* q) {
  if (!f.object(v, where, {"prompt", "explanation", "options"})) return false;
  if (!readText(f, v, "prompt", where, &step, &q->prompt) ||
      !readText(f, v, "explanation", where, &step, &q->explanation, true))
    return false;
  const JsonValue* options = v.find("options");
  if (!options) return true;
  if (!options->isArray() || options->items.size() != q->options.size())
    return f.fail(
        *options, where + ".options",
        q->options.empty()
            ? lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "the question has no options"))
            : lessonFileText(
                  SCALESCOPE_TR_NOOP(
                      "LessonFile",
                      "expected an array of %1 labels, one per option of the lesson, in its order"),
                  {count(static_cast<long long>(q->options.size()))}));
  for (std::size_t i = 0; i < q->options.size(); ++i) {
    std::string label;
    const JsonValue& item = options->items[i];
    const std::string path = lessonjson::indexed(where + ".options", i);
    if (!f.name(item, path, &label)) return false;
    q->options[i].label = std::move(label);
  }
  return true;
}

bool readTranslatedStep(Fields& f, const JsonValue& v, const std::string& where, LessonStep* step) {
  if (!f.object(v, where, {"title", "text", "notes", "question"})) return false;
  if (!readText(f, v, "title", where, nullptr, &step->title) ||
      !readText(f, v, "text", where, step, &step->text, true) ||
      !readText(f, v, "notes", where, step, &step->notes, true))
    return false;
  const JsonValue* question = v.find("question");
  if (!question) return true;
  if (!step->question)
    return f.fail(
        *question, where + ".question",
        lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "the lesson's step asks no question")));
  return readQuestion(f, *question, where + ".question", *step, &*step->question);
}

}  // namespace

std::string lessonTextFileName(std::string_view lessonFile, std::string_view language) {
  if (!lessonFile.ends_with(kLessonFileSuffix)) return {};
  std::string out(lessonFile.substr(0, lessonFile.size() - 4));  // "….lesson."
  out.append(language);
  out += ".json";
  return out;
}

Result<Lesson> translateLesson(const Lesson& lesson, std::string_view text,
                               const std::string& fileName, std::string_view language) {
  const auto values = parseJsonValues(text, fileName);
  if (!values) return Result<Lesson>::failure(values.errorText());
  Fields f(fileName);
  if (values->size() != 1) {
    f.fail((*values)[1], "",
           lessonFileText(
               SCALESCOPE_TR_NOOP("LessonFile", "expected one object, found a second value")));
    return Result<Lesson>::failure(f.errorText());
  }
  const JsonValue& root = values->front();
  if (!f.object(
          root, "",
          {"format", "version", "lesson", "language", "title", "summary", "source", "steps"}) ||
      !f.formatVersion(root, kLessonTextFormat, kLessonTextVersion))
    return Result<Lesson>::failure(f.errorText());
  std::string name, written;
  const JsonValue* of = f.member(root, "lesson", "", true);
  if (!of || !f.name(*of, "lesson", &name)) return Result<Lesson>::failure(f.errorText());
  if (name != lesson.name) {
    f.fail(*of, "lesson",
           lessonFileText(
               SCALESCOPE_TR_NOOP("LessonFile", "this text is for the lesson '%1', not '%2'"),
               {MarkedArg::verbatim(name), MarkedArg::verbatim(lesson.name)}));
    return Result<Lesson>::failure(f.errorText());
  }
  const JsonValue* lang = f.member(root, "language", "", true);
  if (!lang || !f.name(*lang, "language", &written)) return Result<Lesson>::failure(f.errorText());
  if (written != language) {
    f.fail(*lang, "language",
           lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected \"%1\", as the file is named"),
                          {std::string(language)}));
    return Result<Lesson>::failure(f.errorText());
  }
  Lesson out = lesson;
  if (!readText(f, root, "title", "", nullptr, &out.title) ||
      !readText(f, root, "summary", "", nullptr, &out.summary, true) ||
      !readText(f, root, "source", "", nullptr, &out.source, true))
    return Result<Lesson>::failure(f.errorText());
  const JsonValue* steps = f.member(root, "steps", "", true);
  if (!steps) return Result<Lesson>::failure(f.errorText());
  if (!steps->isArray() || steps->items.size() != lesson.steps.size()) {
    f.fail(*steps, "steps",
           lessonFileText(
               SCALESCOPE_TR_NOOP(
                   "LessonFile",
                   "expected an array of %1 steps, one per step of the lesson, in its order"),
               {count(static_cast<long long>(lesson.steps.size()))}));
    return Result<Lesson>::failure(f.errorText());
  }
  for (std::size_t i = 0; i < out.steps.size(); ++i)
    if (!readTranslatedStep(f, steps->items[i], lessonjson::indexed("steps", i), &out.steps[i]))
      return Result<Lesson>::failure(f.errorText());
  return out;
}

}  // namespace scalescope::model
