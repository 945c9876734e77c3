#include "views/common/legend_look.h"

#include <qcustomplot.h>
#include <algorithm>

namespace scalescope::views {

LegendLook LegendLook::of(const QCPLegend* legend) {
  return {.wrap = legend->wrap(),
          .fillOrder = legend->fillOrder(),
          .rowSpacing = legend->rowSpacing(),
          .columnSpacing = legend->columnSpacing(),
          .brush = legend->brush(),
          .border = legend->borderPen(),
          .margins = legend->margins(),
          .font = legend->font(),
          .iconSize = legend->iconSize()};
}

void LegendLook::applyTo(QCPLegend* legend) const {
  legend->setWrap(wrap);
  // The entries rearranged in that order and wrap.
  legend->setFillOrder(static_cast<QCPLayoutGrid::FillOrder>(fillOrder), true);
  legend->setRowSpacing(rowSpacing);
  legend->setColumnSpacing(columnSpacing);
  legend->setBrush(brush);
  legend->setBorderPen(border);
  legend->setMargins(margins);
  legend->setFont(font);
  legend->setIconSize(iconSize);
}

LegendLook cornerLook(LegendLook look, double fontScale, int rowSpacing) {
  look.wrap = 0;
  look.fillOrder = QCPLayoutGrid::foRowsFirst;  // one entry per line
  look.brush = QColor(255, 255, 255, 225);
  look.border = QPen(QColor(0, 0, 0, 70));
  look.margins = QMargins(4, 2, 4, 2);
  look.rowSpacing = rowSpacing;
  look.font.setPointSizeF(look.font.pointSizeF() * fontScale);
  look.iconSize = QSize(16, 8);
  return look;
}

int legendColumnsThatFit(const QCPLegend* legend, int width, int most) {
  int widest = 0;
  for (int i = 0; i < legend->itemCount(); ++i)
    if (QCPAbstractLegendItem* item = legend->item(i))
      widest = std::max(widest, item->minimumOuterSizeHint().width());
  const int room = width - legend->margins().left() - legend->margins().right();
  const int fit = (room + legend->columnSpacing()) / std::max(1, widest + legend->columnSpacing());
  return std::clamp(fit, 1, std::max(1, most));
}

bool fitLegendColumns(QCPLegend* legend, int most) {
  if (legend->itemCount() == 0) return false;
  const int columns = legendColumnsThatFit(legend, legend->parentPlot()->viewport().width(), most);
  if (columns == legend->wrap()) return false;
  legend->setWrap(columns);
  legend->setFillOrder(legend->fillOrder(), true);  // the entries rearranged in that many columns
  return true;
}

}  // namespace scalescope::views
