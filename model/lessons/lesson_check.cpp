#include "model/lessons/lesson_check.h"

#include <cctype>
#include <string_view>

#include "model/lessons/formula.h"
#include "model/lessons/json_text.h"
#include "model/lessons/lesson_text.h"

namespace scalescope::model {

namespace {

/// Every placeholder of a text can be evaluated on the step.
void checkText(const std::string& text, const std::string& what, const LessonStep& step,
               const LessonContext& context, const std::string& prefix,
               std::vector<std::string>* problems) {
  const auto found = findPlaceholders(text);
  if (!found) {
    problems->push_back(lessonMessage(prefix, step.at, what + ": " + found.error()));
    return;
  }
  for (const Placeholder& p : *found) {
    const auto value = placeholderText(p, context);
    if (!value) {
      problems->push_back(
          lessonMessage(prefix, step.at, what + ": {" + p.id + "}: " + value.error()));
      continue;
    }
    // The value comes with its unit ("2,048 DPUs"): a text that writes the unit again after
    // it reads "2,048 DPUs DPUs".
    const std::size_t space = value->rfind(' ');
    if (space == std::string::npos) continue;
    const std::string unit = value->substr(space + 1);
    const std::size_t close = text.find('}', p.offset);
    if (close == std::string::npos || unit.empty() ||
        !std::isalpha(static_cast<unsigned char>(unit[0])))
      continue;
    const std::string_view after = std::string_view(text).substr(close + 1);
    const bool repeated = after.size() > unit.size() && after[0] == ' ' &&
                          after.substr(1, unit.size()) == unit &&
                          (after.size() == unit.size() + 1 ||
                           !std::isalpha(static_cast<unsigned char>(after[unit.size() + 1])));
    if (repeated)
      problems->push_back(lessonMessage(prefix, step.at,
                                        what + ": {" + p.id + "} is followed by its unit '" + unit +
                                            "', which the value already has ('" + *value + "')"));
  }
}

}  // namespace

LessonCheck checkLesson(const Lesson& lesson, const DatasetCollection& data) {
  LessonCheck check;
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    const Scenario scenario = stepScenario(lesson, i, &data);
    const LessonContext context = stepContext(lesson, i, scenario, &data);
    const std::string stepName = "step " + std::to_string(i + 1);
    auto& problems = check.problems;
    for (const ParamFromQuantity& from : step.setFrom)
      if (const auto v = evaluateQuantity(from.quantity, context); !v)
        problems.push_back(lessonMessage(
            lesson.fileName, from.at,
            stepName + std::string(" set_from ").append(paramId(from.param)) + ": " + v.error()));
    checkText(step.text, stepName + " text", step, context, lesson.fileName, &problems);
    if (!step.formula.empty())
      if (const auto f = lawFormula(step.formula, context); !f)
        problems.push_back(lessonMessage(
            lesson.fileName, step.at, stepName + " formula '" + step.formula + "': " + f.error()));
    if (!step.question) continue;
    const Question& q = *step.question;
    checkText(q.prompt, stepName + " question", step, context, lesson.fileName, &problems);
    checkText(q.explanation, stepName + " explanation", step, context, lesson.fileName, &problems);
    const auto answer = computeAnswer(q, context);
    if (!answer) {
      problems.push_back(
          lessonMessage(lesson.fileName, q.at, stepName + " question: " + answer.error()));
      continue;
    }
    const bool choice = q.kind == Question::Kind::Choice;
    check.questions.push_back({lesson.name, static_cast<int>(i + 1), q.prompt, *answer,
                               choice ? std::string() : q.tolerance.text(), q.at});
  }
  return check;
}

std::string questionCheckJson(const QuestionCheck& c) {
  std::string out = "{\"lesson\": " + jsonQuoted(c.lesson) +
                    ", \"step\": " + std::to_string(c.step) +
                    ", \"question\": " + jsonQuoted(c.question) + ", \"answer\": ";
  if (c.answer.option)
    out += jsonQuoted(c.answer.text) + ", \"answer_index\": " + std::to_string(*c.answer.option);
  else
    out += jsonNumberText(c.answer.value);
  out += ", \"answer_text\": " + jsonQuoted(c.answer.text) +
         ", \"unit\": " + jsonQuoted(c.answer.unit) +
         ", \"tolerance\": " + jsonQuoted(c.tolerance) + "}";
  return out;
}

}  // namespace scalescope::model
