#include "model/measured/measured_breakdown.h"

#include <algorithm>

#include "model/data/probe_results.h"

namespace scalescope::model {

std::vector<MeasuredTrainingBreakdown> measuredTrainingBreakdowns(const DatasetCollection& data) {
  std::vector<MeasuredTrainingBreakdown> out;
  for (const MeasurementSet& set : data.measurements)
    for (const std::string& series : set.groups()) {
      double largest = 0;
      for (const MeasuredPoint& p : set.points)
        if (p.group == series && p.breakdown) largest = std::max(largest, p.n);
      if (largest == 0) continue;
      MeasuredTrainingBreakdown b{.series = series, .machine = thisMachineName(set), .n = largest};
      for (const MeasuredPoint& p : set.points) {
        if (p.group != series || !p.breakdown || p.n != largest) continue;
        b.operation = p.operation;
        b.unit = p.unit;
        b.mean.computeSeconds += p.breakdown->computeSeconds;
        b.mean.pushSeconds += p.breakdown->pushSeconds;
        b.mean.pullSeconds += p.breakdown->pullSeconds;
        b.mean.updateSeconds += p.breakdown->updateSeconds;
        b.meanTotalSeconds += p.timeSeconds.value_or(p.breakdown->sum());
        ++b.runs;
      }
      for (double* v : {&b.mean.computeSeconds, &b.mean.pushSeconds, &b.mean.pullSeconds,
                        &b.mean.updateSeconds, &b.meanTotalSeconds})
        *v /= b.runs;
      out.push_back(b);
    }
  return out;
}

}  // namespace scalescope::model
