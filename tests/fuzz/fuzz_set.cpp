// libFuzzer harness for the command line's --set parser: each line of the input is one
// "id=value" assignment (Scenario::applyAssignment), and each line is also parsed as a value
// of one parameter (parseParameterValue). Checked promises: a refused assignment changes
// nothing, an accepted one stores exactly the parsed value, the scenario never holds a value
// its table row forbids, formatted values read back unchanged, and the model evaluated on
// whatever scenario results gives finite numbers or a message.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "model/core/parameter_table.h"
#include "model/core/scenario.h"
#include "model/laws/laws.h"
#include "model/pim/pim.h"
#include "model/timeline/timeline.h"
#include "tests/fuzz/fuzz_require.h"

using namespace scalescope::model;

namespace {

using scalescope::fuzz::require;

void checkAllValid(const Scenario& s) {
  const auto& table = parameterTable();
  for (std::size_t i = 0; i < table.size(); ++i)
    require(validateParameterValue(table[i], s.value(i)).empty(), "invalid value stored for",
            table[i].id);
}

void checkAssignment(Scenario& s, std::string_view line) {
  const Scenario before = s;
  const std::string message = s.applyAssignment(line);
  if (!message.empty()) {
    require(s == before, "a refused assignment changed the scenario:", line);
    return;
  }
  const auto eq = line.find('=');
  require(eq != std::string_view::npos && eq > 0, "accepted without '=':", line);
  const auto index = parameterIndex(line.substr(0, eq));
  require(index.has_value(), "accepted an unknown id:", line);
  std::string error;
  const auto parsed = parseParameterValue(parameterTable()[*index], line.substr(eq + 1), &error);
  require(parsed.has_value() && *parsed == s.value(*index),
          "stored another value than parsed:", line);
}

void checkValueText(std::string_view text, std::size_t row) {
  const auto& spec = parameterTable()[row % parameterTable().size()];
  std::string error;
  const auto value = parseParameterValue(spec, text, &error);
  if (!value) {
    require(!error.empty(), "refusal without a message:", text);
    return;
  }
  require(validateParameterValue(spec, *value).empty(), "parsed an invalid value:", text);
  const std::string formatted = formatParameterValue(spec, *value);
  const auto back = parseParameterValue(spec, formatted, &error);
  require(back.has_value() && *back == *value,
          "format/parse round trip lost the value:", formatted);
}

// Cheap model outputs at the scenario's own N: any table-valid scenario must give finite
// numbers or a message, never NaN or inf.
void evaluateModel(const Scenario& s) {
  const double n = s.get(Param::N);
  for (const auto& r : {amdahlSpeedup(n, s.get(Param::SerialFraction)),
                        gustafsonSpeedup(n, s.get(Param::SerialFraction)),
                        uslSpeedup(n, s.get(Param::UslSigma), s.get(Param::UslKappa))})
    if (r.ok()) require(std::isfinite(*r), "law gives a non-finite speed-up");
  if (const auto t = timelineAt(timelineParams(s), n); t.ok()) {
    for (double v : {t->totalSeconds, t->speedup, t->efficiency, t->serialFraction})
      require(std::isfinite(v), "timeline gives a non-finite value");
  }
  if (const auto p = pimParams(s); p.ok()) {
    if (const auto b = pimEpochBreakdown(*p); b.ok())
      require(std::isfinite(b->totalSeconds), "PIM epoch time is not finite");
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const std::string_view input(reinterpret_cast<const char*>(bytes), size);
  Scenario scenario;
  std::size_t start = 0;
  std::size_t lineNumber = 0;
  while (start <= input.size()) {
    auto end = input.find('\n', start);
    if (end == std::string_view::npos) end = input.size();
    const auto line = input.substr(start, end - start);
    checkAssignment(scenario, line);
    // The same text as a value of some row: rows are picked from the line's first byte so
    // that the fuzzer can steer it.
    const auto row = line.empty() ? lineNumber : static_cast<unsigned char>(line[0]) + lineNumber;
    checkValueText(line.substr(line.empty() ? 0 : 1), row);
    start = end + 1;
    ++lineNumber;
  }
  checkAllValid(scenario);
  evaluateModel(scenario);
  return 0;
}
