#pragma once
// Everything measured that is loaded at one time: the shipped TOP500 and HPL-MxP tables and
// any user measurement files. A plain value; the app's Document owns one.

#include <vector>

#include "model/data/hpl_mxp.h"
#include "model/data/measurements.h"
#include "model/data/top500.h"

namespace scalescope::model {

/// The loaded measured data, each table with its rows' source lines kept.
struct DatasetCollection {
  std::vector<Top500Entry> top500;
  std::vector<HplMxpEntry> hplMxp;
  std::vector<MeasurementSet> measurements;  ///< one per user or sample file
};

}  // namespace scalescope::model
