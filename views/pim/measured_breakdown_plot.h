#pragma once
// A training breakdown measured on a real machine by the scaling probe (Data ▸ Measure this
// machine, train workload), next to the PIM model's bars: the same categories where they mean
// the same thing (local compute ↔ PIM compute, push ↔ CPU→DPU, pull ↔ DPU→CPU, server update
// ↔ host sync; a CPU has no MRAM↔WRAM), one stacked bar per measured series at its largest N.

#include <QString>
#include <vector>

#include "model/measured/measured_breakdown.h"
#include "views/pim/pim_plot_parts.h"

namespace scalescope::views {

class MeasuredBreakdownPlot : public PimPlot {
  Q_OBJECT
 public:
  explicit MeasuredBreakdownPlot(QWidget* parent = nullptr);

  /// Shows the breakdowns (hidden by the PIM view when there are none).
  void setBreakdowns(const std::vector<model::MeasuredTrainingBreakdown>& breakdowns);
  const std::vector<model::MeasuredTrainingBreakdown>& breakdowns() const { return m_data; }

  /// The four category series, bottom to top: compute, push, pull, update.
  const QList<QCPBars*>& categories() const { return m_bars; }
  /// Seconds per axis unit: 1 (s), 1e-3 (ms) or 1e-6 (µs), picked from the largest bar.
  double axisUnitSeconds() const { return m_unit; }
  /// The PIM category (pimCategoryName index) measured category i stands for.
  static int pimCategoryOf(int measuredCategory);
  static QString categoryName(int measuredCategory);

 private:
  void showTooltip(QMouseEvent* event);

  std::vector<model::MeasuredTrainingBreakdown> m_data;
  QList<QCPBars*> m_bars;
  QCPTextElement* m_title;
  double m_unit = 1;
};

}  // namespace scalescope::views
