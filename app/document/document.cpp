#include "app/document/document.h"

#include "app/document/active_series.h"
#include "app/document/scenario_file.h"
#include "app/document/series_visibility.h"

#include <QFileInfo>
#include <QUndoCommand>
#include <algorithm>
#include <utility>

#include "app/data/dataset_loader.h"
#include "model/core/parameter_table.h"
#include "model/measured/series_choice.h"
#include "model/scaling/scaling_settings.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {

/// The undo commands' merge ids (QUndoCommand::id) in one place, so that none collides: a
/// parameter's own id is Parameter + its index in the table, above every other.
enum class MergeId : int { ScenarioInGesture = 1, LiveMeasurement = 2, Parameter = 1000 };

/// Sets one parameter; merges with the previous command for the same parameter and gesture.
class SetParameterCommand : public QUndoCommand {
 public:
  SetParameterCommand(Document* doc, int index, double oldValue, double newValue)
      : m_doc(doc), m_index(index), m_gesture(doc->gesture()), m_old(oldValue), m_new(newValue) {
    const auto& spec = model::parameterTable()[static_cast<std::size_t>(index)];
    setText(
        QObject::tr("Set %1 to %2")
            .arg(views::parameterLabel(spec),
                 QString::fromStdString(model::displayParameterValue(spec, newValue)).left(16)));
  }
  void undo() override { m_doc->applyValue(m_index, m_old); }
  void redo() override { m_doc->applyValue(m_index, m_new); }
  // One merge id per parameter, as in Tiled: a drag of one slider collapses into one step.
  int id() const override { return static_cast<int>(MergeId::Parameter) + m_index; }
  bool mergeWith(const QUndoCommand* other) override {
    const auto* o = static_cast<const SetParameterCommand*>(other);
    if (o->m_index != m_index || o->m_gesture != m_gesture) return false;
    m_new = o->m_new;
    setText(o->text());
    if (m_new == m_old) setObsolete(true);
    return true;
  }

 private:
  Document* m_doc;
  int m_index;
  int m_gesture;
  double m_old, m_new;
};

class ReplaceScenarioCommand : public QUndoCommand {
 public:
  /// `gesture` ≥ 0: merges with the previous replacement of that gesture (animated changes).
  ReplaceScenarioCommand(Document* doc, model::Scenario oldS, model::Scenario newS,
                         const QString& text, int gesture = -1)
      : QUndoCommand(text),
        m_doc(doc),
        m_old(std::move(oldS)),
        m_new(std::move(newS)),
        m_gesture(gesture) {}
  void undo() override { m_doc->applyScenario(m_old); }
  void redo() override { m_doc->applyScenario(m_new); }
  int id() const override {
    return m_gesture < 0 ? -1 : static_cast<int>(MergeId::ScenarioInGesture);
  }
  bool mergeWith(const QUndoCommand* other) override {
    const auto* o = static_cast<const ReplaceScenarioCommand*>(other);
    if (o->m_gesture != m_gesture) return false;
    m_new = o->m_new;
    setText(o->text());
    if (m_new == m_old) setObsolete(true);
    return true;
  }

 private:
  Document* m_doc;
  model::Scenario m_old, m_new;
  int m_gesture;
};

/// Replaces the measured data (and the list of user files) as one step: file imports and
/// edits in the data table.
class ReplaceDatasetsCommand : public QUndoCommand {
 public:
  struct State {
    model::DatasetCollection data;
    QList<DataSource> files;
  };
  ReplaceDatasetsCommand(Document* doc, State oldState, State newState, const QString& text)
      : QUndoCommand(text), m_doc(doc), m_old(std::move(oldState)), m_new(std::move(newState)) {}
  void undo() override { m_doc->applyDatasets(m_old.data, m_old.files); }
  void redo() override { m_doc->applyDatasets(m_new.data, m_new.files); }

 protected:
  /// Takes the other command's end state as this one's (merging).
  void takeAfter(const ReplaceDatasetsCommand& other) { m_new = other.m_new; }

 private:
  Document* m_doc;
  State m_old, m_new;
};

/// A measurement that grows while it runs (Data ▸ Measure this machine): every update of the
/// same session merges into one undo step, from the data before the first to the latest.
class LiveMeasurementCommand : public ReplaceDatasetsCommand {
 public:
  LiveMeasurementCommand(Document* doc, State before, State after, const QString& text, int session)
      : ReplaceDatasetsCommand(doc, std::move(before), std::move(after), text),
        m_session(session) {}
  int id() const override { return static_cast<int>(MergeId::LiveMeasurement); }
  bool mergeWith(const QUndoCommand* other) override {
    const auto* o = static_cast<const LiveMeasurementCommand*>(other);
    if (o->m_session != m_session) return false;
    takeAfter(*o);
    return true;
  }

