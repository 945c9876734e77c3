#pragma once
// What the same training epoch would take on the conventional machines of the PIM paper
// (Rhyner et al., PACT 2024): 2× AMD EPYC 7742 running 128 processes, and one NVIDIA A100
// 80 GB PCIe. Three honest references instead of one "estimate":
//  - a hardware bound per machine, the roofline max(bytes / sustained bandwidth, flops / peak);
//    for the GPU the training set must first reach the device: by default it is streamed from
//    host memory over PCIe every epoch, as P's PyTorch code does (a DataLoader moving each
//    batch to the card), optionally resident in HBM when it fits;
//  - the same algorithm on the CPU: the bound plus the algorithm's synchronisation rounds,
//    each an allreduce of the model over the processes priced with the timeline model's tree
//    allreduce 2⌈log₂P⌉(L + V/B), plus a framework overhead for every local step.
// P's measured baseline times are not part of the model: neither the paper text that could be
// read nor its artifact (CMU-SAFARI/PIM-Opt, which ships code and a plotting notebook but no
// result files) gives them as numbers.

#include <optional>
#include <vector>

#include "model/core/result.h"
#include "model/pim/pim.h"

namespace scalescope::model {

/// A roofline bound: the slower of moving the bytes and doing the arithmetic.
struct PimHardwareBound {
  double bytes = 0;           ///< bytes through the binding link (memory or PCIe)
  double bytesPerSecond = 0;  ///< the sustained bandwidth of that link
  double flops = 0;
  double memorySeconds = 0;   ///< bytes / bandwidth
  double computeSeconds = 0;  ///< flops / peak
  double seconds = 0;         ///< max(memorySeconds, computeSeconds), not their sum
};

/// The algorithm's own costs on the CPU, on top of its hardware bound.
struct PimCpuSameAlgorithm {
  double boundSeconds = 0;      ///< the CPU hardware bound
  double syncRounds = 0;        ///< allreduces of the model per epoch
  double allreduceSeconds = 0;  ///< one tree allreduce of 4d bytes over the processes
  double syncSeconds = 0;       ///< syncRounds · allreduceSeconds
  double stepsPerProcess = 0;   ///< local steps one process runs in the epoch
  double overheadSeconds = 0;   ///< stepsPerProcess · per-step overhead
  double seconds = 0;           ///< bound + sync + overhead
};

/// The three references for one epoch of a PIM configuration.
struct PimBaselines {
  double trainingSetBytes = 0;  ///< samples · bytes per sample (FP32 features)
  PimHardwareBound cpu;
  PimHardwareBound gpu;
  bool gpuResident = false;       ///< the GPU bound reads the set from HBM (else over PCIe)
  bool residentTooLarge = false;  ///< resident was asked for but the set exceeds the memory
  PimCpuSameAlgorithm cpuSameAlgorithm;
};

/// One epoch of the training set of params at params.dpus (weak scaling: the set grows with N).
Result<PimBaselines> pimBaselines(const PimParams& params);
/// The same at `dpus` DPUs.
Result<PimBaselines> pimBaselines(const PimParams& params, int dpus);

/// Where two time curves over the same DPU counts cross: the N at which `other` becomes
/// slower (or faster) than `pim`, interpolated linearly in log N and log T between the two
/// counts around the first change of sign. Empty when they do not cross in the range.
struct PimCrossover {
  double dpus = 0;
  bool pimFasterAbove = true;  ///< beyond the crossover PIM is the faster one
};
std::optional<PimCrossover> pimCrossover(const std::vector<int>& dpus,
                                         const std::vector<double>& pimSeconds,
                                         const std::vector<double>& otherSeconds);

}  // namespace scalescope::model
