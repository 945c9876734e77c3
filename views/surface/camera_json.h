#pragma once
// The part of a scenario file that belongs to the views rather than to the science: the
// camera of the efficiency surface, stored under "views" as plain JSON numbers.

#include <QJsonObject>

#include "views/surface/surface_camera.h"

namespace scalescope::views {

/// {"surface_camera": {"position": [x,y,z], "focal_point": [...], "view_up": [...],
///  "view_angle": deg}}
QJsonObject cameraToJson(const SurfaceCamera& camera);
/// Sets the four fields cameraToJson wrote (the projection stays as it is); returns false
/// and leaves `camera` alone when an entry is missing or malformed.
bool cameraFromJson(const QJsonObject& views, SurfaceCamera* camera);

}  // namespace scalescope::views
