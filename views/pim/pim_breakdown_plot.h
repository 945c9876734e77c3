#pragma once
// Where the time of a PIM training run goes at the current number of DPUs: the paper's five
// categories for MA-SGD, GA-SGD and ADMM side by side, with the CPU and GPU estimates of the
// same epochs as reference lines and the algorithms' communication ratios written on top.

#include <QList>
#include <QString>
#include <array>
#include <optional>

#include <qcustomplot.h>

#include "model/pim/pim.h"
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

  /// Auto picks the log view when the bar totals span more than kAutoLogSpread.
  void setScale(Scale scale);
  Scale scale() const { return m_scale; }
  bool logActive() const { return m_logActive; }
  static constexpr double kAutoLogSpread = 100.0;

  /// The five category series, bottom to top; key i+1 is algorithm pimAlgorithmAt(i).
  const QList<QCPBars*>& categories() const { return m_bars; }
  QCPGraph* cpuBaseline() const { return m_cpu; }
  QCPGraph* gpuBaseline() const { return m_gpu; }
  /// The communication ratios line under the title ("" when not all three runs exist).
  QString ratioText() const;
  /// The message shown instead of (or next to) the bars, "" when none.
  QString notice() const;

 private:
  void redraw();
  void showTooltip(QMouseEvent* event);

  Scale m_scale = Scale::Auto;
  bool m_logActive = false;
  std::optional<model::PimParams> m_params;
  std::array<std::optional<model::PimBreakdown>, 3> m_runs;
  std::optional<model::PimBaselines> m_baselines;
  QString m_error;
  QString m_ratioText;
  QString m_noticeText;

  QCPTextElement* m_title;
  QCPTextElement* m_ratios;
  QList<QCPBars*> m_bars;
  QCPGraph* m_totals;
  QCPGraph* m_cpu;
  QCPGraph* m_gpu;
  QList<QCPItemText*> m_totalLabels;
  QCPItemRect* m_highlight;
};

}  // namespace scalescope::views
