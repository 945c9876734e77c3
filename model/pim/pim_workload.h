#pragma once
// What one epoch asks of the UPMEM system, counted before it is turned into time: rounds,
// bytes per round each way, host elements, and the cycles of one DPU (model/README.md §5).

#include "model/pim/pim.h"

namespace scalescope::model {

/// A training set as the paper's code lays it out in MRAM (4-byte fixed-point entries).
struct PimDatasetShape {
  const char* id;            ///< choice name in the parameter table
  const char* title;         ///< name in the paper
  double modelEntries;       ///< d
  double nonZerosPerSample;  ///< d when dense
  bool sparse;
  double rowsPerDpu;  ///< samples per DPU under weak scaling; m = rowsPerDpu·256 when strong
  double batchMa, batchGa, batchAdmm;  ///< the paper's default batch sizes
};

/// YFCC100M-HNfc6: dense, d = 4096, 3,328 rows per DPU. Criteo: one-hot with 39 non-zeros of
/// d = 1,001,472, 196,608 rows per DPU. Strong scaling keeps the 256-DPU training set.
const PimDatasetShape& pimDatasetShape(PimDataset dataset);

/// DPU count at which the strong-scaling training sets are split into rowsPerDpu rows.
inline constexpr int kPimStrongScalingReferenceDpus = 256;

/// The counts behind one epoch on `dpus` DPUs. DPU quantities are for the busiest DPU.
struct PimWorkload {
  double samples = 0;        ///< m
  double samplesPerDpu = 0;  ///< samples one DPU processes in the epoch
  double batch = 0;          ///< resolved b (MA-SGD, ADMM) or B (GA-SGD)
  double rounds = 0;         ///< host↔DPU rounds in the epoch
  double localBatches = 0;   ///< dense-model sweeps of one DPU in the epoch
  double cpuToDpuBytesPerRound = 0;
  double dpuToCpuBytesPerRound = 0;
  double hostElementsPerRound = 0;  ///< 4-byte element passes of the host
  /// Host calls of one round in P's host code: the push transfers (model, bias; ADMM also
  /// u−z), the synchronous launch, and the pull transfers (model or gradient, bias).
  double pushCallsPerRound = 0, launchesPerRound = 0, pullCallsPerRound = 0;
  double gradientEntryBytes = 4;  ///< 8 where P's code keeps int64 gradients (Criteo)
  double parallelCycles = 0;      ///< element work spread over the tasklets (at full issue)
  double serialCycles = 0;        ///< one-tasklet sections, wall cycles
  double mramCycles = 0;          ///< MRAM↔WRAM DMA cycles
  double mramTrafficBytes = 0;    ///< bytes those DMA cycles move
  double mramBytesPerDpu = 0;
  double sampleBytes = 0;     ///< bytes of one training sample
  double flopsPerSample = 0;  ///< arithmetic of one sample on a CPU or GPU
};

/// Cycles of moving `bytes` in transfers of at most transferBytes: ⌈bytes/size⌉·α + β·bytes.
double pimStreamDmaCycles(double bytes, double transferBytes, double alphaCycles,
                          double betaCyclesPerByte);

/// Counts one epoch of params on `dpus` DPUs; fails when a batch does not fit the split.
Result<PimWorkload> pimWorkload(const PimParams& params, int dpus);

/// The batch actually used: the params' value or, when 0, the paper's default.
double pimResolvedBatch(const PimParams& params);

}  // namespace scalescope::model
