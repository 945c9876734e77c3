#include "model/laws/law_curves.h"

#include <algorithm>
#include <cmath>

namespace scalescope::model {

std::vector<double> logSpace(double lo, double hi, int count) {
  std::vector<double> out(static_cast<std::size_t>(count));
  const double a = std::log10(lo), b = std::log10(hi);
  for (int i = 0; i < count; ++i) out[i] = std::pow(10.0, a + (b - a) * i / (count - 1));
  out.front() = lo;  // exact ends: N = 1 must give S = 1 exactly
  out.back() = hi;
  return out;
}

std::vector<LawCurve> lawCurves(const Scenario& s, double nMax, int points) {
  const auto n = logSpace(1.0, std::max(nMax, 1.0 + 1e-9), points);
  std::vector<LawCurve> curves;
  for (const LawEntry& law : lawTable()) {
    if (!law.curve) continue;
    LawCurve c{.law = std::string(law.id),
               .kind = law.law,
               .label = law.curve->label(s),
               .shortLabel = law.curve->shortLabel(s)};
    for (double x : n) {
      const auto point = law.curve->at(s, x);
      if (!point) break;
      c.n.push_back(x);
      c.speedup.push_back(point->speedup);
      c.efficiency.push_back(point->efficiency);
      c.payloadSpeedup.push_back(point->payloadSpeedup);
    }
    curves.push_back(std::move(c));
  }
  return curves;
}

}  // namespace scalescope::model
