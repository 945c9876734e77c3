#include "model/core/scenario.h"

#include "model/core/parameter_table.h"

namespace scalescope::model {

Scenario::Scenario() {
  for (const auto& spec : parameterTable()) m_values.push_back(spec.defaultValue);
}

const std::string& Scenario::choiceName(Param p) const {
  return parameterSpec(p).choices.at(choiceIndex(p));
}

const std::string& Scenario::choiceLabel(Param p) const {
  return model::choiceLabel(parameterSpec(p), choiceIndex(p));
}

std::string Scenario::set(std::string_view id, double v) {
  auto i = parameterIndex(id);
  if (!i) return "unknown parameter '" + std::string(id) + "'";
  return set(*i, v);
}

std::string Scenario::set(std::size_t index, double v) {
  const auto& spec = parameterTable().at(index);
  auto message = validateParameterValue(spec, v);
  if (message.empty()) m_values[index] = v;
  return message;
}

std::string Scenario::setFromText(std::string_view id, std::string_view text) {
  auto i = parameterIndex(id);
  if (!i) return "unknown parameter '" + std::string(id) + "'";
  std::string error;
  auto v = parseParameterValue(parameterTable()[*i], text, &error);
  if (!v) return error;
  m_values[*i] = *v;
  return {};
}

ParamSet Scenario::differences(const Scenario& other) const {
  ParamSet out;
  for (std::size_t i = 0; i < kParamCount; ++i)
    if (m_values[i] != other.m_values[i]) out.insert(paramAt(i));
  return out;
}

std::string Scenario::applyAssignment(std::string_view assignment) {
  auto eq = assignment.find('=');
  if (eq == std::string_view::npos || eq == 0)
    return "expected id=value, got '" + std::string(assignment) + "'";
  return setFromText(assignment.substr(0, eq), assignment.substr(eq + 1));
}

}  // namespace scalescope::model
