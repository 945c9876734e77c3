#pragma once
// The Precision tab: the timeline model's predicted gain of FP32 and FP16 over FP64,
// T_FP64(N)/T(N), against N, next to the measured HPL-MxP/HPL ratios of datasets/hpl_mxp.csv
// placed at their machines' core counts. Compute shrinks with precision, communication does
// not (unless the scenario says so), so the predicted gain falls below r as N grows.

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

  QCPGraph* fp32Graph() const { return m_fp32; }
  QCPGraph* fp16Graph() const { return m_fp16; }
  QCPGraph* measuredGraph() const { return m_measured; }
  /// The vertical line at the scenario's N.
  QCPGraph* scenarioNGraph() const { return m_scenarioN; }
  const std::vector<model::PrecisionPoint>& points() const { return m_points; }

 private:
  QCPGraph *m_fp32, *m_fp16, *m_limit32, *m_limit16, *m_measured, *m_scenarioN;
  QCPTextElement* m_footnote;
  std::vector<model::PrecisionPoint> m_points;
};

}  // namespace scalescope::views
