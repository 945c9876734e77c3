#include "app/probe/sweep_command.h"

#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>
#include <thread>

#include "app/probe/amdahl_workload.h"
#include "app/probe/child_process.h"
#include "app/probe/control_verdict.h"
#include "app/probe/extrap_output.h"
#include "app/probe/mpi_communicator.h"
#include "app/probe/result_table.h"
#include "app/probe/shell_files.h"
#include "app/probe/workloads.h"

namespace scalescope::probe {

namespace {

std::vector<std::string> splitBlanks(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  std::string word;
  while (in >> word) out.push_back(word);
  return out;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (!line.empty()) out.push_back(line);
  }
  return out;
}

/// What a failed run printed that explains it: its lines without rulers, blanks and repeats,
/// at most kExplanationLines of them, each on a line of its own.
constexpr std::size_t kExplanationLines = 12;
std::string explanation(const std::string& err) {
  std::vector<std::string> kept;
  std::size_t dropped = 0;
  for (std::string line : lines(err)) {
    const auto first = line.find_first_not_of(" \t");
    if (first == std::string::npos || line.find_first_not_of("-=* \t") == std::string::npos)
      continue;
    line.erase(0, first);
    if (std::find(kept.begin(), kept.end(), line) != kept.end()) continue;
    if (kept.size() == kExplanationLines) {
      ++dropped;
      continue;
    }
    kept.push_back(line);
  }
  std::string out;
  for (const auto& line : kept) out += "\n    " + line;
  if (dropped) out += "\n    (" + std::to_string(dropped) + " more lines)";
  return out;
}

std::string epochsPathFor(const std::string& out) {
  const std::string stem = out.ends_with(".csv") ? out.substr(0, out.size() - 4) : out;
  return stem + "-epochs.csv";
}

/// The growing output files, rewritten whole after each run.
struct SweepFiles {
  std::string path, epochsPath;
  std::string head, epochsHead;  ///< provenance + header
  std::vector<std::string> rows, epochRows;

  std::string write() const {
    std::string text = head;
    for (const auto& r : rows) text += r + "\n";
    if (auto e = writeFileAtomically(path, text); !e.empty()) return e;
    if (epochsPath.empty()) return {};
    text = epochsHead;
    for (const auto& r : epochRows) text += r + "\n";
    return writeFileAtomically(epochsPath, text);
  }
};

/// Why a run failed, in one line.
std::string failure(const ChildResult& c, const std::string& launcher, double timeout) {
  if (!c.started) return c.startError;
  if (c.timedOut)
    return "took longer than --timeout-s " + formatNumber(timeout) + " s and was ended";
  std::string what = c.signal ? launcher + " was killed by signal " + std::to_string(c.signal)
                              : launcher + " exited with status " + std::to_string(c.exitCode);
  if (c.err.find("not enough slots") != std::string::npos)
    what += " (not enough slots: pass --oversubscribe or a hostfile in --mpirun-args)";
  const std::string words = explanation(c.err);
  return words.empty() ? what : what + ":" + words;
}

}  // namespace

std::vector<int> defaultSweepCounts(int cores) {
  std::vector<int> out;
  for (int n = 1; n <= cores; n *= 2) out.push_back(n);
  if (out.back() != cores) out.push_back(cores);
  return out;
}

double secondsLeft(const std::vector<std::pair<int, double>>& done, const std::vector<int>& todo,
                   bool strong) {
  if (done.empty()) return -1;
  std::map<int, std::pair<double, int>> byN;
  double perUnitWork = 0;  // mean of (run seconds × N) for strong, run seconds for weak
  for (auto [n, s] : done) {
    byN[n].first += s;
    byN[n].second += 1;
    perUnitWork += strong ? s * n : s;
  }
  perUnitWork /= static_cast<double>(done.size());
  double left = 0;
  for (int n : todo) {
    auto it = byN.find(n);
    left += it != byN.end() ? it->second.first / it->second.second
                            : (strong ? perUnitWork / n : perUnitWork);
  }
  return left;
}

