// The entries of the law table: per law its names, its curve with the scenario's parameters,
// and the time law the fits use (formula, gradient, linearised design, starting values). The
// formulas and their sources are in model/README.md §1 (curves) and §4 (time laws).
#include "model/laws/law_table.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <stdexcept>

#include "model/core/number_text.h"
#include "model/core/scenario.h"
#include "model/core/translatable.h"
#include "model/laws/law_params.h"
#include "model/laws/laws.h"
#include "model/laws/linear_solve.h"
#include "model/timeline/timeline.h"

namespace scalescope::model {

namespace {

constexpr double kInf = std::numeric_limits<double>::infinity();
using Eigen::VectorXd;

// The time at the smallest N: the scale of a start when the linearised problem gives none.
double firstTime(const VectorXd& n, const VectorXd& t) {
  Eigen::Index first = 0;
  n.minCoeff(&first);
  return t(first);
}

// A law's curve point from a speed-up that holds for any payload: P = P₁·S, E = S/N.
Result<LawPoint> pointOf(const Result<double>& speedup, double n) {
  if (!speedup) return Result<LawPoint>::failure(speedup.errorText());
  return LawPoint{*speedup, *speedup / n, *speedup};
}

// The start of a law whose first parameter is t1: a useless linearised start (not finite,
// t1 ≤ 0) falls back to mid-range values.
VectorXd startOrFallback(VectorXd start, VectorXd fallback) {
  return start.allFinite() && start(0) > 0.0 ? start : fallback;
}

// ---- Amdahl: S = 1/(s + (1−s)/N); T = t1·((1−α) + α/N), a fixed problem with T(1) = t1,
// linear as T = a + b/N.

Result<LawPoint> amdahlAt(const Scenario& s, double n) {
  return pointOf(amdahlSpeedup(n, lawParams(s).serialFraction), n);
}
MarkedText amdahlLabel(const Scenario& s) {
  return {"Law",
          SCALESCOPE_TR_NOOP("Law", "Amdahl (s = %1: serial share of the 1-unit run)"),
          {shortNumber(lawParams(s).serialFraction, 3)}};
}
MarkedText amdahlShortLabel(const Scenario& s) {
  return {"Law",
          SCALESCOPE_TR_NOOP("Law", "Amdahl s(1)=%1"),
          {shortNumber(lawParams(s).serialFraction, 2)}};
}
double amdahlTime(double n, const VectorXd& p) {
  return p(0) * ((1.0 - p(1)) + p(1) / n);
}
LawParameterArray amdahlGradient(double n, const VectorXd& p) {
  return {(1.0 - p(1)) + p(1) / n, p(0) * (1.0 / n - 1.0), 0.0};
}
// T = a + b/N with a = t1(1−α), b = t1·α; Gustafson's 1/T has the same columns.
LawParameterArray oneAndInverse(double n) {
  return {1.0, 1.0 / n, 0.0};
}
VectorXd amdahlStart(const VectorXd& n, const VectorXd& t) {
  const Eigen::MatrixXd x = linearDesign(*lawEntry(Law::Amdahl).timeLaw, n);
  const VectorXd c = solveScaled(x, t).coefficients;
  return startOrFallback(Eigen::Vector2d(c(0) + c(1), c(1) / (c(0) + c(1))),
                         Eigen::Vector2d(firstTime(n, t), 0.5));
}

// ---- Gustafson: S = s + (1−s)·N; T = t1·N/((1−α) + αN), linear as 1/T = α/t1 + ((1−α)/t1)/N.
// Weak scaling: the work per unit is fixed, so N units do N times the work of one. The measured
// scaled speed-up is then S(N) = N·T(1)/T(N); equating it with Gustafson's S(N) = (1−α) + αN
// gives this form. α = 1 keeps T = t1 (ideal weak scaling); smaller α makes T grow towards
// t1/α. Pure-Gustafson data with a constant T carries no information beyond α = 1.

Result<LawPoint> gustafsonAt(const Scenario& s, double n) {
  return pointOf(gustafsonSpeedup(n, lawParams(s).serialFraction), n);
}
MarkedText gustafsonLabel(const Scenario& s) {
  return {"Law",
          SCALESCOPE_TR_NOOP("Law", "Gustafson (s = %1: serial share of the N-unit run)"),
          {shortNumber(lawParams(s).serialFraction, 3)}};
}
MarkedText gustafsonShortLabel(const Scenario& s) {
  return {"Law",
          SCALESCOPE_TR_NOOP("Law", "Gustafson s(N)=%1"),
          {shortNumber(lawParams(s).serialFraction, 2)}};
}
double gustafsonTime(double n, const VectorXd& p) {
  return p(0) * n / ((1.0 - p(1)) + p(1) * n);
}
LawParameterArray gustafsonGradient(double n, const VectorXd& p) {
  const double d = (1.0 - p(1)) + p(1) * n;
  return {n / d, -p(0) * n * (n - 1.0) / (d * d), 0.0};
}
VectorXd gustafsonStart(const VectorXd& n, const VectorXd& t) {
  const Eigen::MatrixXd x = linearDesign(*lawEntry(Law::Gustafson).timeLaw, n);
  // Rows weighted by T² so the 1/T residuals approximate the T residuals fitted later.
  const VectorXd w = t.array().square();
  const VectorXd c = solveScaled(w.asDiagonal() * x, (w.array() / t.array()).matrix()).coefficients;
  const double t1 = 1.0 / (c(0) + c(1));
  return startOrFallback(Eigen::Vector2d(t1, c(0) * t1), Eigen::Vector2d(firstTime(n, t), 0.5));
}

// ---- USL: S = N/(1 + σ(N−1) + κN(N−1)); T = t1/S (strong scaling), linear in t1, t1σ, t1κ.

Result<LawPoint> uslAt(const Scenario& s, double n) {
  const LawParams p = lawParams(s);
  return pointOf(uslSpeedup(n, p.uslSigma, p.uslKappa), n);
}
MarkedText uslLabel(const Scenario& s) {
  const LawParams p = lawParams(s);
  return {"Law",
          SCALESCOPE_TR_NOOP("Law", "USL (σ = %1, κ = %2)"),
          {shortNumber(p.uslSigma, 3), shortNumber(p.uslKappa, 3)}};
}
MarkedText uslShortLabel(const Scenario& s) {
  const LawParams p = lawParams(s);
  return {"Law",
          SCALESCOPE_TR_NOOP("Law", "USL σ=%1 κ=%2"),
          {shortNumber(p.uslSigma, 2), shortNumber(p.uslKappa, 2)}};
}
double uslTime(double n, const VectorXd& p) {
  return p(0) * (1.0 + p(1) * (n - 1.0) + p(2) * n * (n - 1.0)) / n;
}
LawParameterArray uslGradient(double n, const VectorXd& p) {
  return {(1.0 + p(1) * (n - 1.0) + p(2) * n * (n - 1.0)) / n, p(0) * (n - 1.0) / n,
          p(0) * (n - 1.0)};
}
// T = t1/N + (t1σ)(N−1)/N + (t1κ)(N−1)
LawParameterArray uslDesignRow(double n) {
  const double inverse = 1.0 / n;
  return {inverse, (n - 1.0) * inverse, n - 1.0};
}
VectorXd uslStart(const VectorXd& n, const VectorXd& t) {
  const Eigen::MatrixXd x = linearDesign(*lawEntry(Law::Usl).timeLaw, n);
  const VectorXd c = solveScaled(x, t).coefficients;
  return startOrFallback(Eigen::Vector3d(c(0), c(1) / c(0), c(2) / c(0)),
                         Eigen::Vector3d(firstTime(n, t), 0.0, 0.0));
}

// ---- Ideal scaling, S = N: a reference line.

Result<LawPoint> idealAt(const Scenario&, double n) {
  return LawPoint{n, n / n, n};
}
MarkedText idealLabel(const Scenario&) {
  return {"Law", SCALESCOPE_TR_NOOP("Law", "Ideal (S = N)"), {}};
}
MarkedText idealShortLabel(const Scenario&) {
  return {"Law", SCALESCOPE_TR_NOOP("Law", "Ideal S=N"), {}};
}

// ---- The timeline model of §3; fitted in its reduced form T = a + b/N + c·⌈log₂N⌉: serial and
// copy a, parallel compute b, tree communication and synchronisation c per level.

Result<LawPoint> timelineLawAt(const Scenario& s, double n) {
  const auto b = timelineAt(timelineParams(s), n);
  if (!b) return Result<LawPoint>::failure(b.errorText());
  return LawPoint{b->speedup, b->efficiency, b->payloadSpeedup};
}
MarkedText timelineLabel(const Scenario& s) {
  const TimelineParams p = timelineParams(s);
  return {"Law",
          p.acceleratorOn ? SCALESCOPE_TR_NOOP("Law", "Timeline model (%1, %2, accelerator)")
                          : SCALESCOPE_TR_NOOP("Law", "Timeline model (%1, %2)"),
          {std::string(toString(p.pattern)), s.choiceName(Param::TimelinePrecision)}};
}
MarkedText timelineShortLabel(const Scenario& s) {
  return {
      "Law", SCALESCOPE_TR_NOOP("Law", "Timeline (%1)"), {s.choiceLabel(Param::TimelinePrecision)}};
}
double timelineTime(double n, const VectorXd& p) {
  return p(0) + p(1) / n + p(2) * treeLevels(n);
}
LawParameterArray timelineGradient(double n, const VectorXd&) {
  return {1.0, 1.0 / n, treeLevels(n)};
}
LawParameterArray timelineDesignRow(double n) {
  return {1.0, 1.0 / n, treeLevels(n)};
}
VectorXd timelineStart(const VectorXd& n, const VectorXd& t) {
  const VectorXd c = solveScaled(linearDesign(*lawEntry(Law::Timeline).timeLaw, n), t).coefficients;
  // Any finite start will do: none of the three is a scale that must stay positive.
  return c.allFinite() ? c : VectorXd(Eigen::Vector3d(0.0, firstTime(n, t), 0.0));
}

// ---- Sun and Ni's memory-bounded speed-up: the parallel work grows by G(N) = N^b when the
// memory grows N-fold, S = (s + (1−s)·G)/(s + (1−s)·G/N); b = 0 is Amdahl, b = 1 Gustafson.
// Time of that growing problem on N units: T = t1·((1−α) + α·N^(b−1)).

Result<LawPoint> sunNiAt(const Scenario& s, double n) {
  const LawParams p = lawParams(s);
  using R = Result<LawPoint>;
  if (!std::isfinite(n) || n < 1)
    return R::failure(modelMessage(SCALESCOPE_TR_NOOP("Model", "N must be at least 1")));
  if (!(p.serialFraction >= 0 && p.serialFraction <= 1))
    return R::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "serial fraction 1−α must lie in [0, 1]")));
  if (!(p.sunNiExponent >= 0) || !std::isfinite(p.sunNiExponent))
    return R::failure(modelMessage(
        SCALESCOPE_TR_NOOP("Model", "the exponent b of G(N) = N^b must be a finite number ≥ 0")));
  const double g = std::pow(n, p.sunNiExponent), parallel = 1.0 - p.serialFraction;
  // Numerator and denominator are the same sum at N = 1, so S(1) = 1 exactly.
  const double speedup = (p.serialFraction + parallel * g) / (p.serialFraction + parallel * g / n);
  return LawPoint{speedup, speedup / n, speedup};
}
MarkedText sunNiLabel(const Scenario& s) {
  const LawParams p = lawParams(s);
  return {"Law",
          SCALESCOPE_TR_NOOP("Law", "Sun–Ni (s = %1, G = N^%2: memory-bounded)"),
          {shortNumber(p.serialFraction, 3), shortNumber(p.sunNiExponent, 3)}};
}
MarkedText sunNiShortLabel(const Scenario& s) {
  return {"Law",
          SCALESCOPE_TR_NOOP("Law", "Sun–Ni G=N^%1"),
          {shortNumber(lawParams(s).sunNiExponent, 2)}};
}
double sunNiTime(double n, const VectorXd& p) {
  return p(0) * ((1.0 - p(1)) + p(1) * std::pow(n, p(2) - 1.0));
}
LawParameterArray sunNiGradient(double n, const VectorXd& p) {
  const double grown = std::pow(n, p(2) - 1.0);  // G(N)/N
  return {(1.0 - p(1)) + p(1) * grown, p(0) * (grown - 1.0), p(0) * p(1) * grown * std::log(n)};
}
// The Jacobian's columns at b = 1.5 (N^½ grows, ln N tells b from α): three distinct N
// separate the three parameters, fewer do not.
LawParameterArray sunNiDesignRow(double n) {
  const double grown = std::sqrt(n);
  return {1.0, grown, grown * std::log(n)};
}
// For b on a grid T = a + c·N^(b−1) is linear: the b whose line fits best gives the start.
VectorXd sunNiStart(const VectorXd& n, const VectorXd& t) {
  VectorXd best = Eigen::Vector3d(firstTime(n, t), 0.5, 1.0);  // a flat time, if nothing fits
  double bestRss = std::numeric_limits<double>::infinity();
  for (int step = 0; step <= 12; ++step) {
    const double b = 0.25 * step;
    if (step == 4) continue;  // b = 1: N^0 is the column of ones again
    Eigen::MatrixXd x(n.size(), 2);
    x.col(0).setOnes();
    x.col(1) = n.array().pow(b - 1.0).matrix();
    const ScaledSolve solved = solveScaled(x, t);
    const double t1 = solved.coefficients.sum();
    const double rss = (x * solved.coefficients - t).squaredNorm();
    if (solved.rank < 2 || !(t1 > 0.0) || !(rss < bestRss)) continue;
    bestRss = rss;
    best = Eigen::Vector3d(t1, solved.coefficients(1) / t1, b);
  }
  return best;
}

