#pragma once
// The Precision tab: how much of a number format's compute speed-up r reaches the run. The
// timeline model's predicted gain of FP32 and FP16 over FP64, T_FP64(N)/T(N), is drawn as the
// realised fraction gain/r against N: compute shrinks with precision, communication does not
// (unless the scenario says so), so the fraction falls from 1 as N grows. Next to it the
// measured HPL-MxP/HPL ratios of datasets/hpl_mxp.csv, each divided by its machine's own
// low-precision/FP64 peak ratio r_machine (vendor figures, 4…16), not by the scenario's r,
// placed at the machines' core counts. HPL-MxP is weak-scaled and a different algorithm, so
// the footnote says so and states only what the points show.

#include <vector>

#include "model/scaling/precision_gain.h"
#include "views/scaling/scaling_tab.h"

namespace scalescope::views {

/// Predicted precision gains and measured mixed-precision ratios.
class ScalingPrecisionTab : public ScalingTab {
  Q_OBJECT
 public:
  explicit ScalingPrecisionTab(ParameterControls* controls, QWidget* parent = nullptr);

  void refresh(const ScalingInputs& inputs) override;
  /// The timeline model's FP32 and FP16 gains over the N range, with the scenario's N marked.
  model::ParamSet reads() const override;

  /// Predicted realised fractions gain/r of FP32 and FP16.
  QCPGraph* fp32Graph() const { return m_fp32; }
  QCPGraph* fp16Graph() const { return m_fp16; }
  /// Measured realised fractions (HPL-MxP/HPL)/r_machine of the rows with an r_machine.
  QCPGraph* measuredGraph() const { return m_measured; }
  /// The footnote under the plot, as one line.
  QString footnote() const;
  /// The vertical line at the scenario's N.
  QCPGraph* scenarioNGraph() const { return m_scenarioN; }
  const std::vector<model::PrecisionPoint>& points() const { return m_points; }

 private:
  QCPGraph *m_fp32, *m_fp16, *m_limit, *m_measured, *m_scenarioN;
  QCPTextElement* m_footnote;
  std::vector<model::PrecisionPoint> m_points;
};

}  // namespace scalescope::views
