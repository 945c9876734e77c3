#pragma once
// Saying which column of a measurement CSV is which, for files whose header ScaleScope does
// not recognise ("procs_used,wall_clock"): the user's answer in the import preview, kept in the
// saved scenario with the file. A role is one of the names measurementsFromTable() recognises
// (model/README.md §6), or "ignore".

#include <map>
#include <span>
#include <string>
#include <string_view>

#include "model/data/csv_table.h"

namespace scalescope::model {

/// What a column may be given as.
struct ColumnRole {
  std::string_view id;     ///< the recognised column name it stands for ("n", "time_s", …)
  std::string_view title;  ///< how the import preview names it (translated, context "Data")
};

/// The roles in the order the import preview lists them; "ignore" first.
std::span<const ColumnRole> columnRoles();

/// The role with this id, or null.
const ColumnRole* findColumnRole(std::string_view id);

/// A file's column (its header name, any case) → the role id it is read as. Columns not
/// named keep the meaning their name gives them.
using ColumnRoles = std::map<std::string, std::string>;

/// True when the table, read with `roles`, has no column for N or none for a measured value:
/// what the import preview is for.
bool lacksMeasurementColumns(const CsvTable& table, const ColumnRoles& roles = {});

/// The role each column has by its name alone (what the reader makes of it without roles);
/// a column whose name means something no role offers (rmax, bytes, the probe's columns) maps
/// to "", columns the reader does not recognise are left out.
ColumnRoles columnRolesByName(const CsvTable& table);

/// Roles for the columns a table is missing, guessed from its values: the first column of
/// whole numbers ≥ 1 for N, the next column of positive numbers for the time in seconds.
/// Only what is missing is guessed; empty when nothing fits.
ColumnRoles guessColumnRoles(const CsvTable& table);

}  // namespace scalescope::model
