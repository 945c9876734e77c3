#pragma once
// Internal to model/lessons: the table behind evaluateQuantity, in two halves — quantities of
// the scenario alone (quantities.cpp) and those that read the loaded data (quantity_data.cpp).

#include <string>
#include <string_view>
#include <vector>

#include "model/lessons/quantities.h"

namespace scalescope::model::quantities {

struct Entry {
  QuantityInfo info;
  Result<double> (*evaluate)(const LessonContext&);
};

/// Laws, timeline, precision and PIM quantities.
const std::vector<Entry>& scenarioEntries();
/// system.*, generation.*, mxp.* and fit.* quantities.
const std::vector<Entry>& dataEntries();
/// The entry with this id in either half, or nullptr.
const Entry* find(std::string_view id);

Result<double> fail(std::string message);

}  // namespace scalescope::model::quantities
