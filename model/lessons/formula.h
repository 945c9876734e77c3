#pragma once
// The law a lesson step is about, written out with the scenario's values substituted, for the
// formula panel of presenter mode and the handouts:
//   E = 1 / (N·(1−α) + α)
//     = 1 / (387,872 · 7.2·10⁻⁷ + (1 − 7.2·10⁻⁷))
//     = 1 / (0.279 + 1)
//     = 0.782
// Every number comes from the model functions the views use.

#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/core/translatable.h"
#include "model/lessons/quantities.h"

namespace scalescope::model {

struct FormulaText {
  MarkedText title;  ///< "Amdahl's law (efficiency)", translated where shown
  /// In symbols and numbers only (C form: "0.05", "1,024"), the same in every language.
  std::vector<std::string> lines;  ///< symbolic form first, the value last
  double value = 0;                ///< what the last line states
};

/// The formula ids a step may name: the laws' (amdahl, amdahl_speedup, gustafson, usl,
/// timeline: ids of the law table, in its order), then karp_flatt, payload, pim.
const std::vector<std::string>& formulaIds();

/// The formula `id` for the context's scenario (karp_flatt: the step's TOP500 entry).
Result<FormulaText> lawFormula(std::string_view id, const LessonContext& context);

/// The formula as a step shows it before its question is answered: the symbolic form, the line
/// that puts the scenario's values into it (the student may work from them), and "= ?" (the
/// value line's indent kept) instead of the lines that work it out, so that neither the pane
/// nor the handout page gives the answer away or leaves it one division away.
FormulaText withheldValue(FormulaText formula);

}  // namespace scalescope::model
