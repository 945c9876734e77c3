#pragma once
// Everything measured that is loaded at one time: the shipped TOP500 and HPL-MxP tables, any
// user measurement files and roofline kernel tables. A plain value; the app's Document owns one.

#include <compare>
#include <string>
#include <vector>

#include "model/data/hpl_mxp.h"
#include "model/data/measured_roofs.h"
#include "model/data/measurements.h"
#include "model/data/roofline_kernels.h"
#include "model/data/top500.h"

namespace scalescope::model {

/// A measured series by what does not change when other data are loaded: its name (the
/// group, else the file name) and its file's name without folder (MeasuredSeries).
struct SeriesKey {
  std::string name;
  std::string source;
  auto operator<=>(const SeriesKey&) const = default;
};

/// The loaded measured data, each table with its rows' source lines kept.
struct DatasetCollection {
  std::vector<Top500Entry> top500;
  std::vector<HplMxpEntry> hplMxp;
  std::vector<MeasurementSet> measurements;  ///< one per user or sample file
  std::vector<RooflineKernel> kernels;       ///< measured kernels, dots on the roofline
  std::vector<MeasuredRoofSet> roofs;        ///< machines' measured roofs (ERT), one per file
  /// Series the user hid: still loaded, fitted when active, saved, but not drawn among the
  /// curves. Part of the data so that hiding is undone with the data it belongs to.
  std::vector<SeriesKey> hiddenSeries;
};

}  // namespace scalescope::model
