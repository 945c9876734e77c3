#pragma once
// Mixed-precision (HPL-AI / HPL-MxP) against double-precision HPL on the same machine and
// list edition (datasets/hpl_mxp.csv): the measured side of the precision lesson
// (model/README.md §4).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/data/csv_table.h"

namespace scalescope::model {

/// One machine's HPL-MxP and HPL results on one list edition.
struct HplMxpEntry {
  std::string list;  ///< list edition "YYYY-MM"
  std::string system;
  double hplMxpPflops = 0;  ///< mixed-precision benchmark, PFlop/s
  double hplPflops = 0;     ///< double-precision HPL (Rmax), PFlop/s
  int line = 0;             ///< line in the source file (0 for entries built in code)
  /// The machine's low-precision (FP16/BF16 matrix) to FP64 peak ratio r_machine, from
  /// vendor figures, with FP64 as TOP500's Rpeak counts it; empty where none was found.
  std::optional<double> peakRatio;

  /// Measured gain of mixed precision, HPL-MxP / HPL.
  double ratio() const { return hplMxpPflops / hplPflops; }
  /// The share of the machine's precision speed-up that reached the benchmark, gain/r_machine.
  std::optional<double> realisedFraction() const {
    if (!peakRatio) return std::nullopt;
    return ratio() / *peakRatio;
  }
};

/// Reads an HPL-MxP CSV file. Columns by name in any order, ignoring case: list, system,
/// hpl_mxp_pflops, hpl_pflops; optional low_precision_peak_ratio (empty field: unknown, else
/// a number from 1 to 1000); others are ignored. Rejects a file without rows, a missing
/// column, a malformed list edition, an empty system, text in a number and non-positive
/// values, with "FILE:LINE:COLUMN: column 'name': what was expected".
Result<std::vector<HplMxpEntry>> readHplMxp(const std::string& path);

/// Same as readHplMxp for text in memory; displayName stands for the file in messages.
Result<std::vector<HplMxpEntry>> readHplMxpText(std::string_view text,
                                                const std::string& displayName);

/// Same checks on a table that is already parsed.
Result<std::vector<HplMxpEntry>> hplMxpFromTable(const CsvTable& table);

}  // namespace scalescope::model
