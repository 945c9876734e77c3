#include "app/probe/amdahl_workload.h"

#include <cmath>

namespace scalescope::probe {

namespace {
volatile double g_sink = 0;  // keeps the kernel's result observable
}

double spinKernel(std::uint64_t units, double seed) {
  // Four independent multiply-add chains keep the FPU busy without touching memory; the
  // constants keep the values bounded (a contraction towards 1).
  double a = seed, b = seed + 0.25, c = seed + 0.5, d = seed + 0.75;
  for (std::uint64_t u = 0; u < units; ++u)
    for (int i = 0; i < 256; ++i) {
      a = a * 0.999999 + 1e-6;
      b = b * 0.999998 + 2e-6;
      c = c * 0.999997 + 3e-6;
      d = d * 0.999996 + 4e-6;
    }
  const double r = a + b + c + d;
  g_sink = r;
  return r;
}

double kernelUnitsPerSecond(double minSeconds) {
  std::uint64_t units = 16;
  for (;;) {
    const double t0 = monotonicSeconds();
    spinKernel(units, 0.5);
    const double dt = monotonicSeconds() - t0;
    if (dt >= minSeconds) return static_cast<double>(units) / dt;
    units *= 2;
  }
}

std::uint64_t amdahlSerialUnits(const AmdahlConfig& config) {
  return static_cast<std::uint64_t>(std::llround(config.serialFraction * config.workUnits));
}

std::uint64_t amdahlParallelUnitsPerRank(const AmdahlConfig& config, int ranks) {
  const std::uint64_t parallel = config.workUnits - amdahlSerialUnits(config);
  return config.weak ? parallel : (parallel + ranks - 1) / ranks;
}

AmdahlResult runAmdahl(Communicator& comm, const AmdahlConfig& config) {
  AmdahlResult r;
  r.serialUnits = amdahlSerialUnits(config);
  r.parallelUnitsPerRank = amdahlParallelUnitsPerRank(config, comm.size());
  comm.barrier();
  const double start = monotonicSeconds();
  if (comm.rank() == 0) spinKernel(r.serialUnits, 0.1);
  const double serialEnd = monotonicSeconds();
  comm.barrier();  // the others wait for the serial part: that is what makes it serial
  spinKernel(r.parallelUnitsPerRank, 0.2 + comm.rank());
  const double mine = monotonicSeconds() - start;
  r.totalSeconds = comm.maxOverRanks(mine);
  double serial = comm.rank() == 0 ? serialEnd - start : 0.0;
  serial = comm.maxOverRanks(serial);
  r.serialSeconds = serial;
  r.parallelSeconds = r.totalSeconds - serial;
  return r;
}

}  // namespace scalescope::probe
