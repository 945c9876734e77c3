#include "model/scaling_csv.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>

#include "model/laws.h"
#include "model/scenario.h"
#include "model/timeline.h"

namespace scalescope::model {

ScalingSettings scalingSettings(const Scenario& s) {
  ScalingSettings out;
  const std::string& q = s.choice("scaling.quantity");
  out.quantity = q == "efficiency" ? ScalingQuantity::Efficiency
                 : q == "payload"  ? ScalingQuantity::Payload
                                   : ScalingQuantity::Speedup;
  out.law = lawFromName(s.choice("scaling.law")).value_or(Law::Amdahl);
  out.showAmdahl = s.toggle("scaling.show_amdahl");
  out.showGustafson = s.toggle("scaling.show_gustafson");
  out.showUsl = s.toggle("scaling.show_usl");
  out.showTimeline = s.toggle("scaling.show_timeline");
  out.showIdeal = s.toggle("scaling.show_ideal");
  out.showMeasured = s.toggle("scaling.show_measured");
  out.showTop500 = s.toggle("scaling.show_top500");
  out.showFit = s.toggle("scaling.show_fit");
  out.unitPeakTflops = s.value("scaling.unit_peak_gflops") * 1e-3;
  out.series = static_cast<std::size_t>(s.value("scaling.series")) - 1;
  if (const double k = s.value("scaling.fit_first_k"); k > 0)
    out.fitFirstK = static_cast<std::size_t>(k);
  const std::string& b = s.choice("scaling.baseline");
  out.baseline = b == "one_node" ? SpeedupBaseline::OneNode
                 : b == "n1"     ? SpeedupBaseline::NOne
                                 : SpeedupBaseline::SmallestN;
  out.unitsPerNode = s.value("scaling.units_per_node");
  out.median = s.choice("scaling.center") == "median";
  out.stddevBars = s.choice("scaling.error_bars") == "stddev";
  return out;
}

SeriesOptions seriesOptions(const ScalingSettings& st) {
  return {st.baseline, st.unitsPerNode, st.median, st.stddevBars, st.unitPeakTflops};
}

namespace {
std::string fmt(const char* pattern, double a, double b = 0) {
  char buf[128];
  std::snprintf(buf, sizeof buf, pattern, a, b);
  return buf;
}
}  // namespace

std::vector<ScalingCurve> scalingCurves(const Scenario& s, int points) {
  const double nMax = std::pow(10.0, s.value("surface.log_n_max"));
  const double peak = s.value("scaling.unit_peak_gflops") * 1e-3;
  std::vector<ScalingCurve> out;
  for (auto& c : lawCurves(nMax, s.value("serial_fraction"), s.value("usl.sigma"),
                           s.value("usl.kappa"), points)) {
    ScalingCurve curve{c, {}};
    for (double sp : c.speedup) curve.payloadTflops.push_back(peak * sp);
    out.push_back(std::move(curve));
  }
  const TimelineParams p = timelineParams(s);
  ScalingCurve t;
  t.law = "timeline";
  t.label = "Timeline model (" + std::string(toString(p.pattern)) + ", " +
            s.choice("timeline.precision") + (p.acceleratorOn ? ", accelerator)" : ")");
  for (double n : logSpace(1.0, std::max(nMax, 1.0 + 1e-9), points)) {
    const auto b = timelineAt(p, n);
    if (!b) break;
    t.n.push_back(n);
    t.speedup.push_back(b->speedup);
    t.efficiency.push_back(b->efficiency);
    t.payloadTflops.push_back(peak * b->payloadSpeedup);
  }
  out.push_back(std::move(t));
  return out;
}

bool curveShown(const ScalingSettings& st, std::string_view law) {
  if (law == "amdahl") return st.showAmdahl;
  if (law == "gustafson") return st.showGustafson;
  if (law == "usl") return st.showUsl;
  if (law == "timeline") return st.showTimeline;
  if (law == "ideal") return st.showIdeal;
  return false;
}

Result<double> predictedQuantity(const Scenario& s, Law law, ScalingQuantity q, double n) {
  const double sf = s.value("serial_fraction");
  Result<double> speedup = 1.0;
  double payloadSpeedup = 0;
  switch (law) {
    case Law::Amdahl:
      speedup = amdahlSpeedup(n, sf);
      break;
    case Law::Gustafson:
      speedup = gustafsonSpeedup(n, sf);
      break;
    case Law::Usl:
      speedup = uslSpeedup(n, s.value("usl.sigma"), s.value("usl.kappa"));
      break;
    case Law::Timeline: {
      const auto b = timelineAt(timelineParams(s), n);
      if (!b) return Result<double>::failure(b.error());
      speedup = b->speedup;
      payloadSpeedup = b->payloadSpeedup;
      break;
    }
  }
  if (!speedup) return speedup;
  if (q == ScalingQuantity::Efficiency) return *speedup / n;
  if (q == ScalingQuantity::Payload)
    return s.value("scaling.unit_peak_gflops") * 1e-3 *
           (law == Law::Timeline ? payloadSpeedup : *speedup);
  return speedup;
}

std::string measuredPointProblem(const MeasuredPoint& p) {
  if (!std::isfinite(p.n) || p.n < 1) return "N must be ≥ 1";
  if (p.timeSeconds && !(*p.timeSeconds > 0 && std::isfinite(*p.timeSeconds)))
    return "time must be > 0";
  if (p.speedup && !(*p.speedup > 0 && std::isfinite(*p.speedup))) return "speed-up must be > 0";
  if (p.efficiency && !(*p.efficiency > 0 && *p.efficiency <= 1))
    return "efficiency must be in (0, 1]";
  if (p.rmaxTflops && p.rpeakTflops && !(*p.rmaxTflops > 0 && *p.rmaxTflops <= *p.rpeakTflops))
    return "need 0 < Rmax ≤ Rpeak";
  if (!p.timeSeconds && !p.speedup && !p.efficiency && !(p.rmaxTflops && p.rpeakTflops))
    return "no measured value (time, speed-up, efficiency or Rmax with Rpeak)";
  return {};
}

namespace {

std::string baseName(const std::string& path) {
  const auto slash = path.find_last_of("/\\");
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

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
      m.note = fmt("no run at N = %g: speed-up relative to the smallest N = %g", want,
                   m.levels.front().time.n);
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
  std::vector<MeasuredPoint> timed;
  for (const auto& p : m.points)
    if (p.timeSeconds) timed.push_back(set.points[p.pointIndex]);
  for (const auto& r : summarizeRepetitions(timed, m.group)) {
    SeriesLevel l;
    l.time = r;
    l.centerSeconds = centerOf(r, o.median);
    l.lowSeconds = o.stddevBars ? std::max(l.centerSeconds - r.stddev, 0.0) : r.min;
    l.highSeconds = o.stddevBars ? l.centerSeconds + r.stddev : r.max;
    m.levels.push_back(l);
  }
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
      p.payloadTflops = p.n * o.unitPeakTflops * p.efficiency;
    }
}

}  // namespace

