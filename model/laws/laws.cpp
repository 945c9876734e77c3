#include "model/laws/laws.h"

#include <cmath>
#include <limits>
#include <optional>
#include <string>

namespace scalescope::model {

namespace {

std::optional<MarkedText> checkN(double n) {
  if (!std::isfinite(n))
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "N must be a finite number"));
  if (n < 1)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "N must be at least 1 (got %1)"),
                        {std::to_string(n)});
  return std::nullopt;
}

/// `name` is marked in context "Model" ("contention σ").
std::optional<MarkedText> checkFraction(double f, const char* name) {
  if (!std::isfinite(f) || f < 0 || f > 1)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 must lie in [0, 1] (got %2)"),
                        {modelMessage(name), std::to_string(f)});
  return std::nullopt;
}

// The fractions the laws check, marked for checkFraction.
const char* const kSerialFraction = SCALESCOPE_TR_NOOP("Model", "serial fraction 1−α");
const char* const kContention = SCALESCOPE_TR_NOOP("Model", "contention σ");

template <typename T>
Result<T> fail(MarkedText m) {
  return Result<T>::failure(std::move(m));
}

}  // namespace

Result<double> amdahlSpeedup(double n, double s) {
  if (auto m = checkN(n)) return fail<double>(*m);
  if (auto m = checkFraction(s, kSerialFraction)) return fail<double>(*m);
  if (n == 1) return 1.0;
  // S = N / (N s + (1 − s)): the same as 1/(s + (1−s)/N) but exact at s = 0.
  return n / (n * s + (1.0 - s));
}

Result<double> amdahlEfficiency(double n, double s) {
  if (auto m = checkN(n)) return fail<double>(*m);
  if (auto m = checkFraction(s, kSerialFraction)) return fail<double>(*m);
  return amdahlEfficiencyUnchecked(n, s);
}

Result<double> gustafsonSpeedup(double n, double s) {
  if (auto m = checkN(n)) return fail<double>(*m);
  if (auto m = checkFraction(s, kSerialFraction)) return fail<double>(*m);
  return s + (1.0 - s) * n;
}

Result<double> uslSpeedup(double n, double sigma, double kappa) {
  if (auto m = checkN(n)) return fail<double>(*m);
  if (auto m = checkFraction(sigma, kContention)) return fail<double>(*m);
  if (!std::isfinite(kappa) || kappa < 0)
    return fail<double>(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "coherency κ must be a finite number ≥ 0")));
  return n / (1.0 + sigma * (n - 1.0) + kappa * n * (n - 1.0));
}

Result<double> uslPeakN(double sigma, double kappa) {
  if (auto m = checkFraction(sigma, kContention)) return fail<double>(*m);
  if (!std::isfinite(kappa) || kappa < 0)
    return fail<double>(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "coherency κ must be a finite number ≥ 0")));
  if (kappa == 0) return std::numeric_limits<double>::infinity();
  return std::sqrt((1.0 - sigma) / kappa);
}

Result<double> serialFractionFromSpeedup(double n, double speedup) {
  if (auto m = checkN(n)) return fail<double>(*m);
  if (!std::isfinite(speedup) || speedup <= 0)
    return fail<double>(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "speed-up must be a positive number")));
  return serialFractionFromEfficiency(n, speedup / n);
}

Result<double> serialFractionFromEfficiency(double n, double e) {
  if (auto m = checkN(n)) return fail<double>(*m);
  if (!std::isfinite(e) || e <= 0 || e > 1)
    return fail<double>(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "efficiency must lie in (0, 1] (got %1)"),
                     {std::to_string(e)}));
  if (n == 1)
    return fail<double>(modelMessage(
        SCALESCOPE_TR_NOOP("Model", "1−α_eff is undefined at N = 1 (no parallelism measured)")));
  return (1.0 / e - 1.0) / (n - 1.0);
}

Result<double> serialFractionFromRmax(double cores, double rmax, double rpeak) {
  if (!std::isfinite(rmax) || !std::isfinite(rpeak) || rmax <= 0 || rpeak <= 0)
    return fail<double>(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "Rmax and Rpeak must be positive numbers")));
  if (rmax > rpeak)
    return fail<double>(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "Rmax exceeds Rpeak (efficiency above 1)")));
  return serialFractionFromEfficiency(cores, rmax / rpeak);
}

Result<double> payloadPerformance(double n, double s, double perUnitPeak) {
  auto e = amdahlEfficiency(n, s);
  if (!e) return e;
  if (!std::isfinite(perUnitPeak) || perUnitPeak <= 0)
    return fail<double>(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "per-unit peak must be a positive number")));
  return n * perUnitPeak * *e;
}

}  // namespace scalescope::model
