#include "views/common/compact_corner.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QTimer>
#include <QToolButton>

namespace scalescope::views {

namespace {
/// Letters a compact box keeps of its choice (the rest is elided; the list shows all).
constexpr int kCompactLetters = 5;
}  // namespace

CompactCorner::CompactCorner(QWidget* parent) : QWidget(parent), m_layout(new QHBoxLayout(this)) {
  m_layout->setContentsMargins(0, 0, 4, 0);
}

void CompactCorner::addBox(QComboBox* box) {
  box->setMinimumContentsLength(kCompactLetters);
  m_boxes << box;
  m_layout->addWidget(box);
  measure();
}

void CompactCorner::addButton(QToolButton* button) {
  m_buttons << button;
  m_tips << button->toolTip();
  m_layout->addWidget(button);
  measure();
}

void CompactCorner::fitTo(int room) {
  setCompact(room < m_full.width());
}

QSize CompactCorner::minimumSizeHint() const {
  return m_small;
}

void CompactCorner::changeEvent(QEvent* event) {
  QWidget::changeEvent(event);
  // Presenter type, another style or language: measure again once the children have it too.
  if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange ||
      event->type() == QEvent::LanguageChange)
    QTimer::singleShot(0, this, [this] {
      measure();
      updateGeometry();
    });
}

void CompactCorner::setCompact(bool compact) {
  if (compact != m_compact) apply(compact);
}

void CompactCorner::apply(bool compact) {
  m_compact = compact;
  for (QComboBox* box : m_boxes)
    box->setSizeAdjustPolicy(compact ? QComboBox::AdjustToMinimumContentsLengthWithIcon
                                     : QComboBox::AdjustToContents);
  for (int i = 0; i < m_buttons.size(); ++i) {
    QToolButton* button = m_buttons[i];
    button->setToolButtonStyle(compact ? Qt::ToolButtonIconOnly : Qt::ToolButtonTextOnly);
    // Without its text the button says what it does in its tooltip.
    button->setToolTip(compact ? "<b>" + button->text().remove('&') + "</b><br>" + m_tips[i]
                               : m_tips[i]);
  }
  m_layout->invalidate();
  updateGeometry();
}

void CompactCorner::measure() {
  const bool was = m_compact;
  apply(false);
  m_full = m_layout->sizeHint();
  apply(true);
  m_small = m_layout->sizeHint();
  apply(was);
}

}  // namespace scalescope::views
