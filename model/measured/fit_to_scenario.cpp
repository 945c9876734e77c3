#include "model/measured/fit_to_scenario.h"

#include <algorithm>

#include "model/core/number_text.h"
#include "model/core/parameter_table.h"

namespace scalescope::model {

namespace {

double parameterNamed(const FitResult& fit, const std::string& id) {
  const auto it = std::find(fit.parameterNames.begin(), fit.parameterNames.end(), id);
  return fit.parameters(static_cast<Eigen::Index>(it - fit.parameterNames.begin()));
}

}  // namespace

FitApplication applicationOfFit(const FitResult& fit) {
  FitApplication out;
  std::vector<FitAssignment> wanted;
  switch (fit.kind) {
    case Law::Amdahl:
    case Law::Gustafson:
      // Both laws read serial_fraction in their own sense (law_curves.h): Amdahl as the
      // serial share on one unit, Gustafson as the serial share of the run on N units —
      // which is what each fit's 1−α is.
      wanted.push_back({Param::SerialFraction, "1−α", 1.0 - parameterNamed(fit, "alpha")});
      break;
    case Law::Usl:
      wanted.push_back({Param::UslSigma, "σ", parameterNamed(fit, "sigma")});
      wanted.push_back({Param::UslKappa, "κ", parameterNamed(fit, "kappa")});
      break;
    case Law::Timeline:
      out.problem =
          "the timeline fit's a, b, c have no counterpart among the scenario's parameters "
          "(the timeline model splits a step into more parts than a + b/N + c·⌈log₂N⌉)";
      return out;
  }
  const std::string lawLabel = fit.kind == Law::Amdahl      ? "Amdahl"
                               : fit.kind == Law::Gustafson ? "Gustafson"
                                                            : "USL";
  for (FitAssignment a : wanted) {
    const ParameterSpec& spec = parameterTable()[paramIndex(a.param)];
    a.value = a.fitted;
    if (a.fitted > spec.maximum) {
      out.problem = a.symbol + " = " + shortNumber(a.fitted, 4) + " of the " + lawLabel +
                    " fit is above " + spec.id + "'s maximum " + shortNumber(spec.maximum) +
                    ": not applied";
      out.assignments.clear();
      out.lines.clear();
      return out;
    }
    if (a.fitted < spec.minimum) {
      a.value = spec.minimum;
      a.clamped = true;
    }
    std::string line =
        spec.id + " ← " + a.symbol + " = " + shortNumber(a.fitted, 4) + " (" + lawLabel + " fit)";
    if (a.clamped) line += ", raised to its minimum " + shortNumber(spec.minimum);
    out.lines.push_back(line);
    out.assignments.push_back(a);
  }
  return out;
}

}  // namespace scalescope::model
