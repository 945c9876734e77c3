#pragma once
// The roofs workload (`scalescope-probe roofs`, issue 36 item 4): this machine's empirical
// roofline, measured as ERT and STREAM do, with portable C++ (what this build's compiler makes
// of it, no hand-written vector code):
//  - FP64: 24 independent chains x ← x·a + b held in registers, 2 flop per update;
//  - L1: STREAM's triad a[i] = b[i] + s·c[i] over three arrays of 1,024 doubles per thread
//    (24 KiB, inside a 32 KiB L1 data cache), repeated;
//  - DRAM: the triad over arrays far larger than the caches (default 256 MiB together).
// A triad element counts 24 bytes (two loads, one store: STREAM's convention, which leaves out
// the extra read of a write-allocate cache) and 2 flops. Each kernel runs in timed blocks on
// every thread count for a set time; the rate kept is that of the fastest block, and the roof
// the highest rate over the thread counts.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace scalescope::probe {

struct RoofsConfig {
  std::vector<int> threads{1};                       ///< thread counts, each measured
  double secondsPerPoint = 0.3;                      ///< per kernel and thread count
  std::size_t memoryBytes = std::size_t{256} << 20;  ///< the DRAM triad's three arrays together
};

/// Elements per thread of the L1 triad's arrays (3 · 1,024 · 8 B = 24 KiB).
inline constexpr std::size_t kL1Elements = 1024;
/// Bytes and flops the triad counts per element.
inline constexpr double kTriadBytesPerElement = 24;
inline constexpr double kTriadFlopsPerElement = 2;
/// Independent chains of the FP64 kernel and flops per update of one chain.
inline constexpr int kFmaChains = 24;
inline constexpr double kFmaFlopsPerUpdate = 2;

/// One kernel at one thread count.
struct RoofPoint {
  std::string kernel;  ///< "FP64", "L1", "DRAM"
  int threads = 1;
  double rate = 0;  ///< flop/s (FP64) or B/s
};

struct RoofsResult {
  std::vector<RoofPoint> points;  ///< kernels × thread counts, in measuring order
  /// The best point of `kernel` (the roof), or nullptr.
  const RoofPoint* best(const std::string& kernel) const;
};

/// The FP64 kernel: `iterations` updates of every chain; returns the chains' sum (so that the
/// work cannot be left out).
double fmaKernel(std::uint64_t iterations);
/// The triad a[i] = b[i] + s·c[i] over n elements.
void triadKernel(double* a, const double* b, const double* c, double s, std::size_t n);

/// After each point: the point, points done, points in all; false stops the measurement.
using RoofsProgress = std::function<bool(const RoofPoint&, int, int)>;
/// Measures every kernel at every thread count of `config`, on threads of this process; a
/// stop leaves the points measured so far.
RoofsResult measureRoofs(const RoofsConfig& config, const RoofsProgress& progress = {});

/// ERT's roofline.json layout (model/data/measured_roofs.h) with the best rates in GFLOP/s and
/// GB/s, every point in the metadata, and `provenance` (host, cpu, command, ...) under
/// empirical.metadata, "TOOL" naming the probe.
std::string roofsJson(const RoofsResult& result,
                      const std::vector<std::pair<std::string, std::string>>& provenance);

}  // namespace scalescope::probe
