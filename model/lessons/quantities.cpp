#include "model/lessons/quantities.h"

#include <cmath>

#include "model/core/number_text.h"
#include "model/core/parameter_table.h"
#include "model/core/translatable.h"
#include "model/laws/law_params.h"
#include "model/laws/laws.h"
#include "model/lessons/quantity_table.h"
#include "model/measured/measured_series.h"
#include "model/pim/pim.h"
#include "model/pim/pim_verdicts.h"
#include "model/scaling/precision_gain.h"
#include "model/scaling/scaling_settings.h"
#include "model/timeline/timeline.h"

namespace scalescope::model {

namespace quantities {

Result<double> fail(MarkedText message) {
  return Result<double>::failure(std::move(message));
}

MarkedText pimModelText(const MarkedText& why) {
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "PIM model: %1"), {why});
}

namespace {

Result<double> timelineValue(const LessonContext& c, double TimelineBreakdown::*field) {
  const auto b = timelineAt(timelineParams(*c.scenario), c.scenario->get(Param::N));
  if (!b)
    return fail(modelMessage(SCALESCOPE_TR_NOOP("Model", "timeline model: %1"), {b.errorText()}));
  return (*b).*field;
}

Result<double> pimValue(const LessonContext& c, double (*pick)(const PimBreakdown&)) {
  const auto params = pimParams(*c.scenario);
  if (!params) return fail(pimModelText(params.errorText()));
  // The run the PIM view's breakdown shows: pim.epochs epochs at pim.dpus DPUs.
  const auto run = pimRunBreakdown(*params);
  if (!run) return fail(pimModelText(run.errorText()));
  return pick(*run);
}

/// The PIM run at pim.dpus against the paper's smallest configuration, 256 DPUs.
Result<double> pimScaling(const LessonContext& c, bool efficiency) {
  const auto params = pimParams(*c.scenario);
  if (!params) return fail(pimModelText(params.errorText()));
  const int dpus = params->dpus;
  if (dpus < 256)
    return fail(modelMessage(SCALESCOPE_TR_NOOP("Model", "pim.dpus is %1: at least 256 needed"),
                             {std::to_string(dpus)}));
  const auto sweep = pimScalingSweep(*params, {256, dpus});
  if (!sweep) return fail(pimModelText(sweep.errorText()));
  const auto& last = sweep->back();
  return efficiency ? last.efficiency : last.speedup;
}

/// Gustafson's serial share s_G of the N-unit run whose one-unit run has Amdahl share s
/// (SCIENCE: s_G = s_A / (s_A + (1 − s_A)/N), so both laws describe the same run).
double gustafsonShareOfRun(double n, double s) {
  return s == 0 ? 0.0 : s / (s + (1.0 - s) / n);
}

Result<double> precisionGain(const LessonContext& c, bool fp16) {
  const auto gains = precisionGainAt(*c.scenario, c.scenario->get(Param::N));
  const auto& v = fp16 ? gains.fp16Gain : gains.fp32Gain;
  if (v.empty() || !std::isfinite(v.front()))
    return fail(modelMessage(
        SCALESCOPE_TR_NOOP("Model", "timeline model: no precision gain at this scenario")));
  return v.front();
}

using TB = TimelineBreakdown;
using S = QuantityNeeds;

}  // namespace

