#pragma once
// The PIM training model of model/README.md §5: one epoch of logistic regression or linear SVM
// training with MA-SGD, GA-SGD or ADMM on an UPMEM system, after Rhyner et al., PACT 2024
// (arXiv:2404.07164). The system is a star: a host CPU at the hub, N DPUs that never talk to
// each other. The model says where an epoch's time goes, how the run scales with N, and what
// a CPU or GPU would take for the same epoch (model/pim/pim_baselines.h).

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "model/core/result.h"

namespace scalescope::model {

class Scenario;

enum class PimDataset { Yfcc100m, Criteo };
enum class PimModel { LogisticRegression, Svm };
enum class PimAlgorithm { MaSgd, GaSgd, Admm };
enum class PimScaling { Strong, Weak };

/// DPUs that share one rank, and so one host transfer channel (UPMEM hardware).
inline constexpr int kPimDpusPerRank = 64;
/// MRAM bank of one DPU, bytes (UPMEM hardware).
inline constexpr double kPimMramBytesPerDpu = 64.0 * 1024 * 1024;
/// Tasklets the DPU's 11-stage revolver pipeline needs to issue one instruction per cycle
/// (PrIM, Gómez-Luna et al. 2022); with fewer, one tasklet issues every 11 cycles.
inline constexpr int kPimTaskletsForFullIssue = 11;

/// Every input of the PIM model in SI units. The defaults live in the parameter table only:
/// build them with pimParams(Scenario()); tests and the calibration then edit fields.
struct PimParams {
  PimDataset dataset = PimDataset::Yfcc100m;
  PimModel model = PimModel::LogisticRegression;
  PimAlgorithm algorithm = PimAlgorithm::MaSgd;
  PimScaling scaling = PimScaling::Weak;
  int dpus = 0;
  int epochs = 0;
  /// Local batch b (MA-SGD), global batch B (GA-SGD), local batch (ADMM);
  /// 0 means the paper's default for the dataset.
  double batchMa = 0, batchGa = 0, batchAdmm = 0;

  double dpuClockHz = 0;
  int tasklets = 0;
  double dmaAlphaReadCycles = 0, dmaAlphaWriteCycles = 0;
  double dmaBetaCyclesPerByte = 0;
  double dmaTransferBytes = 0;       ///< one streaming transfer of sample data X (1024 B in P)
  double dmaModelTransferBytes = 0;  ///< one streaming transfer of W or u−z (512 B in P)
  double cyclesPerMultiply = 0;      ///< emulated 32×32→64-bit multiply, full pipeline
  double cyclesPerElementOp = 0;     ///< load/add/shift/loop work per vector element
  double cyclesPerSigmoid = 0;       ///< wall cycles, one tasklet while the others wait
  double cyclesPerDivision = 0;      ///< wall cycles, one tasklet while the others wait

  double cpuToDpuBytesPerSecondPerRank = 0, dpuToCpuBytesPerSecondPerRank = 0;
  /// Aggregate host bandwidth = per-rank bandwidth · (N/64)^exponent.
  double rankScalingExponent = 0;
  double hostElementsPerSecond = 0;  ///< host averaging throughput, 4-byte elements
  double admmHostPasses = 0;         ///< host work of one ADMM round, in passes over N·d
  /// Fixed cost of one host call (a push or pull transfer, or the synchronous launch).
  double hostCallOverheadSeconds = 0;

