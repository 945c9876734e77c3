#include "app/export/figure_export.h"
#include "app/export/text_file.h"

#include <qcustomplot.h>
#include <QDir>
#include <QHash>

#include "model/core/parameter_table.h"
#include "model/export/csv_export.h"
#include "model/export/pim_csv.h"
#include "model/export/scaling_csv.h"
#include "model/measured/measured_series.h"
#include "model/scaling/scaling_curves.h"
#include "model/scaling/scaling_settings.h"
#include "views/common/plot_export.h"
#include "views/pim/pim_scaling_plot.h"
#include "views/pim/pim_view.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_export.h"

namespace scalescope::app {

const QList<FigureSizePreset>& figureSizePresets() {
  static const QList<FigureSizePreset> presets{
      {QObject::tr("Report column (7 × 5 in)"), QSize(504, 360), 3},
      {QObject::tr("Slide 16:9 (13.3 × 7.5 in, 1920×1080 at 2×)"), QSize(960, 540), 2},
      {QObject::tr("Poster (15 × 11.25 in)"), QSize(1080, 810), 3}};
  return presets;
}

QString scenarioCaption(const model::Scenario& scenario) {
  // Only what differs from the defaults: the line stays short and, as --set assignments,
  // still reproduces the figure. The comparison is of the values themselves: n and
  // serial_fraction used to be listed always, which read as if they had been changed.
  QStringList parts;
  const model::Scenario defaults;
  const auto& table = model::parameterTable();
  for (std::size_t i = 0; i < table.size(); ++i) {
    if (scenario.value(i) == defaults.value(i)) continue;
    parts << QStringLiteral("%1=%2").arg(
        QString::fromStdString(table[i].id),
        QString::fromStdString(model::formatParameterValue(table[i], scenario.value(i))));
  }
  if (parts.isEmpty()) return QStringLiteral("ScaleScope: default scenario");
  return QStringLiteral("ScaleScope: ") + parts.join(", ");
}

QString figureTitle(const QString& stem) {
  static const QHash<QString, QString> titles{
      {"scaling", QObject::tr("Scaling laws against N: Amdahl, Gustafson, USL, timeline model")},
      {"scaling_fit", QObject::tr("A law fitted to the measured series")},
      {"scaling_study", QObject::tr("Scaling study of the measured series")},
      {"scaling_inverse_n", QObject::tr("Time against 1/N: serial and parallel parts")},
      {"generations", QObject::tr("TOP500 generations: Rmax predicted by Amdahl against measured")},
      {"precision", QObject::tr("Lower precision: predicted against measured HPL-MxP/HPL gain")},
      {"pim", QObject::tr("PIM model: where an epoch's time goes")},
      {"pim_scaling", QObject::tr("PIM model: epoch time against DPUs")}};
  return titles.value(stem);
}

QStringList exportFigures(const FigureExportRequest& request, const views::SurfaceScene* surface,
                          const views::SurfaceCamera* camera,
                          const QList<QPair<QString, QCustomPlot*>>& plots, const QString& caption,
                          const std::function<void(const QString&)>& progress) {
  QStringList errors;
  QDir dir(request.directory);
  if (!dir.exists() && !QDir().mkpath(request.directory))
    return {QStringLiteral("%1: cannot create the export folder").arg(request.directory)};
  const auto wanted = [&](const QString& stem) {
    return request.figures.isEmpty() || request.figures.contains(stem);
  };
  for (const QString& format : request.formats) {
    if (surface && request.includeSurface && wanted("surface")) {
      const QString path = dir.filePath("surface." + format);
      if (progress) progress(path);
      views::SurfaceExportOptions options{request.size, request.scale, request.lightBackground,
                                          caption};
      if (QString e = views::exportSurface(*surface, camera, path, options); !e.isEmpty())
        errors << e;
    }
    for (const auto& [name, plot] : plots) {
      if (!wanted(name)) continue;
      const QString path = dir.filePath(name + "." + format);
      if (progress) progress(path);
      const views::PlotExportOptions options{request.size, request.scale, figureTitle(name),
                                             request.keepZoom};
      if (QString e = views::exportPlot(plot, path, options); !e.isEmpty()) errors << e;
    }
  }
  return errors;
}

QList<QPair<QString, QCustomPlot*>> viewPlots(views::ScalingView& scaling, views::PimView& pim) {
  QList<QPair<QString, QCustomPlot*>> plots = scaling.exportPlots();
  plots.append({{"pim", pim.breakdownPlot()}, {"pim_scaling", pim.scalingPlot()}});
  return plots;
}

namespace {}  // namespace

QList<ExportProblem> writeNumbers(const QString& directory, const model::Scenario& s,
                                  const model::DatasetCollection& data,
                                  const std::function<void(const QString&)>& progress) {
  QList<ExportProblem> problems;
  if (!QDir().mkpath(directory))
    return {{QStringLiteral("%1: cannot create the export folder").arg(directory), false}};
  std::vector<std::pair<std::string, std::string>> files;
  for (auto& csv : model::csvExports(s, data)) files.emplace_back(csv.name, std::move(csv.text));
  if (const auto pim = model::pimCsv(s))
    files.emplace_back("pim.csv", *pim);
  else
    problems.append(
        {QDir(directory).filePath("pim.csv") + ": " + QString::fromStdString(pim.error()), true});
  const auto settings = model::scalingSettings(s);
  const auto series = model::measuredSeries(data, model::seriesOptions(settings));
  files.emplace_back("scaling.csv", model::scalingCsv(model::scalingCurves(s, 241), settings));
  files.emplace_back("measured.csv", model::measuredCsv(series, s));
  for (const auto& [name, text] : files) {
    const QString path = QDir(directory).filePath(QString::fromStdString(name));
    if (progress) progress(path);
    if (QString e = writeTextFile(path, text); !e.isEmpty()) problems.append({e, false});
  }
  return problems;
}

}  // namespace scalescope::app
