#include "model/measured/measured_series.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "model/core/number_text.h"
#include "model/core/translatable.h"
#include "model/data/reader_text.h"
#include "model/data/text_input.h"

namespace scalescope::model {

namespace {

const char* const kTop500Name = SCALESCOPE_TR_NOOP("Series", "TOP500 systems");

/// The series' name in a message: the user's group or file name as it is, the name the model
/// gives the TOP500 series translated.
MarkedArg seriesName(const MeasuredSeries& m) {
  if (m.source == "top500") return MarkedText{"Series", kTop500Name, {}};
  return MarkedArg::verbatim(m.name);
}

}  // namespace

std::optional<MarkedText> measuredPointProblemText(const MeasuredPoint& p) {
  if (!std::isfinite(p.n) || p.n < 1)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "N must be ≥ 1"));
  if (p.timeSeconds && !(*p.timeSeconds > 0 && std::isfinite(*p.timeSeconds)))
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "time must be > 0"));
  if (p.speedup && !(*p.speedup > 0 && std::isfinite(*p.speedup)))
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "speed-up must be > 0"));
  if (p.efficiency && !(*p.efficiency > 0 && *p.efficiency <= 1))
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "efficiency must be in (0, 1]"));
  if (p.rmaxTflops && p.rpeakTflops && !(*p.rmaxTflops > 0 && *p.rmaxTflops <= *p.rpeakTflops))
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "need 0 < Rmax ≤ Rpeak"));
  if (!p.timeSeconds && !p.speedup && !p.efficiency && !(p.rmaxTflops && p.rpeakTflops))
    return modelMessage(SCALESCOPE_TR_NOOP(
        "Model", "no measured value (time, speed-up, efficiency or Rmax with Rpeak)"));
  return std::nullopt;
}

std::string measuredPointProblem(const MeasuredPoint& p) {
  const auto problem = measuredPointProblemText(p);
  return problem ? problem->english() : std::string();
}

namespace {

double centerOf(const RepetitionStats& r, bool median) {
  return median ? r.median : r.mean;
}

// Picks N_b and T(N_b) of a timed series; falls back to the smallest N with a note.
void chooseBaseline(MeasuredSeries& m, const SeriesOptions& o) {
  const SeriesLevel* chosen = &m.levels.front();
  if (o.baseline != SpeedupBaseline::SmallestN) {
    const double want = o.baseline == SpeedupBaseline::OneNode ? o.unitsPerNode : 1.0;
    const auto it = std::find_if(m.levels.begin(), m.levels.end(),
                                 [&](const SeriesLevel& l) { return l.time.n == want; });
    if (it != m.levels.end())
      chosen = &*it;
    else
      m.note = modelMessage(
          SCALESCOPE_TR_NOOP("Model", "no run at N = %1: speed-up relative to the smallest N = %2"),
          {shortNumber(want), shortNumber(m.levels.front().time.n)});
  }
  m.baselineN = chosen->time.n;
  m.baselineSeconds = chosen->centerSeconds;
}

void flagOutliers(MeasuredSeries& m) {
  std::map<double, std::vector<SeriesPoint*>> byN;
  for (auto& p : m.points)
    if (p.timeSeconds) byN[p.n].push_back(&p);
  for (auto& [n, runs] : byN) {
    if (runs.size() < 3) continue;
    std::vector<double> t;
    for (auto* r : runs) t.push_back(*r->timeSeconds);
    const auto med = [](std::vector<double> v) {
      std::sort(v.begin(), v.end());
      const std::size_t k = v.size() / 2;
      return v.size() % 2 ? v[k] : 0.5 * (v[k - 1] + v[k]);
    };
    const double median = med(t);
    std::vector<double> dev;
    for (double x : t) dev.push_back(std::abs(x - median));
    const double mad = std::max(med(dev), 0.01 * median);
    for (auto* r : runs) r->outlier = 0.6745 * std::abs(*r->timeSeconds - median) / mad > 3.5;
  }
}

void deriveFromTimes(MeasuredSeries& m, const MeasurementSet& set, const SeriesOptions& o) {
  m.levels = timeLevels(m, o);
  if (m.levels.empty()) return;
  chooseBaseline(m, o);
  // Strong: S = N_b·T_b/T; weak: E = T_b/T, S = N·E. Both give S(N_b) = N_b.
  const auto speedupOf = [&](double n, double t) {
    return m.weak ? n * m.baselineSeconds / t : m.baselineN * m.baselineSeconds / t;
  };
  for (auto& l : m.levels) {
    const double n = l.time.n;
    l.speedup = speedupOf(n, l.centerSeconds);
    l.speedupLow = speedupOf(n, l.highSeconds);
    l.speedupHigh = l.lowSeconds > 0 ? speedupOf(n, l.lowSeconds) : l.speedup;
    l.efficiency = l.speedup / n;
    l.efficiencyLow = l.speedupLow / n;
    l.efficiencyHigh = l.speedupHigh / n;
  }
  for (auto& p : m.points)
    if (p.timeSeconds) {
      p.speedup = speedupOf(p.n, *p.timeSeconds);
      p.efficiency = p.speedup / p.n;
      if (const auto& peak = set.points[p.pointIndex].unitPeakGflops)
        p.payloadTflops = p.n * *peak / 1000.0 * p.efficiency;
    }
}

void notePayload(MeasuredSeries& m) {
  const auto missing = std::count_if(m.points.begin(), m.points.end(),
                                     [](const SeriesPoint& p) { return !p.payloadTflops; });
  if (missing == 0) return;
  // The unit is what the file says N counts, shown as the views show it everywhere (as it is).
  m.payloadNote = modelMessage(
      SCALESCOPE_TR_NOOP("Model",
                         "%1 of %2 runs have no payload: the file gives neither Rmax nor the peak "
                         "of one %3 (add a unit_peak_gflops column)"),
      {count(missing), count(static_cast<long long>(m.points.size())),
       m.unit.empty() ? MarkedArg(modelMessage(SCALESCOPE_TR_NOOP("Model", "unit")))
                      : MarkedArg::verbatim(m.unit)});
}

}  // namespace

