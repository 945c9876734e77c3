#include "views/common/flow_layout.h"

#include <QLabel>
#include <QWidget>
#include <algorithm>

namespace scalescope::views {

namespace {

/// An item's preferred size. A word-wrapped label is as wide as its text on one line, at most
/// the row's width and its maximum (its own hint is a narrow, tall guess), and as high as its
/// text is at that width.
QSize hintOf(const QLayoutItem* item, int rowWidth) {
  QSize size = item->sizeHint();
  const auto* label = qobject_cast<const QLabel*>(item->widget());
  // Without a row (the layout's own size hint) the label's hint stands: a hint as wide as a
  // long text made presenter mode's window wider than the screen.
  if (label && label->wordWrap() && rowWidth > 0) {
    const QMargins m = label->contentsMargins();
    const int oneLine = label->fontMetrics().horizontalAdvance(label->text()) +
                        2 * label->margin() + m.left() + m.right() + 2;
    const int width = std::min({oneLine, label->maximumWidth(), rowWidth});
    size = QSize(width, item->heightForWidth(width));
  }
  return size;
}

}  // namespace

FlowLayout::FlowLayout(QWidget* parent, int spacing) : QLayout(parent), m_spacing(spacing) {}

FlowLayout::~FlowLayout() {
  while (QLayoutItem* item = takeAt(0)) delete item;
}

void FlowLayout::addItem(QLayoutItem* item) {
  m_items.append(item);
}

QLayoutItem* FlowLayout::takeAt(int index) {
  return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

int FlowLayout::heightForWidth(int width) const {
  return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const {
  // As narrow as the widest item: everything else goes to further rows.
  QSize size;
  for (const QLayoutItem* item : m_items) size = size.expandedTo(item->minimumSize());
  const QMargins m = contentsMargins();
  return size + QSize(m.left() + m.right(), m.top() + m.bottom());
}

QSize FlowLayout::sizeHint() const {
  // One row, when there is room for it.
  int width = 0, height = 0;
  for (const QLayoutItem* item : m_items) {
    if (item->isEmpty()) continue;
    const QSize size = hintOf(item, 0);
    width += size.width() + (width > 0 ? m_spacing : 0);
    height = std::max(height, size.height());
  }
  const QMargins m = contentsMargins();
  return {width + m.left() + m.right(), height + m.top() + m.bottom()};
}

void FlowLayout::setGeometry(const QRect& rect) {
  QLayout::setGeometry(rect);
  arrange(rect, true);
}

int FlowLayout::arrange(const QRect& rect, bool apply) const {
  const QRect area = rect.marginsRemoved(contentsMargins());
  int x = area.x(), y = area.y(), rowHeight = 0;
  // Items of one row share its height and are centred in it vertically.
  QList<QPair<QLayoutItem*, QPoint>> row;
  const auto finishRow = [&] {
    if (apply)
      for (const auto& [item, at] : row) {
        const QSize size = hintOf(item, area.width()).boundedTo(QSize(area.width(), rowHeight));
        item->setGeometry(QRect(QPoint(at.x(), at.y() + (rowHeight - size.height()) / 2), size));
      }
    row.clear();
  };
  for (QLayoutItem* item : m_items) {
    if (item->isEmpty()) continue;
    const QSize size = hintOf(item, area.width());
    if (x > area.x() && x + size.width() > area.right() + 1) {
      finishRow();
      x = area.x();
      y += rowHeight + m_spacing;
      rowHeight = 0;
    }
    row.append({item, QPoint(x, y)});
    x += size.width() + m_spacing;
    rowHeight = std::max(rowHeight, size.height());
  }
  finishRow();
  const QMargins m = contentsMargins();
  return y + rowHeight - rect.y() + m.bottom();
}

FlowBox::FlowBox(FlowLayout* layout, QWidget* parent) : QWidget(parent) {
  setLayout(layout);
}

QSize FlowBox::minimumSizeHint() const {
  const QSize least = layout()->minimumSize();
  if (width() <= 0 || !testAttribute(Qt::WA_Resized)) return least;
  return {least.width(), std::max(least.height(), layout()->heightForWidth(width()))};
}

void FlowBox::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  const int rows = layout()->heightForWidth(width());
  if (rows == m_rowsHeight) return;
  m_rowsHeight = rows;
  updateGeometry();  // the layouts above read the new minimum
}

}  // namespace scalescope::views
