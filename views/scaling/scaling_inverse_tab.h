#pragma once
// The "T against 1/N" tab: for Amdahl-like strong scaling T(N) = a + b/N, so the runs lie on
// a straight line in 1/N whose intercept a (at 1/N = 0, infinitely many processors) is the
// serial time and whose slope b is the parallel time on one processor. The least-squares
// line (model::fitTimeAgainstInverseN) is redrawn live and both values are read off the plot.

#include <optional>

#include "model/measured/fit.h"
#include "views/scaling/scaling_tab.h"

class QCPItemText;
class QCPItemLine;

namespace scalescope::views {

/// Runs of the selected series against 1/N with their straight-line fit.
class ScalingInverseTab : public ScalingTab {
  Q_OBJECT
 public:
  explicit ScalingInverseTab(ParameterControls* controls, QWidget* parent = nullptr);

  void refresh(const ScalingInputs& inputs) override;
  /// The selected series only: its timed runs and their straight line.
  model::ParamSet reads() const override;

  const std::optional<model::LineFit>& lineFit() const { return m_fit; }
  QCPGraph* runsGraph() const { return m_runs; }
  QCPGraph* lineGraph() const { return m_line; }
  QCPGraph* interceptGraph() const { return m_intercept; }
  QString interceptText() const;

 private:
  QCPGraph *m_runs, *m_line, *m_intercept;
  QCPItemText *m_interceptLabel, *m_slopeLabel;
  QCPItemLine* m_interceptArrow;
  QCPTextElement *m_title, *m_footnote;
  std::optional<model::LineFit> m_fit;
};

}  // namespace scalescope::views
