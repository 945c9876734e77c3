#include "model/lessons/json_text.h"

#include <cmath>

#include "model/core/number_text.h"

namespace scalescope::model {

std::string jsonQuoted(std::string_view text) {
  static const char* const kHex = "0123456789abcdef";
  std::string out;
  out.reserve(text.size() + 2);
  out += '"';
  for (const char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\t':
        out += "\\t";
        break;
      case '\r':
        out += "\\r";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          out += "\\u00";
          out += kHex[(c >> 4) & 0xf];
          out += kHex[c & 0xf];
        } else {
          out += c;  // UTF-8 passes through: JSON text is UTF-8
        }
    }
  }
  out += '"';
  return out;
}

std::string jsonNumberText(double value) {
  return std::isfinite(value) ? exactNumber(value) : std::string("null");
}

}  // namespace scalescope::model
