// libFuzzer harness for the readers of other tools' output (model/data/readers.h), one target
// per row of the format registry (model/data/formats.h): this driver, compiled once, linked
// with a one-line file that names the row (kFuzzedFormat, see CMakeLists.txt). Besides "no
// crash, no leak, no
// hang" it checks what the readers promise:
//  - a refusal is one line that names the file;
//  - an accepted file holds only times in 1e-15…1e15 s, message sizes ≥ 0, lines ≥ 1;
//  - the default import either gives a set with N in 1…1e12 or a refusal naming the file;
//  - what the views and fits derive from it is finite;
//  - Extra-P JSON Lines written from it read back to the same runs, bit for bit.
// The recogniser also sees every input (it must never crash on what a user drops).
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/data/dataset_collection.h"
#include "model/data/formats.h"
#include "model/data/readers.h"
#include "model/export/extrap_jsonl.h"
#include "model/measured/alpha_beta_fit.h"
#include "model/measured/measured_series.h"
#include "tests/fuzz/fuzz_require.h"

// The id of the format registry row this program fuzzes ("extrap_text"), from its own file.
extern const char* const kFuzzedFormat;

using namespace scalescope::model;

namespace {

const std::string kName = "fuzz.input";

using scalescope::fuzz::require;

template <typename T>
void checkRefusal(const Result<T>& r) {
  if (r.ok()) return;
  require(r.error().rfind(kName + ":", 0) == 0, "message does not name the file:", r.error());
  require(r.error().find('\n') == std::string::npos, "message is not one line:", r.error());
}

bool timeInBounds(double t) {
  return t >= 1e-15 && t <= 1e15;
}

void checkImported(const ImportedFile& f) {
  for (const auto& s : f.series) {
    require(!s.parameters.empty(), "series without parameters:", s.name);
    require(s.defaultParameter < s.parameters.size(), "default parameter out of range");
    for (const auto& r : s.runs) {
      require(r.coordinates.size() == s.parameters.size(), "run with another coordinate count");
      require(r.point.timeSeconds && timeInBounds(*r.point.timeSeconds), "time out of bounds");
      require(!r.point.bytes || (*r.point.bytes >= 0 && std::isfinite(*r.point.bytes)),
              "message size negative or not finite");
      require(r.point.line >= 1, "run without a line");
      for (double c : r.coordinates) require(!std::isinf(c), "infinite coordinate");
    }
  }
}

void checkSet(const MeasurementSet& set) {
  for (const auto& p : set.points) {
    require(p.n >= 1 && p.n <= 1e12, "N out of 1…1e12");
    require(p.timeSeconds && timeInBounds(*p.timeSeconds), "point time out of bounds");
  }
  DatasetCollection data;
  data.measurements.push_back(set);
  for (const auto& s : measuredSeries(data, {}))
    for (const auto& l : s.levels) {
      require(std::isfinite(l.speedup) && std::isfinite(l.efficiency), "series not finite");
      require(std::isfinite(l.time.stddev), "spread not finite");
    }
  for (const auto& t : fitLatencyTables(set))
    if (t.fit)
      require(std::isfinite(t.fit->latencySeconds) && std::isfinite(t.fit->bandwidthBytesPerSecond),
              "α–β fit not finite");
  // Extra-P JSON Lines round trip: every timed run once, the same doubles.
  const std::string jsonl = extrapJsonLines(set);
  const auto back = readExtrapJsonLines(jsonl, "roundtrip.jsonl");
  if (set.points.empty()) return;
  require(back.ok(), "written JSON Lines do not read back:", back.ok() ? "" : back.error());
  std::size_t runs = 0;
  for (const auto& s : back->series) runs += s.runs.size();
  require(runs == set.points.size(), "JSON Lines round trip changed the number of runs");
  auto again = toMeasurementSet(*back);
  require(again.ok(), "JSON Lines round trip does not import");
  // Series are grouped by call path on reading: compare as multisets of (N, time).
  std::vector<std::pair<double, double>> a, b;
  for (const auto& p : set.points) a.emplace_back(p.n, *p.timeSeconds);
  for (const auto& p : again->points) b.emplace_back(p.n, *p.timeSeconds);
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  require(a == b, "JSON Lines round trip changed N or a time");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(bytes), size);
  (void)recognise(kName, text);
  static const FormatReader* format = findFormat(kFuzzedFormat);
  require(format != nullptr, "no format registry row has the id", kFuzzedFormat);
  // A format read together with a companion file (an MLPerf result and its system
  // description) takes both from one input: the file before the first NUL byte, the companion
  // after it.
  ReadOptions options;
  if (format->companionPath) {
    if (const auto nul = text.find('\0'); nul != std::string_view::npos) {
      options.companion = std::string(text.substr(nul + 1));
      options.companionName = "fuzz.companion";
      text = text.substr(0, nul);
    }
  }
  // A kernel table is no measurement file: its kernels, when read, are checked here.
  if (const auto data = readData(format, text, kName, options)) {
    for (const RooflineKernel& k : data->kernels)
      require(!k.name.empty() && k.line >= 1 && std::isfinite(k.intensity()) && k.intensity() > 0 &&
                  std::isfinite(k.performance()) && k.performance() > 0,
              "kernel without a name, a line or finite positive numbers:", k.name);
    // Measured roofs: a memory roof at least (a file of bandwidths only takes the typed peak),
    // a compute roof too from ERT, each named, finite and positive.
    if (data->roofs) {
      bool compute = std::string_view(kFuzzedFormat) != "ert_roofline", memory = false;
      for (const MeasuredRoof& r : data->roofs->roofs) {
        require(!r.name.empty() && r.line >= 1 && std::isfinite(r.value) && r.value > 0 &&
                    std::isfinite(r.specification) && r.specification >= 0,
                "measured roof without a name, a line or a finite positive rate:", r.name);
        (r.compute ? compute : memory) = true;
      }
      require(compute && memory,
              "measured roofs without a memory roof (or ERT's without a compute roof):",
              data->roofs->source);
    }
  }
  const auto imported = readImported(kFuzzedFormat, text, kName, options);
  checkRefusal(imported);
  if (!imported) return 0;
  checkImported(*imported);
  const auto set = toMeasurementSet(*imported);
  checkRefusal(set);
  if (set) checkSet(*set);
  return 0;
}
