#include "app/probe/cluster_command.h"

#include <cmath>
#include <iostream>

#include "app/probe/amdahl_workload.h"
#include "app/probe/cluster_script.h"
#include "app/probe/workloads.h"

namespace scalescope::probe {

int clusterScriptCommand(const ProbeArgs& args) {
  OptionReader r(args);
  ClusterSweep s;
  s.workload = args.workload;
  s.workloadArgs = args.forwarded;
  if (args.has("nodes")) s.nodeCounts = r.integerList("nodes", 1, 100000);
  if (args.has("ranks-per-node")) s.ranksPerNode = r.integerList("ranks-per-node", 1, 4096);
  s.repetitions = static_cast<int>(r.integer("reps", 3, 1, 1000));
  s.timeLimit = args.text("time").value_or(s.timeLimit);
  s.partition = args.text("partition").value_or("");
  s.account = args.text("account").value_or("");
  s.srunMpi = args.text("srun-mpi").value_or(s.srunMpi);
  s.probe = args.text("probe").value_or(s.probe);
  if (!r.ok()) return complain(kExitUsage, r.error());
  // The workload's own options are checked as a run would check them.
  WorkloadSetup setup;
  std::string error;
  if (int code = readWorkloadSetup(args, &setup, &error); code != kExitOk)
    return complain(code, error);
  if (auto problem = clusterSweepProblem(s); !problem.empty()) return complain(kExitUsage, problem);
  const auto out = args.text("out");
  if (!out || out->empty())
    return complain(kExitUsage, "cluster-script: --out FOLDER is required (the scripts go there)");
  if (auto e = writeClusterScripts(s, *out); !e.empty()) return complain(kExitOutput, e);
  std::cerr << "scalescope-probe: cluster scripts written to " << *out
            << ": bash submit.sh there (Slurm), or HOSTFILE=hosts.txt bash mpirun_sweep.sh\n";
  return kExitOk;
}

int calibrateCommand(const ProbeArgs& args) {
  if (args.workload != "amdahl")
    return complain(kExitUsage, "calibrate: only the amdahl workload has work to calibrate");
  WorkloadSetup setup;
  std::string error;
  if (int code = readWorkloadSetup(args, &setup, &error); code != kExitOk)
    return complain(code, error);
  const double units = std::max(1.0, std::floor(setup.amdahlWorkSeconds * kernelUnitsPerSecond()));
  std::cout << static_cast<long long>(units) << std::endl;
  return kExitOk;
}

}  // namespace scalescope::probe