std::vector<LawEntry> buildTable() {
  std::vector<LawEntry> table;
  table.push_back(
      {.law = Law::Amdahl,
       .id = "amdahl",
       .name = SCALESCOPE_TR_NOOP("Law", "Amdahl"),
       .title = SCALESCOPE_TR_NOOP("Law", "Amdahl"),
       .curve = LawCurveSpec{.at = amdahlAt,
                             .label = amdahlLabel,
                             .shortLabel = amdahlShortLabel,
                             .menuName = SCALESCOPE_TR_NOOP("Law", "Amdahl"),
                             .show = Param::ScalingShowAmdahl,
                             .showLabel = SCALESCOPE_TR_NOOP("Parameter", "Show Amdahl"),
                             .showTooltip = SCALESCOPE_TR_NOOP(
                                 "Parameter",
                                 "Draw Amdahl's law, reading 1−α as the serial share "
                                 "of the run on one unit (a fixed problem: strong "
                                 "scaling).")},
       .timeLaw = TimeLaw{
           .formula = "T(N) = t₁·((1−α) + α/N)",
           .scaling = LawScaling::Strong,
           .parameters = {{.id = "t1_s", .symbol = "t₁", .unit = "s", .low = -kInf, .high = kInf},
                          {.id = "alpha",
                           .symbol = "α",
                           .low = 0.0,
                           .high = 1.0,
                           .shownBy = Param::SerialFraction,
                           .shownAsComplement = true}},
           .time = amdahlTime,
           .gradient = amdahlGradient,
           .designRow = oneAndInverse,
           .start = amdahlStart}});
  table.push_back(
      {.law = Law::Gustafson,
       .id = "gustafson",
       .name = SCALESCOPE_TR_NOOP("Law", "Gustafson"),
       .title = SCALESCOPE_TR_NOOP("Law", "Gustafson"),
       .curve =
           LawCurveSpec{
               .at = gustafsonAt,
               .label = gustafsonLabel,
               .shortLabel = gustafsonShortLabel,
               .menuName = SCALESCOPE_TR_NOOP("Law", "Gustafson"),
               .show = Param::ScalingShowGustafson,
               .showLabel = SCALESCOPE_TR_NOOP("Parameter", "Show Gustafson"),
               .showTooltip = SCALESCOPE_TR_NOOP(
                   "Parameter",
                   "Draw Gustafson's scaled speed-up S = s + (1−s)·N, reading the same number as "
                   "the serial share s of the run on N units (the problem grows with N: weak "
                   "scaling). For one run the shares convert as s_G = s_A/(s_A + (1−s_A)/N), "
                   "which turns Gustafson's S into Amdahl's; the curves differ in what grows, not "
                   "in the machine.")},
       // serial_fraction is read by each law in its own sense (law_curves.h): Gustafson's as
       // the serial share of the run on N units, which is what this fit's 1−α is.
       .timeLaw = TimeLaw{
           .formula = "T(N) = t₁·N / ((1−α) + αN)",
           .scaling = LawScaling::Weak,
           .parameters = {{.id = "t1_s", .symbol = "t₁", .unit = "s", .low = -kInf, .high = kInf},
                          {.id = "alpha",
                           .symbol = "α",
                           .low = 0.0,
                           .high = 1.0,
                           .shownBy = Param::SerialFraction,
                           .shownAsComplement = true}},
           .time = gustafsonTime,
           .gradient = gustafsonGradient,
           .designRow = oneAndInverse,
           .start = gustafsonStart}});
  table.push_back(
      {.law = Law::Usl,
       .id = "usl",
       .name = SCALESCOPE_TR_NOOP("Law", "USL"),
       .title = SCALESCOPE_TR_NOOP("Law", "USL"),
       .curve = LawCurveSpec{.at = uslAt,
                             .label = uslLabel,
                             .shortLabel = uslShortLabel,
                             .menuName = SCALESCOPE_TR_NOOP("Law", "USL"),
                             .show = Param::ScalingShowUsl,
                             .showLabel = SCALESCOPE_TR_NOOP("Parameter", "Show USL"),
                             .showTooltip = SCALESCOPE_TR_NOOP(
                                 "Parameter", "Draw the Universal Scalability Law for σ and κ.")},
       .timeLaw = TimeLaw{
           .formula = "T(N) = t₁·(1 + σ(N−1) + κN(N−1)) / N",
           .scaling = LawScaling::Strong,
           .parameters =
               {{.id = "t1_s", .symbol = "t₁", .unit = "s", .low = -kInf, .high = kInf},
                {.id = "sigma", .symbol = "σ", .low = 0.0, .high = 1.0, .shownBy = Param::UslSigma},
                {.id = "kappa",
                 .symbol = "κ",
                 .low = 0.0,
                 .high = kInf,
                 .shownBy = Param::UslKappa}},
           .time = uslTime,
           .gradient = uslGradient,
           .designRow = uslDesignRow,
           .start = uslStart}});
  table.push_back({.law = Law::Ideal,
                   .id = "ideal",
                   .name = SCALESCOPE_TR_NOOP("Law", "Ideal"),
                   .title = SCALESCOPE_TR_NOOP("Law", "ideal"),
                   .curve = LawCurveSpec{
                       .at = idealAt,
                       .label = idealLabel,
                       .shortLabel = idealShortLabel,
                       .menuName = SCALESCOPE_TR_NOOP("Law", "Ideal S = N"),
                       .show = Param::ScalingShowIdeal,
                       .showLabel = SCALESCOPE_TR_NOOP("Parameter", "Show ideal"),
                       .showTooltip = SCALESCOPE_TR_NOOP("Parameter", "Draw ideal scaling, S = N."),
                       .reference = true}});
  table.push_back(
      {.law = Law::Timeline,
       .id = "timeline",
       .name = SCALESCOPE_TR_NOOP("Law", "Timeline"),
       .title = SCALESCOPE_TR_NOOP("Law", "timeline model"),
       .curve =
           LawCurveSpec{
               .at = timelineLawAt,
               .label = timelineLabel,
               .shortLabel = timelineShortLabel,
               .menuName = SCALESCOPE_TR_NOOP("Law", "Timeline model"),
               .show = Param::ScalingShowTimeline,
               .showLabel = SCALESCOPE_TR_NOOP("Parameter", "Show timeline model"),
               .showTooltip = SCALESCOPE_TR_NOOP(
                   "Parameter",
                   "Draw the timeline model of the current scenario (model/README.md §3).")},
       .timeLaw = TimeLaw{
           .formula = "T(N) = a + b/N + c·⌈log₂N⌉",
           .scaling = LawScaling::Strong,
           .parameters =
               {{.id = "serial_s", .symbol = "a", .unit = "s", .low = 0, .high = kInf},
                {.id = "parallel_s", .symbol = "b", .unit = "s", .low = 0, .high = kInf},
                {.id = "per_level_s", .symbol = "c", .unit = "s", .low = 0, .high = kInf}},
           .time = timelineTime,
           .gradient = timelineGradient,
           .designRow = timelineDesignRow,
           .start = timelineStart,
           .noCounterpart = SCALESCOPE_TR_NOOP(
               "Model",
               "the timeline fit's a, b, c have no counterpart among the scenario's parameters "
               "(the timeline model splits a step into more parts than a + b/N + c·⌈log₂N⌉)")}});
  table.push_back(
      {.law = Law::SunNi,
       .id = "sun_ni",
       .name = SCALESCOPE_TR_NOOP("Law", "Sun–Ni"),
       .title = SCALESCOPE_TR_NOOP("Law", "Sun–Ni"),
       .curve =
           LawCurveSpec{
               .at = sunNiAt,
               .label = sunNiLabel,
               .shortLabel = sunNiShortLabel,
               .menuName = SCALESCOPE_TR_NOOP("Law", "Sun–Ni (memory-bounded)"),
               .show = Param::ScalingShowSunNi,
               .showLabel = SCALESCOPE_TR_NOOP("Parameter", "Show Sun–Ni"),
               .shownByDefault = false,
               .showTooltip = SCALESCOPE_TR_NOOP(
                   "Parameter",
                   "Draw Sun and Ni's memory-bounded speed-up S = (s + (1−s)·G)/(s + (1−s)·G/N), "
                   "G(N) = N^b: the problem grows with the memory of N units and its parallel "
                   "work by G(N) (b = sun_ni.exponent; b = 0 is Amdahl's curve, b = 1 "
                   "Gustafson's). s is the serial share of the run on one unit.")},
       .timeLaw = TimeLaw{
           .formula = "T(N) = t₁·((1−α) + α·N^(b−1))",
           .scaling = LawScaling::Weak,
           .parameters = {{.id = "t1_s", .symbol = "t₁", .unit = "s", .low = -kInf, .high = kInf},
                          {.id = "alpha",
                           .symbol = "α",
                           .low = 0.0,
                           .high = 1.0,
                           .shownBy = Param::SerialFraction,
                           .shownAsComplement = true},
                          {.id = "exponent",
                           .symbol = "b",
                           .low = 0.0,
                           .high = kInf,
                           .shownBy = Param::SunNiExponent}},
           .time = sunNiTime,
           .gradient = sunNiGradient,
           .designRow = sunNiDesignRow,
           .start = sunNiStart}});
  // A law out of enumerator order would be found under another's name: refuse to start.
  for (std::size_t i = 0; i < table.size(); ++i)
    if (static_cast<std::size_t>(table[i].law) != i)
      throw std::logic_error("law table: " + std::string(table[i].id) + " is out of order");
  return table;
}

}  // namespace

