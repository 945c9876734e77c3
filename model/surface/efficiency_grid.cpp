#include "model/surface/efficiency_grid.h"

#include <cmath>

namespace scalescope::model {

EfficiencyGrid amdahlEfficiencyGrid(const LogAxis& logN, const LogAxis& logSerialFraction) {
  EfficiencyGrid grid{logN, logSerialFraction,
                      Eigen::ArrayXXd(logSerialFraction.count, logN.count)};
  Eigen::ArrayXd n(logN.count);
  for (int c = 0; c < logN.count; ++c) n[c] = std::pow(10.0, logN.log10At(c));
  for (int r = 0; r < logSerialFraction.count; ++r) {
    const double s = std::pow(10.0, logSerialFraction.log10At(r));
    // E = 1 / (N·s + (1 − s)), the same form as amdahlEfficiencyUnchecked.
    grid.efficiency.row(r) = (n * s + (1.0 - s)).inverse().transpose();
  }
  return grid;
}

}  // namespace scalescope::model
