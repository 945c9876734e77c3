#pragma once
// File ▸ Export data…: measured series written as Extra-P JSON Lines, so that a study goes on
// to Extra-P's modelers unchanged (model/export/extrap_jsonl.h).

#include <QString>
#include <utility>
#include <vector>

#include "model/data/dataset_collection.h"

class QWidget;

namespace scalescope::app {

/// A measured series for export: a measurement set and one of its groups.
using SeriesRef = std::pair<std::size_t, std::string>;

/// Every (set, group) of the loaded measurement sets that has at least one timed run.
std::vector<SeriesRef> exportableSeries(const model::DatasetCollection& data);

/// Writes `series` (all exportable ones when empty) to `path` as Extra-P JSON Lines, one
/// record per timed run; atomic (QSaveFile). One parameter name for the whole file, as Extra-P
/// requires: the first series' unit (e.g. "cores"), else "p". Returns "" or the error.
QString writeExtrapJsonLinesFile(const QString& path, const model::DatasetCollection& data,
                                 const std::vector<SeriesRef>& series = {});

/// Asks which series and where, then writes; "" when done or cancelled, else the error.
QString exportDataInteractively(QWidget* parent, const model::DatasetCollection& data);

}  // namespace scalescope::app
