#pragma once
// Live values in a lesson's text: "{E}", "{n}", "{timeline.comm_over_compute}" are replaced by
// the quantity's value on the step's scenario, with its unit ("0.78", "387,872", "82.2 ms").
// "{id:2}" gives two significant digits, "{id:%}" a percentage; "{{" and "}}" are braces.

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/core/translatable.h"
#include "model/lessons/quantities.h"

namespace scalescope::model {

/// One {…} of a text.
struct Placeholder {
  std::string id;
  int digits = 3;
  bool percent = false;
  std::size_t offset = 0;  ///< byte offset of the '{' in the text
};

/// The placeholders of a text; a failure names the byte offset of the malformed one
/// ("offset 12: '{' without '}'").
Result<std::vector<Placeholder>> findPlaceholders(std::string_view text);

/// How a program writes a placeholder's value for people: the model's parts joined as the model
/// writes them by default (joinedText); the window writes the number in its language's form and
/// translates the unit (views::localValueText).
using ValueWriter = std::function<std::string(const QuantityText&)>;

/// The value of one placeholder as text with its unit; choices and toggles by name.
Result<std::string> placeholderText(const Placeholder& placeholder, const LessonContext& context,
                                    const ValueWriter& writer = {});

/// How a program writes why a placeholder has no value: the English text by default
/// (MarkedText::english); the window translates it (views::modelText).
using ReasonWriter = std::function<std::string(const MarkedText&)>;

/// The text with every placeholder replaced. A placeholder the model cannot evaluate shows as
/// "{id: reason}" rather than vanishing, so a teacher sees what went wrong.
std::string interpolate(std::string_view text, const LessonContext& context,
                        const ValueWriter& writer = {}, const ReasonWriter& reasonWriter = {});

}  // namespace scalescope::model