std::vector<MeasuredSeries> measuredSeries(const DatasetCollection& data, const SeriesOptions& o) {
  std::vector<MeasuredSeries> out;
  for (std::size_t si = 0; si < data.measurements.size(); ++si) {
    const MeasurementSet& set = data.measurements[si];
    for (const std::string& group : set.groups()) {
      MeasuredSeries m;
      m.source = baseName(set.sourceName);
      m.group = group;
      m.name = group.empty() ? m.source : group;
      m.setIndex = si;
      for (std::size_t i = 0; i < set.points.size(); ++i) {
        const MeasuredPoint& p = set.points[i];
        if (p.group != group || !measuredPointProblem(p).empty()) continue;
        if (p.scaling == "weak") m.weak = true;
        if (m.unit.empty()) m.unit = p.unit;
        SeriesPoint sp{i, p.line, p.n, p.timeSeconds, 0, 0, 0, false, p.label};
        if (!p.timeSeconds) {
          sp.efficiency = p.speedup      ? *p.speedup / p.n
                          : p.efficiency ? *p.efficiency
                                         : *p.rmaxTflops / *p.rpeakTflops;
          sp.speedup = p.speedup ? *p.speedup : p.n * sp.efficiency;
          sp.payloadTflops = p.n * o.unitPeakTflops * sp.efficiency;
        }
        if (p.rmaxTflops) sp.payloadTflops = *p.rmaxTflops;
        m.points.push_back(std::move(sp));
      }
      deriveFromTimes(m, set, o);
      flagOutliers(m);
      if (!m.points.empty()) out.push_back(std::move(m));
    }
  }
  return out;
}

MeasuredSeries top500Series(const std::vector<Top500Entry>& entries) {
  MeasuredSeries m;
  m.name = "TOP500 systems";
  m.source = "top500";
  m.unit = "cores";
  for (std::size_t i = 0; i < entries.size(); ++i) {
    const auto& e = entries[i];
    const auto eff = efficiency(e);
    if (!eff || e.cores < 1) continue;
    const double n = static_cast<double>(e.cores);
    m.points.push_back(
        {i, e.line, n, std::nullopt, n * *eff, *eff, e.rmaxTflops, false, e.system + " " + e.list});
  }
  return m;
}

double quantityOf(const SeriesPoint& p, ScalingQuantity q) {
  return q == ScalingQuantity::Efficiency ? p.efficiency
         : q == ScalingQuantity::Payload  ? p.payloadTflops
                                          : p.speedup;
}

Result<double> relativeResidual(const Scenario& s, Law law, ScalingQuantity q,
                                const SeriesPoint& p) {
  const auto predicted = predictedQuantity(s, law, q, p.n);
  if (!predicted) return predicted;
  if (!(*predicted > 0)) return Result<double>::failure("the law predicts no positive value");
  return quantityOf(p, q) / *predicted - 1.0;
}

