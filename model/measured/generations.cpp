#include "model/measured/generations.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <utility>

#include "model/laws/laws.h"

namespace scalescope::model {

namespace {

/// Two entries carry the same HPL result: the same N, and Rmax and Rpeak equal to the digits
/// the sources quote. The seed rows give six significant digits and the lists' export two
/// decimals: 2,746,380 and 2,746,376.09 TFlop/s are El Capitan's one Rpeak (2024-11, 2025-06),
/// 1.4·10⁻⁶ apart; a new run moves them by far more (El Capitan 2025-11: 2.7 %).
bool sameResult(const Top500Entry& a, const Top500Entry& b) {
  const auto close = [](double x, double y) {
    return std::abs(x - y) <= 1e-5 * std::max(std::abs(x), std::abs(y));
  };
  return a.cores == b.cores && close(a.rmaxTflops, b.rmaxTflops) &&
         close(a.rpeakTflops, b.rpeakTflops);
}

}  // namespace

std::vector<GenerationPrediction> predictGenerations(const std::vector<Top500Entry>& entries) {
  // Only list entries with a defined 1−α_eff take part, grouped by (system, site): a row against
  // another peak than the list's would compare two kinds of peak.
  std::map<std::pair<std::string, std::string>, std::vector<std::pair<const Top500Entry*, double>>>
      bySystem;
  for (const auto& e : entries)
    if (auto s = serialFraction(e); s && e.peakBasis == PeakBasis::List)
      bySystem[{e.system, e.site}].emplace_back(&e, *s);

  std::vector<GenerationPrediction> out;
  for (auto& [key, generation] : bySystem) {
    std::stable_sort(generation.begin(), generation.end(),
                     [](const auto& a, const auto& b) { return a.first->list < b.first->list; });
    // Both entries of every pair so far: a re-listed entry makes the same pair twice.
    std::vector<std::pair<const Top500Entry*, const Top500Entry*>> seen;
    for (std::size_t i = 0; i < generation.size(); ++i) {
      for (std::size_t j = i + 1; j < generation.size(); ++j) {
        const auto& [from, fromSerial] = generation[i];
        const auto& [to, toSerial] = generation[j];
        if (from->list == to->list) continue;
        const auto e = amdahlEfficiency(static_cast<double>(to->cores), fromSerial);
        if (!e) continue;
        GenerationPrediction p;
        p.system = key.first;
        p.site = key.second;
        p.fromList = from->list;
        p.toList = to->list;
        p.fromCores = from->cores;
        p.toCores = to->cores;
        p.fromSerialFraction = fromSerial;
        p.predictedEfficiency = *e;
        p.rmaxMeasuredTflops = to->rmaxTflops;
        p.rmaxPredictedTflops = to->rpeakTflops * *e;
        p.relativeError = (p.rmaxPredictedTflops - p.rmaxMeasuredTflops) / p.rmaxMeasuredTflops;
        p.achievedSerialFraction = toSerial;
        p.relisting = sameResult(*from, *to);
        for (const auto& [earlierFrom, earlierTo] : seen)
          p.repeatsPair =
              p.repeatsPair || (sameResult(*earlierFrom, *from) && sameResult(*earlierTo, *to));
        seen.emplace_back(from, to);
        out.push_back(std::move(p));
      }
    }
  }
  return out;
}

GenerationSummary summarizeGenerations(const std::vector<GenerationPrediction>& predictions) {
  GenerationSummary s;
  double sum = 0;
  for (const auto& p : predictions) {
    if (p.relisting) {
      ++s.relistings;
      continue;
    }
    if (p.repeatsPair) {
      ++s.repeatedPairs;
      continue;
    }
    ++s.pairs;
    const double e = std::abs(p.relativeError);
    sum += e;
    s.worstAbsRelativeError = std::max(s.worstAbsRelativeError, e);
  }
  if (s.pairs > 0) s.meanAbsRelativeError = sum / static_cast<double>(s.pairs);
  return s;
}

}  // namespace scalescope::model
