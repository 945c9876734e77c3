#pragma once
// The widget that hosts the 3D view: owns the VTK render window, renderer and interactor
// (VtkRenderCore), turns mouse and wheel input into camera moves, and shows the frames on the
// surface chosen at start (vtk_host_kind.h): a native child window, the QOpenGLWidget
// fallback or an offscreen image. Debian's VTK Qt module is Qt5-only, so this is our own host;
// views/README.md has the facts it rests on.

#include <QImage>
#include <QWidget>
#include <functional>
#include <memory>
#include <optional>

#include "views/surface/vtk_host_kind.h"

class QWindow;
class vtkGenericOpenGLRenderWindow;
class vtkRenderer;

namespace scalescope::views {

class VtkRenderCore;
class VtkSurface;

/// Renders one vtkRenderer inside the Qt window; forwards mouse and wheel events to a
/// trackball-camera interactor. VTK only renders when the surface paints.
class VtkHost : public QWidget {
  Q_OBJECT
 public:
  /// `kind`: the surface; by default chooseVtkHost() for the running platform.
  explicit VtkHost(QWidget* parent = nullptr, std::optional<VtkHostKind> kind = {});
  ~VtkHost() override;

  vtkRenderer* renderer() const;
  vtkGenericOpenGLRenderWindow* renderWindow() const;
  VtkHostKind hostKind() const { return m_kind; }
  /// The native window VTK draws in (NativeWindow host), else null; its input events reach
  /// this widget.
  QWindow* surfaceWindow() const { return m_window; }
  /// Number of completed VTK renders (tests and benchmarks wait on it).
  int renderCount() const;
  /// The size of the last frame VTK drew, in device pixels (tests: it follows the host's).
  QSize frameSize() const;
  /// Asks for a frame; any number of requests before the next paint make one frame.
  void requestRender();
  /// Renders now and returns the frame (device pixels): Copy image, tests.
  QImage grabFramebuffer();
  /// See VtkRenderCore::enableStaticLayer: an overlay renderer for what changes often; the
  /// main renderer's frame is reused while nothing it shows changed.
  vtkRenderer* enableStaticLayer(std::function<void()> beforeFrame);
  /// Frames in which the main renderer drew (tests: a slider step must not redraw it).
  int mainLayerRenderCount() const;
  /// Hides the native frame window while a widget must cover the view (a native child window
  /// is drawn above every sibling widget); the other hosts paint under their children.
  void setSurfaceHidden(bool hidden);

  /// Must be called once before the QApplication exists: OpenGL 3.2 core, depth 24,
  /// stencil 8, no multisampling, shared contexts; and no idle time before a frame that a
  /// window asks for (QT_QPA_UPDATE_IDLE_TIME=0 unless the environment sets it).
  static void prepareApplication();

 signals:
  void frameRendered();

 protected:
  void mousePressEvent(QMouseEvent* e) override;
  void mouseReleaseEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;
  void wheelEvent(QWheelEvent* e) override;
  /// A frame at the new size: a native window made wider (View ▸ Efficiency surface only)
  /// kept its old frame, the new part black, until something else asked for a render.
  void resizeEvent(QResizeEvent* e) override;

 private:
  void forwardMouse(QMouseEvent* e, unsigned long vtkEvent);

  VtkHostKind m_kind;
  std::unique_ptr<VtkRenderCore> m_core;
  VtkSurface* m_surface = nullptr;  ///< its widget is a child of this one
  QWindow* m_window = nullptr;
};

}  // namespace scalescope::views
