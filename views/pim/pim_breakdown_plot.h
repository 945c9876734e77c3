#pragma once
// Where the time of a PIM training run goes at the current number of DPUs: the paper's five
// categories for MA-SGD, GA-SGD and ADMM side by side, with the conventional machines of the
// same epochs as references (the CPU's and the GPU's hardware bounds as lines across, the CPU
// running each algorithm as a dash over its slot), the algorithms' communication ratios and
// a verdict from those numbers written on top.

#include <QList>
#include <QString>
#include <array>
#include <optional>

#include <qcustomplot.h>

#include "model/core/scenario.h"
#include "model/pim/pim.h"
#include "model/pim/pim_baselines.h"
#include "views/pim/pim_plot_parts.h"

namespace scalescope::views {

/// Stacked bars on a linear axis, or, on a log axis, the categories side by side (stacking
/// on a log axis would shrink every segment above the first to a sliver).
class PimBreakdownPlot : public PimPlot {
  Q_OBJECT
 public:
  enum class Scale { Auto, LinearStacked, LogSideBySide };

  explicit PimBreakdownPlot(QWidget* parent = nullptr);

  /// Recomputes the three algorithms at params.dpus (the model is cheap) and redraws.
  void setParams(const model::PimParams& params);
  /// Clears the bars and shows why nothing can be drawn.
  void showError(const QString& message);
  /// The scenario the params come from: the verdict's tooltip varies its assumed inputs.
  void setScenario(const model::Scenario& scenario) {
    m_scenario = scenario;
    m_assumptions.reset();
  }
  /// Where each verdict of the fastest algorithm flips, as the verdict's tooltip shows it
  /// ("" without a scenario or runs). Computed at the first hover after a change (about two
  /// thousand model evaluations), then kept: moving the pointer does not recompute it.
  QString verdictAssumptions() const;

  /// Auto picks the log view when the bar totals span more than kAutoLogSpread.
  void setScale(Scale scale);
  Scale scale() const { return m_scale; }
  bool logActive() const { return m_logActive; }
  static constexpr double kAutoLogSpread = 100.0;

  /// The five category series, bottom to top; key i+1 is algorithm pimAlgorithmAt(i).
  const QList<QCPBars*>& categories() const { return m_bars; }
  /// The CPU's and the GPU's hardware bounds (two points spanning the slots).
  QCPGraph* cpuBound() const { return m_cpuBound; }
  QCPGraph* gpuBound() const { return m_gpuBound; }
  /// The CPU running the same algorithm: one dash over each algorithm's slot (slot 0 is the
  /// one in the legend).
  QCPGraph* cpuSameAlgorithm(int slot) const { return m_cpuSame[slot]; }
  /// The communication ratios line under the title ("" when not all three runs exist).
  QString ratioText() const;
  /// What the numbers say about PIM against the baselines ("" when nothing to compare).
  QString verdictText() const { return m_verdictText; }
  /// The message shown instead of (or next to) the bars, "" when none.
  QString notice() const;

 private:
  void redraw();
  /// On the linear axis: the top of the range leaves a total's label room above its bar, in
  /// pixels of the current plot; reset sets it even if the user moved the range.
  void fitLinearHeadroom(bool reset);
  void showTooltip(QMouseEvent* event);

  Scale m_scale = Scale::Auto;
  bool m_logActive = false;
  std::optional<model::PimParams> m_params;
  std::optional<model::Scenario> m_scenario;
  int m_fastest = -1;                            ///< the algorithm slot the verdict speaks of
  mutable std::optional<QString> m_assumptions;  ///< verdictAssumptions() of the current runs
  std::array<std::optional<model::PimBreakdown>, 3> m_runs;
  std::array<std::optional<model::PimBaselines>, 3> m_baselines;
  QString m_error;
  double m_linearTop = 0;    ///< the tallest bar or reference on the linear axis (s)
  double m_linearUpper = 0;  ///< the range's top set for it
  QString m_ratioText;
  QString m_noticeText;
  QString m_verdictText;

  QCPTextElement* m_title;
  QCPTextElement* m_ratios;
  QCPTextElement* m_verdict;
  QList<QCPBars*> m_bars;
  QCPGraph* m_totals;
  QCPGraph* m_cpuBound;
  QCPGraph* m_gpuBound;
  std::array<QCPGraph*, 3> m_cpuSame;
  QList<QCPItemText*> m_totalLabels;
  QCPItemRect* m_highlight;
};

}  // namespace scalescope::views
