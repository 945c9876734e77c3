#include "views/common/eliding_combo_box.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace scalescope::views {

namespace {
// The style draws the label inside the edit field with a small inset (Fusion: 1–2 px per
// side); keep the elided text clear of it.
constexpr int kLabelInset = 4;
}  // namespace

ElidingComboBox::ElidingComboBox(QWidget* parent) : QComboBox(parent) {}

int ElidingComboBox::fieldWidth() const {
  QStyleOptionComboBox option;
  initStyleOption(&option);
  const QRect field =
      style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this);
  return field.width() - kLabelInset;
}

QString ElidingComboBox::shownText() const {
  return fontMetrics().elidedText(currentText(), Qt::ElideRight, fieldWidth());
}

void ElidingComboBox::paintEvent(QPaintEvent*) {
  QStylePainter painter(this);
  QStyleOptionComboBox option;
  initStyleOption(&option);
  painter.drawComplexControl(QStyle::CC_ComboBox, option);
  option.currentText = shownText();
  painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

}  // namespace scalescope::views
