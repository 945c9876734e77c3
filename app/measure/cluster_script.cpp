#include "app/measure/cluster_script.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSaveFile>

namespace scalescope::app {

namespace {

QString joined(const QList<int>& values, const QString& separator) {
  QStringList out;
  for (int v : values) out << QString::number(v);
  return out.join(separator);
}

/// The probe's workload options as shell words.
QString workloadWords(const ClusterSweep& s) {
  QStringList words{s.workload};
  for (const QString& a : s.workloadArgs) words << shellQuoted(a);
  if (s.weak) words << "--weak";
  return words.join(' ');
}

QString sbatchOptions(const ClusterSweep& s) {
  QString out;
  if (!s.partition.isEmpty()) out += " --partition=" + shellQuoted(s.partition);
  if (!s.account.isEmpty()) out += " --account=" + shellQuoted(s.account);
  return out;
}

QString submitScript(const ClusterSweep& s) {
  return QStringLiteral(
             "#!/bin/bash\n"
             "# ScaleScope cluster sweep (Slurm): %1 on %2 node(s), %3 rank(s) per node, %4 "
             "repetition(s).\n"
             "# Run on the login node from this folder: bash submit.sh\n"
             "# One job per node count writes results/n<nodes>-rep<k>.csv; a last job, started "
             "only when all\n"
             "# of them succeeded (afterok), gathers them into sweep.csv. Load results/ or "
             "sweep.csv in\n"
             "# ScaleScope (File ▸ Import data, or drop it on the window).\n"
             "set -euo pipefail\n"
             "cd \"$(dirname \"$0\")\"\n"
             "mkdir -p results\n"
             "jobs=()\n"
             "for nodes in %5; do\n"
             "  id=$(sbatch --parsable --nodes=\"$nodes\" --ntasks-per-node=%3 --time=%6%7 \\\n"
             "      --job-name=\"scalescope-n$nodes\" --output=\"results/n$nodes.log\" "
             "probe_job.sbatch)\n"
             "  jobs+=(\"${id%%;*}\")  # --parsable prints \"id\" or \"id;cluster\"\n"
             "  echo \"submitted $nodes node(s): job ${jobs[-1]}\"\n"
             "done\n"
             "deps=$(IFS=:; echo \"${jobs[*]}\")\n"
             "sbatch --parsable --dependency=afterok:\"$deps\" --nodes=1 --ntasks=1 "
             "--time=00:10:00%7 \\\n"
             "    --job-name=scalescope-gather --output=results/gather.log gather.sbatch\n"
             "echo \"gather job submitted: sweep.csv appears when all $((${#jobs[@]})) jobs "
             "succeeded\"\n")
      .arg(s.workload, joined(s.nodeCounts, ", "))
      .arg(s.ranksPerNode)
      .arg(s.repetitions)
      .arg(joined(s.nodeCounts, " "), shellQuoted(s.timeLimit), sbatchOptions(s));
}

QString jobScript(const ClusterSweep& s) {
  return QStringLiteral(
             "#!/bin/bash\n"
             "# One node count of the ScaleScope sweep, submitted by submit.sh with --nodes "
             "and --ntasks-per-node.\n"
             "# srun starts one probe rank per task; N in the results counts nodes "
             "(--unit nodes).\n"
             "#SBATCH --exclusive\n"
             "set -euo pipefail\n"
             "PROBE=${SCALESCOPE_PROBE:-%1}\n"
             "nodes=${SLURM_JOB_NUM_NODES:?not inside a Slurm job}\n"
             "for rep in $(seq 0 %2); do\n"
             "  srun \"$PROBE\" run %3 --backend mpi --unit nodes --rep \"$rep\" \\\n"
             "      --out \"results/n$nodes-rep$rep.csv\"\n"
             "done\n")
      .arg(shellQuoted(s.probe))
      .arg(s.repetitions - 1)
      .arg(workloadWords(s));
}

QString gatherScript(const ClusterSweep& s) {
  return QStringLiteral(
             "#!/bin/bash\n"
             "# Runs after every node count's job succeeded (--dependency=afterok): one file "
             "for the whole sweep.\n"
             "set -euo pipefail\n"
             "PROBE=${SCALESCOPE_PROBE:-%1}\n"
             "\"$PROBE\" gather results/n*-rep*.csv --out sweep.csv\n")
      .arg(shellQuoted(s.probe));
}

QString mpirunScript(const ClusterSweep& s) {
  QList<int> ranks;
  for (int n : s.nodeCounts) ranks << n * s.ranksPerNode;
  return QStringLiteral(
             "#!/bin/bash\n"
             "# The same sweep without Slurm: mpirun places %1 rank(s) per node on the hosts of "
             "a hostfile\n"
             "# (one host name per line, e.g. \"node01 slots=%1\"). N in the results counts "
             "ranks.\n"
             "#   HOSTFILE=hosts.txt bash mpirun_sweep.sh\n"
             "set -euo pipefail\n"
             "cd \"$(dirname \"$0\")\"\n"
             "PROBE=${SCALESCOPE_PROBE:-%2}\n"
             "HOSTFILE=${HOSTFILE:-hosts.txt}\n"
             "mkdir -p results\n"
             "\"$PROBE\" sweep %3 --backend mpi --n %4 --reps %5 \\\n"
             "    --mpirun-args \"--hostfile $HOSTFILE --map-by ppr:%1:node\" \\\n"
             "    --out results/mpirun-sweep.csv\n")
      .arg(s.ranksPerNode)
      .arg(shellQuoted(s.probe), workloadWords(s), joined(ranks, ","))
      .arg(s.repetitions);
}

QString readme(const ClusterSweep& s) {
  return QStringLiteral(
             "ScaleScope cluster sweep: %1 on %2 node(s), %3 rank(s) per node.\n\n"
             "With Slurm:    bash submit.sh      (needs sbatch and srun on this machine)\n"
             "Without Slurm: HOSTFILE=hosts.txt bash mpirun_sweep.sh\n\n"
             "scalescope-probe must be installed on every node (the scalescope package, or "
             "SCALESCOPE_PROBE=/path/to/scalescope-probe).\n"
             "Results: results/*.csv (one file per node count and repetition) and, after the "
             "gather job, sweep.csv.\n"
             "Open the results folder or sweep.csv in ScaleScope (File ▸ Import data, or drop "
             "it on the window).\n")
      .arg(s.workload, joined(s.nodeCounts, ", "))
      .arg(s.ranksPerNode);
}

}  // namespace

QString shellQuoted(const QString& word) {
  static const QRegularExpression safe("^[A-Za-z0-9_./:=,+@%-]+$");
  if (safe.match(word).hasMatch()) return word;
  QString out = word;
  out.replace('\'', "'\\''");
  return "'" + out + "'";
}

QList<QPair<QString, QString>> clusterScripts(const ClusterSweep& s) {
  return {{"submit.sh", submitScript(s)},
          {"probe_job.sbatch", jobScript(s)},
          {"gather.sbatch", gatherScript(s)},
          {"mpirun_sweep.sh", mpirunScript(s)},
          {"README.txt", readme(s)}};
}

QString writeClusterScripts(const ClusterSweep& s, const QString& folder) {
  QDir dir(folder);
  if (!dir.mkpath("results")) return QObject::tr("%1: cannot create the folder").arg(folder);
  for (const auto& [name, text] : clusterScripts(s)) {
    const QString path = dir.filePath(name);
    QSaveFile out(path);
    const QByteArray bytes = text.toUtf8();
    if (!out.open(QIODevice::WriteOnly) || out.write(bytes) != bytes.size() || !out.commit())
      return QObject::tr("%1: cannot write (%2)").arg(path, out.errorString());
    if (!name.endsWith(".txt"))
      QFile::setPermissions(
          path, QFile::permissions(path) | QFile::ExeOwner | QFile::ExeGroup | QFile::ExeOther);
  }
  return {};
}

}  // namespace scalescope::app