 private:
  int m_session;
};

/// Replaces the list of runs left out of the fits (one click in the Fit tab).
class ExcludedRunsCommand : public QUndoCommand {
 public:
  using Runs = std::vector<model::ExcludedRun>;
  ExcludedRunsCommand(Document* doc, Runs oldRuns, Runs newRuns, const QString& text)
      : QUndoCommand(text), m_doc(doc), m_old(std::move(oldRuns)), m_new(std::move(newRuns)) {}
  void undo() override { m_doc->applyExcludedRuns(m_old); }
  void redo() override { m_doc->applyExcludedRuns(m_new); }

 private:
  Document* m_doc;
  Runs m_old, m_new;
};

}  // namespace

Document::Document(QObject* parent) : QObject(parent) {
  connect(&m_undoStack, &QUndoStack::cleanChanged, this, &Document::fileStateChanged);
}

void Document::load(const model::Scenario& scenario, const QString& filePath, bool readOnly) {
  m_undoStack.clear();
  m_filePath = filePath;
  m_readOnly = readOnly;
  applyScenario(scenario);
  applyExcludedRuns({});  // a file's own are set after loading (setExcludedRuns)
  m_undoStack.setClean();
  emit fileStateChanged();
  emit loaded(filePath);
}

ScenarioFile Document::toFile() const {
  ScenarioFile file;
  file.scenario = m_scenario;
  file.datasets = m_dataSources;
  nameActiveSeries(&file, m_datasets);
  file.excludedRuns = m_excludedRuns;
  nameHiddenSeries(&file, m_datasets);
  if (m_viewState) file.views = m_viewState();
  return file;
}

void Document::markSaved(const QString& filePath) {
  m_filePath = filePath;
  m_readOnly = false;
  m_undoStack.setClean();
  emit fileStateChanged();
}

QString Document::set(model::Param param, double value) {
  const auto& table = model::parameterTable();
  const int index = static_cast<int>(model::paramIndex(param));
  if (const auto problem =
          model::checkParameterValue(table[static_cast<std::size_t>(index)], value))
    return views::modelText(*problem);
  const double old = m_scenario.value(static_cast<std::size_t>(index));
  if (old == value) return {};
  m_undoStack.push(new SetParameterCommand(this, index, old, value));
  return {};
}

QString Document::set(const QString& id, double value) {
  const auto index = model::parameterIndex(id.toStdString());
  if (!index) return tr("unknown parameter '%1'").arg(id);
  return set(model::paramAt(*index), value);
}

QString Document::setSeveral(const std::vector<std::pair<model::Param, double>>& values,
                             const QString& description) {
  for (const auto& [param, value] : values)
    if (const auto problem = model::checkParameterValue(model::parameterSpec(param), value))
      return views::modelText(*problem);
  const bool changes = std::any_of(values.begin(), values.end(), [&](const auto& pv) {
    return m_scenario.get(pv.first) != pv.second;
  });
  if (!changes) return {};
  closeMerge();
  m_undoStack.beginMacro(description);
  for (const auto& [param, value] : values) set(param, value);
  m_undoStack.endMacro();
  closeMerge();
  return {};
}

void Document::replaceScenario(const model::Scenario& scenario, const QString& description) {
  if (scenario == m_scenario) return;
  closeMerge();
  m_undoStack.push(new ReplaceScenarioCommand(this, m_scenario, scenario, description));
  closeMerge();
}

void Document::replaceScenarioInGesture(const model::Scenario& scenario,
                                        const QString& description) {
  if (scenario == m_scenario) return;
  m_undoStack.push(new ReplaceScenarioCommand(this, m_scenario, scenario, description, m_gesture));
}

void Document::setDatasets(model::DatasetCollection datasets) {
  m_datasets = std::move(datasets);
  emit datasetsChanged();
}

void Document::applyValue(int index, double value) {
  if (m_scenario.value(static_cast<std::size_t>(index)) == value) return;
  m_scenario.set(static_cast<std::size_t>(index), value);
  const model::ParamSet changed{model::paramAt(static_cast<std::size_t>(index))};
  m_changes |= changed;
  emit scenarioChanged(changed);
}

