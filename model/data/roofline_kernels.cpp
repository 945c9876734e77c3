#include "model/data/roofline_kernels.h"

#include <optional>
#include <utility>

#include "model/data/csv_table.h"
#include "model/data/reader_text.h"

namespace scalescope::model {

namespace {

struct KernelColumns {
  std::size_t name, ops, bytes, seconds;
  std::optional<std::size_t> level;
};

/// CsvTable::positiveNumber() with a unit that may be a word ("operations", marked).
Result<double> positiveIn(const CsvTable& t, const CsvRow& row, std::size_t column,
                          const MarkedArg& unit) {
  auto value = t.number(row, column);
  if (value && *value <= 0)
    return Result<double>::failure(t.columnText(
        row, column,
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected a positive value in %1, found %2"),
                   {unit, formatForMessage(*value)})));
  return value;
}

Result<RooflineKernel> readKernel(const CsvTable& t, const KernelColumns& c, const CsvRow& row) {
  using R = Result<RooflineKernel>;
  RooflineKernel k;
  k.line = row.line;
  k.source = t.sourceName();
  k.name = row.fields[c.name];
  if (k.name.empty())
    return R::failure(t.columnText(
        row, c.name,
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected a kernel name, found an empty field"))));
  const std::pair<double*, std::pair<std::size_t, MarkedArg>> numbers[] = {
      {&k.ops, {c.ops, readerText(SCALESCOPE_TR_NOOP("Reader", "operations"))}},
      {&k.bytes, {c.bytes, readerText(SCALESCOPE_TR_NOOP("Reader", "bytes"))}},
      {&k.seconds, {c.seconds, "s"}}};
  for (const auto& [slot, column] : numbers) {
    auto v = positiveIn(t, row, column.first, column.second);
    if (!v) return R::failure(v.errorText());
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
  if (!table) return R::failure(table.errorText());
  KernelColumns c{};
  const std::pair<std::size_t*, std::vector<std::string_view>> required[] = {
      {&c.name, {"name", "kernel"}},
      {&c.ops, {"ops", "flops"}},
      {&c.bytes, {"bytes"}},
      {&c.seconds, {"seconds", "time_s"}},
  };
  for (const auto& [slot, names] : required) {
    auto index = table->requireColumn(names);
    if (!index) return R::failure(index.errorText());
    *slot = *index;
  }
  c.level = table->findColumn({"level"});
  if (table->rows().empty())
    return R::failure(
        locatedText(name, table->headerLine(), 1,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader", "expected at least one kernel row after the header"))));
  std::vector<RooflineKernel> kernels;
  for (const CsvRow& row : table->rows()) {
    auto k = readKernel(*table, c, row);
    if (!k) return R::failure(k.errorText());
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
