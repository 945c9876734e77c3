#pragma once
// The scaling laws of model/README.md §1: Amdahl, Gustafson, the Universal Scalability Law and
// Végh's effective parallelism (the Karp–Flatt serial fraction). Invalid input gives a
// Result with a reason, never a NaN.

#include "model/core/result.h"

namespace scalescope::model {

/// Amdahl speed-up S(N) = 1 / ((1−α) + α/N), with serialFraction = 1−α.
Result<double> amdahlSpeedup(double n, double serialFraction);
/// Amdahl efficiency E = S/N = 1 / (N(1−α) + α).
Result<double> amdahlEfficiency(double n, double serialFraction);
/// Gustafson's scaled speed-up S(N) = (1−α) + αN.
Result<double> gustafsonSpeedup(double n, double serialFraction);
/// USL speed-up S(N) = N / (1 + σ(N−1) + κN(N−1)).
Result<double> uslSpeedup(double n, double sigma, double kappa);
/// N at which the USL speed-up peaks, √((1−σ)/κ); +inf when κ = 0.
Result<double> uslPeakN(double sigma, double kappa);
/// Effective serial fraction 1−α_eff = (N/S − 1)/(N − 1) from a measured speed-up.
Result<double> serialFractionFromSpeedup(double n, double speedup);
/// Effective serial fraction 1−α_eff = (1/E − 1)/(N − 1) from a measured efficiency.
Result<double> serialFractionFromEfficiency(double n, double efficiency);
/// For a TOP500 entry: E = Rmax/Rpeak with N = cores.
Result<double> serialFractionFromRmax(double cores, double rmax, double rpeak);
/// Payload performance P(N) = N · P₁ · E(N, α), P₁ = per-unit peak (any flop/s unit).
Result<double> payloadPerformance(double n, double serialFraction, double perUnitPeak);

/// Amdahl efficiency without validation, for hot loops whose inputs are known valid.
inline double amdahlEfficiencyUnchecked(double n, double serialFraction) {
  // 1/(N(1−α) + α) written so that α = 1 − s keeps full precision for tiny s.
  return 1.0 / (n * serialFraction + (1.0 - serialFraction));
}

}  // namespace scalescope::model
