#include "model/data/measurements.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <map>

#include "model/data/measurement_columns.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

using SetResult = Result<MeasurementSet>;

std::string lowerAscii(std::string s) {
  for (auto& ch : s)
    if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
  return s;
}

/// What a measurement file may hold: far beyond any real run, and narrow enough that nothing
/// derived from it (speed-ups, efficiencies, spreads of repetitions, serial fractions) can
/// overflow to infinity. Found necessary by fuzz_csv: two runs of 4 s and 2·10²⁴² s at the same
/// N gave an infinite standard deviation.
struct Bounds {
  double lo, hi;
  const char* unit;         ///< "" for a ratio
  bool unitIsWord = false;  ///< translated ("processing units"); a symbol (s) is not
};
constexpr Bounds kUnitsBounds{1, 1e12, SCALESCOPE_TR_NOOP("Reader", "processing units"), true};
constexpr Bounds kSecondsBounds{1e-15, 1e15, "s"};
constexpr Bounds kRatioBounds{1e-15, 1e15, ""};  // speed-up, efficiency
constexpr Bounds kTflopsBounds{1e-9, 1e12, "TFlop/s"};
constexpr Bounds kUnitPeakBounds{1e-6, 1e9, "GFlop/s"};  // a microcontroller … a whole rack

/// Nothing when lo ≤ value ≤ hi, else a message naming the field. `what` is marked in
/// context "Reader" ("a time").
std::optional<MarkedText> outOfBounds(const CsvTable& t, const CsvRow& row, std::size_t column,
                                      double value, const char* what, const Bounds& b) {
  if (value >= b.lo && value <= b.hi) return std::nullopt;
  if (!*b.unit)
    return t.columnText(
        row, column,
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected %1 between %2 and %3, found %4"),
                   {readerText(what), formatForMessage(b.lo), formatForMessage(b.hi),
                    formatForMessage(value)}));
  const MarkedArg unit = b.unitIsWord ? MarkedArg(readerText(b.unit)) : MarkedArg(b.unit);
  return t.columnText(
      row, column,
      readerText(SCALESCOPE_TR_NOOP("Reader", "expected %1 between %2 and %3 %4, found %5 %4"),
                 {readerText(what), formatForMessage(b.lo), formatForMessage(b.hi), unit,
                  formatForMessage(value)}));
}

/// An optional numeric field that must be positive when present; `what` is marked in context
/// "Reader" ("time").
Result<std::optional<double>> optionalPositive(const CsvTable& t, const CsvRow& row,
                                               std::optional<std::size_t> column,
                                               const char* what) {
  using O = Result<std::optional<double>>;
  if (!column) return std::optional<double>{};
  auto value = t.optionalNumber(row, *column);
  if (!value || !*value) return value;
  if (**value <= 0)
    return O::failure(
        t.columnText(row, *column,
                     readerText(SCALESCOPE_TR_NOOP("Reader", "expected a positive %1, found %2"),
                                {readerText(what), formatForMessage(**value)})));
  return value;
}

/// rep, op and the round breakdown of the scaling probe's files; nothing or the message.
std::optional<MarkedText> readProbeColumns(const CsvTable& t, const MeasurementColumns& c,
                                           const CsvRow& row, MeasuredPoint* p) {
  if (c.rep) {
    auto rep = t.optionalNumber(row, *c.rep);
    if (!rep) return rep.errorText();
    if (*rep) {
      if (!(**rep >= 0 && **rep <= 1e9 && std::floor(**rep) == **rep))
        return t.columnText(
            row, *c.rep,
            readerText(
                SCALESCOPE_TR_NOOP("Reader", "expected a repetition number 0, 1, 2, ..., found %1"),
                {formatForMessage(**rep)}));
      p->repetition = static_cast<int>(**rep);
    }
  }
  if (c.op) p->operation = row.fields[*c.op];
  const std::optional<std::size_t> parts[] = {c.compute, c.push, c.pull, c.update};
  double seconds[4] = {};
  int present = 0;
  for (int i = 0; i < 4; ++i) {
    if (!parts[i]) continue;
    auto v = t.optionalNumber(row, *parts[i]);
    if (!v) return v.errorText();
    if (!*v) continue;
    if (!(**v >= 0 && **v <= kSecondsBounds.hi))
      return t.columnText(
          row, *parts[i],
          readerText(SCALESCOPE_TR_NOOP("Reader", "expected a time between 0 and 1e15 s, found %1"),
                     {formatForMessage(**v)}));
    seconds[i] = **v;
    ++present;
  }
  if (present == 4) p->breakdown = RoundBreakdown{seconds[0], seconds[1], seconds[2], seconds[3]};
  return std::nullopt;
}

