#pragma once
// pim.csv, the numbers behind the PIM plots (batch mode --formats csv): the five time
// categories of every model, algorithm and DPU count of the scaling plot, for the training
// set, scaling mode and number of epochs of the current scenario.

#include <string>
#include <vector>

#include "model/core/result.h"
#include "model/pim/pim.h"

namespace scalescope::model {

class Scenario;

/// DPU counts of the PIM scaling plot and of pim.csv: 256, 512, …, 2560 (steps of four
/// ranks), which include the paper's 256, 512, 1024 and 2048.
std::vector<int> pimSweepDpuCounts();

/// The header line of pim.csv, without the line break.
inline constexpr const char* kPimCsvHeader =
    "dataset,model,algorithm,dpus,dpu_compute_s,mram_wram_s,cpu_to_dpu_s,dpu_to_cpu_s,"
    "host_sync_s,total_s,cpu_bound_s,gpu_bound_s,cpu_same_algorithm_s";

/// pim.csv: the header, then one row per model (lr, svm), algorithm (ma-sgd, ga-sgd, admm)
/// and DPU count of pimSweepDpuCounts(), in that nesting order. Times are for the whole run
/// of params.epochs epochs, in seconds, written in the shortest form that reads back to the
/// same double. cpu_bound_s and gpu_bound_s are the hardware bounds of the same run (same
/// data set, model, algorithm, DPUs, scaling and epochs; the GPU streams the training set over
/// PCIe unless pim.gpu_data says resident and it fits), cpu_same_algorithm_s the CPU running
/// the same algorithm (bound + 128-process allreduce rounds + per-step overhead), see
/// model/pim/pim_baselines.h. Names are the parameter table's choice names. Fails with the model's
/// message when one of the runs cannot be evaluated (e.g. a batch larger than a DPU's share).
Result<std::string> pimCsv(const PimParams& params);
/// pimCsv of the scenario's pim.* parameters.
Result<std::string> pimCsv(const Scenario& scenario);

}  // namespace scalescope::model
