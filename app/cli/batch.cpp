#include "app/cli/batch.h"

#include <QDir>
#include <QStringList>

#include "app/data/dataset_loader.h"
#include "app/document/presets.h"
#include "app/export/figure_export.h"
#include "model/core/parameter_table.h"
#include "views/pim/pim_view.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_export.h"

namespace scalescope::app {

int listPresets(QTextStream& out) {
  // Three columns (name for --preset, title, description), as wide as their longest entry.
  struct Row {
    QString name, title, description;
  };
  QList<Row> rows{{"name", "title", "description"}};
  for (const QString& name : presetNames()) {
    QString error;
    const auto preset = loadPreset(name, &error);
    rows.append({name, preset ? preset->title : QString(), preset ? preset->description : error});
  }
  qsizetype nameWidth = 0, titleWidth = 0;
  for (const Row& r : rows) {
    nameWidth = std::max(nameWidth, r.name.size());
    titleWidth = std::max(titleWidth, r.title.size());
  }
  for (const Row& r : rows)
    out << r.name.leftJustified(nameWidth + 2) << r.title.leftJustified(titleWidth + 2)
        << r.description << "\n";
  return kExitOk;
}

int listParameters(QTextStream& out) {
  out << "id\tunit\tmin\tmax\tdefault\tchoices\n";
  for (const auto& spec : model::parameterTable()) {
    QStringList choices;
    for (const auto& c : spec.choices) choices << QString::fromStdString(c);
    if (spec.kind == model::ParameterKind::Toggle) choices = {"on", "off"};
    out << QString::fromStdString(spec.id) << '\t' << QString::fromStdString(spec.unit) << '\t'
        << spec.minimum << '\t' << spec.maximum << '\t'
        << QString::fromStdString(model::formatParameterValue(spec, spec.defaultValue)) << '\t'
        << choices.join('|') << '\n';
  }
  return kExitOk;
}

std::optional<ScenarioFile> resolveScenario(const CommandLine& cl, QString* error, int* code) {
  std::optional<ScenarioFile> file = ScenarioFile{};
  QString scenarioPath = cl.scenarioFile;
  for (const QString& f : cl.files)
    if (f.endsWith(".scalescope", Qt::CaseInsensitive)) {
      if (!scenarioPath.isEmpty() || !cl.preset.isEmpty()) {
        *error = QStringLiteral("%1: only one scenario (file or preset) can be given").arg(f);
        *code = kExitBadArguments;
        return std::nullopt;
      }
      scenarioPath = f;
    }
  if (!cl.preset.isEmpty()) file = loadPreset(cl.preset, error);
  if (!scenarioPath.isEmpty()) file = readScenarioFile(scenarioPath, error);
  if (!file) {
    *code = cl.preset.isEmpty() ? kExitBadInput : kExitBadArguments;
    return std::nullopt;
  }
  for (const QString& assignment : cl.assignments) {
    const std::string message = file->scenario.applyAssignment(assignment.toStdString());
    if (!message.empty()) {
      *error = QStringLiteral("--set %1: %2").arg(assignment, QString::fromStdString(message));
      *code = kExitBadInput;
      return std::nullopt;
    }
  }
  return file;
}

std::optional<model::DatasetCollection> resolveDatasets(const CommandLine& cl, QString* error,
                                                        int* code, QList<DataSource>* sources,
                                                        const ScenarioFile* scenario) {
  model::DatasetCollection data;
  // A missing shipped folder is not fatal: the figures are still drawn, without systems.
  loadShippedDatasets(&data);
  // The data a scenario file refers to, with what was chosen when it was imported.
  if (scenario)
    for (DataSource source : scenario->datasets) {
      if (const QString message = loadDataSource(&source, &data); !message.isEmpty()) {
        *error = QStringLiteral("dataset %1: %2").arg(source.path, message);
        *code = kExitBadInput;
        return std::nullopt;
      }
      if (sources) *sources << source;
    }
  for (const QString& f : cl.files) {
    if (f.endsWith(".scalescope", Qt::CaseInsensitive)) continue;
    DataSource source(f);
    if (!cl.series.isEmpty()) {
      // --series names the series to keep of the files that hold several.
      QStringList readErrors;
      const auto files = readSourceFiles(f, &readErrors);
      QString pickError;
      const QStringList picked = seriesForNames(files, cl.series, &pickError);
      if (!pickError.isEmpty()) {
        *error = pickError;
        *code = kExitBadInput;
        return std::nullopt;
      }
      for (const QString& name : picked) source.choice.series.push_back(name.toStdString());
    }
    const QString message = loadDataSource(&source, &data);
    if (!message.isEmpty()) {
      *error = message;
      *code = kExitBadInput;
      return std::nullopt;
    }
    if (sources) *sources << source;
  }
  return data;
}

int runExport(const CommandLine& cl, QTextStream& err) {
  QString error;
  int code = kExitOk;
  const auto file = resolveScenario(cl, &error, &code);
  if (!file) {
    err << error << "\n";
    return code;
  }
  for (const QString& w : file->warnings) err << "warning: " << w << "\n";
  const auto data = resolveDatasets(cl, &error, &code, nullptr, &*file);
  if (!data) {
    err << error << "\n";
    return code;
  }
  if (!QDir().mkpath(cl.exportDir)) {
    err << cl.exportDir << ": cannot create the export directory\n";
    return kExitWriteFailed;
  }
  const model::Scenario& s = file->scenario;
  int failure = kExitOk;
  int failed = 0;
  auto report = [&](const QString& message, int exitCode) {
    err << message << "\n";
    ++failed;
    if (failure == kExitOk) failure = exitCode;
  };
  int written = 0;
  auto progress = [&](const QString& path) {
    err << "writing " << path << "\n";
    err.flush();
    ++written;
  };

  FigureExportRequest request;
  request.directory = cl.exportDir;
  request.formats = cl.formats;
  request.formats.removeAll("csv");
  request.size = cl.size;
  request.scale = cl.scale;
  // VTK renders through GLX only: without an X server the 2D figures are still written.
  request.includeSurface = !qEnvironmentVariableIsEmpty("DISPLAY");
  if (!request.formats.isEmpty()) {
    if (!request.includeSurface)
      report(QDir(cl.exportDir).filePath("surface.*") +
                 ": the 3D surface needs an X server (VTK renders through GLX); "
                 "run under xvfb-run -a",
             kExitFailure);
    // The surface is rendered offscreen by VTK: no QOpenGLWidget is created in batch mode.
    const views::SurfaceFigure surface(s, *data);
    views::ScalingView scaling;
    views::PimView pim;
    scaling.setDatasets(*data);
    scaling.setScenario(s);
    pim.setScenario(s);
    scaling.resize(cl.size);
    pim.resize(cl.size);
    for (const QString& e : exportFigures(request, &surface.scene(), nullptr,
                                          viewPlots(scaling, pim), scenarioCaption(s), progress))
      report(e, kExitWriteFailed);
  }
  if (cl.formats.contains("csv"))
    for (const ExportProblem& p : writeNumbers(cl.exportDir, s, *data, progress))
      report(p.message, p.badInput ? kExitBadInput : kExitWriteFailed);
  err << "wrote " << std::max(0, written - failed) << " files to "
      << QDir(cl.exportDir).absolutePath() << "\n";
  return failure;
}

}  // namespace scalescope::app
