#include "app/probe/cluster_script.h"

#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>

#include "app/probe/shell_files.h"

namespace scalescope::probe {

namespace {

std::string joined(const std::vector<int>& values, const std::string& separator) {
  std::string out;
  for (int v : values) {
    if (!out.empty()) out += separator;
    out += std::to_string(v);
  }
  return out;
}

bool hasWord(const std::vector<std::string>& words, const std::string& word) {
  return std::find(words.begin(), words.end(), word) != words.end();
}

/// The amdahl work is fixed by the user's --work-units, by the sweep's, or calibrated once.
bool calibrates(const ClusterSweep& s) {
  return s.workload == "amdahl" && s.workUnits <= 0 && !hasWord(s.workloadArgs, "--work-units");
}

/// The probe's workload and its options as shell words.
std::string workloadWords(const ClusterSweep& s) {
  std::string out = s.workload;
  for (const auto& a : s.workloadArgs) {
    out += ' ';
    out += shellQuoted(a);
  }
  if (s.weak) out += " --weak";
  return out;
}

/// Replaces every @KEY@ of `text` by its value.
std::string filled(std::string text, const std::map<std::string, std::string>& values) {
  for (const auto& [key, value] : values) {
    std::string mark(1, '@');
    mark.append(key).push_back('@');
    for (auto at = text.find(mark); at != std::string::npos;
         at = text.find(mark, at + value.size()))
      text.replace(at, mark.size(), value);
  }
  return text;
}

bool allDigits(const std::string& text) {
  return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
    return std::isdigit(static_cast<unsigned char>(c));
  });
}

/// Slurm's --time forms: minutes, MM:SS, HH:MM:SS, D-HH, D-HH:MM, D-HH:MM:SS.
bool isSlurmTime(std::string text) {
  if (const auto dash = text.find('-'); dash != std::string::npos) {
    if (!allDigits(text.substr(0, dash))) return false;
    text.erase(0, dash + 1);
  }
  std::size_t parts = 0;
  for (std::size_t start = 0;;) {
    const auto colon = text.find(':', start);
    const std::string part = text.substr(start, colon == std::string::npos ? colon : colon - start);
    if (!allDigits(part) || (parts > 0 && part.size() != 2)) return false;
    if (++parts > 3) return false;
    if (colon == std::string::npos) return true;
    start = colon + 1;
  }
}

std::map<std::string, std::string> fields(const ClusterSweep& s) {
  std::string sbatchExtra;
  if (!s.partition.empty()) sbatchExtra.append(" --partition=").append(shellQuoted(s.partition));
  if (!s.account.empty()) sbatchExtra.append(" --account=").append(shellQuoted(s.account));
  return {
      {"WORKLOAD", s.workload},
      {"WORDS", workloadWords(s)},
      {"NODES", joined(s.nodeCounts, " ")},
      {"NODES_TEXT", joined(s.nodeCounts, ", ")},
      {"RANKS", joined(s.ranksPerNode, " ")},
      {"RANKS_TEXT", joined(s.ranksPerNode, ", ")},
      {"REPS", std::to_string(s.repetitions)},
      {"LAST_REP", std::to_string(s.repetitions - 1)},
      {"PROBE", shellQuoted(s.probe)},
      {"PARTITION", shellQuoted(s.partition)},
      {"TIME", shellQuoted(s.timeLimit)},
      {"SBATCH_EXTRA", sbatchExtra},
      {"MPI", shellQuoted(s.srunMpi)},
      {"UNITS", s.workUnits > 0 ? std::to_string(s.workUnits) : std::string("''")},
      {"CALIBRATE", calibrates(s) ? "yes" : "no"},
      {"UNIT", s.countsRanks() ? "ranks" : "nodes"},
  };
}

// submit.sh: everything that can be checked is checked before anything is queued.
constexpr const char* kSubmit = R"sh(#!/bin/bash
# ScaleScope cluster sweep (Slurm): @WORKLOAD@ on @NODES_TEXT@ node(s) with @RANKS_TEXT@ rank(s)
# per node, @REPS@ repetition(s) each. Run it on the login node, from anywhere:
#   bash submit.sh          submit and return
#   bash submit.sh --wait   submit, then wait until sweep.csv is written (or say why not)
# Before anything is queued it checks the sweep against the partition (sinfo), fixes the
# work of every run (amdahl: calibrated once, here, so that every N does the same work) and
# picks srun's MPI plugin (srun --mpi=list). One job per node count and ranks per node
# writes results/n<nodes>x<ranks>-rep<k>.csv, and the control (the kernel with no serial
# part, same work) into control/; a last job, started only when all of them succeeded
# (afterok; cancelled when one fails), gathers them into sweep.csv with the control's verdict.
set -euo pipefail
cd "$(dirname "$0")"
PROBE=${SCALESCOPE_PROBE:-@PROBE@}
PARTITION=@PARTITION@
NODE_COUNTS=(@NODES@)
RANKS_PER_NODE=(@RANKS@)
MPI=${SCALESCOPE_SRUN_MPI:-@MPI@}
WORK_UNITS=@UNITS@
CALIBRATE=@CALIBRATE@

