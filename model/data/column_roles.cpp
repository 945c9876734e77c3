#include "model/data/column_roles.h"

#include <array>
#include <cmath>

#include "model/core/translatable.h"
#include "model/data/measurement_columns.h"

namespace scalescope::model {

namespace {

constexpr std::array<ColumnRole, 10> kRoles{{
    {"ignore", SCALESCOPE_TR_NOOP("Data", "not read")},
    {"n", SCALESCOPE_TR_NOOP("Data", "N (processing units)")},
    {"time_s", SCALESCOPE_TR_NOOP("Data", "time (s)")},
    {"time_ms", SCALESCOPE_TR_NOOP("Data", "time (ms)")},
    {"speedup", SCALESCOPE_TR_NOOP("Data", "speed-up")},
    {"efficiency", SCALESCOPE_TR_NOOP("Data", "efficiency (0 to 1)")},
    {"label", SCALESCOPE_TR_NOOP("Data", "label of the run")},
    {"group", SCALESCOPE_TR_NOOP("Data", "series name")},
    {"scaling", SCALESCOPE_TR_NOOP("Data", "strong or weak")},
    {"unit", SCALESCOPE_TR_NOOP("Data", "unit of N (cores, nodes, …)")},
}};

/// True when every field of the column is a number that `accept` takes (empty fields count
/// against it: a column with gaps is not a guess worth offering).
template <typename Accept>
bool everyValue(const CsvTable& t, std::size_t column, Accept accept) {
  if (t.rows().empty()) return false;
  for (const auto& row : t.rows()) {
    const auto v = t.number(row, column);
    if (!v || !accept(*v)) return false;
  }
  return true;
}

}  // namespace

std::span<const ColumnRole> columnRoles() {
  return kRoles;
}

const ColumnRole* findColumnRole(std::string_view id) {
  for (const auto& r : kRoles)
    if (r.id == id) return &r;
  return nullptr;
}

bool lacksMeasurementColumns(const CsvTable& table, const ColumnRoles& roles) {
  const auto c = findMeasurementColumns(table, roles);
  return !c || !c->complete();
}

ColumnRoles columnRolesByName(const CsvTable& t) {
  ColumnRoles out;
  const auto c = findMeasurementColumns(t);
  if (!c) return out;
  for (const auto& role : kRoles)
    if (const auto index = c->column(role.id)) out[t.header()[*index]] = std::string(role.id);
  // Read by its name as something no role offers (rmax, bytes, the probe's columns).
  for (std::size_t i = 0; i < t.header().size(); ++i)
    if (c->uses(i)) out.emplace(t.header()[i], std::string());
  return out;
}

ColumnRoles guessColumnRoles(const CsvTable& table) {
  const auto found = findMeasurementColumns(table);
  if (!found) return {};
  MeasurementColumns c = *found;
  ColumnRoles guess;
  const std::size_t columns = table.header().size();
  if (!c.n)
    for (std::size_t i = 0; i < columns; ++i)
      if (!c.uses(i) && everyValue(table, i, [](double v) {
            return v >= 1 && v <= 1e12 && std::floor(v) == v;
          })) {
        guess.emplace(table.header()[i], std::string("n"));
        c.n = i;
        break;
      }
  if (!c.hasMeasure())
    for (std::size_t i = 0; i < columns; ++i)
      if (!c.uses(i) && everyValue(table, i, [](double v) { return v > 0 && v <= 1e15; })) {
        guess.emplace(table.header()[i], std::string("time_s"));
        break;
      }
  return guess;
}

}  // namespace scalescope::model
