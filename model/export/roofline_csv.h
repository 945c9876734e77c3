#pragma once
// roofline.csv, the numbers behind the Roofline view (--formats csv, File ▸ Export numbers):
// the roofs of the PIM paper's three machines at the scenario's PIM parameters, and the dots
// of the PIM model's epoch on each (model/README.md §7).

#include <string>

#include "model/core/result.h"
#include "model/pim/pim.h"

namespace scalescope::model {

class Scenario;

/// The header line of roofline.csv, without the line break.
inline constexpr const char* kRooflineCsvHeader =
    "machine,element,id,roof,kind,origin,algorithm,value,unit,ridge_op_per_b,ops,bytes,"
    "seconds,intensity_op_per_b,performance_op_per_s,attainable_op_per_s,fraction_of_roof,"
    "binding,above_roof";

/// roofline.csv: the header, then for each machine (upmem, cpu, gpu) its roofs and then its
/// dots.
///  - A roof row: element "roof", its id, kind (compute, memory, communication), origin
///    (specification, measured, assumed, fitted), value in op/s (compute) or B/s, and for a
///    bandwidth roof the ridge point against the machine's peak (peak / value, op/B). A
///    sub-ceiling's kind is "compute-sub-ceiling".
///  - A dot row: element "dot", the level's id, the roof it sits under, the algorithm, the
///    epoch's operations, the bytes of that level, the epoch's seconds, and its intensity,
///    performance, the attainable performance at that intensity, performance / attainable,
///    whether it is the binding level (1/0) and whether it lies above its roof (1/0: an error
///    in the numbers, never a win).
/// The UPMEM machine has the dots of every algorithm that can be evaluated; the CPU and GPU
/// the baselines of the current algorithm. Numbers in the shortest form that reads back to the
/// same double. Fails with the model's message when the baselines cannot be evaluated.
Result<std::string> rooflineCsv(const PimParams& params);
/// rooflineCsv of the scenario's pim.* parameters.
Result<std::string> rooflineCsv(const Scenario& scenario);

}  // namespace scalescope::model
