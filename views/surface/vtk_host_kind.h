#pragma once
// Which surface hosts the 3D view, chosen once at start. A native child window (VTK draws
// and swaps it on its own, the rest of the window keeps Qt's raster backing store) is the
// default wherever the platform has native child windows; the QOpenGLWidget host is the
// fallback, and the offscreen image host the measured alternative (tests/bench/README.md).

#include <QString>

namespace scalescope::views {

enum class VtkHostKind {
  NativeWindow,  ///< a QOpenGLWindow in QWidget::createWindowContainer
  GLWidget,      ///< a QOpenGLWidget: Qt composes the whole window through OpenGL
  Image,         ///< an offscreen context read back into a QImage painted by a QWidget
};

/// The environment variable that forces a host: "window", "widget" or "image".
inline constexpr char kVtkHostVariable[] = "SCALESCOPE_VTK_HOST";

/// The host for a Qt platform plugin ("xcb", "offscreen", ...): $SCALESCOPE_VTK_HOST when it
/// names one, else the native window on the platforms where it was built for and measured
/// (xcb; windows, as ParaView does there) and the QOpenGLWidget elsewhere (offscreen and
/// minimal have no native child windows).
VtkHostKind chooseVtkHost(const QString& platformName);
/// "native window", "QOpenGLWidget", "offscreen image": for --version and the About box.
QString vtkHostName(VtkHostKind kind);
/// The value of $SCALESCOPE_VTK_HOST that selects `kind`.
QString vtkHostId(VtkHostKind kind);
/// One line for --version and the About box: "3D view host: native window
/// (SCALESCOPE_VTK_HOST=widget or image chooses another)".
QString surfaceHostLine(VtkHostKind kind);

}  // namespace scalescope::views
