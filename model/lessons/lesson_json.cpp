#include "model/lessons/lesson_json.h"

#include <cmath>

#include "model/core/parameter_table.h"
#include "model/data/reader_text.h"
#include "model/lessons/lesson_text.h"
#include "model/lessons/quantities.h"

namespace scalescope::model::lessonjson {

namespace {

std::string joined(std::initializer_list<std::string_view> keys) {
  std::string out;
  for (const auto k : keys) {
    if (!out.empty()) out += ", ";
    out += k;
  }
  return out;
}

/// What a value of a parameter of this kind is, for "expected …, found …".
MarkedText expectedValue(ParameterKind kind) {
  switch (kind) {
    case ParameterKind::Choice:
      return lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "a choice name"));
    case ParameterKind::Toggle:
      return lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "true or false"));
    case ParameterKind::Number:
    case ParameterKind::Integer:
      break;
  }
  return lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "a number"));
}

/// The value `v` gives the parameter of `spec` (`id` as the file writes it): a choice by name,
/// a toggle as true or false, a number within the row's range; else why not.
Result<double> parameterValue(const ParameterSpec& spec, const std::string& id,
                              const JsonValue& v) {
  using R = Result<double>;
  if (spec.kind == ParameterKind::Choice && v.isString()) return readParameterValue(spec, v.text);
  if (spec.kind == ParameterKind::Toggle && v.type == JsonValue::Type::Bool)
    return v.boolean ? 1.0 : 0.0;
  if ((spec.kind == ParameterKind::Number || spec.kind == ParameterKind::Integer) && v.isNumber()) {
    if (auto problem = checkParameterValue(spec, v.number)) return R::failure(std::move(*problem));
    return v.number;
  }
  return R::failure(lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "%1: expected %2, found %3"),
                                   {id, expectedValue(spec.kind), v.typeText()}));
}

}  // namespace

std::string indexed(std::string_view list, std::size_t index) {
  std::string out(list);
  out += '[';
  out += std::to_string(index + 1);
  out += ']';
  return out;
}

MarkedText notParameterText(const std::string& id) {
  return lessonFileText(
      SCALESCOPE_TR_NOOP("LessonFile", "'%1' is not a parameter id (see --list-parameters)"),
      {MarkedArg::verbatim(id)});
}

MarkedText lessonNameText() {
  return lessonFileText(SCALESCOPE_TR_NOOP(
      "LessonFile", "expected lower-case letters, digits, '-' and '_' (at most 64 characters)"));
}

bool Fields::fail(const JsonValue& at, std::string_view where, MarkedText what) {
  if (m_error.empty()) {
    // The path of keys ("steps[2].question") is the format's own: the same in every language.
    MarkedText message =
        where.empty()
            ? std::move(what)
            : MarkedText{"", "%1: %2", {MarkedArg::verbatim(std::string(where)), std::move(what)}};
    m_errorText = jsonText(m_file, at, std::move(message));
    m_error = m_errorText.english();
  }
  return false;
}

bool Fields::object(const JsonValue& v, std::string_view where,
                    std::initializer_list<std::string_view> keys) {
  if (!v.isObject())
    return fail(v, where,
                lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected an object, found %1"),
                               {v.typeText()}));
  for (const auto& [key, value] : v.members) {
    bool known = false;
    for (const auto k : keys) known = known || k == key;
    if (!known)
      return fail(
          value, where,
          lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "unknown key '%1' (expected one of: %2)"),
                         {MarkedArg::verbatim(key), joined(keys)}));
    int seen = 0;
    for (const auto& other : v.members) seen += other.key == key ? 1 : 0;
    if (seen > 1)
      return fail(value, where,
                  lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "key '%1' given twice"),
                                 {MarkedArg::verbatim(key)}));
  }
  return true;
}

const JsonValue* Fields::member(const JsonValue& object, std::string_view key,
                                std::string_view where, bool required) {
  const JsonValue* v = object.find(key);
  if (!v && required)
    fail(object, where,
         lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected a key '%1'"),
                        {std::string(key)}));
  return v;
}

bool Fields::text(const JsonValue& v, std::string_view where, std::string* out, bool paragraphs) {
  if (v.isString()) {
    *out = v.text;
    return true;
  }
  if (!paragraphs || !v.isArray())
    return fail(
        v, where,
        paragraphs
            ? lessonFileText(SCALESCOPE_TR_NOOP(
                                 "LessonFile",
                                 "expected a string or an array of strings (paragraphs), found %1"),
                             {v.typeText()})
            : lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected a string, found %1"),
                             {v.typeText()}));
  out->clear();
  for (const JsonValue& item : v.items) {
    if (!item.isString())
      return fail(item, where,
                  lessonFileText(
                      SCALESCOPE_TR_NOOP("LessonFile", "expected a string (a paragraph), found %1"),
                      {item.typeText()}));
    if (!out->empty()) *out += "\n\n";
    *out += item.text;
  }
  return true;
}

