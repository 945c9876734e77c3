// libFuzzer harness for the CSV reader and the three dataset readers built on it, the column
// roles the import preview guesses, the hints for other tools' output in forms no reader
// takes (model/data/foreign_formats.h), plus what the views derive from a loaded file. Besides
// "no crash, no leak, no hang" it checks what the readers promise: a refusal names the file,
// an accepted table is rectangular, and no number that reaches a view or an export is NaN or
// infinite.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "model/core/scenario.h"
#include "model/data/column_roles.h"
#include "model/data/csv_table.h"
#include "model/data/dataset_collection.h"
#include "model/data/foreign_formats.h"
#include "model/data/hpl_mxp.h"
#include "model/data/measurements.h"
#include "model/data/probe_results.h"
#include "model/data/top500.h"
#include "model/export/scaling_csv.h"
#include "model/measured/generations.h"
#include "model/measured/measured_breakdown.h"
#include "model/measured/measured_series.h"
#include "model/surface/surface_data.h"
#include "tests/fuzz/fuzz_require.h"

using namespace scalescope::model;

namespace {

const std::string kName = "fuzz.csv";

using scalescope::fuzz::require;

void requireFinite(double v, const char* what) {
  require(std::isfinite(v), what);
}

template <typename T>
void checkRefusal(const Result<T>& r) {
  if (r.ok()) return;
  require(r.error().rfind(kName + ":", 0) == 0, "message does not name the file:", r.error());
}

void checkTable(const CsvTable& table) {
  for (const auto& row : table.rows()) {
    require(row.fields.size() == table.header().size(), "row with another field count");
    require(row.line >= table.headerLine(), "row before its header");
    for (std::size_t c = 0; c < row.fields.size(); ++c) {
      const auto n = table.number(row, c);
      if (n.ok()) requireFinite(*n, "CsvTable::number accepted a non-finite value");
      checkRefusal(n);
    }
  }
}

void checkSeries(const MeasuredSeries& series) {
  for (const auto& p : series.points) {
    requireFinite(p.speedup, "series speed-up");
    requireFinite(p.efficiency, "series efficiency");
    if (p.payloadTflops) requireFinite(*p.payloadTflops, "series payload");
  }
  for (const auto& level : series.levels) {
    for (double v : {level.centerSeconds, level.lowSeconds, level.highSeconds, level.speedup,
                     level.speedupLow, level.speedupHigh, level.efficiency, level.efficiencyLow,
                     level.efficiencyHigh, level.time.mean, level.time.stddev})
      requireFinite(v, "series level");
  }
}

void deriveViews(const DatasetCollection& data) {
  for (const auto& system : landscapeSystems(data)) {
    requireFinite(system.efficiency, "landscape efficiency");
    requireFinite(system.serialFraction, "landscape serial fraction");
  }
  for (const auto& g : predictGenerations(data.top500)) {
    requireFinite(g.rmaxPredictedTflops, "generation prediction");
    requireFinite(g.relativeError, "generation relative error");
  }
  const auto series = measuredSeries(data, SeriesOptions{});
  for (const auto& s : series) {
    checkSeries(s);
    // The fit runs on every timed run; keep inputs small so one input stays fast.
    if (s.hasTimes() && s.points.size() <= 64) {
      const auto fit = fitSeries(s, Law::Amdahl, std::nullopt);
      if (fit.ok())
        for (double p : fit->parameters) requireFinite(p, "fitted parameter");
    }
  }
  if (!data.top500.empty()) checkSeries(top500Series(data.top500));
  (void)measuredCsv(series, Scenario());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(bytes), size);

  // Other tools' output in a form no reader takes: a message of one kind, or nothing.
  const std::string hint = foreignFormatHint(text);
  require(hint.empty() || hint.starts_with("this looks like "), "odd foreign-format hint", hint);

  const auto table = parseCsvText(text, kName);
  checkRefusal(table);
  // The lenient table (rows up to one of another width) agrees with the strict one.
  const auto rows = parseCsvRows(text, kName);
  checkRefusal(rows);
  if (!rows.ok())
    require(!table.ok() && table.error() == rows.error(), "parseCsvRows refused what was read");
  else if (rows->rowError().empty())
    require(table.ok() && table->rows().size() == rows->rows().size(),
            "parseCsvRows and parseCsvText read different rows");
  else
    require(!table.ok() && table.error() == rows->rowError(),
            "parseCsvText did not refuse the row parseCsvRows stopped at");
  if (table.ok()) {
    checkTable(*table);
    // The import preview's path: guessed roles for a header the reader does not recognise.
    if (lacksMeasurementColumns(*table)) {
      const ColumnRoles guess = guessColumnRoles(*table);
      for (const auto& [column, role] : guess)
        require(table->findColumn({column}).has_value() && findColumnRole(role) != nullptr,
                "a guessed role for a column the file lacks, or an unknown role");
      const auto guessed = measurementsFromTable(*table, guess);
      checkRefusal(guessed);
      if (guessed.ok())
        for (const auto& p : guessed->points) require(p.n >= 1, "guessed N below 1");
    }
  }

  DatasetCollection data;
  const auto top500 = readTop500Text(text, kName);
  checkRefusal(top500);
  if (top500.ok()) {
    for (const auto& e : *top500) {
      // Rmax ≤ Rpeak on the list's peak; against a vector or matrix peak E may exceed 1.
      require(e.cores >= 1 && e.rmaxTflops > 0 &&
                  (e.peakBasis != PeakBasis::List || e.rmaxTflops <= e.rpeakTflops),
              "TOP500 entry breaks its documented checks");
      if (const auto e1 = efficiency(e); e1.ok()) requireFinite(*e1, "TOP500 efficiency");
      if (const auto f = serialFraction(e); f.ok()) requireFinite(*f, "TOP500 serial fraction");
    }
    data.top500 = *top500;
  }

  const auto mxp = readHplMxpText(text, kName);
  checkRefusal(mxp);
  if (mxp.ok()) {
    for (const auto& e : *mxp) requireFinite(e.ratio(), "HPL-MxP ratio");
    data.hplMxp = *mxp;
  }

  const auto measured = readMeasurementsText(text, kName);
  checkRefusal(measured);
  if (measured.ok()) {
    for (const auto& p : measured->points) {
      require(p.n >= 1, "measured N below 1");
      if (p.breakdown) requireFinite(p.breakdown->sum(), "round breakdown");
    }
    data.measurements.push_back(*measured);
    // The scaling probe's header, as the app reads it: only a probe file has one, and then
    // the set counts as measured by the probe (its machine joins the surface).
    data.measurements.back().provenance = probeProvenance(text);
    require(probeFileKind(text).empty() == data.measurements.back().provenance.tool.empty(),
            "provenance without a probe header, or a probe header without provenance");
    for (const auto& b : measuredTrainingBreakdowns(data))
      requireFinite(b.mean.sum() + b.meanTotalSeconds, "measured training breakdown");
  }

  deriveViews(data);
  return 0;
}
