#pragma once
// Result files of ScaleScope's own scaling probe (app/probe): a CSV whose first line is
// "# scalescope-probe VERSION results" (or "... epochs" for the per-epoch table of a training
// sweep), then "# key: value" lines (host, cpu, cores, mpi, date, command, backend, workload),
// then the columns. The measured-data reader skips the comments; this reads them.

#include <string>
#include <string_view>
#include <vector>

#include "model/data/measurements.h"
#include "model/data/provenance.h"

namespace scalescope::model {

/// "results", "epochs", or "" when the text is not a probe file (from its first line).
std::string probeFileKind(std::string_view text);

/// The header's facts: tool "scalescope-probe VERSION", host, date, command; cpu, cores, mpi
/// and the rest in details, in file order. Empty for text that is not a probe file.
Provenance probeProvenance(std::string_view text);

/// True when the set was measured by the probe (its provenance names it).
bool measuredByProbe(const MeasurementSet& set);

/// What the file warns about its own numbers: the "# warning: …" lines of a probe's header
/// (the control found the machine short of N on perfectly parallel work, repetitions that
/// spread, ...), in file order.
std::vector<std::string> measurementWarnings(const MeasurementSet& set);

/// "this machine (HOST)": what the views call a probe's machine.
std::string thisMachineName(const MeasurementSet& set);

}  // namespace scalescope::model