Result<MeasuredPoint> readPoint(const CsvTable& t, const MeasurementColumns& c, const CsvRow& row) {
  using P = Result<MeasuredPoint>;
  MeasuredPoint p;
  p.line = row.line;
  auto n = t.number(row, *c.n);
  if (!n) return P::failure(n.errorText());
  if (*n < 1)
    return P::failure(t.columnText(
        row, *c.n,
        readerText(SCALESCOPE_TR_NOOP("Reader", "expected N ≥ 1 processing units, found %1"),
                   {formatForMessage(*n)})));
  if (auto e = outOfBounds(t, row, *c.n, *n, SCALESCOPE_TR_NOOP("Reader", "N"), kUnitsBounds))
    return P::failure(*e);
  p.n = *n;

  auto time = optionalPositive(t, row, c.time, SCALESCOPE_TR_NOOP("Reader", "time"));
  if (!time) return P::failure(time.errorText());
  if (*time) {
    p.timeSeconds = **time * c.secondsPerTimeUnit;
    if (auto e = outOfBounds(t, row, *c.time, *p.timeSeconds,
                             SCALESCOPE_TR_NOOP("Reader", "a time"), kSecondsBounds))
      return P::failure(*e);
  }
  auto speedup = optionalPositive(t, row, c.speedup, SCALESCOPE_TR_NOOP("Reader", "speed-up"));
  if (!speedup) return P::failure(speedup.errorText());
  if (*speedup)
    if (auto e = outOfBounds(t, row, *c.speedup, **speedup,
                             SCALESCOPE_TR_NOOP("Reader", "a speed-up"), kRatioBounds))
      return P::failure(*e);
  p.speedup = *speedup;
  auto efficiency =
      optionalPositive(t, row, c.efficiency, SCALESCOPE_TR_NOOP("Reader", "efficiency"));
  if (!efficiency) return P::failure(efficiency.errorText());
  if (*efficiency && **efficiency > 1) {
    const double e = **efficiency;
    return P::failure(t.columnText(
        row, *c.efficiency,
        e <= 100
            ? readerText(SCALESCOPE_TR_NOOP("Reader",
                                            "expected an efficiency in (0, 1], found %1 "
                                            "(write a percentage as a fraction: 0.85 for 85 %)"),
                         {formatForMessage(e)})
            : readerText(SCALESCOPE_TR_NOOP("Reader", "expected an efficiency in (0, 1], found %1"),
                         {formatForMessage(e)})));
  }
  if (*efficiency)
    if (auto e = outOfBounds(t, row, *c.efficiency, **efficiency,
                             SCALESCOPE_TR_NOOP("Reader", "an efficiency"), kRatioBounds))
      return P::failure(*e);
  p.efficiency = *efficiency;
  auto rmax = optionalPositive(t, row, c.rmax, SCALESCOPE_TR_NOOP("Reader", "Rmax in TFlop/s"));
  if (!rmax) return P::failure(rmax.errorText());
  if (*rmax)
    if (auto e = outOfBounds(t, row, *c.rmax, **rmax, SCALESCOPE_TR_NOOP("Reader", "Rmax"),
                             kTflopsBounds))
      return P::failure(*e);
  auto rpeak = optionalPositive(t, row, c.rpeak, SCALESCOPE_TR_NOOP("Reader", "Rpeak in TFlop/s"));
  if (!rpeak) return P::failure(rpeak.errorText());
  if (*rpeak)
    if (auto e = outOfBounds(t, row, *c.rpeak, **rpeak, SCALESCOPE_TR_NOOP("Reader", "Rpeak"),
                             kTflopsBounds))
      return P::failure(*e);
  p.rmaxTflops = *rmax;
  p.rpeakTflops = *rpeak;
  if (p.rmaxTflops && p.rpeakTflops && *p.rmaxTflops > *p.rpeakTflops)
    return P::failure(t.columnText(
        row, *c.rmax,
        readerText(SCALESCOPE_TR_NOOP(
                       "Reader", "expected Rmax ≤ Rpeak (efficiency at most 1), found %1 > %2"),
                   {formatForMessage(*p.rmaxTflops), formatForMessage(*p.rpeakTflops)})));
  auto unitPeak = optionalPositive(t, row, c.unitPeak,
                                   SCALESCOPE_TR_NOOP("Reader", "peak of one unit in GFlop/s"));
  if (!unitPeak) return P::failure(unitPeak.errorText());
  if (*unitPeak)
    if (auto e = outOfBounds(t, row, *c.unitPeak, **unitPeak,
                             SCALESCOPE_TR_NOOP("Reader", "the peak of one unit"), kUnitPeakBounds))
      return P::failure(*e);
  p.unitPeakGflops = *unitPeak;
  if (!p.timeSeconds && !p.speedup && !p.efficiency && !(p.rmaxTflops && p.rpeakTflops)) {
    const std::size_t first =
        std::min({c.time.value_or(SIZE_MAX), c.speedup.value_or(SIZE_MAX),
                  c.efficiency.value_or(SIZE_MAX), c.rmax.value_or(SIZE_MAX)});
    return P::failure(
        t.fieldText(row, first,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader",
                        "expected a measured value in this row (time, speed-up, "
                        "efficiency, or Rmax with Rpeak), found only empty fields"))));
  }

  if (c.label) p.label = row.fields[*c.label];
  if (c.group) p.group = row.fields[*c.group];
  if (c.scaling) {
    p.scaling = lowerAscii(row.fields[*c.scaling]);
    if (!p.scaling.empty() && p.scaling != "strong" && p.scaling != "weak")
      return P::failure(t.columnText(
          row, *c.scaling,
          readerText(
              SCALESCOPE_TR_NOOP("Reader", "expected 'strong', 'weak' or an empty field, found %1"),
              {MarkedArg::verbatim("\"" + row.fields[*c.scaling] + "\"")})));
  }
  if (c.bytes) {
    auto bytes = t.optionalNumber(row, *c.bytes);
    if (!bytes) return P::failure(bytes.errorText());
    if (*bytes && !(**bytes >= 0 && **bytes <= 1e15))
      return P::failure(t.columnText(
          row, *c.bytes,
          readerText(SCALESCOPE_TR_NOOP(
                         "Reader", "expected a message size between 0 and 1e15 bytes, found %1"),
                     {formatForMessage(**bytes)})));
    p.bytes = *bytes;
  }
  if (auto e = readProbeColumns(t, c, row, &p)) return P::failure(*e);
  if (c.unit) p.unit = row.fields[*c.unit];
  if (p.unit.empty() && !equalsIgnoringCase(t.header()[*c.n], "n"))
    p.unit = lowerAscii(t.header()[*c.n]);
  return p;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t mid = values.size() / 2;
  return values.size() % 2 == 1 ? values[mid] : 0.5 * (values[mid - 1] + values[mid]);
}

}  // namespace

