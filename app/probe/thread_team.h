#pragma once
// The threads backend: N std::threads of one process share memory and a std::barrier, and
// implement the Communicator's collectives by copying through that memory. For a laptop
// without MPI, and for unit tests of the workloads.

#include <functional>
#include <memory>

#include "app/probe/communicator.h"

namespace scalescope::probe {

/// Runs `body` on `ranks` threads at once, each with a Communicator of its own rank, and
/// returns when all have finished. `body` must not throw (a thrown rank would leave the
/// others waiting at a barrier): the workloads validate their input before they start.
void runThreadTeam(int ranks, const std::function<void(Communicator&)>& body);

}  // namespace scalescope::probe
