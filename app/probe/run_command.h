#pragma once
// `scalescope-probe run WORKLOAD ...`: one run at the current MPI world size (under mpirun or
// srun) or on --threads N, written as a results CSV by rank 0.

#include <string>
#include <vector>

#include "app/probe/probe_options.h"

namespace scalescope::probe {

/// Runs the command; argc/argv go to MPI_Init. Returns the exit status.
int runCommand(const ProbeArgs& args, const std::vector<std::string>& commandLine, int* argc,
               char*** argv);

}  // namespace scalescope::probe
