#pragma once
// Data ▸ Cluster sweep script…: the probe's sweep for a cluster, as shell scripts a user
// copies to the login node. With Slurm: submit.sh sends one `sbatch --nodes=n` per node count
// (probe_job.sbatch runs the probe through `srun`, every repetition into results/), then a
// final job with `--dependency=afterok:` on all of them gathers results/ into sweep.csv.
// Without Slurm: mpirun_sweep.sh runs the same sweep with mpirun and a hostfile. The app
// reads back results/ (open or drop the folder) or sweep.csv.

#include <QList>
#include <QString>
#include <QStringList>

namespace scalescope::app {

struct ClusterSweep {
  QString workload = "amdahl";  ///< amdahl, train or allreduce
  QStringList workloadArgs;     ///< the workload's options, as for the probe
  QList<int> nodeCounts{1, 2, 4, 8};
  int ranksPerNode = 1;
  int repetitions = 3;
  bool weak = false;
  QString probe = "scalescope-probe";  ///< the probe on the cluster (a path, or found in PATH)
  QString timeLimit = "00:30:00";      ///< per node count, sbatch --time
  QString partition;                   ///< sbatch --partition, "" for the default
  QString account;                     ///< sbatch --account, "" for none
};

/// The script files, by name (submit.sh, probe_job.sbatch, gather.sbatch, mpirun_sweep.sh,
/// README.txt), in that order.
QList<QPair<QString, QString>> clusterScripts(const ClusterSweep& sweep);

/// Writes clusterScripts() into `folder` (created if needed; scripts executable) and an
/// empty results/ folder. Returns "" or "PATH: why".
QString writeClusterScripts(const ClusterSweep& sweep, const QString& folder);

/// A word for a shell: as it is when safe, else in single quotes.
QString shellQuoted(const QString& word);

}  // namespace scalescope::app
