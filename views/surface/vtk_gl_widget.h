#pragma once
// The fallback surface of the 3D view: a QOpenGLWidget, for platforms without native child
// windows (Qt's offscreen platform in tests). Qt then composes the whole top-level window
// through OpenGL on every repaint, which on llvmpipe costs about a frame's budget
// (views/README.md); the native window host avoids that.

#include <QOpenGLWidget>
#include <functional>

#include "views/surface/vtk_surface.h"

namespace scalescope::views {

class VtkRenderCore;

/// Renders the host's VTK scene in paintGL and blits it into Qt's framebuffer object. Input
/// passes through it to the host (it is transparent for the mouse and takes no focus).
class VtkGLWidget : public QOpenGLWidget, public VtkSurface {
  Q_OBJECT
 public:
  VtkGLWidget(VtkRenderCore& core, std::function<void()> frameDone, QWidget* parent);
  ~VtkGLWidget() override;

  QWidget* widget() override { return this; }
  void makeContextCurrent() override { makeCurrent(); }
  bool contextIsCurrent() const override;
  void scheduleFrame() override { update(); }
  QImage grabFrame() override;

 protected:
  void initializeGL() override;
  void resizeGL(int w, int h) override;
  void paintGL() override;

 private:
  void releaseGL();

  VtkRenderCore& m_core;
  std::function<void()> m_frameDone;
  QMetaObject::Connection m_contextConnection;
};

}  // namespace scalescope::views
