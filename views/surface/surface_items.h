#pragma once
// The plain things a 3D landscape shows, without VTK: measured systems as points, paths
// across the landscape, and what the scene reads of a scenario. SurfaceScene turns them into
// VTK actors; the window and the lessons see only these.

#include <array>
#include <string>
#include <vector>

#include "model/core/param.h"
#include "model/surface/surface_data.h"

namespace scalescope::views {

/// A point on the landscape in model units (N, 1−α_eff, E).
using LandscapePoint = model::LandscapePoint;

/// A measured system placed on the surface (pickable).
struct SurfaceSystem {
  LandscapePoint at;
  std::string name;     ///< short label, e.g. "Piz Daint 2018-11"
  std::string details;  ///< multi-line text for the tooltip / info panel
  bool accelerated = false;
  bool operator==(const SurfaceSystem&) const = default;
};

/// A polyline across the landscape: a system's generations or a model's trajectory, with a
/// label at its last point (none when empty).
struct SurfacePath {
  /// What the path shows: a lesson leaves out the labels of what its step does not name.
  enum class Kind { Generation, Timeline, Pim, Highlight };
  Kind kind = Kind::Generation;
  std::vector<LandscapePoint> points;
  std::string label;
  std::array<double, 3> rgb{1, 1, 1};
  double lineWidth = 3;
  bool operator==(const SurfacePath&) const = default;
};

/// What the scene itself reads of a scenario: the grid's range and resolution, the marker.
inline constexpr model::ParamSet kSurfaceSceneReads{model::Param::N, model::Param::SerialFraction,
                                                    model::Param::SurfaceLogNMax,
                                                    model::Param::SurfaceGrid};

}  // namespace scalescope::views
