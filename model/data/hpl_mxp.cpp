#include "model/data/hpl_mxp.h"

#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/top500.h"

namespace scalescope::model {

namespace {

using MxpEntries = std::vector<HplMxpEntry>;

struct MxpColumns {
  std::size_t list, system, mxp, hpl;
  std::optional<std::size_t> peakRatio;
};

Result<HplMxpEntry> readMxpEntry(const CsvTable& t, const MxpColumns& c, const CsvRow& row) {
  using R = Result<HplMxpEntry>;
  HplMxpEntry e;
  e.line = row.line;
  e.list = row.fields[c.list];
  if (!isListEdition(e.list))
    return R::failure(t.columnText(
        row, c.list,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected a list edition written YYYY-MM (e.g. 2020-06), "
                                      "found %1"),
                   {MarkedArg::verbatim("\"" + e.list + "\"")})));
  e.system = row.fields[c.system];
  if (e.system.empty())
    return R::failure(t.columnText(
        row, c.system,
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected a system name, found an empty field"))));
  auto mxp = t.positiveNumber(row, c.mxp, "PFlop/s");
  if (!mxp) return R::failure(mxp.errorText());
  auto hpl = t.positiveNumber(row, c.hpl, "PFlop/s");
  if (!hpl) return R::failure(hpl.errorText());
  e.hplMxpPflops = *mxp;
  e.hplPflops = *hpl;
  if (c.peakRatio) {
    auto r = t.optionalNumber(row, *c.peakRatio);
    if (!r) return R::failure(r.errorText());
    if (*r && !(**r >= 1 && **r <= 1000))
      return R::failure(t.columnText(
          row, *c.peakRatio,
          readerText(SCALESCOPE_TR_NOOP("Reader",
                                        "expected a low-precision to FP64 peak ratio between 1 "
                                        "and 1000, found %1"),
                     {formatForMessage(**r)})));
    e.peakRatio = *r;
  }
  return e;
}

}  // namespace

Result<std::vector<HplMxpEntry>> hplMxpFromTable(const CsvTable& table) {
  using R = Result<MxpEntries>;
  MxpColumns c{};
  // A vector, not an initializer_list: a list held in a pair would not outlive this line.
  const std::pair<std::size_t*, std::vector<std::string_view>> required[] = {
      {&c.list, {"list"}},
      {&c.system, {"system"}},
      {&c.mxp, {"hpl_mxp_pflops", "hpl_ai_pflops"}},
      {&c.hpl, {"hpl_pflops"}},
  };
  for (const auto& [slot, names] : required) {
    auto index = table.requireColumn(names);
    if (!index) return R::failure(index.errorText());
    *slot = *index;
  }
  c.peakRatio = table.findColumn({"low_precision_peak_ratio"});
  if (table.rows().empty())
    return R::failure(
        locatedText(table.sourceName(), table.headerLine(), 1,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader", "expected at least one data row after the header"))));
  MxpEntries entries;
  for (const auto& row : table.rows()) {
    auto entry = readMxpEntry(table, c, row);
    if (!entry) return R::failure(entry.errorText());
    entries.push_back(std::move(entry.value()));
  }
  return entries;
}

Result<std::vector<HplMxpEntry>> readHplMxp(const std::string& path) {
  auto table = readCsvFile(path);
  if (!table) return Result<MxpEntries>::failure(table.errorText());
  return hplMxpFromTable(*table);
}

Result<std::vector<HplMxpEntry>> readHplMxpText(std::string_view text,
                                                const std::string& displayName) {
  auto table = parseCsvText(text, displayName);
  if (!table) return Result<MxpEntries>::failure(table.errorText());
  return hplMxpFromTable(*table);
}

int sniffHplMxp(const FileSniff& file) {
  const CsvTable* t = file.csvHeader();
  return t && t->findColumn({"hpl_mxp_pflops"}) && t->findColumn({"hpl_pflops"}) ? 55 : kNotMine;
}

}  // namespace scalescope::model
