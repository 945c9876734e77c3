#include "app/probe/run_command.h"

#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <thread>

#include "app/probe/extrap_output.h"
#include "app/probe/mpi_communicator.h"
#include "app/probe/shell_files.h"
#include "app/probe/thread_team.h"
#include "app/probe/workloads.h"

namespace scalescope::probe {

namespace {

/// Only one process of an MPI job speaks: the one mpirun or srun calls rank 0.
bool isFirstProcess() {
  for (const char* name : {"OMPI_COMM_WORLD_RANK", "PMI_RANK", "PMIX_RANK", "SLURM_PROCID"})
    if (const char* v = std::getenv(name)) return std::atoi(v) == 0;
  return true;
}

/// complain() from the first process only: every rank of an MPI run checks the same options.
int complainOnce(int code, const std::string& message) {
  return isFirstProcess() ? complain(code, message) : code;
}

std::string tableText(const ResultTable& t) {
  std::string text = t.headerLine() + "\n";
  for (std::size_t i = 0; i < t.rows.size(); ++i) text += t.rowLine(i) + "\n";
  return text;
}

int writeOutput(const ProbeArgs& args, const RunOutput& out,
                const std::vector<std::string>& commandLine, bool mpi) {
  const bool rowsOnly = args.has("rows-only");
  const Provenance provenance = collectProvenance(commandLine, mpi);
  const std::string text =
      (rowsOnly ? std::string() : provenanceText(provenance)) + tableText(out.results);
  if (auto path = args.text("out")) {
    if (auto e = writeFileAtomically(*path, text); !e.empty()) return complainOnce(kExitOutput, e);
  } else {
    std::cout << text << std::flush;
  }
  if (auto jsonl = args.text("jsonl")) {
    const auto csv = args.text("out");
    if (!csv)
      return complainOnce(kExitUsage, "--jsonl: needs --out FILE.csv (it is written from it)");
    if (auto e = writeExtrapJsonl(*csv, *jsonl); !e.empty()) return complainOnce(kExitOutput, e);
  }
  if (auto path = args.text("epochs-out"); path && !out.epochs.columns.empty()) {
    const std::string epochs =
        (rowsOnly ? std::string() : provenanceText(provenance, "epochs")) + tableText(out.epochs);
    if (auto e = writeFileAtomically(*path, epochs); !e.empty())
      return complainOnce(kExitOutput, e);
  }
  return kExitOk;
}

}  // namespace

int runCommand(const ProbeArgs& args, const std::vector<std::string>& commandLine, int* argc,
               char*** argv) {
  OptionReader r(args);
  const std::string backend =
      r.choice("backend", launchedByMpi() ? "mpi" : "threads", {"mpi", "threads"});
  const int threads = static_cast<int>(r.integer("threads", 1, 1, 4096));
  const int rep = static_cast<int>(r.integer("rep", 0, 0, 1'000'000));
  const std::string unitChoice = r.choice("unit", "", {"ranks", "threads", "nodes"});
  if (!r.ok()) return complainOnce(kExitUsage, r.error());
  if (backend == "mpi" && args.has("threads"))
    return complainOnce(kExitUsage,
                        "--threads: only with --backend threads (MPI runs on the ranks "
                        "mpirun starts)");
  if (backend == "mpi" && !mpiAvailable())
    return complainOnce(kExitUsage,
                        "--backend mpi: this scalescope-probe was built without MPI; use "
                        "--backend threads");
  WorkloadSetup setup;
  std::string error;
  if (int code = readWorkloadSetup(args, &setup, &error); code != kExitOk)
    return complainOnce(code, error);

  RunLabel label{.n = 1,
                 .unit = unitChoice.empty() ? (backend == "mpi" ? "ranks" : "threads") : unitChoice,
                 .rep = rep};
  if (label.unit == "nodes") {
    const char* nodes = std::getenv("SLURM_JOB_NUM_NODES");
    if (!nodes) nodes = std::getenv("SLURM_NNODES");
    if (!nodes || std::atoi(nodes) < 1)
      return complainOnce(kExitUsage,
                          "--unit nodes: SLURM_JOB_NUM_NODES is not set (run under "
                          "Slurm, or count ranks with --unit ranks)");
    label.n = std::atoi(nodes);
  }

  if (backend == "threads") {
    if (label.unit != "nodes") label.n = threads;
    RunOutput out;
    runThreadTeam(threads, [&](Communicator& comm) {
      RunOutput mine = runWorkload(comm, setup, label);
      if (comm.rank() == 0) out = std::move(mine);
    });
    return writeOutput(args, out, commandLine, false);
  }

  auto world = makeMpiWorld(argc, argv);
  if (label.unit != "nodes") label.n = world->size();
  const RunOutput out = runWorkload(*world, setup, label);
  int code = kExitOk;
  if (world->rank() == 0) code = writeOutput(args, out, commandLine, true);
  world.reset();  // MPI_Finalize
  return code;
}

}  // namespace scalescope::probe
