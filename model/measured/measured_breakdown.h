#pragma once
// What the probe's train workload measured, per training series, in the PIM breakdown's
// categories: the mean over the repetitions at the series' largest N, so that a measured
// breakdown can stand next to the PIM model's.

#include <string>
#include <vector>

#include "model/data/dataset_collection.h"

namespace scalescope::model {

struct MeasuredTrainingBreakdown {
  std::string series;           ///< "ma-sgd lr", "admm svm allreduce", ...
  std::string operation;        ///< the algorithm: ma-sgd, ga-sgd or admm
  std::string machine;          ///< thisMachineName() of its file
  std::string unit;             ///< what N counts (ranks, threads, nodes)
  double n = 0;                 ///< the largest N of the series
  int runs = 0;                 ///< repetitions averaged
  RoundBreakdown mean;          ///< mean seconds per category over those runs
  double meanTotalSeconds = 0;  ///< mean measured total (time_s) over those runs
};

/// One entry per series of every set with breakdown columns, in file and series order.
std::vector<MeasuredTrainingBreakdown> measuredTrainingBreakdowns(const DatasetCollection& data);

}  // namespace scalescope::model
