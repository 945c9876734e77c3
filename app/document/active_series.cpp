#include "app/document/active_series.h"

#include <QObject>
#include <algorithm>

#include "model/measured/series_choice.h"
#include "model/scaling/scaling_settings.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {
std::vector<model::MeasuredSeries> seriesOf(const model::Scenario& scenario,
                                            const model::DatasetCollection& data) {
  return model::measuredSeries(data, model::seriesOptions(model::scalingSettings(scenario)));
}
}  // namespace

std::optional<std::pair<QString, QString>> activeSeriesName(const model::Scenario& scenario,
                                                            const model::DatasetCollection& data) {
  const auto series = seriesOf(scenario, data);
  if (series.empty()) return std::nullopt;
  // The views show the last series when the number is past the end: so is the name.
  const auto& m = series[std::min(model::scalingSettings(scenario).series, series.size() - 1)];
  return std::pair{QString::fromStdString(m.name), QString::fromStdString(m.source)};
}

void nameActiveSeries(ScenarioFile* file, const model::DatasetCollection& data) {
  const auto names = activeSeriesName(file->scenario, data);
  file->activeSeries = names ? names->first : QString();
  file->activeSeriesFile = names ? names->second : QString();
}

QString applyActiveSeriesName(ScenarioFile* file, const QString& displayName,
                              const model::DatasetCollection& data) {
  if (file->activeSeries.isEmpty()) return {};
  const auto series = seriesOf(file->scenario, data);
  const auto number = model::seriesNumberByName(series, file->activeSeries.toStdString(),
                                                file->activeSeriesFile.toStdString());
  if (!number) {
    if (series.empty())
      return QObject::tr("%1: the active series '%2' (of %3) is not in the loaded data")
          .arg(displayName, file->activeSeries, file->activeSeriesFile);
    const auto& shown =
        series[std::min(model::scalingSettings(file->scenario).series, series.size() - 1)];
    return QObject::tr(
               "%1: the active series '%2' (of %3) is not in the loaded data; '%4' is "
               "shown instead")
        .arg(displayName, file->activeSeries, file->activeSeriesFile,
             QString::fromStdString(shown.name));
  }
  file->scenario.set(model::Param::ScalingSeries, static_cast<double>(*number));
  return {};
}

QStringList dropUnmatchedExclusions(ScenarioFile* file, const QString& displayName,
                                    const model::DatasetCollection& data) {
  QStringList warnings;
  if (file->excludedRuns.empty()) return warnings;
  const auto series = seriesOf(file->scenario, data);
  std::erase_if(file->excludedRuns, [&](const model::ExcludedRun& run) {
    if (model::matchesRun(series, run)) return false;
    warnings << QObject::tr(
                    "%1: the run excluded from the fit, %2, is not in the loaded data: "
                    "its exclusion is dropped")
                    .arg(displayName, views::modelText(model::describeRun(run)));
    return true;
  });
  return warnings;
}

}  // namespace scalescope::app
