#pragma once
// Internal to model/lessons: the table behind evaluateQuantity, in three parts — quantities of
// the scenario alone (quantities.cpp), those that read the loaded data (quantity_data.cpp),
// and the roofline's (quantity_roofline.cpp).

#include <string>
#include <string_view>
#include <vector>

#include "model/core/translatable.h"
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
/// roofline.* quantities.
const std::vector<Entry>& rooflineEntries();
/// Every part, in documentation order.
std::vector<const std::vector<Entry>*> allEntries();
/// The entry with this id in any part, or nullptr.
const Entry* find(std::string_view id);

/// A failed evaluation: `message` is modelMessage(SCALESCOPE_TR_NOOP("Model", "…"), …) or a
/// message passed on.
Result<double> fail(MarkedText message);
/// "PIM model: why", for a failure of the PIM model.
MarkedText pimModelText(const MarkedText& why);

}  // namespace scalescope::model::quantities
