#include "model/pim/pim_baselines.h"

#include <algorithm>
#include <cmath>

#include "model/pim/pim_workload.h"
#include "model/timeline/timeline.h"

namespace scalescope::model {

namespace {

constexpr double kFp32Bytes = 4.0;  // the baselines keep weights and features in FP32

PimHardwareBound roofline(double bytes, double bytesPerSecond, double flops, double peak) {
  PimHardwareBound b;
  b.bytes = bytes;
  b.bytesPerSecond = bytesPerSecond;
  b.flops = flops;
  b.memorySeconds = bytes / bytesPerSecond;
  b.computeSeconds = flops / peak;
  b.seconds = std::max(b.memorySeconds, b.computeSeconds);
  return b;
}

}  // namespace

Result<PimBaselines> pimBaselines(const PimParams& params) {
  return pimBaselines(params, params.dpus);
}

Result<PimBaselines> pimBaselines(const PimParams& p, int dpus) {
  auto workload = pimWorkload(p, dpus);
  if (!workload) return Result<PimBaselines>::failure(workload.errorText());
  const PimWorkload& w = *workload;
  const double flops = w.samples * w.flopsPerSample;

  PimBaselines out;
  out.trainingSetBytes = w.samples * w.sampleBytes;
  // The model (16 KB for YFCC, 4 MB for Criteo) stays in the caches: only samples stream.
  out.cpu =
      roofline(out.trainingSetBytes, p.cpuBandwidthBytesPerSecond, flops, p.cpuPeakFlopsPerSecond);
  out.residentTooLarge = p.gpuDataResident && out.trainingSetBytes > p.gpuMemoryBytes;
  out.gpuResident = p.gpuDataResident && !out.residentTooLarge;
  // Streamed, every byte crosses PCIe and then HBM: the slower link binds.
  const double gpuLink = out.gpuResident
                             ? p.gpuBandwidthBytesPerSecond
                             : std::min(p.pcieBytesPerSecond, p.gpuBandwidthBytesPerSecond);
  out.gpu = roofline(out.trainingSetBytes, gpuLink, flops, p.gpuPeakFlopsPerSecond);

  // The same algorithm on P processes: MA-SGD averages after every local batch b, GA-SGD
  // every global batch B (B/P samples per process), ADMM once per epoch.
  PimCpuSameAlgorithm& c = out.cpuSameAlgorithm;
  const double processes = p.cpuProcesses;
  const double localBatch = w.batch;
  switch (p.algorithm) {
    case PimAlgorithm::MaSgd:
      c.stepsPerProcess = std::ceil(w.samples / (processes * localBatch));
      c.syncRounds = c.stepsPerProcess;
      break;
    case PimAlgorithm::GaSgd:
      c.stepsPerProcess = std::ceil(w.samples / w.batch);
      c.syncRounds = c.stepsPerProcess;
      break;
    case PimAlgorithm::Admm:
      c.stepsPerProcess = std::ceil(w.samples / (processes * localBatch));
      c.syncRounds = 1;
      break;
  }
  const double modelBytes = kFp32Bytes * pimDatasetShape(p.dataset).modelEntries;
  c.boundSeconds = out.cpu.seconds;
  c.allreduceSeconds = commSeconds(CommPattern::Tree, processes, p.cpuAllreduceLatencySeconds,
                                   modelBytes, p.cpuAllreduceBytesPerSecond);
  c.syncSeconds = c.syncRounds * c.allreduceSeconds;
  c.overheadSeconds = c.stepsPerProcess * p.cpuStepOverheadSeconds;
  c.seconds = c.boundSeconds + c.syncSeconds + c.overheadSeconds;
  return out;
}

std::optional<PimCrossover> pimCrossover(const std::vector<int>& dpus,
                                         const std::vector<double>& pim,
                                         const std::vector<double>& other) {
  const std::size_t count = std::min({dpus.size(), pim.size(), other.size()});
  for (std::size_t k = 1; k < count; ++k) {
    // d = log(other/pim): positive where PIM is faster.
    const double d0 = std::log(other[k - 1] / pim[k - 1]);
    const double d1 = std::log(other[k] / pim[k]);
    if (!std::isfinite(d0) || !std::isfinite(d1) || (d0 < 0) == (d1 < 0) || d0 == d1) continue;
    const double t = d0 / (d0 - d1);
    const double logN =
        std::log(double(dpus[k - 1])) + t * (std::log(double(dpus[k])) - std::log(dpus[k - 1]));
    return PimCrossover{std::exp(logN), d1 > 0};
  }
  return std::nullopt;
}

}  // namespace scalescope::model
