#pragma once
// The few collective operations the probe's workloads need, behind one interface so that the
// MPI backend (one process per rank) and the threads backend (one std::thread per rank) run
// the same workload code, and unit tests can drive the arithmetic without mpirun.

#include <chrono>
#include <span>

namespace scalescope::probe {

/// One rank's view of a team of ranks. Every call is collective: all ranks of the team make
/// it in the same order with buffers of the same length (the root's are the ones that count
/// where a root is named).
class Communicator {
 public:
  virtual ~Communicator() = default;
  virtual int rank() const = 0;
  virtual int size() const = 0;

  virtual void barrier() = 0;
  /// Copies the root's `data` into every rank's `data`.
  virtual void broadcast(std::span<double> data, int root) = 0;
  /// Root receives every rank's `local`, rank r's at all[r·local.size()]; `all` is used at the
  /// root only and must hold size()·local.size() values there.
  virtual void gather(std::span<const double> local, std::span<double> all, int root) = 0;
  /// Rank r receives all[r·local.size() …] of the root's `all` into `local`.
  virtual void scatter(std::span<const double> all, std::span<double> local, int root) = 0;
  /// Element-wise sum over the ranks, left in every rank's `data`.
  virtual void allreduceSum(std::span<double> data) = 0;
  /// The largest of the ranks' values, returned on every rank.
  virtual double maxOverRanks(double value) = 0;
};

/// Seconds of a monotonic clock (steady_clock): the one clock every workload times with.
inline double monotonicSeconds() {
  using namespace std::chrono;
  return duration<double>(steady_clock::now().time_since_epoch()).count();
}

}  // namespace scalescope::probe
