#pragma once
// The quantities a lesson can ask about or write into its text: each one a model function
// evaluated on a step's scenario (and, for measured systems and series, the loaded data).
// "E" is Amdahl's efficiency at the scenario's N and 1−α, "timeline.comm_over_compute" the
// timeline model's ratio, "system.serial_fraction" 1−α_eff of the step's TOP500 entry, ...
// Every parameter id of the table is a quantity too (its value). Nothing here is a stored
// number: an answer is whatever the model says today.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/lessons/lesson.h"

namespace scalescope::model {

/// What a quantity is evaluated on.
struct LessonContext {
  const Scenario* scenario = nullptr;
  const DatasetCollection* data = nullptr;  ///< system.*, generation.*, mxp.*, fit.*
  const SystemRef* system = nullptr;        ///< the step's TOP500 entry
  std::string series;                       ///< the step's measured series (fit.*)
};

/// Scenario of step `index` (0-based): the defaults, the lesson's `set`, then for every step
/// up to and including this one its `set`, its `series` (scaling.series pointing at that
/// series of `data`) and its `set_from` (quantities of that step's context). Steps build on
/// each other, so a step says only what it changes, and its scenario does not depend on how
/// the student got there. Without data, series and data quantities are left as they are.
Scenario stepScenario(const Lesson& lesson, std::size_t index,
                      const DatasetCollection* data = nullptr);

/// The context of step `index` of a lesson: `scenario` must outlive it.
LessonContext stepContext(const Lesson& lesson, std::size_t index, const Scenario& scenario,
                          const DatasetCollection* data);

/// What a quantity needs beyond the scenario.
enum class QuantityNeeds { Scenario, System, Generation, Series };

struct QuantityInfo {
  std::string id;
  std::string unit;  ///< "" dimensionless, "s", "×", "TFlop/s", "cores", ...
  std::string description;
  QuantityNeeds needs = QuantityNeeds::Scenario;
  bool isParameter = false;  ///< a row of the parameter table
};

/// Every quantity that is not a parameter, in documentation order.
const std::vector<QuantityInfo>& lessonQuantities();
/// The quantity with this id (also parameter ids), if any.
std::optional<QuantityInfo> quantityInfo(std::string_view id);
/// The value of a quantity; a failure says why (unknown id, a system not in the data, a model
/// that refuses the scenario, ...).
Result<double> evaluateQuantity(std::string_view id, const LessonContext& context);

/// A value as a person reads it, in two parts: the number as the model writes it ("387,872",
/// "7.2·10⁻⁷", "82.2") and the unit that follows it ("cores", "ms", "%", "×"; "" for none), so
/// that a program may write the number in its language's form and translate the unit.
struct QuantityText {
  std::string number;
  std::string unit;
};
/// `digits` significant digits; percent: ×100 with the unit "%". Seconds in the unit that reads
/// best (ns … s), whole counts in full with thousands separators ("387,872"); "units" (what N
/// counts) is left out.
QuantityText quantityText(double value, const std::string& unit, int digits = 3,
                          bool percent = false);
/// The two parts as one text: "0.78", "82.2 ms", "387,872 cores", "7.2·10⁻⁷", "19.6×", "98 %".
std::string joinedText(const QuantityText& text);
/// joinedText(quantityText(...)).
std::string formatQuantity(double value, const std::string& unit, int digits = 3,
                           bool percent = false);

}  // namespace scalescope::model
