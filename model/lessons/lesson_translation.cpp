#include "model/lessons/lesson_translation.h"

#include <algorithm>
#include <vector>

#include "model/data/json_reader.h"
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
  if (field->empty()) return f.fail(*v, path, "the lesson has no such text to translate");
  std::string text;
  if (!f.text(*v, path, &text, paragraphs)) return false;
  if (text.find_first_not_of(" \t\r\n") == std::string::npos)
    return f.fail(*v, path, "expected the translated text, found an empty string");
  if (step && !f.placeholders(*v, path, text, *step)) return false;
  const auto found = findPlaceholders(text);
  if (!found) return f.fail(*v, path, found.error());
  const auto mine = placeholderSet(text), theirs = placeholderSet(*field);
  for (const std::string& p : theirs)
    if (!std::binary_search(mine.begin(), mine.end(), p))
      return f.fail(*v, path, "{" + p + "} of the lesson's text is missing");
  for (const std::string& p : mine)
    if (!std::binary_search(theirs.begin(), theirs.end(), p))
      return f.fail(*v, path, "{" + p + "} is not in the lesson's text");
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
    return f.fail(*options, where + ".options",
                  q->options.empty() ? std::string("the question has no options")
                                     : "expected an array of " + std::to_string(q->options.size()) +
                                           " labels, one per option of the lesson, in its order");
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
    return f.fail(*question, where + ".question", "the lesson's step asks no question");
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
  if (!values) return Result<Lesson>::failure(values.error());
  Fields f(fileName);
  if (values->size() != 1) {
    f.fail((*values)[1], "", "expected one object, found a second value");
    return Result<Lesson>::failure(f.error());
  }
  const JsonValue& root = values->front();
  if (!f.object(
          root, "",
          {"format", "version", "lesson", "language", "title", "summary", "source", "steps"}) ||
      !f.formatVersion(root, kLessonTextFormat, kLessonTextVersion))
    return Result<Lesson>::failure(f.error());
  std::string name, written;
  const JsonValue* of = f.member(root, "lesson", "", true);
  if (!of || !f.name(*of, "lesson", &name)) return Result<Lesson>::failure(f.error());
  if (name != lesson.name) {
    f.fail(*of, "lesson", "this text is for the lesson '" + name + "', not '" + lesson.name + "'");
    return Result<Lesson>::failure(f.error());
  }
  const JsonValue* lang = f.member(root, "language", "", true);
  if (!lang || !f.name(*lang, "language", &written)) return Result<Lesson>::failure(f.error());
  if (written != language) {
    f.fail(*lang, "language", "expected \"" + std::string(language) + "\", as the file is named");
    return Result<Lesson>::failure(f.error());
  }
  Lesson out = lesson;
  if (!readText(f, root, "title", "", nullptr, &out.title) ||
      !readText(f, root, "summary", "", nullptr, &out.summary, true) ||
      !readText(f, root, "source", "", nullptr, &out.source, true))
    return Result<Lesson>::failure(f.error());
  const JsonValue* steps = f.member(root, "steps", "", true);
  if (!steps) return Result<Lesson>::failure(f.error());
  if (!steps->isArray() || steps->items.size() != lesson.steps.size()) {
    f.fail(*steps, "steps",
           "expected an array of " + std::to_string(lesson.steps.size()) +
               " steps, one per step of the lesson, in its order");
    return Result<Lesson>::failure(f.error());
  }
  for (std::size_t i = 0; i < out.steps.size(); ++i)
    if (!readTranslatedStep(f, steps->items[i], lessonjson::indexed("steps", i), &out.steps[i]))
      return Result<Lesson>::failure(f.error());
  return out;
}

}  // namespace scalescope::model
