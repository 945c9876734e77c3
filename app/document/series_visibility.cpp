#include "app/document/series_visibility.h"

#include "model/measured/measured_series.h"
#include "model/measured/series_choice.h"

namespace scalescope::app {

bool isUserSet(const model::MeasurementSet& set, const QList<DataSource>& userSources) {
  const QString name = QString::fromStdString(set.sourceName);
  for (const DataSource& s : userSources)
    if (name == s.path || name.startsWith(s.path + '/')) return true;
  return false;
}

bool hasUserSets(const model::DatasetCollection& data, const QList<DataSource>& userSources) {
  for (const model::MeasurementSet& set : data.measurements)
    if (isUserSet(set, userSources)) return true;
  return false;
}

void hideSamples(model::DatasetCollection* data, const QList<DataSource>& userSources) {
  // Series options do not change which series there are, only their values.
  for (const model::MeasuredSeries& m : model::measuredSeries(*data, {}))
    if (m.setIndex && *m.setIndex < data->measurements.size() &&
        !isUserSet(data->measurements[*m.setIndex], userSources))
      model::setSeriesHidden(data, model::seriesKey(m), true);
}

void applySeriesVisibility(const ScenarioFile* file, const QList<DataSource>& userSources,
                           model::DatasetCollection* data) {
  if (file && file->hiddenSeriesSaved) {
    data->hiddenSeries = file->hiddenSeries;
    return;
  }
  if (hasUserSets(*data, userSources)) hideSamples(data, userSources);
}

void nameHiddenSeries(ScenarioFile* file, const model::DatasetCollection& data) {
  file->hiddenSeries = data.hiddenSeries;
  file->hiddenSeriesSaved = true;
}

}  // namespace scalescope::app
