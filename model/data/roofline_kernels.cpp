#include "model/data/roofline_kernels.h"

#include <optional>
#include <utility>

#include "model/data/csv_table.h"

namespace scalescope::model {

namespace {

struct KernelColumns {
  std::size_t name, ops, bytes, seconds;
  std::optional<std::size_t> level;
};

Result<RooflineKernel> readKernel(const CsvTable& t, const KernelColumns& c, const CsvRow& row) {
  using R = Result<RooflineKernel>;
  RooflineKernel k;
  k.line = row.line;
  k.source = t.sourceName();
  k.name = row.fields[c.name];
  if (k.name.empty())
    return R::failure(t.columnMessage(row, c.name, "expected a kernel name, found an empty field"));
  const std::pair<double*, std::pair<std::size_t, const char*>> numbers[] = {
      {&k.ops, {c.ops, "operations"}},
      {&k.bytes, {c.bytes, "bytes"}},
      {&k.seconds, {c.seconds, "s"}}};
  for (const auto& [slot, column] : numbers) {
    auto v = t.positiveNumber(row, column.first, column.second);
    if (!v) return R::failure(v.error());
    *slot = *v;
  }
  if (c.level) k.level = row.fields[*c.level];
  return k;
}

}  // namespace

Result<std::vector<RooflineKernel>> readRooflineKernels(std::string_view text,
                                                        const std::string& name) {
  using R = Result<std::vector<RooflineKernel>>;
  auto table = parseCsvText(text, name);
  if (!table) return R::failure(table.error());
  KernelColumns c{};
  const std::pair<std::size_t*, std::vector<std::string_view>> required[] = {
      {&c.name, {"name", "kernel"}},
      {&c.ops, {"ops", "flops"}},
      {&c.bytes, {"bytes"}},
      {&c.seconds, {"seconds", "time_s"}},
  };
  for (const auto& [slot, names] : required) {
    auto index = table->requireColumn(names);
    if (!index) return R::failure(index.error());
    *slot = *index;
  }
  c.level = table->findColumn({"level"});
  if (table->rows().empty())
    return R::failure(locatedMessage(name, table->headerLine(), 1,
                                     "expected at least one kernel row after the header"));
  std::vector<RooflineKernel> kernels;
  for (const CsvRow& row : table->rows()) {
    auto k = readKernel(*table, c, row);
    if (!k) return R::failure(k.error());
    kernels.push_back(std::move(k.value()));
  }
  return kernels;
}

int sniffRooflineKernels(const FileSniff& file) {
  const CsvTable* t = file.csvHeader();
  return t && t->findColumn({"name", "kernel"}) && t->findColumn({"ops", "flops"}) &&
                 t->findColumn({"bytes"}) && t->findColumn({"seconds", "time_s"})
             ? 55
             : kNotMine;
}

}  // namespace scalescope::model
