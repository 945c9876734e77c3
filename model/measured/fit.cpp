#include "model/measured/fit.h"

#include <Eigen/QR>
#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>
#include <unsupported/Eigen/LevenbergMarquardt>

#include "model/laws/linear_solve.h"
#include "model/measured/fit_common.h"

namespace scalescope::model {

namespace {

using Eigen::MatrixXd;
using Eigen::VectorXd;

struct Observations {
  VectorXd n;
  VectorXd t;
  VectorXd sigma;  ///< σᵢ up to a common factor: tᵢ (relative noise) or 1 (constant)
};

// Residuals (model − measured)/σ over the free parameters; held parameters keep their bound.
class LawResiduals : public Eigen::DenseFunctor<double> {
 public:
  LawResiduals(const TimeLaw& law, const Observations& data, VectorXd full,
               std::vector<int> freeIndex)
      : Eigen::DenseFunctor<double>(static_cast<int>(freeIndex.size()),
                                    static_cast<int>(data.n.size())),
        m_law(law),
        m_data(data),
        m_full(std::move(full)),
        m_free(std::move(freeIndex)) {}

  VectorXd expand(const VectorXd& x) const {
    VectorXd p = m_full;
    for (std::size_t k = 0; k < m_free.size(); ++k) p(m_free[k]) = x(static_cast<Eigen::Index>(k));
    return p;
  }

  int operator()(const VectorXd& x, VectorXd& f) const {
    const VectorXd p = expand(x);
    for (Eigen::Index i = 0; i < m_data.n.size(); ++i) {
      f(i) = (m_law.time(m_data.n(i), p) - m_data.t(i)) / m_data.sigma(i);
      // A huge finite residual makes MINPACK reject the step; a NaN would confuse its ratio test.
      if (!std::isfinite(f(i))) f(i) = 1e100;
    }
    return 0;
  }

  int df(const VectorXd& x, MatrixXd& jacobian) const {
    const VectorXd p = expand(x);
    for (Eigen::Index i = 0; i < m_data.n.size(); ++i) {
      const auto g = m_law.gradient(m_data.n(i), p);
      for (std::size_t k = 0; k < m_free.size(); ++k)
        jacobian(i, static_cast<Eigen::Index>(k)) =
            g[static_cast<std::size_t>(m_free[k])] / m_data.sigma(i);
    }
    return 0;
  }

