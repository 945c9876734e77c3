#pragma once
// Everything measured that is loaded at one time: the shipped TOP500 and HPL-MxP tables and
// any user measurement files. A plain value; the app's Document owns one.

#include <vector>

#include "model/hpl_mxp.h"
#include "model/measurements.h"
#include "model/top500.h"

namespace scalescope::model {

/// The loaded measured data, each table with its rows' source lines kept.
struct DatasetCollection {
  std::vector<Top500Entry> top500;
  std::vector<HplMxpEntry> hplMxp;
  std::vector<MeasurementSet> measurements;  ///< one per user or sample file
};

}  // namespace scalescope::model