const std::vector<Entry>& scenarioEntries() {
  static const std::vector<Entry> entries{
      {{"E", "", "Amdahl efficiency E = 1/(N(1−α) + α) at n and serial_fraction", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto p = lawParams(*c.scenario);
         return amdahlEfficiency(p.n, p.serialFraction);
       }},
      {{"S", "×", "Amdahl speed-up S = 1/((1−α) + α/N)", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto p = lawParams(*c.scenario);
         return amdahlSpeedup(p.n, p.serialFraction);
       }},
      {{"alpha", "", "parallel fraction α = 1 − serial_fraction", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return 1.0 - c.scenario->get(Param::SerialFraction);
       }},
      {{"amdahl.limit", "×", "Amdahl's ceiling 1/(1−α) as N grows without bound", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const double s = c.scenario->get(Param::SerialFraction);
         if (s <= 0)
           return fail(modelMessage(SCALESCOPE_TR_NOOP(
               "Model", "amdahl.limit: serial_fraction is 0, so S grows without bound")));
         return 1.0 / s;
       }},
      {{"amdahl.n_half", "", "N where Amdahl's E = 1/2: (1 + s)/s with s = serial_fraction",
        S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         // E = 1/(N s + 1 − s) = 1/2  ⇔  N = (1 + s)/s.
         const double s = c.scenario->get(Param::SerialFraction);
         return (1.0 + s) / s;
       }},
      {{"gustafson.speedup", "×",
        "Gustafson's scaled speed-up s + (1−s)·N, s = serial_fraction read as the share of the "
        "N-unit run",
        S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto p = lawParams(*c.scenario);
         return gustafsonSpeedup(p.n, p.serialFraction);
       }},
      {{"gustafson.serial_share", "",
        "s_G = s/(s + (1−s)/N): the share of the N-unit run that the Amdahl share s of the "
        "one-unit run becomes",
        S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto p = lawParams(*c.scenario);
         return gustafsonShareOfRun(p.n, p.serialFraction);
       }},
      {{"gustafson.speedup_same_run", "×",
        "Gustafson's law with s_G of the same run: equals Amdahl's S", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto p = lawParams(*c.scenario);
         return gustafsonSpeedup(p.n, gustafsonShareOfRun(p.n, p.serialFraction));
       }},
      {{"usl.speedup", "×", "USL speed-up N/(1 + σ(N−1) + κN(N−1))", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto p = lawParams(*c.scenario);
         return uslSpeedup(p.n, p.uslSigma, p.uslKappa);
       }},
      {{"usl.peak_n", "units", "N where the USL speed-up peaks, √((1−σ)/κ)", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto p = lawParams(*c.scenario);
         return uslPeakN(p.uslSigma, p.uslKappa);
       }},
      {{"payload_tflops", "TFlop/s", "payload N·P₁·E, P₁ = scaling.unit_peak_gflops", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto p = lawParams(*c.scenario);
         const double unitTflops = c.scenario->get(Param::ScalingUnitPeakGflops) / 1000.0;
         return payloadPerformance(p.n, p.serialFraction, unitTflops);
       }},
      {{"timeline.total_s", "s", "timeline model: time of one step T(N)", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return timelineValue(c, &TB::totalSeconds);
       }},
      {{"timeline.serial_s", "s", "timeline model: serial part", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return timelineValue(c, &TB::serialSeconds);
       }},
      {{"timeline.compute_s", "s", "timeline model: compute part T_compute/(N·r·g)", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return timelineValue(c, &TB::computeSeconds);
       }},
      {{"timeline.copy_s", "s", "timeline model: host↔device copy", S::Scenario},
       [](const LessonContext& c) -> Result<double> { return timelineValue(c, &TB::copySeconds); }},
      {{"timeline.comm_s", "s", "timeline model: communication", S::Scenario},
       [](const LessonContext& c) -> Result<double> { return timelineValue(c, &TB::commSeconds); }},
      {{"timeline.sync_s", "s", "timeline model: synchronisation", S::Scenario},
       [](const LessonContext& c) -> Result<double> { return timelineValue(c, &TB::syncSeconds); }},
      {{"timeline.speedup", "×", "timeline model: S = T(1)/T(N)", S::Scenario},
       [](const LessonContext& c) -> Result<double> { return timelineValue(c, &TB::speedup); }},
      {{"timeline.efficiency", "", "timeline model: E = S/N", S::Scenario},
       [](const LessonContext& c) -> Result<double> { return timelineValue(c, &TB::efficiency); }},
      {{"timeline.serial_fraction", "", "timeline model: 1−α_eff(N), Karp–Flatt", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return timelineValue(c, &TB::serialFraction);
       }},
      {{"timeline.comm_over_compute", "", "timeline model: communication / compute", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return timelineValue(c, &TB::commToComputeRatio);
       }},
      {{"timeline.payload_speedup", "×",
        "timeline model: work rate relative to one reference unit (the payload)", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return timelineValue(c, &TB::payloadSpeedup);
       }},
      {{"timeline.accelerator_gain", "×",
        "timeline model: payload with the accelerator on over the payload with it off, the rest "
        "of the scenario as it is",
        S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         Scenario on = *c.scenario, off = *c.scenario;
         on.set(Param::TimelineAccelerator, 1);
         off.set(Param::TimelineAccelerator, 0);
         LessonContext withOn = c, withOff = c;
         withOn.scenario = &on;
         withOff.scenario = &off;
         const auto a = timelineValue(withOn, &TB::payloadSpeedup);
         if (!a) return a;
         const auto b = timelineValue(withOff, &TB::payloadSpeedup);
         if (!b) return b;
         return *a / *b;
       }},
      {{"precision.fp16_gain", "×", "timeline model: T_FP64(N)/T_FP16(N) at n", S::Scenario},
       [](const LessonContext& c) -> Result<double> { return precisionGain(c, true); }},
      {{"precision.fp32_gain", "×", "timeline model: T_FP64(N)/T_FP32(N) at n", S::Scenario},
       [](const LessonContext& c) -> Result<double> { return precisionGain(c, false); }},
      {{"pim.total_s", "s", "PIM model: time of the run (pim.epochs epochs at pim.dpus)",
        S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimValue(c, [](const PimBreakdown& b) { return b.totalSeconds; });
       }},
      {{"pim.communication_s", "s", "PIM model: CPU→DPU + DPU→CPU + host sync", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimValue(c, [](const PimBreakdown& b) { return b.communicationSeconds(); });
       }},
      {{"pim.communication_share", "", "PIM model: communication / total time", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimValue(
             c, [](const PimBreakdown& b) { return b.communicationSeconds() / b.totalSeconds; });
       }},
      {{"pim.communication_vs_admm", "×",
        "PIM model: communication of pim.algorithm over that of ADMM, same configuration",
        S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         const auto mine =
             pimValue(c, [](const PimBreakdown& b) { return b.communicationSeconds(); });
         if (!mine) return mine;
         Scenario admm = *c.scenario;
         admm.set(Param::PimAlgorithm, static_cast<double>(PimAlgorithm::Admm));
         LessonContext a = c;
         a.scenario = &admm;
         const auto theirs =
             pimValue(a, [](const PimBreakdown& b) { return b.communicationSeconds(); });
         if (!theirs) return theirs;
         return *mine / *theirs;
       }},
      {{"pim.dpu_compute_s", "s", "PIM model: DPU instructions", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimValue(c, [](const PimBreakdown& b) { return b.dpuComputeSeconds; });
       }},
      {{"pim.mram_wram_s", "s", "PIM model: MRAM↔WRAM transfers inside the DPUs", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimValue(c, [](const PimBreakdown& b) { return b.mramWramSeconds; });
       }},
      {{"pim.cpu_to_dpu_s", "s", "PIM model: host to DPU transfers", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimValue(c, [](const PimBreakdown& b) { return b.cpuToDpuSeconds; });
       }},
      {{"pim.dpu_to_cpu_s", "s", "PIM model: DPU to host transfers", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimValue(c, [](const PimBreakdown& b) { return b.dpuToCpuSeconds; });
       }},
      {{"pim.host_sync_s", "s", "PIM model: averaging and updates on the host", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimValue(c, [](const PimBreakdown& b) { return b.hostSyncSeconds; });
       }},
      {{"pim.compute_over_mram", "×", "PIM model: DPU compute / MRAM↔WRAM time", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimValue(
             c, [](const PimBreakdown& b) { return b.dpuComputeSeconds / b.mramWramSeconds; });
       }},
      {{"pim.rounds", SCALESCOPE_TR_NOOP("Unit", "rounds"),
        "PIM model: host↔DPU synchronisation rounds of the run", S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimValue(c, [](const PimBreakdown& b) { return b.rounds; });
       }},
      {{"pim.cpu_over_pim", "×",
        "PIM model: time of the CPU running pim.algorithm (PyTorch, with the assumed "
        "pim.cpu_step_overhead_us per step) over the PIM run's, same epochs",
        S::Scenario},
       [](const LessonContext& c) -> Result<double> {
         return pimReferenceOverPim(*c.scenario, PimReference::CpuSameAlgorithm);
       }},
      {{"pim.speedup_over_256", "×",
        "PIM model: throughput at pim.dpus over throughput at 256 DPUs", S::Scenario},
       [](const LessonContext& c) -> Result<double> { return pimScaling(c, false); }},
      {{"pim.efficiency_over_256", "",
        "PIM model: pim.speedup_over_256 divided by the ideal pim.dpus/256", S::Scenario},
       [](const LessonContext& c) -> Result<double> { return pimScaling(c, true); }},
  };
  return entries;
}

}  // namespace quantities

