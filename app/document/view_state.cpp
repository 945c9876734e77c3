#include "app/document/view_state.h"

#include <vtkCamera.h>
#include <QJsonArray>
#include <cmath>

namespace scalescope::app {

namespace {

QJsonArray triple(const double* v) {
  return {v[0], v[1], v[2]};
}

bool readTriple(const QJsonValue& value, double out[3]) {
  const QJsonArray a = value.toArray();
  if (a.size() != 3) return false;
  for (int i = 0; i < 3; ++i) {
    if (!a[i].isDouble() || !std::isfinite(a[i].toDouble())) return false;
    out[i] = a[i].toDouble();
  }
  return true;
}

}  // namespace

QJsonObject cameraToJson(vtkCamera* camera) {
  QJsonObject c{{"position", triple(camera->GetPosition())},
                {"focal_point", triple(camera->GetFocalPoint())},
                {"view_up", triple(camera->GetViewUp())},
                {"view_angle", camera->GetViewAngle()}};
  return QJsonObject{{"surface_camera", c}};
}

bool cameraFromJson(const QJsonObject& views, vtkCamera* camera) {
  const QJsonObject c = views.value("surface_camera").toObject();
  double position[3], focal[3], up[3];
  if (!readTriple(c.value("position"), position) || !readTriple(c.value("focal_point"), focal) ||
      !readTriple(c.value("view_up"), up))
    return false;
  const double angle = c.value("view_angle").toDouble(30.0);
  if (!(angle > 1 && angle < 179)) return false;
  camera->SetPosition(position);
  camera->SetFocalPoint(focal);
  camera->SetViewUp(up);
  camera->SetViewAngle(angle);
  return true;
}

}  // namespace scalescope::app
