#pragma once
// The current set-up: one value per row of the parameter table. A plain value type;
// the app's Document owns one. Code reads it by Param (get, on, choiceName) or through the
// typed struct of an area (lawParams, timelineParams, pimParams, ...); string ids only
// come in through set(id, ...), setFromText and applyAssignment (files, --set), or their
// trySet… twins, whose refusals are marked for translation.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/param.h"
#include "model/core/translatable.h"

namespace scalescope::model {

/// Values of every parameter of the table, in table order, defaults on construction.
class Scenario {
 public:
  Scenario();

  double get(Param p) const { return m_values[paramIndex(p)]; }
  /// A Toggle parameter.
  bool on(Param p) const { return get(p) != 0.0; }
  /// Index of the current choice of a Choice parameter.
  std::size_t choiceIndex(Param p) const { return static_cast<std::size_t>(get(p)); }
  /// Name of the current choice of a Choice parameter ("fp16").
  const std::string& choiceName(Param p) const;
  /// Label people read for the current choice ("MA-SGD", "smallest N").
  const std::string& choiceLabel(Param p) const;
  /// By row index (table order), for code that walks the whole table.
  double value(std::size_t index) const { return m_values[index]; }

  /// Sets a value after validating it; nothing, or the reason it was refused (marked in context
  /// "Model", shown with views::modelText).
  std::optional<MarkedText> trySet(Param p, double value) { return trySet(paramIndex(p), value); }
  std::optional<MarkedText> trySet(std::size_t index, double value);
  /// The same for an id read from a file or the command line ("unknown parameter" if none).
  std::optional<MarkedText> trySet(std::string_view id, double value);
  /// Sets from text as on the command line ("n=1e6", "timeline.precision=fp16").
  std::optional<MarkedText> trySetFromText(std::string_view id, std::string_view text);
  /// Parses "id=value" and applies it.
  std::optional<MarkedText> tryAssignment(std::string_view assignment);

  // The same with the reason in English, "" when set (the command line, the tests).
  std::string set(Param p, double value) { return english(trySet(p, value)); }
  std::string set(std::size_t index, double value) { return english(trySet(index, value)); }
  std::string set(std::string_view id, double value) { return english(trySet(id, value)); }
  std::string setFromText(std::string_view id, std::string_view text) {
    return english(trySetFromText(id, text));
  }
  std::string applyAssignment(std::string_view assignment) {
    return english(tryAssignment(assignment));
  }

  /// The parameters whose values differ from `other`'s.
  ParamSet differences(const Scenario& other) const;

  const std::vector<double>& values() const { return m_values; }
  bool operator==(const Scenario&) const = default;

 private:
  static std::string english(const std::optional<MarkedText>& refusal) {
    return refusal ? refusal->english() : std::string();
  }

  std::vector<double> m_values;
};

}  // namespace scalescope::model
