#include "app/probe/roofs_command.h"

#include <algorithm>
#include <iostream>
#include <thread>

#include "app/probe/result_table.h"
#include "app/probe/roofs_workload.h"
#include "app/probe/shell_files.h"
#include "app/probe/sweep_command.h"

namespace scalescope::probe {

int roofsCommand(const ProbeArgs& args, const std::vector<std::string>& commandLine) {
  OptionReader r(args);
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  RoofsConfig config;
  config.threads = r.integerList("n", 1, 4096);
  if (config.threads.empty() && r.ok()) config.threads = defaultSweepCounts(cores);
  config.secondsPerPoint = r.number("seconds-per-point", 0.3, 0.001, 600);
  const long long mib = r.integer("memory-mib", 256, 1, 1 << 20);
  config.memoryBytes = static_cast<std::size_t>(mib) << 20;
  if (!r.ok()) return complain(kExitUsage, r.error());
  for (int n : config.threads)
    if (n > cores && !args.has("oversubscribe"))
      return complain(kExitUsage, "--n " + std::to_string(n) + ": above the " +
                                      std::to_string(cores) +
                                      " cores of this machine (--oversubscribe to allow it)");
  const auto out = args.text("out");
  if (!out || out->empty()) return complain(kExitUsage, "roofs: --out FILE.json is required");

  const bool progress = args.has("progress");
  // The sweep's progress lines (the app's probe runner reads them): seconds left at the set
  // time per point.
  const RoofsResult result = measureRoofs(config, [&](const RoofPoint& p, int done, int total) {
    if (progress)
      std::cout << "progress run=" << done << " of=" << total << " n=" << p.threads
                << " rep=0 left_s=" << formatNumber((total - done) * config.secondsPerPoint)
                << std::endl;
    return true;
  });
  Provenance provenance;
  for (const auto& fact : collectProvenance(commandLine, false))
    if (fact.first != "mpi") provenance.push_back(fact);
  if (const std::string error = writeFileAtomically(*out, roofsJson(result, provenance));
      !error.empty())
    return complain(kExitOutput, error);
  for (const char* kernel : {"FP64", "L1", "DRAM"})
    if (const RoofPoint* p = result.best(kernel))
      std::cout << kernel << ": " << formatNumber(p->rate / 1e9)
                << (std::string(kernel) == "FP64" ? " GFLOP/s" : " GB/s") << " on " << p->threads
                << (p->threads == 1 ? " thread\n" : " threads\n");
  std::cout << "wrote " << *out << "\n";
  return kExitOk;
}

}  // namespace scalescope::probe
