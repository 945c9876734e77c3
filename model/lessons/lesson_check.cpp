#include "model/lessons/lesson_check.h"

#include <cctype>
#include <string_view>

#include "model/core/number_text.h"
#include "model/lessons/formula.h"
#include "model/lessons/json_text.h"
#include "model/lessons/lesson_text.h"

namespace scalescope::model {

namespace {

/// "WHAT: WHY", a format with no words.
MarkedText joined(MarkedText what, MarkedText why) {
  return MarkedText{"", "%1: %2", {std::move(what), std::move(why)}};
}

/// "step 3 text" …: which part of a step a problem is in.
MarkedText stepPart(const char* format, std::size_t step, std::vector<MarkedArg> more = {}) {
  std::vector<MarkedArg> args{MarkedArg::verbatim(std::to_string(step + 1))};
  for (MarkedArg& a : more) args.push_back(std::move(a));
  return lessonFileText(format, std::move(args));
}

/// Every placeholder of a text can be evaluated on the step.
void checkText(const std::string& text, const MarkedText& what, const LessonStep& step,
               const LessonContext& context, const std::string& prefix, LessonCheck* check) {
  const auto found = findPlaceholders(text);
  if (!found) {
    check->add(lessonLocatedText(prefix, step.at, joined(what, found.errorText())));
    return;
  }
  for (const Placeholder& p : *found) {
    const auto value = placeholderText(p, context);
    if (!value) {
      check->add(lessonLocatedText(
          prefix, step.at,
          MarkedText{"", "%1: {%2}: %3", {what, MarkedArg::verbatim(p.id), value.errorText()}}));
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
      check->add(lessonLocatedText(
          prefix, step.at,
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile",
                                            "%1: {%2} is followed by its unit '%3', which the "
                                            "value already has ('%4')"),
                         {what, MarkedArg::verbatim(p.id), MarkedArg::verbatim(unit),
                          MarkedArg::verbatim(*value)})));
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

void LessonCheck::add(MarkedText problem) {
  problemTexts.push_back(std::move(problem));
}

std::vector<std::string> LessonCheck::problems() const {
  std::vector<std::string> english;
  english.reserve(problemTexts.size());
  for (const MarkedText& t : problemTexts) english.push_back(t.english());
  return english;
}

LessonCheck checkLesson(const Lesson& lesson, const DatasetCollection& data) {
  LessonCheck check;
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    const Scenario scenario = stepScenario(lesson, i, &data);
    const LessonContext context = stepContext(lesson, i, scenario, &data);
    for (const ParamFromQuantity& from : step.setFrom)
      if (const auto v = evaluateQuantity(from.quantity, context); !v)
        check.add(lessonLocatedText(
            lesson.fileName, from.at,
            joined(stepPart(SCALESCOPE_TR_NOOP("LessonFile", "step %1 set_from %2"), i,
                            {MarkedArg::verbatim(std::string(paramId(from.param)))}),
                   v.errorText())));
    checkText(step.text, stepPart(SCALESCOPE_TR_NOOP("LessonFile", "step %1 text"), i), step,
              context, lesson.fileName, &check);
    if (!step.formula.empty())
      if (const auto f = lawFormula(step.formula, context); !f)
        check.add(lessonLocatedText(
            lesson.fileName, step.at,
            joined(stepPart(SCALESCOPE_TR_NOOP("LessonFile", "step %1 formula '%2'"), i,
                            {MarkedArg::verbatim(step.formula)}),
                   f.errorText())));
    if (!step.question) continue;
    const Question& q = *step.question;
    const MarkedText questionPart =
        stepPart(SCALESCOPE_TR_NOOP("LessonFile", "step %1 question"), i);
    checkText(q.prompt, questionPart, step, context, lesson.fileName, &check);
    checkText(q.explanation, stepPart(SCALESCOPE_TR_NOOP("LessonFile", "step %1 explanation"), i),
              step, context, lesson.fileName, &check);
    const auto answer = computeAnswer(q, context);
    if (!answer) {
      check.add(lessonLocatedText(lesson.fileName, q.at, joined(questionPart, answer.errorText())));
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
      if (!c.agrees) {
        std::vector<MarkedArg> args{
            MarkedArg::verbatim(lesson.name), MarkedArg::verbatim(std::to_string(i + 1)),
            MarkedArg::verbatim(c.expectText), MarkedArg::verbatim(answerText(q, *answer))};
        if (!choice) args.push_back(MarkedArg::verbatim(q.tolerance.text()));
        check.add(lessonLocatedText(
            lesson.fileName, q.expect->at,
            lessonFileText(choice ? SCALESCOPE_TR_NOOP("LessonFile",
                                                       "%1 step %2 question.expect: the lesson "
                                                       "expects %3 but the model answers %4")
                                  : SCALESCOPE_TR_NOOP("LessonFile",
                                                       "%1 step %2 question.expect: the lesson "
                                                       "expects %3 but the model answers %4 "
                                                       "(tolerance %5)"),
                           std::move(args))));
      }
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
