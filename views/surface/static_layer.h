#pragma once
// Keeps the frame of the main renderer for reuse. A slider step moves only the marker and the
// trajectories, which an overlay renderer on the layer above draws (SurfaceScene::useOverlay);
// the surface, its iso-lines, the systems, the axes and their texts do not change. So the main
// renderer draws only when something it shows changed (a prop, the camera, the size: VTK's
// modification times tell), its colour and depth are copied aside, and every other frame
// starts from that copy: the overlay's props are depth-tested against the surface as if the
// whole scene had been drawn (views/README.md, "What a frame redraws").

#include <vtkNew.h>
#include <functional>

class vtkObject;
class vtkOpenGLFramebufferObject;
class vtkOpenGLRenderWindow;
class vtkRenderer;

namespace scalescope::views {

class StaticLayer {
 public:
  /// `main` (layer 0) and `overlay` (layer 1, same camera) of `window`. `beforeFrame` runs
  /// first in every frame, before the decision (the labels' placement may move texts).
  StaticLayer(vtkOpenGLRenderWindow* window, vtkRenderer* main, vtkRenderer* overlay,
              std::function<void()> beforeFrame);
  ~StaticLayer();
  StaticLayer(const StaticLayer&) = delete;
  StaticLayer& operator=(const StaticLayer&) = delete;

  /// Frames in which the main renderer drew (the rest reused its copy).
  int mainRenders() const { return m_mainRenders; }
  /// Frees the copy while its context is current (the context is going away).
  void releaseGraphicsResources();

 private:
  void onWindowStart(vtkObject*, unsigned long, void*);
  void onOverlayStart(vtkObject*, unsigned long, void*);
  /// The latest modification of anything the main renderer draws or draws with.
  unsigned long mainStamp() const;

  vtkOpenGLRenderWindow* m_window;
  vtkRenderer* m_main;
  vtkRenderer* m_overlay;
  std::function<void()> m_beforeFrame;
  vtkNew<vtkOpenGLFramebufferObject> m_copy;
  bool m_copyValid = false;
  bool m_mainDrawn = false;
  unsigned long m_copyStamp = 0;
  unsigned long m_rendererSeen = 0;  ///< the main renderer's own modification time
  int m_copySize[2] = {0, 0};
  int m_mainRenders = 0;
  unsigned long m_windowObserver = 0, m_overlayObserver = 0;
};

}  // namespace scalescope::views
