#pragma once
// The Amdahl workload: a compute kernel of fixed total work W, a fraction S of which only
// rank 0 runs while the others wait (the serial part), the rest split evenly over the ranks.
// Its times follow T(N) = S·T(1) + (1−S)·T(1)/N up to noise, so a fit of them gives back S:
// a measurement with a known answer, for classes. With weak scaling each rank gets the whole
// parallel part (the work grows with N, Gustafson's case).

#include <cstdint>

#include "app/probe/communicator.h"

namespace scalescope::probe {

/// Runs `units` units of the kernel (about a microsecond each; pure arithmetic, no memory
/// traffic, so ranks on separate cores do not slow each other) and returns a value that
/// depends on every step, so the compiler cannot drop any of them.
double spinKernel(std::uint64_t units, double seed);

/// Kernel units per second on this core: times growing batches until one takes at least
/// `minSeconds`.
double kernelUnitsPerSecond(double minSeconds = 0.05);

struct AmdahlConfig {
  double serialFraction = 0.1;  ///< S in [0, 1]
  std::uint64_t workUnits = 0;  ///< W: total kernel units at N = 1
  bool weak = false;            ///< parallel part per rank instead of in total
};

/// What one run measured; every time is rank 0's, the total the slowest rank's.
struct AmdahlResult {
  double totalSeconds = 0;     ///< from the start barrier until the last rank finished
  double serialSeconds = 0;    ///< rank 0's serial part
  double parallelSeconds = 0;  ///< the parallel part: total − serial
  std::uint64_t serialUnits = 0, parallelUnitsPerRank = 0;
};

/// Units of the serial part and of each rank's parallel part.
std::uint64_t amdahlSerialUnits(const AmdahlConfig& config);
std::uint64_t amdahlParallelUnitsPerRank(const AmdahlConfig& config, int ranks);

/// One run on the team (collective); the result is valid on every rank.
AmdahlResult runAmdahl(Communicator& comm, const AmdahlConfig& config);

}  // namespace scalescope::probe
