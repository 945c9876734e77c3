#include "model/laws/laws.h"

#include <cmath>
#include <limits>
#include <string>

namespace scalescope::model {

namespace {

std::string checkN(double n) {
  if (!std::isfinite(n)) return "N must be a finite number";
  if (n < 1) return "N must be at least 1 (got " + std::to_string(n) + ")";
  return {};
}

std::string checkFraction(double f, const char* name) {
  if (!std::isfinite(f) || f < 0 || f > 1)
    return std::string(name) + " must lie in [0, 1] (got " + std::to_string(f) + ")";
  return {};
}

template <typename T>
Result<T> fail(const std::string& m) {
  return Result<T>::failure(m);
}

}  // namespace

Result<double> amdahlSpeedup(double n, double s) {
  if (auto m = checkN(n); !m.empty()) return fail<double>(m);
  if (auto m = checkFraction(s, "serial fraction 1−α"); !m.empty()) return fail<double>(m);
  if (n == 1) return 1.0;
  // S = N / (N s + (1 − s)): the same as 1/(s + (1−s)/N) but exact at s = 0.
  return n / (n * s + (1.0 - s));
}

Result<double> amdahlEfficiency(double n, double s) {
  if (auto m = checkN(n); !m.empty()) return fail<double>(m);
  if (auto m = checkFraction(s, "serial fraction 1−α"); !m.empty()) return fail<double>(m);
  return amdahlEfficiencyUnchecked(n, s);
}

Result<double> gustafsonSpeedup(double n, double s) {
  if (auto m = checkN(n); !m.empty()) return fail<double>(m);
  if (auto m = checkFraction(s, "serial fraction 1−α"); !m.empty()) return fail<double>(m);
  return s + (1.0 - s) * n;
}

Result<double> uslSpeedup(double n, double sigma, double kappa) {
  if (auto m = checkN(n); !m.empty()) return fail<double>(m);
  if (auto m = checkFraction(sigma, "contention σ"); !m.empty()) return fail<double>(m);
  if (!std::isfinite(kappa) || kappa < 0)
    return fail<double>("coherency κ must be a finite number ≥ 0");
  return n / (1.0 + sigma * (n - 1.0) + kappa * n * (n - 1.0));
}

Result<double> uslPeakN(double sigma, double kappa) {
  if (auto m = checkFraction(sigma, "contention σ"); !m.empty()) return fail<double>(m);
  if (!std::isfinite(kappa) || kappa < 0)
    return fail<double>("coherency κ must be a finite number ≥ 0");
  if (kappa == 0) return std::numeric_limits<double>::infinity();
  return std::sqrt((1.0 - sigma) / kappa);
}

Result<double> serialFractionFromSpeedup(double n, double speedup) {
  if (auto m = checkN(n); !m.empty()) return fail<double>(m);
  if (!std::isfinite(speedup) || speedup <= 0)
    return fail<double>("speed-up must be a positive number");
  return serialFractionFromEfficiency(n, speedup / n);
}

Result<double> serialFractionFromEfficiency(double n, double e) {
  if (auto m = checkN(n); !m.empty()) return fail<double>(m);
  if (!std::isfinite(e) || e <= 0 || e > 1)
    return fail<double>("efficiency must lie in (0, 1] (got " + std::to_string(e) + ")");
  if (n == 1) return fail<double>("1−α_eff is undefined at N = 1 (no parallelism measured)");
  return (1.0 / e - 1.0) / (n - 1.0);
}

Result<double> serialFractionFromRmax(double cores, double rmax, double rpeak) {
  if (!std::isfinite(rmax) || !std::isfinite(rpeak) || rmax <= 0 || rpeak <= 0)
    return fail<double>("Rmax and Rpeak must be positive numbers");
  if (rmax > rpeak) return fail<double>("Rmax exceeds Rpeak (efficiency above 1)");
  return serialFractionFromEfficiency(cores, rmax / rpeak);
}

Result<double> payloadPerformance(double n, double s, double perUnitPeak) {
  auto e = amdahlEfficiency(n, s);
  if (!e) return e;
  if (!std::isfinite(perUnitPeak) || perUnitPeak <= 0)
    return fail<double>("per-unit peak must be a positive number");
  return n * perUnitPeak * *e;
}

}  // namespace scalescope::model