std::span<const LawEntry> lawTable() {
  static const std::vector<LawEntry> table = buildTable();
  return table;
}

const LawEntry& lawEntry(Law law) {
  return lawTable()[static_cast<std::size_t>(law)];
}

std::vector<Law> fittedLaws() {
  std::vector<Law> out;
  for (const LawEntry& e : lawTable())
    if (e.timeLaw) out.push_back(e.law);
  return out;
}

std::string fittedLawIds(std::string_view separator, std::string_view last) {
  const std::vector<Law> laws = fittedLaws();
  std::string out;
  for (std::size_t i = 0; i < laws.size(); ++i) {
    if (i > 0) out += i + 1 == laws.size() && !last.empty() ? last : separator;
    out += lawName(laws[i]);
  }
  return out;
}

std::optional<Law> lawFromName(std::string_view name) {
  for (const LawEntry& e : lawTable()) {
    const bool same =
        std::equal(name.begin(), name.end(), e.id.begin(), e.id.end(),
                   [](char a, char b) { return std::tolower(static_cast<unsigned char>(a)) == b; });
    if (same) return e.law;
  }
  return std::nullopt;
}

std::string_view lawName(Law law) {
  return lawEntry(law).id;
}

MarkedText lawTitleText(Law law) {
  return {"Law", lawEntry(law).title.data(), {}};
}

