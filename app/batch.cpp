#include "app/batch.h"

#include <qcustomplot.h>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringList>

#include <vtkNew.h>
#include <vtkRenderer.h>
#include "app/dataset_loader.h"
#include "app/presets.h"
#include "model/parameter_table.h"
#include "model/pim_csv.h"
#include "model/scaling_csv.h"
#include "views/pim_scaling_plot.h"
#include "views/pim_view.h"
#include "views/plot_export.h"
#include "views/scaling_view.h"
#include "model/csv_export.h"
#include "views/surface_content.h"
#include "views/surface_export.h"
#include "views/surface_scene.h"

namespace scalescope::app {

int listPresets(QTextStream& out) {
  for (const QString& name : presetNames()) {
    QString error;
    const auto preset = loadPreset(name, &error);
    out << name.leftJustified(20) << (preset ? preset->description : error) << "\n";
  }
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
                                                        int* code) {
  model::DatasetCollection data;
  // A missing shipped folder is not fatal: the figures are still drawn, without systems.
  loadShippedDatasets(&data);
  for (const QString& f : cl.files) {
    if (f.endsWith(".scalescope", Qt::CaseInsensitive)) continue;
    const QString message = loadDataFile(f, &data);
    if (!message.isEmpty()) {
      *error = message;
      *code = kExitBadInput;
      return std::nullopt;
    }
  }
  return data;
}

namespace {

QString captionOf(const model::Scenario& s) {
  return QStringLiteral("ScaleScope — N = %1, 1−α = %2")
      .arg(s.value("n"), 0, 'g', 6)
      .arg(s.value("serial_fraction"), 0, 'g', 3);
}

// DIR/pim.csv: the numbers behind both PIM plots. Returns an exit code; says why on `err`.
int writePimCsv(const model::Scenario& s, const QDir& dir, QTextStream& err) {
  const QString path = dir.filePath("pim.csv");
  const auto csv = model::pimCsv(s);
  if (!csv) {
    err << path << ": " << QString::fromStdString(csv.error()) << "\n";
    return kExitBadInput;
  }
  err << "writing " << path << "\n";
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly) ||
      file.write(csv->data(), qint64(csv->size())) != qint64(csv->size()) || !file.commit()) {
    err << path << ": " << file.errorString() << "\n";
    return kExitWriteFailed;
  }
  return kExitOk;
}

}  // namespace

int runExport(const CommandLine& cl, QTextStream& err) {
  QString error;
  int code = kExitOk;
  const auto file = resolveScenario(cl, &error, &code);
  if (!file) {
    err << error << "\n";
    return code;
  }
  for (const QString& w : file->warnings) err << "warning: " << w << "\n";
  const auto data = resolveDatasets(cl, &error, &code);
  if (!data) {
    err << error << "\n";
    return code;
  }
  QDir dir(cl.exportDir);
  if (!dir.exists() && !QDir().mkpath(cl.exportDir)) {
    err << cl.exportDir << ": cannot create the export directory\n";
    return kExitWriteFailed;
  }
  const model::Scenario& s = file->scenario;
  // The surface is rendered offscreen by VTK: no QOpenGLWidget is created in batch mode.
  vtkNew<vtkRenderer> surfaceRenderer;
  views::SurfaceScene surface(surfaceRenderer);
  views::ScalingView scaling;
  views::PimView pim;
  views::showSurfaceContent(surface, s, *data);  // grid, systems, paths, trajectories
  scaling.setDatasets(*data);
  scaling.setScenario(s);
  pim.setScenario(s);
  scaling.resize(cl.size);
  pim.resize(cl.size);

  int written = 0;
  int failure = kExitOk;
  auto report = [&](const QString& message, int code) {
    err << message << "\n";
    if (failure == kExitOk) failure = code;
  };
  const bool haveDisplay = !qEnvironmentVariableIsEmpty("DISPLAY");
  for (const QString& format : cl.formats) {
    if (format == "csv")  // surface, systems, generations and timeline numbers
      for (const auto& csv : model::csvExports(s, *data)) {
        const QString path = dir.filePath(QString::fromStdString(csv.name));
        err << "writing " << path << "\n";
        QSaveFile out(path);
        const auto size = static_cast<qint64>(csv.text.size());
        if (out.open(QIODevice::WriteOnly) && out.write(csv.text.data(), size) == size &&
            out.commit())
          ++written;
        else
          report(path + ": " + out.errorString(), kExitWriteFailed);
      }
    if (format == "csv") {
      if (const int code = writePimCsv(s, dir, err); code == kExitOk)
        ++written;
      else if (failure == kExitOk)
        failure = code;
      // scaling.csv (every curve shown) and measured.csv (measured runs with residuals).
      const auto settings = model::scalingSettings(s);
      const auto series = model::measuredSeries(*data, model::seriesOptions(settings));
      const std::pair<QString, std::string> scalingFiles[] = {
          {"scaling.csv", model::scalingCsv(model::scalingCurves(s, 241), settings)},
          {"measured.csv", model::measuredCsv(series, s)}};
      for (const auto& [name, text] : scalingFiles) {
        const QString path = dir.filePath(name);
        err << "writing " << path << "\n";
        QSaveFile out(path);
        const auto size = static_cast<qint64>(text.size());
        if (out.open(QIODevice::WriteOnly) && out.write(text.data(), size) == size && out.commit())
          ++written;
        else
          report(path + ": " + out.errorString(), kExitWriteFailed);
      }
      continue;  // the other numbers are written by the model exports below
    }
    const QString surfacePath = dir.filePath("surface." + format);
    if (!haveDisplay) {
      report(surfacePath +
                 ": the 3D surface needs an X server (VTK renders through GLX); "
                 "run under xvfb-run -a",
             kExitFailure);
    } else {
      err << "writing " << surfacePath << "\n";
      err.flush();
      views::SurfaceExportOptions options{cl.size, cl.scale, true, captionOf(s)};
      if (QString e = views::exportSurface(surface, nullptr, surfacePath, options); !e.isEmpty())
        report(e, kExitWriteFailed);
      else
        ++written;
    }
    // scaling.*, scaling_fit.*, scaling_study.*, scaling_inverse_n.*, generations.*, precision.*
    QList<QPair<QString, QCustomPlot*>> plots = scaling.exportPlots();
    plots.append({{"pim", pim.breakdownPlot()}, {"pim_scaling", pim.scalingPlot()}});
    for (const auto& [name, plot] : plots) {
      const QString path = dir.filePath(name + "." + format);
      err << "writing " << path << "\n";
      err.flush();
      if (QString e = views::exportPlot(plot, path, cl.size, cl.scale); !e.isEmpty())
        report(e, kExitWriteFailed);
      else
        ++written;
    }
  }
  err << "exported " << written << " figures to " << QDir(cl.exportDir).absolutePath() << "\n";
  return failure;
}

}  // namespace scalescope::app
