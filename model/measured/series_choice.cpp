#include "model/measured/series_choice.h"

#include <algorithm>

namespace scalescope::model {

std::optional<std::size_t> firstSeriesFromSet(const std::vector<MeasuredSeries>& series,
                                              std::size_t firstSet) {
  for (std::size_t i = 0; i < series.size(); ++i)
    if (series[i].setIndex && *series[i].setIndex >= firstSet) return i + 1;
  return std::nullopt;
}

std::optional<std::size_t> seriesNumberByName(const std::vector<MeasuredSeries>& series,
                                              std::string_view name, std::string_view source) {
  std::optional<std::size_t> byName;
  for (std::size_t i = 0; i < series.size(); ++i) {
    if (series[i].name != name) continue;
    if (source.empty() || series[i].source == source) return i + 1;
    if (!byName) byName = i + 1;
  }
  return byName;
}

SeriesKey seriesKey(const MeasuredSeries& series) {
  return {series.name, series.source};
}

bool seriesHidden(const DatasetCollection& data, const MeasuredSeries& series) {
  const SeriesKey key = seriesKey(series);
  return std::find(data.hiddenSeries.begin(), data.hiddenSeries.end(), key) !=
         data.hiddenSeries.end();
}

void setSeriesHidden(DatasetCollection* data, const SeriesKey& key, bool hidden) {
  auto& keys = data->hiddenSeries;
  const auto it = std::find(keys.begin(), keys.end(), key);
  if (hidden && it == keys.end()) keys.push_back(key);
  if (!hidden && it != keys.end()) keys.erase(it);
}

}  // namespace scalescope::model
