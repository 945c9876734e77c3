#pragma once
// `scalescope-probe cluster-script WORKLOAD [options] --nodes 1,2 --out DIR`: the Slurm and
// mpirun scripts of cluster_script.h, from the command line (a login node has no display).
// `scalescope-probe calibrate amdahl --work-s W`: the kernel units that take W seconds on this
// core, printed as one number (submit.sh fixes every job's work with it).

#include <string>
#include <vector>

#include "app/probe/probe_options.h"

namespace scalescope::probe {

int clusterScriptCommand(const ProbeArgs& args);
int calibrateCommand(const ProbeArgs& args);

}  // namespace scalescope::probe
