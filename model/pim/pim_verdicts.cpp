#include "model/pim/pim_verdicts.h"

#include <cmath>
#include <limits>

#include "model/core/parameter_table.h"
#include "model/core/scenario.h"
#include "model/pim/pim.h"
#include "model/pim/pim_baselines.h"

namespace scalescope::model {

namespace {

// Points of the scan over a knob's range before the bisection: enough to see every crossing
// of two smooth times that differ by a few per-call or per-step terms.
constexpr int kScanPoints = 65;
constexpr int kBisections = 60;

struct Times {
  double pim = 0, reference = 0;
};

Result<Times> timesOf(const Scenario& s, PimReference reference) {
  auto p = pimParams(s);
  if (!p) return Result<Times>::failure(p.errorText());
  auto run = pimEpochBreakdown(*p);
  if (!run) return Result<Times>::failure(run.errorText());
  auto b = pimBaselines(*p);
  if (!b) return Result<Times>::failure(b.errorText());
  const double one = reference == PimReference::GpuBound           ? b->gpu.seconds
                     : reference == PimReference::CpuSameAlgorithm ? b->cpuSameAlgorithm.seconds
                                                                   : b->cpu.seconds;
  return Times{run->totalSeconds, p->epochs * one};
}

// log(T_PIM / T_reference) with the knob at v; empty where the model refuses the value.
std::optional<double> gapAt(Scenario s, PimReference reference, Param knob, double v) {
  if (!s.set(knob, v).empty()) return std::nullopt;
  const auto t = timesOf(s, reference);
  if (!t || !(t->pim > 0) || !(t->reference > 0)) return std::nullopt;
  return std::log(t->pim / t->reference);
}

std::optional<double> breakEven(const Scenario& s, PimReference reference, Param knob) {
  const ParameterSpec& spec = parameterSpec(knob);
  const bool log = spec.scale == SliderScale::Log && spec.minimum > 0;
  const auto at = [&](double u) { return log ? std::exp(u) : u; };
  const double lo = log ? std::log(spec.minimum) : spec.minimum;
  const double hi = log ? std::log(spec.maximum) : spec.maximum;
  const double here = log ? std::log(std::max(s.get(knob), spec.minimum)) : s.get(knob);
  std::optional<double> best;
  double bestDistance = std::numeric_limits<double>::infinity();
  double prevU = lo;
  std::optional<double> prev = gapAt(s, reference, knob, at(lo));
  for (int i = 1; i < kScanPoints; ++i) {
    const double u = lo + (hi - lo) * i / (kScanPoints - 1);
    const std::optional<double> gap = gapAt(s, reference, knob, at(u));
    if (prev && gap && (*prev < 0) != (*gap < 0)) {
      // Bisect the bracket [prevU, u] in the scan's variable.
      double a = prevU, b = u, ga = *prev;
      for (int k = 0; k < kBisections; ++k) {
        const double m = 0.5 * (a + b);
        const auto gm = gapAt(s, reference, knob, at(m));
        if (!gm) break;
        if ((*gm < 0) == (ga < 0)) {
          a = m;
          ga = *gm;
        } else {
          b = m;
        }
      }
      const double root = 0.5 * (a + b);
      if (std::abs(root - here) < bestDistance) {
        bestDistance = std::abs(root - here);
        best = at(root);
      }
    }
    prev = gap;
    prevU = u;
  }
  return best;
}

}  // namespace

std::vector<Param> pimAssumedKnobs(PimReference reference, const Scenario& scenario) {
  // The PIM side: the host's fixed cost per call and the growth of host↔DPU bandwidth with
  // the ranks. The CPU's bound and the CPU running the same algorithm rest on an assumed
  // sustained DRAM bandwidth (65 % of the peak); the latter adds PyTorch's cost per local step
  // and the allreduce's latency and bandwidth. The GPU bound rests on the sustained PCIe
  // bandwidth, and on HBM's when the training set is resident (PCIe still counts: a set larger
  // than the card's memory is streamed).
  std::vector<Param> knobs = {Param::PimHostCallOverheadUs, Param::PimRankScalingExponent};
  switch (reference) {
    case PimReference::GpuBound:
      knobs.push_back(Param::PimPcieGbs);
      if (scenario.choiceName(Param::PimGpuData) == "resident")
        knobs.push_back(Param::PimGpuBandwidthGbs);
      break;
    case PimReference::CpuSameAlgorithm:
      for (Param p : {Param::PimCpuBandwidthGbs, Param::PimCpuStepOverheadUs,
                      Param::PimCpuAllreduceLatencyUs, Param::PimCpuAllreduceGbs})
        knobs.push_back(p);
      break;
    case PimReference::CpuBound:
      knobs.push_back(Param::PimCpuBandwidthGbs);
      break;
  }
  return knobs;
}

Result<double> pimReferenceOverPim(const Scenario& scenario, PimReference reference) {
  const auto t = timesOf(scenario, reference);
  if (!t) return Result<double>::failure(t.errorText());
  return t->reference / t->pim;
}

Result<std::vector<PimVerdict>> pimVerdicts(const Scenario& scenario) {
  using R = Result<std::vector<PimVerdict>>;
  std::vector<PimVerdict> out;
  for (PimReference reference :
       {PimReference::GpuBound, PimReference::CpuSameAlgorithm, PimReference::CpuBound}) {
    const auto t = timesOf(scenario, reference);
    if (!t) return R::failure(t.errorText());
    PimVerdict v;
    v.reference = reference;
    v.pimSeconds = t->pim;
    v.referenceSeconds = t->reference;
    v.pimFaster = t->pim < t->reference;
    for (Param knob : pimAssumedKnobs(reference, scenario))
      v.breakEvens.push_back({knob, scenario.get(knob), breakEven(scenario, reference, knob)});
    out.push_back(std::move(v));
  }
  return out;
}

}  // namespace scalescope::model
