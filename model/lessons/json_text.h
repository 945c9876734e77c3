#pragma once
// Writing JSON text for lessons (the lesson writer and --check-lessons): strings quoted with
// the escapes RFC 8259 requires, numbers in their shortest exact form.

#include <string>
#include <string_view>

namespace scalescope::model {

/// `text` as a JSON string literal, quotes included.
std::string jsonQuoted(std::string_view text);
/// A finite number in the shortest form that reads back to the same double; null otherwise
/// (JSON has no NaN or infinity).
std::string jsonNumberText(double value);

}  // namespace scalescope::model
