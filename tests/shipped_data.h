#pragma once
// The datasets the program ships (datasets/ of the source tree), read by the model's own
// readers, for view tests that need real TOP500, HPL-MxP and sample rows.
#include <QtGlobal>
#include <string>

#include "model/data/dataset_collection.h"
#include "model/data/hpl_mxp.h"
#include "model/data/measurements.h"
#include "model/data/top500.h"

namespace scalescope::testing {

inline model::DatasetCollection shippedData() {
  const std::string source = SCALESCOPE_SOURCE_DIR;
  model::DatasetCollection data;
  auto top = model::readTop500(source + "/datasets/top500.csv");
  auto mxp = model::readHplMxp(source + "/datasets/hpl_mxp.csv");
  auto runs = model::readMeasurements(source + "/datasets/sample_scaling.csv");
  if (!top || !mxp || !runs) qFatal("shipped datasets do not load");
  data.top500 = *top;
  data.hplMxp = *mxp;
  data.measurements.push_back(*runs);
  return data;
}

}  // namespace scalescope::testing
