// The roofline quantities of lessons (model/README.md §7): ridge points, where the epoch's dots
// sit, and how the roofs of the UPMEM system move against each other with N.
#include <algorithm>
#include <string>

#include "model/lessons/quantity_table.h"
#include "model/pim/pim.h"
#include "model/roofline/roofline.h"

namespace scalescope::model::quantities {

namespace {

Result<PimParams> paramsOf(const LessonContext& c) {
  auto params = pimParams(*c.scenario);
  if (!params) return Result<PimParams>::failure(pimModelText(params.errorText()));
  return params;
}

/// "roofline: why", for a failure of the roofline model.
MarkedText rooflineText(const MarkedText& why) {
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "roofline: %1"), {why});
}

/// The ridge point of `machine` against its bandwidth roof `roof`: peak / bandwidth.
Result<double> ridge(const LessonContext& c, RooflineMachineId machine, const char* roof) {
  const auto params = paramsOf(c);
  if (!params) return fail(params.errorText());
  const RooflineMachine m = rooflineMachine(machine, *params);
  return ridgePoint(m.peak(), m.roof(roof));
}

/// The intensity of the dot `id` of the current algorithm (an epoch of the PIM model or of a
/// baseline).
Result<double> dotIntensity(const LessonContext& c, const char* id) {
  const auto params = paramsOf(c);
  if (!params) return fail(params.errorText());
  // Looked up by id in both lists: a prefix would take the UPMEM system's "cpu-to-dpu" level
  // for a baseline.
  // The first error is said only when neither list has the dot.
  MarkedText error = modelMessage(SCALESCOPE_TR_NOOP("Model", "no dot %1"), {id});
  bool failed = false;
  for (const auto& dots : {upmemDots(*params), baselineDots(*params)}) {
    if (!dots) {
      if (!failed) error = dots.errorText();
      failed = true;
      continue;
    }
    for (const RooflineDot& d : *dots)
      if (d.id == id) return d.intensity();
  }
  return fail(rooflineText(error));
}

}  // namespace

const std::vector<Entry>& rooflineEntries() {
  static const std::vector<Entry> entries{
      {{"roofline.cpu_ridge", "op/B", "roofline: the CPU's ridge point, FP32 peak / DRAM",
        QuantityNeeds::Scenario},
       [](const LessonContext& c) { return ridge(c, RooflineMachineId::Cpu, "dram"); }},
      {{"roofline.cpu_intensity", "op/B",
        "roofline: the CPU's bound for the epoch, its operations per byte from DRAM",
        QuantityNeeds::Scenario},
       [](const LessonContext& c) { return dotIntensity(c, "cpu-bound"); }},
      {{"roofline.dpu_ridge", "op/B",
        "roofline: the UPMEM system's ridge point, DPU pipeline / MRAM↔WRAM bandwidth",
        QuantityNeeds::Scenario},
       [](const LessonContext& c) { return ridge(c, RooflineMachineId::Upmem, "mram"); }},
      {{"roofline.dpu_intensity", "op/B",
        "roofline: the epoch's operations per byte moved between MRAM and WRAM",
        QuantityNeeds::Scenario},
       [](const LessonContext& c) { return dotIntensity(c, "dpu"); }},
      {{"roofline.mram_over_link", "×",
        "roofline: the MRAM↔WRAM roof over the CPU→DPU roof at pim.dpus", QuantityNeeds::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto params = paramsOf(c);
         if (!params) return fail(params.errorText());
         const RooflineMachine m = upmemMachine(*params);
         return m.roof("mram").value / m.roof("cpu-to-dpu").value;
       }},
      {{"roofline.link_fraction", "",
        "roofline: the larger share of its roof that the epoch's CPU→DPU or DPU→CPU dot reaches",
        QuantityNeeds::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto params = paramsOf(c);
         if (!params) return fail(params.errorText());
         const auto dots = upmemDots(*params);
         if (!dots) return fail(rooflineText(dots.errorText()));
         const RooflineMachine m = upmemMachine(*params);
         double share = 0;
         for (const RooflineDot& d : *dots)
           if (d.id == "cpu-to-dpu" || d.id == "dpu-to-cpu")
             share = std::max(share, judgeDot(m, d).fraction);
         return share;
       }},
  };
  return entries;
}

}  // namespace scalescope::model::quantities
