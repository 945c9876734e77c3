#include "views/lessons/live_gauge.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace scalescope::views {

LiveGauge::LiveGauge(QWidget* parent) : QWidget(parent) {
  setObjectName("lessonLiveGauge");
  setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
  setToolTip(
      tr("The hidden quantity now: the bar's end against the question's threshold "
         "(the line). Its value shows once you have answered."));
}

void LiveGauge::setValues(double value, double threshold) {
  m_value = value;
  m_threshold = threshold;
  update();
}

void LiveGauge::setScale(double factor) {
  m_scale = factor;
  updateGeometry();
  update();
}

double LiveGauge::fill() const {
  const double span = 2 * std::abs(m_threshold);
  if (!(span > 0) || !std::isfinite(m_value)) return 0;
  return std::clamp(m_value / span, 0.0, 1.0);
}

QSize LiveGauge::sizeHint() const {
  return {200, static_cast<int>(std::lround(22 * m_scale))};
}

void LiveGauge::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const QRectF track = QRectF(rect()).adjusted(2, 3 * m_scale, -2, -3 * m_scale);
  p.setPen(QPen(palette().color(QPalette::WindowText), 1));
  p.setBrush(palette().color(QPalette::Base));
  p.drawRect(track);
  QRectF filled = track;
  filled.setWidth(track.width() * fill());
  p.fillRect(filled, palette().color(QPalette::Highlight));
  const double x = track.left() + track.width() * thresholdPosition();
  p.setPen(QPen(palette().color(QPalette::WindowText), 2 * m_scale));
  p.drawLine(QPointF(x, rect().top()), QPointF(x, rect().bottom()));
}

}  // namespace scalescope::views
