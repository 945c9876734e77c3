#include "views/scaling/crowded_labels.h"

#include <qcustomplot.h>
#include <vector>

namespace scalescope::views {

CrowdedLabels* CrowdedLabels::of(QCustomPlot* plot) {
  if (auto* existing = plot->findChild<CrowdedLabels*>(QString(), Qt::FindDirectChildrenOnly))
    return existing;
  return new CrowdedLabels(plot);
}

CrowdedLabels::CrowdedLabels(QCustomPlot* plot) : QObject(plot), m_plot(plot) {
  connect(plot, &QCustomPlot::afterLayout, this, &CrowdedLabels::arrange);
}

void CrowdedLabels::setLabels(const QList<QCPItemText*>& labels) {
  // The owner has just set what it shows: nothing is hidden by this any more.
  m_labels.clear();
  m_hiddenHere.clear();
  for (QCPItemText* label : labels) m_labels << label;
}

namespace {
QCPAbstractItem* leaderOf(const QCPItemText* label) {
  return qobject_cast<QCPAbstractItem*>(label->property("leader").value<QObject*>());
}

/// Where a label may lie: the axis rect less the ticks that point into it from the bottom and
/// the left axis (a label over them crossed the axis line of a 3.5 in figure).
QRectF roomIn(const QCPAxisRect* rect) {
  QRectF room = QRectF(rect->rect()).adjusted(-1, -1, 1, 1);
  if (const QCPAxis* bottom = rect->axis(QCPAxis::atBottom); bottom && bottom->visible())
    room.setBottom(room.bottom() - bottom->tickLengthIn() - 1);
  if (const QCPAxis* left = rect->axis(QCPAxis::atLeft); left && left->visible())
    room.setLeft(room.left() + left->tickLengthIn() + 1);
  return room;
}
}  // namespace

void CrowdedLabels::arrange() {
  // First back what this hid at the last layout; then, of what the owner shows, hide what
  // has no room.
  for (const QPointer<QCPAbstractItem>& item : m_hiddenHere)
    if (item) item->setVisible(true);
  m_hiddenHere.clear();
  std::vector<QRectF> kept;
  for (const QPointer<QCPItemText>& label : m_labels) {
    if (!label || !label->visible()) continue;
    const QRectF box = textBox(label);
    const QCPAxisRect* rect = label->clipAxisRect();
    bool room = !rect || roomIn(rect).contains(box);
    for (const QRectF& other : kept) room = room && !other.intersects(box);
    if (room) {
      kept.push_back(box);
      continue;
    }
    label->setVisible(false);
    m_hiddenHere << QPointer<QCPAbstractItem>(label.data());
    // A leader line or arrow goes with its label.
    if (QCPAbstractItem* leader = leaderOf(label); leader && leader->visible()) {
      leader->setVisible(false);
      m_hiddenHere << QPointer<QCPAbstractItem>(leader);
    }
  }
}

}  // namespace scalescope::views
