#pragma once
// roofline.csv, the numbers behind the Roofline view (--formats csv, File ▸ Export numbers):
// the roofs of the PIM paper's three machines at the scenario's PIM parameters, of the custom
// machine and of every measured machine loaded, the dots of the PIM model's epoch and the
// loaded kernels on each (model/README.md §7).

#include <string>

#include "model/core/result.h"
#include "model/pim/pim.h"
#include "model/roofline/roofline.h"
#include "model/roofline/timeline_roofline.h"

namespace scalescope::model {

class Scenario;
struct DatasetCollection;

/// The header line of roofline.csv, without the line break.
inline constexpr const char* kRooflineCsvHeader =
    "machine,element,id,roof,kind,origin,algorithm,value,unit,ridge_op_per_b,ops,bytes,"
    "seconds,intensity_op_per_b,performance_op_per_s,attainable_op_per_s,fraction_of_roof,"
    "binding,above_roof";

/// roofline.csv: the header, then for each machine (upmem, cpu, gpu, timeline, custom, then
/// "measured:HOST" per measured roof file loaded) its roofs, its dots and the loaded kernels.
///  - A roof row: element "roof", its id, kind (compute, memory, communication), origin
///    (specification, measured, assumed, fitted, typed), value in op/s (compute) or B/s, and
///    for a bandwidth roof the ridge point against the machine's peak (peak / value, op/B). A
///    sub-ceiling's kind is "compute-sub-ceiling", a roof of a precision the model's training
///    does not use (FP64, FP16 or INT8 tensor) "compute-other-precision".
///  - A dot row: element "dot", the level's id, the roof it sits under, the algorithm, the
///    epoch's operations, the bytes of that level, the epoch's seconds, and its intensity,
///    performance, the attainable performance at that intensity, performance / attainable,
///    whether it is the binding level (1/0) and whether it lies above its roof (1/0: an error
///    in the numbers, never a win).
///  - A kernel row (a loaded kernel table): element "kernel", its name, the roof it is judged
///    under (kernelRoof), its ops, bytes, seconds, intensity, performance, attainable, fraction
///    and above_roof; binding empty. Every machine lists every kernel: which machine a kernel
///    ran on is the user's to say.
/// The UPMEM machine has the dots of every algorithm that can be evaluated; the CPU and GPU
/// the baselines of the current algorithm; the timeline machine one step's copy and
/// communication (timelineRoofline; algorithm empty); the custom and measured machines none
/// (the model runs on the paper's machines). Numbers in the shortest form that reads back to
/// the same double; names quoted where CSV needs it. Fails with the model's message when the
/// baselines or the timeline cannot be evaluated.
Result<std::string> rooflineCsv(const PimParams& params, const TimelineRooflineParams& timeline,
                                const CustomMachineParams& custom, const DatasetCollection& data);
/// rooflineCsv of the scenario's pim.* and roofline.* parameters.
Result<std::string> rooflineCsv(const Scenario& scenario, const DatasetCollection& data);

}  // namespace scalescope::model
