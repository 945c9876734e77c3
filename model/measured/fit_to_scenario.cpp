#include "model/measured/fit_to_scenario.h"

#include "model/core/number_text.h"
#include "model/core/parameter_table.h"

namespace scalescope::model {

namespace {

/// Nothing can be applied, for this reason.
void refuse(FitApplication& out, MarkedText why) {
  out.problem = why.english();
  out.problemText = std::move(why);
}

/// "serial_fraction ← 1−α = 0.0123 (Amdahl fit)", and where the value was raised to the
/// parameter's minimum ", raised to its minimum 1e-12".
MarkedText assignmentLine(const FitAssignment& a, const ParameterSpec& spec, Law law) {
  if (!a.clamped)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 ← %2 = %3 (%4 fit)"),
                        {spec.id, a.symbol, shortNumber(a.fitted, 4), lawTitleText(law)});
  return modelMessage(
      SCALESCOPE_TR_NOOP("Model", "%1 ← %2 = %3 (%4 fit), raised to its minimum %5"),
      {spec.id, a.symbol, shortNumber(a.fitted, 4), lawTitleText(law), shortNumber(spec.minimum)});
}

}  // namespace

FitApplication applicationOfFit(const FitResult& fit) {
  FitApplication out;
  const LawEntry& law = lawEntry(fit.kind);
  // The fitted parameters the scenario shows, in the law's order: serial_fraction ← 1−α of
  // Amdahl or Gustafson (each law reads it in its own sense, law_table.cpp), σ and κ of the
  // USL.
  std::vector<FitAssignment> wanted;
  if (law.timeLaw)
    for (std::size_t i = 0; i < law.timeLaw->parameters.size(); ++i) {
      const FittedParameter& p = law.timeLaw->parameters[i];
      if (!p.shownBy || i >= fit.parameterNames.size()) continue;
      const double value = fit.parameters(static_cast<Eigen::Index>(i));
      wanted.push_back({*p.shownBy, (p.shownAsComplement ? "1−" : "") + std::string(p.symbol),
                        p.shownAsComplement ? 1.0 - value : value});
    }
  if (wanted.empty()) {
    refuse(out,
           law.timeLaw && !law.timeLaw->noCounterpart.empty()
               ? modelMessage(law.timeLaw->noCounterpart.data())
               : modelMessage(
                     SCALESCOPE_TR_NOOP(
                         "Model", "the %1 fit has no counterpart among the scenario's parameters"),
                     {lawTitleText(fit.kind)}));
    return out;
  }
  for (FitAssignment a : wanted) {
    const ParameterSpec& spec = parameterTable()[paramIndex(a.param)];
    a.value = a.fitted;
    if (a.fitted > spec.maximum) {
      refuse(out, modelMessage(SCALESCOPE_TR_NOOP("Model",
                                                  "%1 = %2 of the %3 fit is above %4's maximum %5: "
                                                  "not applied"),
                               {a.symbol, shortNumber(a.fitted, 4), lawTitleText(fit.kind), spec.id,
                                shortNumber(spec.maximum)}));
      out.assignments.clear();
      out.lines.clear();
      return out;
    }
    if (a.fitted < spec.minimum) {
      a.value = spec.minimum;
      a.clamped = true;
    }
    out.lines.push_back(assignmentLine(a, spec, fit.kind));
    out.assignments.push_back(a);
  }
  return out;
}

}  // namespace scalescope::model
