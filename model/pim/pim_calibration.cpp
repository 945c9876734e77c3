#include "model/pim/pim_calibration.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <utility>

#include "model/core/translatable.h"
#include "model/pim/pim_workload.h"

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

std::string format(const char* pattern, double value) {
  char buf[64];
  std::snprintf(buf, sizeof buf, pattern, value);
  return buf;
}

PimCalibrationTarget valueTarget(std::string name, double paper, double model,
                                 std::string configuration) {
  PimCalibrationTarget t;
  t.name = std::move(name);
  t.kind = PimTargetKind::Value;
  t.paperValue = paper;
  t.modelValue = model;
  t.relativeError = model / paper - 1.0;
  t.met = std::abs(t.relativeError) <= kPimCalibrationTolerance;
  t.configuration = std::move(configuration);
  t.modelText = {"", "%1", {format("%.4g", model)}};
  return t;
}

/// `detail`: "%1 of %2 (…%3…)", %1 the cases where it holds, %2 the cases, then `values`.
PimCalibrationTarget holdsTarget(std::string name, int cases, int holding, const char* detail,
                                 std::vector<std::string> values, std::string configuration) {
  PimCalibrationTarget t;
  t.name = std::move(name);
  t.kind = PimTargetKind::Holds;
  t.role = PimTargetRole::Predicted;
  t.paperValue = cases;
  t.modelValue = holding;
  t.met = holding == cases;
  t.configuration = std::move(configuration);
  values.insert(values.begin(), {std::to_string(holding), std::to_string(cases)});
  t.modelText = {"PimCalibration", detail, {values.begin(), values.end()}};
  return t;
}

// Communication + synchronisation with the host of the three algorithms of one data set
// and model at the paper's 2048-DPU benchmark run (GA-SGD with batch gaBatch, 0 = default).
struct ThreeRuns {
  PimBreakdown ma, ga, admm;
};
Result<ThreeRuns> threeRuns(const PimParams& params, PimDataset dataset, PimModel model,
                            double gaBatch = 0) {
  PimBreakdown out[3];
  const PimAlgorithm algorithms[] = {PimAlgorithm::MaSgd, PimAlgorithm::GaSgd, PimAlgorithm::Admm};
  for (int a = 0; a < 3; ++a) {
    PimParams p = paperRun(params, dataset, model, algorithms[a]);
    p.batchGa = gaBatch;
    auto b = pimEpochBreakdown(p);
    if (!b) return Result<ThreeRuns>::failure(b.errorText());
    out[a] = *b;
  }
  return ThreeRuns{out[0], out[1], out[2]};
}

double communicationBytes(const PimBreakdown& b) {
  return b.rounds * (b.cpuToDpuBytesPerRound + b.dpuToCpuBytesPerRound);
}

const char* const kCriteoRun =
    SCALESCOPE_TR_NOOP("PimCalibration",
                       "Criteo, LR, 2048 DPUs, weak scaling (196,608 samples per DPU), 1 epoch; "
                       "b = 2048 (MA-SGD, ADMM), B = 262,144 (GA-SGD)");
const char* const kYfccRun = SCALESCOPE_TR_NOOP(
    "PimCalibration",
    "YFCC100M-HNfc6, MA-SGD, b = 8, 2048 DPUs, weak scaling (3,328 samples per DPU), 1 epoch");
// The paragraph stands beside the YFCC breakdown but does not name its data set; the host
// throughput is fitted on the Criteo reading (the one whose GA/MA structure fits), and the
// source says so, so that nobody reads the fit as made on the figure it stands beside.
const char* const kCommSource = SCALESCOPE_TR_NOOP(
    "PimCalibration",
    "P, §V-A: text beside the YFCC breakdown (Fig. 4), no data set named; read here as Criteo "
    "(the readings table shows YFCC too)");

