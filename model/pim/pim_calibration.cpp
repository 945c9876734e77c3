#include "model/pim/pim_calibration.h"

#include <cmath>
#include <utility>

namespace scalescope::model {

namespace {

using Targets = std::vector<PimCalibrationTarget>;

// The paper's benchmark run: 2048 DPUs, 1 epoch, weak scaling, default batches.
PimParams paperRun(PimParams p, PimDataset dataset, PimModel model, PimAlgorithm algorithm) {
  p.dataset = dataset;
  p.model = model;
  p.algorithm = algorithm;
  p.dpus = 2048;
  p.epochs = 1;
  p.scaling = PimScaling::Weak;
  p.batchMa = p.batchGa = p.batchAdmm = 0;
  return p;
}

PimCalibrationTarget valueTarget(std::string name, double paper, double model,
                                 std::string configuration) {
  PimCalibrationTarget t{.name = std::move(name),
                         .kind = PimTargetKind::Value,
                         .paperValue = paper,
                         .modelValue = model,
                         .relativeError = model / paper - 1.0,
                         .met = false,
                         .configuration = std::move(configuration)};
  t.met = std::abs(t.relativeError) <= kPimCalibrationTolerance;
  return t;
}

PimCalibrationTarget boundTarget(std::string name, double bound, double model,
                                 std::string configuration) {
  return {.name = std::move(name),
          .kind = PimTargetKind::UpperBound,
          .paperValue = bound,
          .modelValue = model,
          .relativeError = model < bound ? 0.0 : model / bound - 1.0,
          .met = model < bound,
          .configuration = std::move(configuration)};
}

}  // namespace

Result<Targets> pimCalibrationTargets(const PimParams& params) {
  // Communication + synchronisation with the host, Criteo LR (model/README.md §5: the ratios'
  // data volumes per round match Criteo's).
  const std::string criteoRun =
      "Criteo, LR, 2048 DPUs, weak scaling (196,608 samples per DPU), 1 epoch; "
      "b = 2048 (MA-SGD, ADMM), B = 262,144 (GA-SGD)";
  Result<PimBreakdown> criteo[3] = {
      pimEpochBreakdown(
          paperRun(params, PimDataset::Criteo, PimModel::LogisticRegression, PimAlgorithm::MaSgd)),
      pimEpochBreakdown(
          paperRun(params, PimDataset::Criteo, PimModel::LogisticRegression, PimAlgorithm::GaSgd)),
      pimEpochBreakdown(
          paperRun(params, PimDataset::Criteo, PimModel::LogisticRegression, PimAlgorithm::Admm))};
  for (const auto& b : criteo)
    if (!b) return Result<Targets>::failure(b.error());
  const double admm = criteo[2]->communicationSeconds();

  // DPU compute against MRAM↔WRAM DMA, dense data, MA-SGD.
  const std::string yfccRun =
      "YFCC100M-HNfc6, MA-SGD, b = 8, 2048 DPUs, weak scaling (3,328 samples per DPU), 1 epoch";
  auto lr = pimEpochBreakdown(
      paperRun(params, PimDataset::Yfcc100m, PimModel::LogisticRegression, PimAlgorithm::MaSgd));
  auto svm =
      pimEpochBreakdown(paperRun(params, PimDataset::Yfcc100m, PimModel::Svm, PimAlgorithm::MaSgd));
  if (!lr) return Result<Targets>::failure(lr.error());
  if (!svm) return Result<Targets>::failure(svm.error());

  Targets targets = {valueTarget("Comm+sync with host, MA-SGD / ADMM (LR)", 25.10,
                                 criteo[0]->communicationSeconds() / admm, criteoRun),
                     valueTarget("Comm+sync with host, GA-SGD / ADMM (LR)", 640.35,
                                 criteo[1]->communicationSeconds() / admm, criteoRun),
                     valueTarget("DPU compute / MRAM↔WRAM, MA-SGD, LR", 6.38,
                                 lr->dpuComputeSeconds / lr->mramWramSeconds, yfccRun),
                     valueTarget("DPU compute / MRAM↔WRAM, MA-SGD, SVM", 2.46,
                                 svm->dpuComputeSeconds / svm->mramWramSeconds, yfccRun)};

  // Strong scaling: the 256-DPU training set on 2048 DPUs must give clearly less than 8×.
  struct StrongRun {
    PimDataset dataset;
    PimAlgorithm algorithm;
    const char* name;
    const char* description;
  };
  const StrongRun strongRuns[] = {
      {PimDataset::Yfcc100m, PimAlgorithm::MaSgd, "Strong-scaling speed-up 256 → 2048, YFCC",
       "YFCC100M-HNfc6, LR, MA-SGD b = 8, strong scaling (851,968 samples), 256 → 2048 DPUs"},
      {PimDataset::Criteo, PimAlgorithm::Admm, "Strong-scaling speed-up 256 → 2048, Criteo",
       "Criteo, LR, ADMM b = 2048, strong scaling (50,331,648 samples), 256 → 2048 DPUs"}};
  for (const auto& run : strongRuns) {
    PimParams p = paperRun(params, run.dataset, PimModel::LogisticRegression, run.algorithm);
    p.scaling = PimScaling::Strong;
    auto sweep = pimScalingSweep(p, {256, 2048});
    if (!sweep) return Result<Targets>::failure(sweep.error());
    targets.push_back(boundTarget(run.name, 8.0, sweep->back().speedup, run.description));
  }
  return targets;
}

}  // namespace scalescope::model
