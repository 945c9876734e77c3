#include "views/lessons/guess_gauge.h"

#include <QPainter>
#include <algorithm>
#include <cmath>

namespace scalescope::views {

GuessGauge::GuessGauge(QWidget* parent) : QWidget(parent) {
  setObjectName("guessGauge");
  setMinimumHeight(48);
}

QSize GuessGauge::sizeHint() const {
  return QSize(300, static_cast<int>(56 * m_scale));
}

void GuessGauge::setValues(double guess, double truth, double acceptedLow, double acceptedHigh) {
  m_guess = guess;
  m_truth = truth;
  m_low = acceptedLow;
  m_high = acceptedHigh;
  double lo = std::min({guess, truth, acceptedLow}), hi = std::max({guess, truth, acceptedHigh});
  // Log when everything is positive and spans more than a factor 20: a guess of 1,024 next to
  // a truth of 19.6 must not squash the truth's band into a pixel.
  m_log = lo > 0 && hi / lo > 20;
  if (m_log) {
    m_min = std::log10(lo) - 0.15 * (std::log10(hi) - std::log10(lo)) - 0.05;
    m_max = std::log10(hi) + 0.15 * (std::log10(hi) - std::log10(lo)) + 0.05;
  } else {
    const double pad = std::max(0.15 * (hi - lo), 0.05 * std::max(std::abs(hi), 1e-300));
    m_min = lo - pad;
    m_max = hi + pad;
  }
  update();
}

void GuessGauge::setScale(double factor) {
  m_scale = factor;
  setMinimumHeight(static_cast<int>(48 * factor));
  updateGeometry();
}

double GuessGauge::position(double value) const {
  const double v = m_log ? std::log10(std::max(value, 1e-300)) : value;
  if (m_max <= m_min) return 0.5;
  return std::clamp((v - m_min) / (m_max - m_min), 0.0, 1.0);
}

void GuessGauge::paintEvent(QPaintEvent*) {
  QPainter p(this);
  p.setRenderHint(QPainter::Antialiasing);
  const double margin = 12 * m_scale, y = height() * 0.45;
  const double w = width() - 2 * margin;
  auto x = [&](double v) { return margin + position(v) * w; };
  const QColor ink = palette().color(QPalette::WindowText);
  p.setPen(QPen(ink, 1.5 * m_scale));
  p.drawLine(QPointF(margin, y), QPointF(margin + w, y));
  // The band the tolerance accepts, then the two marks.
  p.fillRect(QRectF(QPointF(x(m_low), y - 6 * m_scale), QPointF(x(m_high), y + 6 * m_scale)),
             QColor(0, 122, 51, 70));
  QFont f = font();
  p.setFont(f);
  const QFontMetricsF fm(f);
  auto mark = [&](double v, const QColor& c, const QString& label, bool above) {
    p.setPen(QPen(c, 3 * m_scale));
    p.drawLine(QPointF(x(v), y - 10 * m_scale), QPointF(x(v), y + 10 * m_scale));
    const double tw = fm.horizontalAdvance(label);
    const double tx = std::clamp(x(v) - tw / 2, 0.0, width() - tw);
    p.drawText(QPointF(tx, above ? y - 13 * m_scale : y + 13 * m_scale + fm.ascent()), label);
  };
  mark(m_truth, QColor(0, 122, 51), tr("model"), true);
  mark(m_guess, QColor(176, 0, 32), tr("your guess"), false);
}

}  // namespace scalescope::views