void Document::applyScenario(const model::Scenario& scenario) {
  const model::ParamSet changed = scenario.differences(m_scenario);
  m_scenario = scenario;
  if (changed.empty()) return;
  m_changes |= changed;
  emit scenarioChanged(changed);
}

void Document::toggleExcludedRun(const model::ExcludedRun& run) {
  const bool out =
      std::find(m_excludedRuns.begin(), m_excludedRuns.end(), run) != m_excludedRuns.end();
  const QString what = views::modelText(model::describeRun(run));
  closeMerge();
  m_undoStack.push(new ExcludedRunsCommand(
      this, m_excludedRuns, model::toggledExclusion(m_excludedRuns, run),
      out ? tr("Include %1 in the fit").arg(what) : tr("Exclude %1 from the fit").arg(what)));
  closeMerge();
}

void Document::applyExcludedRuns(const std::vector<model::ExcludedRun>& runs) {
  if (runs == m_excludedRuns) return;
  m_excludedRuns = runs;
  emit excludedRunsChanged();
}

model::ParamSet Document::takeChanges() {
  return std::exchange(m_changes, model::ParamSet{});
}

Document::ImportResult Document::importSources(QList<DataSource> sources,
                                               const QHash<QString, SourceRead>* read) {
  ImportResult result;
  model::DatasetCollection data = m_datasets;
  QList<DataSource> files = m_dataSources;
  QStringList names;
  std::size_t newestSets = 0;  // where the sets of the last source loaded begin
  for (DataSource& source : sources) {
    const SourceRead* given = nullptr;  // the path as the reader had it, before it is made absolute
    if (read)
      if (const auto it = read->constFind(source.path); it != read->constEnd()) given = &*it;
    if (QFileInfo(source.path).isRelative())
      source.path = QFileInfo(source.path).absoluteFilePath();
    // Re-importing a source replaces it: its old sets are the ones from its path. Rebuilding
    // from the list keeps the shipped data and the other sources untouched.
    const auto old = std::find_if(files.begin(), files.end(),
                                  [&](const DataSource& f) { return f.path == source.path; });
    model::DatasetCollection candidate = data;
    if (old != files.end()) {
      const auto fromSource = [&](const std::string& sourceName) {
        const QString name = QString::fromStdString(sourceName);
        return name == source.path || name.startsWith(source.path + '/');
      };
      std::erase_if(candidate.measurements,
                    [&](const model::MeasurementSet& m) { return fromSource(m.sourceName); });
      std::erase_if(candidate.kernels,
                    [&](const model::RooflineKernel& k) { return fromSource(k.source); });
      std::erase_if(candidate.roofs,
                    [&](const model::MeasuredRoofSet& r) { return fromSource(r.source); });
    }
    QStringList warnings;
    const std::size_t before = candidate.measurements.size();
    if (const QString error = loadDataSource(&source, &candidate, &warnings, given);
        !error.isEmpty()) {
      result.errors << error;
      continue;
    }
    data = std::move(candidate);
    newestSets = before;
    result.warnings << warnings;
    if (old != files.end())
      *old = source;
    else
      files << source;
    names << QFileInfo(source.path).fileName();
    ++result.loaded;
  }
  if (result.loaded == 0) return result;
  const QString what = names.size() == 1 ? names.front() : tr("%1 data files").arg(names.size());
  // The user's data is what they came to see: the first series of the file loaded last
  // becomes the active one of the Fit and Study tabs, in the same undo step as the import.
  const auto series =
      model::measuredSeries(data, model::seriesOptions(model::scalingSettings(m_scenario)));
  const auto newest = model::firstSeriesFromSet(series, newestSets);
  // The first measurements of the user's own: the samples step back (they stay one click
  // away). A kernel table or measured roofs alone leave them.
  if (!hasUserSets(m_datasets, m_dataSources) && hasUserSets(data, files))
    hideSamples(&data, files);
  closeMerge();
  m_undoStack.beginMacro(tr("Import %1").arg(what));
  m_undoStack.push(new ReplaceDatasetsCommand(this, {m_datasets, m_dataSources}, {data, files},
                                              tr("Import %1").arg(what)));
  if (newest) set(model::Param::ScalingSeries, static_cast<double>(*newest));
  m_undoStack.endMacro();
  closeMerge();
  return result;
}

QString Document::importDataFiles(const QStringList& paths) {
  QList<DataSource> sources;
  for (const QString& p : paths) sources << DataSource(p);
  return importSources(sources).errors.join('\n');
}

