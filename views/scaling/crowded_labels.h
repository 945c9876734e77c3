#pragma once
// Text labels on the data that a small plot has no room for: after each layout, a label whose
// box would overlap one drawn before it, or run past its axis rect, is hidden (with its leader
// line) until there is room again. The Generations plot at 1280×720 drew its yy-mm labels
// over each other; every point still has its details in its tooltip and in the table.

#include <QList>
#include <QObject>
#include <QPointer>

#include <QRectF>

#include "views/common/text_box.h"  // textBox, which the crowded labels are spread by

class QCustomPlot;
class QCPAbstractItem;
class QCPItemText;

namespace scalescope::views {

class CrowdedLabels : public QObject {
  Q_OBJECT
 public:
  /// The one of `plot` (made on first use, a child of the plot).
  static CrowdedLabels* of(QCustomPlot* plot);
  /// The labels to keep apart, in order of precedence (earlier ones stay); called by the
  /// owner after it set their texts and visibility. A label's "leader" property (an item)
  /// is hidden with it.
  void setLabels(const QList<QCPItemText*>& labels);

 private:
  explicit CrowdedLabels(QCustomPlot* plot);
  void arrange();

  QCustomPlot* m_plot;
  QList<QPointer<QCPItemText>> m_labels;
  QList<QPointer<QCPAbstractItem>> m_hiddenHere;  ///< hidden by the last layout
};

}  // namespace scalescope::views
