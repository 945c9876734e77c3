#pragma once
// Where a measurement file came from, as far as the file says: the tool that wrote it, the
// machine, the date and the command. Shown in a series' tooltip and kept in saved scenarios so
// that a figure can be traced back to the run that made it.

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/core/translatable.h"

namespace scalescope::model {

/// The names of the details the readers write themselves, marked in context "Data" so that the
/// views can translate them. Details a file names itself (the probe's header lines) are none of
/// these and are shown as written. Saved scenarios keep the English name.
namespace detail_name {
inline constexpr const char* kCpus = SCALESCOPE_TR_NOOP("Data", "CPUs");
inline constexpr const char* kLibraryBuild = SCALESCOPE_TR_NOOP("Data", "library build");
inline constexpr const char* kDatatype = SCALESCOPE_TR_NOOP("Data", "datatype");
inline constexpr const char* kMachine = SCALESCOPE_TR_NOOP("Data", "machine");
inline constexpr const char* kMpiVersion = SCALESCOPE_TR_NOOP("Data", "MPI version");
inline constexpr const char* kKnownParallelProportion =
    SCALESCOPE_TR_NOOP("Data", "parallel proportion (known)");
inline constexpr const char* kRunsOfOneSweep = SCALESCOPE_TR_NOOP("Data", "runs of one sweep");
inline constexpr const char* kRound = SCALESCOPE_TR_NOOP("Data", "round");
inline constexpr const char* kSubmitter = SCALESCOPE_TR_NOOP("Data", "submitter");
inline constexpr const char* kDivision = SCALESCOPE_TR_NOOP("Data", "division");
inline constexpr const char* kStatus = SCALESCOPE_TR_NOOP("Data", "status");
inline constexpr const char* kAccelerator = SCALESCOPE_TR_NOOP("Data", "accelerator");
inline constexpr const char* kAll[] = {
    kCpus,           kLibraryBuild, kDatatype,  kMachine,  kMpiVersion, kKnownParallelProportion,
    kRunsOfOneSweep, kRound,        kSubmitter, kDivision, kStatus,     kAccelerator};
}  // namespace detail_name

/// The marked name (detail_name) when `key` is one a reader writes, else nullptr.
inline const char* readerDetailName(std::string_view key) {
  for (const char* name : detail_name::kAll)
    if (key == name) return name;
  return nullptr;
}

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
