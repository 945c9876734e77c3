#pragma once
// Names, colours and number formats shared by the PIM plots, so that the breakdown bars, the
// scaling lines and the calibration panel call every category and algorithm the same way.

#include <QColor>
#include <QString>

#include "model/pim/pim.h"
#include "model/pim/pim_baselines.h"
#include "model/pim/pim_verdicts.h"

namespace scalescope::views {

/// The paper's five time categories, bottom to top of a stack.
inline constexpr int kPimCategoryCount = 5;
/// Short name of category i (legend): "PIM compute", "MRAM↔WRAM", "CPU→DPU", ...
QString pimCategoryName(int category);
/// What category i holds, one sentence (tooltips).
QString pimCategoryDescription(int category);
/// Seconds of category i in a breakdown.
double pimCategorySeconds(const model::PimBreakdown& breakdown, int category);
/// Colour of category i in every PIM plot (seriesColor(i)).
QColor pimCategoryColor(int category);

inline constexpr int kPimAlgorithmCount = 3;
/// The algorithm of index 0, 1, 2 (MA-SGD, GA-SGD, ADMM: the order of the bars).
model::PimAlgorithm pimAlgorithmAt(int index);
QString pimAlgorithmName(model::PimAlgorithm algorithm);
/// "b = 8" (local batch) or "B = 8192" (global batch) as the algorithm resolves it.
QString pimBatchLabel(const model::PimParams& params, model::PimAlgorithm algorithm);

/// "LR on YFCC100M-HNfc6 · weak scaling · 1 epoch"
QString pimRunCaption(const model::PimParams& params);
/// Axis label of a run's time: "Time of 1 epoch (s)", "Time of 10 epochs (s)".
QString pimTimeAxisLabel(const model::PimParams& params);

/// params for `algorithm` on `dpus` DPUs, all epochs (the model's run breakdown).
model::Result<model::PimBreakdown> pimRunAt(model::PimParams params, model::PimAlgorithm algorithm,
                                            int dpus);

/// A duration with three significant digits in s, ms or µs ("4.64 s", "626 µs").
QString formatDuration(double seconds);

/// Reference lines of the conventional machines in every PIM plot: the CPU's (grey) and the
/// GPU's (brown).
QColor pimBaselineColor();
QColor pimGpuBaselineColor();

/// Legend names that say what each reference is.
QString pimCpuBoundName();
QString pimGpuBoundName(const model::PimBaselines& baselines);
QString pimGpuBoundName(bool resident);
QString pimCpuSameAlgorithmName(const model::PimParams& params);
/// One-line names of the same three lines for a compact plot (the full ones in tooltips and
/// exports).
QString pimCpuBoundCompactName();
QString pimGpuBoundCompactName(bool resident);
QString pimCpuSameAlgorithmCompactName();
/// Tooltip paragraph: how the references are computed, and that P's measured CPU and GPU
/// times are not drawn because neither the paper text nor its artifact gives them as numbers.
QString pimBaselineExplanation();

/// The references of a whole run (params.epochs epochs).
struct PimReferenceSeconds {
  double cpuBound = 0, gpuBound = 0, cpuSameAlgorithm = 0;
};
PimReferenceSeconds pimReferenceSeconds(const model::PimBaselines& baselines, int epochs);

/// One sentence from the numbers: the fastest PIM algorithm against the streamed (or
/// resident) GPU, the CPU running that algorithm and the CPU's hardware bound, saying which
/// is faster and by how much, in two lines ("" without runs).
QString pimVerdict(model::PimAlgorithm fastest, double pimSeconds,
                   const PimReferenceSeconds& references, bool gpuResident);

/// The verdicts' tooltip: for each reference, who is faster and, for each assumed input it
/// rests on, the value at which it would flip next to the assumed one (rich text).
QString pimVerdictAssumptions(model::PimAlgorithm algorithm,
                              const std::vector<model::PimVerdict>& verdicts);

}  // namespace scalescope::views
