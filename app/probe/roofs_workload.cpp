#include "app/probe/roofs_workload.h"

#include <algorithm>
#include <cctype>
#include <limits>
#include <memory>

#include "app/probe/probe_options.h"
#include "app/probe/thread_team.h"
#include "model/lessons/json_text.h"

namespace scalescope::probe {

namespace {

/// Tells the compiler that memory may have changed: a repeated triad is not one triad.
inline void clobberMemory() {
  asm volatile("" ::: "memory");
}

/// Where rank 0 leaves the FP64 kernel's result, so that the work cannot be left out.
volatile double g_sink = 0;

/// Runs `block` on every thread of `comm` in timed blocks for at least `seconds` (and three
/// blocks); rank 0's clock decides for all. The shortest block's time.
double fastestBlock(Communicator& comm, double seconds, const std::function<void()>& block) {
  double best = std::numeric_limits<double>::infinity();
  const double start = monotonicSeconds();
  for (int blocks = 1;; ++blocks) {
    comm.barrier();
    const double t0 = monotonicSeconds();
    block();
    comm.barrier();
    double decision[2] = {monotonicSeconds() - t0, 0};
    decision[1] = blocks >= 3 && monotonicSeconds() - start >= seconds ? 1 : 0;
    comm.broadcast(decision, 0);
    best = std::min(best, decision[0]);
    if (decision[1] != 0) return best;
  }
}

}  // namespace

const RoofPoint* RoofsResult::best(const std::string& kernel) const {
  const RoofPoint* best = nullptr;
  for (const RoofPoint& p : points)
    if (p.kernel == kernel && (!best || p.rate > best->rate)) best = &p;
  return best;
}

double fmaKernel(std::uint64_t iterations) {
  double x[kFmaChains];
  for (int j = 0; j < kFmaChains; ++j) x[j] = 1.0 + 1e-3 * j;
  // x ← x·a + b tends to b/(1 − a) = 0.1: no overflow, no subnormals however long it runs.
  const double a = 0.999999, b = 1e-7;
  for (std::uint64_t i = 0; i < iterations; ++i)
    for (int j = 0; j < kFmaChains; ++j) x[j] = x[j] * a + b;
  double sum = 0;
  for (double v : x) sum += v;
  return sum;
}

void triadKernel(double* a, const double* b, const double* c, double s, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) a[i] = b[i] + s * c[i];
}

RoofsResult measureRoofs(const RoofsConfig& config, const RoofsProgress& progress) {
  RoofsResult result;
  const int total = 3 * static_cast<int>(config.threads.size());
  int done = 0;
  constexpr std::uint64_t kFmaIterations = std::uint64_t{1} << 16;
  constexpr int kL1Repeats = 2048;
  for (int threads : config.threads) {
    const std::size_t memoryElements = std::max<std::size_t>(
        kL1Elements, config.memoryBytes / static_cast<std::size_t>(kTriadBytesPerElement) /
                         static_cast<std::size_t>(threads));
    for (const char* kernel : {"FP64", "L1", "DRAM"}) {
      const std::string name = kernel;
      double seconds = 0;
      runThreadTeam(threads, [&](Communicator& comm) {
        if (name == "FP64") {
          double local = 0;
          const double t = fastestBlock(comm, config.secondsPerPoint,
                                        [&] { local += fmaKernel(kFmaIterations); });
          if (comm.rank() == 0) {
            seconds = t;
            g_sink = local;
          }
          return;
        }
        // Each thread's arrays, touched first by that thread (its memory node).
        const std::size_t n = name == "L1" ? kL1Elements : memoryElements;
        auto a = std::make_unique<double[]>(n), b = std::make_unique<double[]>(n),
             c = std::make_unique<double[]>(n);
        for (std::size_t i = 0; i < n; ++i) {
          a[i] = 0;
          b[i] = 1;
          c[i] = 2;
        }
        const int repeats = name == "L1" ? kL1Repeats : 1;
        const double t = fastestBlock(comm, config.secondsPerPoint, [&] {
          for (int r = 0; r < repeats; ++r) {
            triadKernel(a.get(), b.get(), c.get(), 0.5, n);
            clobberMemory();
          }
        });
        if (comm.rank() == 0) seconds = t;
      });
      RoofPoint p;
      p.kernel = name;
      p.threads = threads;
      if (name == "FP64") {
        p.rate = threads * kFmaChains * kFmaFlopsPerUpdate * double(kFmaIterations) / seconds;
      } else {
        const double elements =
            name == "L1" ? double(kL1Elements) * kL1Repeats : double(memoryElements);
        p.rate = threads * elements * kTriadBytesPerElement / seconds;
      }
      result.points.push_back(p);
      if (progress && !progress(p, ++done, total)) return result;
    }
  }
  return result;
}

std::string roofsJson(const RoofsResult& result,
                      const std::vector<std::pair<std::string, std::string>>& provenance) {
  // The best rate of each kernel as ERT's pairs, in 10⁹ per second; every point below.
  const auto pairs = [&](const std::vector<std::string>& kernels) {
    std::string out;
    for (const std::string& k : kernels)
      if (const RoofPoint* p = result.best(k))
        out += std::string(out.empty() ? "" : ",\n") + "      [" + model::jsonQuoted(k) + ", " +
               formatNumber(p->rate / 1e9) + "]";
    return out;
  };
  const auto points = [&](const std::vector<std::string>& kernels) {
    std::string out;
    for (const RoofPoint& p : result.points)
      if (std::find(kernels.begin(), kernels.end(), p.kernel) != kernels.end())
        out += std::string(out.empty() ? "" : ", ") + "[" + model::jsonQuoted(p.kernel) + ", " +
               std::to_string(p.threads) + ", " + formatNumber(p.rate / 1e9) + "]";
    return out;
  };
  std::string meta = "    \"TOOL\": " + model::jsonQuoted("scalescope-probe " SCALESCOPE_VERSION);
  for (const auto& [key, value] : provenance) {
    std::string upper;
    for (char ch : key)
      upper += ch == ' ' ? '_' : char(std::toupper(static_cast<unsigned char>(ch)));
    meta += ",\n    " + model::jsonQuoted(upper == "HOST" ? "HOSTNAME" : upper) + ": " +
            model::jsonQuoted(value);
  }
  return "{\n  \"empirical\": {\n    \"gflops\": {\"data\": [\n" + pairs({"FP64"}) +
         "\n    ], \"metadata\": {\"POINTS\": [" + points({"FP64"}) +
         "]}},\n    \"gbytes\": {\"data\": [\n" + pairs({"L1", "DRAM"}) +
         "\n    ], \"metadata\": {\"POINTS\": [" + points({"L1", "DRAM"}) +
         "]}},\n    \"metadata\": {\n" + meta + "\n    }\n  },\n" +
         "  \"spec\": {\"gflops\": {\"data\": []}, \"gbytes\": {\"data\": []}}\n}\n";
}

}  // namespace scalescope::probe
