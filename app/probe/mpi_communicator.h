#pragma once
// The MPI backend: one process per rank, started by mpirun or srun. Built only when CMake
// found MPI (SCALESCOPE_PROBE_MPI); the C API, since the C++ bindings are deprecated.

#include <memory>
#include <string>

#include "app/probe/communicator.h"

namespace scalescope::probe {

/// True when this build has the MPI backend.
bool mpiAvailable();

/// MPI_COMM_WORLD of this process. Construct once per process: the constructor calls
/// MPI_Init, the destructor MPI_Finalize.
std::unique_ptr<Communicator> makeMpiWorld(int* argc, char*** argv);

/// "Open MPI v4.1.4, ..." as MPI_Get_library_version reports it (first line), or "" when
/// there is no MPI backend.
std::string mpiLibraryVersion();

/// True when this process looks like a rank started by mpirun or srun (environment).
bool launchedByMpi();

/// Ends every rank of the job with `code` (MPI_Abort), for an error that one rank found.
[[noreturn]] void mpiAbort(int code);

}  // namespace scalescope::probe
