#pragma once
// Speed-up and efficiency curves of the laws over a log-spaced range of N, for the Scaling
// view and scaling.csv.

#include <string>
#include <vector>

namespace scalescope::model {

/// count values from lo to hi (both included), evenly spaced in log10. lo > 0, count ≥ 2.
std::vector<double> logSpace(double lo, double hi, int count);

/// One law's curve: speed-up S(N) and efficiency S/N at each N.
struct LawCurve {
  std::string law;    ///< "amdahl", "gustafson", "usl", "ideal", "timeline"
  std::string label;  ///< legend text naming the law and its parameters
  std::vector<double> n, speedup, efficiency;
};

/// Amdahl, Gustafson, USL and ideal speed-up for N in [1, nMax]. Amdahl reads serialFraction
/// as the serial share of the run on ONE unit (fixed problem); Gustafson reads the same number
/// as the serial share of the run on N units (the problem grown to fill the machine), which
/// is why its curve rises almost as N. For one and the same run s_G = s_A/(s_A + (1−s_A)/N)
/// and both laws give the same S; the two curves differ in what grows with N, not in the
/// machine, and their labels say which share each uses. Inputs must be valid
/// (as guaranteed by the parameter table): nMax ≥ 1, fractions in [0, 1], κ ≥ 0.
std::vector<LawCurve> lawCurves(double nMax, double serialFraction, double sigma, double kappa,
                                int points);

}  // namespace scalescope::model
