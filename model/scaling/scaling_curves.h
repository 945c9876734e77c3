#pragma once
// The scenario's law curves with their payload, and what a law predicts for a measured point:
// the predicted side of the Scaling view's Curves tab and of scaling.csv.

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/laws/law_curves.h"
#include "model/measured/fit.h"
#include "model/measured/measured_series.h"

namespace scalescope::model {

class Scenario;

/// A curve of the scenario with its payload P = N·P₁·E in TFlop/s.
struct ScalingCurve : LawCurve {
  std::vector<double> payloadTflops;
};

/// The curve of every law of the law table that draws one (in its order, whether shown or
/// not) for N from 1 to 10^surface.log_n_max.
std::vector<ScalingCurve> scalingCurves(const Scenario& scenario, int points);
/// What a law with the scenario's parameters predicts for a quantity at N (≥ 1).
Result<double> predictedQuantity(const Scenario& scenario, Law law, ScalingQuantity quantity,
                                 double n);

/// measured/predicted − 1 of the quantity at the point's N, for the scenario's law.
Result<double> relativeResidual(const Scenario& scenario, Law law, ScalingQuantity quantity,
                                const SeriesPoint& point);
/// The points of a series prepared once for their residuals at every law step (a folder of
/// 100,000 runs has a few hundred N): the distinct N in order of first appearance and, per
/// point of `order`, the index of its N and its measured quantity (NaN where it has none).
struct ResidualBasis {
  std::vector<double> distinctN;
  std::vector<std::uint32_t> nIndex;
  std::vector<double> measured;
};
ResidualBasis residualBasis(const std::vector<SeriesPoint>& points,
                            std::span<const std::size_t> order, ScalingQuantity quantity);
/// The law's prediction at each distinct N of the basis; NaN where it has none or none > 0.
/// Equal predictions give equal residuals: a step that leaves them need not redraw.
std::vector<double> residualPredictions(const Scenario& scenario, Law law, ScalingQuantity quantity,
                                        const ResidualBasis& basis);
/// measured/predicted − 1 per point of the basis; NaN where either side has no value.
std::vector<double> residualsOf(const ResidualBasis& basis, const std::vector<double>& predictions);

}  // namespace scalescope::model
