#include "model/core/parameter_table.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <stdexcept>

#include "model/core/number_text.h"

namespace scalescope::model {

std::string checkParameterRows(const std::vector<ParameterSpec>& rows) {
  std::array<int, kParamCount> count{};
  for (const auto& row : rows) {
    if (paramIndex(row.param) >= kParamCount) return row.id + ": not a Param";
    if (row.id != paramId(row.param))
      return row.id + ": the row of Param " + std::string(paramId(row.param)) + " has another id";
    if (++count[paramIndex(row.param)] > 1) return row.id + ": two rows";
  }
  for (std::size_t i = 0; i < kParamCount; ++i)
    if (count[i] == 0) return std::string(paramId(paramAt(i))) + ": no row";
  return {};
}

const std::vector<ParameterSpec>& parameterTable() {
  static const std::vector<ParameterSpec> table = [] {
    std::vector<ParameterSpec> all;
    for (auto part : {lawParameters(), timelineParameters(), pimParameters(), scalingParameters(),
                      rooflineParameters()})
      all.insert(all.end(), part.begin(), part.end());
    // A Param without a row (or with two) would shift every index: refuse to start.
    if (auto problem = checkParameterRows(all); !problem.empty())
      throw std::logic_error("parameter table: " + problem);
    std::sort(all.begin(), all.end(), [](const ParameterSpec& a, const ParameterSpec& b) {
      return paramIndex(a.param) < paramIndex(b.param);
    });
    return all;
  }();
  return table;
}

const std::string& choiceLabel(const ParameterSpec& spec, std::size_t i) {
  static const std::string unknown = "?";
  if (i < spec.choiceLabels.size()) return spec.choiceLabels[i];
  return i < spec.choices.size() ? spec.choices[i] : unknown;
}

std::optional<std::size_t> parameterIndex(std::string_view id) {
  if (auto p = paramFromId(id)) return paramIndex(*p);
  return std::nullopt;
}

namespace {

/// The row's unit as a message argument: a word ("samples") marked in context "Unit" by the
/// table's row, translated where shown; a row not from the table (a test's) gives it as it is.
MarkedArg unitArg(const ParameterSpec& spec) {
  if (paramIndex(spec.param) < kParamCount) {
    const std::string& unit = parameterSpec(spec.param).unit;  // lives as long as the program
    if (unit == spec.unit) return MarkedText{"Unit", unit.c_str()};
  }
  return spec.unit;
}

MarkedText outsideRange(const ParameterSpec& spec, double value) {
  std::vector<MarkedArg> args{spec.id, shortNumber(value), shortNumber(spec.minimum),
                              shortNumber(spec.maximum)};
  if (spec.unit.empty())
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: %2 is outside [%3, %4]"), std::move(args));
  args.push_back(unitArg(spec));
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: %2 is outside [%3, %4] %5"),
                      std::move(args));
}

}  // namespace

std::optional<MarkedText> checkParameterValue(const ParameterSpec& spec, double value) {
  if (!std::isfinite(value))
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: value must be a finite number"),
                        {spec.id});
  switch (spec.kind) {
    case ParameterKind::Choice:
      if (value != std::floor(value) || value < 0 ||
          value >= static_cast<double>(spec.choices.size()))
        return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: not one of the choices"), {spec.id});
      return std::nullopt;
    case ParameterKind::Toggle:
      if (value != 0.0 && value != 1.0)
        return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: expected on or off"), {spec.id});
      return std::nullopt;
    case ParameterKind::Integer:
      if (value != std::floor(value))
        return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: expected a whole number"), {spec.id});
      [[fallthrough]];
    case ParameterKind::Number:
      if (value < spec.minimum || value > spec.maximum) return outsideRange(spec, value);
      return std::nullopt;
  }
  return std::nullopt;
}

std::string validateParameterValue(const ParameterSpec& spec, double value) {
  const auto problem = checkParameterValue(spec, value);
  return problem ? problem->english() : std::string();
}

Result<double> readParameterValue(const ParameterSpec& spec, std::string_view text) {
  using R = Result<double>;
  const MarkedArg typed = MarkedArg::verbatim(std::string(text));
  if (spec.kind == ParameterKind::Choice) {
    for (std::size_t i = 0; i < spec.choices.size(); ++i)
      if (spec.choices[i] == text) return static_cast<double>(i);
    std::string list;
    for (const auto& c : spec.choices) list += (list.empty() ? "" : "|") + c;
    return R::failure(modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: '%2' is not one of %3"),
                                   {spec.id, typed, list}));
  }
  if (spec.kind == ParameterKind::Toggle) {
    if (text == "on" || text == "true" || text == "1" || text == "yes") return 1.0;
    if (text == "off" || text == "false" || text == "0" || text == "no") return 0.0;
    return R::failure(modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: expected on or off, got '%2'"),
                                   {spec.id, typed}));
  }
  double value = 0.0;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(first, last, value);
  if (ec == std::errc::result_out_of_range)
    return R::failure(modelMessage(
        SCALESCOPE_TR_NOOP("Model", "%1: '%2' is out of the range of a double"), {spec.id, typed}));
  if (ec != std::errc() || ptr != last || text.empty())
    return R::failure(modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: expected a number, got '%2'"),
                                   {spec.id, typed}));
  if (auto problem = checkParameterValue(spec, value)) return R::failure(std::move(*problem));
  return value;
}

std::optional<double> parseParameterValue(const ParameterSpec& spec, std::string_view text,
                                          std::string* error) {
  auto value = readParameterValue(spec, text);
  if (value) return *value;
  if (error) *error = value.error();
  return std::nullopt;
}

std::string formatParameterValue(const ParameterSpec& spec, double value) {
  if (spec.kind == ParameterKind::Choice) {
    auto i = static_cast<std::size_t>(value);
    return i < spec.choices.size() ? spec.choices[i] : std::string("?");
  }
  if (spec.kind == ParameterKind::Toggle) return value != 0.0 ? "on" : "off";
  return exactNumber(value);
}

std::string displayParameterValue(const ParameterSpec& spec, double value) {
  if (spec.kind == ParameterKind::Choice) {
    const auto i = static_cast<std::size_t>(value);
    if (i < spec.choiceLabels.size()) return spec.choiceLabels[i];
  }
  return formatParameterValue(spec, value);
}

}  // namespace scalescope::model
