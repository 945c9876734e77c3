#pragma once
// Figures of a SurfaceScene: the 3D frame rendered offscreen by VTK without any text, then
// the labels, colour bar, title and caption painted over it by Qt, one painting for PNG
// (QImage), PDF (QPdfWriter) and SVG (QSvgGenerator). So text is right at every PNG scale,
// every character (10⁰, 1−α, ·) survives, and in PDF and SVG it stays text (selectable,
// searchable). Used by File ▸ Export and by batch mode; needs an X server like every VTK
// render.

#include <QImage>
#include <QSize>
#include <QString>
#include <memory>
#include <optional>
#include <vector>

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "views/surface/surface_camera.h"
#include "views/surface/surface_labels.h"

class QPainter;

namespace scalescope::views {

class SurfaceScene;

struct SurfaceExportOptions {
  QSize size{504, 360};  ///< points (1/72 in): the PDF and SVG page, pixels of a 1× PNG
  double scale = 1.0;    ///< PNG pixels per point (72 × scale dpi)
  bool lightBackground = true;
  QString caption;      ///< scenario line drawn in the figure
  double fontPt = 9.0;  ///< the labels' size in points (title and colour bar in proportion)
  bool title = true;    ///< the title band above the frame
};

/// A rendered 3D frame and the text to paint over it, in layout pixels (origin of the
/// labels' boxes the frame's bottom left, as VTK's display coordinates).
struct SurfaceFrame {
  QSize size;                ///< the figure's logical size
  double layoutScale = 1.0;  ///< layout pixels per point: 12 px labels at the points asked
  QRect frame;               ///< where the 3D frame goes, layout pixels
  QImage raster;             ///< the frame at the raster scale's pixels, no text
  std::vector<SurfaceLabels::Placed> labels;
  bool lightBackground = true;
  QString title;
  QString caption;
};

/// Renders a copy of `source` (with `camera`, or the default 3D view when null) at
/// options.size, its labels placed for that size, the frame at `rasterScale` times the pixels.
std::optional<SurfaceFrame> renderSurfaceFrame(const SurfaceScene& source,
                                               const SurfaceCamera* camera,
                                               const SurfaceExportOptions& options, int rasterScale,
                                               QString* error);
/// Paints a figure into logical coordinates (0, 0)–size of `painter`.
void paintSurfaceFrame(QPainter& painter, const SurfaceFrame& figure);

/// Writes `source` to `path`; the format follows the suffix (.png, .pdf, .svg). Returns "" or
/// an error message.
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