std::vector<std::string> MeasurementSet::groups() const {
  std::vector<std::string> out;
  for (const auto& p : points)
    if (std::find(out.begin(), out.end(), p.group) == out.end()) out.push_back(p.group);
  return out;
}

std::vector<RepetitionStats> summarizeRepetitions(const std::vector<MeasuredPoint>& points,
                                                  const std::string& group) {
  std::map<double, std::vector<double>> timesByN;
  for (const auto& p : points)
    if (p.group == group && p.timeSeconds) timesByN[p.n].push_back(*p.timeSeconds);
  std::vector<RepetitionStats> out;
  for (const auto& [n, times] : timesByN) {
    RepetitionStats s;
    s.n = n;
    s.count = static_cast<int>(times.size());
    double sum = 0;
    for (double t : times) sum += t;
    s.mean = sum / s.count;
    s.median = median(times);
    s.min = *std::min_element(times.begin(), times.end());
    s.max = *std::max_element(times.begin(), times.end());
    if (s.count > 1) {
      double squares = 0;
      for (double t : times) squares += (t - s.mean) * (t - s.mean);
      s.stddev = std::sqrt(squares / (s.count - 1));
    }
    out.push_back(s);
  }
  return out;
}

Result<MeasurementSet> measurementsFromTable(const CsvTable& table, const ColumnRoles& roles) {
  const auto found = findMeasurementColumns(table, roles);
  if (!found) return SetResult::failure(found.errorText());
  const MeasurementColumns& c = *found;
  if (!c.complete()) {
    const MarkedText forN =
        readerText(SCALESCOPE_TR_NOOP("Reader", "a column for N (n, processors, cores or nodes)"));
    const MarkedText measured =
        readerText(SCALESCOPE_TR_NOOP("Reader",
                                      "a measured column (time, time_s, seconds or time_ms; "
                                      "speedup; efficiency; or rmax with rpeak)"));
    MarkedText missing =
        !c.n && !c.hasMeasure()
            ? readerText(SCALESCOPE_TR_NOOP("Reader", "%1 and %2"), {forN, measured})
        : !c.n ? forN
               : measured;
    return SetResult::failure(locatedText(
        table.sourceName(), table.headerLine(), 1,
        roles.empty()
            ? readerText(SCALESCOPE_TR_NOOP("Reader",
                                            "expected %1; found columns: %2 (File ▸ Import data "
                                            "lets you say which column is which)"),
                         {std::move(missing), MarkedArg::verbatim(table.headerList())})
            : readerText(SCALESCOPE_TR_NOOP("Reader", "expected %1; found columns: %2"),
                         {std::move(missing), MarkedArg::verbatim(table.headerList())})));
  }
  if (table.rows().empty() && !table.rowError().empty())
    return SetResult::failure(table.rowErrorText());
  if (table.rows().empty())
    return SetResult::failure(
        locatedText(table.sourceName(), table.headerLine(), 1,
                    readerText(SCALESCOPE_TR_NOOP(
                        "Reader", "expected at least one data row after the header"))));

  MeasurementSet set;
  set.sourceName = table.sourceName();
  for (std::size_t i = 0; i < table.header().size(); ++i)
    if (!c.uses(i)) set.ignoredColumns.push_back(table.header()[i]);

  for (const auto& row : table.rows()) {
    auto point = readPoint(table, c, row);
    if (!point) return SetResult::failure(point.errorText());
    set.points.push_back(std::move(point.value()));
  }
  // A row of another width is reported after the values of the rows above it (table from
  // parseCsvRows): the first problem in the file comes first.
  if (!table.rowError().empty()) return SetResult::failure(table.rowErrorText());
  return set;
}

Result<MeasurementSet> readMeasurements(const std::string& path) {
  auto text = readTextFile(path, CsvOptions{}.maxBytes, SCALESCOPE_TR_NOOP("Reader", "a CSV file"));
  if (!text) return SetResult::failure(text.errorText());
  return readMeasurementsText(*text, path);
}

Result<MeasurementSet> readMeasurementsText(std::string_view text, const std::string& name) {
  auto table = parseCsvRows(text, name);
  if (!table) return SetResult::failure(table.errorText());
  return measurementsFromTable(*table);
}

int sniffScaleScopeCsv(const FileSniff& file) {
  // Any text may be a table whose columns the user names in the import preview; the reader
  // says what it lacks. JSON is never one, and an empty file only when named as a table.
  if (file.jsonLike()) return kNotMine;
  if (file.blank())
    return file.extension() == ".csv" || file.extension().empty() ? kFallback : kNotMine;
  return kFallback;
}

}  // namespace scalescope::model
