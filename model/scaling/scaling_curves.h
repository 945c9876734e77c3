#pragma once
// The scenario's law curves with their payload, and what a law predicts for a measured point:
// the predicted side of the Scaling view's Curves tab and of scaling.csv.

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
/// relativeResidual of every point, in their order, the law evaluated once per distinct N (a
/// folder of 100,000 runs has a few hundred N; each evaluation of the timeline law builds
/// its parameters anew).
std::vector<Result<double>> relativeResiduals(const Scenario& scenario, Law law,
                                              ScalingQuantity quantity,
                                              const std::vector<SeriesPoint>& points);

}  // namespace scalescope::model
