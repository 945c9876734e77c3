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

std::string validateParameterValue(const ParameterSpec& spec, double value) {
  if (!std::isfinite(value)) return spec.id + ": value must be a finite number";
  switch (spec.kind) {
    case ParameterKind::Choice:
      if (value != std::floor(value) || value < 0 ||
          value >= static_cast<double>(spec.choices.size()))
        return spec.id + ": not one of the choices";
      return {};
    case ParameterKind::Toggle:
      if (value != 0.0 && value != 1.0) return spec.id + ": expected on or off";
      return {};
    case ParameterKind::Integer:
      if (value != std::floor(value)) return spec.id + ": expected a whole number";
      [[fallthrough]];
    case ParameterKind::Number:
      if (value < spec.minimum || value > spec.maximum)
        return spec.id + ": " + shortNumber(value) + " is outside [" + shortNumber(spec.minimum) +
               ", " + shortNumber(spec.maximum) + "]" + (spec.unit.empty() ? "" : " " + spec.unit);
      return {};
  }
  return {};
}

std::optional<double> parseParameterValue(const ParameterSpec& spec, std::string_view text,
                                          std::string* error) {
  auto fail = [&](std::string message) -> std::optional<double> {
    if (error) *error = std::move(message);
    return std::nullopt;
  };
  if (spec.kind == ParameterKind::Choice) {
    for (std::size_t i = 0; i < spec.choices.size(); ++i)
      if (spec.choices[i] == text) return static_cast<double>(i);
    std::string list;
    for (const auto& c : spec.choices) list += (list.empty() ? "" : "|") + c;
    return fail(spec.id + ": '" + std::string(text) + "' is not one of " + list);
  }
  if (spec.kind == ParameterKind::Toggle) {
    if (text == "on" || text == "true" || text == "1" || text == "yes") return 1.0;
    if (text == "off" || text == "false" || text == "0" || text == "no") return 0.0;
    return fail(spec.id + ": expected on or off, got '" + std::string(text) + "'");
  }
  double value = 0.0;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  auto [ptr, ec] = std::from_chars(first, last, value);
  if (ec == std::errc::result_out_of_range)
    return fail(spec.id + ": '" + std::string(text) + "' is out of the range of a double");
  if (ec != std::errc() || ptr != last || text.empty())
    return fail(spec.id + ": expected a number, got '" + std::string(text) + "'");
  if (auto message = validateParameterValue(spec, value); !message.empty()) return fail(message);
  return value;
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
