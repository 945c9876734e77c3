// Rows of the parameter table for the Scaling view's settings (SCIENCE.md §4): what the
// predicted-vs-measured figures show. They are parameters, not widget state, so that they
// are saved with a scenario, undone like any edit and set from the command line for exports.
#include "model/core/parameter_rows.h"

namespace scalescope::model {

std::vector<ParameterSpec> scalingParameters() {
  const RowBuilder row{"Scaling view"};
  const auto toggle = [&](std::string id, std::string label, std::string tooltip) {
    return row.toggle(std::move(id), std::move(label), true, std::move(tooltip));
  };
  const auto choice = [&](std::string id, std::string label, std::vector<std::string> names,
                          std::string tooltip) {
    return row.choice(std::move(id), std::move(label), std::move(names), 0, std::move(tooltip));
  };
  const auto integer = [&](std::string id, std::string label, std::string unit, double lo,
                           double hi, double def, std::string tooltip) {
    return row.integer(std::move(id), std::move(label), std::move(unit), lo, hi, def,
                       SliderScale::Linear, std::move(tooltip));
  };

  return {
      choice("scaling.quantity", "Plotted quantity", {"speedup", "efficiency", "payload"},
             "What the curves tab plots against N: speed-up S(N), parallel efficiency "
             "E = S/N, or payload performance P = N·P₁·E."),
      toggle("scaling.show_amdahl", "Show Amdahl",
             "Draw Amdahl's law, reading 1−α as the serial share of the run on one unit "
             "(a fixed problem: strong scaling)."),
      toggle("scaling.show_gustafson", "Show Gustafson",
             "Draw Gustafson's scaled speed-up S = s + (1−s)·N, reading the same number as the "
             "serial share s of the run on N units (the problem grows with N: weak scaling). "
             "For one run the shares convert as s_G = s_A/(s_A + (1−s_A)/N), which turns "
             "Gustafson's S into Amdahl's; the curves differ in what grows, not in the machine."),
      toggle("scaling.show_usl", "Show USL", "Draw the Universal Scalability Law for σ and κ."),
      toggle("scaling.show_timeline", "Show timeline model",
             "Draw the timeline model of the current scenario (SCIENCE.md §3)."),
      toggle("scaling.show_ideal", "Show ideal", "Draw ideal scaling, S = N."),
      toggle("scaling.show_measured", "Show measured points",
             "Draw the measured series of the loaded files, one per group."),
      toggle("scaling.show_top500", "Show TOP500 systems",
             "Draw the loaded TOP500 entries (N = cores, E = Rmax/Rpeak, payload = Rmax)."),
      RowBuilder{row.group, 4}.number(
          "scaling.unit_peak_gflops", "Peak per unit P₁", "GFlop/s", 1e-3, 1e6, 70,
          SliderScale::Log,
          "Peak performance of one processing unit as it is (for an accelerated machine "
          "Rpeak/cores already includes the accelerator), for the payload P = N·P₁·E of the "
          "law curves. Default: Piz Daint 2018-11, Rpeak/cores = 27,154.3 TFlop/s / 387,872 ≈ "
          "70 GFlop/s. Measured series use their own per-unit peak (a unit_peak_gflops "
          "column) or their Rmax, never this one."),
      choice("scaling.law", "Law for residuals and fit", {"amdahl", "gustafson", "usl", "timeline"},
             "The law the residuals are taken against and the one fitted to the selected "
             "series (timeline: T = a + b/N + c·⌈log₂N⌉). Gustafson is fitted to weak-scaling "
             "series only (a 'scaling' column saying weak)."),
      integer("scaling.series", "Selected series", "", 1, 999, 1,
              "Which measured series (1 = first, in load order) the fit, scaling-study and "
              "T-against-1/N tabs show."),
      toggle("scaling.show_fit", "Show fit",
             "Fit the chosen law to the selected series and draw it with its 95 % band."),
      integer("scaling.fit_first_k", "Fit on first k points", "points", 0, 1000, 0,
              "Fit only the k runs with the smallest N and predict the rest ('fit small, "
              "predict large'); 0 fits every run."),
      choice("scaling.baseline", "Speed-up baseline", {"smallest_n", "one_node", "n1"},
             "Reference run of the measured speed-up: the smallest N measured, one node "
             "(the run at N = k units) or N = 1. S(N) = N_b·T(N_b)/T(N)."),
      integer("scaling.units_per_node", "Units per node k", "units", 1, 100000, 4,
              "k for the 'one node' baseline: a node holds k of the units N counts. "
              "Default 4 is an assumption (a small node); set it to your machine's."),
      choice("scaling.center", "Repetitions shown as", {"mean", "median"},
             "Runs with the same N in one group are repetitions: plot their mean or median "
             "(fits always use every run)."),
      choice("scaling.error_bars", "Error bars", {"min_max", "stddev"},
             "Spread of the repetitions: from the fastest to the slowest run, or ±1 sample "
             "standard deviation."),
  };
}

}  // namespace scalescope::model
