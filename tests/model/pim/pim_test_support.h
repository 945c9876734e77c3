#pragma once
// What the PIM model's tests share (test_pim, test_pim_baselines, test_pim_parameters): the
// default parameters as the scenario gives them, a DPU count set, an epoch that must compute.
#include <QTest>
#include <cmath>

#include "model/core/scenario.h"
#include "model/pim/pim.h"
#include "model/pim/pim_workload.h"

Q_DECLARE_METATYPE(scalescope::model::PimDataset)
Q_DECLARE_METATYPE(scalescope::model::PimAlgorithm)
Q_DECLARE_METATYPE(scalescope::model::PimScaling)
Q_DECLARE_METATYPE(scalescope::model::PimTargetRole)
Q_DECLARE_METATYPE(scalescope::model::PimTargetKind)

namespace pim_test {

using namespace scalescope::model;

inline PimParams defaults() {
  auto p = pimParams(Scenario());
  if (!p) qFatal("default PIM params rejected: %s", p.error().c_str());
  return *p;
}

inline PimParams at(PimParams p, int dpus) {
  p.dpus = dpus;
  return p;
}

inline PimBreakdown epoch(const PimParams& p) {
  auto b = pimEpochBreakdown(p);
  if (!b) qFatal("pimEpochBreakdown failed: %s", b.error().c_str());
  return *b;
}

inline bool allFinite(const PimBreakdown& b) {
  for (double v : {b.dpuComputeSeconds, b.mramWramSeconds, b.cpuToDpuSeconds, b.dpuToCpuSeconds,
                   b.hostSyncSeconds, b.totalSeconds, b.rounds, b.cpuToDpuBytesPerRound,
                   b.dpuToCpuBytesPerRound, b.mramBytesPerDpu})
    if (!std::isfinite(v) || v < 0) return false;
  return b.totalSeconds > 0;
}

}  // namespace pim_test
