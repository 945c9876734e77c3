// The "question" of a lesson step (resources/lessons/README.md): a number within a tolerance,
// a choice among options, or a parameter to drag to where a quantity crosses a threshold.
// Nothing here holds an answer: the reader checks only that the model can be asked.

#include "model/core/parameter_table.h"
#include "model/lessons/lesson_json.h"
#include "model/lessons/lesson_reader.h"

namespace scalescope::model::lessonjson {

namespace {

bool readTolerance(Fields& f, const JsonValue& v, std::string_view where, Tolerance* out) {
  if (!f.object(v, where, {"relative", "absolute", "factor"})) return false;
  if (v.members.size() != 1)
    return f.fail(
        v, where,
        lessonFileText(SCALESCOPE_TR_NOOP(
            "LessonFile", "expected exactly one of \"relative\", \"absolute\", \"factor\"")));
  const auto& [key, value] = v.members.front();
  double amount = 0;
  if (!f.number(value, where, &amount)) return false;
  if (key == "relative") {
    if (amount <= 0 || amount > 10)
      return f.fail(
          value, where,
          lessonFileText(SCALESCOPE_TR_NOOP(
              "LessonFile", "relative: expected a fraction in (0, 10], e.g. 0.05 for ±5 %")));
    *out = {Tolerance::Kind::Relative, amount};
  } else if (key == "absolute") {
    if (amount <= 0)
      return f.fail(
          value, where,
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "absolute: expected a positive number")));
    *out = {Tolerance::Kind::Absolute, amount};
  } else {
    if (amount <= 1 || amount > 1000)
      return f.fail(value, where,
                    lessonFileText(SCALESCOPE_TR_NOOP(
                        "LessonFile", "factor: expected a number in (1, 1000], e.g. 2")));
    *out = {Tolerance::Kind::Factor, amount};
  }
  return true;
}

bool readOptions(Fields& f, const JsonValue& v, std::string_view where, Question* q) {
  if (!v.isArray() || v.items.size() < 2)
    return f.fail(v, where,
                  lessonFileText(SCALESCOPE_TR_NOOP("LessonFile",
                                                    "expected an array of at least two options")));
  const bool compare = q->rule == Question::Rule::Compare;
  for (std::size_t i = 0; i < v.items.size(); ++i) {
    const JsonValue& o = v.items[i];
    const std::string at = std::string(where) + "[" + std::to_string(i + 1) + "]";
    if (!f.object(o, at, {"id", "label", "set", "means"})) return false;
    Question::Option option;
    option.at = {o.line, o.column};
    const JsonValue* label = f.member(o, "label", at, true);
    if (!label || !f.name(*label, at + ".label", &option.label)) return false;
    if (const JsonValue* id = o.find("id")) {
      if (!f.name(*id, at + ".id", &option.id)) return false;
      if (!isLessonName(option.id)) return f.fail(*id, at + ".id", lessonNameText());
    }
    if (compare) {
      const JsonValue* means = f.member(o, "means", at, true);
      if (!means || !f.name(*means, at + ".means", &option.means)) return false;
      if (option.means != "higher" && option.means != "lower" && option.means != "same")
        return f.fail(
            *means, at + ".means",
            lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected higher, lower or same")));
      for (const auto& earlier : q->options)
        if (earlier.means == option.means)
          return f.fail(*means, at + ".means",
                        lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "two options mean '%1'"),
                                       {option.means}));
      if (o.find("set"))
        return f.fail(
            *o.find("set"), at,
            lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "a compare option takes no \"set\"")));
    } else {
      const JsonValue* set = f.member(o, "set", at, true);
      if (!set || !f.values(*set, at + ".set", &option.set)) return false;
      if (option.set.empty())
        return f.fail(
            *set, at + ".set",
            lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected at least one parameter")));
      if (o.find("means"))
        return f.fail(*o.find("means"), at,
                      lessonFileText(SCALESCOPE_TR_NOOP(
                          "LessonFile", "\"means\" belongs to \"rule\": \"compare\"")));
    }
    const std::string id = optionId(option);
    for (const auto& earlier : q->options)
      if (!id.empty() && optionId(earlier) == id)
        return f.fail(
            o.find("id") ? *o.find("id") : o, at,
            lessonFileText(SCALESCOPE_TR_NOOP(
                               "LessonFile",
                               "two options have the id '%1' (an option's id is its \"id\", else "
                               "its \"means\")"),
                           {MarkedArg::verbatim(id)}));
    q->options.push_back(std::move(option));
  }
  return true;
}

