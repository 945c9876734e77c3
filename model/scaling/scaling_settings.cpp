#include "model/scaling/scaling_settings.h"

#include "model/core/scenario.h"

namespace scalescope::model {

ScalingSettings scalingSettings(const Scenario& s) {
  ScalingSettings out;
  const std::string& q = s.choice("scaling.quantity");
  out.quantity = q == "efficiency" ? ScalingQuantity::Efficiency
                 : q == "payload"  ? ScalingQuantity::Payload
                                   : ScalingQuantity::Speedup;
  out.law = lawFromName(s.choice("scaling.law")).value_or(Law::Amdahl);
  out.showAmdahl = s.toggle("scaling.show_amdahl");
  out.showGustafson = s.toggle("scaling.show_gustafson");
  out.showUsl = s.toggle("scaling.show_usl");
  out.showTimeline = s.toggle("scaling.show_timeline");
  out.showIdeal = s.toggle("scaling.show_ideal");
  out.showMeasured = s.toggle("scaling.show_measured");
  out.showTop500 = s.toggle("scaling.show_top500");
  out.showFit = s.toggle("scaling.show_fit");
  out.unitPeakTflops = s.value("scaling.unit_peak_gflops") / 1000.0;
  out.series = static_cast<std::size_t>(s.value("scaling.series")) - 1;
  if (const double k = s.value("scaling.fit_first_k"); k > 0)
    out.fitFirstK = static_cast<std::size_t>(k);
  const std::string& b = s.choice("scaling.baseline");
  out.baseline = b == "one_node" ? SpeedupBaseline::OneNode
                 : b == "n1"     ? SpeedupBaseline::NOne
                                 : SpeedupBaseline::SmallestN;
  out.unitsPerNode = s.value("scaling.units_per_node");
  out.median = s.choice("scaling.center") == "median";
  out.stddevBars = s.choice("scaling.error_bars") == "stddev";
  return out;
}

SeriesOptions seriesOptions(const ScalingSettings& st) {
  return {st.baseline, st.unitsPerNode, st.median, st.stddevBars};
}

bool curveShown(const ScalingSettings& st, std::string_view law) {
  if (law == "amdahl") return st.showAmdahl;
  if (law == "gustafson") return st.showGustafson;
  if (law == "usl") return st.showUsl;
  if (law == "timeline") return st.showTimeline;
  if (law == "ideal") return st.showIdeal;
  return false;
}

}  // namespace scalescope::model
