// Rows of the parameter table for the timeline model.
#include "model/parameter_table.h"

namespace scalescope::model {

std::vector<ParameterSpec> timelineParameters() { return {}; }

}  // namespace scalescope::model
