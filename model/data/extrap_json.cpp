// Extra-P's JSON input (Extra-P documentation, "JSON format"), both forms: the recommended one,
// {"parameters": [names], "measurements": {callpath: {metric: [{"point": [...], "values":
// [...]}]}}}, and the older one that refers to callpaths, coordinates, metrics and parameters
// by id, one value per measurement.
#include <cmath>
#include <map>
#include <optional>

#include "model/data/csv_table.h"
#include "model/data/extrap_common.h"
#include "model/data/json_reader.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"

namespace scalescope::model {

namespace {

using R = Result<ImportedFile>;

struct ExtrapJsonReader {
  const std::string& name;
  std::vector<extrap::Value> values;

  MarkedText at(const JsonValue& v, MarkedText what) const {
    return jsonText(name, v, std::move(what));
  }
  /// `what` names the value ("value", or "PATH: a coordinate" marked in context "Reader").
  std::optional<MarkedText> number(const JsonValue& v, MarkedArg what, double* out) const {
    if (!v.isNumber())
      return at(v, readerText(SCALESCOPE_TR_NOOP("Reader", "expected %1 (a number), found %2"),
                              {std::move(what), v.typeText()}));
    *out = v.number;
    return std::nullopt;
  }

  std::optional<MarkedText> readNew(const JsonValue& root, std::vector<std::string>* parameters) {
    const JsonValue* names = root.find("parameters");
    if (!names->isArray() || names->items.empty())
      return at(*names,
                readerText(SCALESCOPE_TR_NOOP(
                    "Reader", "parameters: expected a non-empty array of parameter names")));
    for (const auto& n : names->items) {
      if (!n.isString())
        return at(n, readerText(SCALESCOPE_TR_NOOP(
                                    "Reader", "parameters: expected a name (a string), found %1"),
                                {n.typeText()}));
      parameters->push_back(n.text);
    }
    const JsonValue* measurements = root.find("measurements");
    if (!measurements->isObject() || measurements->members.empty())
      return at(*measurements, readerText(SCALESCOPE_TR_NOOP(
                                   "Reader", "measurements: expected an object of call paths")));
    // The paths in messages ("measurements.CALLPATH.METRIC.point") hold the file's own names.
    for (const auto& [callpath, metrics] : measurements->members) {
      if (!metrics.isObject() || metrics.members.empty())
        return at(metrics,
                  readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected an object of metrics"),
                             {MarkedArg::verbatim("measurements." + callpath)}));
      for (const auto& [metric, list] : metrics.members) {
        const std::string where = "measurements." + callpath + "." + metric;
        if (!list.isArray())
          return at(list, readerText(
                              SCALESCOPE_TR_NOOP("Reader", "%1: expected an array of measurements"),
                              {MarkedArg::verbatim(where)}));
        for (const auto& m : list.items) {
          const JsonValue* point = m.find("point");
          const JsonValue* vals = m.find("values");
          if (!m.isObject() || !point || !vals)
            return at(
                m, readerText(SCALESCOPE_TR_NOOP(
                                  "Reader", "%1: expected an object with \"point\" and \"values\""),
                              {MarkedArg::verbatim(where)}));
          const MarkedArg pointPath = MarkedArg::verbatim(where + ".point");
          if (!point->isArray() || point->items.size() != parameters->size())
            return at(*point,
                      readerText(SCALESCOPE_TR_NOOP("Reader",
                                                    "%1: expected an array of %2 "
                                                    "coordinates (one per parameter)"),
                                 {pointPath, count(static_cast<long long>(parameters->size()))}));
          std::vector<double> coordinates;
          for (const auto& c : point->items) {
            double v = 0;
            if (auto e = number(
                    c, readerText(SCALESCOPE_TR_NOOP("Reader", "%1: a coordinate"), {pointPath}),
                    &v))
              return e;
            coordinates.push_back(v);
          }
          const MarkedArg valuesPath = MarkedArg::verbatim(where + ".values");
          if (!vals->isArray() || vals->items.empty())
            return at(*vals, readerText(SCALESCOPE_TR_NOOP(
                                            "Reader", "%1: expected a non-empty array of values"),
                                        {valuesPath}));
          for (const auto& item : vals->items) {
            double v = 0;
            if (auto e = number(
                    item, readerText(SCALESCOPE_TR_NOOP("Reader", "%1: a value"), {valuesPath}),
                    &v))
              return e;
            values.push_back({callpath, metric, coordinates, v, item.line, item.column});
          }
        }
      }
    }
    return std::nullopt;
  }

