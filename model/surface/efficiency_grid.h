#pragma once
// Amdahl efficiency E(N, 1−α) sampled on a log-log grid: the data behind the 3D surface
// (model/README.md §2) and the surface.csv export.

#include <Eigen/Core>

namespace scalescope::model {

/// Evenly spaced samples of log10 of a quantity: value i is 10^(log10Min + i·step).
struct LogAxis {
  double log10Min = 0.0;
  double log10Max = 1.0;
  int count = 2;

  double log10At(int i) const { return log10Min + (log10Max - log10Min) * i / (count - 1); }
};

/// E on the grid: efficiency(row, col) with row = serial-fraction index, col = N index.
struct EfficiencyGrid {
  LogAxis logN;
  LogAxis logSerialFraction;
  Eigen::ArrayXXd efficiency;
};

/// Evaluates Amdahl efficiency on every grid point (vectorised over N per row).
/// Axes need count ≥ 2; N ≥ 1 and serial fraction in (0, 1] are the caller's promise
/// (log10Min ≥ 0 for N, log10Max ≤ 0 for 1−α).
EfficiencyGrid amdahlEfficiencyGrid(const LogAxis& logN, const LogAxis& logSerialFraction);

}  // namespace scalescope::model
