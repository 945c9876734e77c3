#include "app/lessons/screen_zoom.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScreen>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>

namespace scalescope::app {

namespace {
constexpr double kLeast = 1.25, kMost = 8.0, kStep = 1.25;
}

ScreenZoom::ScreenZoom(QWidget* parent)
    : QWidget(parent, Qt::Window | Qt::FramelessWindowHint | Qt::WindowStaysOnTopHint) {
  setObjectName("presenterZoom");
  setWindowTitle(tr("Zoom — ScaleScope"));
  setAttribute(Qt::WA_OpaquePaintEvent);
  setMouseTracking(true);
}

bool ScreenZoom::zoomInto(QWidget* window, QPoint center) {
  QScreen* screen = window ? window->screen() : nullptr;
  if (!screen || !window->isVisible()) return false;
  // X11 includes the child windows in a window's picture: the native 3D view is in it.
  QPixmap picture = screen->grabWindow(window->winId());
  if (picture.isNull() || picture.size().isEmpty()) return false;
  m_frozen = picture;
  const QRect area = window->geometry();
  m_center = QPointF(center - area.topLeft());
  setGeometry(area);
  if (area == screen->geometry())
    showFullScreen();
  else
    show();
  raise();
  activateWindow();
  update();
  return true;
}

void ScreenZoom::end() {
  if (!isVisible()) return;
  hide();
  m_frozen = QPixmap();
  if (parentWidget()) parentWidget()->activateWindow();  // the keys go back to the lesson
}

void ScreenZoom::setFactor(double factor) {
  m_factor = std::clamp(factor, kLeast, kMost);
  update();
}

QRectF ScreenZoom::shownRect() const {
  // The point under the mouse stays under it: the view is `factor` times smaller than the
  // screen, placed so that `m_center` sits where the mouse is, and kept inside the screen.
  const QSizeF screen = m_frozen.deviceIndependentSize();
  const QSizeF shown = screen / m_factor;
  const double fx = screen.width() > 0 ? m_center.x() / screen.width() : 0.5;
  const double fy = screen.height() > 0 ? m_center.y() / screen.height() : 0.5;
  const double left = std::clamp(m_center.x() - fx * shown.width(), 0.0,
                                 std::max(0.0, screen.width() - shown.width()));
  const double top = std::clamp(m_center.y() - fy * shown.height(), 0.0,
                                std::max(0.0, screen.height() - shown.height()));
  return {QPointF(left, top), shown};
}

void ScreenZoom::paintEvent(QPaintEvent*) {
  QPainter painter(this);
  painter.fillRect(rect(), Qt::black);
  if (m_frozen.isNull()) return;
  painter.setRenderHint(QPainter::SmoothPixmapTransform);
  const double ratio = m_frozen.devicePixelRatio();
  const QRectF shown = shownRect();
  const QRectF source(shown.topLeft() * ratio, shown.size() * ratio);
  painter.drawPixmap(QRectF(rect()), m_frozen, source);
}

void ScreenZoom::mouseMoveEvent(QMouseEvent* event) {
  // The mouse over the zoomed picture points into the frozen screen at the same share of its
  // width and height, so the whole screen is reachable by moving across the zoom.
  const QSizeF screen = m_frozen.deviceIndependentSize();
  if (width() > 0 && height() > 0)
    m_center = QPointF(event->position().x() / width() * screen.width(),
                       event->position().y() / height() * screen.height());
  update();
}

void ScreenZoom::mousePressEvent(QMouseEvent*) {
  end();
}

void ScreenZoom::wheelEvent(QWheelEvent* event) {
  const int notches = event->angleDelta().y() / 120;
  if (notches != 0) setFactor(m_factor * std::pow(kStep, notches));
}

void ScreenZoom::keyPressEvent(QKeyEvent* event) {
  switch (event->key()) {
    case Qt::Key_Z:
    case Qt::Key_Escape:
      end();
      return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
      setFactor(m_factor * kStep);
      return;
    case Qt::Key_Minus:
      setFactor(m_factor / kStep);
      return;
    default:
      QWidget::keyPressEvent(event);
  }
}

}  // namespace scalescope::app
