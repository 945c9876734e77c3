#pragma once
// Writing the figures of the views (views::Figure, each view's own list) to a folder in
// several formats, with a caption naming the scenario so a figure in a report can be
// reproduced. Used by File ▸ Export, batch export and the baselines.

#include <QList>
#include <QSize>
#include <QString>
#include <QStringList>
#include <functional>
#include <vector>

#include "app/export/figure_size.h"
#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "views/common/figure.h"

namespace scalescope::app {

/// What to write and how.
struct FigureExportRequest {
  QString directory;
  QStringList formats{"png"};  ///< png, pdf, svg
  QSize size{504, 360};        ///< points (the report-column preset, figure_size.h)
  double scale = 1.0;          ///< PNG pixels per point (72 × scale dpi)
  double fontPt = 9.0;         ///< the tick labels' size in points; other texts in proportion
  bool annotations = true;     ///< titles and notes in the figures
  bool lightBackground = true;
  /// An X server is there: figures that need one (the 3D surface, VTK) are drawn.
  bool withDisplay = true;
  /// File name stems to write ("surface", "scaling", ...); empty: every figure.
  QStringList figures;
  /// Plots keep the on-screen zoom; otherwise they show their data's full extent.
  bool keepZoom = false;
};

/// One line naming the scenario: the parameters that differ from the defaults, or that it
/// is the default scenario.
QString scenarioCaption(const model::Scenario& scenario);
/// Writes <stem>.<fmt> of every figure the request wants, in each format. Figures that need
/// an X server are left out without one. Returns the error messages (empty on success);
/// `progress` gets each path before it is written.
QStringList exportFigures(const FigureExportRequest& request,
                          const std::vector<views::Figure>& figures, const QString& caption,
                          const std::function<void(const QString&)>& progress = {});

/// A problem met while writing the numbers; `badInput` when the model refused the scenario
/// (exit code 3 in batch mode) rather than the disk refusing the file.
struct ExportProblem {
  QString message;
  bool badInput = false;
};

/// Writes the numbers behind every view as CSV into `directory`: surface, systems,
/// generations, timeline, pim, scaling and measured (.csv), each atomically.
QList<ExportProblem> writeNumbers(const QString& directory, const model::Scenario& scenario,
                                  const model::DatasetCollection& data,
                                  const std::function<void(const QString&)>& progress = {});

}  // namespace scalescope::app
