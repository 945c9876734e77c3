#include "model/measured/series_choice.h"

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

}  // namespace scalescope::model
