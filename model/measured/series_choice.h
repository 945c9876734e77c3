#pragma once
// Which measured series is the active one (the parameter scaling.series holds its 1-based
// number in load order): the first series of the data loaded last, or the series of a name.
// Numbers shift when data are added or removed; a name and the file it came from do not, so
// scenario files and the command line choose series by name and the number follows.

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "model/measured/measured_series.h"

namespace scalescope::model {

/// The 1-based number of the first series read from measurement set `firstSet` or a later
/// one (the sets a source appended); empty when those sets hold no scaling series (latency
/// tables, TOP500 tables).
std::optional<std::size_t> firstSeriesFromSet(const std::vector<MeasuredSeries>& series,
                                              std::size_t firstSet);

/// The 1-based number of the series called `name`; with `source` (a file name, as
/// MeasuredSeries::source) the one of that file when several share the name. Empty: none.
std::optional<std::size_t> seriesNumberByName(const std::vector<MeasuredSeries>& series,
                                              std::string_view name, std::string_view source = {});

/// The key a series is hidden by.
SeriesKey seriesKey(const MeasuredSeries& series);
/// Whether the user hid the series (DatasetCollection::hiddenSeries).
bool seriesHidden(const DatasetCollection& data, const MeasuredSeries& series);
/// Hides (or shows) a series; hiding twice or showing a shown one changes nothing.
void setSeriesHidden(DatasetCollection* data, const SeriesKey& key, bool hidden);

}  // namespace scalescope::model
