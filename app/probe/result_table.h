#pragma once
// What the probe writes: a CSV whose first lines are a provenance header ("# key: value":
// host, CPU, cores, MPI library, date, the exact command line), then the columns
// series,scaling,n,unit,time_s,rep,op and the workload's own, one row per run. ScaleScope's
// measured-data reader loads it as it is (comments are skipped, columns found by name).

#include <string>
#include <utility>
#include <vector>

namespace scalescope::probe {

/// Rows of text fields under a fixed header.
struct ResultTable {
  std::vector<std::string> columns;
  std::vector<std::vector<std::string>> rows;
  std::string headerLine() const;
  std::string rowLine(std::size_t row) const;
};

/// The columns of a workload's results ("amdahl", "train", "allreduce").
std::vector<std::string> resultColumns(const std::string& workload);
/// The columns of the per-epoch table of the train workload.
std::vector<std::string> epochColumns();

/// The provenance lines, in order.
using Provenance = std::vector<std::pair<std::string, std::string>>;

/// host, cpu, cores, mpi (the library this build uses, or "none (threads backend)"), date
/// (UTC, ISO 8601), command (argv joined, quoted where a shell needs it), plus `extra`.
Provenance collectProvenance(const std::vector<std::string>& argv, bool mpiBackend,
                             const Provenance& extra = {});

/// "# key: value" lines, one per fact (line breaks in a value become blanks).
std::string provenanceLines(const Provenance& provenance);

/// "# scalescope-probe VERSION results\n# host: ...\n..." (or "... epochs" for `kind`).
std::string provenanceText(const Provenance& provenance, const std::string& kind = "results");

}  // namespace scalescope::probe
