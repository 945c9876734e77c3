#include "model/data/top500.h"

#include <cmath>
#include <cstdio>
#include <map>

#include "model/core/translatable.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/laws/laws.h"

namespace scalescope::model {

namespace {

using Entries = std::vector<Top500Entry>;

/// The field as a whole number from minimum to maximum; `what` is marked in context "Reader"
/// ("the rank").
Result<std::int64_t> wholeNumber(const CsvTable& table, const CsvRow& row, std::size_t column,
                                 std::int64_t minimum, std::int64_t maximum, const char* what) {
  using R = Result<std::int64_t>;
  auto value = table.number(row, column);
  if (!value) return R::failure(value.errorText());
  const MarkedText name = readerText(what);
  const std::string found = formatForMessage(*value);
  std::optional<MarkedText> problem;
  if (*value != std::floor(*value))
    problem = readerText(SCALESCOPE_TR_NOOP("Reader", "expected a whole number for %1, found %2"),
                         {name, found});
  else if (*value < static_cast<double>(minimum))
    problem = readerText(SCALESCOPE_TR_NOOP("Reader", "expected %1 to be at least %2, found %3"),
                         {name, std::to_string(minimum), found});
  else if (*value > static_cast<double>(maximum))
    problem = readerText(SCALESCOPE_TR_NOOP("Reader", "expected %1 to be at most %2, found %3"),
                         {name, std::to_string(maximum), found});
  if (problem) return R::failure(table.columnText(row, column, std::move(*problem)));
  return static_cast<std::int64_t>(*value);
}

struct Columns {
  std::size_t list, rank, system, cores, rmax, rpeak;
  std::optional<std::size_t> site, country, accelerator, hpcg, nodes, acceleratorsPerNode,
      peakBasis;
};

Result<Columns> findColumns(const CsvTable& t) {
  using R = Result<Columns>;
  Columns c{};
  // A vector, not an initializer_list: a list held in a pair would not outlive this line.
  const std::pair<std::size_t*, std::vector<std::string_view>> required[] = {
      {&c.list, {"list"}},
      {&c.rank, {"rank"}},
      {&c.system, {"system", "name"}},
      {&c.cores, {"cores", "total cores"}},
      {&c.rmax, {"rmax_tflops", "rmax [tflop/s]"}},
      {&c.rpeak, {"rpeak_tflops", "rpeak [tflop/s]"}},
  };
  for (const auto& [slot, names] : required) {
    auto index = t.requireColumn(names);
    if (!index) return R::failure(index.errorText());
    *slot = *index;
  }
  c.site = t.findColumn({"site"});
  c.country = t.findColumn({"country"});
  c.accelerator = t.findColumn({"accelerator", "accelerator/co-processor"});
  c.hpcg = t.findColumn({"hpcg_tflops", "hpcg [tflop/s]"});
  c.nodes = t.findColumn({"nodes"});
  c.acceleratorsPerNode = t.findColumn({"accelerators_per_node"});
  c.peakBasis = t.findColumn({"rpeak_basis"});
  return c;
}

Result<Top500Entry> readEntry(const CsvTable& t, const Columns& c, const CsvRow& row) {
  using R = Result<Top500Entry>;
  Top500Entry e;
  e.line = row.line;
  e.list = row.fields[c.list];
  if (!isListEdition(e.list))
    return R::failure(t.columnText(
        row, c.list,
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "expected a list edition written YYYY-MM (e.g. 2018-11), "
                                      "found %1"),
                   {MarkedArg::verbatim("\"" + e.list + "\"")})));
  auto rank = wholeNumber(t, row, c.rank, 1, 1'000'000, SCALESCOPE_TR_NOOP("Reader", "the rank"));
  if (!rank) return R::failure(rank.errorText());
  e.rank = static_cast<int>(*rank);
  e.system = row.fields[c.system];
  if (e.system.empty())
    return R::failure(t.columnText(
        row, c.system,
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected a system name, found an empty field"))));
  if (c.site) e.site = row.fields[*c.site];
  if (c.country) e.country = row.fields[*c.country];
  if (c.accelerator) e.accelerator = row.fields[*c.accelerator];
  // 2^53: above it a double (what the laws take) no longer holds every whole number.
  auto cores = wholeNumber(t, row, c.cores, 1, std::int64_t{1} << 53,
                           SCALESCOPE_TR_NOOP("Reader", "the number of cores N"));
  if (!cores) return R::failure(cores.errorText());
  e.cores = *cores;
  if (c.peakBasis) {
    const auto basis = peakBasisFromId(row.fields[*c.peakBasis]);
    if (!basis)
      return R::failure(t.columnText(
          row, *c.peakBasis,
          readerText(SCALESCOPE_TR_NOOP("Reader", "expected list, vector or matrix, found %1"),
                     {MarkedArg::verbatim("\"" + row.fields[*c.peakBasis] + "\"")})));
    e.peakBasis = *basis;
  }
  auto rmax = t.positiveNumber(row, c.rmax, "TFlop/s");
  if (!rmax) return R::failure(rmax.errorText());
  auto rpeak = t.positiveNumber(row, c.rpeak, "TFlop/s");
  if (!rpeak) return R::failure(rpeak.errorText());
  e.rmaxTflops = *rmax;
  e.rpeakTflops = *rpeak;
  if (e.peakBasis == PeakBasis::List && e.rmaxTflops > e.rpeakTflops)
    return R::failure(t.columnText(
        row, c.rmax,
        readerText(
            SCALESCOPE_TR_NOOP(
                "Reader", "expected Rmax ≤ Rpeak (efficiency at most 1), found Rmax %1 > Rpeak %2"),
            {formatForMessage(e.rmaxTflops), formatForMessage(e.rpeakTflops)})));
  if (c.hpcg && !row.fields[*c.hpcg].empty()) {
    auto hpcg = t.positiveNumber(row, *c.hpcg, "TFlop/s");
    if (!hpcg) return R::failure(hpcg.errorText());
    e.hpcgTflops = *hpcg;
  }
  if (c.nodes && !row.fields[*c.nodes].empty()) {
    auto nodes = wholeNumber(
        t, row, *c.nodes, 1, e.cores,
        SCALESCOPE_TR_NOOP("Reader", "the number of nodes (never more than the cores)"));
    if (!nodes) return R::failure(nodes.errorText());
    e.nodes = *nodes;
  }
  if (c.acceleratorsPerNode && !row.fields[*c.acceleratorsPerNode].empty()) {
    auto perNode = wholeNumber(t, row, *c.acceleratorsPerNode, 0, 1024,
                               SCALESCOPE_TR_NOOP("Reader", "the accelerators per node"));
    if (!perNode) return R::failure(perNode.errorText());
    e.acceleratorsPerNode = static_cast<int>(*perNode);
  }
  return e;
}

}  // namespace

Result<double> efficiency(const Top500Entry& entry) {
  if (!(entry.rmaxTflops > 0) || !(entry.rpeakTflops > 0) || !std::isfinite(entry.rpeakTflops))
    return Result<double>::failure(
        readerText(SCALESCOPE_TR_NOOP("Reader", "Rmax and Rpeak must be positive numbers")));
  if (entry.peakBasis == PeakBasis::List && entry.rmaxTflops > entry.rpeakTflops)
    return Result<double>::failure(
        readerText(SCALESCOPE_TR_NOOP("Reader", "Rmax exceeds Rpeak (efficiency above 1)")));
  return entry.rmaxTflops / entry.rpeakTflops;
}

Result<double> serialFraction(const Top500Entry& entry) {
  return serialFractionFromRmax(static_cast<double>(entry.cores), entry.rmaxTflops,
                                entry.rpeakTflops);
}

namespace {

/// Why a per-node value of the entry cannot be given.
MarkedText noNodeCount(const Top500Entry& entry) {
  return readerText(
      SCALESCOPE_TR_NOOP("Reader", "no node count for %1 on the %2 list (column 'nodes')"),
      {MarkedArg::verbatim(entry.system), MarkedArg::verbatim(entry.list)});
}

Result<double> perNode(const Top500Entry& entry, double tflops) {
  if (!entry.nodes) return Result<double>::failure(noNodeCount(entry));
  return tflops / static_cast<double>(*entry.nodes);
}

}  // namespace

Result<double> rmaxPerNodeTflops(const Top500Entry& entry) {
  return perNode(entry, entry.rmaxTflops);
}

Result<double> rpeakPerNodeTflops(const Top500Entry& entry) {
  return perNode(entry, entry.rpeakTflops);
}

Result<double> serialFractionPerNode(const Top500Entry& entry) {
  if (!entry.nodes) return Result<double>::failure(noNodeCount(entry));
  return serialFractionFromRmax(static_cast<double>(*entry.nodes), entry.rmaxTflops,
                                entry.rpeakTflops);
}

std::string_view peakBasisId(PeakBasis basis) {
  switch (basis) {
    case PeakBasis::Vector:
      return "vector";
    case PeakBasis::Matrix:
      return "matrix";
    case PeakBasis::List:
      break;
  }
  return "list";
}

std::optional<PeakBasis> peakBasisFromId(std::string_view id) {
  if (id.empty()) return PeakBasis::List;
  for (PeakBasis b : {PeakBasis::List, PeakBasis::Vector, PeakBasis::Matrix})
    if (id == peakBasisId(b)) return b;
  return std::nullopt;
}

bool isListEdition(std::string_view t) {
  const auto digit = [](char c) { return c >= '0' && c <= '9'; };
  if (t.size() != 7 || t[4] != '-') return false;
  for (std::size_t i : {0, 1, 2, 3, 5, 6})
    if (!digit(t[i])) return false;
  const int month = (t[5] - '0') * 10 + (t[6] - '0');
  return month >= 1 && month <= 12;
}

Result<std::vector<Top500Entry>> top500FromTable(const CsvTable& table) {
  using R = Result<Entries>;
  auto columns = findColumns(table);
  if (!columns) return R::failure(columns.errorText());
  if (table.rows().empty())
    return R::failure(
        locatedText(table.sourceName(), table.headerLine(), 1,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader", "expected at least one data row after the header"))));
  Entries entries;
  std::map<std::string, int> seen;  // list + system + site + peak basis → line
  for (const auto& row : table.rows()) {
    auto entry = readEntry(table, *columns, row);
    if (!entry) return R::failure(entry.errorText());
    const std::string key = entry->list + '\n' + entry->system + '\n' + entry->site + '\n' +
                            std::string(peakBasisId(entry->peakBasis));
    if (auto [it, fresh] = seen.emplace(key, row.line); !fresh)
      return R::failure(table.columnText(
          row, columns->system,
          readerText(SCALESCOPE_TR_NOOP("Reader",
                                        "expected each system once per list, found '%1' on %2 "
                                        "again (first on line %3)"),
                     {MarkedArg::verbatim(entry->system), MarkedArg::verbatim(entry->list),
                      count(it->second)})));
    entries.push_back(std::move(entry.value()));
  }
  return entries;
}

Result<std::vector<Top500Entry>> readTop500(const std::string& path) {
  auto table = readCsvFile(path);
  if (!table) return Result<Entries>::failure(table.errorText());
  return top500FromTable(*table);
}

Result<std::vector<Top500Entry>> readTop500Text(std::string_view text,
                                                const std::string& displayName) {
  auto table = parseCsvText(text, displayName);
  if (!table) return Result<Entries>::failure(table.errorText());
  return top500FromTable(*table);
}

std::string top500EfficiencyCaveat() {
  return SCALESCOPE_TR_NOOP(
      "Data",
      "Rmax/Rpeak also holds single-node inefficiency (HPL on one GPU node stays well below "
      "its peak, although its DGEMM comes close), so 1−α_eff is not only parallel overhead; "
      "nor is it a constant of the machine (Piz Daint 2016-11 → 2017-06: 3.1·10⁻⁶ → "
      "8.1·10⁻⁷). N counts cores as the TOP500 does: for a GPU machine, CPU cores plus the "
      "GPUs' multiprocessors.");
}

int sniffTop500(const FileSniff& file) {
  const CsvTable* t = file.csvHeader();
  return t && t->findColumn({"list"}) && t->findColumn({"system"}) && t->findColumn({"cores"}) &&
                 t->findColumn({"rmax_tflops"}) && t->findColumn({"rpeak_tflops"})
             ? 60
             : kNotMine;
}

}  // namespace scalescope::model
