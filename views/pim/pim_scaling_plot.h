#pragma once
// How a PIM training run scales with the number of DPUs: the five time categories and the
// total of the current algorithm against N on log–log axes, the ideal (linear) scaling from
// the smallest N, the CPU's and the GPU's hardware bounds and the CPU running the same
// algorithm for the same epochs, and where the GPU and PIM curves cross.

#include <QList>
#include <optional>
#include <vector>

#include <qcustomplot.h>

#include "model/pim/pim.h"
#include "model/pim/pim_baselines.h"
#include "views/pim/pim_plot_parts.h"

namespace scalescope::views {

/// Lines, not stacks: on log axes each category keeps its own honest height.
class PimScalingPlot : public PimPlot {
  Q_OBJECT
 public:
  explicit PimScalingPlot(QWidget* parent = nullptr);

  /// Sweeps model::pimSweepDpuCounts() for params.algorithm and redraws.
  void setParams(const model::PimParams& params);
  /// Clears the lines and shows why nothing can be drawn.
  void showError(const QString& message);

  /// The DPU counts of the sweep (the keys of every line).
  const std::vector<int>& dpuCounts() const { return m_dpuCounts; }
  /// The five category lines, in category order.
  const QList<QCPGraph*>& categories() const { return m_categories; }
  QCPGraph* totalGraph() const { return m_total; }
  /// Ideal scaling from the smallest N: time ∝ 1/N (strong) or constant (weak).
  QCPGraph* idealGraph() const { return m_ideal; }
  QCPGraph* cpuBound() const { return m_cpuBound; }
  QCPGraph* gpuBound() const { return m_gpuBound; }
  QCPGraph* cpuSameAlgorithm() const { return m_cpuSame; }
  QString notice() const;
  /// The caption under the title: scaling summary and the crossover statement.
  QString summaryText() const;
  /// The scenario's N: its line (hidden when N is off the axis) and its label.
  QCPItemStraightLine* currentNLine() const { return m_currentN; }
  QCPItemText* currentNLabel() const { return m_currentLabel; }
  /// N where the GPU bound and the PIM total cross, if they do in the sweep.
  std::optional<model::PimCrossover> gpuCrossover() const { return m_gpuCrossover; }

 private:
  void clearData();

  std::vector<int> m_dpuCounts;
  QCPTextElement* m_title;
  QCPTextElement* m_summary;
  QList<QCPGraph*> m_categories;
  QCPGraph* m_total;
  QCPGraph* m_ideal;
  QCPGraph* m_cpuBound;
  QCPGraph* m_gpuBound;
  QCPGraph* m_cpuSame;
  QCPItemStraightLine* m_crossoverLine;
  QCPItemText* m_crossoverLabel;
  std::optional<model::PimCrossover> m_gpuCrossover;
  QCPItemStraightLine* m_currentN;
  QCPItemText* m_currentLabel;
  QString m_noticeText;
};

}  // namespace scalescope::views
