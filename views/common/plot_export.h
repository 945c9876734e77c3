#pragma once
// Export of a QCustomPlot figure: PNG (size × scale), PDF (vector) and SVG (vector, through
// QSvgGenerator at a stated resolution).

#include <QSize>
#include <QString>

class QCustomPlot;

namespace scalescope::views {

/// Writes the plot to `path` in the format of its suffix (.png, .pdf, .svg) at `size`
/// logical pixels; PNG is magnified by `scale`. Returns "" or an error message.
QString exportPlot(QCustomPlot* plot, const QString& path, QSize size, double scale);

}  // namespace scalescope::views
