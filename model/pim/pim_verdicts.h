#pragma once
// Which PIM verdicts rest on assumptions, and where they flip. "PIM is faster than the CPU
// running the same algorithm" compares two model times that both depend on inputs nobody
// measured for this machine (the host's cost per call, how host↔DPU bandwidth grows with the
// ranks, PyTorch's cost per step and the allreduce's latency and bandwidth: model/README.md
// §5). For each verdict and each such input the break-even value is found: the value at which
// the two times are equal, with every other input as the scenario has it. A verdict whose
// break-even lies near the assumed value stands on that assumption.

#include <cstdint>
#include <optional>
#include <vector>

#include "model/core/param.h"
#include "model/core/result.h"

namespace scalescope::model {

class Scenario;

/// The conventional references of a PIM epoch (model/pim/pim_baselines.h).
enum class PimReference : std::uint8_t { GpuBound, CpuSameAlgorithm, CpuBound };

/// Where a verdict flips as one assumed input moves over its whole parameter range.
struct PimBreakEven {
  Param knob{};
  double assumed = 0;           ///< the scenario's value
  std::optional<double> value;  ///< the value with equal times nearest to `assumed`; empty: none
};

/// One "PIM wins / loses" verdict at the scenario's algorithm and DPU count.
struct PimVerdict {
  PimReference reference = PimReference::GpuBound;
  double pimSeconds = 0;        ///< the PIM run, every epoch
  double referenceSeconds = 0;  ///< the reference, the same epochs
  bool pimFaster = false;
  std::vector<PimBreakEven> breakEvens;  ///< one per assumed input either time depends on
};

/// The assumed inputs a reference's verdict depends on in `scenario`, PIM's first: the hardware
/// bounds rest on assumed sustained bandwidths too (the CPU's share of its DRAM peak; PCIe, or
/// HBM when the training set is resident).
std::vector<Param> pimAssumedKnobs(PimReference reference, const Scenario& scenario);

/// The reference's time over the PIM run's for the scenario, the same epochs (above 1: PIM is
/// faster); what a verdict compares, without its break-evens.
Result<double> pimReferenceOverPim(const Scenario& scenario, PimReference reference);

/// The three verdicts of the scenario's PIM run, each with its break-even values.
Result<std::vector<PimVerdict>> pimVerdicts(const Scenario& scenario);

}  // namespace scalescope::model
