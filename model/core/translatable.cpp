#include "model/core/translatable.h"

namespace scalescope::model {

MarkedArg::MarkedArg(MarkedText marked)
    : nested(std::make_shared<const MarkedText>(std::move(marked))) {}

MarkedArg MarkedArg::verbatim(std::string value) {
  MarkedArg arg(std::move(value));
  arg.userText = true;
  return arg;
}

std::string MarkedArg::english() const {
  return nested ? nested->english() : text;
}

std::string MarkedText::english() const {
  std::string out;
  for (const char* c = format; *c; ++c) {
    const std::size_t index = static_cast<std::size_t>(c[1] - '1');
    if (c[0] == '%' && c[1] >= '1' && c[1] <= '9' && index < args.size()) {
      out += args[index].english();
      ++c;
    } else {
      out += *c;
    }
  }
  return out;
}

MarkedText MarkedText::plain(std::string text) {
  return MarkedText{"", "%1", {MarkedArg::verbatim(std::move(text))}};
}

}  // namespace scalescope::model
