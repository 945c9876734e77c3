#include "model/core/number_text.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace scalescope::model {

std::string shortNumber(double value, int significantDigits) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*g", significantDigits, value);
  return buffer;
}

std::string exactNumber(double value) {
  // 32 characters hold any double's shortest form ("-1.2345678901234567e-308" is 24).
  char buffer[32];
  const auto [end, error] = std::to_chars(buffer, buffer + sizeof buffer, value);
  return error == std::errc() ? std::string(buffer, end) : std::string();
}

std::string wholeNumber(double value) {
  char buffer[400];  // %.0f of 1e308 has 309 digits
  std::snprintf(buffer, sizeof buffer, "%.0f", value);
  return buffer;
}

std::string superscript(int exponent) {
  static const char* const digits[] = {"⁰", "¹", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"};
  std::string out = exponent < 0 ? "⁻" : "";
  for (char c : std::to_string(std::abs(exponent))) out += digits[c - '0'];
  return out;
}

std::string scientificText(double value, int significantDigits) {
  if (value == 0 || !std::isfinite(value)) return shortNumber(value);
  int exponent = static_cast<int>(std::floor(std::log10(std::abs(value))));
  const double scale = std::pow(10.0, significantDigits - 1);
  double mantissa = std::round(value / std::pow(10.0, exponent) * scale) / scale;
  if (std::abs(mantissa) >= 10) {
    mantissa /= 10;
    ++exponent;
  }
  if (exponent >= -2 && exponent <= 3) return shortNumber(value, significantDigits);
  return shortNumber(mantissa, significantDigits) + "·10" + superscript(exponent);
}

}  // namespace scalescope::model