/// "expect": the answer the author intends — a number (number, slider) or an option's id.
bool readExpect(Fields& f, const JsonValue& v, const std::string& where, Question* q) {
  Question::Expect expect;
  expect.at = {v.line, v.column};
  if (q->kind == Question::Kind::Choice) {
    // Appended piecewise: "|" + std::string trips GCC 12's -Wstringop-overflow at -O3.
    std::string ids;
    for (const auto& o : q->options) {
      const std::string id = optionId(o);
      if (id.empty()) continue;
      if (!ids.empty()) ids += '|';
      ids += id;
    }
    if (!v.isString())
      return f.fail(
          v, where,
          ids.empty()
              ? lessonFileText(SCALESCOPE_TR_NOOP(
                    "LessonFile", "expected the id of an option; give the options an \"id\""))
              : lessonFileText(
                    SCALESCOPE_TR_NOOP("LessonFile", "expected the id of an option (%1)"),
                    {MarkedArg::verbatim(ids)}));
    if (!f.name(v, where, &expect.option)) return false;
    if (!optionIndex(*q, expect.option)) {
      const MarkedArg option = MarkedArg::verbatim(expect.option);
      return f.fail(
          v, where,
          ids.empty()
              ? lessonFileText(
                    SCALESCOPE_TR_NOOP("LessonFile",
                                       "'%1' is not an option's id: give the options an \"id\""),
                    {option})
              : lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "'%1' is not an option's id (%2)"),
                               {option, MarkedArg::verbatim(ids)}));
    }
  } else {
    if (!v.isNumber())
      return f.fail(
          v, where,
          q->kind == Question::Kind::Slider
              ? lessonFileText(SCALESCOPE_TR_NOOP(
                    "LessonFile",
                    "expected a number: the value of the parameter where the answer lies"))
              : lessonFileText(SCALESCOPE_TR_NOOP(
                    "LessonFile", "expected a number: the value of the quantity asked")));
    if (!f.number(v, where, &expect.value)) return false;
    if (q->kind == Question::Kind::Slider) {
      const ParameterSpec& spec = parameterSpec(q->parameter);
      if (auto problem = checkParameterValue(spec, expect.value))
        return f.fail(v, where, std::move(*problem));
    }
  }
  q->expect = std::move(expect);
  return true;
}

