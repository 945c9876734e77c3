#include "model/laws/law_curves.h"

#include <cmath>

#include "model/core/number_text.h"
#include "model/laws/laws.h"

namespace scalescope::model {

std::vector<double> logSpace(double lo, double hi, int count) {
  std::vector<double> out(static_cast<std::size_t>(count));
  const double a = std::log10(lo), b = std::log10(hi);
  for (int i = 0; i < count; ++i) out[i] = std::pow(10.0, a + (b - a) * i / (count - 1));
  out.front() = lo;  // exact ends: N = 1 must give S = 1 exactly
  out.back() = hi;
  return out;
}

std::vector<LawCurve> lawCurves(double nMax, double s, double sigma, double kappa, int points) {
  const auto n = logSpace(1.0, std::max(nMax, 1.0 + 1e-9), points);
  std::vector<LawCurve> curves = {
      // Both laws take the scenario's one number, but it means a different share (see the
      // header): the labels say which.
      {"amdahl",
       "Amdahl (s = " + shortNumber(s, 3) + ": serial share of the 1-unit run)",
       n,
       {},
       {}},
      {"gustafson",
       "Gustafson (s = " + shortNumber(s, 3) + ": serial share of the N-unit run)",
       n,
       {},
       {}},
      {"usl",
       "USL (σ = " + shortNumber(sigma, 3) + ", κ = " + shortNumber(kappa, 3) + ")",
       n,
       {},
       {}},
      {"ideal", "Ideal (S = N)", n, {}, {}},
  };
  for (double x : n) {
    const double sp[4] = {amdahlSpeedup(x, s).valueOr(1.0), gustafsonSpeedup(x, s).valueOr(1.0),
                          uslSpeedup(x, sigma, kappa).valueOr(1.0), x};
    for (int k = 0; k < 4; ++k) {
      curves[k].speedup.push_back(sp[k]);
      curves[k].efficiency.push_back(sp[k] / x);
    }
  }
  return curves;
}

}  // namespace scalescope::model
