// Extra-P JSON Lines (Extra-P documentation, "JSON Lines format"): one measured value per line,
//   {"params": {"<parameter>": <value>, ...}, "callpath": "<callpath>", "metric": "<metric>",
//    "value": <value or [values]>}
// read as Extra-P reads it: the parameters of the first line, call path "<root>" and metric
// "<default>" when left out, blank lines skipped. ScaleScope writes the same records
// (model/export/extrap_jsonl.h), so what it writes reads back.
#include <algorithm>

#include "model/data/csv_table.h"
#include "model/data/extrap_common.h"
#include "model/data/json_reader.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

/// "params.NAME: what" at a parameter value of a record.
MarkedText paramText(const std::string& parameter, MarkedText what) {
  return readerText(SCALESCOPE_TR_NOOP("Reader", "params.%1: %2"),
                    {MarkedArg::verbatim(parameter), std::move(what)});
}

}  // namespace

Result<ImportedFile> readExtrapJsonLines(std::string_view text, const std::string& name) {
  using R = Result<ImportedFile>;
  auto lines = splitTextLines(text, name);
  if (!lines) return R::failure(lines.errorText());
  std::vector<std::string> parameters;
  int parametersLine = 0;
  std::vector<extrap::Value> values;
  for (const auto& line : *lines) {
    if (trimmed(line.text).empty()) continue;
    auto record = parseJsonLine(line.text, name, line.number);
    if (!record) return R::failure(record.errorText());
    const JsonValue& r = *record;
    if (!r.isObject())
      return R::failure(jsonText(
          name, r,
          readerText(SCALESCOPE_TR_NOOP("Reader", "expected a JSON object per line, found %1"),
                     {r.typeText()})));
    const JsonValue* params = r.find("params");
    const JsonValue* value = r.find("value");
    if (!params || !params->isObject() || params->members.empty())
      return R::failure(
          jsonText(name, params ? *params : r,
                   readerText(SCALESCOPE_TR_NOOP(
                       "Reader", "expected \"params\": an object of parameter values"))));
    if (!value)
      return R::failure(
          jsonText(name, r,
                   readerText(SCALESCOPE_TR_NOOP(
                       "Reader", "expected \"value\": a number or a list of numbers"))));
    if (parameters.empty()) {
      for (const auto& [key, v] : params->members) parameters.push_back(key);
      parametersLine = line.number;
    }
    std::vector<double> coordinates;
    for (const auto& p : parameters) {
      const JsonValue* c = params->find(p);
      if (!c)
        return R::failure(jsonText(
            name, *params,
            readerText(
                SCALESCOPE_TR_NOOP("Reader", "params: expected parameter '%1' as on line %2"),
                {MarkedArg::verbatim(p), count(parametersLine)})));
      double v = 0;
      if (c->isNumber()) {
        v = c->number;
      } else if (c->isString()) {
        auto parsed = parseNumberField(c->text, false);
        if (!parsed) return R::failure(jsonText(name, *c, paramText(p, parsed.errorText())));
        v = *parsed;
      } else {
        return R::failure(jsonText(
            name, *c,
            paramText(p, readerText(SCALESCOPE_TR_NOOP("Reader", "expected a number, found %1"),
                                    {c->typeText()}))));
      }
      coordinates.push_back(v);
    }
    if (params->members.size() != parameters.size())
      return R::failure(jsonText(
          name, *params,
          readerText(SCALESCOPE_TR_NOOP("Reader",
                                        "params: expected the %1 parameters of line %2, found %3"),
                     {count(static_cast<long long>(parameters.size())), count(parametersLine),
                      count(static_cast<long long>(params->members.size()))})));
    std::string callpath, metric;
    for (auto [key, out] : {std::pair{"callpath", &callpath}, std::pair{"metric", &metric}}) {
      if (const JsonValue* s = r.find(key)) {
        if (!s->isString())
          return R::failure(
              jsonText(name, *s,
                       readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected a string, found %2"),
                                  {key, s->typeText()})));
        *out = s->text;
      }
    }
    std::vector<const JsonValue*> items;
    if (value->isArray()) {
      for (const auto& item : value->items) items.push_back(&item);
      if (items.empty())
        return R::failure(jsonText(
            name, *value,
            readerText(SCALESCOPE_TR_NOOP("Reader", "value: expected at least one number"))));
    } else {
      items.push_back(value);
    }
    for (const JsonValue* item : items) {
      if (!item->isNumber())
        return R::failure(
            jsonText(name, *item,
                     readerText(SCALESCOPE_TR_NOOP("Reader", "value: expected a number, found %1"),
                                {item->typeText()})));
      values.push_back({callpath, metric, coordinates, item->number, item->line, item->column});
    }
  }
  if (values.empty())
    return R::failure(
        locatedText(name, 1, 1,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader", "expected Extra-P JSON Lines records, found none"))));
  return extrap::toImported(name, parameters, values);
}

int sniffExtrapJsonLines(const FileSniff& file) {
  if (!file.jsonLike()) return kNotMine;
  // The first line alone a record with "params": the format's own shape, whatever follows.
  if (const JsonValue* first = file.firstJsonLine(); first && first->find("params")) return 100;
  if (const auto* values = file.json()) {
    const bool records = std::all_of(values->begin(), values->end(),
                                     [](const JsonValue& v) { return v.isObject(); });
    if (records && values->front().find("params") && values->front().find("value")) return 100;
    // JSON of no shape any reader knows, named as JSON Lines: this reader says what is missing.
    return file.extension() == ".jsonl" ? 5 : kNotMine;
  }
  // JSON that does not parse: the reader it was meant for shows its syntax error.
  return file.extension() == ".jsonl" || file.mentions("\"params\"") ? 40 : kNotMine;
}

}  // namespace scalescope::model
