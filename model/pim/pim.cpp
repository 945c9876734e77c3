#include "model/pim/pim.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include "model/core/number_text.h"
#include "model/laws/laws.h"
#include "model/pim/pim_workload.h"

namespace scalescope::model {

namespace {

// One range rule, named after the PimParams field (SI units, unlike the table rows).
struct RangeRule {
  const char* field;
  double value;
  double minimum;
  double maximum;
  bool minimumAllowed;
};

std::optional<MarkedText> checkRange(const RangeRule& r) {
  const bool below = r.minimumAllowed ? r.value < r.minimum : r.value <= r.minimum;
  if (std::isfinite(r.value) && !below && r.value <= r.maximum) return std::nullopt;
  std::vector<MarkedArg> args = {r.field, shortNumber(r.value), shortNumber(r.minimum),
                                 shortNumber(r.maximum)};
  if (r.minimumAllowed)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "PIM %1: %2 must lie in [%3, %4]"),
                        std::move(args));
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "PIM %1: %2 must lie in (%3, %4]"),
                      std::move(args));
}

}  // namespace

std::optional<MarkedText> checkPimParams(const PimParams& p) {
  constexpr double kHuge = 1e300;
  const RangeRule rules[] = {
      {"dpus", double(p.dpus), 1, 1e6, true},
      {"epochs", double(p.epochs), 1, 1e6, true},
      {"batchMa", p.batchMa, 0, 1e12, true},
      {"batchGa", p.batchGa, 0, 1e12, true},
      {"batchAdmm", p.batchAdmm, 0, 1e12, true},
      {"dpuClockHz", p.dpuClockHz, 0, kHuge, false},
      {"tasklets", double(p.tasklets), 1, 24, true},
      {"dmaAlphaReadCycles", p.dmaAlphaReadCycles, 0, kHuge, true},
      {"dmaAlphaWriteCycles", p.dmaAlphaWriteCycles, 0, kHuge, true},
      {"dmaBetaCyclesPerByte", p.dmaBetaCyclesPerByte, 0, kHuge, true},
      {"dmaTransferBytes", p.dmaTransferBytes, 8, 2048, true},
      {"dmaModelTransferBytes", p.dmaModelTransferBytes, 8, 2048, true},
      {"cyclesPerMultiply", p.cyclesPerMultiply, 0, kHuge, true},
      {"cyclesPerElementOp", p.cyclesPerElementOp, 0, kHuge, true},
      {"cyclesPerSigmoid", p.cyclesPerSigmoid, 0, kHuge, true},
      {"cyclesPerDivision", p.cyclesPerDivision, 0, kHuge, true},
      {"cpuToDpuBytesPerSecondPerRank", p.cpuToDpuBytesPerSecondPerRank, 0, kHuge, false},
      {"dpuToCpuBytesPerSecondPerRank", p.dpuToCpuBytesPerSecondPerRank, 0, kHuge, false},
      {"rankScalingExponent", p.rankScalingExponent, 0, 1, true},
      {"hostElementsPerSecond", p.hostElementsPerSecond, 0, kHuge, false},
      {"admmHostPasses", p.admmHostPasses, 0, kHuge, true},
      {"hostCallOverheadSeconds", p.hostCallOverheadSeconds, 0, 1, true},
      {"cpuBandwidthBytesPerSecond", p.cpuBandwidthBytesPerSecond, 0, kHuge, false},
      {"cpuPeakFlopsPerSecond", p.cpuPeakFlopsPerSecond, 0, kHuge, false},
      {"gpuBandwidthBytesPerSecond", p.gpuBandwidthBytesPerSecond, 0, kHuge, false},
      {"gpuPeakFlopsPerSecond", p.gpuPeakFlopsPerSecond, 0, kHuge, false},
      {"pcieBytesPerSecond", p.pcieBytesPerSecond, 0, kHuge, false},
      {"gpuMemoryBytes", p.gpuMemoryBytes, 0, kHuge, false},
      {"cpuProcesses", double(p.cpuProcesses), 1, 1e6, true},
      {"cpuAllreduceLatencySeconds", p.cpuAllreduceLatencySeconds, 0, 1, true},
      {"cpuAllreduceBytesPerSecond", p.cpuAllreduceBytesPerSecond, 0, kHuge, false},
      {"cpuStepOverheadSeconds", p.cpuStepOverheadSeconds, 0, 1, true},
  };
  for (const auto& rule : rules)
    if (auto message = checkRange(rule)) return message;
  for (double batch : {p.batchMa, p.batchGa, p.batchAdmm})
    if (batch != std::floor(batch))
      return modelMessage(
          SCALESCOPE_TR_NOOP("Model", "PIM batch sizes must be whole numbers of samples"));
  // MRAM DMA moves aligned multiples of 8 bytes (UPMEM SDK mram_read/mram_write).
  for (auto [field, bytes] : {std::pair{"dmaTransferBytes", p.dmaTransferBytes},
                              std::pair{"dmaModelTransferBytes", p.dmaModelTransferBytes}})
    if (std::fmod(bytes, 8.0) != 0.0)
      return modelMessage(SCALESCOPE_TR_NOOP("Model", "PIM %1: %2 is not a multiple of 8 bytes"),
                          {field, shortNumber(bytes)});
  return std::nullopt;
}

