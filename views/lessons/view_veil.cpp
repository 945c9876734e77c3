#include "views/lessons/view_veil.h"

#include <QEvent>
#include <QPainter>

namespace scalescope::views {

ViewVeil::ViewVeil(QWidget* target) : QWidget(target), m_target(target) {
  setObjectName("viewVeil");
  setAttribute(Qt::WA_TransparentForMouseEvents, false);  // the view must not be read by hover
  target->installEventFilter(this);
  m_fade.setDuration(kFadeMs);
  m_fade.setStartValue(1.0);
  m_fade.setEndValue(0.0);
  connect(&m_fade, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
    m_opacity = v.toDouble();
    update();
  });
  connect(&m_fade, &QVariantAnimation::finished, this, &QWidget::hide);
  hide();
}

void ViewVeil::cover(const QString& message) {
  m_fade.stop();
  m_message = message;
  m_opacity = 1.0;
  setGeometry(m_target ? m_target->rect() : QRect());
  show();
  raise();
  update();
}

void ViewVeil::lift() {
  if (!isVisible()) return;
  m_fade.start();
}

void ViewVeil::clear() {
  m_fade.stop();
  m_opacity = 0;
  hide();
}

bool ViewVeil::eventFilter(QObject* watched, QEvent* event) {
  if (watched == m_target && event->type() == QEvent::Resize) setGeometry(m_target->rect());
  return QWidget::eventFilter(watched, event);
}

void ViewVeil::paintEvent(QPaintEvent*) {
  QPainter p(this);
  QColor fill = palette().color(QPalette::Window);
  fill.setAlphaF(m_opacity);  // opaque while covering: no value may be read through it
  p.fillRect(rect(), fill);
  QColor ink = palette().color(QPalette::WindowText);
  ink.setAlphaF(m_opacity);
  p.setPen(ink);
  QFont f = font();
  f.setPointSizeF(f.pointSizeF() * 1.3);
  f.setBold(true);
  p.setFont(f);
  p.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap, m_message);
}

}  // namespace scalescope::views