std::vector<MeasuredSeries> measuredSeries(const DatasetCollection& data, const SeriesOptions& o) {
  std::vector<MeasuredSeries> out;
  for (std::size_t si = 0; si < data.measurements.size(); ++si) {
    const MeasurementSet& set = data.measurements[si];
    for (const std::string& group : set.groups()) {
      MeasuredSeries m;
      m.source = fileBaseName(set.sourceName);
      m.group = group;
      m.name = group.empty() ? m.source : group;
      m.setIndex = si;
      for (std::size_t i = 0; i < set.points.size(); ++i) {
        const MeasuredPoint& p = set.points[i];
        // A latency at one message size is not a run of a scaling series (α–β fits take it).
        if (p.group != group || p.bytes || measuredPointProblemText(p)) continue;
        if (p.scaling == "weak") m.weak = true;
        if (m.unit.empty()) m.unit = p.unit;
        SeriesPoint sp{i, p.line, p.n, p.timeSeconds, 0, 0, std::nullopt, false, p.label};
        if (!p.timeSeconds) {
          sp.efficiency = p.speedup      ? *p.speedup / p.n
                          : p.efficiency ? *p.efficiency
                                         : *p.rmaxTflops / *p.rpeakTflops;
          sp.speedup = p.speedup ? *p.speedup : p.n * sp.efficiency;
          if (p.unitPeakGflops) sp.payloadTflops = p.n * *p.unitPeakGflops / 1000.0 * sp.efficiency;
        }
        if (p.rmaxTflops) sp.payloadTflops = *p.rmaxTflops;
        m.points.push_back(std::move(sp));
      }
      deriveFromTimes(m, set, o);
      flagOutliers(m);
      notePayload(m);
      if (!m.points.empty()) out.push_back(std::move(m));
    }
  }
  return out;
}

MeasuredSeries top500Series(const std::vector<Top500Entry>& entries) {
  MeasuredSeries m;
  m.name = kTop500Name;
  m.source = "top500";
  m.unit = "cores";
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& e = entries[i];
    const auto eff = efficiency(e);
    if (!eff || e.cores < 1 || e.peakBasis != PeakBasis::List) continue;
    const double n = static_cast<double>(e.cores);
    m.points.push_back(
        {i, e.line, n, std::nullopt, n * *eff, *eff, e.rmaxTflops, false, e.system + " " + e.list});
  }
  return m;
}

std::optional<double> quantityOf(const SeriesPoint& p, ScalingQuantity q) {
  if (q == ScalingQuantity::Payload) return p.payloadTflops;
  return q == ScalingQuantity::Efficiency ? p.efficiency : p.speedup;
}

std::vector<SeriesLevel> timeLevels(const MeasuredSeries& m, const SeriesOptions& o,
                                    const std::vector<bool>& excludedPoints) {
  std::vector<MeasuredPoint> timed;
  for (std::size_t i = 0; i < m.points.size(); ++i)
    if (const auto& p = m.points[i];
        p.timeSeconds && !(i < excludedPoints.size() && excludedPoints[i])) {
      MeasuredPoint run;
      run.n = p.n;
      run.timeSeconds = p.timeSeconds;
      run.group = m.group;
      timed.push_back(run);
    }
  std::vector<SeriesLevel> levels;
  for (const auto& r : summarizeRepetitions(timed, m.group)) {
    SeriesLevel l;
    l.time = r;
    l.centerSeconds = centerOf(r, o.median);
    l.lowSeconds = o.stddevBars ? std::max(l.centerSeconds - r.stddev, 0.0) : r.min;
    l.highSeconds = o.stddevBars ? l.centerSeconds + r.stddev : r.max;
    levels.push_back(l);
  }
  return levels;
}

Result<FitResult> fitSeries(const MeasuredSeries& m, Law law, std::optional<std::size_t> firstK,
                            const std::vector<bool>& excludedPoints, FitNoise noise) {
  using R = Result<FitResult>;
  if (auto problem = lawScalingProblemText(law, m.weak))
    return R::failure(
        modelMessage(SCALESCOPE_TR_NOOP("Model", "%1: %2"), {seriesName(m), std::move(*problem)}));
  std::vector<double> n, t;
  std::vector<bool> excluded;
  for (std::size_t i = 0; i < m.points.size(); ++i)
    if (const auto& p = m.points[i]; p.timeSeconds) {
      n.push_back(p.n);
      t.push_back(*p.timeSeconds);
      excluded.push_back(i < excludedPoints.size() && excludedPoints[i]);
    }
  if (n.empty())
    return R::failure(modelMessage(
        SCALESCOPE_TR_NOOP("Model", "%1: no measured times to fit (speed-up or efficiency only)"),
        {seriesName(m)}));
  return fitLaw(law, n, t, firstK, excluded, noise);
}

}  // namespace scalescope::model