Result<PimBreakdown> pimEpochBreakdown(const PimParams& params) {
  return pimEpochBreakdown(params, params.dpus);
}

Result<PimBreakdown> pimEpochBreakdown(const PimParams& p, int dpus) {
  auto workload = pimWorkload(p, dpus);
  if (!workload) return Result<PimBreakdown>::failure(workload.errorText());
  const PimWorkload& w = *workload;

  // Fewer than 11 tasklets leave pipeline slots empty; more cannot issue faster.
  const double issueRate = std::min(1.0, double(p.tasklets) / kPimTaskletsForFullIssue);
  // The host reaches all ranks at once, but the aggregate grows as ranks^γ (an assumption).
  const double rankFactor = std::pow(double(dpus) / kPimDpusPerRank, p.rankScalingExponent);

  // Every call of a round costs the same fixed overhead: pushes count as CPU→DPU, pulls as
  // DPU→CPU, and the synchronous launch, which waits for every DPU, as host sync.
  const double call = p.hostCallOverheadSeconds;
  PimBreakdown b;
  b.dpuComputeSeconds = (w.parallelCycles / issueRate + w.serialCycles) / p.dpuClockHz;
  b.mramWramSeconds = w.mramCycles / p.dpuClockHz;
  b.cpuToDpuSeconds =
      w.rounds * (w.cpuToDpuBytesPerRound / (p.cpuToDpuBytesPerSecondPerRank * rankFactor) +
                  w.pushCallsPerRound * call);
  b.dpuToCpuSeconds =
      w.rounds * (w.dpuToCpuBytesPerRound / (p.dpuToCpuBytesPerSecondPerRank * rankFactor) +
                  w.pullCallsPerRound * call);
  b.hostSyncSeconds =
      w.rounds * (w.hostElementsPerRound / p.hostElementsPerSecond + w.launchesPerRound * call);
  b.hostCallsPerRound = w.pushCallsPerRound + w.pullCallsPerRound + w.launchesPerRound;
  // Bulk-synchronous rounds: nothing overlaps, so the parts add up.
  b.totalSeconds = b.dpuComputeSeconds + b.mramWramSeconds + b.communicationSeconds();
  b.rounds = w.rounds;
  b.cpuToDpuBytesPerRound = w.cpuToDpuBytesPerRound;
  b.dpuToCpuBytesPerRound = w.dpuToCpuBytesPerRound;
  b.hostElementsPerRound = w.hostElementsPerRound;
  b.samples = w.samples;
  b.mramBytesPerDpu = w.mramBytesPerDpu;
  b.fitsInMram = w.mramBytesPerDpu <= kPimMramBytesPerDpu;
  return b;
}

