#pragma once
// Offscreen rendering of a SurfaceScene to PNG, PDF (GL2PS: 3D rasterised, text vector) or
// SVG (the raster frame embedded: GL2PS's SVG is unusable on Debian, see PLATFORM.md).
// Used by File ▸ Export and by batch mode; needs an X server like every VTK render.

#include <QSize>
#include <QString>
#include <memory>

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "views/surface/surface_camera.h"

namespace scalescope::views {

class SurfaceScene;

struct SurfaceExportOptions {
  QSize size{1200, 900};  ///< logical size in pixels
  double scale = 1.0;     ///< PNG magnification (2 or 3 for slides)
  bool lightBackground = true;
  QString caption;  ///< scenario line drawn in the figure
};

/// Renders a copy of `source` (with `camera`, or the default 3D view when null) into `path`;
/// the format follows the suffix (.png, .pdf, .svg). Returns "" or an error message.
QString exportSurface(const SurfaceScene& source, const SurfaceCamera* camera, const QString& path,
                      const SurfaceExportOptions& options);

/// The efficiency landscape of a scenario without a window (batch export): a scene of its
/// own, filled through the same SurfaceContent as the window's view. Its VTK parts stay
/// inside views/.
class SurfaceFigure {
 public:
  SurfaceFigure(const model::Scenario& scenario, const model::DatasetCollection& data);
  ~SurfaceFigure();
  const SurfaceScene& scene() const;

 private:
  struct Parts;
  std::unique_ptr<Parts> m_parts;
};

}  // namespace scalescope::views
