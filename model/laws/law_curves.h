#pragma once
// Speed-up and efficiency curves of the laws over a log-spaced range of N, for the Scaling
// view and scaling.csv: one per law of the law table that draws a curve.

#include <string>
#include <vector>

#include "model/laws/law_table.h"

namespace scalescope::model {

class Scenario;

/// count values from lo to hi (both included), evenly spaced in log10. lo > 0, count ≥ 2.
std::vector<double> logSpace(double lo, double hi, int count);

/// One law's curve: speed-up S(N), efficiency and payload speed-up P/P₁ at each N.
struct LawCurve {
  std::string law;  ///< the law's id: "amdahl", "gustafson", "usl", "ideal", "timeline"
  Law kind{};
  MarkedText label;       ///< legend text naming the law and its parameters (translatable.h)
  MarkedText shortLabel;  ///< the same for a small pane
  std::vector<double> n, speedup, efficiency, payloadSpeedup;
};

/// The curve of every law that draws one, in the order of the law table, for N in [1, nMax]
/// (`points` log-spaced values; a curve ends at the first N its law refuses). Amdahl reads
/// serial_fraction as the serial share of the run on ONE unit (fixed problem); Gustafson
/// reads the same number as the serial share of the run on N units (the problem grown to
/// fill the machine), which is why its curve rises almost as N. For one and the same run
/// s_G = s_A/(s_A + (1−s_A)/N) and both laws give the same S; the two curves differ in what
/// grows with N, not in the machine, and their labels say which share each uses.
std::vector<LawCurve> lawCurves(const Scenario& scenario, double nMax, int points);

}  // namespace scalescope::model