bool Fields::formatVersion(const JsonValue& root, std::string_view format, int version) {
  const JsonValue* given = member(root, "format", "", true);
  if (!given) return false;
  if (!given->isString() || given->text != format)
    return fail(
        *given, "format",
        lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected \"%1\""), {std::string(format)}));
  const JsonValue* v = member(root, "version", "", true);
  double number = 0;
  if (!v || !this->number(*v, "version", &number)) return false;
  // A whole number within int's range (a cast of 3e53 to int is undefined: fuzz_lesson).
  const bool whole = number >= 0 && number <= 1e9 && number == std::floor(number);
  if (number > version && whole)
    return fail(*v, "version",
                lessonFileText(SCALESCOPE_TR_NOOP("LessonFile",
                                                  "version %1 is newer than this ScaleScope reads "
                                                  "(%2): update ScaleScope"),
                               {count(static_cast<int>(number)), count(version)}));
  if (number != version)
    return fail(*v, "version",
                lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected %1"), {count(version)}));
  return true;
}

bool Fields::name(const JsonValue& v, std::string_view where, std::string* out) {
  if (!text(v, where, out)) return false;
  if (out->empty())
    return fail(v, where,
                lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected a non-empty string")));
  return true;
}

bool Fields::number(const JsonValue& v, std::string_view where, double* out) {
  if (!v.isNumber())
    return fail(v, where,
                lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected a number, found %1"),
                               {v.typeText()}));
  if (!std::isfinite(v.number))
    return fail(v, where,
                lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected a finite number")));
  *out = v.number;
  return true;
}

bool Fields::integer(const JsonValue& v, std::string_view where, int low, int high, int* out) {
  double x = 0;
  if (!number(v, where, &x)) return false;
  if (x != std::floor(x) || x < low || x > high)
    return fail(
        v, where,
        lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "expected a whole number from %1 to %2"),
                       {std::to_string(low), std::to_string(high)}));
  *out = static_cast<int>(x);
  return true;
}

bool Fields::param(const JsonValue& v, std::string_view where, Param* out) {
  std::string id;
  if (!name(v, where, &id)) return false;
  const auto p = paramFromId(id);
  if (!p) return fail(v, where, notParameterText(id));
  *out = *p;
  return true;
}

bool Fields::values(const JsonValue& v, std::string_view where, std::vector<ParamValue>* out) {
  if (!v.isObject())
    return fail(v, where,
                lessonFileText(
                    SCALESCOPE_TR_NOOP("LessonFile",
                                       "expected an object of parameter ids and values, found %1"),
                    {v.typeText()}));
  out->clear();
  for (const auto& [id, value] : v.members) {
    const auto p = paramFromId(id);
    if (!p) return fail(value, where, notParameterText(id));
    for (const ParamValue& earlier : *out)
      if (earlier.param == *p)
        return fail(value, where,
                    lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "'%1' given twice"), {id}));
    const auto parsed = parameterValue(parameterSpec(*p), id, value);
    if (!parsed) return fail(value, where, parsed.errorText());
    out->push_back({*p, *parsed, {value.line, value.column}});
  }
  return true;
}

std::optional<MarkedText> Fields::quantityProblem(const std::string& id,
                                                  const LessonStep& step) const {
  const auto info = quantityInfo(id);
  if (!info)
    return lessonFileText(
        SCALESCOPE_TR_NOOP("LessonFile",
                           "'%1' is not a quantity (resources/lessons/README.md lists them)"),
        {MarkedArg::verbatim(id)});
  switch (info->needs) {
    case QuantityNeeds::System:
      if (!step.system)
        return lessonFileText(
            SCALESCOPE_TR_NOOP("LessonFile",
                               "'%1' reads the step's \"system\", which it does not give"),
            {id});
      break;
    case QuantityNeeds::Generation:
      if (!step.system || step.system->laterList.empty())
        return lessonFileText(
            SCALESCOPE_TR_NOOP("LessonFile", "'%1' needs a \"system\" with a \"later_list\""),
            {id});
      break;
    case QuantityNeeds::Series:
      if (step.series.empty())
        return lessonFileText(
            SCALESCOPE_TR_NOOP("LessonFile",
                               "'%1' reads the step's \"series\", which it does not give"),
            {id});
      break;
    case QuantityNeeds::Scenario:
      break;
  }
  return std::nullopt;
}

bool Fields::quantity(const JsonValue& v, std::string_view where, const LessonStep& step,
                      std::string* out) {
  if (!name(v, where, out)) return false;
  if (auto problem = quantityProblem(*out, step)) return fail(v, where, std::move(*problem));
  return true;
}

bool Fields::placeholders(const JsonValue& v, std::string_view where, const std::string& text,
                          const LessonStep& step) {
  const auto found = findPlaceholders(text);
  if (!found) return fail(v, where, found.errorText());
  for (const Placeholder& p : *found)
    if (auto problem = quantityProblem(p.id, step))
      return fail(v, where,
                  MarkedText{"", "{%1}: %2", {MarkedArg::verbatim(p.id), std::move(*problem)}});
  return true;
}

bool Fields::view(const JsonValue& v, std::string_view where, LessonView* out) {
  std::string id;
  if (!name(v, where, &id)) return false;
  const auto view = viewFromId(id);
  if (!view)
    return fail(v, where,
                lessonFileText(SCALESCOPE_TR_NOOP("LessonFile", "'%1' is not a view (expected %2)"),
                               {MarkedArg::verbatim(id), viewIdList()}));
  *out = *view;
  return true;
}

}  // namespace scalescope::model::lessonjson
