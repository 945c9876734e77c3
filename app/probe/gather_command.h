#pragma once
// `scalescope-probe gather FILE... --out ALL.csv`: joins the result files of a cluster sweep
// (one per node count, written by `srun scalescope-probe run ... --out`) into one file with
// one header, keeping every file's provenance as comments.

#include <string>
#include <vector>

#include "app/probe/probe_options.h"

namespace scalescope::probe {

int gatherCommand(const ProbeArgs& args, const std::vector<std::string>& commandLine);

}  // namespace scalescope::probe
