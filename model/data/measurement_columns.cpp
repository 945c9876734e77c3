#include "model/data/measurement_columns.h"

#include "model/data/reader_text.h"

#include <array>
#include <utility>

namespace scalescope::model {

namespace {

using ColumnsResult = Result<MeasurementColumns>;

MeasurementColumns columnsByName(const CsvTable& t) {
  MeasurementColumns c;
  c.n = t.findColumn({"n", "processors", "cores", "nodes", "processes", "procs", "ranks", "threads",
                      "cpus", "gpus"});
  c.time = t.findColumn(kSecondsColumnNames);
  if (!c.time) {
    c.time = t.findColumn(kMillisecondsColumnNames);
    if (c.time) c.secondsPerTimeUnit = 1e-3;
  }
  c.speedup = t.findColumn({"speedup"});
  c.efficiency = t.findColumn({"efficiency"});
  c.rmax = t.findColumn({"rmax", "rmax_tflops"});
  c.rpeak = t.findColumn({"rpeak", "rpeak_tflops"});
  c.unitPeak = t.findColumn({"unit_peak_gflops"});
  c.label = t.findColumn({"label", "system"});
  c.group = t.findColumn({"group", "series"});
  c.scaling = t.findColumn({"scaling"});
  c.unit = t.findColumn({"unit"});
  c.bytes = t.findColumn({"bytes", "message_bytes"});
  c.rep = t.findColumn({"rep"});
  c.op = t.findColumn({"op"});
  c.compute = t.findColumn({"compute_s"});
  c.push = t.findColumn({"push_s"});
  c.pull = t.findColumn({"pull_s"});
  c.update = t.findColumn({"update_s"});
  return c;
}

/// Every column slot, to take a column away from whatever its name made it.
template <typename Columns>
auto slots(Columns& c) -> std::array<decltype(&c.n), 18> {
  return {&c.n,        &c.time,  &c.speedup, &c.efficiency, &c.rmax, &c.rpeak,
          &c.unitPeak, &c.label, &c.group,   &c.scaling,    &c.unit, &c.bytes,
          &c.rep,      &c.op,    &c.compute, &c.push,       &c.pull, &c.update};
}

/// The slot a role fills; null for "ignore".
template <typename Columns>
auto slotFor(Columns& c, std::string_view role) -> decltype(&c.n) {
  if (role == "n") return &c.n;
  if (role == "time_s" || role == "time_ms") return &c.time;
  if (role == "speedup") return &c.speedup;
  if (role == "efficiency") return &c.efficiency;
  if (role == "label") return &c.label;
  if (role == "group") return &c.group;
  if (role == "scaling") return &c.scaling;
  if (role == "unit") return &c.unit;
  return nullptr;
}

}  // namespace

bool MeasurementColumns::uses(std::size_t index) const {
  for (const auto* slot : slots(*this))
    if (*slot == index) return true;
  return false;
}

std::optional<std::size_t> MeasurementColumns::column(std::string_view role) const {
  const auto* slot = slotFor(*this, role);
  if (!slot) return std::nullopt;
  if (role == "time_s" && secondsPerTimeUnit != 1.0) return std::nullopt;
  if (role == "time_ms" && secondsPerTimeUnit == 1.0) return std::nullopt;
  return *slot;
}

Result<MeasurementColumns> findMeasurementColumns(const CsvTable& table, const ColumnRoles& roles) {
  MeasurementColumns c = columnsByName(table);
  const auto refuse = [&](MarkedText what) {
    return ColumnsResult::failure(
        locatedText(table.sourceName(), table.headerLine(), 1, std::move(what)));
  };
  // First find every named column, so that a role given to one column does not depend on the
  // order of the others.
  std::vector<std::pair<std::size_t, std::string>> given;
  for (const auto& [name, role] : roles) {
    const auto index = table.findColumn({name});
    if (!index)
      return refuse(
          readerText(SCALESCOPE_TR_NOOP("Reader",
                                        "column '%1' is given as %2 but the file has no such "
                                        "column; found columns: %3"),
                     {MarkedArg::verbatim(name), role, MarkedArg::verbatim(table.headerList())}));
    if (!findColumnRole(role))
      return refuse(readerText(SCALESCOPE_TR_NOOP("Reader", "column '%1': unknown role '%2'"),
                               {MarkedArg::verbatim(name), MarkedArg::verbatim(role)}));
    given.emplace_back(*index, role);
  }
  for (const auto& [index, role] : given)
    for (auto* slot : slots(c))
      if (*slot == index) slot->reset();
  std::map<std::string, std::string> taken;  // slot name → column
  for (const auto& [index, role] : given) {
    auto* slot = slotFor(c, role);
    if (!slot) continue;  // ignore
    const std::string key = role == "time_ms" ? "time_s" : role;
    if (auto it = taken.find(key); it != taken.end())
      return refuse(readerText(
          SCALESCOPE_TR_NOOP("Reader", "columns '%1' and '%2' are both given as %3"),
          {MarkedArg::verbatim(it->second), MarkedArg::verbatim(table.header()[index]), key}));
    taken[key] = table.header()[index];
    *slot = index;
    if (role == "time_s") c.secondsPerTimeUnit = 1.0;
    if (role == "time_ms") c.secondsPerTimeUnit = 1e-3;
  }
  return c;
}

}  // namespace scalescope::model
