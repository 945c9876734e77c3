#pragma once
// The 3D view's surface of choice: a native child window (QOpenGLWindow in
// QWidget::createWindowContainer, as ParaView hosts VTK on Linux and Windows). VTK renders and
// swaps it on its own; the rest of the top-level window keeps Qt's raster backing store with
// partial flushes instead of being composed through OpenGL (views/README.md).

#include <QOpenGLWindow>
#include <QPointer>
#include <functional>

#include "views/surface/vtk_surface.h"

namespace scalescope::views {

class VtkRenderCore;

/// Renders the host's VTK scene into the window's back buffer. Every input event it receives
/// goes to the host widget, at the same position (the window fills the host); it never takes
/// the keyboard focus, which stays with the host in the widgets' focus chain.
class VtkGLWindow : public QOpenGLWindow, public VtkSurface {
  Q_OBJECT
 public:
  /// Creates the window and its container, a child of `host` that fills it.
  VtkGLWindow(VtkRenderCore& core, std::function<void()> frameDone, QWidget* host);
  ~VtkGLWindow() override;

  QWidget* widget() override { return m_container; }
  void makeContextCurrent() override { makeCurrent(); }
  bool contextIsCurrent() const override;
  void scheduleFrame() override { update(); }
  QImage grabFrame() override;

 protected:
  void initializeGL() override;
  void resizeGL(int w, int h) override;
  void paintGL() override;
  bool event(QEvent* e) override;

 private:
  void releaseGL();

  VtkRenderCore& m_core;
  std::function<void()> m_frameDone;
  QPointer<QWidget> m_host;
  QWidget* m_container = nullptr;
  QMetaObject::Connection m_contextConnection;
};

}  // namespace scalescope::views
