#pragma once
// A plot laid out until it stops changing. PlotFolding reacts to a layout by folding, moving or
// placing one element and queueing another replot; a test that replots a fixed number of times
// saw the converged plot only where the event loop had already run the queued ones (a fast
// build did in its QTest::qWait, the sanitizer build did not, and the Fit legend was caught
// half way beside its axes).
#include <qcustomplot.h>

#include <QList>
#include <QRect>

namespace scalescope::testing {

/// Every layout element's outer rectangle and visibility, the plot's viewport first.
inline QList<QRect> layoutOf(QCustomPlot* plot) {
  QList<QRect> shape{plot->viewport()};
  for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
    if (e) shape << (e->visible() ? e->outerRect() : QRect(-1, -1, 0, 0));
  return shape;
}

/// Replots `plot` until two layouts in a row are the same. Returns the number of replots it
/// took, or -1 where it still changed after `maxPasses` (folding that never settles, a bug).
inline int settle(QCustomPlot* plot, int maxPasses = 16) {
  plot->replot();
  QList<QRect> last = layoutOf(plot);
  for (int pass = 2; pass <= maxPasses; ++pass) {
    plot->replot();
    QList<QRect> now = layoutOf(plot);
    if (now == last) return pass;
    last = std::move(now);
  }
  return -1;
}

}  // namespace scalescope::testing
