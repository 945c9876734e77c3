#pragma once
// Presenter mode for plots: every font of a QCustomPlot (axes, tick labels, legends, titles,
// item texts) and every line (graphs, bars, axes, items) `factor` times larger, readable on a
// projector at 1280×720 from the back of a hall. Views keep adding graphs and resetting pens as
// the scenario changes, so the scaling is re-applied before every replot to whatever is new or
// was reset; restore() puts back what each element had.

#include <QList>
#include <QPointer>

class QCustomPlot;

namespace scalescope::views {

class PresentationScale {
 public:
  /// Scales `plot` now and before each of its replots until restore().
  void apply(QCustomPlot* plot, double factor);
  /// Every plot back to its own fonts and pens.
  void restore();
  double factor() const { return m_factor; }
  /// Scales what is not scaled yet (what a view added or reset since the last call).
  static void scaleElements(QCustomPlot* plot, double factor);

 private:
  QList<QPointer<QCustomPlot>> m_plots;
  double m_factor = 1.0;
};

}  // namespace scalescope::views
