#pragma once
// The VTK side of the 3D view's host: one vtkGenericOpenGLRenderWindow, its renderer and a
// trackball-camera interactor, rendered into whatever OpenGL surface the host chose (a native
// child window, a QOpenGLWidget, an offscreen context read back into an image). VTK never
// owns the context: the surface makes it current, and VTK asks through observers
// (views/README.md, "Hosting VTK").

#include <vtkNew.h>
#include <QImage>
#include <QSize>
#include <functional>
#include <memory>

class vtkGenericOpenGLRenderWindow;
class vtkGenericRenderWindowInteractor;
class vtkObject;
class vtkRenderer;

namespace scalescope::views {

class BlendingRenderer;
class StaticLayer;
class VtkSurface;

/// Renders one vtkRenderer into framebuffers of a context it does not own.
class VtkRenderCore {
 public:
  VtkRenderCore();
  ~VtkRenderCore();
  VtkRenderCore(const VtkRenderCore&) = delete;
  VtkRenderCore& operator=(const VtkRenderCore&) = delete;

  vtkRenderer* renderer() const;
  vtkGenericOpenGLRenderWindow* window() const;
  vtkGenericRenderWindowInteractor* interactor() const;
  /// Adds an overlay renderer above renderer() and from then on redraws renderer() only when
  /// something it shows changed, reusing its last frame otherwise (static_layer.h).
  /// `beforeFrame` runs at the start of every frame. Returns the overlay.
  vtkRenderer* enableStaticLayer(std::function<void()> beforeFrame);
  /// Frames in which renderer() drew (all frames without a static layer).
  int mainLayerRenderCount() const;

  /// The surface VTK talks to from now on (null: none, VTK's requests are ignored).
  void setSurface(VtkSurface* surface) { m_surface = surface; }
  /// A context is current that VTK has not seen (first use, or a new one after
  /// re-parenting a QOpenGLWidget): sets VTK's GL state up in it.
  void initialize(QSize devicePixels);
  bool initialized() const { return m_initialized; }
  void resize(QSize devicePixels);
  QSize size() const;
  /// Renders the scene and copies it into framebuffer `target` of the current context
  /// (0: the window's back buffer). With `opaqueAlpha` the copy's alpha is set to 1, for a
  /// surface that Qt blends into the window.
  void render(unsigned target, bool opaqueAlpha);
  /// Renders the scene and reads it back (device pixels, top row first).
  QImage renderToImage();
  /// Frees VTK's GL resources while their context is still current, before it goes away.
  void release();
  /// Completed renders so far.
  int renderCount() const { return m_renderCount; }
  /// The size of the last frame drawn, in device pixels (empty before the first).
  QSize lastFrameSize() const { return m_lastFrameSize; }

 private:
  void renderScene();
  void onVtkEvent(vtkObject* caller, unsigned long eventId, void* callData);

  vtkNew<vtkGenericOpenGLRenderWindow> m_window;
  vtkNew<BlendingRenderer> m_renderer;
  vtkNew<vtkGenericRenderWindowInteractor> m_interactor;
  vtkNew<BlendingRenderer> m_overlay;
  std::unique_ptr<StaticLayer> m_staticLayer;
  VtkSurface* m_surface = nullptr;
  unsigned long m_observerTags[3] = {0, 0, 0};
  bool m_initialized = false;
  bool m_inRender = false;
  int m_renderCount = 0;
  QSize m_lastFrameSize;
};

}  // namespace scalescope::views