std::optional<MarkedText> lawScalingProblemText(Law law, bool weakScaling) {
  const auto& time = lawEntry(law).timeLaw;
  if (!time || (time->scaling == LawScaling::Weak) == weakScaling) return std::nullopt;
  if (weakScaling)
    return modelMessage(
        SCALESCOPE_TR_NOOP("Model",
                           "%1 describes strong scaling (a fixed problem whose time falls with N), "
                           "and these runs are marked weak (the problem grows with N, so the time "
                           "stays about flat): fitted to them its parameters would mean nothing; "
                           "fit gustafson or sun-ni instead"),
        {lawTitleText(law)});
  return modelMessage(
      SCALESCOPE_TR_NOOP("Model",
                         "%1's law describes weak scaling (fixed work per unit, the problem grows "
                         "with N), and these runs are not marked weak (a 'scaling' column with "
                         "'weak' on every row): for fixed-size (strong-scaling) times fit amdahl "
                         "or usl instead"),
      {lawTitleText(law)});
}

std::string lawScalingProblem(Law law, bool weakScaling) {
  const auto problem = lawScalingProblemText(law, weakScaling);
  return problem ? problem->english() : std::string();
}

std::vector<std::string> lawParameterNames(Law law) {
  std::vector<std::string> out;
  if (const auto& time = lawEntry(law).timeLaw)
    for (const FittedParameter& p : time->parameters) out.emplace_back(p.id);
  return out;
}

double lawTimeSeconds(Law law, double n, const Eigen::VectorXd& parameters) {
  const auto& time = lawEntry(law).timeLaw;
  return time ? time->time(n, parameters) : 0.0;
}

Eigen::MatrixXd linearDesign(const TimeLaw& law, const Eigen::VectorXd& n) {
  const auto columns = static_cast<Eigen::Index>(law.parameters.size());
  Eigen::MatrixXd x(n.size(), columns);
  for (Eigen::Index i = 0; i < n.size(); ++i) {
    const LawParameterArray row = law.designRow(n(i));
    for (Eigen::Index c = 0; c < columns; ++c) x(i, c) = row[static_cast<std::size_t>(c)];
  }
  return x;
}

}  // namespace scalescope::model
