#include "views/surface/camera_json.h"

#include <QJsonArray>
#include <cmath>

namespace scalescope::views {

namespace {

QJsonArray triple(const std::array<double, 3>& v) {
  return {v[0], v[1], v[2]};
}

bool readTriple(const QJsonValue& value, std::array<double, 3>& out) {
  const QJsonArray a = value.toArray();
  if (a.size() != 3) return false;
  for (int i = 0; i < 3; ++i) {
    if (!a[i].isDouble() || !std::isfinite(a[i].toDouble())) return false;
    out[i] = a[i].toDouble();
  }
  return true;
}

}  // namespace

QJsonObject cameraToJson(const SurfaceCamera& camera) {
  QJsonObject c{{"position", triple(camera.position)},
                {"focal_point", triple(camera.focalPoint)},
                {"view_up", triple(camera.viewUp)},
                {"view_angle", camera.viewAngleDegrees}};
  return QJsonObject{{"surface_camera", c}};
}

bool cameraFromJson(const QJsonObject& views, SurfaceCamera* camera) {
  const QJsonObject c = views.value("surface_camera").toObject();
  std::array<double, 3> position{}, focal{}, up{};
  if (!readTriple(c.value("position"), position) || !readTriple(c.value("focal_point"), focal) ||
      !readTriple(c.value("view_up"), up))
    return false;
  const double angle = c.value("view_angle").toDouble(30.0);
  if (!(angle > 1 && angle < 179)) return false;
  camera->position = position;
  camera->focalPoint = focal;
  camera->viewUp = up;
  camera->viewAngleDegrees = angle;
  return true;
}

}  // namespace scalescope::views
