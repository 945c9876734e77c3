#pragma once
// Names, colours and number formats shared by the PIM plots, so that the breakdown bars, the
// scaling lines and the calibration panel call every category and algorithm the same way.

#include <QColor>
#include <QString>

#include "model/pim/pim.h"

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

/// Reference lines of the conventional machines in every PIM plot.
QColor pimBaselineColor();

}  // namespace scalescope::views
