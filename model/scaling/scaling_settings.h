#pragma once
// The scaling.* rows of a scenario as one typed value: what the Scaling view's tabs plot and
// how measured series are turned into speed-ups.

#include <cstddef>
#include <optional>
#include <vector>

#include "model/core/param.h"
#include "model/measured/fit.h"
#include "model/measured/measured_series.h"

namespace scalescope::model {

class Scenario;

/// The scaling.* rows of a scenario (ParamArea::Scaling), typed.
struct ScalingSettings {
  ScalingQuantity quantity = ScalingQuantity::Speedup;
  Law law = Law::Amdahl;
  /// Per law of the law table (indexed by Law): is its curve drawn? Laws without a curve: no.
  std::vector<bool> showCurve;
  bool showMeasured = true, showTop500 = true, showFit = true;
  double unitPeakTflops = 0.07;            ///< P₁ of the law curves (not of measured series)
  std::size_t series = 0;                  ///< selected measured series, 0-based
  std::optional<std::size_t> fitFirstK;    ///< empty: fit every run
  FitNoise fitNoise = FitNoise::Relative;  ///< how the fit weights the runs
  SpeedupBaseline baseline = SpeedupBaseline::SmallestN;
  double unitsPerNode = 4;
  bool median = false;      ///< repetitions shown by their median (else mean)
  bool stddevBars = false;  ///< error bars ±1 s.d. (else min–max)
  bool operator==(const ScalingSettings&) const = default;
};
ScalingSettings scalingSettings(const Scenario& scenario);

SeriesOptions seriesOptions(const ScalingSettings& settings);
/// The parameters seriesOptions() reads: a change of one derives the measured series anew.
inline constexpr ParamSet kSeriesOptionParams{Param::ScalingBaseline, Param::ScalingUnitsPerNode,
                                              Param::ScalingCenter, Param::ScalingErrorBars,
                                              Param::ScalingUnitPeakGflops};
/// Whether the settings show the curve of this law.
bool curveShown(const ScalingSettings& settings, Law law);

}  // namespace scalescope::model
