#include "app/export/figure_export.h"
#include "app/export/text_file.h"

#include <QCoreApplication>
#include <QDir>

#include "model/core/parameter_table.h"
#include "model/export/csv_export.h"
#include "model/export/pim_csv.h"
#include "model/export/roofline_csv.h"
#include "model/export/scaling_csv.h"
#include "model/measured/measured_series.h"
#include "model/scaling/scaling_curves.h"
#include "model/scaling/scaling_settings.h"
#include "views/common/model_text.h"

namespace scalescope::app {

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
  if (parts.isEmpty())
    return QCoreApplication::translate("FigureExport", "ScaleScope: default scenario");
  return QCoreApplication::translate("FigureExport", "ScaleScope: %1").arg(parts.join(", "));
}

QStringList exportFigures(const FigureExportRequest& request,
                          const std::vector<views::Figure>& figures, const QString& caption,
                          const std::function<void(const QString&)>& progress) {
  QStringList errors;
  QDir dir(request.directory);
  if (!dir.exists() && !QDir().mkpath(request.directory))
    return {QCoreApplication::translate("FigureExport", "%1: cannot create the export folder")
                .arg(request.directory)};
  const auto wanted = [&](const views::Figure& f) {
    return (request.figures.isEmpty() || request.figures.contains(f.stem)) &&
           (request.withDisplay || !f.needsDisplay);
  };
  views::FigureOptions options;
  options.size = request.size;
  options.scale = request.scale;
  options.caption = request.annotations ? caption : QString();
  options.fontPt = request.fontPt;
  options.annotations = request.annotations;
  options.keepZoom = request.keepZoom;
  options.lightBackground = request.lightBackground;
  for (const QString& format : request.formats)
    for (const views::Figure& figure : figures) {
      if (!wanted(figure)) continue;
      const QString path = dir.filePath(figure.stem + "." + format);
      if (progress) progress(path);
      if (QString e = figure.write(path, options); !e.isEmpty()) errors << e;
    }
  return errors;
}

QList<ExportProblem> writeNumbers(const QString& directory, const model::Scenario& s,
                                  const model::DatasetCollection& data,
                                  const std::function<void(const QString&)>& progress) {
  QList<ExportProblem> problems;
  if (!QDir().mkpath(directory))
    return {{QCoreApplication::translate("FigureExport", "%1: cannot create the export folder")
                 .arg(directory),
             false}};
  std::vector<std::pair<std::string, std::string>> files;
  for (auto& csv : model::csvExports(s, data)) files.emplace_back(csv.name, std::move(csv.text));
  if (const auto pim = model::pimCsv(s))
    files.emplace_back("pim.csv", *pim);
  else
    problems.append({QDir(directory).filePath("pim.csv") + ": " + views::errorText(pim), true});
  if (const auto roofline = model::rooflineCsv(s, data))
    files.emplace_back("roofline.csv", *roofline);
  else
    problems.append(
        {QDir(directory).filePath("roofline.csv") + ": " + views::errorText(roofline), true});
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
