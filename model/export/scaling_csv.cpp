#include "model/export/scaling_csv.h"

#include <optional>

#include "model/core/scenario.h"
#include "model/export/csv_export.h"
#include "model/laws/law_table.h"

namespace scalescope::model {

std::string scalingCsv(const std::vector<ScalingCurve>& curves, const ScalingSettings& st) {
  std::string out = "n,law,speedup,efficiency,payload_tflops\n";
  for (const auto& c : curves) {
    if (!curveShown(st, c.kind)) continue;
    for (std::size_t i = 0; i < c.n.size(); ++i)
      out += csvNumber(c.n[i]) + "," + c.law + "," + csvNumber(c.speedup[i]) + "," +
             csvNumber(c.efficiency[i]) + "," + csvNumber(c.payloadTflops[i]) + "\n";
  }
  return out;
}

std::string measuredCsv(const std::vector<MeasuredSeries>& series, const Scenario& s) {
  const ScalingSettings st = scalingSettings(s);
  const std::string law(lawName(st.law));
  std::string out =
      "series,source,scaling,n,unit,time_s,speedup,efficiency,payload_tflops,law,"
      "predicted_speedup,relative_residual,outlier,line\n";
  const auto& timeLaw = lawEntry(st.law).timeLaw;
  for (const auto& m : series) {
    // A law describes one kind of run: Amdahl's fixed-size speed-up says nothing about a
    // weak-scaling series (nor Gustafson's about a strong one), so such rows are not scored.
    const bool scored =
        !timeLaw || timeLaw->scaling == (m.weak ? LawScaling::Weak : LawScaling::Strong);
    for (const auto& p : m.points) {
      std::optional<double> predicted, residual;
      if (scored) {
        if (const auto r = predictedQuantity(s, st.law, ScalingQuantity::Speedup, p.n))
          predicted = *r;
        if (const auto r = relativeResidual(s, st.law, ScalingQuantity::Speedup, p)) residual = *r;
      }
      out += csvField(m.name) + "," + csvField(m.source) + "," + (m.weak ? "weak" : "strong") +
             "," + csvNumber(p.n) + "," + csvField(m.unit) + "," +
             (p.timeSeconds ? csvNumber(*p.timeSeconds) : "") + "," + csvNumber(p.speedup) + "," +
             csvNumber(p.efficiency) + "," + (p.payloadTflops ? csvNumber(*p.payloadTflops) : "") +
             "," + (scored ? law : std::string()) + "," + (predicted ? csvNumber(*predicted) : "") +
             "," + (residual ? csvNumber(*residual) : "") + "," + (p.outlier ? "1" : "0") + "," +
             std::to_string(p.line) + "\n";
    }
  }
  return out;
}

}  // namespace scalescope::model
