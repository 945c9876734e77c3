#pragma once
// Writing the figures of the three views to a folder in several formats, with a caption
// naming the scenario so a figure in a report can be reproduced. Used by File ▸ Export.

#include <QList>
#include <QPair>
#include <QSize>
#include <QString>
#include <QStringList>
#include <functional>

#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"

class QCustomPlot;

namespace scalescope::views {
class PimView;
class ScalingView;
class SurfaceScene;
struct SurfaceCamera;
}  // namespace scalescope::views

namespace scalescope::app {

/// What to write and how.
struct FigureExportRequest {
  QString directory;
  QStringList formats{"png"};  ///< png, pdf, svg
  QSize size{1200, 900};       ///< logical pixels
  double scale = 1.0;          ///< PNG magnification
  bool lightBackground = true;
  bool includeSurface = true;
};

/// One line naming the scenario: the parameters that differ from the defaults.
QString scenarioCaption(const model::Scenario& scenario);

/// Writes surface.<fmt> (from `surface` seen through `camera`, may be null) and
/// <name>.<fmt> for every named plot. Returns the error messages (empty on success);
/// `progress` gets each path before it is written.
QStringList exportFigures(const FigureExportRequest& request, const views::SurfaceScene* surface,
                          const views::SurfaceCamera* camera,
                          const QList<QPair<QString, QCustomPlot*>>& plots, const QString& caption,
                          const std::function<void(const QString&)>& progress = {});

/// Every 2D figure of the Scaling and PIM views with its file name stem (scaling,
/// scaling_fit, ..., pim, pim_scaling).
QList<QPair<QString, QCustomPlot*>> viewPlots(views::ScalingView& scaling, views::PimView& pim);

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