QString Document::refreshMeasurementFile(const QString& path, int session,
                                         const QString& description) {
  model::DatasetCollection loaded;
  if (const QString error = loadDataFile(path, &loaded); !error.isEmpty()) return error;
  if (loaded.measurements.size() != 1) return tr("%1: not a measurement file").arg(path);
  model::DatasetCollection data = m_datasets;
  const std::string name = path.toStdString();
  auto& sets = data.measurements;
  auto it = std::find_if(sets.begin(), sets.end(),
                         [&](const model::MeasurementSet& s) { return s.sourceName == name; });
  if (it != sets.end())
    *it = std::move(loaded.measurements.front());
  else
    sets.push_back(std::move(loaded.measurements.front()));
  QList<DataSource> files = m_dataSources;
  if (!sourcePaths(files).contains(path)) files << DataSource(path);
  m_undoStack.push(new LiveMeasurementCommand(this, {m_datasets, m_dataSources}, {data, files},
                                              description, session));
  return {};
}

QString Document::editMeasuredPoint(int set, int point, const model::MeasuredPoint& value) {
  if (set < 0 || set >= static_cast<int>(m_datasets.measurements.size()))
    return tr("no measurement set %1").arg(set);
  auto& points = m_datasets.measurements[static_cast<std::size_t>(set)].points;
  if (point < 0 || point >= static_cast<int>(points.size()))
    return tr("no measured point %1 in set %2").arg(point).arg(set);
  model::DatasetCollection data = m_datasets;
  data.measurements[static_cast<std::size_t>(set)].points[static_cast<std::size_t>(point)] = value;
  closeMerge();
  m_undoStack.push(new ReplaceDatasetsCommand(
      this, {m_datasets, m_dataSources}, {data, m_dataSources},
      tr("Edit measured point (line %1)").arg(points[static_cast<std::size_t>(point)].line)));
  return {};
}

QString Document::setSeriesHidden(const model::SeriesKey& series, bool hidden) {
  model::DatasetCollection data = m_datasets;
  model::setSeriesHidden(&data, series, hidden);
  if (data.hiddenSeries == m_datasets.hiddenSeries)
    return hidden ? tr("%1 is hidden already").arg(QString::fromStdString(series.name))
                  : tr("%1 is shown already").arg(QString::fromStdString(series.name));
  const QString name = QString::fromStdString(series.name);
  closeMerge();
  m_undoStack.push(new ReplaceDatasetsCommand(
      this, {m_datasets, m_dataSources}, {data, m_dataSources},
      hidden ? tr("Hide series %1").arg(name) : tr("Show series %1").arg(name)));
  return {};
}

QString Document::removeDataSource(const QString& path) {
  QList<DataSource> files = m_dataSources;
  const auto it =
      std::find_if(files.begin(), files.end(), [&](const DataSource& f) { return f.path == path; });
  if (it == files.end()) return tr("%1 is not a loaded data file").arg(path);
  const QList<DataSource> removed{*it};
  files.erase(it);
  model::DatasetCollection data = m_datasets;
  std::erase_if(data.measurements,
                [&](const model::MeasurementSet& m) { return isUserSet(m, removed); });
  // The active series by name: its number moves when series before it go.
  const auto options = model::seriesOptions(model::scalingSettings(m_scenario));
  const auto before = model::measuredSeries(m_datasets, options);
  const auto after = model::measuredSeries(data, options);
  const auto active = static_cast<std::size_t>(m_scenario.get(model::Param::ScalingSeries));
  std::optional<std::size_t> number;
  if (active >= 1 && active <= before.size())
    number = model::seriesNumberByName(after, before[active - 1].name, before[active - 1].source);
  if (!number && !after.empty()) number = 1;
  const QString what = QFileInfo(path).fileName();
  closeMerge();
  m_undoStack.beginMacro(tr("Remove %1").arg(what));
  m_undoStack.push(new ReplaceDatasetsCommand(this, {m_datasets, m_dataSources}, {data, files},
                                              tr("Remove %1").arg(what)));
  if (number && *number != active) set(model::Param::ScalingSeries, static_cast<double>(*number));
  m_undoStack.endMacro();
  closeMerge();
  return {};
}

void Document::applyDatasets(const model::DatasetCollection& datasets,
                             const QList<DataSource>& sources) {
  m_datasets = datasets;
  m_dataSources = sources;
  emit datasetsChanged();
}

}  // namespace scalescope::app
