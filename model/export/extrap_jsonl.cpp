#include "model/export/extrap_jsonl.h"

#include <cstdio>

#include "model/data/csv_table.h"
#include "model/data/extrap_common.h"
#include "model/data/formats.h"
#include "model/data/json_reader.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

std::string jsonString(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    const auto u = static_cast<unsigned char>(c);
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (u < 0x20) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", u);
      out += escaped;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string jsonNumber(double v) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", v);
  return text;
}

std::string callpathOf(const MeasurementSet& set, const MeasuredPoint& p) {
  if (!p.group.empty()) return p.group;
  std::string base = set.sourceName;
  if (const auto slash = base.find_last_of("/\\"); slash != std::string::npos)
    base = base.substr(slash + 1);
  if (const auto dot = base.rfind('.'); dot != std::string::npos && dot > 0) base.resize(dot);
  return base.empty() ? "<root>" : base;
}

}  // namespace

std::string extrapJsonLines(const MeasurementSet& set, const ExtrapExportOptions& options) {
  std::string parameter = options.parameterName;
  bool allBytes = true, anyTimed = false;
  for (const auto& p : set.points) {
    if (!p.timeSeconds) continue;
    if (parameter.empty() && !p.unit.empty()) parameter = p.unit;
    allBytes = allBytes && p.bytes.has_value();
    anyTimed = true;
  }
  // "bytes" is the message size to Extra-P readers of latency tables (ours too): N needs
  // another name.
  if (parameter.empty() || lowerCase(parameter) == "bytes") parameter.assign(1, 'p');
  const bool writeBytes = anyTimed && allBytes && parameter != "bytes";
  std::string out;
  for (const auto& p : set.points) {
    if (!p.timeSeconds) continue;
    out += "{\"params\":{" + jsonString(parameter) + ":" + jsonNumber(p.n);
    if (writeBytes) out += ",\"bytes\":" + jsonNumber(*p.bytes);
    out += "},\"callpath\":" + jsonString(callpathOf(set, p)) +
           ",\"metric\":" + jsonString(options.metric) +
           ",\"value\":" + jsonNumber(*p.timeSeconds) + "}\n";
  }
  return out;
}

Result<ImportedFile> readExtrapJsonLines(std::string_view text, const std::string& name) {
  using R = Result<ImportedFile>;
  auto lines = splitTextLines(text, name);
  if (!lines) return R::failure(lines.error());
  std::vector<std::string> parameters;
  int parametersLine = 0;
  std::vector<extrap::Value> values;
  for (const auto& line : *lines) {
    if (trimmed(line.text).empty()) continue;
    auto record = parseJsonLine(line.text, name, line.number);
    if (!record) return R::failure(record.error());
    const JsonValue& r = *record;
    if (!r.isObject())
      return R::failure(
          jsonMessage(name, r, "expected a JSON object per line, found " + r.typeName()));
    const JsonValue* params = r.find("params");
    const JsonValue* value = r.find("value");
    if (!params || !params->isObject() || params->members.empty())
      return R::failure(jsonMessage(name, params ? *params : r,
                                    "expected \"params\": an object of parameter values"));
    if (!value)
      return R::failure(jsonMessage(name, r, "expected \"value\": a number or a list of numbers"));
    if (parameters.empty()) {
      for (const auto& [key, v] : params->members) parameters.push_back(key);
      parametersLine = line.number;
    }
    std::vector<double> coordinates;
    for (const auto& p : parameters) {
      const JsonValue* c = params->find(p);
      if (!c)
        return R::failure(jsonMessage(
            name, *params,
            "params: expected parameter '" + p + "' as on line " + std::to_string(parametersLine)));
      double v = 0;
      if (c->isNumber()) {
        v = c->number;
      } else if (c->isString()) {
        auto parsed = parseNumberField(c->text, false);
        if (!parsed)
          return R::failure(jsonMessage(name, *c, "params." + p + ": " + parsed.error()));
        v = *parsed;
      } else {
        return R::failure(
            jsonMessage(name, *c, "params." + p + ": expected a number, found " + c->typeName()));
      }
      coordinates.push_back(v);
    }
    if (params->members.size() != parameters.size())
      return R::failure(jsonMessage(name, *params,
                                    "params: expected the " + std::to_string(parameters.size()) +
                                        " parameters of line " + std::to_string(parametersLine) +
                                        ", found " + std::to_string(params->members.size())));
    std::string callpath, metric;
    for (auto [key, out] : {std::pair{"callpath", &callpath}, std::pair{"metric", &metric}}) {
      if (const JsonValue* s = r.find(key)) {
        if (!s->isString())
          return R::failure(jsonMessage(
              name, *s, std::string(key) + ": expected a string, found " + s->typeName()));
        *out = s->text;
      }
    }
    std::vector<const JsonValue*> items;
    if (value->isArray()) {
      for (const auto& item : value->items) items.push_back(&item);
      if (items.empty())
        return R::failure(jsonMessage(name, *value, "value: expected at least one number"));
    } else {
      items.push_back(value);
    }
    for (const JsonValue* item : items) {
      if (!item->isNumber())
        return R::failure(
            jsonMessage(name, *item, "value: expected a number, found " + item->typeName()));
      values.push_back({callpath, metric, coordinates, item->number, item->line, item->column});
    }
  }
  if (values.empty())
    return R::failure(
        locatedMessage(name, 1, 1, "expected Extra-P JSON Lines records, found none"));
  return extrap::toImported(name, formatName(DataFormat::ExtrapJsonLines), parameters, values);
}

}  // namespace scalescope::model
