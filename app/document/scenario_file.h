#pragma once
// Reading and writing .scalescope scenario files: one JSON object with an integer `version`,
// `parameters` (id → value; choices and toggles by name), `datasets` (paths relative to the
// file; a path alone, or an object with the path, what was chosen on import and the data's
// provenance), `active_series` (the name of the series the Fit and Study tabs show and of its
// file), `fit_excluded_runs` (runs clicked out of the fits) and `views`. Reading never
// half-applies: the result is a complete file or an error.

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>

#include "app/data/data_source.h"
#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/measured/fit_exclusions.h"

namespace scalescope::app {

/// The newest format this build writes and reads.
constexpr int kScenarioFormatVersion = 1;

/// Everything a scenario file holds.
struct ScenarioFile {
  model::Scenario scenario;
  QList<DataSource> datasets;  ///< absolute paths after reading; written relative to the file
  QJsonObject views;    ///< camera, the Scaling tab in front, "Predict at N" (owned by the views)
  QString title;        ///< a few words, how presets are listed
  QString description;  ///< one line, shown for presets
  /// The active series by name and its file's name (active_series.h): scaling.series is a
  /// number in load order, which other data would make point elsewhere. Empty: none saved.
  QString activeSeries, activeSeriesFile;
  /// Runs left out of the fits (`fit_excluded_runs`: series, file, n, time_s, occurrence).
  std::vector<model::ExcludedRun> excludedRuns;
  /// The series the user hid (series_visibility.h); `hiddenSeriesSaved` false for a file
  /// without the list (written before it existed), whose samples follow the default.
  std::vector<model::SeriesKey> hiddenSeries;
  bool hiddenSeriesSaved = false;
  QStringList warnings;  ///< unknown keys ignored while reading
};

/// Parses JSON text; `displayName` names the source in messages ("file.scalescope: ...").
/// `baseDir` resolves relative dataset paths.
std::optional<ScenarioFile> parseScenarioJson(const QByteArray& json, const QString& displayName,
                                              const QString& baseDir, QString* error);
std::optional<ScenarioFile> readScenarioFile(const QString& path, QString* error);

/// Why a scenario is not opened when one of its data files does not load (missing, moved,
/// unreadable): names the scenario and the file, then the reader's message.
QString datasetProblem(const QString& scenarioPath, const QString& dataPath, const QString& why);

/// The JSON text of a scenario; dataset paths made relative to `baseDir`.
QByteArray scenarioToJson(const ScenarioFile& file, const QString& baseDir);
/// Atomic save (QSaveFile): on failure the old file is left intact. Returns "" or the error.
QString writeScenarioFile(const QString& path, const ScenarioFile& file);

}  // namespace scalescope::app
