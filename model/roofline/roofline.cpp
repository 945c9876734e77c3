#include "model/roofline/roofline.h"

#include <algorithm>
#include <cmath>
#include <stdexcept>

#include "model/data/readers.h"
#include "model/data/text_input.h"
#include "model/measured/alpha_beta_fit.h"
#include "model/measured/network_values.h"
#include "model/pim/pim_baselines.h"
#include "model/pim/pim_workload.h"

namespace scalescope::model {

namespace {

constexpr double kElementBytes = 4.0;  // the host averages 4-byte elements (PimParams)
// A dot counts as above its roof beyond this relative margin: rounding, not physics.
constexpr double kAboveRoofMargin = 1e-9;

Roof compute(std::string id, double value, RoofOrigin origin, bool subCeiling = false) {
  return {std::move(id), RoofKind::Compute, value, origin, subCeiling};
}
Roof bandwidth(std::string id, RoofKind kind, double value, RoofOrigin origin) {
  return {std::move(id), kind, value, origin, false};
}
Roof otherPrecision(std::string id, double value) {
  Roof r = compute(std::move(id), value, RoofOrigin::Specification);
  r.otherPrecision = true;
  return r;
}

}  // namespace

const Roof& RooflineMachine::peak() const {
  const Roof* best = nullptr;
  for (const Roof& r : roofs)
    if (r.kind == RoofKind::Compute && !r.subCeiling && !r.otherPrecision &&
        (!best || r.value > best->value))
      best = &r;
  if (!best) throw std::out_of_range("roofline machine without a compute roof");
  return *best;
}

const Roof& RooflineMachine::roof(const std::string& id) const {
  for (const Roof& r : roofs)
    if (r.id == id) return r;
  throw std::out_of_range("no roof " + id);
}

double attainable(const Roof& peak, const Roof& roof, double intensity) {
  if (roof.kind == RoofKind::Compute) return std::min(peak.value, roof.value);
  return std::min(peak.value, roof.value * intensity);
}

double ridgePoint(const Roof& computeRoof, const Roof& bandwidthRoof) {
  return computeRoof.value / bandwidthRoof.value;
}

RooflineMachine upmemMachine(const PimParams& p) {
  const double n = p.dpus;
  const double issueRate = std::min(1.0, double(p.tasklets) / kPimTaskletsForFullIssue);
  const double rankFactor = std::pow(n / kPimDpusPerRank, p.rankScalingExponent);
  const double pipeline = n * p.dpuClockHz * issueRate;
  RooflineMachine m;
  m.id = RooflineMachineId::Upmem;
  m.roofs = {
      compute("dpu-pipeline", pipeline, RoofOrigin::Specification),
      compute("dpu-multiply", pipeline / p.cyclesPerMultiply, RoofOrigin::Fitted, true),
      bandwidth("mram", RoofKind::Memory, n * p.dpuClockHz / p.dmaBetaCyclesPerByte,
                RoofOrigin::Measured),
      bandwidth("cpu-to-dpu", RoofKind::Communication, p.cpuToDpuBytesPerSecondPerRank * rankFactor,
                RoofOrigin::Assumed),
      bandwidth("dpu-to-cpu", RoofKind::Communication, p.dpuToCpuBytesPerSecondPerRank * rankFactor,
                RoofOrigin::Assumed),
      bandwidth("host-averaging", RoofKind::Memory, kElementBytes * p.hostElementsPerSecond,
                RoofOrigin::Fitted),
  };
  return m;
}

RooflineMachine cpuMachine(const PimParams& p) {
  RooflineMachine m;
  m.id = RooflineMachineId::Cpu;
  m.roofs = {compute("cpu-peak", p.cpuPeakFlopsPerSecond, RoofOrigin::Specification),
             bandwidth("dram", RoofKind::Memory, p.cpuBandwidthBytesPerSecond, RoofOrigin::Assumed),
             otherPrecision("cpu-fp64", p.cpuPeakFlopsPerSecond / 2)};
  return m;
}

RooflineMachine gpuMachine(const PimParams& p) {
  RooflineMachine m;
  m.id = RooflineMachineId::Gpu;
  m.roofs = {compute("gpu-peak", p.gpuPeakFlopsPerSecond, RoofOrigin::Specification),
             bandwidth("hbm", RoofKind::Memory, p.gpuBandwidthBytesPerSecond, RoofOrigin::Assumed),
             bandwidth("pcie", RoofKind::Communication, p.pcieBytesPerSecond, RoofOrigin::Assumed),
             otherPrecision("gpu-fp64", p.gpuPeakFlopsPerSecond * kA100Fp64OverFp32),
             otherPrecision("gpu-fp16-tensor", p.gpuPeakFlopsPerSecond * kA100Fp16TensorOverFp32),
             otherPrecision("gpu-int8-tensor", p.gpuPeakFlopsPerSecond * kA100Int8TensorOverFp32)};
  return m;
}

RooflineMachine rooflineMachine(RooflineMachineId id, const PimParams& params) {
  switch (id) {
    case RooflineMachineId::Cpu:
      return cpuMachine(params);
    case RooflineMachineId::Gpu:
      return gpuMachine(params);
    case RooflineMachineId::Custom:
      throw std::invalid_argument("the custom machine's roofs come from its parameters");
    case RooflineMachineId::Measured:
      throw std::invalid_argument("a measured machine's roofs come from its file");
    case RooflineMachineId::Timeline:
      throw std::invalid_argument("the timeline machine's roofs come from the timeline model");
    case RooflineMachineId::Upmem:
      break;
  }
  return upmemMachine(params);
}

RooflineMachine customMachine(const CustomMachineParams& p) {
  RooflineMachine m;
  m.id = RooflineMachineId::Custom;
  m.roofs = {
      compute("custom-peak", p.peakOpsPerSecond, RoofOrigin::Typed),
      bandwidth("custom-memory", RoofKind::Memory, p.memoryBytesPerSecond, RoofOrigin::Typed)};
  if (p.linkBytesPerSecond > 0)
    m.roofs.push_back(
        bandwidth("custom-link", RoofKind::Communication, p.linkBytesPerSecond, RoofOrigin::Typed));
  return m;
}

RooflineMachine measuredMachine(const MeasuredRoofSet& set, const CustomMachineParams& custom) {
  RooflineMachine m;
  m.id = RooflineMachineId::Measured;
  const bool anyCompute = std::any_of(set.roofs.begin(), set.roofs.end(),
                                      [](const MeasuredRoof& r) { return r.compute; });
  if (!anyCompute) m.roofs.push_back(customMachine(custom).roofs.front());
  for (const MeasuredRoof& measured : set.roofs) {
    Roof r;
    r.id = lowerCase(measured.name);
    r.kind = measured.compute ? RoofKind::Compute : RoofKind::Memory;
    r.value = measured.value;
    r.origin = RoofOrigin::Measured;
    r.name = measured.name;
    r.specification = measured.specification;
    m.roofs.push_back(std::move(r));
  }
  return m;
}

std::vector<Roof> networkRoofs(const DatasetCollection& data) {
  std::vector<std::pair<LatencyTableFit, Roof>> found;
  for (const MeasurementSet& set : data.measurements)
    for (const LatencyTableFit& table : fitLatencyTables(set)) {
      if (!table.fit || !isPointToPointName(table.group) || table.fit->r2 < kMinNetworkFitR2 ||
          !(table.fit->latencySeconds > 0))
        continue;
      Roof r = bandwidth("network-" + lowerCase(table.group), RoofKind::Communication,
                         table.fit->bandwidthBytesPerSecond, RoofOrigin::Fitted);
      r.name = table.group;
      auto same = std::find_if(found.begin(), found.end(),
                               [&](const auto& f) { return f.second.id == r.id; });
      if (same == found.end())
        found.emplace_back(table, std::move(r));
      else if (table.processes > same->first.processes)
        *same = {table, std::move(r)};
    }
  std::vector<Roof> roofs;
  for (auto& [table, roof] : found) roofs.push_back(std::move(roof));
  return roofs;
}

namespace {

DotVerdict verdict(const RooflineMachine& machine, const Roof& roof, double intensity,
                   double performance) {
  DotVerdict v;
  v.attainable = attainable(machine.peak(), roof, intensity);
  v.fraction = performance / v.attainable;
  v.aboveRoof = v.fraction > 1.0 + kAboveRoofMargin;
  return v;
}

}  // namespace

DotVerdict judgeDot(const RooflineMachine& machine, const RooflineDot& dot) {
  return verdict(machine, machine.roof(dot.roofId), dot.intensity(), dot.performance());
}

const Roof& kernelRoof(const RooflineMachine& machine, const RooflineKernel& kernel) {
  const Roof* fastest = nullptr;
  for (const Roof& r : machine.roofs) {
    if (!kernel.level.empty() && r.id == kernel.level) return r;
    if (r.kind == RoofKind::Memory && (!fastest || r.value > fastest->value)) fastest = &r;
  }
  return fastest ? *fastest : machine.peak();
}

DotVerdict judgeKernel(const RooflineMachine& machine, const RooflineKernel& kernel) {
  return verdict(machine, kernelRoof(machine, kernel), kernel.intensity(), kernel.performance());
}

Result<std::vector<RooflineDot>> upmemDots(const PimParams& p) {
  using R = Result<std::vector<RooflineDot>>;
  auto workload = pimWorkload(p, p.dpus);
  if (!workload) return R::failure(workload.errorText());
  auto breakdown = pimEpochBreakdown(p);
  if (!breakdown) return R::failure(breakdown.errorText());
  const PimWorkload& w = *workload;
  const PimBreakdown& b = *breakdown;
  const double ops = w.samples * w.flopsPerSample;
  const auto dot = [&](const char* id, const char* roof, double bytes, double levelSeconds) {
    return RooflineDot{id, roof, p.algorithm, ops, bytes, b.totalSeconds, levelSeconds, false};
  };
  // Every DPU moves what the busiest one does (the model counts the busiest DPU).
  std::vector<RooflineDot> dots = {
      dot("dpu", "mram", p.dpus * w.mramTrafficBytes, b.dpuComputeSeconds + b.mramWramSeconds),
      dot("cpu-to-dpu", "cpu-to-dpu", b.rounds * b.cpuToDpuBytesPerRound, b.cpuToDpuSeconds),
      dot("dpu-to-cpu", "dpu-to-cpu", b.rounds * b.dpuToCpuBytesPerRound, b.dpuToCpuSeconds),
      dot("host", "host-averaging", b.rounds * b.hostElementsPerRound * kElementBytes,
          b.hostSyncSeconds)};
  std::max_element(dots.begin(), dots.end(), [](const RooflineDot& a, const RooflineDot& c) {
    return a.levelSeconds < c.levelSeconds;
  })->binding = true;
  return dots;
}

std::vector<RooflineDot> upmemDotsAllAlgorithms(const PimParams& params) {
  std::vector<RooflineDot> all;
  for (PimAlgorithm algorithm : {PimAlgorithm::MaSgd, PimAlgorithm::GaSgd, PimAlgorithm::Admm}) {
    PimParams p = params;
    p.algorithm = algorithm;
    if (auto dots = upmemDots(p)) all.insert(all.end(), dots->begin(), dots->end());
  }
  return all;
}

std::vector<int> rooflinePathDpuCounts() {
  std::vector<int> counts;
  for (int n = kPimDpusPerRank; n <= 2048; n *= 2) counts.push_back(n);
  counts.push_back(2560);
  return counts;
}

std::vector<std::pair<int, std::vector<RooflineDot>>> upmemDotsOverN(
    const PimParams& params, const std::vector<int>& dpuCounts) {
  std::vector<std::pair<int, std::vector<RooflineDot>>> path;
  for (int n : dpuCounts) {
    PimParams p = params;
    p.dpus = n;
    if (auto dots = upmemDots(p)) path.emplace_back(n, std::move(dots.value()));
  }
  return path;
}

Result<std::vector<RooflineDot>> baselineDots(const PimParams& p) {
  using R = Result<std::vector<RooflineDot>>;
  auto baselines = pimBaselines(p);
  if (!baselines) return R::failure(baselines.errorText());
  const PimBaselines& b = *baselines;
  const PimHardwareBound& cpu = b.cpu;
  const PimHardwareBound& gpu = b.gpu;
  const auto dot = [&](const char* id, const char* roof, const PimHardwareBound& bound,
                       double seconds) {
    return RooflineDot{id, roof, p.algorithm, bound.flops, bound.bytes, seconds, seconds, true};
  };
  return std::vector<RooflineDot>{
      dot("cpu-bound", "dram", cpu, cpu.seconds),
      dot("cpu-algorithm", "dram", cpu, b.cpuSameAlgorithm.seconds),
      // Streamed, every byte crosses PCIe and then HBM: the slower of the two binds.
      dot("gpu-bound",
          !b.gpuResident && p.pcieBytesPerSecond < p.gpuBandwidthBytesPerSecond ? "pcie" : "hbm",
          gpu, gpu.seconds)};
}

}  // namespace scalescope::model
