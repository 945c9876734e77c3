#include "views/common/text_box.h"

#include <qcustomplot.h>

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

}  // namespace scalescope::views
