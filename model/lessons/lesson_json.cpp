#include "model/lessons/lesson_json.h"

#include <cmath>

#include "model/core/parameter_table.h"
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

}  // namespace

std::string indexed(std::string_view list, std::size_t index) {
  std::string out(list);
  out += '[';
  out += std::to_string(index + 1);
  out += ']';
  return out;
}

bool Fields::fail(const JsonValue& at, std::string_view where, std::string_view what) {
  if (m_error.empty()) {
    std::string message(where);
    if (!message.empty()) message += ": ";
    message += what;
    m_error = jsonMessage(m_file, at, message);
  }
  return false;
}

bool Fields::object(const JsonValue& v, std::string_view where,
                    std::initializer_list<std::string_view> keys) {
  if (!v.isObject()) return fail(v, where, "expected an object, found " + v.typeName());
  for (const auto& [key, value] : v.members) {
    bool known = false;
    for (const auto k : keys) known = known || k == key;
    if (!known)
      return fail(value, where,
                  "unknown key '" + key + "' (expected one of: " + joined(keys) + ")");
    int seen = 0;
    for (const auto& other : v.members) seen += other.key == key ? 1 : 0;
    if (seen > 1) return fail(value, where, "key '" + key + "' given twice");
  }
  return true;
}

const JsonValue* Fields::member(const JsonValue& object, std::string_view key,
                                std::string_view where, bool required) {
  const JsonValue* v = object.find(key);
  if (!v && required) fail(object, where, std::string("expected a key '").append(key) + "'");
  return v;
}

bool Fields::text(const JsonValue& v, std::string_view where, std::string* out, bool paragraphs) {
  if (v.isString()) {
    *out = v.text;
    return true;
  }
  if (!paragraphs || !v.isArray())
    return fail(v, where,
                std::string(paragraphs ? "expected a string or an array of strings (paragraphs)"
                                       : "expected a string") +
                    ", found " + v.typeName());
  out->clear();
  for (const JsonValue& item : v.items) {
    if (!item.isString())
      return fail(item, where, "expected a string (a paragraph), found " + item.typeName());
    if (!out->empty()) *out += "\n\n";
    *out += item.text;
  }
  return true;
}

bool Fields::formatVersion(const JsonValue& root, std::string_view format, int version) {
  const JsonValue* given = member(root, "format", "", true);
  if (!given) return false;
  if (!given->isString() || given->text != format)
    return fail(*given, "format", "expected \"" + std::string(format) + "\"");
  const JsonValue* v = member(root, "version", "", true);
  double number = 0;
  if (!v || !this->number(*v, "version", &number)) return false;
  // A whole number within int's range (a cast of 3e53 to int is undefined: fuzz_lesson).
  const bool whole = number >= 0 && number <= 1e9 && number == std::floor(number);
  if (number > version && whole)
    return fail(*v, "version",
                "version " + std::to_string(static_cast<int>(number)) +
                    " is newer than this ScaleScope reads (" + std::to_string(version) +
                    "): update ScaleScope");
  if (number != version) return fail(*v, "version", "expected " + std::to_string(version));
  return true;
}

bool Fields::name(const JsonValue& v, std::string_view where, std::string* out) {
  if (!text(v, where, out)) return false;
  if (out->empty()) return fail(v, where, "expected a non-empty string");
  return true;
}

bool Fields::number(const JsonValue& v, std::string_view where, double* out) {
  if (!v.isNumber()) return fail(v, where, "expected a number, found " + v.typeName());
  if (!std::isfinite(v.number)) return fail(v, where, "expected a finite number");
  *out = v.number;
  return true;
}

bool Fields::integer(const JsonValue& v, std::string_view where, int low, int high, int* out) {
  double x = 0;
  if (!number(v, where, &x)) return false;
  if (x != std::floor(x) || x < low || x > high)
    return fail(
        v, where,
        "expected a whole number from " + std::to_string(low) + " to " + std::to_string(high));
  *out = static_cast<int>(x);
  return true;
}

bool Fields::param(const JsonValue& v, std::string_view where, Param* out) {
  std::string id;
  if (!name(v, where, &id)) return false;
  const auto p = paramFromId(id);
  if (!p) return fail(v, where, "'" + id + "' is not a parameter id (see --list-parameters)");
  *out = *p;
  return true;
}

bool Fields::values(const JsonValue& v, std::string_view where, std::vector<ParamValue>* out) {
  if (!v.isObject())
    return fail(v, where, "expected an object of parameter ids and values, found " + v.typeName());
  out->clear();
  for (const auto& [id, value] : v.members) {
    const auto p = paramFromId(id);
    if (!p) return fail(value, where, "'" + id + "' is not a parameter id (see --list-parameters)");
    for (const ParamValue& earlier : *out)
      if (earlier.param == *p) return fail(value, where, "'" + id + "' given twice");
    const ParameterSpec& spec = parameterSpec(*p);
    std::string message;
    std::optional<double> parsed;
    if (spec.kind == ParameterKind::Choice && value.isString()) {
      parsed = parseParameterValue(spec, value.text, &message);
    } else if (spec.kind == ParameterKind::Toggle && value.type == JsonValue::Type::Bool) {
      parsed = value.boolean ? 1.0 : 0.0;
    } else if ((spec.kind == ParameterKind::Number || spec.kind == ParameterKind::Integer) &&
               value.isNumber()) {
      message = validateParameterValue(spec, value.number);
      if (message.empty()) parsed = value.number;
    } else {
      const char* expected = spec.kind == ParameterKind::Choice   ? "a choice name"
                             : spec.kind == ParameterKind::Toggle ? "true or false"
                                                                  : "a number";
      message = id + ": expected " + expected + ", found " + value.typeName();
    }
    if (!parsed) return fail(value, where, message);
    out->push_back({*p, *parsed, {value.line, value.column}});
  }
  return true;
}

std::string Fields::quantityProblem(const std::string& id, const LessonStep& step) const {
  const auto info = quantityInfo(id);
  if (!info) return "'" + id + "' is not a quantity (resources/lessons/README.md lists them)";
  switch (info->needs) {
    case QuantityNeeds::System:
      if (!step.system) return "'" + id + "' reads the step's \"system\", which it does not give";
      break;
    case QuantityNeeds::Generation:
      if (!step.system || step.system->laterList.empty())
        return "'" + id + "' needs a \"system\" with a \"later_list\"";
      break;
    case QuantityNeeds::Series:
      if (step.series.empty())
        return "'" + id + "' reads the step's \"series\", which it does not give";
      break;
    case QuantityNeeds::Scenario:
      break;
  }
  return {};
}

bool Fields::quantity(const JsonValue& v, std::string_view where, const LessonStep& step,
                      std::string* out) {
  if (!name(v, where, out)) return false;
  if (const auto problem = quantityProblem(*out, step); !problem.empty())
    return fail(v, where, problem);
  return true;
}

bool Fields::placeholders(const JsonValue& v, std::string_view where, const std::string& text,
                          const LessonStep& step) {
  const auto found = findPlaceholders(text);
  if (!found) return fail(v, where, found.error());
  for (const Placeholder& p : *found)
    if (const auto problem = quantityProblem(p.id, step); !problem.empty())
      return fail(v, where, "{" + p.id + "}: " + problem);
  return true;
}

bool Fields::view(const JsonValue& v, std::string_view where, LessonView* out) {
  std::string id;
  if (!name(v, where, &id)) return false;
  const auto view = viewFromId(id);
  if (!view) return fail(v, where, "'" + id + "' is not a view (expected " + viewIdList() + ")");
  *out = *view;
  return true;
}

}  // namespace scalescope::model::lessonjson
