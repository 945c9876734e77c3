#include "model/scaling/scaling_settings.h"

#include "model/core/scenario.h"

namespace scalescope::model {

ScalingSettings scalingSettings(const Scenario& s) {
  ScalingSettings out;
  const std::string& q = s.choiceName(Param::ScalingQuantity);
  out.quantity = q == "efficiency" ? ScalingQuantity::Efficiency
                 : q == "payload"  ? ScalingQuantity::Payload
                                   : ScalingQuantity::Speedup;
  out.law = lawFromName(s.choiceName(Param::ScalingLaw)).value_or(Law::Amdahl);
  for (const LawEntry& law : lawTable())
    out.showCurve.push_back(law.curve && s.on(law.curve->show));
  out.showMeasured = s.on(Param::ScalingShowMeasured);
  out.showTop500 = s.on(Param::ScalingShowTop500);
  out.showFit = s.on(Param::ScalingShowFit);
  out.unitPeakTflops = s.get(Param::ScalingUnitPeakGflops) / 1000.0;
  out.series = static_cast<std::size_t>(s.get(Param::ScalingSeries)) - 1;
  if (const double k = s.get(Param::ScalingFitFirstK); k > 0)
    out.fitFirstK = static_cast<std::size_t>(k);
  out.fitNoise =
      fitNoiseFromName(s.choiceName(Param::ScalingFitNoise)).value_or(FitNoise::Relative);
  const std::string& b = s.choiceName(Param::ScalingBaseline);
  out.baseline = b == "one_node" ? SpeedupBaseline::OneNode
                 : b == "n1"     ? SpeedupBaseline::NOne
                                 : SpeedupBaseline::SmallestN;
  out.unitsPerNode = s.get(Param::ScalingUnitsPerNode);
  out.median = s.choiceName(Param::ScalingCenter) == "median";
  out.stddevBars = s.choiceName(Param::ScalingErrorBars) == "stddev";
  return out;
}

SeriesOptions seriesOptions(const ScalingSettings& st) {
  return {st.baseline, st.unitsPerNode, st.median, st.stddevBars};
}

bool curveShown(const ScalingSettings& st, Law law) {
  const auto i = static_cast<std::size_t>(law);
  return i < st.showCurve.size() && st.showCurve[i];
}

}  // namespace scalescope::model
