#pragma once
// The part of a scenario file that belongs to the views rather than to the science: the
// camera of the efficiency surface, stored under "views" as plain JSON numbers.

#include <QJsonObject>

class vtkCamera;

namespace scalescope::app {

/// {"surface_camera": {"position": [x,y,z], "focal_point": [...], "view_up": [...],
///  "view_angle": deg}}
QJsonObject cameraToJson(vtkCamera* camera);
/// Applies what cameraToJson wrote; ignores missing or malformed entries (returns false).
bool cameraFromJson(const QJsonObject& views, vtkCamera* camera);

}  // namespace scalescope::app
