#include "app/probe/probe_usage.h"

#include <libintl.h>
#include <unistd.h>

#include <clocale>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "model/core/text_columns.h"
#include "model/core/translatable.h"

namespace scalescope::probe {

namespace {

constexpr const char* kDomain = "scalescope-probe";

/// The catalogues are found beside the program: <prefix>/bin/../share/locale as installed,
/// build/<preset>/app/../share/locale in the build tree. Only the messages category follows
/// the user's locale: numbers the probe writes stay in the C form.
void openCatalogue() {
  static const bool opened = [] {
    if (!std::setlocale(LC_MESSAGES, "")) {
      // The user's locale is not generated on this system (Debian generates few): gettext
      // would stay English where the app (Qt reads LANG itself) speaks the language. C.UTF-8
      // is always there, and gettext honours LANGUAGE in it.
      const char* wanted = nullptr;
      for (const char* name : {"LC_ALL", "LC_MESSAGES", "LANG"})
        if (const char* v = std::getenv(name); v && *v && !wanted) wanted = v;
      if (wanted && !std::getenv("LANGUAGE")) {
        const std::string language(wanted, std::strcspn(wanted, ".@"));
        setenv("LANGUAGE", language.c_str(), 1);
      }
      std::setlocale(LC_MESSAGES, "C.UTF-8");
    }
    std::vector<char> path(4096);
    const ssize_t n = readlink("/proc/self/exe", path.data(), path.size() - 1);
    std::string dir = n > 0 ? std::string(path.data(), static_cast<std::size_t>(n)) : ".";
    dir = dir.substr(0, dir.rfind('/') + 1) + "../share/locale";
    bindtextdomain(kDomain, dir.c_str());
    bind_textdomain_codeset(kDomain, "UTF-8");
    return true;
  }();
  (void)opened;
}

/// The text in the user's language, else as it is. lconvert writes the Linguist context
/// "ProbeHelp" as gettext's context "ProbeHelp|" (context, '|', the empty comment), and a
/// context is looked up as "CONTEXT\004TEXT".
std::string probeTr(const char* english) {
  if (!*english) return {};
  const std::string key = std::string("ProbeHelp|") + '\004' + english;
  const char* found = dgettext(kDomain, key.c_str());
  return found == key.c_str() ? english : found;
}

struct Entry {
  const char* lead;
  const char* synopsis;  ///< options as typed, on a line of their own before the text
  const char* text;
};

/// A synopsis whose options keep their values on their line: "--sync star|allreduce" is
/// joined by a non-breaking space, "[--weak] [--seed 1]" may still break between options.
std::string boundValues(std::string_view synopsis) {
  std::string out;
  std::size_t wordStart = 0;
  for (std::size_t i = 0; i < synopsis.size(); ++i) {
    const bool space = synopsis[i] == ' ';
    const std::string_view word = synopsis.substr(wordStart, i - wordStart);
    const bool option = word.rfind("--", 0) == 0 || word.rfind("[--", 0) == 0;
    const bool valueFollows = i + 1 < synopsis.size() && synopsis[i + 1] != '-' &&
                              synopsis[i + 1] != '[' && synopsis[i + 1] != '(';
    if (space && option && valueFollows && word.find(']') == std::string_view::npos) {
      out += "\u00a0";
    } else {
      out += synopsis[i];
    }
    if (space) wordStart = i + 1;
  }
  return out;
}

std::string list(const std::vector<Entry>& entries, std::size_t column) {
  std::vector<model::HelpEntry> out;
  for (const Entry& e : entries) {
    const std::string synopsis = boundValues(e.synopsis);
    const std::string text = probeTr(e.text);
    out.push_back({boundValues(e.lead), synopsis.empty() ? text
                                        : text.empty()   ? synopsis
                                                         : synopsis + "\n" + text});
  }
  return model::helpList(out, column);
}

}  // namespace

std::string probeUsage() {
  openCatalogue();
  // clang-format off
  const std::vector<Entry> commands = {
      {"scalescope-probe run WORKLOAD [options]", "", SCALESCOPE_TR_NOOP("ProbeHelp", "one run at the current MPI world size (under mpirun/srun) or with --threads N")},
      {"scalescope-probe sweep WORKLOAD [options] --n 1,2,4 --reps 3 --out FILE.csv", "", SCALESCOPE_TR_NOOP("ProbeHelp", "--reps rounds of every N, one row per run; starts `mpirun -np N` itself (--backend mpi)")},
      {"scalescope-probe gather FILE.csv ... --out ALL.csv [--jsonl ALL.jsonl] [--control DIR]", "", SCALESCOPE_TR_NOOP("ProbeHelp", "joins result files of one workload (cluster sweeps write one file per node count; with --control, the control runs in DIR are judged)")},
      {"scalescope-probe cluster-script WORKLOAD [options] --nodes 1,2,4 --out FOLDER", "", SCALESCOPE_TR_NOOP("ProbeHelp", "writes the Slurm sweep (submit.sh, its jobs, README.txt) and mpirun_sweep.sh into FOLDER")},
      {"scalescope-probe calibrate amdahl --work-s W", "", SCALESCOPE_TR_NOOP("ProbeHelp", "prints the kernel units that take W s here")},
      {"scalescope-probe roofs [--n 1,2,4] --out roofline.json", "", SCALESCOPE_TR_NOOP("ProbeHelp", "this machine's empirical roofs (FP64 peak, L1 and DRAM bandwidth) as ERT's roofline.json, for ScaleScope's Roofline view")},
  };
  const std::vector<Entry> workloads = {
      {"amdahl", "--serial-fraction S (0.1) --work-s W (1) [--weak]", SCALESCOPE_TR_NOOP("ProbeHelp", "a kernel of fixed total work (W: seconds at N = 1); rank 0 alone runs the serial part S")},
      {"train", "--algorithm ma-sgd|ga-sgd|admm --model lr|svm --samples M (4096) --features D (32) --batch B (8) --epochs E (3) --sync star|allreduce [--data FILE.csv|FILE.libsvm] [--learning-rate 0.1] [--l2 1e-4] [--rho 0.5] [--seed 1] [--label-noise 0] [--weak] [--epochs-out FILE]", SCALESCOPE_TR_NOOP("ProbeHelp", "distributed training of a linear model; GA-SGD's batch is global; --weak: M samples per rank")},
      {"allreduce", "--sizes 8:16777216 [--ops allreduce,gather,broadcast] [--seconds-per-size 0.05]", SCALESCOPE_TR_NOOP("ProbeHelp", "times collective operations on messages of these sizes (bytes, powers of two)")},
  };
  const std::vector<Entry> options = {
      {"--backend mpi|threads", "", SCALESCOPE_TR_NOOP("ProbeHelp", "run: mpi when started by mpirun/srun, else threads; sweep: threads")},
      {"--threads N", "", SCALESCOPE_TR_NOOP("ProbeHelp", "run with the threads backend on N threads (default 1)")},
      {"--unit ranks|nodes", "", SCALESCOPE_TR_NOOP("ProbeHelp", "what N counts in the output (nodes: from Slurm's SLURM_JOB_NUM_NODES)")},
      {"--out FILE", "", SCALESCOPE_TR_NOOP("ProbeHelp", "results CSV (run: default standard output)")},
      {"--jsonl FILE", "", SCALESCOPE_TR_NOOP("ProbeHelp", "also write the results as Extra-P JSON Lines")},
      {"--n LIST --reps R", "", SCALESCOPE_TR_NOOP("ProbeHelp", "sweep: the N values (default 1,2,4,... up to the cores) and repetitions (default 3)")},
      {"--mpirun PATH", "", SCALESCOPE_TR_NOOP("ProbeHelp", "sweep: the launcher (default: mpirun from PATH)")},
      {"--mpirun-args \"ARGS\"", "", SCALESCOPE_TR_NOOP("ProbeHelp", "sweep: extra launcher arguments, e.g. \"--mca btl self,vader\"")},
      {"--oversubscribe", "", SCALESCOPE_TR_NOOP("ProbeHelp", "sweep: allow N above the cores of this machine")},
      {"--timeout-s T", "", SCALESCOPE_TR_NOOP("ProbeHelp", "sweep: end a run that takes longer (default: none)")},
      {"--progress", "", SCALESCOPE_TR_NOOP("ProbeHelp", "sweep: one machine-readable line per finished run on stdout")},
      {"--no-control", "", SCALESCOPE_TR_NOOP("ProbeHelp", "sweep: skip the control (the kernel with no serial part at each N, which shows how much parallel speed-up this machine delivers)")},
  };
  const std::vector<Entry> roofs = {
      {"--n LIST", "", SCALESCOPE_TR_NOOP("ProbeHelp", "thread counts (default 1,2,4,... up to the cores); the roof is the best of them")},
      {"--seconds-per-point S", "", SCALESCOPE_TR_NOOP("ProbeHelp", "how long each kernel runs at each thread count (default 0.3)")},
      {"--memory-mib M", "", SCALESCOPE_TR_NOOP("ProbeHelp", "the DRAM triad's working set, three arrays together (default 256; make it several times the last-level cache)")},
  };
  const std::vector<Entry> cluster = {
      {"--nodes LIST", "", SCALESCOPE_TR_NOOP("ProbeHelp", "node counts, one Slurm job each (default 1,2,4,8)")},
      {"--ranks-per-node LIST", "", SCALESCOPE_TR_NOOP("ProbeHelp", "ranks on every node (default 1); several values: N counts ranks")},
      {"--reps R", "", SCALESCOPE_TR_NOOP("ProbeHelp", "repetitions in every job (default 3)")},
      {"--time T", "", SCALESCOPE_TR_NOOP("ProbeHelp", "sbatch --time of each job (default 00:30:00)")},
      {"--partition P, --account A", "", SCALESCOPE_TR_NOOP("ProbeHelp", "sbatch --partition, --account (default: none given)")},
      {"--srun-mpi auto|pmix|pmi2|none", "", SCALESCOPE_TR_NOOP("ProbeHelp", "srun's MPI plugin (auto: pmix, else pmi2, as offered)")},
      {"--probe PATH", "", SCALESCOPE_TR_NOOP("ProbeHelp", "the probe on the nodes (default scalescope-probe, from PATH)")},
      {"--work-units K", "", SCALESCOPE_TR_NOOP("ProbeHelp", "amdahl: fixed work of every run (default: calibrated once by submit.sh on the login node from --work-s)")},
      {"--help, --version", "", ""},
  };
  // clang-format on
  struct Section {
    const char* heading;  ///< nullptr: none
    const std::vector<Entry>& entries;
    std::size_t column;
  };
  const Section sections[] = {
      {nullptr, commands, 8},
      {SCALESCOPE_TR_NOOP("ProbeHelp", "Workloads:"), workloads, 13},
      {SCALESCOPE_TR_NOOP("ProbeHelp", "Options:"), options, 26},
      {SCALESCOPE_TR_NOOP("ProbeHelp", "Roofs (roofs):"), roofs, 26},
      {SCALESCOPE_TR_NOOP("ProbeHelp", "Cluster scripts (cluster-script):"), cluster, 26},
  };
  std::string out = model::helpParagraph(probeTr(SCALESCOPE_TR_NOOP(
                        "ProbeHelp",
                        "scalescope-probe: measures the scaling of this machine or cluster for "
                        "ScaleScope"))) +
                    "\n";
  for (const Section& section : sections)
    out += (section.heading ? probeTr(section.heading) + "\n" : std::string()) +
           list(section.entries, section.column) + "\n";
  const std::string output = probeTr(SCALESCOPE_TR_NOOP(
      "ProbeHelp",
      "Output: CSV with a provenance header (# host, cpu, cores, mpi, date, command), columns "
      "series,scaling,n,unit,time_s,rep and the workload's own (train: "
      "op,compute_s,push_s,pull_s,update_s,...; allreduce: op,bytes,...)."));
  const std::string exitStatus = probeTr(SCALESCOPE_TR_NOOP(
      "ProbeHelp",
      "Exit status: 0 ok, 2 bad arguments, 3 bad input file, 4 output not writable, 5 a run "
      "failed (what was measured before is kept)."));
  return out + model::helpParagraph(output + " " + exitStatus);
}

}  // namespace scalescope::probe
