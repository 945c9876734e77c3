#include "views/surface/vtk_host_kind.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QStringList>
#include <QtGlobal>

namespace scalescope::views {

QString vtkHostId(VtkHostKind kind) {
  switch (kind) {
    case VtkHostKind::NativeWindow:
      return QStringLiteral("window");
    case VtkHostKind::GLWidget:
      return QStringLiteral("widget");
    case VtkHostKind::Image:
      return QStringLiteral("image");
  }
  return {};
}

QString vtkHostName(VtkHostKind kind) {
  switch (kind) {
    case VtkHostKind::NativeWindow:
      return QCoreApplication::translate("VtkHost", "native window");
    case VtkHostKind::GLWidget:
      return QStringLiteral("QOpenGLWidget");
    case VtkHostKind::Image:
      return QCoreApplication::translate("VtkHost", "offscreen image");
  }
  return {};
}

QString surfaceHostLine(VtkHostKind kind) {
  QStringList others;
  for (VtkHostKind k : {VtkHostKind::NativeWindow, VtkHostKind::GLWidget, VtkHostKind::Image})
    if (k != kind) others << vtkHostId(k);
  return QCoreApplication::translate("VtkHost", "3D view host: %1 (%2=%3 chooses another)")
      .arg(vtkHostName(kind), QLatin1String(kVtkHostVariable), others.join(QLatin1String(" or ")));
}

VtkHostKind chooseVtkHost(const QString& platformName) {
  const QString forced = qEnvironmentVariable(kVtkHostVariable).trimmed().toLower();
  for (VtkHostKind kind : {VtkHostKind::NativeWindow, VtkHostKind::GLWidget, VtkHostKind::Image})
    if (forced == vtkHostId(kind)) return kind;
  const QString platform = platformName.section(':', 0, 0);  // "xcb:display=..." options
  if (platform == QLatin1String("xcb") || platform == QLatin1String("windows"))
    return VtkHostKind::NativeWindow;
  return VtkHostKind::GLWidget;
}

}  // namespace scalescope::views
