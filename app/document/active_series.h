#pragma once
// The active series of a scenario by name. The parameter scaling.series holds a number in load
// order, which another set of files (one missing, one more, a new sample) makes point at
// other data; a scenario file therefore also saves the series' name and its file's name, and
// the number is found again from them when the file is opened.

#include <QString>
#include <QStringList>
#include <optional>

#include "app/document/scenario_file.h"
#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"

namespace scalescope::app {

/// The name of the active series and of the file it came from (ScenarioFile::activeSeries,
/// activeSeriesFile); empty when no series is loaded.
std::optional<std::pair<QString, QString>> activeSeriesName(const model::Scenario& scenario,
                                                            const model::DatasetCollection& data);

/// Fills in the active series' names of `file` from its scenario and `data` (before saving).
void nameActiveSeries(ScenarioFile* file, const model::DatasetCollection& data);

/// Sets scaling.series of `file->scenario` to the series its names give, in `data` (after
/// loading its datasets). A file without names keeps its number. Returns "" or a warning
/// naming the scenario (`displayName`) and the series when none of that name is loaded (the
/// number then stays as saved).
QString applyActiveSeriesName(ScenarioFile* file, const QString& displayName,
                              const model::DatasetCollection& data);

/// Drops the runs of `file->excludedRuns` that name no timed run in `data` (the data changed
/// since it was saved); returns one warning per run dropped, naming the scenario and the run.
QStringList dropUnmatchedExclusions(ScenarioFile* file, const QString& displayName,
                                    const model::DatasetCollection& data);

}  // namespace scalescope::app