Result<PimBreakdown> pimRunBreakdown(const PimParams& params) {
  auto epoch = pimEpochBreakdown(params);
  if (!epoch) return epoch;
  PimBreakdown b = *epoch;
  const double e = params.epochs;
  for (double* t : {&b.dpuComputeSeconds, &b.mramWramSeconds, &b.cpuToDpuSeconds,
                    &b.dpuToCpuSeconds, &b.hostSyncSeconds, &b.totalSeconds, &b.rounds})
    *t *= e;
  return b;
}

std::vector<int> pimPaperDpuCounts() {
  return {256, 512, 1024, 2048};
}

Result<std::vector<PimScalingPoint>> pimScalingSweep(const PimParams& p,
                                                     std::vector<int> dpuCounts) {
  using R = Result<std::vector<PimScalingPoint>>;
  if (dpuCounts.empty())
    return R::failure(modelMessage(SCALESCOPE_TR_NOOP("Model", "PIM sweep: no DPU counts given")));
  const int reference = *std::min_element(dpuCounts.begin(), dpuCounts.end());
  auto ref = pimEpochBreakdown(p, reference);
  if (!ref) return R::failure(ref.errorText());
  const double referenceThroughput = ref->samples / ref->totalSeconds;

  std::vector<PimScalingPoint> points;
  for (int n : dpuCounts) {
    auto b = pimEpochBreakdown(p, n);
    if (!b) return R::failure(b.errorText());
    PimScalingPoint point;
    point.dpus = n;
    point.epochSeconds = b->totalSeconds;
    point.speedup = (b->samples / b->totalSeconds) / referenceThroughput;
    point.efficiency = point.speedup / (double(n) / reference);
    if (n != reference) {
      const double scaled = reference * point.speedup;
      auto s = serialFractionFromSpeedup(n, scaled);
      if (s) point.serialFraction = *s;
      // Gustafson: S = s_G + (1 − s_G)·N solved for s_G; meaningful only while S ≤ N.
      if (p.scaling == PimScaling::Weak && scaled <= n)
        point.gustafsonSerialShare = (n - scaled) / (n - 1.0);
    }
    points.push_back(point);
  }
  return points;
}

std::vector<std::pair<std::string, std::vector<std::string>>> pimPresets() {
  std::vector<std::pair<std::string, std::vector<std::string>>> presets;
  const std::pair<PimDataset, const char*> datasets[] = {{PimDataset::Yfcc100m, "yfcc"},
                                                         {PimDataset::Criteo, "criteo"}};
  const char* models[] = {"lr", "svm"};
  const char* algorithms[] = {"ma-sgd", "ga-sgd", "admm"};
  for (bool strong : {false, true})
    for (const auto& [dataset, shortName] : datasets) {
      const auto& shape = pimDatasetShape(dataset);
      for (const char* model : models)
        for (const char* algorithm : algorithms) {
          std::string name = std::string("pim-") + shortName + "-" + model + "-" + algorithm;
          if (strong) name += "-strong";
          presets.push_back(
              {name,
               {std::string("pim.dataset=") + shape.id, std::string("pim.model=") + model,
                std::string("pim.algorithm=") + algorithm, "pim.dpus=2048",
                strong ? "pim.scaling=strong" : "pim.scaling=weak",
                strong ? "pim.epochs=10" : "pim.epochs=1",
                "pim.batch_ma=" + shortNumber(shape.batchMa),
                "pim.batch_ga=" + shortNumber(shape.batchGa),
                "pim.batch_admm=" + shortNumber(shape.batchAdmm)}});
        }
    }
  // P's YFCC breakdown figure runs GA-SGD with B = 4096 (its scaling figures use 8192).
  for (const char* model : models)
    presets.push_back({std::string("pim-yfcc-") + model + "-ga-sgd-b4096",
                       {"pim.dataset=yfcc100m", std::string("pim.model=") + model,
                        "pim.algorithm=ga-sgd", "pim.dpus=2048", "pim.scaling=weak", "pim.epochs=1",
                        "pim.batch_ma=8", "pim.batch_ga=4096", "pim.batch_admm=8"}});
  return presets;
}

}  // namespace scalescope::model
