// Rows of the parameter table for the pim model.
#include "model/parameter_table.h"

namespace scalescope::model {

std::vector<ParameterSpec> pimParameters() { return {}; }

}  // namespace scalescope::model
