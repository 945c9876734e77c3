#pragma once
// Predicted against measured across the generations of one machine (model/README.md §4, first
// bullet): take 1−α_eff of an earlier TOP500 entry, predict the efficiency Amdahl's law gives
// at a later entry's core count, and compare Rpeak_later · E_pred with the measured Rmax.

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "model/data/top500.h"

namespace scalescope::model {

/// One (earlier, later) pair of entries of the same system.
struct GenerationPrediction {
  std::string system;
  std::string site;
  std::string fromList;  ///< edition whose 1−α_eff is used
  std::string toList;    ///< edition whose Rmax is predicted
  std::int64_t fromCores = 0;
  std::int64_t toCores = 0;
  double fromSerialFraction = 0;   ///< 1−α_eff of the earlier entry
  double predictedEfficiency = 0;  ///< Amdahl E at toCores with fromSerialFraction
  double rmaxMeasuredTflops = 0;
  double rmaxPredictedTflops = 0;     ///< Rpeak_later · predictedEfficiency
  double relativeError = 0;           ///< (predicted − measured) / measured
  double achievedSerialFraction = 0;  ///< 1−α_eff the later entry actually achieved
  /// The later entry repeats the earlier one's (N, Rmax, Rpeak), Rmax and Rpeak to the digits
  /// the sources quote (relative 10⁻⁵): a re-listing of an unchanged machine, whose
  /// "prediction" is exact by construction and so no test of the law.
  bool relisting = false;
  /// The same two (N, Rmax, Rpeak) as an earlier pair of the system, because one of its
  /// entries is a re-listing (Piz Daint 2013-11 → 2018-11 and → 2019-11): the same prediction
  /// again, which the summary counts once.
  bool repeatsPair = false;
};

/// All predictions between entries of the same system. A system is a name at a site, so
/// that generic names ("Cray XC40") at different sites are not joined. Entries are ordered
/// by list edition and every ordered pair (earlier, later) gives a prediction; pairs on the
/// same edition are skipped. A machine re-listed unchanged (Piz Daint 2018-11 and 2019-11)
/// is kept and flagged `relisting`: its prediction is exact by construction.
/// Entries whose 1−α_eff is undefined (N = 1, Rmax > Rpeak, non-positive values) and rows
/// against another peak than the list's (PeakBasis) are left out. Results are sorted by system,
/// site, earlier list, later list.
std::vector<GenerationPrediction> predictGenerations(const std::vector<Top500Entry>& entries);

/// Summary errors over the distinct pairs that are predictions: re-listings and repeated pairs
/// are left out and counted.
struct GenerationSummary {
  std::size_t pairs = 0;          ///< distinct predictions that enter the summary
  std::size_t relistings = 0;     ///< pairs left out as re-listings
  std::size_t repeatedPairs = 0;  ///< pairs left out as repeats of an earlier pair
  double meanAbsRelativeError = 0;
  double worstAbsRelativeError = 0;
};
GenerationSummary summarizeGenerations(const std::vector<GenerationPrediction>& predictions);

}  // namespace scalescope::model
