#pragma once
// The measured series the Scaling view's figures and the fits work on: one series per group of
// a loaded measurement file (plus the TOP500 entries as one), each run as speed-up, efficiency
// and payload relative to a chosen baseline, the repetitions at each N with their spread and
// outliers, and the fit of a law to every timed run.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "model/core/result.h"
#include "model/core/translatable.h"
#include "model/data/dataset_collection.h"
#include "model/measured/fit.h"

namespace scalescope::model {

enum class ScalingQuantity { Speedup, Efficiency, Payload };
enum class SpeedupBaseline { SmallestN, OneNode, NOne };

/// Nothing when a measured row can be drawn and fitted, else why not (N < 1, time ≤ 0, ...).
std::optional<MarkedText> measuredPointProblemText(const MeasuredPoint& point);
/// The same in English: "" when the row can be drawn and fitted.
std::string measuredPointProblem(const MeasuredPoint& point);

/// One measured run as the figures show it.
struct SeriesPoint {
  std::size_t pointIndex = 0;  ///< into MeasurementSet::points, or DatasetCollection::top500
  int line = 0;
  double n = 0;
  std::optional<double> timeSeconds;
  double speedup = 0, efficiency = 0;
  /// Rmax when the row gives one, else N·P₁·E with the row's own per-unit peak
  /// (unit_peak_gflops); empty when neither is known.
  std::optional<double> payloadTflops;
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
  /// A remark for the figure, e.g. a baseline that had to fall back (context "Model").
  std::optional<MarkedText> note;
  /// Why some points have no payload (none when every point has one).
  std::optional<MarkedText> payloadNote;

  bool hasTimes() const { return !levels.empty(); }
};

/// How measured times become speed-ups and what the repetitions show.
struct SeriesOptions {
  SpeedupBaseline baseline = SpeedupBaseline::SmallestN;
  double unitsPerNode = 4;
  bool median = false;
  bool stddevBars = false;
};
/// Every group of every measurement file, in load order. From times: strong scaling
/// S = N_b·T(N_b)/T(N), weak scaling E = T(N_b)/T(N) and S = N·E, where T(N_b) is the mean
/// or median at the baseline N_b. Rows with a speed-up or efficiency column use it, rows with
/// Rmax and Rpeak E = Rmax/Rpeak. Payload = Rmax when given, else N·P₁·E with the row's own
/// per-unit peak P₁ (column unit_peak_gflops); the scenario's P₁ (a Piz Daint core) is never
/// applied to someone else's processes or nodes, so without either there is no payload and
/// payloadNote says why. A repetition is an
/// outlier when its modified z-score 0.6745·|t − median|/MAD exceeds 3.5 (Iglewicz and
/// Hoaglin), MAD at least 1 % of the median so equal runs do not flag noise; ≥ 3 runs needed.
std::vector<MeasuredSeries> measuredSeries(const DatasetCollection& data,
                                           const SeriesOptions& options);
/// The TOP500 list entries as one series: N = cores, E = Rmax/Rpeak, payload = Rmax. A row
/// against another peak than the list's is left out: against a vector peak S would exceed N.
MeasuredSeries top500Series(const std::vector<Top500Entry>& entries);

/// The measured value of a quantity of a point; empty for a payload that is not known.
std::optional<double> quantityOf(const SeriesPoint& point, ScalingQuantity quantity);
/// The time levels of a series (centre and error-bar ends per N, as `options` say) without the
/// runs `excludedPoints` flags (empty, or one flag per entry of series.points): the Fit tab's
/// mean and min–max of the runs it fits. With no flags, series.levels' times.
std::vector<SeriesLevel> timeLevels(const MeasuredSeries& series, const SeriesOptions& options,
                                    const std::vector<bool>& excludedPoints = {});
/// Fits a law to every timed run of a series (repetitions are separate observations).
/// `excludedPoints` (empty, or one flag per entry of series.points) leaves runs out of the
/// fit; the result's per-point vectors run over the timed points in order. `noise` weights the
/// runs (fit.h).
Result<FitResult> fitSeries(const MeasuredSeries& series, Law law,
                            std::optional<std::size_t> firstK,
                            const std::vector<bool>& excludedPoints = {},
                            FitNoise noise = FitNoise::Relative);

}  // namespace scalescope::model