int sweepCommand(const ProbeArgs& args, const std::vector<std::string>& commandLine) {
  OptionReader r(args);
  const std::string backend = r.choice("backend", "threads", {"mpi", "threads"});
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  std::vector<int> counts = r.integerList("n", 1, 100000);
  if (counts.empty() && r.ok()) counts = defaultSweepCounts(cores);
  const int reps = static_cast<int>(r.integer("reps", 3, 1, 1000));
  const double timeout = r.number("timeout-s", 0, 0, 1e7);
  if (!r.ok()) return complain(kExitUsage, r.error());
  const auto out = args.text("out");
  if (!out || out->empty()) return complain(kExitUsage, "sweep: --out FILE.csv is required");

  WorkloadSetup setup;
  std::string error;
  if (int code = readWorkloadSetup(args, &setup, &error); code != kExitOk)
    return complain(code, error);

  const std::vector<std::string> launcherArgs = splitBlanks(args.text("mpirun-args").value_or(""));
  const bool hostsGiven = std::any_of(launcherArgs.begin(), launcherArgs.end(), [](const auto& a) {
    return a.find("host") != std::string::npos || a == "-H";
  });
  const int largest = *std::max_element(counts.begin(), counts.end());
  if (largest > cores && !args.has("oversubscribe") && !hostsGiven)
    return complain(kExitUsage, "--n " + args.text("n").value_or("") + ": " +
                                    std::to_string(largest) + " " +
                                    (backend == "mpi" ? "ranks" : "threads") +
                                    " but this machine has " + std::to_string(cores) +
                                    " cores (slots); pass --oversubscribe to run them anyway");

  std::string launcher;
  if (backend == "mpi") {
    if (!mpiAvailable())
      return complain(kExitUsage,
                      "--backend mpi: this scalescope-probe was built without MPI; "
                      "use --backend threads");
    const std::string name = args.text("mpirun").value_or("mpirun");
    launcher = findProgram(name);
    if (launcher.empty())
      return complain(kExitRun, name + ": not found" +
                                    (name.find('/') == std::string::npos ? " in PATH" : "") +
                                    "; install Open MPI (Debian: openmpi-bin) or use "
                                    "--backend threads");
  }
  const std::string self = selfExecutable();

  std::vector<std::string> forwarded = args.forwarded;
  // The amdahl work is calibrated once, so that every run of the sweep does the same work;
  // the control runs that work too (other workloads: the kernel's units for half a second).
  const auto calibrated = [](double seconds) {
    return std::to_string(
        std::max<long long>(1, static_cast<long long>(seconds * kernelUnitsPerSecond())));
  };
  std::string controlUnits;
  if (setup.workload == "amdahl") {
    controlUnits = args.text("work-units").value_or(calibrated(setup.amdahlWorkSeconds));
    if (!args.has("work-units")) forwarded.insert(forwarded.end(), {"--work-units", controlUnits});
  }
  const bool withControl = !args.has("no-control");
  if (withControl && controlUnits.empty()) controlUnits = calibrated(0.5);

  SweepFiles files;
  files.path = *out;
  const Provenance extra{{"backend", backend == "mpi" ? "mpi (" + launcher + " -np N)" : "threads"},
                         {"workload", setup.workload}};
  const Provenance provenance = collectProvenance(commandLine, backend == "mpi", extra);
  const std::string head = provenanceText(provenance);
  files.head = head + ResultTable{resultColumns(setup.workload), {}}.headerLine() + "\n";
  if (setup.workload == "train") {
    files.epochsPath = args.text("epochs-out").value_or(epochsPathFor(*out));
    files.epochsHead =
        provenanceText(provenance, "epochs") + ResultTable{epochColumns(), {}}.headerLine() + "\n";
  }
  if (auto e = files.write(); !e.empty()) return complain(kExitOutput, e);
  const auto jsonl = args.text("jsonl");
  auto finish = [&](int code) {
    if (jsonl) {
      if (auto e = writeExtrapJsonl(files.path, *jsonl); !e.empty()) {
        complain(kExitOutput, e);
        if (code == kExitOk) code = kExitOutput;
      }
    }
    return code;
  };

  installStopHandlers();
  std::vector<std::string> env;
  if (backend == "mpi" && geteuid() == 0)
    env = {"OMPI_ALLOW_RUN_AS_ROOT=1", "OMPI_ALLOW_RUN_AS_ROOT_CONFIRM=1"};
  const std::string tmpEpochs = files.epochsPath.empty()
                                    ? std::string()
                                    : files.epochsPath + ".run" + std::to_string(getpid());

  // Rounds: repetition k runs every N in turn, each followed (unless --no-control) by the
  // control at that N, the kernel with no serial part and the same work, so both see the
  // machine in the same state. A machine whose speed drifts over seconds (a neighbour's load,
  // the clock) then slows every N alike instead of one N's block of repetitions, which
  // biased a fit of S = 0.8 to 0.59 on a shared CI machine; a stopped sweep keeps whole rounds.
  struct PlannedRun {
    int n, rep;
    bool control;
  };
  std::vector<PlannedRun> plan;
  for (int k = 0; k < reps; ++k) {
    for (int n : counts) {
      plan.push_back({n, k, false});
      if (withControl) plan.push_back({n, k, true});
    }
  }
  const int total = static_cast<int>(plan.size());
  std::vector<std::pair<int, double>> done, controlDone;
  std::vector<TimedRun> workloadTimes, controlTimes;
  const bool progress = args.has("progress");
  const std::string header = ResultTable{resultColumns(setup.workload), {}}.headerLine();
  const std::string controlHeader = ResultTable{resultColumns("amdahl"), {}}.headerLine();
  for (int runIndex = 1; runIndex <= total; ++runIndex) {
    const auto [n, rep, control] = plan[static_cast<std::size_t>(runIndex - 1)];
    const std::string workload = control ? std::string("amdahl") : setup.workload;
    std::vector<std::string> argv;
    if (backend == "mpi") {
      argv = {launcher};
      if (args.has("oversubscribe")) argv.push_back("--oversubscribe");
      argv.insert(argv.end(), {"-np", std::to_string(n)});
      argv.insert(argv.end(), launcherArgs.begin(), launcherArgs.end());
      argv.insert(argv.end(), {self, "run", workload});
    } else {
      argv = {self, "run", workload, "--threads", std::to_string(n)};
    }
    if (control)
      argv.insert(argv.end(), {"--serial-fraction", "0", "--work-units", controlUnits});
    else
      argv.insert(argv.end(), forwarded.begin(), forwarded.end());
    argv.insert(argv.end(), {"--backend", backend, "--rep", std::to_string(rep), "--rows-only"});
    if (!tmpEpochs.empty() && !control) argv.insert(argv.end(), {"--epochs-out", tmpEpochs});

    const double t0 = monotonicSeconds();
    const ChildResult child = runChild(argv, env, timeout);
    const double seconds = monotonicSeconds() - t0;
    const std::string what = "run " + std::to_string(runIndex) + " of " + std::to_string(total) +
                             " (" + (control ? "control, " : "") + "n=" + std::to_string(n) +
                             ", rep " + std::to_string(rep) + ")";
    const std::string kept =
        "; kept " + std::to_string(done.size()) + " finished run(s) in " + files.path;
    if (child.cancelled) {
      if (!tmpEpochs.empty()) std::remove(tmpEpochs.c_str());
      complain(kExitRun, "stopped during " + what + kept);
      return finish(128 + stopSignal());
    }
    const auto outLines = lines(child.out);
    if (!child.finished || child.exitCode != 0 || outLines.empty() ||
        outLines[0] != (control ? controlHeader : header)) {
      if (!tmpEpochs.empty()) std::remove(tmpEpochs.c_str());
      std::string why = failure(child, backend == "mpi" ? "mpirun" : "the run", timeout);
      if (child.finished && child.exitCode == 0) why = "printed no results";
      // The explanation may span lines: what was kept comes on a line of its own.
      complain(kExitRun,
               what + " failed: " + why +
                   (why.find('\n') == std::string::npos ? kept : "\n  " + kept.substr(2)));
      return finish(kExitRun);
    }
    if (control) {
      for (auto it = outLines.begin() + 1; it != outLines.end(); ++it)
        controlTimes.push_back(timedRunOf(*it));
      controlDone.emplace_back(n, seconds);
    } else {
      files.rows.insert(files.rows.end(), outLines.begin() + 1, outLines.end());
      if (setup.workload == "amdahl")
        for (auto it = outLines.begin() + 1; it != outLines.end(); ++it)
          workloadTimes.push_back(timedRunOf(*it));
      if (!tmpEpochs.empty()) {
        std::ifstream in(tmpEpochs);
        std::stringstream ss;
        ss << in.rdbuf();
        const auto epochLines = lines(ss.str());
        if (epochLines.size() > 1)
          files.epochRows.insert(files.epochRows.end(), epochLines.begin() + 1, epochLines.end());
        std::remove(tmpEpochs.c_str());
      }
      done.emplace_back(n, seconds);
    }
    const bool last = runIndex == total;
    Provenance verdict = controlVerdict(controlTimes);
    for (auto& w : parallelPartWarnings(workloadTimes)) verdict.push_back(std::move(w));
    for (auto& w : spreadWarnings(workloadTimes)) verdict.push_back(std::move(w));
    if (last) {
      if (auto load = loadAverage(); !load.empty()) verdict.emplace_back("load after", load);
      if (auto clock = cpuClock(); !clock.empty()) verdict.emplace_back("cpu clock after", clock);
    }
    files.head = head + provenanceLines(verdict) + header + "\n";
    if (auto e = files.write(); !e.empty()) return finish(complain(kExitOutput, e));
    std::vector<int> rest, controlRest;
    for (auto it = plan.begin() + runIndex; it != plan.end(); ++it)
      (it->control ? controlRest : rest).push_back(it->n);
    const double left = secondsLeft(done, rest, !setup.weak) +
                        (controlDone.empty() ? secondsLeft(done, controlRest, !setup.weak)
                                             : secondsLeft(controlDone, controlRest, true));
    if (progress)
      std::cout << "progress run=" << runIndex << " of=" << total << " n=" << n << " rep=" << rep
                << " control=" << (control ? 1 : 0) << " seconds=" << formatNumber(seconds)
                << " left_s=" << formatNumber(std::max(0.0, left)) << std::endl;
    else
      std::cerr << what << ": " << formatNumber(seconds) << " s, about "
                << formatNumber(std::max(0.0, left)) << " s left\n";
    if (last)
      for (const auto& [key, text] : verdict)
        if (key == "warning") std::cerr << "scalescope-probe: warning: " << text << "\n";
  }
  std::cerr << "scalescope-probe: " << total << " runs written to " << files.path << "\n";
  return finish(kExitOk);
}

}  // namespace scalescope::probe
