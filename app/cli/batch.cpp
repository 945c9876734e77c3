#include "app/cli/batch.h"

#include <QCoreApplication>
#include <QDir>
#include <QStringList>
#include <algorithm>

#include "app/data/dataset_loader.h"
#include "app/document/active_series.h"
#include "app/document/presets.h"
#include "app/document/series_visibility.h"
#include "app/export/figure_export.h"
#include "app/window/view_registry.h"
#include "model/core/parameter_table.h"
#include "model/measured/series_choice.h"
#include "model/scaling/scaling_settings.h"
#include "views/common/model_text.h"
#include "views/scaling/scaling_view.h"

namespace scalescope::app {

namespace {

/// The translation context of what batch runs write to the terminal (lupdate reads it from
/// the macro).
struct Batch {
  Q_DECLARE_TR_FUNCTIONS(Batch)
};
/// Whether the command line names a data file or folder (not only a scenario).
bool hasDataFile(const CommandLine& cl) {
  return std::any_of(cl.files.begin(), cl.files.end(), [](const QString& f) {
    return !f.endsWith(".scalescope", Qt::CaseInsensitive);
  });
}
}  // namespace

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

QString scenarioPathOf(const CommandLine& cl) {
  QString path = cl.scenarioFile;
  for (const QString& f : cl.files)
    if (f.endsWith(".scalescope", Qt::CaseInsensitive)) path = f;
  return path;
}

std::optional<ScenarioFile> resolveScenario(const CommandLine& cl, QString* error, int* code) {
  std::optional<ScenarioFile> file = ScenarioFile{};
  QString scenarioPath = cl.scenarioFile;
  for (const QString& f : cl.files)
    if (f.endsWith(".scalescope", Qt::CaseInsensitive)) {
      if (!scenarioPath.isEmpty() || !cl.preset.isEmpty()) {
        *error = QCoreApplication::translate("Batch",
                                             "%1: only one scenario (file or preset) can be given")
                     .arg(f);
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
    if (const auto refused = file->scenario.tryAssignment(assignment.toStdString())) {
      *error = QStringLiteral("--set %1: %2").arg(assignment, views::modelText(*refused));
      *code = kExitBadInput;
      return std::nullopt;
    }
  }
  return file;
}

std::optional<model::DatasetCollection> resolveDatasets(const CommandLine& cl, QString* error,
                                                        int* code, QList<DataSource>* sources,
                                                        const ScenarioFile* scenario,
                                                        std::size_t* newestSets,
                                                        QStringList* warnings) {
  model::DatasetCollection data;
  // A missing shipped folder is not fatal: the figures are still drawn, without systems.
  loadShippedDatasets(&data);
  // The data a scenario file refers to, with what was chosen when it was imported.
  if (scenario)
    for (DataSource source : scenario->datasets) {
      if (const QString message = loadDataSource(&source, &data); !message.isEmpty()) {
        *error = datasetProblem(scenarioPathOf(cl), source.path, message);
        *code = kExitBadInput;
        return std::nullopt;
      }
      if (sources) *sources << source;
    }
  for (const QString& f : cl.files) {
    if (f.endsWith(".scalescope", Qt::CaseInsensitive)) continue;
    DataSource source(f);
    source.choice.nParameter = cl.nParameter.toStdString();
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
    if (newestSets) *newestSets = data.measurements.size();
    if (cl.strict && QFileInfo(f).isDir()) {
      QStringList readErrors;
      readSourceFiles(f, &readErrors);
      if (!readErrors.isEmpty()) {
        *error = readErrors.join('\n');
        *code = kExitBadInput;
        return std::nullopt;
      }
    }
    const QString message = loadDataSource(&source, &data, warnings);
    if (!message.isEmpty()) {
      *error = message;
      *code = kExitBadInput;
      return std::nullopt;
    }
    if (sources) *sources << source;
  }
  if (newestSets && !hasDataFile(cl)) *newestSets = data.measurements.size();
  return data;
}

bool chooseActiveSeries(const CommandLine& cl, const model::DatasetCollection& data,
                        std::size_t newestSets, model::Scenario* scenario, QString* error) {
  const auto series =
      model::measuredSeries(data, model::seriesOptions(model::scalingSettings(*scenario)));
  std::optional<std::size_t> chosen;
  for (const QString& name : cl.series) {
    const auto number = model::seriesNumberByName(series, name.toStdString());
    if (!number) {
      QStringList names;
      for (const auto& m : series) names << QString::fromStdString(m.name);
      *error = QCoreApplication::translate("Batch",
                                           "--series %1: no series of that name is loaded; the "
                                           "%2 loaded: %3")
                   .arg(name)
                   .arg(names.size())
                   .arg(names.join(", "));
      return false;
    }
    if (!chosen) chosen = number;
  }
  const bool setByHand =
      std::any_of(cl.assignments.begin(), cl.assignments.end(), [](const QString& a) {
        return a.section('=', 0, 0).trimmed().toStdString() ==
               model::paramId(model::Param::ScalingSeries);
      });
  if (!chosen && !setByHand) chosen = model::firstSeriesFromSet(series, newestSets);
  if (chosen) scenario->set(model::Param::ScalingSeries, static_cast<double>(*chosen));
  return true;
}

int runExport(const CommandLine& cl, QTextStream& err) {
  QString error;
  int code = kExitOk;
  const auto file = resolveScenario(cl, &error, &code);
  if (!file) {
    err << error << "\n";
    return code;
  }
  for (const QString& w : file->warnings) err << Batch::tr("warning: %1").arg(w) << "\n";
  std::size_t newestSets = 0;
  QList<DataSource> sources;
  QStringList loadWarnings;
  auto data = resolveDatasets(cl, &error, &code, &sources, &*file, &newestSets, &loadWarnings);
  if (!data) {
    err << error << "\n";
    return code;
  }
  for (const QString& w : loadWarnings) err << Batch::tr("warning: %1").arg(w) << "\n";
  // As the window would show it: the user's own data in front of the samples.
  applySeriesVisibility(&*file, sources, &*data);
  ScenarioFile opened = *file;
  if (const QString w = applyActiveSeriesName(&opened, scenarioPathOf(cl), *data); !w.isEmpty())
    err << Batch::tr("warning: %1").arg(w) << "\n";
  for (const QString& w : dropUnmatchedExclusions(&opened, scenarioPathOf(cl), *data))
    err << Batch::tr("warning: %1").arg(w) << "\n";
  model::Scenario s = opened.scenario;
  if (!chooseActiveSeries(cl, *data, newestSets, &s, &error)) {
    err << error << "\n";
    return kExitBadInput;
  }
  if (!QDir().mkpath(cl.exportDir)) {
    err << Batch::tr("%1: cannot create the export directory").arg(cl.exportDir) << "\n";
    return kExitWriteFailed;
  }
  int failure = kExitOk;
  int failed = 0;  // files announced ("writing …") that could not be written
  // `announced`: the failure is of a file already counted as written.
  auto report = [&](const QString& message, int exitCode, bool announced = true) {
    err << message << "\n";
    if (announced) ++failed;
    if (failure == kExitOk) failure = exitCode;
  };
  int written = 0;
  auto progress = [&](const QString& path) {
    err << Batch::tr("writing %1").arg(path) << "\n";
    err.flush();
    ++written;
  };

  FigureExportRequest request;
  request.directory = cl.exportDir;
  request.formats = cl.formats;
  request.formats.removeAll("csv");
  request.size = cl.size;
  request.scale = cl.scale;
  request.fontPt = cl.fontPt;
  request.annotations = cl.annotations;
  // VTK renders through GLX only: without an X server the 2D figures are still written.
  request.withDisplay = !qEnvironmentVariableIsEmpty("DISPLAY");
  if (!request.formats.isEmpty()) {
    // The views of the window, never shown; the 3D one renders offscreen.
    std::vector<views::Figure> figures;
    const std::vector<RegisteredView> views = createViews(ViewUse::Headless);
    for (const RegisteredView& entry : views) {
      views::LinkedView& view = *entry.view;
      view.setDatasets(*data);
      if (auto* scaling = dynamic_cast<views::ScalingView*>(&view))
        scaling->setExcludedRuns(opened.excludedRuns);  // the runs clicked out of the fit
      view.setScenario(s, model::ParamSet::all());
      view.widget()->resize(cl.size);
      for (views::Figure& f : view.figures()) {
        if (f.needsDisplay && !request.withDisplay)
          report(Batch::tr("%1: the 3D %2 needs an X server (VTK renders through GLX); run "
                           "under xvfb-run -a")
                     .arg(QDir(cl.exportDir).filePath(f.stem + ".*"), f.stem),
                 kExitFailure, false);  // never started, so not taken off the count
        figures.push_back(std::move(f));
      }
    }
    for (const QString& e : exportFigures(request, figures, scenarioCaption(s), progress))
      report(e, kExitWriteFailed);
  }
  if (cl.formats.contains("csv"))
    for (const ExportProblem& p : writeNumbers(cl.exportDir, s, *data, progress))
      report(p.message, p.badInput ? kExitBadInput : kExitWriteFailed);
  err << Batch::tr("wrote %1 files to %2")
             .arg(QString::number(std::max(0, written - failed)), QDir(cl.exportDir).absolutePath())
      << "\n";
  return failure;
}

}  // namespace scalescope::app
