#pragma once
// From options to a configured workload, and from a run of it to result rows: what the run
// command does on every rank, shared by the MPI and threads backends and the unit tests.

#include <optional>
#include <string>

#include "app/probe/amdahl_workload.h"
#include "app/probe/collectives_workload.h"
#include "app/probe/probe_options.h"
#include "app/probe/result_table.h"
#include "app/probe/train_workload.h"

namespace scalescope::probe {

/// One workload with everything it needs, checked before any rank starts.
struct WorkloadSetup {
  std::string workload;  ///< amdahl, train, allreduce
  AmdahlConfig amdahl;
  double amdahlWorkSeconds = 1.0;  ///< --work-s, turned into units when --work-units is absent
  TrainConfig train;
  std::optional<Samples> trainFile;  ///< --data, read once per process
  CollectivesConfig collectives;
  bool weak = false;
};

/// Reads and checks the workload's options (and --data). Returns kExitOk or the exit code,
/// with the one-line message in *error.
int readWorkloadSetup(const ProbeArgs& args, WorkloadSetup* setup, std::string* error);

/// Where a run's rows say they came from.
struct RunLabel {
  double n = 1;      ///< N as written (ranks, threads or nodes)
  std::string unit;  ///< "ranks", "threads" or "nodes"
  int rep = 0;
};

struct RunOutput {
  ResultTable results;  ///< one row (amdahl, train) or one per operation and size
  ResultTable epochs;   ///< train: epoch 0 … E; else empty
};

/// Runs the workload once on the team (collective). The output is complete on rank 0.
RunOutput runWorkload(Communicator& comm, const WorkloadSetup& setup, const RunLabel& label);

/// Series names as they appear in the output.
std::string amdahlSeries(const AmdahlConfig& c);
std::string trainSeries(const TrainConfig& c);

}  // namespace scalescope::probe
