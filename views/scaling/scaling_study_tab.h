#pragma once
// The Study tab: the scaling-study figure computing centres ask for in allocation proposals.
// Top panel: time against N on log-log axes with the ideal line (strong scaling T_b·N_b/N,
// weak scaling flat). Bottom panel: speed-up relative to the selected baseline with the ideal
// S = N and the parallel efficiency on the right axis (weak scaling: efficiency, ideal 1).
// Repetitions are drawn as mean or median with error bars; outliers are flagged.

#include "views/scaling/scaling_tab.h"

class QCPErrorBars;

namespace scalescope::views {

/// Time, speed-up and efficiency of the selected series against N.
class ScalingStudyTab : public ScalingTab {
  Q_OBJECT
 public:
  explicit ScalingStudyTab(ParameterControls* controls, QWidget* parent = nullptr);

  void refresh(const ScalingInputs& inputs) override;
  /// The selected series and how it is turned into speed-ups; no law parameter.
  model::ParamSet reads() const override;

  QCPGraph* timeCenterGraph() const { return m_timeCenter; }
  QCPGraph* timeRunsGraph() const { return m_timeRuns; }
  QCPGraph* idealTimeGraph() const { return m_timeIdeal; }
  QCPGraph* speedupGraph() const { return m_speedup; }
  QCPGraph* idealSpeedupGraph() const { return m_speedupIdeal; }
  QCPGraph* efficiencyGraph() const { return m_efficiency; }
  QCPGraph* outlierGraph() const { return m_outliers; }
  QCPErrorBars* timeErrorBars() const { return m_timeBars; }
  QCPAxisRect* speedupRect() const { return m_lower; }

 private:
  QCPAxisRect* m_lower;
  QCPGraph *m_timeRuns, *m_timeCenter, *m_timeIdeal, *m_outliers;
  QCPGraph *m_speedup, *m_speedupIdeal, *m_efficiency;
  QCPErrorBars *m_timeBars, *m_speedupBars;
  QCPTextElement *m_title, *m_footnote;
};

}  // namespace scalescope::views
