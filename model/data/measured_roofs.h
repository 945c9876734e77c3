#pragma once
// A machine's roofs as a tool measured them (issue 36 item 4, model/README.md §7): the memory
// bandwidths and the compute peak that the Roofline view draws as "this machine", with the
// measured kernels of a kernel table as dots beneath them.
//
// The Empirical Roofline Toolkit (ERT, Lawrence Berkeley National Laboratory; its User's Manual
// and Python/ert_core.py) writes roofline.json after a run:
//   {"empirical": {"gflops": {"data": [["GFLOPs", 355.79]], "metadata": {...}},
//                  "gbytes": {"data": [["L1", 1723.23], ["DRAM", 83.0]], "metadata": {...}},
//                  "metadata": {"ERT_VERSION": "1.1.0", "HOSTNAME": "edison", ...}},
//    "spec": {"gflops": {"data": [["GFLOPs", 460.4]]}, "gbytes": {"data": [["DRAM", 102.4]]}}}
// "data" pairs a name with GFLOP/s or GB/s, 10⁹ per second (Scripts/preprocess.py divides by
// 1000³). "spec" holds what the configuration file states (ERT_SPEC_GFLOPS,
// ERT_SPEC_GBYTES_<LEVEL>); it may be empty, and a spec entry is kept with the empirical entry
// of the same name. HOSTNAME is a string or a list whose first item is the name.
// `scalescope-probe roofs` writes the same layout, naming itself in empirical.metadata.TOOL.
// likwid-bench's output gives a set too (readLikwidBench, readers.h).

#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/data/file_sniff.h"

namespace scalescope::model {

/// One measured roof.
struct MeasuredRoof {
  std::string name;          ///< as the file gives it: "DRAM", "L1", "GFLOPs"
  bool compute = false;      ///< operations per second; otherwise bytes per second
  double value = 0;          ///< op/s or B/s
  double specification = 0;  ///< the file's stated value of the same roof, same unit; 0: none
  int line = 0, column = 0;  ///< of the value
  bool operator==(const MeasuredRoof&) const = default;
};

/// The roofs one file measured on one machine.
struct MeasuredRoofSet {
  std::string machine;              ///< the host the tool ran on, else the file's name
  std::string tool;                 ///< "ERT 1.1.0"
  std::string source;               ///< the file's name
  std::vector<MeasuredRoof> roofs;  ///< compute roofs first, then memory roofs in file order
  bool operator==(const MeasuredRoofSet&) const = default;
};

/// Reads ERT's roofline.json. Refuses, with "FILE:LINE:COLUMN: what", a file without an
/// empirical gflops and gbytes entry, a pair that is not [name, number], an empty or repeated
/// name, and a rate that is not finite and positive (at most 10¹² GFLOP/s or GB/s).
Result<MeasuredRoofSet> readErtRoofline(std::string_view text, const std::string& name);
/// A JSON object with "empirical" holding "gflops" or "gbytes".
int sniffErtRoofline(const FileSniff& file);

}  // namespace scalescope::model
