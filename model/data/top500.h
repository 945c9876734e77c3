#pragma once
// TOP500 entries (datasets/top500.csv, model/README.md §6): the measured machines placed on the
// efficiency surface and joined into generations. Efficiency and 1−α_eff are derived from
// Rmax, Rpeak and cores on demand, never stored, so a corrected row cannot disagree with them.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/data/csv_table.h"

namespace scalescope::model {

/// One system on one TOP500 list edition, as published.
struct Top500Entry {
  std::string list;  ///< list edition "YYYY-MM", e.g. "2018-11"
  int rank = 0;      ///< rank on that list (≥ 1)
  std::string system;
  std::string site;                  ///< empty when the file has no site column
  std::string country;               ///< empty when the file has no country column
  std::int64_t cores = 0;            ///< N as the list counts it (CPU plus accelerator cores)
  double rmaxTflops = 0;             ///< HPL performance, TFlop/s
  double rpeakTflops = 0;            ///< theoretical peak, TFlop/s
  std::string accelerator;           ///< empty when none is listed
  std::optional<double> hpcgTflops;  ///< HPCG result where published, TFlop/s
  int line = 0;                      ///< line in the source file (0 for entries built in code)
};

/// E = Rmax/Rpeak; fails for non-positive values or Rmax > Rpeak.
Result<double> efficiency(const Top500Entry& entry);

/// 1−α_eff = (Rpeak/Rmax − 1)/(N − 1) with N = cores (serialFractionFromRmax).
Result<double> serialFraction(const Top500Entry& entry);

/// True for a list edition written "YYYY-MM" with month 01…12.
bool isListEdition(std::string_view text);

/// Reads a TOP500 CSV file. Columns are found by name, in any order, ignoring case:
/// list, rank, system, cores, rmax_tflops, rpeak_tflops (required); site, country,
/// accelerator, hpcg_tflops (optional); other columns are ignored. Rejects a file without
/// rows, a missing column, text in a number, rank or cores below 1, non-positive Rmax or
/// Rpeak, Rmax > Rpeak, and the same system and site twice on one list, each with
/// "FILE:LINE:COLUMN: column 'name': what was expected".
Result<std::vector<Top500Entry>> readTop500(const std::string& path);

/// Same as readTop500 for text in memory; displayName stands for the file in messages.
Result<std::vector<Top500Entry>> readTop500Text(std::string_view text,
                                                const std::string& displayName);

/// Same checks on a table that is already parsed.
Result<std::vector<Top500Entry>> top500FromTable(const CsvTable& table);

/// What E = Rmax/Rpeak and 1−α_eff of an entry do not show, one sentence for every tooltip
/// of a TOP500 point: Rmax/Rpeak also holds single-node inefficiency (a GPU's DGEMM reaches
/// about 70–80 % of its peak), so 1−α_eff is not only parallel overhead, and it is not a
/// constant of the machine (Piz Daint 2016-11 → 2017-06: 3.1·10⁻⁶ → 8.1·10⁻⁷).
std::string top500EfficiencyCaveat();

}  // namespace scalescope::model
