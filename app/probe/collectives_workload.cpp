#include "app/probe/collectives_workload.h"

#include <algorithm>
#include <cmath>

namespace scalescope::probe {

namespace {

void runOnce(Communicator& comm, Collective op, std::vector<double>& buffer,
             std::vector<double>& gathered) {
  switch (op) {
    case Collective::Allreduce:
      comm.allreduceSum(buffer);
      break;
    case Collective::Gather:
      comm.gather(buffer, gathered, 0);
      break;
    case Collective::Broadcast:
      comm.broadcast(buffer, 0);
      break;
  }
}

}  // namespace

const char* collectiveName(Collective c) {
  switch (c) {
    case Collective::Allreduce:
      return "allreduce";
    case Collective::Gather:
      return "gather";
    case Collective::Broadcast:
      return "broadcast";
  }
  return "?";
}

std::vector<double> powerOfTwoSizes(double fromBytes, double toBytes) {
  std::vector<double> out;
  if (!(fromBytes >= 1) || !(toBytes >= fromBytes) || toBytes > 1e10) return out;
  for (double m = fromBytes; m <= toBytes; m *= 2) out.push_back(m);
  return out;
}

std::vector<CollectiveTiming> runCollectives(Communicator& comm, const CollectivesConfig& config) {
  std::vector<CollectiveTiming> out;
  for (Collective op : config.operations)
    for (double bytes : config.messageBytes) {
      const auto count = static_cast<std::size_t>(bytes / sizeof(double));
      std::vector<double> buffer(count, 0.0);  // zeros: repeated sums never overflow
      std::vector<double> gathered(comm.rank() == 0 ? count * static_cast<std::size_t>(comm.size())
                                                    : 0);
      for (int i = 0; i < config.warmupIterations; ++i) runOnce(comm, op, buffer, gathered);
      // Rank 0's estimate from one timed call decides the count for every rank.
      comm.barrier();
      double t0 = monotonicSeconds();
      runOnce(comm, op, buffer, gathered);
      double probe[1] = {monotonicSeconds() - t0};
      comm.broadcast(probe, 0);
      const int iterations =
          std::clamp(static_cast<int>(config.secondsPerSize / std::max(probe[0], 1e-9)),
                     config.minIterations, config.maxIterations);
      comm.barrier();
      t0 = monotonicSeconds();
      for (int i = 0; i < iterations; ++i) runOnce(comm, op, buffer, gathered);
      const double mine = (monotonicSeconds() - t0) / iterations;
      out.push_back({op, bytes, comm.maxOverRanks(mine), iterations});
    }
  return out;
}

}  // namespace scalescope::probe
