#include "model/pim/pim_workload.h"

#include <algorithm>
#include <cmath>
#include <string>

#include "model/core/number_text.h"

namespace scalescope::model {

namespace {

// Sizes and batches of the paper's code (Rhyner et al. 2024, model/README.md §5).
const PimDatasetShape kYfcc{"yfcc100m", "YFCC100M-HNfc6", 4096, 4096, false, 3328, 8, 8192, 8};
const PimDatasetShape kCriteo{"criteo", "Criteo", 1001472, 39, true, 196608, 2048, 262144, 2048};

constexpr double kEntryBytes = 4.0;            // int32 fixed point (Q1.31)
constexpr double kRandomAccessBytes = 8.0;     // smallest aligned MRAM transfer
constexpr double kMaSweepOpsPerEntry = 4.0;    // zero gradient, scale, add, clamp
constexpr double kAdmmSweepOpsPerEntry = 5.0;  // the same plus the proximal term ρ(w−z+u)

// Counts computed in floating point can land a hair above an integer (m/N with m = r·N).
double ceilCount(double x) {
  return std::ceil(x - 1e-9 * std::max(1.0, x));
}

// Work of one sample on one DPU.
struct SampleCost {
  double parallelCycles = 0;
  double serialCycles = 0;
  double mramCycles = 0;
  double mramBytes = 0;  ///< bytes moved between MRAM and WRAM
};

// Transfer sizes of P's DPU code: X in params.dmaTransferBytes (1024 B: a 4096-entry row split
// over 16 tasklets), W and u−z in params.dmaModelTransferBytes (512 B), and the gradient in
// transfers of the same number of entries (1024 B when it is int64), at most 2048 B.
struct Transfers {
  double sample, model, gradient;
};
Transfers transfers(const PimParams& p, double gradientEntryBytes) {
  return {p.dmaTransferBytes, p.dmaModelTransferBytes,
          std::min(2048.0, p.dmaModelTransferBytes * gradientEntryBytes / kEntryBytes)};
}

double readCycles(const PimParams& p, double bytes, double transfer) {
  return pimStreamDmaCycles(bytes, transfer, p.dmaAlphaReadCycles, p.dmaBetaCyclesPerByte);
}
double writeCycles(const PimParams& p, double bytes, double transfer) {
  return pimStreamDmaCycles(bytes, transfer, p.dmaAlphaWriteCycles, p.dmaBetaCyclesPerByte);
}

SampleCost sampleCost(const PimParams& p, const PimDatasetShape& shape, double gradientEntry) {
  const double nnz = shape.nonZerosPerSample;
  const bool lr = p.model == PimModel::LogisticRegression;
  const Transfers t = transfers(p, gradientEntry);
  SampleCost c;
  // LR's sigmoid and division run on one tasklet after the partial dot products are reduced.
  c.serialCycles = lr ? p.cyclesPerSigmoid + p.cyclesPerDivision : 0.0;
  if (!shape.sparse) {
    // Dot product of fixed-point products; gradient: multiplies (LR) or shifts (SVM).
    const double dot = nnz * (p.cyclesPerMultiply + p.cyclesPerElementOp);
    const double gradient = lr ? dot : nnz * p.cyclesPerElementOp;
    c.parallelCycles = dot + gradient;
    // Read the sample and the model; read the gradient and write it back.
    const double vector = kEntryBytes * shape.modelEntries;
    const double gradientBytes = gradientEntry * shape.modelEntries;
    c.mramCycles = readCycles(p, vector, t.sample) + readCycles(p, vector, t.model) +
                   readCycles(p, gradientBytes, t.gradient) +
                   writeCycles(p, gradientBytes, t.gradient);
    c.mramBytes = 2 * vector + 2 * gradientBytes;
  } else {
    // One-hot features: summing and updating nnz weights needs no multiply. Each weight and
    // gradient entry is one smallest aligned transfer.
    c.parallelCycles = 2 * nnz * p.cyclesPerElementOp;
    const double randomRead = p.dmaAlphaReadCycles + p.dmaBetaCyclesPerByte * kRandomAccessBytes;
    const double randomWrite = p.dmaAlphaWriteCycles + p.dmaBetaCyclesPerByte * kRandomAccessBytes;
    c.mramCycles =
        readCycles(p, kEntryBytes * nnz, t.sample) + nnz * (2 * randomRead + randomWrite);
    c.mramBytes = kEntryBytes * nnz + 3 * nnz * kRandomAccessBytes;
  }
  return c;
}

// One pass of a DPU over its dense model after a local batch: read the model and the
// gradient (ADMM: and u−z), write the updated model and the zeroed gradient.
SampleCost sweepCost(const PimParams& p, const PimDatasetShape& shape, bool admm,
                     double gradientEntry) {
  const Transfers t = transfers(p, gradientEntry);
  const double vector = kEntryBytes * shape.modelEntries;
  const double gradientBytes = gradientEntry * shape.modelEntries;
  SampleCost c;
  c.parallelCycles = shape.modelEntries * p.cyclesPerElementOp *
                     (admm ? kAdmmSweepOpsPerEntry : kMaSweepOpsPerEntry);
  c.mramCycles = (admm ? 2 : 1) * readCycles(p, vector, t.model) +
                 readCycles(p, gradientBytes, t.gradient) + writeCycles(p, vector, t.model) +
                 writeCycles(p, gradientBytes, t.gradient);
  c.mramBytes = (admm ? 3 : 2) * vector + 2 * gradientBytes;
  return c;
}

}  // namespace

const PimDatasetShape& pimDatasetShape(PimDataset dataset) {
  return dataset == PimDataset::Criteo ? kCriteo : kYfcc;
}

double pimStreamDmaCycles(double bytes, double transferBytes, double alphaCycles,
                          double betaCyclesPerByte) {
  if (bytes <= 0) return 0.0;
  return ceilCount(bytes / transferBytes) * alphaCycles + betaCyclesPerByte * bytes;
}

double pimResolvedBatch(const PimParams& p) {
  const auto& shape = pimDatasetShape(p.dataset);
  switch (p.algorithm) {
    case PimAlgorithm::MaSgd:
      return p.batchMa > 0 ? p.batchMa : shape.batchMa;
    case PimAlgorithm::GaSgd:
      return p.batchGa > 0 ? p.batchGa : shape.batchGa;
    case PimAlgorithm::Admm:
      return p.batchAdmm > 0 ? p.batchAdmm : shape.batchAdmm;
  }
  return 1.0;
}

Result<PimWorkload> pimWorkload(const PimParams& p, int dpus) {
  using R = Result<PimWorkload>;
  if (auto message = checkPimParams(p)) return R::failure(*message);
  if (dpus < 1)
    return R::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "PIM: the number of DPUs must be at least 1")));
  const auto& shape = pimDatasetShape(p.dataset);
  const double n = dpus;
  const double d = shape.modelEntries;
  // P's Criteo code accumulates gradients as int64 for every algorithm (MA-SGD and ADMM keep
  // them in MRAM, GA-SGD also pulls them); its YFCC code keeps int32.
  const double gradientBytes = shape.sparse ? 8.0 : kEntryBytes;

  PimWorkload w;
  w.samples = shape.rowsPerDpu *
              (p.scaling == PimScaling::Weak ? n : double(kPimStrongScalingReferenceDpus));
  w.batch = pimResolvedBatch(p);
  const double rowsPerDpu = ceilCount(w.samples / n);
  const double modelBytes = kEntryBytes * d;

  switch (p.algorithm) {
    case PimAlgorithm::MaSgd:
    case PimAlgorithm::Admm: {
      if (w.batch > rowsPerDpu)
        return R::failure(modelMessage(
            SCALESCOPE_TR_NOOP(
                "Model", "%1: local batch %2 exceeds the %3 samples each of the %4 DPUs holds"),
            {p.algorithm == PimAlgorithm::MaSgd ? "pim.batch_ma" : "pim.batch_admm",
             wholeNumber(w.batch), wholeNumber(rowsPerDpu), wholeNumber(n)}));
      w.samplesPerDpu = rowsPerDpu;
      w.localBatches = ceilCount(rowsPerDpu / w.batch);
      const bool ma = p.algorithm == PimAlgorithm::MaSgd;
      w.rounds = ma ? w.localBatches : 1.0;
      // MA-SGD: push and pull one model per DPU, N·d adds. ADMM: push the local model and
      // u−z, pull the local model, then about admmHostPasses passes over N·d.
      w.cpuToDpuBytesPerRound = (ma ? 1.0 : 2.0) * n * modelBytes;
      w.dpuToCpuBytesPerRound = n * modelBytes;
      w.hostElementsPerRound = (ma ? 1.0 : p.admmHostPasses) * n * d;
      // P's host code: push model and bias (ADMM also u−z), launch, pull model and bias.
      w.pushCallsPerRound = ma ? 2.0 : 3.0;
      break;
    }
    case PimAlgorithm::GaSgd: {
      if (w.batch < n)
        return R::failure(modelMessage(
            SCALESCOPE_TR_NOOP(
                "Model",
                "pim.batch_ga: global batch %1 gives less than one sample to each of the %2 DPUs"),
            {wholeNumber(w.batch), wholeNumber(n)}));
      if (w.batch > w.samples)
        return R::failure(modelMessage(
            SCALESCOPE_TR_NOOP("Model", "pim.batch_ga: global batch %1 exceeds the %2 samples"),
            {wholeNumber(w.batch), wholeNumber(w.samples)}));
      w.rounds = ceilCount(w.samples / w.batch);
      w.samplesPerDpu = w.rounds * ceilCount(w.batch / n);
      w.localBatches = 0;
      // Sum N gradients (int64 counts twice), then scale and update d entries.
      w.cpuToDpuBytesPerRound = n * modelBytes;
      w.dpuToCpuBytesPerRound = n * gradientBytes * d;
      w.hostElementsPerRound = n * d * (gradientBytes / kEntryBytes) + 2 * d;
      w.pushCallsPerRound = 2.0;
      break;
    }
  }

  w.launchesPerRound = 1.0;
  w.pullCallsPerRound = 2.0;
  w.gradientEntryBytes = gradientBytes;
  const SampleCost sample = sampleCost(p, shape, gradientBytes);
  const SampleCost sweep = sweepCost(p, shape, p.algorithm == PimAlgorithm::Admm, gradientBytes);
  w.parallelCycles =
      w.samplesPerDpu * sample.parallelCycles + w.localBatches * sweep.parallelCycles;
  w.serialCycles = w.samplesPerDpu * sample.serialCycles;
  w.mramCycles = w.samplesPerDpu * sample.mramCycles + w.localBatches * sweep.mramCycles;
  w.mramTrafficBytes = w.samplesPerDpu * sample.mramBytes + w.localBatches * sweep.mramBytes;
  // GA-SGD keeps no local model to sweep, but P's DPU code zeroes its whole gradient in MRAM
  // at every launch (Criteo: 8 MB of int64, 489 transfers of 1024 B per tasklet), before the
  // samples add into it: one write of the gradient per round.
  if (p.algorithm == PimAlgorithm::GaSgd) {
    w.mramCycles +=
        w.rounds * writeCycles(p, gradientBytes * d, transfers(p, gradientBytes).gradient);
    w.mramTrafficBytes += w.rounds * gradientBytes * d;
  }

  w.sampleBytes = kEntryBytes * shape.nonZerosPerSample;
  const double admmExtra = p.algorithm == PimAlgorithm::Admm ? modelBytes : 0.0;
  w.mramBytesPerDpu = rowsPerDpu * w.sampleBytes + modelBytes + gradientBytes * d + admmExtra;
  w.flopsPerSample =
      (p.model == PimModel::LogisticRegression ? 4.0 : 3.0) * shape.nonZerosPerSample;
  return w;
}

}  // namespace scalescope::model
