#pragma once
// Helpers for view tests: a measurement file from text, and what a graph holds at a key.
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

#include "model/data/dataset_collection.h"
#include "model/data/measurements.h"

namespace scalescope::testing {

/// A dataset collection holding one measurement file parsed from `text` (fatal if refused).
inline model::DatasetCollection measurementData(const char* text, const char* name) {
  model::DatasetCollection d;
  auto set = model::readMeasurementsText(text, name);
  if (!set) qFatal("%s", set.error().c_str());
  d.measurements.push_back(*set);
  return d;
}

/// The value of the graph at the key nearest to `key`; fatal unless that key is within 1e-9
/// (relative, or absolute below 1) of it.
inline double valueAt(const QCPGraph* g, double key) {
  double best = 0, dist = HUGE_VAL;
  for (const auto& d : *g->data())
    if (std::abs(d.key - key) < dist) dist = std::abs(d.key - key), best = d.value;
  if (dist > 1e-9 * std::max(key, 1.0)) qFatal("no point at key %g", key);
  return best;
}

}  // namespace scalescope::testing
