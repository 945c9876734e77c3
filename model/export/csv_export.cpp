#include "model/export/csv_export.h"

#include <cmath>
#include <initializer_list>
#include <optional>

#include "model/core/number_text.h"
#include "model/core/scenario.h"

namespace scalescope::model {

namespace {

void appendRow(std::string& out, std::initializer_list<double> values) {
  bool first = true;
  for (double v : values) {
    if (!first) out += ',';
    out += csvNumber(v);
    first = false;
  }
  out += '\n';
}

}  // namespace

std::string csvNumber(double value) {
  return exactNumber(value);
}

std::string csvField(std::string_view text) {
  if (text.find_first_of(",\"\r\n") == std::string_view::npos) return std::string(text);
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + '"';
}

std::string surfaceCsv(const EfficiencyGrid& grid) {
  std::string out = "n,serial_fraction,efficiency\n";
  out.reserve(out.size() + static_cast<std::size_t>(grid.efficiency.size()) * 64);
  for (int r = 0; r < grid.efficiency.rows(); ++r) {
    const double s = std::pow(10.0, grid.logSerialFraction.log10At(r));
    for (int c = 0; c < grid.efficiency.cols(); ++c)
      appendRow(out, {std::pow(10.0, grid.logN.log10At(c)), s, grid.efficiency(r, c)});
  }
  return out;
}

std::string systemsCsv(const std::vector<LandscapeSystem>& systems) {
  std::string out =
      "system,list,cores,rmax_tflops,rpeak_tflops,efficiency,serial_fraction,rpeak_basis\n";
  for (const auto& s : systems) {
    out += csvField(s.system) + ',' + csvField(s.list) + ',';
    appendRow(out, {s.cores, s.rmaxTflops, s.rpeakTflops, s.efficiency, s.serialFraction});
    // The row goes on: empty for a list row and a measurement, "matrix" or "vector" for a row
    // read against another peak.
    out.pop_back();
    out += ',';
    if (s.peakBasis != PeakBasis::List) out += peakBasisId(s.peakBasis);
    out += '\n';
  }
  return out;
}

std::string generationsCsv(const std::vector<GenerationPrediction>& predictions) {
  std::string out =
      "system,from_list,to_list,to_cores,rmax_measured_tflops,rmax_predicted_tflops,"
      "relative_error,relisting,repeats_pair\n";
  for (const auto& p : predictions) {
    out += csvField(p.system) + ',' + csvField(p.fromList) + ',' + csvField(p.toList) + ',';
    appendRow(out, {static_cast<double>(p.toCores), p.rmaxMeasuredTflops, p.rmaxPredictedTflops,
                    p.relativeError, p.relisting ? 1.0 : 0.0, p.repeatsPair ? 1.0 : 0.0});
  }
  return out;
}

std::string precisionCsv(const std::vector<PrecisionPoint>& points) {
  std::string out =
      "system,list,cores,cores_list,hpl_mxp_over_hpl,low_precision_peak_ratio,realised_fraction,"
      "predicted_fp16_gain\n";
  const auto optional = [](const std::optional<double>& v) {
    return v ? csvNumber(*v) : std::string();
  };
  for (const auto& p : points)
    out += csvField(p.entry.system) + ',' + csvField(p.entry.list) + ',' + optional(p.cores) + ',' +
           csvField(p.coresList) + ',' + csvNumber(p.entry.ratio()) + ',' +
           optional(p.entry.peakRatio) + ',' + optional(p.entry.realisedFraction()) + ',' +
           csvNumber(p.predictedFp16Gain) + '\n';
  return out;
}

std::string precisionCurvesCsv(const PrecisionGainCurves& curves) {
  std::string out = "n,fp32_gain,fp16_gain,fp32_speedup,fp16_speedup\n";
  for (std::size_t i = 0; i < curves.n.size(); ++i)
    appendRow(out, {curves.n[i], curves.fp32Gain[i], curves.fp16Gain[i], curves.fp32Speedup,
                    curves.fp16Speedup});
  return out;
}

std::string timelineCsv(const std::vector<TimelineBreakdown>& sweep) {
  std::string out =
      "n,serial_s,compute_s,copy_s,comm_s,sync_s,total_s,speedup,efficiency,serial_fraction\n";
  for (const auto& b : sweep)
    appendRow(out, {b.n, b.serialSeconds, b.computeSeconds, b.copySeconds, b.commSeconds,
                    b.syncSeconds, b.totalSeconds, b.speedup, b.efficiency, b.serialFraction});
  return out;
}

std::vector<CsvFile> csvExports(const Scenario& scenario, const DatasetCollection& data) {
  const double nMax = std::pow(10.0, scenario.get(Param::SurfaceLogNMax));
  return {
      {"surface.csv", surfaceCsv(landscapeGrid(scenario))},
      {"systems.csv", systemsCsv(landscapeSystems(data))},
      {"generations.csv", generationsCsv(predictGenerations(data.top500))},
      {"precision.csv", precisionCsv(precisionPoints(scenario, data))},
      {"precision_curves.csv",
       precisionCurvesCsv(precisionGainCurves(scenario, kPrecisionCsvPoints))},
      {"timeline.csv", timelineCsv(timelineSweep(timelineParams(scenario), 1.0, nMax,
                                                 kTimelineCsvPointsPerDecade))},
  };
}

}  // namespace scalescope::model