  /// id → name table of the older form ("callpaths", "metrics", "parameters").
  std::optional<MarkedText> idTable(const JsonValue& root, const char* key,
                                    std::map<double, std::string>* out) {
    const JsonValue* list = root.find(key);
    if (!list || !list->isArray())
      return at(
          list ? *list : root,
          readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected an array of {id, name}"), {key}));
    for (const auto& e : list->items) {
      const JsonValue* id = e.find("id");
      const JsonValue* n = e.find("name");
      if (!id || !id->isNumber() || !n || !n->isString())
        return at(e, readerText(SCALESCOPE_TR_NOOP(
                                    "Reader", "%1: expected {\"id\": number, \"name\": string}"),
                                {key}));
      (*out)[id->number] = n->text;
    }
    return std::nullopt;
  }

  std::optional<MarkedText> readOld(const JsonValue& root, std::vector<std::string>* parameters) {
    std::map<double, std::string> callpaths, metrics, parameterNames;
    for (auto [key, table] : {std::pair{"callpaths", &callpaths}, std::pair{"metrics", &metrics},
                              std::pair{"parameters", &parameterNames}})
      if (auto e = idTable(root, key, table)) return e;
    std::map<double, std::size_t> parameterIndex;
    for (const auto& [id, n] : parameterNames) {
      parameterIndex[id] = parameters->size();
      parameters->push_back(n);
    }
    if (parameters->empty())
      return at(root, readerText(SCALESCOPE_TR_NOOP(
                          "Reader", "parameters: expected at least one parameter")));
    std::map<double, std::vector<double>> coordinates;
    const JsonValue* list = root.find("coordinates");
    if (!list || !list->isArray()) return at(list ? *list : root, arrayExpected("coordinates"));
    for (const auto& c : list->items) {
      const JsonValue* id = c.find("id");
      const JsonValue* pairs = c.find("parameter_value_pairs");
      if (!id || !id->isNumber() || !pairs || !pairs->isArray())
        return at(c, readerText(SCALESCOPE_TR_NOOP("Reader",
                                                   "coordinates: expected {\"id\": number, "
                                                   "\"parameter_value_pairs\": [...]}")));
      std::vector<double> point(parameters->size(), std::nan(""));
      for (const auto& pv : pairs->items) {
        const JsonValue* pid = pv.find("parameter_id");
        const JsonValue* value = pv.find("parameter_value");
        if (!pid || !pid->isNumber() || !parameterIndex.count(pid->number) || !value ||
            !value->isNumber())
          return at(pv, readerText(SCALESCOPE_TR_NOOP(
                            "Reader",
                            "parameter_value_pairs: expected a known parameter_id and a number")));
        point[parameterIndex[pid->number]] = value->number;
      }
      coordinates[id->number] = point;
    }
    const JsonValue* measurements = root.find("measurements");
    if (!measurements->isArray()) return at(*measurements, arrayExpected("measurements"));
    for (const auto& m : measurements->items) {
      const JsonValue* cp = m.find("callpath_id");
      const JsonValue* co = m.find("coordinate_id");
      const JsonValue* me = m.find("metric_id");
      const JsonValue* v = m.find("value");
      if (!cp || !co || !me || !v || !cp->isNumber() || !co->isNumber() || !me->isNumber())
        return at(m,
                  readerText(SCALESCOPE_TR_NOOP(
                      "Reader",
                      "measurements: expected callpath_id, coordinate_id, metric_id and value")));
      if (!callpaths.count(cp->number))
        return at(*cp, readerText(
                           SCALESCOPE_TR_NOOP("Reader", "callpath_id: no call path with this id")));
      if (!metrics.count(me->number))
        return at(*me,
                  readerText(SCALESCOPE_TR_NOOP("Reader", "metric_id: no metric with this id")));
      if (!coordinates.count(co->number))
        return at(*co, readerText(SCALESCOPE_TR_NOOP("Reader",
                                                     "coordinate_id: no coordinate with this id")));
      double value = 0;
      if (auto e = number(*v, "value", &value)) return e;
      for (double c : coordinates[co->number])
        if (std::isnan(c))
          return at(*co, readerText(SCALESCOPE_TR_NOOP(
                             "Reader", "coordinate_id: the coordinate lacks a parameter value")));
      values.push_back({callpaths[cp->number], metrics[me->number], coordinates[co->number], value,
                        v->line, v->column});
    }
    return std::nullopt;
  }

  /// "KEY: expected an array", KEY one of the format's keys.
  static MarkedText arrayExpected(const char* key) {
    return readerText(SCALESCOPE_TR_NOOP("Reader", "%1: expected an array"), {key});
  }
};

}  // namespace

Result<ImportedFile> readExtrapJson(std::string_view text, const std::string& name) {
  auto parsed = parseJsonValues(text, name);
  if (!parsed) return R::failure(parsed.errorText());
  if (parsed->size() != 1)
    return R::failure(jsonText(
        name, (*parsed)[1],
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected one JSON object, found another value"))));
  const JsonValue& root = parsed->front();
  if (!root.isObject() || !root.find("parameters") || !root.find("measurements"))
    return R::failure(
        jsonText(name, root,
                 readerText(SCALESCOPE_TR_NOOP(
                     "Reader",
                     "expected an Extra-P JSON object with \"parameters\" and \"measurements\""))));
  ExtrapJsonReader reader{name, {}};
  std::vector<std::string> parameters;
  const bool older = root.find("parameters")->isArray() &&
                     !root.find("parameters")->items.empty() &&
                     root.find("parameters")->items.front().isObject();
  const auto error = older ? reader.readOld(root, &parameters) : reader.readNew(root, &parameters);
  if (error) return R::failure(*error);
  if (reader.values.empty())
    return R::failure(jsonText(name, root,
                               readerText(SCALESCOPE_TR_NOOP(
                                   "Reader", "expected at least one measured value, found none"))));
  return extrap::toImported(name, parameters, reader.values);
}

int sniffExtrapJson(const FileSniff& file) {
  if (const auto* values = file.json()) {
    const JsonValue& root = values->front();
    return values->size() == 1 && root.find("measurements") && root.find("parameters") ? 60
                                                                                       : kNotMine;
  }
  if (!file.jsonLike()) return kNotMine;
  // JSON that does not parse: its keys, else its name, say which reader shows the error.
  if (file.mentions("\"measurements\"")) return 15;
  return file.extension() == ".json" ? 10 : kNotMine;
}

}  // namespace scalescope::model
