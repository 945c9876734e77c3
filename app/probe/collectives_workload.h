#pragma once
// The allreduce workload: latency of allreduce, gather and broadcast against message size,
// measured as the OSU micro-benchmarks do (warm-up iterations, then the mean of timed
// iterations, each started from a barrier-free loop), so that a fit of T(m) = L + m/B per N
// gives a network latency L and bandwidth B.

#include <string>
#include <vector>

#include "app/probe/communicator.h"

namespace scalescope::probe {

enum class Collective { Allreduce, Gather, Broadcast };
const char* collectiveName(Collective c);  ///< "allreduce", "gather", "broadcast"

struct CollectivesConfig {
  std::vector<double> messageBytes;  ///< multiples of 8 (the buffers hold doubles)
  std::vector<Collective> operations{Collective::Allreduce, Collective::Gather,
                                     Collective::Broadcast};
  double secondsPerSize = 0.05;  ///< target time of the timed iterations of one size
  int minIterations = 3;
  int maxIterations = 1000;
  int warmupIterations = 2;
};

struct CollectiveTiming {
  Collective operation = Collective::Allreduce;
  double messageBytes = 0;
  double seconds = 0;  ///< mean time of one operation, the slowest rank's
  int iterations = 0;
};

/// Powers of two from `fromBytes` to `toBytes` ("8:16777216"); empty on a bad range.
std::vector<double> powerOfTwoSizes(double fromBytes, double toBytes);

/// Times every operation at every size (collective on the team).
std::vector<CollectiveTiming> runCollectives(Communicator& comm, const CollectivesConfig& config);

}  // namespace scalescope::probe
