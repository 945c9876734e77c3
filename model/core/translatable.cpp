#include "model/core/translatable.h"

namespace scalescope::model {

std::string MarkedText::english() const {
  std::string out;
  for (const char* c = format; *c; ++c) {
    const std::size_t index = static_cast<std::size_t>(c[1] - '1');
    if (c[0] == '%' && c[1] >= '1' && c[1] <= '9' && index < args.size()) {
      out += args[index];
      ++c;
    } else {
      out += *c;
    }
  }
  return out;
}

}  // namespace scalescope::model
