#include "model/core/input_watch.h"

#include "model/core/parameter_table.h"

namespace scalescope::model {

InputWatch::InputWatch(const std::function<bool(const std::string& id)>& isInput) {
  const auto& table = parameterTable();
  for (std::size_t i = 0; i < table.size(); ++i)
    if (isInput(table[i].id)) m_indices.push_back(i);
}

bool InputWatch::changed(const Scenario& scenario) {
  std::vector<double> values;
  values.reserve(m_indices.size());
  for (std::size_t i : m_indices) values.push_back(scenario.value(i));
  // Compared as stored doubles: a slider that comes back to the same value changed nothing.
  const bool first = m_last.empty() && !m_indices.empty();
  if (!first && values == m_last) return false;
  m_last = std::move(values);
  return true;
}

}  // namespace scalescope::model
