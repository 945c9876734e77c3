#include "model/lessons/formula.h"

#include <algorithm>

#include "model/core/translatable.h"
#include "model/data/top500.h"
#include "model/laws/law_params.h"
#include "model/laws/law_table.h"
#include "model/laws/laws.h"
#include "model/pim/pim.h"
#include "model/timeline/timeline.h"

namespace scalescope::model {

namespace {

std::string num(double v) {
  return formatQuantity(v, "");
}
std::string secs(double v) {
  return formatQuantity(v, "s");
}

using FormulaResult = Result<FormulaText>;

FormulaResult amdahl(const LessonContext& c, bool speedup) {
  const LawParams p = lawParams(*c.scenario);
  const auto value =
      speedup ? amdahlSpeedup(p.n, p.serialFraction) : amdahlEfficiency(p.n, p.serialFraction);
  if (!value) return FormulaResult::failure(value.errorText());
  const std::string s = num(p.serialFraction), n = num(p.n);
  FormulaText f;
  f.value = *value;
  if (speedup) {
    f.title = {"Formula", SCALESCOPE_TR_NOOP("Formula", "Amdahl's law (speed-up)"), {}};
    f.lines = {
        "S = 1 / ((1−α) + α/N)", "  = 1 / (" + s + " + (1 − " + s + ") / " + n + ")",
        "  = 1 / (" + num(p.serialFraction) + " + " + num((1 - p.serialFraction) / p.n) + ")",
        "  = " + formatQuantity(*value, "×")};
  } else {
    f.title = {"Formula", SCALESCOPE_TR_NOOP("Formula", "Amdahl's law (efficiency)"), {}};
    f.lines = {"E = 1 / (N·(1−α) + α)", "  = 1 / (" + n + " · " + s + " + (1 − " + s + "))",
               "  = 1 / (" + num(p.n * p.serialFraction) + " + " + num(1 - p.serialFraction) + ")",
               "  = " + num(*value)};
  }
  return f;
}

FormulaResult gustafson(const LessonContext& c) {
  const LawParams p = lawParams(*c.scenario);
  const auto value = gustafsonSpeedup(p.n, p.serialFraction);
  if (!value) return FormulaResult::failure(value.errorText());
  const std::string s = num(p.serialFraction);
  return FormulaText{{"Formula",
                      SCALESCOPE_TR_NOOP("Formula",
                                         "Gustafson's law (scaled speed-up; s = serial "
                                         "share of the N-unit run)"),
                      {}},
                     {"S = s + (1 − s)·N", "  = " + s + " + (1 − " + s + ") · " + num(p.n),
                      "  = " + formatQuantity(*value, "×")},
                     *value};
}

FormulaResult usl(const LessonContext& c) {
  const LawParams p = lawParams(*c.scenario);
  const auto value = uslSpeedup(p.n, p.uslSigma, p.uslKappa);
  if (!value) return FormulaResult::failure(value.errorText());
  const std::string n = num(p.n), n1 = num(p.n - 1);
  return FormulaText{{"Formula", SCALESCOPE_TR_NOOP("Formula", "Universal Scalability Law"), {}},
                     {"S = N / (1 + σ(N−1) + κN(N−1))",
                      "  = " + n + " / (1 + " + num(p.uslSigma) + " · " + n1 + " + " +
                          num(p.uslKappa) + " · " + n + " · " + n1 + ")",
                      "  = " + formatQuantity(*value, "×")},
                     *value};
}

FormulaResult karpFlatt(const LessonContext& c) {
  if (!c.system || !c.data)
    return FormulaResult::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "karp_flatt: the step names no TOP500 entry")));
  if (const Top500Entry* found = findEntry(c.data->top500, *c.system)) {
    const Top500Entry& e = *found;
    const auto value = serialFraction(e);
    if (!value) return FormulaResult::failure(value.errorText());
    const double n = static_cast<double>(e.cores);
    // A row against another peak than the list's says which: its Rpeak is not the list's.
    const char* title =
        e.peakBasis == PeakBasis::Vector
            ? SCALESCOPE_TR_NOOP("Formula",
                                 "Effective serial fraction (Karp–Flatt) of %1, %2, against its "
                                 "vector peak")
        : e.peakBasis == PeakBasis::Matrix
            ? SCALESCOPE_TR_NOOP("Formula",
                                 "Effective serial fraction (Karp–Flatt) of %1, %2, against its "
                                 "matrix peak")
            : SCALESCOPE_TR_NOOP("Formula", "Effective serial fraction (Karp–Flatt) of %1, %2");
    return FormulaText{{"Formula", title, {e.system, e.list}},
                       {"1−α_eff = (Rpeak/Rmax − 1) / (N − 1)",
                        "        = (" + num(e.rpeakTflops) + " / " + num(e.rmaxTflops) +
                            " − 1) / (" + num(n) + " − 1)",
                        "        = " + num(e.rpeakTflops / e.rmaxTflops - 1) + " / " + num(n - 1),
                        "        = " + num(*value)},
                       *value};
  }
  return FormulaResult::failure(modelMessage(
      SCALESCOPE_TR_NOOP("Model",
                         "karp_flatt: no TOP500 entry '%1' on the %2 list in the loaded data"),
      {MarkedArg::verbatim(c.system->name), MarkedArg::verbatim(c.system->list)}));
}

