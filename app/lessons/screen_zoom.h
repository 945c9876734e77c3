#pragma once
// The zoom of presenter mode (Z): the screen as it is when Z is pressed, frozen and magnified
// (2× at first) around the mouse, on a frameless window over the whole screen, the native 3D
// view included. Moving the mouse pans, the wheel or + / − change the magnification
// (1.25× to 8×), and Z, Esc or a click return to the live screen. The red pointer (L) shows
// over it. What ZoomIt and a document camera give a lecturer: the figure's detail, large.

#include <QPixmap>
#include <QPoint>
#include <QWidget>

namespace scalescope::app {

class ScreenZoom : public QWidget {
  Q_OBJECT
 public:
  explicit ScreenZoom(QWidget* parent = nullptr);

  /// Freezes `window` (the presenter's, which covers its screen) as it is now and shows it
  /// magnified around `center` (global pixels) over it. The window's own picture, not the
  /// screen's root: XWayland and some compositors give a black root. False, and nothing shown,
  /// when the picture cannot be read.
  bool zoomInto(QWidget* window, QPoint center);
  /// Back to the live screen.
  void end();
  double factor() const { return m_factor; }
  void setFactor(double factor);
  /// The part of the frozen screen shown, in its logical pixels (tests).
  QRectF shownRect() const;

 protected:
  void paintEvent(QPaintEvent* event) override;
  void mouseMoveEvent(QMouseEvent* event) override;
  void mousePressEvent(QMouseEvent* event) override;
  void wheelEvent(QWheelEvent* event) override;
  void keyPressEvent(QKeyEvent* event) override;

 private:
  QPixmap m_frozen;
  QPointF m_center;  ///< the point of the frozen screen at the mouse, in its logical pixels
  double m_factor = 2.0;
};

}  // namespace scalescope::app
