// scalescope-probe: measures this machine or cluster (amdahl, train, allreduce workloads) and
// writes CSV that ScaleScope loads as measured data; `roofs` writes this machine's roofline.
// No Qt, no VTK: it runs on cluster nodes.

#include <iostream>
#include <string>
#include <vector>

#include "app/probe/cluster_command.h"
#include "app/probe/gather_command.h"
#include "app/probe/probe_options.h"
#include "app/probe/probe_usage.h"
#include "app/probe/roofs_command.h"
#include "app/probe/run_command.h"
#include "app/probe/sweep_command.h"

int main(int argc, char** argv) {
  using namespace scalescope::probe;
  std::vector<std::string> commandLine(argv, argv + argc);
  std::vector<std::string> words(argv + 1, argv + argc);
  if (words.empty() || words[0] == "--help" || words[0] == "-h") {
    std::cout << probeUsage();
    return words.empty() ? kExitUsage : kExitOk;
  }
  if (words[0] == "--version") {
    std::cout << "scalescope-probe " SCALESCOPE_VERSION "\n";
    return kExitOk;
  }
  ProbeArgs args;
  if (const std::string error = parseProbeArgs(words, &args); !error.empty()) {
    std::cerr << "scalescope-probe: " << error << "\n";
    return kExitUsage;
  }
  if (args.command == "run") return runCommand(args, commandLine, &argc, &argv);
  if (args.command == "sweep") return sweepCommand(args, commandLine);
  if (args.command == "cluster-script") return clusterScriptCommand(args);
  if (args.command == "calibrate") return calibrateCommand(args);
  if (args.command == "roofs") return roofsCommand(args, commandLine);
  return gatherCommand(args, commandLine);
}
