#pragma once
// Which measured series are drawn. Each series (samples, each user file, each group of a file)
// can be hidden and shown again; the built-in samples are hidden once the user has data of
// their own, so that the curves show that data; the list is saved with the scenario.

#include <QList>
#include <QString>

#include "app/data/data_source.h"
#include "app/document/scenario_file.h"
#include "model/data/dataset_collection.h"

namespace scalescope::app {

/// Whether a measurement set was read from one of the user's sources (a file, or a file in a
/// folder), not from the shipped datasets.
bool isUserSet(const model::MeasurementSet& set, const QList<DataSource>& userSources);

/// Whether some measurement set of `data` was read from the user's sources (a kernel table or
/// measured roofs alone are no measurements: the samples stay).
bool hasUserSets(const model::DatasetCollection& data, const QList<DataSource>& userSources);

/// Hides every series that does not come from the user's sources (the samples).
void hideSamples(model::DatasetCollection* data, const QList<DataSource>& userSources);

/// After loading a scenario's data: its saved list of hidden series, or, for a file without
/// one (or no file) and some user measurements, the samples hidden.
void applySeriesVisibility(const ScenarioFile* file, const QList<DataSource>& userSources,
                           model::DatasetCollection* data);

/// Before saving: the hidden series of `data` into `file`.
void nameHiddenSeries(ScenarioFile* file, const model::DatasetCollection& data);

}  // namespace scalescope::app
