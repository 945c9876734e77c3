#include "model/lessons/lesson_check.h"

#include <cctype>
#include <string_view>

#include "model/core/number_text.h"
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

/// 'text' (built piecewise: "'" + std::string trips GCC 12's -Wstringop-overflow at -O3).
std::string singleQuoted(std::string_view text) {
  std::string out(1, '\'');
  out.append(text);
  out += '\'';
  return out;
}

/// The model's answer with what decided it: "'lower' (E falls: 0.469 against 0.78)".
std::string answerText(const Question& q, const ModelAnswer& a) {
  if (q.kind != Question::Kind::Choice || !a.option) return singleQuoted(a.text);
  const auto& option = q.options[*a.option];
  std::string text = singleQuoted(optionId(option));
  text.append(" (").append(option.label);
  if (q.rule == Question::Rule::Compare && a.comparedValues.size() == 2)
    text.append(": ")
        .append(shortNumber(a.comparedValues[0]))
        .append(" against ")
        .append(shortNumber(a.comparedValues[1]));
  text += ')';
  return text;
}

void compareWithExpect(const Question& q, QuestionCheck* c) {
  const Question::Expect& e = *q.expect;
  if (q.kind == Question::Kind::Choice) {
    const auto index = optionIndex(q, e.option);
    c->expectText = singleQuoted(e.option);
    if (index) c->expectText.append(" (").append(q.options[*index].label).append(")");
    c->agrees = index && c->answer.option && *index == *c->answer.option;
    return;
  }
  c->expectText = singleQuoted(formatQuantity(e.value, c->answer.unit));
  c->agrees = q.tolerance.accepts(c->answer.value, e.value);
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
    QuestionCheck c{lesson.name,
                    static_cast<int>(i + 1),
                    q.prompt,
                    *answer,
                    choice ? std::string() : q.tolerance.text(),
                    answer->option ? optionId(q.options[*answer->option]) : std::string(),
                    q.expect,
                    {},
                    true,
                    q.at};
    if (q.expect) {
      compareWithExpect(q, &c);
      if (!c.agrees)
        problems.push_back(lessonMessage(
            lesson.fileName, q.expect->at,
            lesson.name + " " + stepName + " question.expect: the lesson expects " + c.expectText +
                " but the model answers " + answerText(q, *answer) +
                (choice ? std::string() : " (tolerance " + q.tolerance.text() + ")")));
    }
    check.questions.push_back(std::move(c));
  }
  return check;
}

std::string questionCheckJson(const QuestionCheck& c) {
  std::string out = "{\"lesson\": " + jsonQuoted(c.lesson) +
                    ", \"step\": " + std::to_string(c.step) +
                    ", \"question\": " + jsonQuoted(c.question) + ", \"answer\": ";
  if (c.answer.option)
    out += jsonQuoted(c.answer.text) + ", \"answer_index\": " + std::to_string(*c.answer.option) +
           ", \"answer_id\": " + jsonQuoted(c.answerId);
  else
    out += jsonNumberText(c.answer.value);
  out += ", \"answer_text\": " + jsonQuoted(c.answer.text) +
         ", \"unit\": " + jsonQuoted(c.answer.unit) +
         ", \"tolerance\": " + jsonQuoted(c.tolerance) + ", \"expect\": ";
  if (!c.expect)
    out += "null";
  else if (!c.expect->option.empty())
    out += jsonQuoted(c.expect->option);
  else
    out += jsonNumberText(c.expect->value);
  out += std::string(", \"agrees\": ") + (c.agrees ? "true" : "false") + "}";
  return out;
}

}  // namespace scalescope::model
