#pragma once
// The numbers behind the Scaling view's figures (SCIENCE.md §4), as values and as CSV text:
// the scenario's law curves with their payload, the measured series (one per group of a
// loaded file, plus the TOP500 entries) as speed-up, efficiency and payload relative to a
// chosen baseline, their repetitions and outliers, residuals against a law, and the
// predicted gain of reduced precision next to the measured HPL-MxP/HPL ratios. The view
// draws exactly these numbers; batch export writes them as scaling.csv and measured.csv.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/dataset_collection.h"
#include "model/fit.h"
#include "model/law_curves.h"
#include "model/result.h"

namespace scalescope::model {

class Scenario;

enum class ScalingQuantity { Speedup, Efficiency, Payload };
enum class SpeedupBaseline { SmallestN, OneNode, NOne };

/// The scaling.* rows of a scenario, typed.
struct ScalingSettings {
  ScalingQuantity quantity = ScalingQuantity::Speedup;
  Law law = Law::Amdahl;
  bool showAmdahl = true, showGustafson = true, showUsl = true, showTimeline = true;
  bool showIdeal = true, showMeasured = true, showTop500 = true, showFit = true;
  double unitPeakTflops = 0.07;          ///< P₁
  std::size_t series = 0;                ///< selected measured series, 0-based
  std::optional<std::size_t> fitFirstK;  ///< empty: fit every run
  SpeedupBaseline baseline = SpeedupBaseline::SmallestN;
  double unitsPerNode = 4;
  bool median = false;      ///< repetitions shown by their median (else mean)
  bool stddevBars = false;  ///< error bars ±1 s.d. (else min–max)
};
ScalingSettings scalingSettings(const Scenario& scenario);

/// A curve of the scenario with its payload P = N·P₁·E in TFlop/s.
struct ScalingCurve : LawCurve {
  std::vector<double> payloadTflops;
};

/// Amdahl, Gustafson, USL, ideal and the timeline model (in this order, whether shown or
/// not) for N from 1 to 10^surface.log_n_max.
std::vector<ScalingCurve> scalingCurves(const Scenario& scenario, int points);
/// Whether the settings show the curve of this law id.
bool curveShown(const ScalingSettings& settings, std::string_view law);

/// What a law with the scenario's parameters predicts for a quantity at N (≥ 1).
Result<double> predictedQuantity(const Scenario& scenario, Law law, ScalingQuantity quantity,
                                 double n);

/// "" when a measured row can be drawn and fitted, else why not (N < 1, time ≤ 0, ...).
std::string measuredPointProblem(const MeasuredPoint& point);

/// One measured run as the figures show it.
struct SeriesPoint {
  std::size_t pointIndex = 0;  ///< into MeasurementSet::points, or DatasetCollection::top500
  int line = 0;
  double n = 0;
  std::optional<double> timeSeconds;
  double speedup = 0, efficiency = 0, payloadTflops = 0;
  bool outlier = false;  ///< far from the other repetitions at its N
  std::string label;
};

/// The repetitions at one N and what the figures draw for them.
struct SeriesLevel {
  RepetitionStats time;                                       ///< seconds
  double centerSeconds = 0, lowSeconds = 0, highSeconds = 0;  ///< centre and error-bar ends
  double speedup = 0, speedupLow = 0, speedupHigh = 0;
  double efficiency = 0, efficiencyLow = 0, efficiencyHigh = 0;
};

/// One group of one loaded file (or the TOP500 entries).
struct MeasuredSeries {
  std::string name;    ///< the group, else the file name
  std::string source;  ///< file name without folder
  std::string group;
  bool weak = false;                    ///< weak scaling: ideal time and efficiency are flat
  std::string unit;                     ///< what N counts
  std::optional<std::size_t> setIndex;  ///< into DatasetCollection::measurements
  std::vector<SeriesPoint> points;      ///< valid rows in file order
  std::vector<SeriesLevel> levels;      ///< rows with a time, one per N, ascending
  double baselineN = 1, baselineSeconds = 0;
  std::string note;  ///< a remark for the figure, e.g. a baseline that had to fall back

  bool hasTimes() const { return !levels.empty(); }
};

/// How measured times become speed-ups and what the repetitions show.
struct SeriesOptions {
  SpeedupBaseline baseline = SpeedupBaseline::SmallestN;
  double unitsPerNode = 4;
  bool median = false;
  bool stddevBars = false;
  double unitPeakTflops = 0.07;
};
SeriesOptions seriesOptions(const ScalingSettings& settings);

/// Every group of every measurement file, in load order. From times: strong scaling
/// S = N_b·T(N_b)/T(N), weak scaling E = T(N_b)/T(N) and S = N·E, where T(N_b) is the mean
/// or median at the baseline N_b. Rows with a speed-up or efficiency column use it, rows with
/// Rmax and Rpeak E = Rmax/Rpeak. Payload = N·P₁·E, or Rmax when given. A repetition is an
/// outlier when its modified z-score 0.6745·|t − median|/MAD exceeds 3.5 (Iglewicz and
/// Hoaglin), MAD at least 1 % of the median so equal runs do not flag noise; ≥ 3 runs needed.
std::vector<MeasuredSeries> measuredSeries(const DatasetCollection& data,
                                           const SeriesOptions& options);
/// The TOP500 entries as one series: N = cores, E = Rmax/Rpeak, payload = Rmax.
MeasuredSeries top500Series(const std::vector<Top500Entry>& entries);

/// The measured value of a quantity of a point.
double quantityOf(const SeriesPoint& point, ScalingQuantity quantity);
/// measured/predicted − 1 of the quantity at the point's N, for the scenario's law.
Result<double> relativeResidual(const Scenario& scenario, Law law, ScalingQuantity quantity,
                                const SeriesPoint& point);

/// Fits a law to every timed run of a series (repetitions are separate observations).
Result<FitResult> fitSeries(const MeasuredSeries& series, Law law,
                            std::optional<std::size_t> firstK);

/// Predicted gain of FP32 and FP16 over FP64 (T_FP64(N)/T(N)) of the scenario's timeline model.
struct PrecisionGainCurves {
  std::vector<double> n, fp32Gain, fp16Gain;
};
PrecisionGainCurves precisionGainCurves(const Scenario& scenario, int points);
/// The same gains at one N (one entry per vector).
PrecisionGainCurves precisionGainAt(const Scenario& scenario, double n);
/// A measured HPL-MxP/HPL ratio placed at N = the cores of the same system's TOP500 entry
/// nearest in list edition (none when the system is not among the entries).
struct PrecisionPoint {
  HplMxpEntry entry;
  std::optional<double> cores;
  std::string coresList;         ///< list edition the cores come from
  double predictedFp16Gain = 0;  ///< at those cores (or at the scenario's N)
};
std::vector<PrecisionPoint> precisionPoints(const Scenario& scenario,
                                            const DatasetCollection& data);

/// scaling.csv: n,law,speedup,efficiency for every curve the settings show.
std::string scalingCsv(const std::vector<ScalingCurve>& curves, const ScalingSettings& settings);
/// measured.csv: series,source,scaling,n,unit,time_s,speedup,efficiency,payload_tflops,law,
/// predicted_speedup,relative_residual,outlier,line; one row per valid run, residuals against
/// the settings' law with the scenario's parameters (empty when the law is undefined there).
std::string measuredCsv(const std::vector<MeasuredSeries>& series, const Scenario& scenario);

}  // namespace scalescope::model
