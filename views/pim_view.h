#pragma once
// The PIM breakdown view: where the time of a distributed training epoch on a UPMEM
// processing-in-memory system goes, per algorithm (QCustomPlot stacked bars).

#include <QWidget>

#include "model/scenario.h"

class QCustomPlot;
class QCPBars;

namespace scalescope::views {

/// Stacked bars of the five time categories for MA-SGD, GA-SGD and ADMM.
class PimView : public QWidget {
  Q_OBJECT
 public:
  explicit PimView(QWidget* parent = nullptr);

  void setScenario(const model::Scenario& scenario);
  QCustomPlot* breakdownPlot() const { return m_plot; }
  /// The five stacked series, bottom to top.
  const QList<QCPBars*>& categories() const { return m_bars; }

 private:
  QCustomPlot* m_plot;
  QList<QCPBars*> m_bars;
};

}  // namespace scalescope::views