FormulaResult payload(const LessonContext& c) {
  const LawParams p = lawParams(*c.scenario);
  const double unitGflops = c.scenario->get(Param::ScalingUnitPeakGflops);
  const auto e = amdahlEfficiency(p.n, p.serialFraction);
  if (!e) return FormulaResult::failure(e.errorText());
  const double tflops = p.n * unitGflops / 1000.0 * *e;
  return FormulaText{
      {"Formula", SCALESCOPE_TR_NOOP("Formula", "Payload performance"), {}},
      {"P = N · P₁ · E",
       "  = " + num(p.n) + " · " + formatQuantity(unitGflops, "GFlop/s") + " · " + num(*e),
       "  = " + formatQuantity(tflops, "TFlop/s")},
      tflops};
}

FormulaResult timeline(const LessonContext& c) {
  const double n = c.scenario->get(Param::N);
  const auto b = timelineAt(timelineParams(*c.scenario), n);
  if (!b) return FormulaResult::failure(b.errorText());
  return FormulaText{
      {"Formula", SCALESCOPE_TR_NOOP("Formula", "Timeline model: one step on N units"), {}},
      {"T(N) = T_serial + T_compute/(N·r·g) + T_copy + T_comm(N) + T_sync(N)",
       "     = " + secs(b->serialSeconds) + " + " + secs(b->computeSeconds) + " + " +
           secs(b->copySeconds) + " + " + secs(b->commSeconds) + " + " + secs(b->syncSeconds),
       "     = " + secs(b->totalSeconds),
       "E = T(1) / (N·T(N)) = " + num(b->efficiency) +
           ",  T_comm/T_compute = " + num(b->commToComputeRatio)},
      b->efficiency};
}

FormulaResult pim(const LessonContext& c) {
  const auto params = pimParams(*c.scenario);
  if (!params) return FormulaResult::failure(params.errorText());
  const auto b = pimRunBreakdown(*params);
  if (!b) return FormulaResult::failure(b.errorText());
  return FormulaText{
      {"Formula",
       SCALESCOPE_TR_NOOP("Formula", "PIM model: where the run's time goes (%1 DPUs)"),
       {num(params->dpus)}},
      // Symbols only, the same in every language: the title says what they are.
      {"T = T_DPU + T_MRAM↔WRAM + T_CPU→DPU + T_DPU→CPU + T_sync",
       "  = " + secs(b->dpuComputeSeconds) + " + " + secs(b->mramWramSeconds) + " + " +
           secs(b->cpuToDpuSeconds) + " + " + secs(b->dpuToCpuSeconds) + " + " +
           secs(b->hostSyncSeconds),
       "  = " + secs(b->totalSeconds),
       "(T_CPU→DPU + T_DPU→CPU + T_sync) / T = " +
           formatQuantity(b->communicationSeconds() / b->totalSeconds, "", 2, true)},
      b->totalSeconds};
}

// The laws' formulas, by law of the law table: the first of a law is named by its id, a
// second by the id and its suffix (Amdahl's speed-up next to his efficiency). A law without
// one here has no formula a lesson can name.
struct LawFormula {
  Law law;
  std::string_view suffix;
  FormulaResult (*write)(const LessonContext&);
};
const LawFormula kLawFormulas[] = {
    {Law::Amdahl, "", [](const LessonContext& c) { return amdahl(c, false); }},
    {Law::Amdahl, "_speedup", [](const LessonContext& c) { return amdahl(c, true); }},
    {Law::Gustafson, "", gustafson},
    {Law::Usl, "", usl},
    {Law::Timeline, "", timeline},
};

std::string formulaId(const LawFormula& f) {
  return std::string(lawName(f.law)).append(f.suffix);
}

}  // namespace

const std::vector<std::string>& formulaIds() {
  static const std::vector<std::string> ids = [] {
    std::vector<std::string> out;
    for (const LawEntry& law : lawTable())
      for (const LawFormula& f : kLawFormulas)
        if (f.law == law.law) out.push_back(formulaId(f));
    for (const char* other : {"karp_flatt", "payload", "pim"}) out.emplace_back(other);
    return out;
  }();
  return ids;
}

Result<FormulaText> lawFormula(std::string_view id, const LessonContext& c) {
  if (!c.scenario)
    return FormulaResult::failure(modelMessage(SCALESCOPE_TR_NOOP("Model", "no scenario")));
  for (const LawFormula& f : kLawFormulas)
    if (formulaId(f) == id) return f.write(c);
  if (id == "karp_flatt") return karpFlatt(c);
  if (id == "payload") return payload(c);
  if (id == "pim") return pim(c);
  return FormulaResult::failure(modelMessage(SCALESCOPE_TR_NOOP("Model", "unknown formula '%1'"),
                                             {MarkedArg::verbatim(std::string(id))}));
}

FormulaText withheldValue(FormulaText formula) {
  if (formula.lines.size() < 2) return formula;  // the symbolic form alone states no value
  const std::string& last = formula.lines.back();
  const std::size_t equals = last.find('=');
  std::string asked =
      (equals == std::string::npos ? std::string() : last.substr(0, equals)) + "= ?";
  // The symbolic form and the values put into it; lines that work them out further would leave
  // the answer one operation away ("= 1 / (0.05 + 9.28·10⁻⁴)", issue 31).
  formula.lines.resize(std::min<std::size_t>(formula.lines.size() - 1, 2));
  formula.lines.push_back(std::move(asked));
  return formula;
}

}  // namespace scalescope::model