Result<Targets> fittedTargets(const PimParams& params) {
  auto criteo = threeRuns(params, PimDataset::Criteo, PimModel::LogisticRegression);
  if (!criteo) return Result<Targets>::failure(criteo.errorText());
  auto lr = pimEpochBreakdown(
      paperRun(params, PimDataset::Yfcc100m, PimModel::LogisticRegression, PimAlgorithm::MaSgd));
  auto svm =
      pimEpochBreakdown(paperRun(params, PimDataset::Yfcc100m, PimModel::Svm, PimAlgorithm::MaSgd));
  if (!lr) return Result<Targets>::failure(lr.errorText());
  if (!svm) return Result<Targets>::failure(svm.errorText());
  const double admm = criteo->admm.communicationSeconds();
  Targets t = {
      valueTarget(SCALESCOPE_TR_NOOP("PimCalibration", "Comm+sync with host, MA-SGD / ADMM (LR)"),
                  25.10, criteo->ma.communicationSeconds() / admm, kCriteoRun),
      valueTarget(SCALESCOPE_TR_NOOP("PimCalibration", "DPU compute / MRAM↔WRAM, MA-SGD, LR"), 6.38,
                  lr->dpuComputeSeconds / lr->mramWramSeconds, kYfccRun),
      valueTarget(SCALESCOPE_TR_NOOP("PimCalibration", "DPU compute / MRAM↔WRAM, MA-SGD, SVM"),
                  2.46, svm->dpuComputeSeconds / svm->mramWramSeconds, kYfccRun)};
  t[0].knobs = {Param::PimHostElementsPerSecond};
  t[1].knobs = {Param::PimCyclesPerSigmoid};
  t[2].knobs = {Param::PimCyclesPerMultiply};
  t[0].source = kCommSource;
  // The compute ratios fit only YFCC (SCIENCE §5): read as YFCC, as the figure beside them.
  t[1].source = t[2].source =
      SCALESCOPE_TR_NOOP("PimCalibration", "P, §V-A: text beside the YFCC breakdown (Fig. 4)");
  return t;
}

