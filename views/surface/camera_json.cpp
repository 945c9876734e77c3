#include "views/surface/camera_json.h"

#include <QJsonArray>
#include <cmath>

namespace scalescope::views {

namespace {

// The keys of the camera in a scenario file's "views" object (view state, not parameters:
// the file's "parameters" hold those).
constexpr auto kCameraKey = QLatin1StringView("surface_camera");
constexpr auto kPositionKey = QLatin1StringView("position");
constexpr auto kFocalPointKey = QLatin1StringView("focal_point");
constexpr auto kViewUpKey = QLatin1StringView("view_up");
constexpr auto kViewAngleKey = QLatin1StringView("view_angle");

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
  QJsonObject c{{kPositionKey, triple(camera.position)},
                {kFocalPointKey, triple(camera.focalPoint)},
                {kViewUpKey, triple(camera.viewUp)},
                {kViewAngleKey, camera.viewAngleDegrees}};
  return QJsonObject{{kCameraKey, c}};
}

bool cameraFromJson(const QJsonObject& views, SurfaceCamera* camera) {
  const QJsonObject c = views.value(kCameraKey).toObject();
  std::array<double, 3> position{}, focal{}, up{};
  if (!readTriple(c.value(kPositionKey), position) || !readTriple(c.value(kFocalPointKey), focal) ||
      !readTriple(c.value(kViewUpKey), up))
    return false;
  const double angle = c.value(kViewAngleKey).toDouble(30.0);
  if (!(angle > 1 && angle < 179)) return false;
  camera->position = position;
  camera->focalPoint = focal;
  camera->viewUp = up;
  camera->viewAngleDegrees = angle;
  return true;
}

}  // namespace scalescope::views