Scenario stepScenario(const Lesson& lesson, std::size_t index, const DatasetCollection* data) {
  Scenario scenario;
  applyValues(scenario, lesson.set);
  for (std::size_t i = 0; i <= index && i < lesson.steps.size(); ++i) {
    const LessonStep& step = lesson.steps[i];
    applyValues(scenario, step.set);
    if (!step.series.empty() && data) {
      const auto all = measuredSeries(*data, seriesOptions(scalingSettings(scenario)));
      for (std::size_t k = 0; k < all.size(); ++k)
        if (all[k].name == step.series) scenario.set(Param::ScalingSeries, double(k + 1));
    }
    for (const ParamFromQuantity& from : step.setFrom) {
      const LessonContext context = stepContext(lesson, i, scenario, data);
      // A quantity the data cannot give leaves the parameter as it was; checkLesson says so.
      if (const auto value = evaluateQuantity(from.quantity, context))
        scenario.set(from.param, *value);
    }
  }
  return scenario;
}

LessonContext stepContext(const Lesson& lesson, std::size_t index, const Scenario& scenario,
                          const DatasetCollection* data) {
  LessonContext c;
  c.scenario = &scenario;
  c.data = data;
  if (index < lesson.steps.size()) {
    const LessonStep& step = lesson.steps[index];
    if (step.system) c.system = &*step.system;
    c.series = step.series;
  }
  return c;
}