Result<FitResult> fitSeries(const MeasuredSeries& m, Law law, std::optional<std::size_t> firstK) {
  std::vector<double> n, t;
  for (const auto& p : m.points)
    if (p.timeSeconds) {
      n.push_back(p.n);
      t.push_back(*p.timeSeconds);
    }
  if (n.empty())
    return Result<FitResult>::failure(m.name +
                                      ": no measured times to fit (speed-up or "
                                      "efficiency only)");
  return fitLaw(law, n, t, firstK);
}

namespace {
TimelineBreakdown timelineOr(const TimelineParams& p, double n) {
  return timelineAt(p, n).valueOr(TimelineBreakdown{});
}
double gainAt(TimelineParams p, double r, double n) {
  p.precisionSpeedup = 1.0;
  const double t64 = timelineOr(p, n).totalSeconds;
  p.precisionSpeedup = r;
  const double t = timelineOr(p, n).totalSeconds;
  return t > 0 ? t64 / t : 1.0;
}
}  // namespace

PrecisionGainCurves precisionGainCurves(const Scenario& s, int points) {
  const TimelineParams p = timelineParams(s);
  const double r32 = s.value("timeline.speedup_fp32"), r16 = s.value("timeline.speedup_fp16");
  PrecisionGainCurves out;
  out.n = logSpace(1.0, std::pow(10.0, s.value("surface.log_n_max")), points);
  for (double n : out.n) {
    out.fp32Gain.push_back(gainAt(p, r32, n));
    out.fp16Gain.push_back(gainAt(p, r16, n));
  }
  return out;
}

PrecisionGainCurves precisionGainAt(const Scenario& s, double n) {
  const TimelineParams p = timelineParams(s);
  return {{n},
          {gainAt(p, s.value("timeline.speedup_fp32"), n)},
          {gainAt(p, s.value("timeline.speedup_fp16"), n)}};
}

std::vector<PrecisionPoint> precisionPoints(const Scenario& s, const DatasetCollection& data) {
  const TimelineParams p = timelineParams(s);
  const double r16 = s.value("timeline.speedup_fp16");
  const auto months = [](const std::string& list) {
    return std::stoi(list.substr(0, 4)) * 12 + std::stoi(list.substr(5, 2));
  };
  std::vector<PrecisionPoint> out;
  for (const auto& e : data.hplMxp) {
    PrecisionPoint pp{e, std::nullopt, {}, 0};
    int best = 1 << 30;
    for (const auto& t : data.top500)
      if (t.system == e.system && isListEdition(t.list) && isListEdition(e.list) &&
          std::abs(months(t.list) - months(e.list)) < best) {
        best = std::abs(months(t.list) - months(e.list));
        pp.cores = static_cast<double>(t.cores);
        pp.coresList = t.list;
      }
    pp.predictedFp16Gain = gainAt(p, r16, pp.cores.value_or(s.value("n")));
    out.push_back(std::move(pp));
  }
  return out;
}

namespace {
std::string num(double v) {
  char buf[40];
  auto [end, ec] = std::to_chars(buf, buf + sizeof buf, v);
  return ec == std::errc() ? std::string(buf, end) : std::string();
}
std::string field(const std::string& text) {
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}
}  // namespace

std::string scalingCsv(const std::vector<ScalingCurve>& curves, const ScalingSettings& st) {
  std::string out = "n,law,speedup,efficiency\n";
  for (const auto& c : curves) {
    if (!curveShown(st, c.law)) continue;
    for (std::size_t i = 0; i < c.n.size(); ++i)
      out +=
          num(c.n[i]) + "," + c.law + "," + num(c.speedup[i]) + "," + num(c.efficiency[i]) + "\n";
  }
  return out;
}

std::string measuredCsv(const std::vector<MeasuredSeries>& series, const Scenario& s) {
  const ScalingSettings st = scalingSettings(s);
  const std::string law(lawName(st.law));
  std::string out =
      "series,source,scaling,n,unit,time_s,speedup,efficiency,payload_tflops,law,"
      "predicted_speedup,relative_residual,outlier,line\n";
  for (const auto& m : series)
    for (const auto& p : m.points) {
      const auto predicted = predictedQuantity(s, st.law, ScalingQuantity::Speedup, p.n);
      const auto residual = relativeResidual(s, st.law, ScalingQuantity::Speedup, p);
      out += field(m.name) + "," + field(m.source) + "," + (m.weak ? "weak" : "strong") + "," +
             num(p.n) + "," + field(m.unit) + "," + (p.timeSeconds ? num(*p.timeSeconds) : "") +
             "," + num(p.speedup) + "," + num(p.efficiency) + "," + num(p.payloadTflops) + "," +
             law + "," + (predicted ? num(*predicted) : "") + "," +
             (residual ? num(*residual) : "") + "," + (p.outlier ? "1" : "0") + "," +
             std::to_string(p.line) + "\n";
    }
  return out;
}

}  // namespace scalescope::model