Result<Targets> predictedTargets(const PimParams& params) {
  using R = Result<Targets>;
  Targets out;
  auto criteo = threeRuns(params, PimDataset::Criteo, PimModel::LogisticRegression);
  if (!criteo) return R::failure(criteo.errorText());
  // The second ratio of the same paragraph, with the host throughput fitted to the first:
  // GA/MA is set by the algorithms (16× the rounds, int64 gradients pulled), not by a knob.
  out.push_back(valueTarget(
      SCALESCOPE_TR_NOOP("PimCalibration", "Comm+sync with host, GA-SGD / ADMM (LR)"), 640.35,
      criteo->ga.communicationSeconds() / criteo->admm.communicationSeconds(), kCriteoRun));
  out.back().role = PimTargetRole::Predicted;
  out.back().source = kCommSource;
  // Data moved between host and DPUs: MA-SGD moves 2·N·4d each of its 96 rounds, ADMM
  // 3·N·4d once, so 64× follows from the algorithms alone.
  out.push_back(valueTarget(
      SCALESCOPE_TR_NOOP("PimCalibration", "Host↔DPU data moved, MA-SGD / ADMM (LR)"), 64.0,
      communicationBytes(criteo->ma) / communicationBytes(criteo->admm), kCriteoRun));
  out.back().role = PimTargetRole::Predicted;
  out.back().source = SCALESCOPE_TR_NOOP("PimCalibration", "P, Fig. 2b");

  // GA > MA > ADMM in communication, every data set and model.
  int cases = 0, holding = 0;
  double worstGaMa = HUGE_VAL, worstMaAdmm = HUGE_VAL;
  for (auto dataset : {PimDataset::Yfcc100m, PimDataset::Criteo})
    for (auto model : {PimModel::LogisticRegression, PimModel::Svm}) {
      auto runs = threeRuns(params, dataset, model);
      if (!runs) return R::failure(runs.errorText());
      const double ga = runs->ga.communicationSeconds(), ma = runs->ma.communicationSeconds(),
                   admm = runs->admm.communicationSeconds();
      ++cases;
      if (ga > ma && ma > admm) ++holding;
      worstGaMa = std::min(worstGaMa, ga / ma);
      worstMaAdmm = std::min(worstMaAdmm, ma / admm);
    }
  out.push_back(holdsTarget(
      SCALESCOPE_TR_NOOP("PimCalibration", "Communication GA-SGD > MA-SGD > ADMM"), cases, holding,
      SCALESCOPE_TR_NOOP("PimCalibration", "%1 of %2 (smallest GA/MA %3×, MA/ADMM %4×)"),
      {format("%.3g", worstGaMa), format("%.3g", worstMaAdmm)},
      SCALESCOPE_TR_NOOP("PimCalibration",
                         "YFCC100M-HNfc6 and Criteo, LR and SVM, 2048 DPUs, weak scaling, 1 epoch, "
                         "paper batches")));
  out.back().source = SCALESCOPE_TR_NOOP("PimCalibration", "P, Figs. 2 and 4");

  // ADMM synchronises once per epoch: under weak scaling its epoch stays flat (within 10 %).
  cases = holding = 0;
  double worst = 0;
  for (auto model : {PimModel::LogisticRegression, PimModel::Svm}) {
    PimParams p = paperRun(params, PimDataset::Yfcc100m, model, PimAlgorithm::Admm);
    auto sweep = pimScalingSweep(p, {256, 2048});
    if (!sweep) return R::failure(sweep.errorText());
    const double growth = (*sweep)[1].epochSeconds / (*sweep)[0].epochSeconds;
    ++cases;
    if (growth <= 1.10) ++holding;
    worst = std::max(worst, growth);
  }
  out.push_back(
      holdsTarget(SCALESCOPE_TR_NOOP("PimCalibration",
                                     "ADMM weak-scaling epoch flat, 256 → 2048 DPUs (≤ +10 %)"),
                  cases, holding,
                  SCALESCOPE_TR_NOOP("PimCalibration", "%1 of %2 (largest T(2048)/T(256) = %3)"),
                  {format("%.3f", worst)},
                  SCALESCOPE_TR_NOOP("PimCalibration",
                                     "YFCC100M-HNfc6, LR and SVM, ADMM b = 8, weak scaling")));
  out.back().source = SCALESCOPE_TR_NOOP("PimCalibration", "P, Fig. 7 (weak scaling)");
  out.back().role = PimTargetRole::Consistency;
  out.back().why = SCALESCOPE_TR_NOOP(
      "PimCalibration",
      "Holds by construction: ADMM communicates once per epoch, and under weak scaling each "
      "DPU's share of the work does not change with N.");

  // Strong scaling: the 256-DPU training set on 2048 DPUs gives clearly less than 8×.
  struct StrongRun {
    PimDataset dataset;
    PimAlgorithm algorithm;
    const char* name;
    const char* description;
  };
  const StrongRun strongRuns[] = {
      {PimDataset::Yfcc100m, PimAlgorithm::MaSgd,
       SCALESCOPE_TR_NOOP("PimCalibration", "Strong-scaling speed-up 256 → 2048, YFCC"),
       SCALESCOPE_TR_NOOP(
           "PimCalibration",
           "YFCC100M-HNfc6, LR, MA-SGD b = 8, strong scaling (851,968 samples), 256 → 2048 DPUs")},
      {PimDataset::Criteo, PimAlgorithm::Admm,
       SCALESCOPE_TR_NOOP("PimCalibration", "Strong-scaling speed-up 256 → 2048, Criteo"),
       SCALESCOPE_TR_NOOP(
           "PimCalibration",
           "Criteo, LR, ADMM b = 2048, strong scaling (50,331,648 samples), 256 → 2048 DPUs")}};
  for (const auto& run : strongRuns) {
    PimParams p = paperRun(params, run.dataset, PimModel::LogisticRegression, run.algorithm);
    p.scaling = PimScaling::Strong;
    auto sweep = pimScalingSweep(p, {256, 2048});
    if (!sweep) return R::failure(sweep.errorText());
    PimCalibrationTarget t;
    t.name = run.name;
    t.kind = PimTargetKind::UpperBound;
    // Any host or transfer time that does not shrink with N keeps the speed-up below 8×, and
    // the rank-bandwidth exponent γ = 0.5 was chosen with this bound in view.
    t.role = PimTargetRole::Consistency;
    t.why = SCALESCOPE_TR_NOOP(
        "PimCalibration",
        "Holds for any time that does not shrink with N (host averaging, per-call costs), and "
        "the assumed rank-bandwidth exponent γ was chosen with it in view: how far below 8× "
        "depends on γ (PIM breakdown, tab Scaling over N).");
    t.paperValue = 8.0;
    t.modelValue = sweep->back().speedup;
    t.met = t.modelValue < t.paperValue;
    t.relativeError = t.met ? 0.0 : t.modelValue / t.paperValue - 1.0;
    t.configuration = run.description;
    t.source = SCALESCOPE_TR_NOOP("PimCalibration", "P, abstract and §V (scalability)");
    t.modelText = {"", "%1", {format("%.3g", t.modelValue)}};
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace

Result<PimCalibrationReport> pimCalibrationReport(const PimParams& params) {
  using R = Result<PimCalibrationReport>;
  PimCalibrationReport report;
  auto fitted = fittedTargets(params);
  if (!fitted) return R::failure(fitted.errorText());
  auto predicted = predictedTargets(params);
  if (!predicted) return R::failure(predicted.errorText());
  report.targets = std::move(*fitted);
  for (auto& t : *predicted) report.targets.push_back(std::move(t));

  PimCalibrationCount& c = report.count;
  for (const auto& t : report.targets) {
    if (t.role != PimTargetRole::Fitted) continue;
    ++c.fittedTargets;
    for (const auto& knob : t.knobs)
      if (std::find(c.fittedKnobs.begin(), c.fittedKnobs.end(), knob) == c.fittedKnobs.end())
        c.fittedKnobs.push_back(knob);
  }
  // Assumed inputs of the fitted ratios: changing one moves the fitted knobs' values.
  // The division enters LR's ratio only as a sum with the fitted sigmoid.
  c.assumedKnobs = {Param::PimCyclesPerDivision, Param::PimCyclesPerElementOp,
                    Param::PimAdmmHostPasses, Param::PimRankScalingExponent,
                    Param::PimHostCallOverheadUs};
  c.degreesOfFreedom = c.fittedTargets - int(c.fittedKnobs.size());

  const std::pair<PimDataset, double> readings[] = {
      {PimDataset::Criteo, 0}, {PimDataset::Yfcc100m, 0}, {PimDataset::Yfcc100m, 4096}};
  for (const auto& [dataset, batch] : readings) {
    auto runs = threeRuns(params, dataset, PimModel::LogisticRegression, batch);
    if (!runs) return R::failure(runs.errorText());
    PimParams p = paperRun(params, dataset, PimModel::LogisticRegression, PimAlgorithm::GaSgd);
    p.batchGa = batch;
    const double admm = runs->admm.communicationSeconds();
    report.readings.push_back({dataset, pimResolvedBatch(p), runs->ma.communicationSeconds() / admm,
                               runs->ga.communicationSeconds() / admm});
  }
  for (double gamma : {0.0, 0.25, 0.5, 0.75, 1.0}) {
    PimParams p = params;
    p.rankScalingExponent = gamma;
    auto runs = threeRuns(p, PimDataset::Criteo, PimModel::LogisticRegression);
    if (!runs) return R::failure(runs.errorText());
    const double admm = runs->admm.communicationSeconds();
    report.sensitivity.push_back(
        {gamma, runs->ma.communicationSeconds() / admm, runs->ga.communicationSeconds() / admm});
  }
  return report;
}

}  // namespace scalescope::model
