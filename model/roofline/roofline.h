#pragma once
// The roofline of model/README.md §7: attainable performance against operational intensity,
// min(compute roof, bandwidth roof · intensity) (Williams, Waterman and Patterson, CACM 2009),
// with the roofs of the PIM paper's three machines built from the PIM parameters, so that they
// move with the sliders: the UPMEM system at N DPUs (DPU pipeline, MRAM↔WRAM DMA, and the host
// links, the communication roofs), the CPU baseline and the GPU baseline with its PCIe link.
// The dots are the PIM model's phases of one epoch, each at its own intensity (the epoch's
// training operations over the bytes that phase moves) and its own performance (those
// operations over the phase's time), and the baselines' epochs.

#include <string>
#include <utility>
#include <vector>

#include "model/core/result.h"
#include "model/data/dataset_collection.h"
#include "model/data/measured_roofs.h"
#include "model/data/roofline_kernels.h"
#include "model/pim/pim.h"

namespace scalescope::model {

class Scenario;

/// What a roof limits: operations per second, or bytes per second through memory or a link
/// between processors (the communication roofs, whose intensity counts bytes moved per step).
enum class RoofKind { Compute, Memory, Communication };
/// Where a roof's number comes from, shown with it (model/README.md §7): typed is a number the
/// user typed for the custom machine.
enum class RoofOrigin { Specification, Measured, Assumed, Fitted, Typed };

/// Which of the PIM paper's machines a roofline shows, the machine whose roofs the user types
/// (customMachine), a machine whose roofs a tool measured (a file's MeasuredRoofSet,
/// measuredMachine), or the timeline model's N units (timeline_roofline.h).
enum class RooflineMachineId { Upmem, Cpu, Gpu, Custom, Measured, Timeline };

struct Roof {
  std::string id;  ///< "dpu-pipeline", "mram", "cpu-to-dpu", ... (names: views/roofline)
  RoofKind kind = RoofKind::Compute;
  double value = 0;  ///< op/s (compute) or B/s (memory, communication)
  RoofOrigin origin = RoofOrigin::Specification;
  bool subCeiling = false;   ///< a lower compute ceiling (emulated multiply), not the peak
  std::string name;          ///< a measured roof's name in its file ("DRAM"); "" for presets
  double specification = 0;  ///< a measured roof's value as its file states it; 0: none
  /// A compute roof of a number format the model's training does not use (FP64, FP16 or INT8
  /// on tensor cores): drawn to show what another precision could reach, never the flat top a
  /// dot is judged against.
  bool otherPrecision = false;
  bool operator==(const Roof&) const = default;
};

struct RooflineMachine {
  RooflineMachineId id = RooflineMachineId::Upmem;
  std::vector<Roof> roofs;
  /// The highest compute roof that is neither a sub-ceiling nor of another precision: the
  /// flat top of the roofline.
  const Roof& peak() const;
  /// The roof with `id`; throws std::out_of_range for an unknown id.
  const Roof& roof(const std::string& id) const;
};

/// Performance a kernel of `intensity` op/B can reach under `bandwidth`:
/// min(peak, bandwidth · intensity). A compute roof alone gives its value.
double attainable(const Roof& peak, const Roof& bandwidth, double intensity);
/// The intensity where `bandwidth`'s slope meets `compute`: compute / bandwidth, op/B.
double ridgePoint(const Roof& compute, const Roof& bandwidth);

/// The UPMEM system at params.dpus DPUs:
///  - dpu-pipeline: N · f · min(1, tasklets/11) native 32-bit operations per second (one
///    instruction per cycle with 11 tasklets or more, PrIM);
///  - dpu-multiply: the same over the cycles of one emulated 32×32 multiply (a sub-ceiling);
///  - mram: N · f / β, the MRAM↔WRAM DMA bandwidth of large transfers (PrIM's β);
///  - cpu-to-dpu, dpu-to-cpu: the per-rank host bandwidth · (N/64)^γ (PrIM one rank, γ an
///    assumption);
///  - host-averaging: 4 B · the host's averaging throughput (fitted).
RooflineMachine upmemMachine(const PimParams& params);
/// 2× AMD EPYC 7742: cpu-peak (FP32) and dram (sustained); of another precision cpu-fp64,
/// half the FP32 peak (a 256-bit FMA unit holds 4 doubles where it holds 8 floats).
RooflineMachine cpuMachine(const PimParams& params);
/// NVIDIA A100 80 GB PCIe: gpu-peak (FP32), hbm (sustained) and pcie (host link); of other
/// precisions, in the datasheet's ratios to its FP32 19.5 TFLOP/s: gpu-fp64 (9.7), and dense
/// on tensor cores gpu-fp16-tensor (312) and gpu-int8-tensor (624 TOPS).
RooflineMachine gpuMachine(const PimParams& params);
/// The ratios of gpuMachine's other precisions to the FP32 peak (NVIDIA A100 datasheet).
inline constexpr double kA100Fp64OverFp32 = 9.7 / 19.5;
inline constexpr double kA100Fp16TensorOverFp32 = 312.0 / 19.5;
inline constexpr double kA100Int8TensorOverFp32 = 624.0 / 19.5;

/// The machine whose roofs the user types (the roofline.* rows): a peak, a memory bandwidth
/// and, when not 0, a link bandwidth, all in SI units.
struct CustomMachineParams {
  double peakOpsPerSecond = 0;
  double memoryBytesPerSecond = 0;
  double linkBytesPerSecond = 0;  ///< 0: no link roof
  bool operator==(const CustomMachineParams&) const = default;
};
/// Reads the roofline.* rows of a scenario (ParamArea::Roofline).
CustomMachineParams customMachineParams(const Scenario& scenario);
/// custom-peak, custom-memory and custom-link (when its bandwidth is not 0), origin Typed.
RooflineMachine customMachine(const CustomMachineParams& params);

/// One of the presets; throws std::invalid_argument for Custom, Measured and Timeline (their
/// roofs come from the user, a file or the timeline's parameters: customMachine,
/// measuredMachine, timelineRoofline).
RooflineMachine rooflineMachine(RooflineMachineId id, const PimParams& params);
/// The roofs a tool measured: each roof measured (origin Measured), its id the file's name in
/// lower case ("dram", the level a kernel table names), its name and stated value kept. A file
/// that measured bandwidths only (likwid-bench's copy or triad) takes the custom machine's peak
/// as its compute roof, origin Typed, id custom-peak.
RooflineMachine measuredMachine(const MeasuredRoofSet& set, const CustomMachineParams& custom);

/// The network's roofs from the loaded point-to-point latency tables (OSU's osu_latency, IMB's
/// PingPong): each table's α–β fit T(m) = L + m/B (model/measured/alpha_beta_fit.h) with
/// R² ≥ kMinNetworkFitR2 and a positive latency gives a communication roof of bandwidth B,
/// origin Fitted, id "network-" + its group in lower case, its name the group (the views say
/// "Network: GROUP (α–β fit)"), specification 0. One roof per group, from its table at the most
/// processes. A collective's line is not one link's bandwidth and gives none. The user's machines
/// (custom, measured) carry them: the paper's machines are single nodes.
std::vector<Roof> networkRoofs(const DatasetCollection& data);

/// A kernel on the roofline at one level of the memory and communication hierarchy: `ops`
/// done in `seconds` while `bytes` moved through the level of `roofId`. A run measured at
/// several levels gives several dots at one performance (the hierarchical roofline of Yang,
/// Kurth and Williams, 2020): the dot nearest its roof shows the level with the least slack.
struct RooflineDot {
  std::string id;      ///< "dpu", "cpu-to-dpu", "dpu-to-cpu", "host", "cpu-bound", ...
  std::string roofId;  ///< the bandwidth roof of its level
  PimAlgorithm algorithm = PimAlgorithm::MaSgd;
  double ops = 0;
  double bytes = 0;
  double seconds = 0;       ///< the whole run (the epoch)
  double levelSeconds = 0;  ///< the part of it spent at this level (the breakdown's phases)
  bool binding = false;     ///< the level that takes the most time of the run
  double intensity() const { return ops / bytes; }
  double performance() const { return ops / seconds; }
};

/// Where a dot sits against the roofline of `machine`.
struct DotVerdict {
  double attainable = 0;  ///< min(peak, roof · intensity) at the dot's intensity
  double fraction = 0;    ///< performance / attainable
  /// Above the roof by more than rounding: a units or counting error, never a win.
  bool aboveRoof = false;
};
DotVerdict judgeDot(const RooflineMachine& machine, const RooflineDot& dot);
/// The roof a measured kernel's bytes crossed on `machine`: the roof its level names when the
/// machine has it, else the fastest memory roof (else the peak).
const Roof& kernelRoof(const RooflineMachine& machine, const RooflineKernel& kernel);
/// Where a measured kernel sits against the roofline of `machine` (under kernelRoof).
DotVerdict judgeKernel(const RooflineMachine& machine, const RooflineKernel& kernel);

/// One epoch of params (its algorithm) on the UPMEM system, one dot per level; all count the
/// same operations, the training arithmetic of the epoch (samples · flops per sample), at the
/// epoch's performance ops / epoch time:
///  - dpu: bytes between MRAM and WRAM of all DPUs, roof mram, time DPU compute + MRAM↔WRAM;
///  - cpu-to-dpu, dpu-to-cpu: the bytes of that direction over the epoch, roof of the link;
///  - host: 4 B per element the host averages, roof host-averaging, time the host sync.
/// The binding dot is the level with the most time (the DPU when compute and DMA together
/// take the most).
Result<std::vector<RooflineDot>> upmemDots(const PimParams& params);
/// The same for every algorithm (MA-SGD, GA-SGD, ADMM), the others' fields unchanged; an
/// algorithm whose batch does not fit is left out.
std::vector<RooflineDot> upmemDotsAllAlgorithms(const PimParams& params);
/// DPU counts of a dot's path over N: 64, 128, …, 2,048 and 2,560 (the range of pim.dpus).
std::vector<int> rooflinePathDpuCounts();
/// The dots of params' algorithm at each of `dpuCounts` (the other parameters unchanged), in
/// order; a count whose epoch cannot be evaluated (a batch larger than a DPU's share) is left
/// out. The path of a level over N: under weak scaling its intensity stays, its performance
/// grows with N while the host link's roof grows only as (N/64)^γ.
std::vector<std::pair<int, std::vector<RooflineDot>>> upmemDotsOverN(
    const PimParams& params, const std::vector<int>& dpuCounts);
/// The baselines' epochs: cpu-bound (the CPU hardware bound, on its roof by construction: a
/// consistency check, not a prediction) and cpu-algorithm (the same algorithm with its
/// synchronisation and framework overhead) against dram on the CPU; gpu-bound against pcie
/// when the training set is streamed, hbm when it is resident.
Result<std::vector<RooflineDot>> baselineDots(const PimParams& params);

}  // namespace scalescope::model
