#pragma once
// Numbers as text, one way for the whole model (messages, labels, files) and for the views'
// labels that are built in std::string: short %g forms, the exact shortest form, whole
// numbers, and 10ⁿ with real superscript digits.

#include <string>

namespace scalescope::model {

/// printf's %g with `significantDigits` digits: "387872", "7.2e-07", "0.25".
std::string shortNumber(double value, int significantDigits = 6);
/// The shortest text that reads back to exactly `value` ("7.2e-07", not
/// "7.1999999999999999e-07"); "nan", "inf", "-inf" for those.
std::string exactNumber(double value);
/// Rounded to a whole number, never in exponent form: "1048576".
std::string wholeNumber(double value);
/// The digits of an exponent as superscripts: superscript(-7) is "⁻⁷".
std::string superscript(int exponent);
/// "7.19·10⁻⁷" for labels: `significantDigits` digits, plain %g between 10⁻² and 10⁴
/// ("0.0123", "1.5"); "0", "nan", "inf" as such.
std::string scientificText(double value, int significantDigits = 3);

}  // namespace scalescope::model
