#include "app/probe/extrap_output.h"

namespace scalescope::probe {

std::string writeExtrapJsonl(const std::string&, const std::string& jsonlPath) {
  return jsonlPath + ": PENDING the model's Extra-P writer";
}

}  // namespace scalescope::probe
