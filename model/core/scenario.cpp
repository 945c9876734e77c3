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

namespace {

MarkedText unknownParameter(std::string_view id) {
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "unknown parameter '%1'"),
                      {MarkedArg::verbatim(std::string(id))});
}

}  // namespace

std::optional<MarkedText> Scenario::trySet(std::string_view id, double v) {
  auto i = parameterIndex(id);
  if (!i) return unknownParameter(id);
  return trySet(*i, v);
}

std::optional<MarkedText> Scenario::trySet(std::size_t index, double v) {
  auto problem = checkParameterValue(parameterTable().at(index), v);
  if (!problem) m_values[index] = v;
  return problem;
}

std::optional<MarkedText> Scenario::trySetFromText(std::string_view id, std::string_view text) {
  auto i = parameterIndex(id);
  if (!i) return unknownParameter(id);
  auto v = readParameterValue(parameterTable()[*i], text);
  if (!v) return v.errorText();
  m_values[*i] = *v;
  return std::nullopt;
}

ParamSet Scenario::differences(const Scenario& other) const {
  ParamSet out;
  for (std::size_t i = 0; i < kParamCount; ++i)
    if (m_values[i] != other.m_values[i]) out.insert(paramAt(i));
  return out;
}

std::optional<MarkedText> Scenario::tryAssignment(std::string_view assignment) {
  auto eq = assignment.find('=');
  if (eq == std::string_view::npos || eq == 0)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "expected id=value, got '%1'"),
                        {MarkedArg::verbatim(std::string(assignment))});
  return trySetFromText(assignment.substr(0, eq), assignment.substr(eq + 1));
}

}  // namespace scalescope::model
