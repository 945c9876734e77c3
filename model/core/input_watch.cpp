#include "model/core/input_watch.h"

namespace scalescope::model {

InputWatch::InputWatch(ParamSet inputs) : m_inputs(inputs) {}

bool InputWatch::changed(const Scenario& scenario) {
  std::vector<double> values;
  values.reserve(m_inputs.size());
  for (Param p : m_inputs) values.push_back(scenario.get(p));
  // Compared as stored doubles: a slider that comes back to the same value changed nothing.
  const bool first = m_last.empty() && !m_inputs.empty();
  if (!first && values == m_last) return false;
  m_last = std::move(values);
  return true;
}

}  // namespace scalescope::model
