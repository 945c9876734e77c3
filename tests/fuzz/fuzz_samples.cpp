// libFuzzer harness for the probe's training-file readers (CSV with a label column, libsvm
// text): besides "no crash, no leak, no hang" it checks their promises: a refusal is one line
// naming the file, an accepted file has at least one sample, a row of `features` values per
// label, labels ±1 and finite values.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>

#include "app/probe/training_data.h"
#include "tests/fuzz/fuzz_require.h"

using namespace scalescope::probe;

namespace {

using scalescope::fuzz::require;

void check(std::string_view text, bool csv) {
  const std::string name = csv ? "fuzz.csv" : "fuzz.libsvm";
  const SamplesOrError r = readSamplesText(text, name, csv);
  if (!r.error.empty()) {
    require(r.error.rfind(name + ":", 0) == 0, "a refusal names the file");
    require(r.error.find('\n') == std::string::npos, "a refusal is one line");
    return;
  }
  const Samples& s = r.samples;
  require(s.size() >= 1 && s.features >= 1, "an accepted file has a sample with a feature");
  require(s.x.size() == s.size() * static_cast<std::size_t>(s.features), "rows are whole");
  for (double y : s.y) require(y == 1 || y == -1, "labels are ±1");
  for (double v : s.x) require(std::isfinite(v), "values are finite");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check(text, true);
  check(text, false);
  return 0;
}
