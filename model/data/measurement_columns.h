#pragma once
// Which column of a measurement CSV holds what: found by name (measurements.h lists the
// names), then overridden by the roles a user gave (column_roles.h). Shared by the reader and
// the import preview so that both agree on what a header means.

#include <cstddef>
#include <optional>
#include <string_view>

#include "model/core/result.h"
#include "model/data/column_roles.h"
#include "model/data/csv_table.h"

namespace scalescope::model {

/// Header names of a time in seconds and in milliseconds (any letter case), in the order they
/// are looked for; the one list the reader, the format sniffers and `--fit`'s messages use.
inline constexpr std::string_view kSecondsColumnNames[] = {
    "time_s",  "time",      "seconds",     "elapsed_s", "elapsed_time",
    "elapsed", "wall_time", "wall_time_s", "walltime",  "runtime_s"};
inline constexpr std::string_view kMillisecondsColumnNames[] = {"time_ms", "elapsed_ms"};

struct MeasurementColumns {
  std::optional<std::size_t> n, time, speedup, efficiency, rmax, rpeak, unitPeak;
  std::optional<std::size_t> label, group, scaling, unit;
  std::optional<std::size_t> bytes;                                 ///< latency tables
  std::optional<std::size_t> rep, op, compute, push, pull, update;  ///< the scaling probe's
  double secondsPerTimeUnit = 1.0;  ///< 1e-3 when the time column is in milliseconds

  bool hasMeasure() const { return time || speedup || efficiency || (rmax && rpeak); }
  bool complete() const { return n && hasMeasure(); }
  /// True when column `index` holds any of the above.
  bool uses(std::size_t index) const;
  /// The column a role (column_roles.h) reads: "time_s" and "time_ms" both the time column, in
  /// the unit it is in; empty for "ignore", for a role without a column, and for the other
  /// time unit.
  std::optional<std::size_t> column(std::string_view role) const;
};

/// The columns of `table` by name, then as `roles` say: a column given a role holds that role
/// alone (and "ignore" drops it). Refused, at the header line: a role for a column the file
/// does not have, an unknown role, two columns given the same role.
Result<MeasurementColumns> findMeasurementColumns(const CsvTable& table,
                                                  const ColumnRoles& roles = {});

}  // namespace scalescope::model
