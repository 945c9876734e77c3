#include "model/pim/pim.h"

#include <algorithm>
#include <cmath>

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

std::string checkRange(const RangeRule& r) {
  const bool below = r.minimumAllowed ? r.value < r.minimum : r.value <= r.minimum;
  if (!std::isfinite(r.value) || below || r.value > r.maximum)
    return "PIM " + std::string(r.field) + ": " + shortNumber(r.value) + " must lie in " +
           (r.minimumAllowed ? "[" : "(") + shortNumber(r.minimum) + ", " + shortNumber(r.maximum) +
           "]";
  return {};
}

}  // namespace

std::string validatePimParams(const PimParams& p) {
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
      {"cyclesPerMultiply", p.cyclesPerMultiply, 0, kHuge, true},
      {"cyclesPerElementOp", p.cyclesPerElementOp, 0, kHuge, true},
      {"cyclesPerSigmoid", p.cyclesPerSigmoid, 0, kHuge, true},
      {"cyclesPerDivision", p.cyclesPerDivision, 0, kHuge, true},
      {"cpuToDpuBytesPerSecondPerRank", p.cpuToDpuBytesPerSecondPerRank, 0, kHuge, false},
      {"dpuToCpuBytesPerSecondPerRank", p.dpuToCpuBytesPerSecondPerRank, 0, kHuge, false},
      {"rankScalingExponent", p.rankScalingExponent, 0, 1, true},
      {"hostElementsPerSecond", p.hostElementsPerSecond, 0, kHuge, false},
      {"admmHostPasses", p.admmHostPasses, 0, kHuge, true},
      {"cpuBandwidthBytesPerSecond", p.cpuBandwidthBytesPerSecond, 0, kHuge, false},
      {"cpuPeakFlopsPerSecond", p.cpuPeakFlopsPerSecond, 0, kHuge, false},
      {"gpuBandwidthBytesPerSecond", p.gpuBandwidthBytesPerSecond, 0, kHuge, false},
      {"gpuPeakFlopsPerSecond", p.gpuPeakFlopsPerSecond, 0, kHuge, false},
  };
  for (const auto& rule : rules)
    if (auto message = checkRange(rule); !message.empty()) return message;
  for (double batch : {p.batchMa, p.batchGa, p.batchAdmm})
    if (batch != std::floor(batch)) return "PIM batch sizes must be whole numbers of samples";
  // MRAM DMA moves aligned multiples of 8 bytes (UPMEM SDK mram_read/mram_write).
  if (std::fmod(p.dmaTransferBytes, 8.0) != 0.0)
    return "PIM dmaTransferBytes: " + shortNumber(p.dmaTransferBytes) +
           " is not a multiple of 8 bytes";
  return {};
}

Result<PimBreakdown> pimEpochBreakdown(const PimParams& params) {
  return pimEpochBreakdown(params, params.dpus);
}

Result<PimBreakdown> pimEpochBreakdown(const PimParams& p, int dpus) {
  auto workload = pimWorkload(p, dpus);
  if (!workload) return Result<PimBreakdown>::failure(workload.error());
  const PimWorkload& w = *workload;

  // Fewer than 11 tasklets leave pipeline slots empty; more cannot issue faster.
  const double issueRate = std::min(1.0, double(p.tasklets) / kPimTaskletsForFullIssue);
  // The host reaches all ranks at once, but the aggregate grows as ranks^γ (an assumption).
  const double rankFactor = std::pow(double(dpus) / kPimDpusPerRank, p.rankScalingExponent);

  PimBreakdown b;
  b.dpuComputeSeconds = (w.parallelCycles / issueRate + w.serialCycles) / p.dpuClockHz;
  b.mramWramSeconds = w.mramCycles / p.dpuClockHz;
  b.cpuToDpuSeconds =
      w.rounds * w.cpuToDpuBytesPerRound / (p.cpuToDpuBytesPerSecondPerRank * rankFactor);
  b.dpuToCpuSeconds =
      w.rounds * w.dpuToCpuBytesPerRound / (p.dpuToCpuBytesPerSecondPerRank * rankFactor);
  b.hostSyncSeconds = w.rounds * w.hostElementsPerRound / p.hostElementsPerSecond;
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
  if (dpuCounts.empty()) return R::failure("PIM sweep: no DPU counts given");
  const int reference = *std::min_element(dpuCounts.begin(), dpuCounts.end());
  auto ref = pimEpochBreakdown(p, reference);
  if (!ref) return R::failure(ref.error());
  const double referenceThroughput = ref->samples / ref->totalSeconds;

  std::vector<PimScalingPoint> points;
  for (int n : dpuCounts) {
    auto b = pimEpochBreakdown(p, n);
    if (!b) return R::failure(b.error());
    PimScalingPoint point;
    point.dpus = n;
    point.epochSeconds = b->totalSeconds;
    point.speedup = (b->samples / b->totalSeconds) / referenceThroughput;
    point.efficiency = point.speedup / (double(n) / reference);
    if (n != reference) {
      auto s = serialFractionFromSpeedup(n, reference * point.speedup);
      if (s) point.serialFraction = *s;
    }
    points.push_back(point);
  }
  return points;
}

Result<PimBaselines> pimBaselines(const PimParams& p) {
  auto workload = pimWorkload(p, p.dpus);
  if (!workload) return Result<PimBaselines>::failure(workload.error());
  // The model (16 KB for YFCC, 4 MB for Criteo) stays in cache, so only samples stream.
  auto estimate = [&](double bytesPerSecond, double flopsPerSecond) {
    PimBaselineEstimate e;
    e.bytesStreamed = workload->samples * workload->sampleBytes;
    e.flops = workload->samples * workload->flopsPerSample;
    e.memorySeconds = e.bytesStreamed / bytesPerSecond;
    e.computeSeconds = e.flops / flopsPerSecond;
    e.totalSeconds = e.memorySeconds + e.computeSeconds;
    return e;
  };
  return PimBaselines{estimate(p.cpuBandwidthBytesPerSecond, p.cpuPeakFlopsPerSecond),
                      estimate(p.gpuBandwidthBytesPerSecond, p.gpuPeakFlopsPerSecond)};
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
  return presets;
}

}  // namespace scalescope::model
