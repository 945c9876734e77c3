// Rows of the parameter table for the Scaling view's settings (model/README.md §4): what the
// predicted-vs-measured figures show. They are parameters, not widget state, so that they
// are saved with a scenario, undone like any edit and set from the command line for exports.
#include "model/core/parameter_rows.h"
#include "model/core/translatable.h"
#include "model/laws/law_table.h"

namespace scalescope::model {

std::vector<ParameterSpec> scalingParameters() {
  const RowBuilder row{SCALESCOPE_TR_NOOP("Parameter", "Scaling view")};
  const RowBuilder fine{SCALESCOPE_TR_NOOP("Parameter", "Scaling view"), 4};
  std::vector<ParameterSpec> rows = {
      row.choice(Param::ScalingQuantity, SCALESCOPE_TR_NOOP("Parameter", "Plotted quantity"),
                 {{"speedup", SCALESCOPE_TR_NOOP("Parameter", "speed-up")},
                  {"efficiency", SCALESCOPE_TR_NOOP("Parameter", "efficiency")},
                  {"payload", SCALESCOPE_TR_NOOP("Parameter", "payload")}},
                 0,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "What the curves tab plots against N: speed-up S(N), parallel efficiency "
                     "E = S/N, or payload performance P = N·P₁·E.")),
      row.toggle(Param::ScalingShowMeasured,
                 SCALESCOPE_TR_NOOP("Parameter", "Show measured points"), true,
                 SCALESCOPE_TR_NOOP(
                     "Parameter", "Draw the measured series of the loaded files, one per group.")),
      row.toggle(
          Param::ScalingShowTop500, SCALESCOPE_TR_NOOP("Parameter", "Show TOP500 systems"), true,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Draw the loaded TOP500 entries (N = cores, E = Rmax/Rpeak, payload = Rmax).")),
      fine.number(
          Param::ScalingUnitPeakGflops, SCALESCOPE_TR_NOOP("Parameter", "Peak per unit P₁"),
          "GFlop/s", 1e-3, 1e6, 70, SliderScale::Log,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Peak performance of one processing unit as it is (for an accelerated machine "
              "Rpeak/cores already includes the accelerator), for the payload P = N·P₁·E of the "
              "law curves. Default: Piz Daint 2018-11, Rpeak/cores = 27,154.3 TFlop/s / 387,872 ≈ "
              "70 GFlop/s. Measured series use their own per-unit peak (a unit_peak_gflops "
              "column) or their Rmax, never this one.")),
      row.integer(Param::ScalingSeries, SCALESCOPE_TR_NOOP("Parameter", "Selected series"), "", 1,
                  999, 1, SliderScale::Linear,
                  SCALESCOPE_TR_NOOP(
                      "Parameter",
                      "Which measured series (1 = first, in load order) the fit, scaling-study and "
                      "T-against-1/N tabs show. Loading data makes its first series the selected "
                      "one; scenario files also keep its name, which wins when they are opened.")),
      row.toggle(Param::ScalingShowFit, SCALESCOPE_TR_NOOP("Parameter", "Show fit"), true,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Fit the chosen law to the selected series and draw it with its 95 % band.")),
      row.integerOr(
          SCALESCOPE_TR_NOOP("Parameter", "all points"), Param::ScalingFitFirstK,
          SCALESCOPE_TR_NOOP("Parameter", "Fit on first k N values"),
          SCALESCOPE_TR_NOOP("Unit", "N values"), 0, 1000, 0, SliderScale::Linear,
          SCALESCOPE_TR_NOOP(
              "Parameter",
              "Fit only the runs at the k smallest distinct N (every repetition there) and "
              "predict the rest ('fit small, predict large'); 0 fits every run.")),
      row.choice(Param::ScalingFitNoise, SCALESCOPE_TR_NOOP("Parameter", "Noise of a run"),
                 {{"relative", SCALESCOPE_TR_NOOP("Parameter", "relative (∝ time)")},
                  {"constant", SCALESCOPE_TR_NOOP("Parameter", "constant (seconds)")}},
                 0,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "How the fit weights the runs. Relative: the scatter of a run grows with its "
                     "time (a 30 min run scatters by tens of seconds, a 30 s run by a fraction of "
                     "one), so each run is weighted by 1/time² and the prediction interval is a "
                     "percentage of the time. Constant: ordinary least squares on the seconds, "
                     "where the long runs at small N set the band of the short runs at large N.")),
      row.choice(Param::ScalingBaseline, SCALESCOPE_TR_NOOP("Parameter", "Speed-up baseline"),
                 {{"smallest_n", SCALESCOPE_TR_NOOP("Parameter", "smallest N")},
                  {"one_node", SCALESCOPE_TR_NOOP("Parameter", "one node")},
                  {"n1", SCALESCOPE_TR_NOOP("Parameter", "N = 1")}},
                 0,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Reference run of the measured speed-up: the smallest N measured, one node "
                     "(the run at N = k units) or N = 1. S(N) = N_b·T(N_b)/T(N).")),
      row.integer(Param::ScalingUnitsPerNode, SCALESCOPE_TR_NOOP("Parameter", "Units per node k"),
                  "units", 1, 100000, 4, SliderScale::Linear,
                  SCALESCOPE_TR_NOOP(
                      "Parameter",
                      "k for the 'one node' baseline: a node holds k of the units N counts. "
                      "Default 4 is an assumption (a small node); set it to your machine's.")),
      row.choice(Param::ScalingCenter, SCALESCOPE_TR_NOOP("Parameter", "Repetitions shown as"),
                 {{"mean", SCALESCOPE_TR_NOOP("Parameter", "mean")},
                  {"median", SCALESCOPE_TR_NOOP("Parameter", "median")}},
                 0,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Runs with the same N in one group are repetitions: plot their mean or median "
                     "(fits always use every run).")),
      row.choice(Param::ScalingErrorBars, SCALESCOPE_TR_NOOP("Parameter", "Error bars"),
                 {{"min_max", SCALESCOPE_TR_NOOP("Parameter", "min–max")},
                  {"stddev", SCALESCOPE_TR_NOOP("Parameter", "± standard deviation")}},
                 0,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "Spread of the repetitions: from the fastest to the slowest run, or ±1 sample "
                     "standard deviation.")),
  };
  // The laws' rows come from the law table: a toggle per curve, and the fitted laws as the
  // choices of scaling.law (the table sorts every row into its place). The toggles' text is
  // marked in the law table in the context "Parameter", the choices are the laws' titles
  // (context "Law").
  std::vector<ChoiceItem> fitted;
  for (const LawEntry& law : lawTable()) {
    if (law.curve)
      rows.push_back(row.toggle(law.curve->show, std::string(law.curve->showLabel),
                                law.curve->shownByDefault, std::string(law.curve->showTooltip)));
    if (law.timeLaw) fitted.push_back({std::string(law.id), std::string(law.title)});
  }
  rows.push_back(
      row.choice(Param::ScalingLaw, SCALESCOPE_TR_NOOP("Parameter", "Law for residuals and fit"),
                 std::move(fitted), 0,
                 SCALESCOPE_TR_NOOP(
                     "Parameter",
                     "The law the residuals are taken against and the one fitted to the selected "
                     "series (timeline: T = a + b/N + c·⌈log₂N⌉). Gustafson is fitted to "
                     "weak-scaling series only (a 'scaling' column saying weak).")));
  rows.back().choiceContext = "Law";
  return rows;
}

}  // namespace scalescope::model
