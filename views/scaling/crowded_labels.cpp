#include "views/scaling/crowded_labels.h"

#include <qcustomplot.h>
#include <vector>

namespace scalescope::views {

QRectF textBox(const QCPItemText* item) {
  const QFontMetricsF metrics(item->font());
  QRectF box =
      metrics.boundingRect(QRectF(), Qt::TextDontClip | item->textAlignment(), item->text());
  const QMargins pad = item->padding();
  box.setSize(box.size() + QSizeF(pad.left() + pad.right(), pad.top() + pad.bottom()));
  const QPointF at = item->position->pixelPosition();
  const Qt::Alignment align = item->positionAlignment();
  const double x = align & Qt::AlignLeft    ? at.x()
                   : align & Qt::AlignRight ? at.x() - box.width()
                                            : at.x() - box.width() / 2;
  const double y = align & Qt::AlignTop      ? at.y()
                   : align & Qt::AlignBottom ? at.y() - box.height()
                                             : at.y() - box.height() / 2;
  box.moveTo(x, y);
  return box.adjusted(pad.left(), pad.top(), -pad.right(), -pad.bottom());
}

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
    bool room = !rect || QRectF(rect->rect()).adjusted(-1, -1, 1, 1).contains(box);
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
