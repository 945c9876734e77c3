// libFuzzer harness for a lesson's text in another language (model/lessons/lesson_translation.h)
// over a small lesson of its own (every kind of text: the lesson's, a step's title, paragraphs
// and notes, a number question, a choice's option labels). Seeds: corpus/lesson_text.
// Checked promises: a refusal names the file with a line and column; an accepted text changes
// nothing but text (with the lesson's text put back, the lesson is the same), keeps every
// field's placeholders as the lesson has them, and its texts interpolate.
#include <algorithm>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/lessons/lesson_reader.h"
#include "model/lessons/lesson_text.h"
#include "model/lessons/lesson_translation.h"
#include "model/lessons/quantities.h"
#include "tests/fuzz/fuzz_require.h"

using namespace scalescope::model;

namespace {

using scalescope::fuzz::require;

const char* const kLesson = R"({
  "format": "scalescope-lesson", "version": 1, "name": "four-cores", "title": "Four cores",
  "summary": "Speed-up on four cores.", "source": "Amdahl's law.",
  "parameters": ["n", "serial_fraction"], "set": {"serial_fraction": 0.1},
  "steps": [
    {"title": "Predict", "text": ["10 % is serial.", "We run on {n} cores."],
     "notes": "Ask first; it is {S}.", "set": {"n": 4},
     "question": {"type": "number", "prompt": "How much faster on {n} cores?", "quantity": "S",
                  "tolerance": {"relative": 0.1}, "expect": 3.1,
                  "explanation": "S = {S:2}, E = {E:%}; {{braces}}."}},
    {"title": "Which is faster?",
     "question": {"type": "choice", "prompt": "Which runs faster?", "quantity": "S",
                  "rule": "largest", "expect": "eight",
                  "options": [{"id": "four", "label": "Four cores", "set": {"n": 4}},
                              {"id": "eight", "label": "Eight cores", "set": {"n": 8}}],
                  "explanation": "More cores, more speed-up."}},
    {"title": "Done", "text": "That was it."}
  ]
})";

const Lesson& base() {
  static const Lesson lesson = [] {
    auto l = readLessonText(kLesson, "four-cores.lesson.json");
    require(l.ok(), "the harness's lesson reads", l.ok() ? "" : l.error());
    return *l;
  }();
  return lesson;
}

/// The placeholders of a text as written, sorted, each once.
std::vector<std::string> placeholders(const std::string& text) {
  std::vector<std::string> out;
  const auto found = findPlaceholders(text);
  require(found.ok(), "an accepted text has well-formed placeholders", text);
  for (const Placeholder& p : *found)
    out.push_back(p.id + ":" + std::to_string(p.digits) + (p.percent ? "%" : ""));
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

/// Puts `from`'s text into `to` and checks, field by field, that `to`'s placeholders were
/// `from`'s and that its text interpolates.
void restore(std::string& to, const std::string& from, const LessonContext* context) {
  require(placeholders(to) == placeholders(from), "a field keeps the lesson's placeholders", to);
  if (context) (void)interpolate(to, *context);
  to = from;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string file = "four-cores.lesson.de.json";
  const Lesson& en = base();
  const auto de = translateLesson(en, text, file, "de");
  if (!de) {
    const std::string& m = de.error();
    require(m.rfind(file + ":", 0) == 0, "a refusal names the file", m);
    require(m.size() > file.size() + 1 && m[file.size() + 1] >= '1' && m[file.size() + 1] <= '9',
            "a refusal names a line", m);
    return 0;
  }
  Lesson back = *de;
  restore(back.title, en.title, nullptr);
  restore(back.summary, en.summary, nullptr);
  restore(back.source, en.source, nullptr);
  for (std::size_t i = 0; i < en.steps.size(); ++i) {
    const Scenario s = stepScenario(*de, i, nullptr);
    const LessonContext context = stepContext(*de, i, s, nullptr);
    LessonStep& step = back.steps[i];
    const LessonStep& original = en.steps[i];
    restore(step.title, original.title, nullptr);
    restore(step.text, original.text, &context);
    restore(step.notes, original.notes, &context);
    if (!step.question) continue;
    restore(step.question->prompt, original.question->prompt, &context);
    restore(step.question->explanation, original.question->explanation, &context);
    for (std::size_t k = 0; k < step.question->options.size(); ++k) {
      require(!step.question->options[k].label.empty(), "an option keeps a label", "");
      step.question->options[k].label = original.question->options[k].label;
    }
  }
  require(back == en, "a translation changes nothing but text", std::string(text));
  return 0;
}