bool readChoice(Fields& f, const JsonValue& v, std::string_view where, Question* q) {
  const JsonValue* rule = f.member(v, "rule", where, true);
  std::string ruleName;
  if (!rule || !f.name(*rule, std::string(where) + ".rule", &ruleName)) return false;
  if (ruleName == "smallest")
    q->rule = Question::Rule::Smallest;
  else if (ruleName == "largest")
    q->rule = Question::Rule::Largest;
  else if (ruleName == "compare")
    q->rule = Question::Rule::Compare;
  else
    return f.fail(
        *rule, std::string(where) + ".rule",
        lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected smallest, largest or compare")));
  if (q->rule == Question::Rule::Compare) {
    const JsonValue* versus = f.member(v, "versus", where, true);
    if (!versus || !f.values(*versus, std::string(where) + ".versus", &q->versus)) return false;
    if (q->versus.empty())
      return f.fail(
          *versus, std::string(where) + ".versus",
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected at least one parameter")));
    if (const JsonValue* same = v.find("same_within")) {
      if (!f.number(*same, std::string(where) + ".same_within", &q->sameWithin)) return false;
      if (q->sameWithin < 0 || q->sameWithin >= 1)
        return f.fail(
            *same, std::string(where) + ".same_within",
            lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected a fraction in [0, 1)")));
    }
  } else if (v.find("versus") || v.find("same_within")) {
    return f.fail(
        v, where,
        lessonFileText(SCALESCOPE_TR_NOOP(
            "LessonFile", "\"versus\" and \"same_within\" belong to \"rule\": \"compare\"")));
  }
  const JsonValue* options = f.member(v, "options", where, true);
  return options && readOptions(f, *options, std::string(where) + ".options", q);
}

bool readSlider(Fields& f, const JsonValue& v, std::string_view where, Question* q) {
  const std::string w(where);
  const JsonValue* parameter = f.member(v, "parameter", where, true);
  if (!parameter || !f.param(*parameter, w + ".parameter", &q->parameter)) return false;
  const auto kind = parameterSpec(q->parameter).kind;
  if (kind != ParameterKind::Number && kind != ParameterKind::Integer)
    return f.fail(*parameter, w + ".parameter",
                  lessonFileText(SCALESCOPE_TR_NOOP(
                      "LessonFile", "expected a parameter with a slider (a number)")));
  const JsonValue* threshold = f.member(v, "threshold", where, true);
  if (!threshold || !f.number(*threshold, w + ".threshold", &q->threshold)) return false;
  if (const JsonValue* direction = v.find("direction")) {
    std::string d;
    if (!f.name(*direction, w + ".direction", &d)) return false;
    if (d != "below" && d != "above")
      return f.fail(*direction, w + ".direction",
                    lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected below or above")));
    q->below = d == "below";
  }
  return true;
}

}  // namespace

bool readQuestion(Fields& f, const JsonValue& v, std::string_view where, const LessonStep& step,
                  Question* q) {
  const std::string w(where);
  if (!f.object(
          v, where,
          {"type", "prompt", "quantity", "tolerance", "rule", "options", "versus", "same_within",
           "parameter", "threshold", "direction", "expect", "reveal", "explanation"}))
    return false;
  q->at = {v.line, v.column};
  const JsonValue* type = f.member(v, "type", where, true);
  std::string typeName;
  if (!type || !f.name(*type, w + ".type", &typeName)) return false;
  if (typeName == "number")
    q->kind = Question::Kind::Number;
  else if (typeName == "choice")
    q->kind = Question::Kind::Choice;
  else if (typeName == "slider")
    q->kind = Question::Kind::Slider;
  else
    return f.fail(
        *type, w + ".type",
        lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected number, choice or slider")));
  const JsonValue* prompt = f.member(v, "prompt", where, true);
  if (!prompt || !f.name(*prompt, w + ".prompt", &q->prompt) ||
      !f.placeholders(*prompt, w + ".prompt", q->prompt, step))
    return false;
  const JsonValue* quantity = f.member(v, "quantity", where, true);
  if (!quantity || !f.quantity(*quantity, w + ".quantity", step, &q->quantity)) return false;

  const bool choice = q->kind == Question::Kind::Choice;
  const JsonValue* tolerance = f.member(v, "tolerance", where, !choice);
  if (!choice && !tolerance) return false;
  if (choice && tolerance)
    return f.fail(
        *tolerance, w,
        lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "a choice question takes no tolerance")));
  if (tolerance && !readTolerance(f, *tolerance, w + ".tolerance", &q->tolerance)) return false;
  if (!choice)
    for (const char* key : {"rule", "options", "versus", "same_within"})
      if (const JsonValue* extra = v.find(key))
        return f.fail(
            *extra, w,
            lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "\"%1\" belongs to a choice question"),
                           {key}));
  if (q->kind != Question::Kind::Slider)
    for (const char* key : {"parameter", "threshold", "direction"})
      if (const JsonValue* extra = v.find(key))
        return f.fail(
            *extra, w,
            lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "\"%1\" belongs to a slider question"),
                           {key}));
  if (choice && !readChoice(f, v, where, q)) return false;
  if (q->kind == Question::Kind::Slider && !readSlider(f, v, where, q)) return false;
  if (const JsonValue* expect = v.find("expect"))
    if (!readExpect(f, *expect, w + ".expect", q)) return false;

  if (const JsonValue* reveal = v.find("reveal")) {
    LessonView view{};
    if (!f.view(*reveal, w + ".reveal", &view)) return false;
    q->reveal = view;
  }
  if (const JsonValue* explanation = v.find("explanation"))
    if (!f.text(*explanation, w + ".explanation", &q->explanation, true) ||
        !f.placeholders(*explanation, w + ".explanation", q->explanation, step))
      return false;
  return true;
}

}  // namespace scalescope::model::lessonjson
