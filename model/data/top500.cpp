#include "model/data/top500.h"

#include <cmath>
#include <cstdio>
#include <map>

#include "model/core/translatable.h"
#include "model/data/readers.h"
#include "model/laws/laws.h"

namespace scalescope::model {

namespace {

using Entries = std::vector<Top500Entry>;

Result<std::int64_t> wholeNumber(const CsvTable& table, const CsvRow& row, std::size_t column,
                                 std::int64_t minimum, std::int64_t maximum,
                                 const std::string& what) {
  using R = Result<std::int64_t>;
  auto value = table.number(row, column);
  if (!value) return R::failure(value.error());
  std::string problem;
  if (*value != std::floor(*value))
    problem = "expected a whole number for " + what;
  else if (*value < static_cast<double>(minimum))
    problem = "expected " + what + " to be at least " + std::to_string(minimum);
  else if (*value > static_cast<double>(maximum))
    problem = "expected " + what + " to be at most " + std::to_string(maximum);
  if (!problem.empty())
    return R::failure(
        table.columnMessage(row, column, problem + ", found " + formatForMessage(*value)));
  return static_cast<std::int64_t>(*value);
}

struct Columns {
  std::size_t list, rank, system, cores, rmax, rpeak;
  std::optional<std::size_t> site, country, accelerator, hpcg, nodes, acceleratorsPerNode;
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
    if (!index) return R::failure(index.error());
    *slot = *index;
  }
  c.site = t.findColumn({"site"});
  c.country = t.findColumn({"country"});
  c.accelerator = t.findColumn({"accelerator", "accelerator/co-processor"});
  c.hpcg = t.findColumn({"hpcg_tflops", "hpcg [tflop/s]"});
  c.nodes = t.findColumn({"nodes"});
  c.acceleratorsPerNode = t.findColumn({"accelerators_per_node"});
  return c;
}

Result<Top500Entry> readEntry(const CsvTable& t, const Columns& c, const CsvRow& row) {
  using R = Result<Top500Entry>;
  Top500Entry e;
  e.line = row.line;
  e.list = row.fields[c.list];
  if (!isListEdition(e.list))
    return R::failure(t.columnMessage(
        row, c.list,
        "expected a list edition written YYYY-MM (e.g. 2018-11), found \"" + e.list + "\""));
  auto rank = wholeNumber(t, row, c.rank, 1, 1'000'000, "the rank");
  if (!rank) return R::failure(rank.error());
  e.rank = static_cast<int>(*rank);
  e.system = row.fields[c.system];
  if (e.system.empty())
    return R::failure(
        t.columnMessage(row, c.system, "expected a system name, found an empty field"));
  if (c.site) e.site = row.fields[*c.site];
  if (c.country) e.country = row.fields[*c.country];
  if (c.accelerator) e.accelerator = row.fields[*c.accelerator];
  // 2^53: above it a double (what the laws take) no longer holds every whole number.
  auto cores = wholeNumber(t, row, c.cores, 1, std::int64_t{1} << 53, "the number of cores N");
  if (!cores) return R::failure(cores.error());
  e.cores = *cores;
  auto rmax = t.positiveNumber(row, c.rmax, "TFlop/s");
  if (!rmax) return R::failure(rmax.error());
  auto rpeak = t.positiveNumber(row, c.rpeak, "TFlop/s");
  if (!rpeak) return R::failure(rpeak.error());
  e.rmaxTflops = *rmax;
  e.rpeakTflops = *rpeak;
  if (e.rmaxTflops > e.rpeakTflops)
    return R::failure(t.columnMessage(row, c.rmax,
                                      "expected Rmax ≤ Rpeak (efficiency at most 1), found Rmax " +
                                          formatForMessage(e.rmaxTflops) + " > Rpeak " +
                                          formatForMessage(e.rpeakTflops)));
  if (c.hpcg && !row.fields[*c.hpcg].empty()) {
    auto hpcg = t.positiveNumber(row, *c.hpcg, "TFlop/s");
    if (!hpcg) return R::failure(hpcg.error());
    e.hpcgTflops = *hpcg;
  }
  if (c.nodes && !row.fields[*c.nodes].empty()) {
    auto nodes = wholeNumber(t, row, *c.nodes, 1, e.cores,
                             "the number of nodes (never more than the cores)");
    if (!nodes) return R::failure(nodes.error());
    e.nodes = *nodes;
  }
  if (c.acceleratorsPerNode && !row.fields[*c.acceleratorsPerNode].empty()) {
    auto perNode =
        wholeNumber(t, row, *c.acceleratorsPerNode, 0, 1024, "the accelerators per node");
    if (!perNode) return R::failure(perNode.error());
    e.acceleratorsPerNode = static_cast<int>(*perNode);
  }
  return e;
}

}  // namespace

Result<double> efficiency(const Top500Entry& entry) {
  if (!(entry.rmaxTflops > 0) || !(entry.rpeakTflops > 0) || !std::isfinite(entry.rpeakTflops))
    return Result<double>::failure("Rmax and Rpeak must be positive numbers");
  if (entry.rmaxTflops > entry.rpeakTflops)
    return Result<double>::failure("Rmax exceeds Rpeak (efficiency above 1)");
  return entry.rmaxTflops / entry.rpeakTflops;
}

Result<double> serialFraction(const Top500Entry& entry) {
  return serialFractionFromRmax(static_cast<double>(entry.cores), entry.rmaxTflops,
                                entry.rpeakTflops);
}

namespace {

Result<double> perNode(const Top500Entry& entry, double tflops) {
  if (!entry.nodes)
    return Result<double>::failure("no node count for " + entry.system + " on the " + entry.list +
                                   " list (column 'nodes')");
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
  if (!entry.nodes)
    return Result<double>::failure("no node count for " + entry.system + " on the " + entry.list +
                                   " list (column 'nodes')");
  return serialFractionFromRmax(static_cast<double>(*entry.nodes), entry.rmaxTflops,
                                entry.rpeakTflops);
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
  if (!columns) return R::failure(columns.error());
  if (table.rows().empty())
    return R::failure(locatedMessage(table.sourceName(), table.headerLine(), 1,
                                     "expected at least one data row after the header"));
  Entries entries;
  std::map<std::string, int> seen;  // list + system + site → line
  for (const auto& row : table.rows()) {
    auto entry = readEntry(table, *columns, row);
    if (!entry) return R::failure(entry.error());
    const std::string key = entry->list + '\n' + entry->system + '\n' + entry->site;
    if (auto [it, fresh] = seen.emplace(key, row.line); !fresh)
      return R::failure(table.columnMessage(
          row, columns->system,
          "expected each system once per list, found '" + entry->system + "' on " + entry->list +
              " again (first on line " + std::to_string(it->second) + ")"));
    entries.push_back(std::move(entry.value()));
  }
  return entries;
}

Result<std::vector<Top500Entry>> readTop500(const std::string& path) {
  auto table = readCsvFile(path);
  if (!table) return Result<Entries>::failure(table.error());
  return top500FromTable(*table);
}

Result<std::vector<Top500Entry>> readTop500Text(std::string_view text,
                                                const std::string& displayName) {
  auto table = parseCsvText(text, displayName);
  if (!table) return Result<Entries>::failure(table.error());
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
