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

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "views/common/figure.h"

namespace scalescope::app {

/// A figure size for a purpose; the logical size is in PDF points (1/72 in) and 1× PNG pixels.
struct FigureSizePreset {
  QString name;
  QSize size;
  double scale;  ///< the PNG magnification that suits it
};
/// Report column (7 × 5 in: fits a US Letter or A4 text column, text ≥ 9 pt), slide (16:9,
/// 13.3 × 7.5 in, 1920×1080 pixels at 2×) and poster (15 × 11.25 in, 3× PNG).
const QList<FigureSizePreset>& figureSizePresets();

/// What to write and how.
struct FigureExportRequest {
  QString directory;
  QStringList formats{"png"};  ///< png, pdf, svg
  QSize size{504, 360};        ///< logical size (the report-column preset)
  double scale = 1.0;          ///< PNG magnification
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