  // Baselines: 2× AMD EPYC 7742 with 128 processes, one NVIDIA A100 80 GB PCIe.
  double cpuBandwidthBytesPerSecond = 0, cpuPeakFlopsPerSecond = 0;  ///< sustained, peak
  double gpuBandwidthBytesPerSecond = 0, gpuPeakFlopsPerSecond = 0;  ///< sustained HBM, peak
  double pcieBytesPerSecond = 0;                                     ///< sustained host→GPU link
  double gpuMemoryBytes = 0;     ///< what a resident training set must fit into
  bool gpuDataResident = false;  ///< false: streamed over PCIe every epoch, as P's code
  int cpuProcesses = 0;          ///< processes of the same-algorithm CPU run
  double cpuAllreduceLatencySeconds = 0, cpuAllreduceBytesPerSecond = 0;  ///< L and B
  double cpuStepOverheadSeconds = 0;  ///< framework cost of one local step of one process
  bool operator==(const PimParams&) const = default;
};

/// The `pim.*` rows of a Scenario (ParamArea::Pim) as typed, validated parameters.
Result<PimParams> pimParams(const Scenario& scenario);

/// Nothing when the parameters can be evaluated, else the first problem found.
std::optional<MarkedText> checkPimParams(const PimParams& params);

/// Where the time of one run goes (the paper's five categories), with the traffic behind it.
struct PimBreakdown {
  double dpuComputeSeconds = 0;  ///< DPU instructions
  double mramWramSeconds = 0;    ///< MRAM↔WRAM DMA inside each DPU
  double cpuToDpuSeconds = 0;
  double dpuToCpuSeconds = 0;
  double hostSyncSeconds = 0;  ///< averaging and updates on the host CPU
  double totalSeconds = 0;
  double rounds = 0;             ///< host↔DPU synchronisation rounds
  double hostCallsPerRound = 0;  ///< push and pull transfers plus the launch, per round
  double cpuToDpuBytesPerRound = 0;
  double dpuToCpuBytesPerRound = 0;
  double hostElementsPerRound = 0;
  double samples = 0;          ///< training samples m in one epoch
  double mramBytesPerDpu = 0;  ///< resident samples, model and buffers of one DPU
  bool fitsInMram = true;

  /// CPU→DPU + DPU→CPU + host sync: "communication/synchronisation with the host".
  double communicationSeconds() const {
    return cpuToDpuSeconds + dpuToCpuSeconds + hostSyncSeconds;
  }
};

/// One epoch at params.dpus DPUs.
Result<PimBreakdown> pimEpochBreakdown(const PimParams& params);
/// One epoch at `dpus` DPUs (other fields of params unchanged).
Result<PimBreakdown> pimEpochBreakdown(const PimParams& params, int dpus);
/// params.epochs epochs: times and rounds multiplied, bytes per round unchanged.
Result<PimBreakdown> pimRunBreakdown(const PimParams& params);

/// DPU counts of the paper's scaling runs: 256, 512, 1024, 2048.
std::vector<int> pimPaperDpuCounts();

/// One point of a sweep over N. The reference is the smallest N of the sweep.
/// speedup = throughput(N)/throughput(N_ref), throughput = samples per second, so it is
/// T(N_ref)/T(N) under strong scaling and work-normalised under weak scaling.
/// efficiency = speedup/(N/N_ref). serialFraction = 1−α_eff from serialFractionFromSpeedup
/// with S = N_ref·speedup on N DPUs, i.e. treating the reference run as perfectly parallel
/// (a lower bound); empty at the reference itself and when the speed-up is superlinear.
struct PimScalingPoint {
  int dpus = 0;
  double epochSeconds = 0;
  double speedup = 0;
  double efficiency = 0;
  std::optional<double> serialFraction;
  /// Weak scaling only: Gustafson's serial share of the N-DPU run, s_G = (N − S)/(N − 1)
  /// with the scaled speed-up S = N_ref·speedup (the reference run counted as perfectly
  /// parallel). serialFraction is then its fixed-size equivalent s_G/(s_G + (1 − s_G)·N):
  /// the share of the grown problem's serial part if it ran on one DPU.
  std::optional<double> gustafsonSerialShare;
};
Result<std::vector<PimScalingPoint>> pimScalingSweep(const PimParams& params,
                                                     std::vector<int> dpuCounts);

/// The paper's configurations as named "id=value" assignment lists: "pim-<dataset>-<model>-
/// <algorithm>" (the 2048-DPU, 1-epoch, weak-scaling breakdown runs), the same names with
/// "-strong" (the 10-epoch strong-scaling runs), and "pim-yfcc-<model>-ga-sgd-b4096": P's
/// YFCC breakdown figure uses GA-SGD with B = 4096, its scaling figures B = 8192.
std::vector<std::pair<std::string, std::vector<std::string>>> pimPresets();

}  // namespace scalescope::model
