#pragma once
// The numbers behind the figures as CSV text (batch mode --formats csv): the efficiency
// grid, the measured systems, the generation predictions, the precision gains and the
// timeline sweep. Numbers are
// written in the shortest form that reads back to the same double; text fields are quoted
// as RFC 4180 asks when they hold a comma, a quote or a line break.

#include <string>
#include <string_view>
#include <vector>

#include "model/data/dataset_collection.h"
#include "model/measured/generations.h"
#include "model/scaling/precision_gain.h"
#include "model/surface/efficiency_grid.h"
#include "model/surface/surface_data.h"
#include "model/timeline/timeline.h"

namespace scalescope::model {

/// Shortest decimal text that parses back to exactly `value` (std::to_chars).
std::string csvNumber(double value);
/// `text` as one CSV field: unchanged, or in double quotes with inner quotes doubled.
std::string csvField(std::string_view text);

/// surface.csv: n,serial_fraction,efficiency for every grid point, N fastest.
std::string surfaceCsv(const EfficiencyGrid& grid);
/// systems.csv: system,list,cores,rmax_tflops,rpeak_tflops,efficiency,serial_fraction,
/// rpeak_basis (empty unless the row is read against another peak than the list's).
std::string systemsCsv(const std::vector<LandscapeSystem>& systems);
/// generations.csv: system,from_list,to_list,to_cores,rmax_measured_tflops,
/// rmax_predicted_tflops,relative_error,relisting,repeats_pair (the last two 0 or 1).
std::string generationsCsv(const std::vector<GenerationPrediction>& predictions);
/// precision.csv, the measured points of the Precision figure: system,list,cores,cores_list,
/// hpl_mxp_over_hpl,low_precision_peak_ratio,realised_fraction,predicted_fp16_gain (cores of
/// the TOP500 entry nearest in list edition; empty fields where unknown).
std::string precisionCsv(const std::vector<PrecisionPoint>& points);
/// precision_curves.csv, its curves: n,fp32_gain,fp16_gain,fp32_speedup,fp16_speedup (the
/// timeline model's T_FP64(N)/T(N) and the compute speed-ups r that bound them).
std::string precisionCurvesCsv(const PrecisionGainCurves& curves);
/// timeline.csv: n,serial_s,compute_s,copy_s,comm_s,sync_s,total_s,speedup,efficiency,
/// serial_fraction.
std::string timelineCsv(const std::vector<TimelineBreakdown>& sweep);

/// Points per decade of N in timeline.csv.
inline constexpr int kTimelineCsvPointsPerDecade = 10;
/// Points of precision_curves.csv over N = 1 … 10^surface.log_n_max (the figure draws 161).
inline constexpr int kPrecisionCsvPoints = 161;

/// A file of the export: its name in the export folder and its text.
struct CsvFile {
  std::string name;
  std::string text;
};

/// The files for a scenario and the loaded data: surface.csv (landscapeGrid), systems.csv and
/// generations.csv (every loaded system, not only those the surface filters show),
/// precision.csv and precision_curves.csv, timeline.csv (N = 1 … 10^surface.log_n_max).
std::vector<CsvFile> csvExports(const Scenario& scenario, const DatasetCollection& data);

}  // namespace scalescope::model
