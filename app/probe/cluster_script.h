#pragma once
// The probe's sweep for a cluster, as shell scripts for the login node: `scalescope-probe
// cluster-script` writes them, and so does the app's Data ▸ Cluster sweep script… (same code).
// With Slurm, submit.sh checks the sweep against the partition (sinfo), calibrates the amdahl
// work once, picks srun's MPI plugin, and sends one `sbatch --nodes=n --ntasks-per-node=r` per
// node count and ranks per node (probe_job.sbatch runs every repetition through srun into
// results/), then a gather job (afterok on all of them, killed when one fails) that writes
// sweep.csv. Without Slurm, mpirun_sweep.sh runs the same sweep with mpirun and a hostfile.

#include <string>
#include <utility>
#include <vector>

#include "app/probe/shell_files.h"

namespace scalescope::probe {

struct ClusterSweep {
  std::string workload = "amdahl";        ///< amdahl, train or allreduce
  std::vector<std::string> workloadArgs;  ///< the workload's options, as for the probe
  std::vector<int> nodeCounts{1, 2, 4, 8};
  std::vector<int> ranksPerNode{1};  ///< several values sweep the ranks on each node too
  int repetitions = 3;
  bool weak = false;
  std::string probe = "scalescope-probe";  ///< the probe on the cluster (a path, or in PATH)
  std::string timeLimit = "00:30:00";      ///< per job, sbatch --time
  std::string partition;                   ///< sbatch --partition, "" for the default
  std::string account;                     ///< sbatch --account, "" for none
  std::string srunMpi = "auto";  ///< srun --mpi=…; auto: pmix, else pmi2 (srun --mpi=list)
  long long workUnits = 0;       ///< amdahl: fixed work; 0: submit.sh calibrates it once

  /// N counts ranks when the ranks per node are swept, else nodes.
  bool countsRanks() const { return ranksPerNode.size() > 1; }
};

/// "" or what is wrong with the sweep, naming the field (node counts, ranks per node, ...).
std::string clusterSweepProblem(const ClusterSweep& sweep);

/// The script files, by name (submit.sh, probe_job.sbatch, gather.sbatch, mpirun_sweep.sh,
/// README.txt), in that order.
std::vector<std::pair<std::string, std::string>> clusterScripts(const ClusterSweep& sweep);

/// Writes clusterScripts() into `folder` (created if needed, scripts executable) and an empty
/// results/ folder. Returns "" or "PATH: why".
std::string writeClusterScripts(const ClusterSweep& sweep, const std::string& folder);

}  // namespace scalescope::probe
