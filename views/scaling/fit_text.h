#pragma once
// A fit in words: its parameters with their standard errors, its formula, and the one line of
// values the Fit tab shows beside "Apply to model" (and the note under its plot in full).

#include <QString>
#include <QStringList>

#include "model/laws/law_table.h"
#include "model/measured/fit.h"

namespace scalescope::views {

/// The fitted law's time law (law_table.h): formula and parameters as the table writes them.
const model::TimeLaw& timeLawOf(const model::FitResult& fit);
/// "T(N) = t₁((1−α) + α/N)": the fitted law's formula.
QString fittedFormula(const model::FitResult& fit);
/// "t₁ = 3.99 ± 0.02 s" lines of a fit, one parameter per entry.
QStringList fitParameterTexts(const model::FitResult& fit);
/// The parameters and R² in one line: "t₁ = 1787 ± 8.6 s, α = 0.9796 ± 0.00017, R² = 0.9994".
QString fitValuesLine(const model::FitResult& fit);

}  // namespace scalescope::views