const std::vector<QuantityInfo>& lessonQuantities() {
  static const std::vector<QuantityInfo> infos = [] {
    std::vector<QuantityInfo> v;
    for (const auto* list : quantities::allEntries())
      for (const auto& e : *list) v.push_back(e.info);
    return v;
  }();
  return infos;
}

std::optional<QuantityInfo> quantityInfo(std::string_view id) {
  if (const auto* e = quantities::find(id)) return e->info;
  if (const auto p = paramFromId(id)) {
    const auto& spec = parameterSpec(*p);
    return QuantityInfo{spec.id, spec.unit, spec.label, QuantityNeeds::Scenario, true};
  }
  return std::nullopt;
}

Result<double> evaluateQuantity(std::string_view id, const LessonContext& context) {
  if (!context.scenario)
    return quantities::fail(modelMessage(SCALESCOPE_TR_NOOP("Model", "no scenario to evaluate %1"),
                                         {MarkedArg::verbatim(std::string(id))}));
  if (const auto* e = quantities::find(id)) {
    auto value = e->evaluate(context);
    if (value && !std::isfinite(*value))
      return quantities::fail(
          modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: the model gives no finite value here"),
                       {std::string(id)}));
    return value;
  }
  if (const auto p = paramFromId(id)) return context.scenario->get(*p);
  return quantities::fail(modelMessage(SCALESCOPE_TR_NOOP("Model", "unknown quantity '%1'"),
                                       {MarkedArg::verbatim(std::string(id))}));
}

QuantityText quantityText(double value, const std::string& unit, int digits, bool percent) {
  if (percent) return {shortNumber(value * 100, digits), "%"};
  if (unit == "s") {
    // Seconds in the unit that reads best, as the timeline panel writes them.
    const double a = std::abs(value);
    if (a != 0 && a < 1e-6) return {shortNumber(value * 1e9, digits), "ns"};
    if (a != 0 && a < 1e-3) return {shortNumber(value * 1e6, digits), "µs"};
    if (a != 0 && a < 1) return {shortNumber(value * 1e3, digits), "ms"};
    if (a < 1e5) return {shortNumber(value, digits), "s"};
    return {scientificText(value, digits), "s"};
  }
  std::string number;
  if (std::abs(value) < 1e12 && value == std::round(value)) {
    // Whole counts (cores, DPUs, rounds) in full, with thousands separators: 387,872.
    const std::string digitsText = wholeNumber(std::abs(value));
    for (std::size_t i = 0; i < digitsText.size(); ++i) {
      if (i > 0 && (digitsText.size() - i) % 3 == 0) number += ',';
      number += digitsText[i];
    }
    if (value < 0) number = "-" + number;
  } else {
    number = scientificText(value, digits);
  }
  // "units" (what N counts) says nothing a number of processors does not already say.
  return {number, unit == "units" ? std::string() : unit};
}

std::string joinedText(const QuantityText& text) {
  if (text.unit.empty()) return text.number;
  if (text.unit == "×") return text.number + "×";
  return text.number + " " + text.unit;
}

std::string formatQuantity(double value, const std::string& unit, int digits, bool percent) {
  return joinedText(quantityText(value, unit, digits, percent));
}

}  // namespace scalescope::model
