// Rows of the parameter table for the PIM training model (SCIENCE.md §5) and the typed
// accessor over them. Sources: P = Rhyner et al., PACT 2024 (arXiv:2404.07164);
// PrIM = Gómez-Luna et al., "Benchmarking a New Paradigm", IEEE Access 2022.
// "Calibrated" defaults were chosen so that the defaults reproduce P's reported ratios
// (see model/pim/pim_calibration.h); they lie within physically plausible ranges.
#include <cmath>
#include <utility>

#include "model/core/parameter_rows.h"
#include "model/core/scenario.h"
#include "model/pim/pim.h"

namespace scalescope::model {

namespace {

constexpr auto kLin = SliderScale::Linear;
constexpr auto kLog = SliderScale::Log;

}  // namespace

std::vector<ParameterSpec> pimParameters() {
  const RowBuilder row{"PIM training", 4};
  return {
      row.choice(Param::PimDataset, "Training set",
                 {{"yfcc100m", "YFCC100M"}, {"criteo", "Criteo"}}, 0,
                 "YFCC100M-HNfc6 (dense, d = 4096) or Criteo (one-hot, 39 non-zeros of "
                 "d = 1,001,472), as prepared in P."),
      row.choice(Param::PimModel, "Model",
                 {{"lr", "logistic regression (LR)"}, {"svm", "linear SVM"}}, 0,
                 "Logistic regression (sigmoid and division per sample) or linear SVM."),
      row.choice(Param::PimAlgorithm, "Algorithm",
                 {{"ma-sgd", "MA-SGD"}, {"ga-sgd", "GA-SGD"}, {"admm", "ADMM"}}, 0,
                 "MA-SGD averages models every local batch, GA-SGD averages gradients every "
                 "global batch, ADMM synchronises once per epoch."),
      row.integer(Param::PimDpus, "DPUs N", "DPUs", 64, 2560, 2048, kLog,
                  "Number of DPUs (64 per rank). P scales over 256…2048; its breakdowns use 2048."),
      row.choice(Param::PimScaling, "Scaling", {{"strong", "strong"}, {"weak", "weak"}}, 1,
                 "Strong: the 256-DPU training set (YFCC 851,968, Criteo 50,331,648 samples) "
                 "split over N DPUs. Weak: a fixed share per DPU (3,328 or 196,608 samples)."),
      row.integer(Param::PimEpochs, "Epochs", "", 1, 100, 1, kLin,
                  "Training epochs. P's time breakdowns are 1-epoch runs, its accuracy runs 10."),
      row.integerOr("paper default", Param::PimBatchMa, "MA-SGD local batch b", "samples", 0, 65536,
                    0, kLin,
                    "Samples per DPU per MA-SGD step. 0 = the paper's default for the chosen "
                    "training set: 8 for YFCC (swept 8…64), 2048 for Criteo (1024…8192)."),
      row.integerOr("paper default", Param::PimBatchGa, "GA-SGD global batch B", "samples", 0,
                    4194304, 0, kLin,
                    "Samples per GA-SGD step over all DPUs. 0 = the paper's default for the chosen "
                    "training set: 8192 for YFCC (4096…32768), 262,144 for Criteo "
                    "(131,072…1,048,576)."),
      row.integerOr("paper default", Param::PimBatchAdmm, "ADMM local batch", "samples", 0, 65536,
                    0, kLin,
                    "Samples per DPU per local ADMM step. 0 = the paper's default for the chosen "
                    "training set: 8 for YFCC, 2048 for Criteo."),
      row.number(Param::PimDpuClockMhz, "DPU clock", "MHz", 50, 1000, 350, kLin,
                 "DPU frequency of the system in P (350 MHz)."),
      row.integer(Param::PimTasklets, "Tasklets per DPU", "", 1, 24, 16, kLin,
                  "Hardware threads per DPU (P uses 16, the maximum is 24). The pipeline needs "
                  "at least 11 to issue one instruction per cycle (PrIM)."),
      row.number(Param::PimDmaAlphaReadCycles, "DMA latency α (read)", "cycles", 0, 1000, 77, kLin,
                 "Fixed cost of one MRAM→WRAM transfer; cycles = α + β·bytes (PrIM)."),
      row.number(Param::PimDmaAlphaWriteCycles, "DMA latency α (write)", "cycles", 0, 1000, 61,
                 kLin, "Fixed cost of one WRAM→MRAM transfer; cycles = α + β·bytes (PrIM)."),
      row.number(Param::PimDmaBetaCyclesPerByte, "DMA cost β", "cycles/B", 0.05, 4, 0.5, kLin,
                 "Cycles per byte of an MRAM↔WRAM transfer (PrIM: 0.5, ≈630 MB/s sustained)."),
      row.integer(Param::PimDmaTransferBytes, "DMA transfer size", "B", 8, 2048, 1024, kLog,
                  "Bytes per streaming transfer, a multiple of 8 (8…2048). Default: P's code reads "
                  "1/16 of a 4096-entry row per tasklet, 4·4096/16 = 1024 B."),
      row.number(Param::PimCyclesPerMultiply, "Cycles per multiply", "cycles", 1, 1000, 20, kLog,
                 "Software-emulated 32×32→64-bit fixed-point multiply, pipeline cycles at full "
                 "issue. Calibrated (DPU compute/MRAM = 2.46 for SVM on YFCC)."),
      row.number(Param::PimCyclesPerElementOp, "Cycles per element op", "cycles", 0.5, 100, 2, kLog,
                 "Load, add, shift and loop work per vector element, pipeline cycles at full "
                 "issue. Calibrated together with the multiply."),
      row.number(Param::PimCyclesPerSigmoid, "Cycles per sigmoid", "cycles", 1, 1e7, 80000, kLog,
                 "Wall cycles of LR's per-sample sigmoid: one tasklet reduces the 16 partial dot "
                 "products and evaluates it (software floating point in P's code) while the "
                 "others wait. Calibrated (DPU compute/MRAM = 6.38 for LR on YFCC)."),
      row.number(Param::PimCyclesPerDivision, "Cycles per division", "cycles", 1, 1e6, 4000, kLog,
                 "Wall cycles of LR's per-sample division on one tasklet (emulated, one "
                 "instruction per 11 cycles). Assumption."),
      row.number(Param::PimCpuToDpuGbsPerRank, "CPU→DPU per rank", "GB/s", 0.1, 100, 6.7, kLog,
                 "Parallel host-to-MRAM bandwidth of one 64-DPU rank (PrIM: 6.68 GB/s)."),
      row.number(Param::PimDpuToCpuGbsPerRank, "DPU→CPU per rank", "GB/s", 0.1, 100, 4.7, kLog,
                 "Parallel MRAM-to-host bandwidth of one 64-DPU rank (PrIM: 4.74 GB/s)."),
      row.number(Param::PimRankScalingExponent, "Rank scaling exponent γ", "", 0, 1, 0.5, kLin,
                 "Aggregate host↔DPU bandwidth = per-rank bandwidth·(N/64)^γ. 1 = every rank "
                 "adds a full channel; lower = the host's memory channels and the CPU-side "
                 "transposition saturate. Assumption (not measured for many ranks); 0.5 keeps "
                 "256→2048 DPUs clearly below 8× as P reports."),
      row.number(Param::PimHostElementsPerSecond, "Host averaging throughput", "elements/s", 1e7,
                 1e12, 4.4e9, kLog,
                 "4-byte elements per second the host (2× Xeon Silver 4215 in P) sums or updates. "
                 "Calibrated (Criteo LR communication ratios 25.10× and 640.35×); ≈18 GB/s."),
      row.number(Param::PimAdmmHostPasses, "ADMM host passes", "passes", 1, 20, 7, kLin,
                 "Host work of one ADMM round in passes over N·d elements. The four steps "
                 "(average w, average u, z update, u update) touch about 7 arrays of N·d when "
                 "u−z is prepared for the push: the default. Calibrated with the throughput."),
      row.number(Param::PimCpuBandwidthGbs, "CPU memory bandwidth", "GB/s", 1, 10000, 409.6, kLog,
                 "CPU baseline of P: 2× AMD EPYC 7742, 8 channels of DDR4-3200 per socket = "
                 "204.8 GB/s per socket (AMD specification). A peak figure, so the estimate is a "
                 "lower bound on the CPU's time; enter a sustained (STREAM-like) value for a "
                 "closer one."),
      row.number(Param::PimCpuPeakGflops, "CPU peak", "GFLOP/s", 1, 1e6, 9216, kLog,
                 "2× EPYC 7742: 2·64 cores · 2.25 GHz · 32 FP32 flop/cycle (two 256-bit FMA "
                 "units) = 9.2 TFLOP/s (AMD specification)."),
      row.number(Param::PimGpuBandwidthGbs, "GPU memory bandwidth", "GB/s", 1, 100000, 1935, kLog,
                 "GPU baseline of P: NVIDIA A100 80 GB PCIe, HBM2e 1,935 GB/s (NVIDIA "
                 "datasheet). A peak figure, so the estimate is a lower bound on the GPU's time."),
      row.number(Param::PimGpuPeakGflops, "GPU peak", "GFLOP/s", 1, 1e6, 19500, kLog,
                 "A100 FP32 peak without tensor cores, 19.5 TFLOP/s (NVIDIA datasheet)."),
  };
}

Result<PimParams> pimParams(const Scenario& s) {
  PimParams p;
  const auto& dataset = s.choiceName(Param::PimDataset);
  p.dataset = dataset == "criteo" ? PimDataset::Criteo : PimDataset::Yfcc100m;
  p.model = s.choiceName(Param::PimModel) == "svm" ? PimModel::Svm : PimModel::LogisticRegression;
  const auto& algorithm = s.choiceName(Param::PimAlgorithm);
  p.algorithm = algorithm == "ga-sgd" ? PimAlgorithm::GaSgd
                : algorithm == "admm" ? PimAlgorithm::Admm
                                      : PimAlgorithm::MaSgd;
  p.scaling = s.choiceName(Param::PimScaling) == "strong" ? PimScaling::Strong : PimScaling::Weak;
  p.dpus = int(s.get(Param::PimDpus));
  p.epochs = int(s.get(Param::PimEpochs));
  p.batchMa = s.get(Param::PimBatchMa);
  p.batchGa = s.get(Param::PimBatchGa);
  p.batchAdmm = s.get(Param::PimBatchAdmm);
  p.dpuClockHz = s.get(Param::PimDpuClockMhz) * 1e6;
  p.tasklets = int(s.get(Param::PimTasklets));
  p.dmaAlphaReadCycles = s.get(Param::PimDmaAlphaReadCycles);
  p.dmaAlphaWriteCycles = s.get(Param::PimDmaAlphaWriteCycles);
  p.dmaBetaCyclesPerByte = s.get(Param::PimDmaBetaCyclesPerByte);
  p.dmaTransferBytes = s.get(Param::PimDmaTransferBytes);
  if (std::fmod(p.dmaTransferBytes, 8.0) != 0.0)
    return Result<PimParams>::failure(
        std::string(paramId(Param::PimDmaTransferBytes)) + ": " +
        formatParameterValue(parameterSpec(Param::PimDmaTransferBytes), p.dmaTransferBytes) +
        " B is not a multiple of 8 (MRAM DMA alignment)");
  p.cyclesPerMultiply = s.get(Param::PimCyclesPerMultiply);
  p.cyclesPerElementOp = s.get(Param::PimCyclesPerElementOp);
  p.cyclesPerSigmoid = s.get(Param::PimCyclesPerSigmoid);
  p.cyclesPerDivision = s.get(Param::PimCyclesPerDivision);
  p.cpuToDpuBytesPerSecondPerRank = s.get(Param::PimCpuToDpuGbsPerRank) * 1e9;
  p.dpuToCpuBytesPerSecondPerRank = s.get(Param::PimDpuToCpuGbsPerRank) * 1e9;
  p.rankScalingExponent = s.get(Param::PimRankScalingExponent);
  p.hostElementsPerSecond = s.get(Param::PimHostElementsPerSecond);
  p.admmHostPasses = s.get(Param::PimAdmmHostPasses);
  p.cpuBandwidthBytesPerSecond = s.get(Param::PimCpuBandwidthGbs) * 1e9;
  p.cpuPeakFlopsPerSecond = s.get(Param::PimCpuPeakGflops) * 1e9;
  p.gpuBandwidthBytesPerSecond = s.get(Param::PimGpuBandwidthGbs) * 1e9;
  p.gpuPeakFlopsPerSecond = s.get(Param::PimGpuPeakGflops) * 1e9;
  if (auto message = validatePimParams(p); !message.empty())
    return Result<PimParams>::failure(message);
  return p;
}

}  // namespace scalescope::model
