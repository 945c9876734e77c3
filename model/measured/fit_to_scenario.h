#pragma once
// Which scenario parameters a fitted law sets ("Apply to model" in the Fit tab), as its entry
// in the law table says (FittedParameter::shownBy): the serial fraction of an Amdahl or
// Gustafson fit, σ and κ of a USL fit. The timeline fit's a, b, c
// have no one-to-one counterpart (the timeline model splits a step into more parts than the
// reduced form has), so it sets nothing. A fitted value below a parameter's minimum (a bound
// of 0 that a logarithmic slider cannot hold) is raised to the minimum and marked; one above
// the maximum is refused: the scenario would show another model than the fit.

#include <optional>
#include <string>
#include <vector>

#include "model/core/param.h"
#include "model/core/translatable.h"
#include "model/measured/fit.h"

namespace scalescope::model {

/// One parameter set from a fit.
struct FitAssignment {
  Param param{};
  std::string symbol;    ///< in the fit's terms: "1−α", "σ", "κ"
  double fitted = 0;     ///< the value the fit gives
  double value = 0;      ///< what the parameter is set to (fitted, or raised to the minimum)
  bool clamped = false;  ///< value ≠ fitted: raised to the parameter's minimum
};

/// What applying a fit does; `problem` says why nothing can be applied ("" when it can).
struct FitApplication {
  std::vector<FitAssignment> assignments;
  std::string problem;                    ///< in English
  std::optional<MarkedText> problemText;  ///< the same as composed, for a translation
  /// "serial_fraction ← 1−α = 0.0123 (Amdahl fit)", one entry per assignment (context
  /// "Model").
  std::vector<MarkedText> lines;
};

FitApplication applicationOfFit(const FitResult& fit);

}  // namespace scalescope::model
