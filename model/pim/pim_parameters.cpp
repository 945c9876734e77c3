// Rows of the parameter table for the PIM training model (model/README.md §5) and the typed
// accessor over them. Sources: P = Rhyner et al., PACT 2024 (arXiv:2404.07164);
// PrIM = Gómez-Luna et al., "Benchmarking a New Paradigm", IEEE Access 2022.
// "Fitted" defaults were chosen so that the defaults reproduce P's reported ratios (see
// model/pim/pim_calibration.h, which counts them against the targets); they lie within
// physically plausible ranges. Everything else is a measurement, a specification or a stated
// assumption.
#include <cmath>
#include <utility>

#include "model/core/parameter_rows.h"
#include "model/core/scenario.h"
#include "model/core/translatable.h"
#include "model/pim/pim.h"

namespace scalescope::model {

namespace {

constexpr auto kLin = SliderScale::Linear;
constexpr auto kLog = SliderScale::Log;

}  // namespace

std::vector<ParameterSpec> pimParameters() {
  const RowBuilder row{SCALESCOPE_TR_NOOP("Parameter", "PIM training"), 4};
  return {
      row.choice(
          Param::PimDataset, SCALESCOPE_TR_NOOP("Parameter", "Training set"),
          {{"yfcc100m", SCALESCOPE_TR_NOOP("Parameter", "YFCC100M")},
           {"criteo", SCALESCOPE_TR_NOOP("Parameter", "Criteo")}},
          0,
          SCALESCOPE_TR_NOOP("Parameter",
                             "YFCC100M-HNfc6 (dense, d = 4096) or Criteo (one-hot, 39 non-zeros of "
                             "d = 1,001,472), as prepared in P.")),
      row.choice(
          Param::PimModel, SCALESCOPE_TR_NOOP("Parameter", "Model"),
          {{"lr", SCALESCOPE_TR_NOOP("Parameter", "logistic regression (LR)")},
           {"svm", SCALESCOPE_TR_NOOP("Parameter", "linear SVM")}},
          0,
          SCALESCOPE_TR_NOOP(
              "Parameter", "Logistic regression (sigmoid and division per sample) or linear SVM.")),
      row.choice(Param::PimAlgorithm, SCALESCOPE_TR_NOOP("Parameter", "Algorithm"),
                 {{"ma-sgd", SCALESCOPE_TR_NOOP("Parameter", "MA-SGD")},
                  {"ga-sgd", SCALESCOPE_TR_NOOP("Parameter", "GA-SGD")},
                  {"admm", SCALESCOPE_TR_NOOP("Parameter", "ADMM")}},
                 0,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "MA-SGD averages models every local batch, GA-SGD averages gradients every "
                     "global batch, ADMM synchronises once per epoch.")),
      row.integer(
          Param::PimDpus, SCALESCOPE_TR_NOOP("Parameter", "DPUs N"), "DPUs", 64, 2560, 2048, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Number of DPUs (64 per rank). P scales over 256…2048; its breakdowns use 2048.")),
      row.choice(Param::PimScaling, SCALESCOPE_TR_NOOP("Parameter", "Scaling"),
                 {{"strong", SCALESCOPE_TR_NOOP("Parameter", "strong")},
                  {"weak", SCALESCOPE_TR_NOOP("Parameter", "weak")}},
                 1,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Strong: the 256-DPU training set (YFCC 851,968, Criteo 50,331,648 samples) "
                     "split over N DPUs. Weak: a fixed share per DPU (3,328 or 196,608 samples).")),
      row.integer(
          Param::PimEpochs, SCALESCOPE_TR_NOOP("Parameter", "Epochs"), "", 1, 100, 1, kLin,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Training epochs. P's time breakdowns are 1-epoch runs, its accuracy runs 10.")),
      row.integerOr(SCALESCOPE_TR_NOOP("Parameter", "paper default"), Param::PimBatchMa,
                    SCALESCOPE_TR_NOOP("Parameter", "MA-SGD local batch b"),
                    SCALESCOPE_TR_NOOP("Unit", "samples"), 0, 65536, 0, kLin,
                    SCALESCOPE_TR_NOOP(
                        "Parameter",
                        "Samples per DPU per MA-SGD step. 0 = the paper's default for the chosen "
                        "training set: 8 for YFCC (swept 8…64), 2048 for Criteo (1024…8192).")),
      row.integerOr(
          SCALESCOPE_TR_NOOP("Parameter", "paper default"), Param::PimBatchGa,
          SCALESCOPE_TR_NOOP("Parameter", "GA-SGD global batch B"),
          SCALESCOPE_TR_NOOP("Unit", "samples"), 0, 4194304, 0, kLin,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Samples per GA-SGD step over all DPUs. 0 = the paper's default for the chosen "
              "training set: 8192 for YFCC (4096…32768), 262,144 for Criteo "
              "(131,072…1,048,576).")),
      row.integerOr(
          SCALESCOPE_TR_NOOP("Parameter", "paper default"), Param::PimBatchAdmm,
          SCALESCOPE_TR_NOOP("Parameter", "ADMM local batch"),
          SCALESCOPE_TR_NOOP("Unit", "samples"), 0, 65536, 0, kLin,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Samples per DPU per local ADMM step. 0 = the paper's default for the chosen "
              "training set: 8 for YFCC, 2048 for Criteo.")),
      row.number(Param::PimDpuClockMhz, SCALESCOPE_TR_NOOP("Parameter", "DPU clock"), "MHz", 50,
                 1000, 350, kLin,
                 SCALESCOPE_TR_NOOP("Parameter", "DPU frequency of the system in P (350 MHz).")),
      row.integer(Param::PimTasklets, SCALESCOPE_TR_NOOP("Parameter", "Tasklets per DPU"), "", 1,
                  24, 16, kLin,
                  SCALESCOPE_TR_NOOP(
                      "Parameter",
                      "Hardware threads per DPU (P uses 16, the maximum is 24). The pipeline needs "
                      "at least 11 to issue one instruction per cycle (PrIM).")),
      row.number(
          Param::PimDmaAlphaReadCycles, SCALESCOPE_TR_NOOP("Parameter", "DMA latency α (read)"),
          SCALESCOPE_TR_NOOP("Unit", "cycles"), 0, 1000, 77, kLin,
          SCALESCOPE_TR_NOOP("Parameter",
                             "Fixed cost of one MRAM→WRAM transfer; cycles = α + β·bytes (PrIM).")),
      row.number(
          Param::PimDmaAlphaWriteCycles, SCALESCOPE_TR_NOOP("Parameter", "DMA latency α (write)"),
          SCALESCOPE_TR_NOOP("Unit", "cycles"), 0, 1000, 61, kLin,
          SCALESCOPE_TR_NOOP("Parameter",
                             "Fixed cost of one WRAM→MRAM transfer; cycles = α + β·bytes (PrIM).")),
      row.number(Param::PimDmaBetaCyclesPerByte, SCALESCOPE_TR_NOOP("Parameter", "DMA cost β"),
                 SCALESCOPE_TR_NOOP("Unit", "cycles/B"), 0.05, 4, 0.5, kLin,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Cycles per byte of an MRAM↔WRAM transfer (PrIM: 0.5, ≈630 MB/s sustained).")),
      row.integer(
          Param::PimDmaTransferBytes,
          SCALESCOPE_TR_NOOP("Parameter", "DMA transfer size, samples X"), "B", 8, 2048, 1024, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Bytes per streaming MRAM→WRAM transfer of training samples, a multiple of 8 "
              "(8…2048). Default: P's YFCC code reads 1/16 of a 4096-entry row per tasklet, "
              "4·4096/16 = 1024 B.")),
      row.integer(
          Param::PimDmaModelTransferBytes,
          SCALESCOPE_TR_NOOP("Parameter", "DMA transfer size, model W"), "B", 8, 2048, 512, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Bytes per streaming transfer of the model W (and ADMM's u−z), a multiple of 8. "
              "The gradient moves in transfers of the same number of entries (512 B as int32, "
              "1024 B as int64), at most 2048 B. Default 512 B: the transfer size of P's DPU "
              "code (CMU-SAFARI/PIM-Opt, MA-SGD/YFCC100M-HNfc6 host and DPU code).")),
      row.number(
          Param::PimCyclesPerMultiply, SCALESCOPE_TR_NOOP("Parameter", "Cycles per multiply"),
          SCALESCOPE_TR_NOOP("Unit", "cycles"), 1, 1000, 22.7, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Software-emulated 32×32→64-bit fixed-point multiply, pipeline cycles at full "
              "issue. Fitted: chosen so that the model gives P's DPU compute/MRAM ratio 2.46 for "
              "SVM on YFCC (MA-SGD) with the element cost below; see Help ▸ PIM model "
              "calibration.")),
      row.number(
          Param::PimCyclesPerElementOp, SCALESCOPE_TR_NOOP("Parameter", "Cycles per element op"),
          SCALESCOPE_TR_NOOP("Unit", "cycles"), 0.5, 100, 2, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Load, add, shift and loop work per vector element, pipeline cycles at full issue. "
              "Assumption (about two instructions per element); not fitted: it enters the same "
              "compute targets as the multiply, which is fitted given this value.")),
      row.number(
          Param::PimCyclesPerSigmoid, SCALESCOPE_TR_NOOP("Parameter", "Cycles per sigmoid"),
          SCALESCOPE_TR_NOOP("Unit", "cycles"), 1, 1e7, 83800, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Wall cycles of LR's per-sample sigmoid: one tasklet reduces the 16 partial dot "
              "products and evaluates it (expf and a double division in P's code: software "
              "floating point) while the others wait. Fitted: chosen so that the model gives "
              "P's DPU compute/MRAM ratio 6.38 for LR on YFCC (MA-SGD); only its sum with the "
              "division below matters.")),
      row.number(Param::PimCyclesPerDivision,
                 SCALESCOPE_TR_NOOP("Parameter", "Cycles per division"),
                 SCALESCOPE_TR_NOOP("Unit", "cycles"), 1, 1e6, 4000, kLog,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Wall cycles of LR's per-sample division on one tasklet (emulated, one "
                     "instruction per 11 cycles). Assumption; it enters only as a sum with the "
                     "sigmoid, which is fitted.")),
      row.number(Param::PimCpuToDpuGbsPerRank, SCALESCOPE_TR_NOOP("Parameter", "CPU→DPU per rank"),
                 "GB/s", 0.1, 100, 6.68, kLog,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Parallel host-to-MRAM bandwidth of one 64-DPU rank (PrIM: 6.68 GB/s).")),
      row.number(Param::PimDpuToCpuGbsPerRank, SCALESCOPE_TR_NOOP("Parameter", "DPU→CPU per rank"),
                 "GB/s", 0.1, 100, 4.74, kLog,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Parallel MRAM-to-host bandwidth of one 64-DPU rank (PrIM: 4.74 GB/s).")),
      row.number(
          Param::PimRankScalingExponent, SCALESCOPE_TR_NOOP("Parameter", "Rank scaling exponent γ"),
          "", 0, 1, 0.5, kLin,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Aggregate host↔DPU bandwidth = per-rank bandwidth·(N/64)^γ. 1 = every rank "
              "adds a full channel; lower = the host's memory channels and the CPU-side "
              "transposition saturate. Assumption (not measured for many ranks); 0.5 keeps "
              "256→2048 DPUs clearly below 8× as P reports. The communication ratios move with "
              "it: the calibration panel lists them for γ = 0…1.")),
      row.number(
          Param::PimHostElementsPerSecond,
          SCALESCOPE_TR_NOOP("Parameter", "Host averaging throughput"),
          SCALESCOPE_TR_NOOP("Unit", "elements/s"), 1e7, 1e12, 5.16e9, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "4-byte elements per second the host (2× Xeon Silver 4215 in P) sums or updates. "
              "Fitted: chosen so that the model gives P's communication ratio MA-SGD/ADMM = "
              "25.10× read as Criteo LR (≈21 GB/s). GA-SGD/ADMM = 640.35× is then predicted, "
              "not fitted.")),
      row.number(
          Param::PimAdmmHostPasses, SCALESCOPE_TR_NOOP("Parameter", "ADMM host passes"),
          SCALESCOPE_TR_NOOP("Unit", "passes"), 1, 20, 7, kLin,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Host work of one ADMM round in passes over N·d elements. The four steps "
              "(average w, average u, z update, u update) touch about 7 arrays of N·d when "
              "u−z is prepared for the push: the default, an assumption from that count (not "
              "fitted).")),
      row.number(
          Param::PimHostCallOverheadUs, SCALESCOPE_TR_NOOP("Parameter", "Host call overhead"), "µs",
          0, 1e5, 200, kLin,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Fixed cost of one host call to the DPUs. Each round P's host code issues two "
              "push transfers (model and bias; ADMM three, with u−z), one synchronous launch "
              "and two pull transfers; pushes count as CPU→DPU, pulls as DPU→CPU and the "
              "launch as host sync. Default 200 µs: an assumption of the order of 10²–10³ µs "
              "per call, not measured here.")),
      row.number(
          Param::PimCpuBandwidthGbs,
          SCALESCOPE_TR_NOOP("Parameter", "CPU sustained memory bandwidth"), "GB/s", 1, 10000, 266,
          kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "CPU baseline of P: 2× AMD EPYC 7742. Peak 409.6 GB/s (8 channels of DDR4-3200 "
              "per socket, AMD specification); default 266 GB/s ≈ 65 % of it, what a "
              "STREAM-like kernel sustains (assumption within published EPYC 7742 "
              "measurements). The hardware bound uses max(bytes/bandwidth, flops/peak).")),
      row.number(Param::PimCpuPeakGflops, SCALESCOPE_TR_NOOP("Parameter", "CPU peak"), "GFLOP/s", 1,
                 1e6, 9216, kLog,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "2× EPYC 7742: 2·64 cores · 2.25 GHz · 32 FP32 flop/cycle (two 256-bit FMA "
                     "units) = 9.2 TFLOP/s (AMD specification).")),
      row.integer(
          Param::PimCpuProcesses, SCALESCOPE_TR_NOOP("Parameter", "CPU processes"),
          SCALESCOPE_TR_NOOP("Unit", "processes"), 1, 4096, 128, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Processes of the CPU baseline: P runs 128 PyTorch processes (gloo) on the two "
              "EPYC 7742 sockets.")),
      row.number(
          Param::PimCpuAllreduceLatencyUs,
          SCALESCOPE_TR_NOOP("Parameter", "CPU allreduce latency L"), "µs", 0.01, 1e5, 30, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Latency L of one message of the CPU run's allreduce, priced as the timeline "
              "model's tree allreduce 2⌈log₂P⌉(L + V/B) of the 4d-byte model over P processes. "
              "Default 30 µs: an assumption for gloo between processes of one machine.")),
      row.number(Param::PimCpuAllreduceGbs,
                 SCALESCOPE_TR_NOOP("Parameter", "CPU allreduce bandwidth B"), "GB/s", 0.01, 1000,
                 5, kLog,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Bandwidth B of one message of the CPU run's allreduce. Default 5 GB/s: an "
                     "assumption for gloo between processes of one machine.")),
      row.number(Param::PimCpuStepOverheadUs,
                 SCALESCOPE_TR_NOOP("Parameter", "CPU per-step overhead"), "µs", 0.01, 1e5, 200,
                 kLog,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Framework cost of one local step of one CPU process (data loader, autograd, "
                     "optimizer step) beyond the arithmetic. Default 200 µs: an assumption of the "
                     "order of PyTorch's per-iteration cost for a tiny batch; P's baselines were "
                     "PyTorch, far from the hardware bound.")),
      row.choice(
          Param::PimGpuData, SCALESCOPE_TR_NOOP("Parameter", "GPU training data"),
          {{"streamed", SCALESCOPE_TR_NOOP("Parameter", "streamed over PCIe")},
           {"resident", SCALESCOPE_TR_NOOP("Parameter", "resident in HBM")}},
          0,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Where the GPU baseline finds the training set. streamed (default): in host "
              "memory, moved over PCIe every epoch, as P's GPU code does (a DataLoader copying "
              "each batch to the card); at 2048 DPUs under weak scaling YFCC alone is 6.8 M × "
              "16 KiB ≈ 112 GB, more than the card's 80 GB. resident: already in HBM, when it "
              "fits (else it is streamed and the plot says so).")),
      row.number(
          Param::PimGpuBandwidthGbs, SCALESCOPE_TR_NOOP("Parameter", "GPU sustained HBM bandwidth"),
          "GB/s", 1, 100000, 1700, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "GPU baseline of P: NVIDIA A100 80 GB PCIe, HBM2e peak 1,935 GB/s (NVIDIA "
              "datasheet); default 1,700 GB/s ≈ 88 %, the 85–90 % a streaming kernel sustains "
              "(assumption).")),
      row.number(
          Param::PimPcieGbs, SCALESCOPE_TR_NOOP("Parameter", "GPU host link (PCIe)"), "GB/s", 0.1,
          1000, 25, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Host→GPU bandwidth for the streamed training set: PCIe 4.0 x16, 31.5 GB/s per "
              "direction by specification; default 25 GB/s sustained with pinned memory "
              "(assumption).")),
      row.number(
          Param::PimGpuMemoryGb, SCALESCOPE_TR_NOOP("Parameter", "GPU memory"), "GB", 1, 10000, 80,
          kLog,
          SCALESCOPE_TR_NOOP("Parameter",
                             "Memory of the GPU: a resident training set must fit (A100 80 GB).")),
      row.number(
          Param::PimGpuPeakGflops, SCALESCOPE_TR_NOOP("Parameter", "GPU peak"), "GFLOP/s", 1, 1e6,
          19500, kLog,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "A100 FP32 peak without tensor cores, 19.5 TFLOP/s (NVIDIA datasheet). The linear "
              "models are memory-bound, so the peak hardly matters.")),
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
  p.dmaModelTransferBytes = s.get(Param::PimDmaModelTransferBytes);
  for (Param id : {Param::PimDmaTransferBytes, Param::PimDmaModelTransferBytes})
    if (std::fmod(s.get(id), 8.0) != 0.0)
      return Result<PimParams>::failure(modelMessage(
          SCALESCOPE_TR_NOOP("Model", "%1: %2 B is not a multiple of 8 (MRAM DMA alignment)"),
          {std::string(paramId(id)), formatParameterValue(parameterSpec(id), s.get(id))}));
  p.cyclesPerMultiply = s.get(Param::PimCyclesPerMultiply);
  p.cyclesPerElementOp = s.get(Param::PimCyclesPerElementOp);
  p.cyclesPerSigmoid = s.get(Param::PimCyclesPerSigmoid);
  p.cyclesPerDivision = s.get(Param::PimCyclesPerDivision);
  p.cpuToDpuBytesPerSecondPerRank = s.get(Param::PimCpuToDpuGbsPerRank) * 1e9;
  p.dpuToCpuBytesPerSecondPerRank = s.get(Param::PimDpuToCpuGbsPerRank) * 1e9;
  p.rankScalingExponent = s.get(Param::PimRankScalingExponent);
  p.hostElementsPerSecond = s.get(Param::PimHostElementsPerSecond);
  p.admmHostPasses = s.get(Param::PimAdmmHostPasses);
  p.hostCallOverheadSeconds = s.get(Param::PimHostCallOverheadUs) * 1e-6;
  p.cpuBandwidthBytesPerSecond = s.get(Param::PimCpuBandwidthGbs) * 1e9;
  p.cpuPeakFlopsPerSecond = s.get(Param::PimCpuPeakGflops) * 1e9;
  p.cpuProcesses = int(s.get(Param::PimCpuProcesses));
  p.cpuAllreduceLatencySeconds = s.get(Param::PimCpuAllreduceLatencyUs) * 1e-6;
  p.cpuAllreduceBytesPerSecond = s.get(Param::PimCpuAllreduceGbs) * 1e9;
  p.cpuStepOverheadSeconds = s.get(Param::PimCpuStepOverheadUs) * 1e-6;
  p.gpuDataResident = s.choiceName(Param::PimGpuData) == "resident";
  p.gpuBandwidthBytesPerSecond = s.get(Param::PimGpuBandwidthGbs) * 1e9;
  p.pcieBytesPerSecond = s.get(Param::PimPcieGbs) * 1e9;
  p.gpuMemoryBytes = s.get(Param::PimGpuMemoryGb) * 1e9;
  p.gpuPeakFlopsPerSecond = s.get(Param::PimGpuPeakGflops) * 1e9;
  if (auto message = checkPimParams(p)) return Result<PimParams>::failure(*message);
  return p;
}

}  // namespace scalescope::model