 private:
  const TimeLaw& m_law;
  const Observations& m_data;
  VectorXd m_full;
  std::vector<int> m_free;
};

struct Candidate {
  VectorXd parameters;
  std::vector<bool> held;
  double rss = std::numeric_limits<double>::infinity();
  int iterations = 0;
};

// Σ(rᵢ/σᵢ)², the quantity the fit minimises; with unit σ the residual sum of squares.
double sumOfSquares(const TimeLaw& law, const Observations& data, const VectorXd& p,
                    bool weighted = true) {
  double rss = 0.0;
  for (Eigen::Index i = 0; i < data.n.size(); ++i) {
    const double r = (data.t(i) - law.time(data.n(i), p)) / (weighted ? data.sigma(i) : 1.0);
    rss += r * r;
  }
  return rss;
}

// Pooled variance of the runs about their N's mean (relative to it for relative noise), over
// the N with two or more runs, and its degrees of freedom Σ(runs − 1). The data are sorted by N.
std::pair<std::optional<double>, int> repeatScatter(const Observations& data, FitNoise noise) {
  double sum = 0.0;
  int dof = 0;
  for (Eigen::Index first = 0; first < data.n.size();) {
    Eigen::Index end = first;
    while (end < data.n.size() && data.n(end) == data.n(first)) ++end;
    if (const Eigen::Index count = end - first; count >= 2) {
      const double mean = data.t.segment(first, count).mean();
      const double scale = noise == FitNoise::Relative ? mean : 1.0;
      sum += ((data.t.segment(first, count).array() - mean) / scale).square().sum();
      dof += static_cast<int>(count - 1);
    }
    first = end;
  }
  if (dof == 0) return {std::nullopt, 0};
  return {sum / dof, dof};
}

// One active set: parameters with a value in `heldValue` stay there, the rest are fitted.
// Empty when the fit fails or a free parameter ends outside its range.
std::optional<Candidate> fitActiveSet(const TimeLaw& law, const Observations& data,
                                      const VectorXd& start,
                                      const std::vector<std::optional<double>>& heldValue) {
  VectorXd full = start;
  std::vector<int> freeIndex;
  Candidate c;
  for (std::size_t i = 0; i < law.parameters.size(); ++i) {
    const auto k = static_cast<Eigen::Index>(i);
    c.held.push_back(heldValue[i].has_value());
    if (c.held.back())
      full(k) = *heldValue[i];
    else
      freeIndex.push_back(static_cast<int>(i));
  }
  if (!freeIndex.empty()) {
    VectorXd x(static_cast<Eigen::Index>(freeIndex.size()));
    for (std::size_t k = 0; k < freeIndex.size(); ++k)
      x(static_cast<Eigen::Index>(k)) = full(freeIndex[k]);
    LawResiduals functor(law, data, full, freeIndex);
    Eigen::LevenbergMarquardt<LawResiduals> lm(functor);
    // Tighter than MINPACK's √ε defaults so exact data is fitted to rounding error; the
    // "tolerance too small" outcomes below mean exactly that and count as converged.
    lm.setXtol(1e-14);
    lm.setFtol(1e-14);
    lm.setMaxfev(4000);
    namespace S = Eigen::LevenbergMarquardtSpace;
    const S::Status status = lm.minimize(x);
    const bool converged =
        status == S::RelativeReductionTooSmall || status == S::RelativeErrorTooSmall ||
        status == S::RelativeErrorAndReductionTooSmall || status == S::CosinusTooSmall ||
        status == S::FtolTooSmall || status == S::XtolTooSmall || status == S::GtolTooSmall;
    if (!converged || !x.allFinite()) return std::nullopt;
    full = functor.expand(x);
    c.iterations = static_cast<int>(lm.iterations());
  }
  for (int i : freeIndex) {
    const FittedParameter& range = law.parameters[static_cast<std::size_t>(i)];
    if (full(i) < range.low || full(i) > range.high) return std::nullopt;
  }
  c.parameters = full;
  c.rss = sumOfSquares(law, data, full);
  if (!std::isfinite(c.rss)) return std::nullopt;
  return c;
}

// Starting values of the law, clamped into its ranges.
VectorXd startValues(const TimeLaw& law, const Observations& data) {
  VectorXd start = law.start(data.n, data.t);
  for (std::size_t i = 0; i < law.parameters.size(); ++i) {
    const auto k = static_cast<Eigen::Index>(i);
    start(k) = std::clamp(start(k), law.parameters[i].low, law.parameters[i].high);
  }
  return start;
}

// Every combination of free / at-lower / at-upper bound; the feasible one with the least RSS
// is the constrained optimum. Where two sets fit equally well up to rounding (exact data: a
// free κ of 4e-19 beside κ held at 0), the one with more parameters held wins: rounding must
// not turn "no contention" into a peak at N* = 10⁹.
std::optional<Candidate> fitWithinRanges(const TimeLaw& law, const Observations& data) {
  const VectorXd start = startValues(law, data);
  std::vector<std::vector<std::optional<double>>> options(law.parameters.size());
  for (std::size_t i = 0; i < options.size(); ++i) {
    const FittedParameter& range = law.parameters[i];
    options[i].push_back(std::nullopt);
    if (std::isfinite(range.low)) options[i].push_back(range.low);
    if (std::isfinite(range.high)) options[i].push_back(range.high);
  }
  std::vector<std::size_t> pick(options.size(), 0);
  std::optional<Candidate> best;
  // Rounding of the weighted sum of squares: ε² of the data's own weighted scale Σ(t/σ)².
  const double rounding = 1e-24 * (data.t.array() / data.sigma.array()).square().sum();
  const auto heldCount = [](const Candidate& c) {
    return std::count(c.held.begin(), c.held.end(), true);
  };
  while (true) {
    std::vector<std::optional<double>> held(options.size());
    for (std::size_t i = 0; i < options.size(); ++i) held[i] = options[i][pick[i]];
    auto c = fitActiveSet(law, data, start, held);
    if (c && (!best || c->rss < best->rss - rounding ||
              (c->rss <= best->rss + rounding && heldCount(*c) > heldCount(*best))))
      best = std::move(c);
    std::size_t i = 0;
    while (i < pick.size() && ++pick[i] == options[i].size()) pick[i++] = 0;
    if (i == pick.size()) break;
  }
  return best;
}

/// "3 distinct N values", "1 distinct N value".
MarkedText distinctNText(std::size_t count) {
  return fitlaws::countText(count, SCALESCOPE_TR_NOOP("Model", "%1 distinct N value"),
                            SCALESCOPE_TR_NOOP("Model", "%1 distinct N values"));
}

}  // namespace

std::string_view fitNoiseName(FitNoise noise) {
  return noise == FitNoise::Constant ? "constant" : "relative";
}

std::optional<FitNoise> fitNoiseFromName(std::string_view name) {
  for (FitNoise f : {FitNoise::Relative, FitNoise::Constant})
    if (fitNoiseName(f) == name) return f;
  return std::nullopt;
}

double FitResult::predict(double n) const {
  return lawTimeSeconds(kind, std::max(n, 1.0), parameters);
}

Result<FitResult> fitLaw(Law law, const std::vector<double>& n,
                         const std::vector<double>& timeSeconds, std::optional<std::size_t> firstK,
                         const std::vector<bool>& excluded, FitNoise noise) {
  using R = Result<FitResult>;
  const std::string label(lawName(law));
  // "usl fit: what": every message names the fit.
  const auto fail = [&](MarkedText what) {
    return R::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 fit: %2"), {label, std::move(what)}));
  };
  if (!lawEntry(law).timeLaw)
    return fail(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 is drawn, not fitted (it has no time law)"),
                     {lawTitleText(law)}));
  const TimeLaw& time = *lawEntry(law).timeLaw;
  const int parameterCount = static_cast<int>(time.parameters.size());
  if (auto m = fitlaws::checkPoints(parameterCount, n, timeSeconds)) return fail(std::move(*m));
  if (!excluded.empty() && excluded.size() != n.size())
    return fail(modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 exclusion flags for %2"),
                             {std::to_string(excluded.size()), fitlaws::pointsText(n.size())}));
  const auto isExcluded = [&](std::size_t i) { return !excluded.empty() && excluded[i]; };

  // The points the user left out are gone before anything else, firstK included.
  std::vector<std::size_t> order;
  for (std::size_t i = 0; i < n.size(); ++i)
    if (!isExcluded(i)) order.push_back(i);
  const std::size_t nExcluded = n.size() - order.size();
  if (nExcluded > 0 && !firstK) {
    std::vector<double> nk, tk;
    for (std::size_t i : order) nk.push_back(n[i]), tk.push_back(timeSeconds[i]);
    if (auto m = fitlaws::checkPoints(parameterCount, nk, tk))
      return R::failure(modelMessage(
          SCALESCOPE_TR_NOOP("Model", "%1 fit without the %2: %3"),
          {label,
           fitlaws::countText(nExcluded, SCALESCOPE_TR_NOOP("Model", "%1 excluded run"),
                              SCALESCOPE_TR_NOOP("Model", "%1 excluded runs")),
           std::move(*m)}));
  }
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return n[a] < n[b]; });
  std::size_t k = order.size();
  if (firstK) {
    // Series repeat runs at each N: "the first k" means the k smallest distinct N with all
    // their repetitions, so that k = 3 on three repetitions per N fits N = 1, 2, 4, not one N.
    std::size_t distinct = 0;
    k = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
      if (i == 0 || n[order[i]] != n[order[i - 1]]) ++distinct;
      if (distinct > *firstK) break;
      k = i + 1;
    }
    if (*firstK > distinct)
      return fail(modelMessage(SCALESCOPE_TR_NOOP("Model", "firstK = %1 exceeds the %2 given"),
                               {std::to_string(*firstK), distinctNText(distinct)}));
    std::vector<double> nk, tk;
    for (std::size_t i = 0; i < k; ++i) {
      nk.push_back(n[order[i]]);
      tk.push_back(timeSeconds[order[i]]);
    }
    if (auto m = fitlaws::checkPoints(parameterCount, nk, tk))
      return R::failure(
          modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 fit on the first %2 (%3): %4"),
                       {label, distinctNText(*firstK), fitlaws::pointsText(k), std::move(*m)}));
  }

  const auto size = static_cast<Eigen::Index>(k);
  Observations data{VectorXd(size), VectorXd(size), VectorXd(size)};
  for (std::size_t i = 0; i < k; ++i) {
    const auto row = static_cast<Eigen::Index>(i);
    data.n(row) = n[order[i]];
    data.t(row) = timeSeconds[order[i]];
    data.sigma(row) = noise == FitNoise::Relative ? data.t(row) : 1.0;
  }
  if (solveScaled(linearDesign(time, data.n), data.t).rank < parameterCount)
    return fail(modelMessage(
        SCALESCOPE_TR_NOOP("Model",
                           "the fitted N values cannot separate the %1 (more different N are "
                           "needed)"),
        {fitlaws::parametersText(static_cast<std::size_t>(parameterCount))}));

  const auto best = fitWithinRanges(time, data);
  if (!best)
    return fail(modelMessage(SCALESCOPE_TR_NOOP("Model", "Levenberg–Marquardt did not converge")));

  FitResult r;
  r.law = label;
  r.kind = law;
  r.parameterNames = lawParameterNames(law);
  r.parameters = best->parameters;
  r.atBound = best->held;
  r.noise = noise;
  r.weightedRss = best->rss;
  r.rss = sumOfSquares(time, data, best->parameters, false);
  r.nPoints = static_cast<int>(k);
  r.iterations = best->iterations;

  std::vector<int> freeIndex;
  for (int i = 0; i < parameterCount; ++i)
    if (!best->held[static_cast<std::size_t>(i)]) freeIndex.push_back(i);
  const auto freeCount = static_cast<Eigen::Index>(freeIndex.size());
  r.degreesOfFreedom = r.nPoints - static_cast<int>(freeCount);
  r.residualVariance = r.weightedRss / r.degreesOfFreedom;
  std::tie(r.repeatVariance, r.repeatDegreesOfFreedom) = repeatScatter(data, noise);
  r.covariance = MatrixXd::Zero(parameterCount, parameterCount);
  if (freeCount > 0) {
    MatrixXd j(data.n.size(), freeCount);
    for (Eigen::Index i = 0; i < data.n.size(); ++i) {
      const auto g = time.gradient(data.n(i), r.parameters);
      for (Eigen::Index c = 0; c < freeCount; ++c)
        j(i, c) =
            g[static_cast<std::size_t>(freeIndex[static_cast<std::size_t>(c)])] / data.sigma(i);
    }
    const auto gramInverse = fitlaws::inverseGram(j);
    if (!gramInverse)
      return fail(modelMessage(SCALESCOPE_TR_NOOP(
          "Model", "the parameters cannot be told apart at the optimum (singular Jacobian)")));
    for (Eigen::Index a = 0; a < freeCount; ++a)
      for (Eigen::Index b = 0; b < freeCount; ++b)
        r.covariance(freeIndex[static_cast<std::size_t>(a)],
                     freeIndex[static_cast<std::size_t>(b)]) =
            r.residualVariance * (*gramInverse)(a, b);
  }
  r.tQuantile975 = studentTQuantile(0.975, r.degreesOfFreedom).value();
  r.standardErrors = r.covariance.diagonal().cwiseMax(0.0).cwiseSqrt();
  r.ci95Low = r.parameters - r.tQuantile975 * r.standardErrors;
  r.ci95High = r.parameters + r.tQuantile975 * r.standardErrors;

  const double mean = data.t.mean();
  const double tss = (data.t.array() - mean).square().sum();
  r.r2 = tss > 0.0 ? 1.0 - r.rss / tss : (r.rss == 0.0 ? 1.0 : 0.0);

  std::vector<bool> used(n.size(), false);
  for (std::size_t i = 0; i < k; ++i) used[order[i]] = true;
  r.usedInFit = std::move(used);
  r.excluded.assign(n.size(), false);
  for (std::size_t i = 0; i < n.size(); ++i) r.excluded[i] = isExcluded(i);
  r.nExcluded = static_cast<int>(nExcluded);
  for (std::size_t i = 0; i < n.size(); ++i)
    r.residuals.push_back(timeSeconds[i] - r.predict(n[i]));
  return r;
}

}  // namespace scalescope::model
