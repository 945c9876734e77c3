#include "app/figure_export.h"

#include <qcustomplot.h>
#include <QDir>

#include "model/parameter_table.h"
#include "views/plot_export.h"
#include "views/surface_export.h"

namespace scalescope::app {

QString scenarioCaption(const model::Scenario& scenario) {
  // The laws' two numbers always; every other parameter only when it differs from its
  // default, so the line stays short and still reproduces the figure.
  QStringList parts;
  const model::Scenario defaults;
  const auto& table = model::parameterTable();
  for (std::size_t i = 0; i < table.size(); ++i) {
    const auto& spec = table[i];
    const bool always = spec.id == "n" || spec.id == "serial_fraction";
    if (!always && scenario.value(i) == defaults.value(i)) continue;
    parts << QStringLiteral("%1=%2").arg(
        QString::fromStdString(spec.id),
        QString::fromStdString(model::formatParameterValue(spec, scenario.value(i))));
  }
  return QStringLiteral("ScaleScope: ") + parts.join(", ");
}

QStringList exportFigures(const FigureExportRequest& request, const views::SurfaceScene* surface,
                          vtkCamera* camera, const QList<QPair<QString, QCustomPlot*>>& plots,
                          const QString& caption,
                          const std::function<void(const QString&)>& progress) {
  QStringList errors;
  QDir dir(request.directory);
  if (!dir.exists() && !QDir().mkpath(request.directory))
    return {QStringLiteral("%1: cannot create the export folder").arg(request.directory)};
  for (const QString& format : request.formats) {
    if (surface && request.includeSurface) {
      const QString path = dir.filePath("surface." + format);
      if (progress) progress(path);
      views::SurfaceExportOptions options{request.size, request.scale, request.lightBackground,
                                          caption};
      if (QString e = views::exportSurface(*surface, camera, path, options); !e.isEmpty())
        errors << e;
    }
    for (const auto& [name, plot] : plots) {
      const QString path = dir.filePath(name + "." + format);
      if (progress) progress(path);
      if (QString e = views::exportPlot(plot, path, request.size, request.scale); !e.isEmpty())
        errors << e;
    }
  }
  return errors;
}

}  // namespace scalescope::app
