#pragma once
// The current set-up: one value per row of the parameter table. A plain value type;
// the app's Document owns one, the model reads it through typed accessors.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace scalescope::model {

/// Values of every parameter of the table, in table order, defaults on construction.
class Scenario {
 public:
  Scenario();

  double value(std::string_view id) const;  ///< throws std::out_of_range on unknown id
  double value(std::size_t index) const { return m_values[index]; }
  /// Name of the current choice of a Choice parameter.
  const std::string& choice(std::string_view id) const;
  bool toggle(std::string_view id) const { return value(id) != 0.0; }

  /// Sets a value after validating it; returns "" or the reason it was refused.
  std::string set(std::string_view id, double value);
  std::string set(std::size_t index, double value);
  /// Sets from text as on the command line ("n=1e6", "timeline.precision=fp16").
  std::string setFromText(std::string_view id, std::string_view text);
  /// Parses "id=value" and applies it.
  std::string applyAssignment(std::string_view assignment);

  const std::vector<double>& values() const { return m_values; }
  bool operator==(const Scenario&) const = default;

 private:
  std::vector<double> m_values;
};

}  // namespace scalescope::model
