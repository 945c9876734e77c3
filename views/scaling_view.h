#pragma once
// The Scaling view: speed-up of the scaling laws against N for the current scenario, on log
// axes (QCustomPlot). Reads the model; holds no parameters of its own.

#include <QWidget>

#include "model/scenario.h"

class QCustomPlot;

namespace scalescope::views {

/// Predicted speed-up curves (Amdahl, Gustafson, USL, ideal) for the current scenario.
class ScalingView : public QWidget {
  Q_OBJECT
 public:
  explicit ScalingView(QWidget* parent = nullptr);

  void setScenario(const model::Scenario& scenario);
  QCustomPlot* curvesPlot() const { return m_plot; }

 private:
  QCustomPlot* m_plot;
  double m_lastNMax = -1;
};

}  // namespace scalescope::views
