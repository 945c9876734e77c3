#pragma once
// A Qt6 QOpenGLWidget that hosts a VTK render window. Debian's VTK Qt widget is Qt5-only,
// so this is our own host, following the facts in views/README.md ("The 3D host").

#include <vtkNew.h>
#include <QOpenGLWidget>

class vtkGenericOpenGLRenderWindow;
class vtkGenericRenderWindowInteractor;
class vtkRenderer;
class vtkObject;

namespace scalescope::views {

/// Renders one vtkRenderer inside Qt's framebuffer; forwards mouse and wheel events to a
/// trackball-camera interactor. VTK only renders inside paintGL.
class VtkGLWidget : public QOpenGLWidget {
  Q_OBJECT
 public:
  explicit VtkGLWidget(QWidget* parent = nullptr);
  ~VtkGLWidget() override;

  vtkRenderer* renderer() const;
  vtkGenericOpenGLRenderWindow* renderWindow() const;
  /// Number of completed VTK renders (tests and benchmarks wait on it).
  int renderCount() const { return m_renderCount; }

  /// Must be called once before the QApplication exists: OpenGL 3.2 core, depth 24,
  /// stencil 8, no multisampling, shared contexts.
  static void prepareDefaultSurfaceFormat();

 signals:
  void frameRendered();

 protected:
  void initializeGL() override;
  void resizeGL(int w, int h) override;
  void paintGL() override;
  void mousePressEvent(QMouseEvent* e) override;
  void mouseReleaseEvent(QMouseEvent* e) override;
  void mouseMoveEvent(QMouseEvent* e) override;
  void wheelEvent(QWheelEvent* e) override;

 private:
  void releaseGL();
  void forwardMouse(QMouseEvent* e, unsigned long vtkEvent);
  void onVtkEvent(vtkObject* caller, unsigned long eventId, void* callData);

  vtkNew<vtkGenericOpenGLRenderWindow> m_window;
  vtkNew<vtkRenderer> m_renderer;
  vtkNew<vtkGenericRenderWindowInteractor> m_interactor;
  QMetaObject::Connection m_contextConnection;
  unsigned long m_observerTags[3] = {0, 0, 0};
  bool m_inPaint = false;
  int m_renderCount = 0;
};

}  // namespace scalescope::views
