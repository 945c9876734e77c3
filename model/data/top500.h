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

/// Which peak a row's Rpeak is. Every list row has the list's own; a row may also set the same
/// run's Rmax against another FP64 peak the machine publishes, of its vector or of its matrix
/// (tensor core) units, to show that 1−α_eff depends on the peak (datasets/README.md, "Which
/// peak?"). Such a row is no list entry: it joins no generation and no path.
enum class PeakBasis { List, Vector, Matrix };

/// "list", "vector" or "matrix", as the column `rpeak_basis` and lesson files write it.
std::string_view peakBasisId(PeakBasis basis);
/// The basis of an id of peakBasisId (an empty id is the list's); nullopt for any other text.
std::optional<PeakBasis> peakBasisFromId(std::string_view id);

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
  /// Nodes of the run, where known. TOP500 counts a GPU's multiprocessors as cores (Piz Daint:
  /// 22 per K20X node, 68 per P100 node), so per node is the unit that compares generations.
  std::optional<std::int64_t> nodes;
  std::optional<int> acceleratorsPerNode;  ///< GPUs (or other accelerators) per node, where known
  PeakBasis peakBasis = PeakBasis::List;   ///< which peak rpeakTflops is
  int line = 0;  ///< line in the source file (0 for entries built in code)
};

/// E = Rmax/Rpeak; fails for non-positive values, and for Rmax > Rpeak on the list's peak. Against
/// another peak E may exceed 1: a vector peak does not count the matrix units HPL ran on.
Result<double> efficiency(const Top500Entry& entry);

/// 1−α_eff = (Rpeak/Rmax − 1)/(N − 1) with N = cores (serialFractionFromRmax).
Result<double> serialFraction(const Top500Entry& entry);

/// Rmax and Rpeak of one node, TFlop/s; fails when the entry has no node count.
Result<double> rmaxPerNodeTflops(const Top500Entry& entry);
Result<double> rpeakPerNodeTflops(const Top500Entry& entry);

/// 1−α_eff with N = nodes: (Rpeak/Rmax − 1)/(nodes − 1); fails without a node count.
Result<double> serialFractionPerNode(const Top500Entry& entry);

/// True for a list edition written "YYYY-MM" with month 01…12.
bool isListEdition(std::string_view text);

/// Reads a TOP500 CSV file. Columns are found by name, in any order, ignoring case:
/// list, rank, system, cores, rmax_tflops, rpeak_tflops (required); site, country,
/// accelerator, hpcg_tflops, nodes, accelerators_per_node, rpeak_basis (optional, a field may
/// be empty);
/// other columns are ignored, so a file without the optional columns reads as before. Rejects
/// a file without rows, a missing column, text in a number, rank, cores or nodes below 1, more
/// nodes than cores, accelerators per node outside 0…1024, a basis other than those of
/// peakBasisId, non-positive Rmax or Rpeak, Rmax > Rpeak on the list's peak, and the same system,
/// site and basis twice on one list, each with
/// "FILE:LINE:COLUMN: column 'name': what was expected".
Result<std::vector<Top500Entry>> readTop500(const std::string& path);

/// Same as readTop500 for text in memory; displayName stands for the file in messages.
Result<std::vector<Top500Entry>> readTop500Text(std::string_view text,
                                                const std::string& displayName);

/// Same checks on a table that is already parsed.
Result<std::vector<Top500Entry>> top500FromTable(const CsvTable& table);

/// What E = Rmax/Rpeak and 1−α_eff of an entry do not show, for every tooltip of a TOP500
/// point: Rmax/Rpeak also holds single-node inefficiency (HPL on one GPU node stays well below
/// peak, though its DGEMM comes close), so 1−α_eff is not only parallel overhead; it is not a
/// constant of the machine (Piz Daint 2016-11 → 2017-06: 3.1·10⁻⁶ → 8.1·10⁻⁷); and its N is
/// the TOP500's core count, which for a GPU machine includes the GPUs' multiprocessors.
/// Marked for translation in the context "Data" (model/core/translatable.h).
std::string top500EfficiencyCaveat();

}  // namespace scalescope::model
