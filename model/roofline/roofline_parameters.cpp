// Rows of the parameter table for the Roofline view's custom machine (model/README.md §7): the
// roofs of a machine the user types, and the typed accessor over them. The defaults are the
// CPU baseline's (model/pim/pim_parameters.cpp cites them), so that the custom machine starts
// as a machine the user can recognise and change one number at a time.
#include "model/core/parameter_rows.h"
#include "model/core/scenario.h"
#include "model/core/translatable.h"
#include "model/roofline/roofline.h"

namespace scalescope::model {

std::vector<ParameterSpec> rooflineParameters() {
  const RowBuilder row{SCALESCOPE_TR_NOOP("Parameter", "Roofline: custom machine"), 4};
  constexpr auto kLog = SliderScale::Log;
  return {
      row.number(Param::RooflineCustomPeakGflops, SCALESCOPE_TR_NOOP("Parameter", "Custom peak"),
                 "GFLOP/s", 0.001, 1e9, 9216, kLog,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "The compute roof of the Roofline view's custom machine, in operations per "
                     "second as your kernels count them. Starts at the CPU baseline's FP32 peak "
                     "(2× EPYC 7742, AMD specification). Also the peak of a measured machine "
                     "whose file has bandwidths only (likwid-bench's copy or triad).")),
      row.number(Param::RooflineCustomMemoryGbs,
                 SCALESCOPE_TR_NOOP("Parameter", "Custom memory bandwidth"), "GB/s", 0.001, 1e6,
                 266, kLog,
                 SCALESCOPE_TR_NOOP("Parameter",
                                    "The memory roof of the custom machine. Starts at the CPU "
                                    "baseline's 266 GB/s, 65 % of the 409.6 GB/s of 2× EPYC 7742 "
                                    "(an assumption, as there).")),
      row.number(Param::RooflineCustomLinkGbs, SCALESCOPE_TR_NOOP("Parameter", "Custom link"),
                 "GB/s", 0, 10000, 0, SliderScale::Linear,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "A communication roof of the custom machine: a host link or a network, "
                     "its intensity counted per byte that crosses it. 0 draws none.")),
  };
}

CustomMachineParams customMachineParams(const Scenario& s) {
  CustomMachineParams p;
  p.peakOpsPerSecond = s.get(Param::RooflineCustomPeakGflops) * 1e9;
  p.memoryBytesPerSecond = s.get(Param::RooflineCustomMemoryGbs) * 1e9;
  p.linkBytesPerSecond = s.get(Param::RooflineCustomLinkGbs) * 1e9;
  return p;
}

}  // namespace scalescope::model
