#pragma once
// Where a measurement file came from, as far as the file says: the tool that wrote it, the
// machine, the date and the command. Shown in a series' tooltip and kept in saved scenarios so
// that a figure can be traced back to the run that made it.

#include <string>
#include <utility>
#include <vector>

namespace scalescope::model {

/// What a file records about its own making; every field may be empty.
struct Provenance {
  std::string tool;     ///< "Google Benchmark", "hyperfine", "OSU micro-benchmarks 7.3", ...
  std::string host;     ///< machine or system name
  std::string date;     ///< as the file writes it
  std::string command;  ///< the command line that produced the file
  std::vector<std::pair<std::string, std::string>> details;  ///< other facts (CPUs, MPI, ...)

  bool empty() const {
    return tool.empty() && host.empty() && date.empty() && command.empty() && details.empty();
  }
  /// One fact per line, "tool: …", "host: …", … (empty fields left out).
  std::string summary() const;
  bool operator==(const Provenance&) const = default;
};

}  // namespace scalescope::model
