#pragma once
// A kernel table for the roofline (issue 36, model/README.md §7): one measured kernel per row,
// its operations, the bytes it moved and its time, drawn as a dot on the Roofline view at
// ops/bytes and ops/seconds against the roofs of the machine shown.
//
//   name,ops,bytes,seconds,level
//   triad,2e9,2.4e10,0.12,dram
//
// Columns by name, in any order, ignoring case: name; ops (or flops); bytes; seconds (or
// time_s); optional level, the id of the roof its bytes crossed ("dram", "hbm", "mram", ...;
// empty: the machine's fastest memory roof). Other columns are ignored.

#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/data/file_sniff.h"

namespace scalescope::model {

struct RooflineKernel {
  std::string name;
  double ops = 0;      ///< operations (flops, integer operations) of one run
  double bytes = 0;    ///< bytes moved at `level`
  double seconds = 0;  ///< the run's time
  std::string level;   ///< a roof id, or "" for the machine's fastest memory roof
  std::string source;  ///< the file's name
  int line = 0;
  double intensity() const { return ops / bytes; }
  double performance() const { return ops / seconds; }
};

/// Reads a kernel table. Refuses a missing column, a file without rows, an empty name and
/// numbers that are not finite and positive, with "FILE:LINE:COLUMN: column 'name': what".
Result<std::vector<RooflineKernel>> readRooflineKernels(std::string_view text,
                                                        const std::string& name);
/// A CSV header with name (or kernel), ops (or flops), bytes and seconds (or time_s) columns.
int sniffRooflineKernels(const FileSniff& file);

}  // namespace scalescope::model
