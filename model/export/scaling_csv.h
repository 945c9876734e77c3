#pragma once
// scaling.csv and measured.csv (batch mode --formats csv): the numbers the Scaling view draws.

#include <string>
#include <vector>

#include "model/measured/measured_series.h"
#include "model/scaling/scaling_curves.h"
#include "model/scaling/scaling_settings.h"

namespace scalescope::model {

class Scenario;

/// scaling.csv: n,law,speedup,efficiency,payload_tflops for every curve the settings show;
/// payload = P₁·S with the scenario's per-unit peak (the timeline law: relative to one
/// accelerated FP64 unit, see TimelineBreakdown::payloadSpeedup).
std::string scalingCsv(const std::vector<ScalingCurve>& curves, const ScalingSettings& settings);
/// measured.csv: series,source,scaling,n,unit,time_s,speedup,efficiency,payload_tflops,law,
/// predicted_speedup,relative_residual,outlier,line; one row per valid run, residuals against
/// the settings' law with the scenario's parameters (empty when the law is undefined there,
/// and law, prediction and residual empty for a series of the other kind of scaling: Amdahl,
/// the USL and the timeline law score strong-scaling series, Gustafson weak ones);
/// payload_tflops is empty for runs without Rmax and without a unit_peak_gflops column.
std::string measuredCsv(const std::vector<MeasuredSeries>& series, const Scenario& scenario);

}  // namespace scalescope::model
