#pragma once
// The scaling laws as one table (model/README.md §1, §4). An entry says what a law is called,
// the curve S(N) it draws with the scenario's parameters, the time law T(N; θ) that is fitted
// to measured runs, the fitted parameters with their units and ranges, and the scenario
// parameter that shows each fitted value. Every list people see is built from this table: the
// Curves tab's menu, graphs and legends, the choices of scaling.law (the Fit tab's and the
// residuals' law), `--law` and its help, and the curve and formula ids a lesson may name.
// Adding a law is an enumerator and an entry (ARCHITECTURE.md, "Add a law").

#include <Eigen/Core>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/param.h"
#include "model/core/result.h"
#include "model/core/translatable.h"

namespace scalescope::model {

class Scenario;

/// The laws, in the order of the table: the order of the Curves tab's graphs, of the choices
/// of scaling.law and of `--law`'s list.
enum class Law : std::uint8_t { Amdahl, Gustafson, Usl, Ideal, Timeline, SunNi };

/// The runs a time law describes: a fixed problem on more units (strong scaling) or a problem
/// that grows with N (weak scaling).
enum class LawScaling : std::uint8_t { Strong, Weak };

/// A law's curve at one N, with the scenario's parameters.
struct LawPoint {
  double speedup = 1;
  double efficiency = 1;      ///< S/N, or the law's own expanded form of it (timeline, §3)
  double payloadSpeedup = 1;  ///< P/P₁: S, except where the law counts its payload apart (§3)
};

/// How a law draws its curve, and the toggle that shows it.
struct LawCurveSpec {
  /// The curve at N ≥ 1; a failure says why (invalid parameters).
  Result<LawPoint> (*at)(const Scenario& scenario, double n) = nullptr;
  /// Legend text naming the law and its parameters: "USL (σ = 7.2e-07, κ = 1e-13)"
  /// (translated by the views: model/core/translatable.h).
  MarkedText (*label)(const Scenario& scenario) = nullptr;
  /// The same, short, for a small pane: "USL σ=7.2e-07 κ=1e-13".
  MarkedText (*shortLabel)(const Scenario& scenario) = nullptr;
  std::string_view menuName;  ///< in the Curves tab's menu: "Timeline model"
  Param show{};               ///< the toggle that draws it (its row is built from here)
  std::string_view showLabel;
  bool shownByDefault = true;
  std::string_view showTooltip;
  /// A reference line, not a machine's law (ideal scaling): drawn thin and grey.
  bool reference = false;
};

/// One parameter of a time law.
struct FittedParameter {
  std::string_view id;       ///< key of FitResult::parameterNames and of `--fit`'s JSON
  std::string_view symbol;   ///< "t₁", "α"
  std::string_view unit;     ///< "s", or "" for a pure number
  double low = 0, high = 0;  ///< the range the fit keeps (±inf: open on that side)
  /// The scenario parameter that shows the fitted value ("Apply to model"), where one does;
  /// with shownAsComplement it holds 1 − value (the serial fraction is 1−α).
  std::optional<Param> shownBy = std::nullopt;
  bool shownAsComplement = false;
};

inline constexpr int kMaxLawParameters = 3;
/// Per parameter (∂T/∂θ, a row of the linear design); entries past the count are 0.
using LawParameterArray = std::array<double, kMaxLawParameters>;

/// The time law fitted to measured runs (model/README.md §4), in seconds at N ≥ 1 for the
/// parameters in the order of `parameters`.
struct TimeLaw {
  std::string_view formula;  ///< "T(N) = t₁·((1−α) + α/N)"
  LawScaling scaling = LawScaling::Strong;
  std::vector<FittedParameter> parameters;
  double (*time)(double n, const Eigen::VectorXd& p) = nullptr;
  LawParameterArray (*gradient)(double n, const Eigen::VectorXd& p) = nullptr;
  /// A row of the design matrix of the law's linear or linearised form at N: its rank over
  /// the fitted N says whether they can separate the parameters at all.
  LawParameterArray (*designRow)(double n) = nullptr;
  /// Starting values from the runs, finite; the fitter clamps them into the ranges.
  Eigen::VectorXd (*start)(const Eigen::VectorXd& n, const Eigen::VectorXd& t) = nullptr;
  /// Why applying the fit sets nothing, when no parameter is shownBy a scenario parameter;
  /// marked in context "Model".
  std::string_view noCounterpart;
};

/// One law. Its names, title and menu name are marked for translation in the context "Law",
/// the show toggle's label and tooltip in "Parameter" (they are rows of the parameter table;
/// model/core/translatable.h); views translate them where they show them.
struct LawEntry {
  Law law{};
  std::string_view id;     ///< "amdahl": `--law`, scaling.law, curve ids, scaling.csv
  std::string_view name;   ///< in lists and combo boxes: "Timeline"
  std::string_view title;  ///< in a sentence and legends: "timeline model"
  std::optional<LawCurveSpec> curve;
  std::optional<TimeLaw> timeLaw;  ///< empty: the law is drawn, not fitted
};

/// Every law, in the order of the enumerators (checked when the table is built).
std::span<const LawEntry> lawTable();
const LawEntry& lawEntry(Law law);
/// The laws with a time law, in table order: the choices of scaling.law and of `--law`.
std::vector<Law> fittedLaws();
/// The ids of the fitted laws joined by `separator`, the last by `last` when given:
/// "amdahl, gustafson, usl or timeline".
std::string fittedLawIds(std::string_view separator, std::string_view last = {});

/// The law of an id, any case ("USL"); empty for an unknown id.
std::optional<Law> lawFromName(std::string_view name);
/// The law's id, as accepted by lawFromName and `--fit --law`.
std::string_view lawName(Law law);
/// Why `law` must not be fitted to a series of this kind. Gustafson's scaled speed-up
/// describes weak scaling (the work per unit is fixed, the problem grows with N); fitted to
/// fixed-size times it would read a strong-scaling slowdown as a serial share of a growing
/// problem, so it is refused unless the series is marked weak. Conversely a
/// strong-scaling law (Amdahl, USL, timeline) is refused on a series marked weak: its serial
/// fraction or contention read from near-flat times is no property of the program. The message
/// says which laws to fit instead; nothing when the law may be fitted.
std::optional<MarkedText> lawScalingProblemText(Law law, bool weakScaling);
/// The same in English, "" when the law may be fitted.
std::string lawScalingProblem(Law law, bool weakScaling);
/// The law's title as a composed text (context "Law"), for messages that name it: "USL".
MarkedText lawTitleText(Law law);
/// Parameter ids of a law's time law, in the order of FitResult::parameters; empty when the
/// law is not fitted.
std::vector<std::string> lawParameterNames(Law law);
/// Time in seconds the law's time law gives at N (≥ 1) for parameters in lawParameterNames
/// order; 0 for a law without one.
double lawTimeSeconds(Law law, double n, const Eigen::VectorXd& parameters);
/// The design matrix of a time law's linear(ised) form, one row per N.
Eigen::MatrixXd linearDesign(const TimeLaw& law, const Eigen::VectorXd& n);

}  // namespace scalescope::model
