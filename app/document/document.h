#pragma once
// The Document owns the current Scenario and the undo stack. Every edit goes through an
// undoable command; consecutive changes of one parameter within one gesture merge, so a
// slider drag is one undo step (after Tiled's ChangeValue commands).

#include <QHash>
#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUndoStack>

#include "app/data/data_source.h"
#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/measured/fit_exclusions.h"

#include <functional>

namespace scalescope::app {

/// The edited scenario, its undo history and the file it came from.
struct ScenarioFile;
struct SourceRead;

class Document : public QObject {
  Q_OBJECT
 public:
  explicit Document(QObject* parent = nullptr);

  const model::Scenario& scenario() const { return m_scenario; }
  const model::DatasetCollection& datasets() const { return m_datasets; }
  /// Replaces the loaded measured data (shipped tables and user files).
  void setDatasets(model::DatasetCollection datasets);
  QUndoStack* undoStack() { return &m_undoStack; }
  /// The scenario file of the current state, as File ▸ Save and the autosave write it: the
  /// parameters, the data sources, the active and hidden series by name, the runs left out
  /// of the fits and what the views keep (setViewState).
  ScenarioFile toFile() const;
  /// Where toFile() gets what the views keep (their "views" object): set by the window.
  void setViewState(std::function<QJsonObject()> read) { m_viewState = std::move(read); }

  /// Pushes a command that sets `param` to `value`.
  /// Returns "" or the validation message (nothing is pushed then).
  QString set(model::Param param, double value);
  /// The same for an id typed by a person (tests, scripts): "unknown parameter" if none.
  QString set(const QString& id, double value);
  /// Sets several parameters as ONE undo step named `description` (a fit applied to the
  /// model). All values are validated first: on any invalid one nothing is changed and the
  /// message names the parameter.
  QString setSeveral(const std::vector<std::pair<model::Param, double>>& values,
                     const QString& description);
  /// Replaces the whole scenario as one undoable step (presets, opened files).
  void replaceScenario(const model::Scenario& scenario, const QString& description);
  /// Replaces the whole scenario, merging with the previous replacement of the same gesture:
  /// the frames of an animated change (a lesson step) are one undo step. Close the gesture
  /// (closeMerge) before the first frame and after the last.
  void replaceScenarioInGesture(const model::Scenario& scenario, const QString& description);
  /// The file the scenario came from ("" = untitled) and whether it is a read-only preset.
  const QString& filePath() const { return m_filePath; }
  bool isReadOnly() const { return m_readOnly; }
  bool isModified() const { return !m_undoStack.isClean(); }
  /// Starts a new history from a loaded scenario (File ▸ Open): no undo back to the old one.
  void load(const model::Scenario& scenario, const QString& filePath, bool readOnly);
  /// Records that the current state was saved to `filePath`.
  void markSaved(const QString& filePath);
  /// User data files and folders loaded besides the shipped datasets, with what was chosen
  /// on import; saved with the scenario.
  const QList<DataSource>& dataSources() const { return m_dataSources; }
  QStringList dataFiles() const { return sourcePaths(m_dataSources); }
  void setDataSources(const QList<DataSource>& sources) { m_dataSources = sources; }

  /// What an import did: one message per source that was not loaded, what was skipped.
  struct ImportResult {
    QStringList errors;    ///< "FILE:LINE:COLUMN: ...", one per source left out
    QStringList warnings;  ///< skipped metrics, files of a folder no reader recognises, ...
    int loaded = 0;        ///< sources loaded
  };
  /// Loads sources (any format ScaleScope reads, files or folders) and adds the good ones as
  /// one undoable step, also to dataSources(). Each source is all or nothing: a bad one is
  /// reported and left out, the others still load. A source already loaded is replaced.
  /// The first series of the last source loaded becomes the active one (scaling.series),
  /// in the same undo step. `read` (optional) holds sources as read already, by path (the
  /// import dialog's): those are loaded from it, not read again.
  ImportResult importSources(QList<DataSource> sources,
                             const QHash<QString, SourceRead>* read = nullptr);
  /// importSources with default choices; returns the errors, one per line ("" = all loaded).
  QString importDataFiles(const QStringList& paths);
  /// Loads (again) the measurement file at `path`, replacing the set read from it before or
  /// adding it: a measurement that grows while it runs. All calls with one `session` number
  /// make one undo step (`description`). Returns "" or why nothing changed.
  QString refreshMeasurementFile(const QString& path, int session, const QString& description);
  /// Replaces measured point `point` of measurement set `set` as one undoable step. The
  /// value may be invalid (the views mark and skip it); returns "" or why nothing changed.
  QString editMeasuredPoint(int set, int point, const model::MeasuredPoint& value);
  /// Hides or shows a measured series among the curves, as one undoable step ("" or why
  /// nothing changed).
  QString setSeriesHidden(const model::SeriesKey& series, bool hidden);
  /// Unloads the user's data source at `path` (a file or a folder) with every series read
  /// from it, as one undoable step; the active series stays the same series where it was not
  /// one of them. Returns "" or why nothing changed.
  QString removeDataSource(const QString& path);
  /// Applied by the data commands only: sets the data and the file list and notifies.
  void applyDatasets(const model::DatasetCollection& datasets, const QList<DataSource>& sources);

  /// Runs left out of the fits by the user (Fit tab), saved with the scenario.
  const std::vector<model::ExcludedRun>& excludedRuns() const { return m_excludedRuns; }
  /// Leaves `run` out of the fits, or takes it back in when it is out: one undo step.
  void toggleExcludedRun(const model::ExcludedRun& run);
  /// Replaces the excluded runs without an undo step (an opened file; load() clears them).
  void setExcludedRuns(const std::vector<model::ExcludedRun>& runs) { applyExcludedRuns(runs); }
  /// Applied by commands only: sets the excluded runs and notifies.
  void applyExcludedRuns(const std::vector<model::ExcludedRun>& runs);

  /// Ends the current gesture: the next edit starts a new undo step.
  void closeMerge() { ++m_gesture; }
  int gesture() const { return m_gesture; }

  /// Applied by commands only: sets the value and notifies.
  void applyValue(int index, double value);
  void applyScenario(const model::Scenario& scenario);

  /// The parameters changed since the last call (every parameter at the first): what the
  /// views are told at their next refresh. The views read nothing else to know what changed.
  model::ParamSet takeChanges();

 signals:
  /// The scenario changed: these parameters (one for a slider step, several for an undo of
  /// a preset or an opened file). Also collected for takeChanges().
  void scenarioChanged(const model::ParamSet& changed);
  /// The loaded measured data changed.
  void datasetsChanged();
  /// The runs left out of the fits changed.
  void excludedRunsChanged();
  /// The file name, read-only state or saved state changed.
  void fileStateChanged();
  /// A scenario was loaded (file, preset or a new one): the undo history starts from it.
  void loaded(const QString& filePath);

 private:
  model::Scenario m_scenario;
  model::ParamSet m_changes = model::ParamSet::all();  ///< since the last takeChanges()
  model::DatasetCollection m_datasets;
  QUndoStack m_undoStack;
  int m_gesture = 0;
  QString m_filePath;
  bool m_readOnly = false;
  QList<DataSource> m_dataSources;
  std::vector<model::ExcludedRun> m_excludedRuns;
  std::function<QJsonObject()> m_viewState;
};

}  // namespace scalescope::app
