#pragma once
// The measured alternative surface of the 3D view: VTK renders in an offscreen OpenGL
// context, the frame is read back into a QImage and a plain QWidget paints it, so the window
// stays a raster window without any native child (tests/bench/README.md compares it with the
// native window host).

#include <QImage>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QWidget>
#include <functional>
#include <memory>

#include "views/surface/vtk_surface.h"

namespace scalescope::views {

class VtkRenderCore;

/// Paints the last VTK frame; renders a new one only when one was asked for or the size
/// changed. Input passes through it to the host.
class VtkImageWidget : public QWidget, public VtkSurface {
  Q_OBJECT
 public:
  VtkImageWidget(VtkRenderCore& core, std::function<void()> frameDone, QWidget* parent);
  ~VtkImageWidget() override;

  QWidget* widget() override { return this; }
  void makeContextCurrent() override;
  bool contextIsCurrent() const override;
  void scheduleFrame() override;
  QImage grabFrame() override;

 protected:
  void paintEvent(QPaintEvent* e) override;

 private:
  /// Creates the context on first use and makes it current; false if OpenGL is missing.
  bool prepare();

  VtkRenderCore& m_core;
  std::function<void()> m_frameDone;
  std::unique_ptr<QOpenGLContext> m_context;
  QOffscreenSurface m_offscreen;
  QImage m_frame;
  bool m_dirty = true;
};

}  // namespace scalescope::views
