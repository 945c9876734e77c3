#pragma once
// The one small interface between the 3D view's host and the surface VTK draws on: a native
// child window (vtk_gl_window.h), the QOpenGLWidget fallback (vtk_gl_widget.h) or an
// offscreen context read back into an image (vtk_image_widget.h). The host owns the VTK
// objects (VtkRenderCore) and the input; a surface only owns a context and paints.

#include <QImage>

class QWidget;

namespace scalescope::views {

class VtkSurface {
 public:
  virtual ~VtkSurface() = default;
  /// What goes into the host's layout (the surface itself, or the container of its window).
  virtual QWidget* widget() = 0;
  /// Makes the surface's context current (VTK's WindowMakeCurrentEvent).
  virtual void makeContextCurrent() = 0;
  /// Whether the surface's context is the current one (VTK's WindowIsCurrentEvent).
  virtual bool contextIsCurrent() const = 0;
  /// Asks for one frame at the next paint; many requests before it make one frame.
  virtual void scheduleFrame() = 0;
  /// Renders now and returns the frame (device pixels, its devicePixelRatio set); null if
  /// the surface has no context yet.
  virtual QImage grabFrame() = 0;
};

}  // namespace scalescope::views
