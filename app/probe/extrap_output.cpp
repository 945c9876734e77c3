#include "app/probe/extrap_output.h"

#include "app/probe/result_table.h"
#include "app/probe/shell_files.h"
#include "model/data/measurements.h"

// The model's Extra-P writer comes with the readers of other tools' formats; a tree without it
// builds a probe whose --jsonl says so in one line.
#if __has_include("model/export/extrap_jsonl.h")
#include "model/export/extrap_jsonl.h"
#define SCALESCOPE_PROBE_EXTRAP 1
#endif

namespace scalescope::probe {

std::string writeExtrapJsonl(const std::string& csvPath, const std::string& jsonlPath) {
#ifdef SCALESCOPE_PROBE_EXTRAP
  auto set = model::readMeasurements(csvPath);
  if (!set) return set.error();
  return writeFileAtomically(jsonlPath, model::extrapJsonLines(*set));
#else
  (void)csvPath;
  return jsonlPath + ": this build has no Extra-P JSON Lines writer (model/export/extrap_jsonl)";
#endif
}

}  // namespace scalescope::probe