fail() {
  echo "submit.sh: $*" >&2
  exit 1
}
for tool in sbatch sinfo srun squeue; do
  command -v "$tool" >/dev/null ||
    fail "$tool not found: run this on the cluster's login node (without Slurm: mpirun_sweep.sh)"
done
if compgen -G 'results/*.csv' >/dev/null || compgen -G 'control/*.csv' >/dev/null ||
   [ -e sweep.csv ]; then
  fail "results/, control/ or sweep.csv holds an earlier sweep: move it away first" \
       "(nothing was submitted)"
fi
mkdir -p results control

# The partition must have the nodes and CPUs the sweep asks for, else its jobs pend for ever.
where="partition ${PARTITION:-(the default)}"
if [ -n "$PARTITION" ]; then
  nodes_cpus=$(sinfo -h -p "$PARTITION" -o '%D %c %s') || fail "sinfo failed for the $where"
else
  nodes_cpus=$(sinfo -h -o '%P %D %c %s' | awk '$1 ~ /\*$/ {print $2, $3, $4}') ||
    fail "sinfo failed"
fi
[ -n "$nodes_cpus" ] || fail "$where: sinfo lists no nodes"
read -r have_nodes have_cpus job_max < <(awk '
  { n += $1; c = $2; sub(/\+$/, "", c); if (cpus == "" || c + 0 < cpus) cpus = c + 0
    m = $3; sub(/^.*-/, "", m); if (m != "infinite" && (max == "" || m + 0 < max)) max = m + 0 }
  END { print n + 0, cpus + 0, (max == "" ? n + 0 : max) }' <<<"$nodes_cpus")
most_nodes=$(printf '%s\n' "${NODE_COUNTS[@]}" | sort -n | tail -1)
most_ranks=$(printf '%s\n' "${RANKS_PER_NODE[@]}" | sort -n | tail -1)
if (( job_max < have_nodes )); then have_nodes=$job_max; fi
(( most_nodes <= have_nodes )) ||
  fail "node counts ${NODE_COUNTS[*]}: the $where allows $have_nodes node(s) per job;" \
       "nothing was submitted (drop the larger counts or choose another partition)"
(( most_ranks <= have_cpus )) ||
  fail "ranks per node ${RANKS_PER_NODE[*]}: the nodes of the $where have $have_cpus CPU(s);" \
       "nothing was submitted"

if [ "$MPI" = auto ]; then
  offered=$(srun --mpi=list 2>&1 || true)
  if grep -qw pmix <<<"$offered"; then MPI=pmix
  elif grep -qw pmi2 <<<"$offered"; then MPI=pmi2
  else
    MPI=none
    echo "submit.sh: srun offers neither pmix nor pmi2 (srun --mpi=list); using --mpi=none," \
         "which works only with an MPI built with Slurm's PMI" >&2
  fi
fi
echo "srun --mpi=$MPI"

if [ "$CALIBRATE" = yes ]; then
  WORK_UNITS=$("$PROBE" calibrate @WORDS@) || fail "calibrating the work with $PROBE failed"
  echo "work of every run: $WORK_UNITS kernel units (calibrated once, on $(hostname))"
fi
# The control runs the amdahl workload's own work; for other workloads half a second's.
CONTROL_UNITS=$WORK_UNITS
if [ "@WORKLOAD@" != amdahl ] || [ -z "$CONTROL_UNITS" ]; then
  CONTROL_UNITS=$("$PROBE" calibrate amdahl --work-s 0.5) || fail "calibrating the control failed"
fi

jobs=()
for nodes in "${NODE_COUNTS[@]}"; do
  for ranks in "${RANKS_PER_NODE[@]}"; do
    id=$(sbatch --parsable --nodes="$nodes" --ntasks-per-node="$ranks" --time=@TIME@@SBATCH_EXTRA@ \
        --job-name="scalescope-n${nodes}x$ranks" --output="results/n${nodes}x$ranks.log" \
        probe_job.sbatch "$MPI" "$WORK_UNITS" "$CONTROL_UNITS")
    jobs+=("${id%%;*}")  # --parsable prints "id" or "id;cluster"
    echo "submitted $nodes node(s) x $ranks rank(s): job ${jobs[-1]}"
  done
done
deps=$(IFS=:; echo "${jobs[*]}")
id=$(sbatch --parsable --dependency=afterok:"$deps" --kill-on-invalid-dep=yes --nodes=1 \
    --ntasks=1 --time=00:10:00@SBATCH_EXTRA@ --job-name=scalescope-gather \
    --output=results/gather.log gather.sbatch)
jobs+=("${id%%;*}")
printf '%s\n' "${jobs[@]}" >results/jobs.txt
all=$(IFS=,; echo "${jobs[*]}")
echo "gather job ${jobs[-1]}: sweep.csv appears when all $((${#jobs[@]} - 1)) jobs succeeded"
echo "follow them with: squeue -j $all"
[ "${1:-}" = --wait ] || exit 0

# --wait: until every job has left the queue; a job that can never start is reported.
while queued=$(squeue -h -j "$all" -t PD,CF,R,CG,S -o '%i %T %r' 2>/dev/null) &&
      [ -n "$queued" ]; do
  if stuck=$(grep -E 'PartitionNodeLimit|PartitionConfig|DependencyNeverSatisfied|BadConstraints' \
             <<<"$queued"); then
    scancel "${jobs[@]}" || true
    fail "jobs that can never start were cancelled: $stuck"
  fi
  sleep 2
done
if [ -s sweep.csv ]; then
  echo "done: $(($(grep -vc '^#' sweep.csv) - 1)) runs in sweep.csv (open it in ScaleScope)"
else
  for log in results/*.log; do
    [ -s "$log" ] && { echo "--- $log"; tail -n 15 "$log"; }
  done >&2
  fail "the sweep ended without sweep.csv: a job failed (its log is above)"
fi
)sh";

constexpr const char* kJob = R"sh(#!/bin/bash
# One job of the ScaleScope sweep. submit.sh gives --nodes and --ntasks-per-node, and three
# arguments: srun's MPI plugin, the work of every amdahl run ('' for other workloads) and the
# control's work. srun starts one probe rank per task; N in the results counts @UNIT@
# (--unit @UNIT@). After the repetitions, the control: the same kernel with no serial part, so
# that the gather job can say whether these nodes deliver their parallel speed-up.
#SBATCH --exclusive
set -euo pipefail
PROBE=${SCALESCOPE_PROBE:-@PROBE@}
mpi=${1:-pmix}
work=()
[ -n "${2:-}" ] && work=(--work-units "$2")
nodes=${SLURM_JOB_NUM_NODES:?not inside a Slurm job}
ranks=${SLURM_NTASKS_PER_NODE:-1}
ranks=${ranks%%(*}  # "2(x3)" when nodes differ
for rep in $(seq 0 @LAST_REP@); do
  srun --mpi="$mpi" "$PROBE" run @WORDS@ "${work[@]}" --backend mpi --unit @UNIT@ \
      --rep "$rep" --out "results/n${nodes}x$ranks-rep$rep.csv"
done
if [ -n "${3:-}" ]; then
  for rep in $(seq 0 @LAST_REP@); do
    srun --mpi="$mpi" "$PROBE" run amdahl --serial-fraction 0 --work-units "$3" --backend mpi \
        --unit @UNIT@ --rep "$rep" --out "control/n${nodes}x$ranks-rep$rep.csv"
  done
fi
)sh";

constexpr const char* kGather = R"sh(#!/bin/bash
# Runs after every job of the sweep succeeded (--dependency=afterok): one file for the sweep,
# its header says what the control found (a "# warning:" when the nodes fell short).
set -euo pipefail
PROBE=${SCALESCOPE_PROBE:-@PROBE@}
"$PROBE" gather results/n*-rep*.csv --control control --out sweep.csv
)sh";

constexpr const char* kMpirun = R"sh(#!/bin/bash
# The same sweep without Slurm: mpirun places the ranks on the hosts of a hostfile (one host
# per line, e.g. "node01 slots=8"), @RANKS_TEXT@ rank(s) per node. N in the results counts ranks.
#   HOSTFILE=hosts.txt bash mpirun_sweep.sh
set -euo pipefail
cd "$(dirname "$0")"
PROBE=${SCALESCOPE_PROBE:-@PROBE@}
HOSTFILE=${HOSTFILE:-hosts.txt}
NODE_COUNTS=(@NODES@)
WORK_UNITS=@UNITS@
[ -r "$HOSTFILE" ] || { echo "mpirun_sweep.sh: $HOSTFILE: no hostfile (HOSTFILE=...)" >&2; exit 1; }
work=()
if [ @CALIBRATE@ = yes ]; then
  WORK_UNITS=$("$PROBE" calibrate @WORDS@)
  echo "work of every run: $WORK_UNITS kernel units (calibrated once, on $(hostname))"
fi
[ -n "$WORK_UNITS" ] && work=(--work-units "$WORK_UNITS")
mkdir -p results
for ranks in @RANKS@; do
  counts=$(for n in "${NODE_COUNTS[@]}"; do echo $((n * ranks)); done | paste -sd,)
  "$PROBE" sweep @WORDS@ "${work[@]}" --backend mpi --n "$counts" --reps @REPS@ \
      --mpirun-args "--hostfile $HOSTFILE --map-by ppr:$ranks:node" \
      --out "results/mpirun-${ranks}-per-node.csv"
done
)sh";

constexpr const char* kReadme =
    R"sh(ScaleScope cluster sweep: @WORKLOAD@ on @NODES_TEXT@ node(s), @RANKS_TEXT@ rank(s) per node,
@REPS@ repetition(s) each.

With Slurm:     bash submit.sh [--wait]    (on the login node: sbatch, sinfo, srun, squeue)
Without Slurm:  HOSTFILE=hosts.txt bash mpirun_sweep.sh

What each file does
  submit.sh         checks the sweep against the partition (sinfo: node count, job size, CPUs
                    per node) and refuses before queueing anything it cannot run; fixes the
                    work (amdahl: calibrated once on the login node, passed to every job);
                    picks srun's MPI plugin (srun --mpi=list: pmix, else pmi2; set
                    SCALESCOPE_SRUN_MPI=... to choose); sends one job per node count and ranks
                    per node, then the gather job.
  probe_job.sbatch  one job (--exclusive): srun runs the probe once per repetition on every
                    rank, into results/n<nodes>x<ranks>-rep<k>.csv, then the control (the
                    kernel with no serial part) into control/; its log is
                    results/n<nodes>x<ranks>.log.
  gather.sbatch     starts only when every job succeeded (afterok) and is cancelled when one
                    fails (--kill-on-invalid-dep=yes); joins results/ into sweep.csv, whose
                    header says what the control found: "# warning: ..." when the nodes did
                    not deliver their parallel speed-up (then a fitted serial fraction is the
                    machine's, not the workload's).
  mpirun_sweep.sh   the same sweep with mpirun and a hostfile, without Slurm.
  results/jobs.txt  the job ids (squeue -j ...; scancel $(cat results/jobs.txt)).

scalescope-probe must be installed on every node (the scalescope package), or set
SCALESCOPE_PROBE=/path/to/scalescope-probe on a shared file system.
Open results/ or sweep.csv in ScaleScope (File > Import data, or drop it on the window), or
fit it on the command line: scalescope --fit sweep.csv
)sh";

}  // namespace

std::string clusterSweepProblem(const ClusterSweep& s) {
  if (s.workload != "amdahl" && s.workload != "train" && s.workload != "allreduce")
    return "workload '" + s.workload + "': expected amdahl, train or allreduce";
  if (s.nodeCounts.empty()) return "node counts: expected at least one";
  for (int n : s.nodeCounts)
    if (n < 1 || n > 100000)
      return "node counts: " + std::to_string(n) + " is not from 1 to 100000";
  if (s.ranksPerNode.empty()) return "ranks per node: expected at least one";
  for (int r : s.ranksPerNode)
    if (r < 1 || r > 4096) return "ranks per node: " + std::to_string(r) + " is not from 1 to 4096";
  if (s.repetitions < 1 || s.repetitions > 1000) return "repetitions: expected 1 to 1000";
  if (!isSlurmTime(s.timeLimit))
    return "time per job '" + s.timeLimit + "': expected Slurm's [D-]HH:MM:SS or minutes";
  if (s.srunMpi.empty() || !std::all_of(s.srunMpi.begin(), s.srunMpi.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
      }))
    return "srun --mpi '" + s.srunMpi + "': expected auto or a plugin name (pmix, pmi2, none)";
  if (s.probe.empty()) return "probe: expected a path or a program name";
  return {};
}

std::vector<std::pair<std::string, std::string>> clusterScripts(const ClusterSweep& s) {
  const auto values = fields(s);
  return {{"submit.sh", filled(kSubmit, values)},
          {"probe_job.sbatch", filled(kJob, values)},
          {"gather.sbatch", filled(kGather, values)},
          {"mpirun_sweep.sh", filled(kMpirun, values)},
          {"README.txt", filled(kReadme, values)}};
}

std::string writeClusterScripts(const ClusterSweep& s, const std::string& folder) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::create_directories(fs::path(folder) / "results", ec);
  if (ec) return folder + ": cannot create the folder (" + ec.message() + ")";
  for (const auto& [name, text] : clusterScripts(s)) {
    const std::string path = (fs::path(folder) / name).string();
    if (auto e = writeFileAtomically(path, text); !e.empty()) return e;
    if (!name.ends_with(".txt")) ::chmod(path.c_str(), 0755);
  }
  return {};
}

}  // namespace scalescope::probe
