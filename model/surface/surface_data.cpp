#include "model/surface/surface_data.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <iterator>
#include <map>
#include <utility>

#include "model/core/scenario.h"
#include "model/data/probe_results.h"
#include "model/laws/laws.h"
#include "model/measured/fit.h"
#include "model/measured/measured_series.h"
#include "model/measured/series_choice.h"
#include "model/pim/pim_workload.h"

namespace scalescope::model {

SurfaceSettings surfaceSettings(const Scenario& s) {
  return {.logNMax = s.get(Param::SurfaceLogNMax),
          .gridSize = static_cast<int>(s.get(Param::SurfaceGrid)),
          .filter = {.accelerated = s.on(Param::SurfaceShowAccelerated),
                     .cpuOnly = s.on(Param::SurfaceShowCpuOnly),
                     .fromYear = static_cast<int>(s.get(Param::SurfaceYearFrom)),
                     .toYear = static_cast<int>(s.get(Param::SurfaceYearTo)),
                     .maxN = std::pow(10.0, s.get(Param::SurfaceLogNMax))}};
}

SystemFilter systemFilter(const Scenario& scenario) {
  return surfaceSettings(scenario).filter;
}

EfficiencyGrid landscapeGrid(const Scenario& scenario) {
  const SurfaceSettings settings = surfaceSettings(scenario);
  return amdahlEfficiencyGrid(
      {0.0, settings.logNMax, settings.gridSize},
      {kLandscapeLog10SerialMin, kLandscapeLog10SerialMax, settings.gridSize});
}

LandscapePoint LandscapeSystem::point() const {
  const double low = std::pow(10.0, kLandscapeLog10SerialMin);
  const double high = std::pow(10.0, kLandscapeLog10SerialMax);
  return {cores, std::clamp(serialFraction, low, high), efficiency};
}

bool LandscapeSystem::beyondSerialRange() const {
  const double logS = std::log10(serialFraction);
  return logS < kLandscapeLog10SerialMin || logS > kLandscapeLog10SerialMax;
}

int LandscapeSystem::year() const {
  int y = 0;
  if (list.size() < 4) return 0;
  const auto [end, error] = std::from_chars(list.data(), list.data() + 4, y);
  return error == std::errc() && end == list.data() + 4 ? y : 0;
}

namespace {

/// `base` at N with mean time tN where T(1) = t1: S = t1/tN, E = S/N and the Karp–Flatt
/// 1−α_eff = (1/S − 1/N)/(1 − 1/N); nothing at N ≤ 1 or where that is undefined or not positive
/// (superlinear speed-up).
void appendKarpFlatt(LandscapeSystem base, double n, double t1, double tN,
                     std::vector<LandscapeSystem>* out) {
  const double speedup = t1 / tN;
  const double serial = (1 / speedup - 1 / n) / (1 - 1 / n);
  if (n <= 1 || !(serial > 0) || !std::isfinite(serial)) return;
  base.cores = n;
  base.efficiency = speedup / n;
  base.serialFraction = serial;
  base.speedup = speedup;
  out->push_back(std::move(base));
}

/// The strong-scaling series of a probe file as points of the landscape (see landscapeSystems).
void appendProbeSystems(const MeasurementSet& set, std::vector<LandscapeSystem>* out) {
  for (const std::string& series : set.groups()) {
    std::map<double, std::pair<double, int>> timeByN;  // N → (Σ T, runs)
    for (const auto& p : set.points)
      if (p.group == series && p.timeSeconds && !p.bytes && p.scaling != "weak") {
        timeByN[p.n].first += *p.timeSeconds;
        timeByN[p.n].second += 1;
      }
    const auto one = timeByN.find(1.0);
    if (one == timeByN.end()) continue;
    const double t1 = one->second.first / one->second.second;
    for (const auto& [n, sum] : timeByN)
      appendKarpFlatt({.system = thisMachineName(set) + " · " + series, .source = set.sourceName},
                      n, t1, sum.first / sum.second, out);
  }
}

/// Shown strong-scaling series without a run at N = 1, through their Amdahl fit's T̂(1) (see
/// landscapeSystems).
void appendFittedSeries(const DatasetCollection& data, std::vector<LandscapeSystem>* out) {
  for (const MeasuredSeries& series : measuredSeries(data, SeriesOptions{})) {
    if (!series.setIndex || series.weak || series.levels.size() < 3 || seriesHidden(data, series))
      continue;
    const MeasurementSet& set = data.measurements[*series.setIndex];
    if (measuredByProbe(set) || series.levels.front().time.n <= 1) continue;
    std::vector<double> n, t;
    for (const SeriesPoint& p : series.points)
      if (p.timeSeconds) {
        n.push_back(p.n);
        t.push_back(*p.timeSeconds);
      }
    const auto fit = fitLaw(Law::Amdahl, n, t);
    if (!fit) continue;
    const double t1 = fit->predict(1);
    for (const SeriesLevel& level : series.levels)
      appendKarpFlatt({.system = series.name,
                       .accelerator = series.unit == "accelerators" ? "accelerators" : "",
                       .source = series.source,
                       .fittedT1Seconds = t1,
                       .unit = series.unit},
                      level.time.n, t1, level.time.mean, out);
  }
}

}  // namespace

std::vector<LandscapeSystem> landscapeSystems(const DatasetCollection& data) {
  std::vector<LandscapeSystem> out;
  for (const auto& e : data.top500) {
    const auto s = serialFraction(e);
    if (!s) continue;
    out.push_back({.system = e.system,
                   .site = e.site,
                   .list = e.list,
                   .accelerator = e.accelerator,
                   .source = "TOP500",
                   .cores = static_cast<double>(e.cores),
                   .rmaxTflops = e.rmaxTflops,
                   .rpeakTflops = e.rpeakTflops,
                   .efficiency = e.rmaxTflops / e.rpeakTflops,
                   .serialFraction = *s,
                   .nodes = e.nodes ? static_cast<double>(*e.nodes) : 0.0,
                   .peakBasis = e.peakBasis});
  }
  for (const auto& set : data.measurements)
    for (const auto& p : set.points) {
      if (!p.rmaxTflops || !p.rpeakTflops) continue;
      const auto s = serialFractionFromRmax(p.n, *p.rmaxTflops, *p.rpeakTflops);
      if (!s) continue;
      const std::string& name = !p.label.empty()   ? p.label
                                : !p.group.empty() ? p.group
                                                   : set.sourceName;
      out.push_back({.system = name,
                     .source = set.sourceName,
                     .cores = p.n,
                     .rmaxTflops = *p.rmaxTflops,
                     .rpeakTflops = *p.rpeakTflops,
                     .efficiency = *p.rmaxTflops / *p.rpeakTflops,
                     .serialFraction = *s});
    }
  for (const auto& set : data.measurements)
    if (measuredByProbe(set)) appendProbeSystems(set, &out);
  appendFittedSeries(data, &out);
  return out;
}

bool passes(const SystemFilter& filter, const LandscapeSystem& system) {
  if (!(system.accelerated() ? filter.accelerated : filter.cpuOnly)) return false;
  // Off the landscape (more units than its N axis, or a serial fraction outside its range):
  // a point there floats beside the surface instead of on it.
  if (system.cores > filter.maxN * (1 + 1e-12)) return false;
  const bool measured = system.list.empty();  // the user's rows have no list edition
  if (system.beyondSerialRange() && !measured) return false;
  const int year = system.year();
  return year == 0 || (year >= filter.fromYear && year <= filter.toYear);
}

std::vector<LandscapeSystem> filterSystems(const std::vector<LandscapeSystem>& systems,
                                           const SystemFilter& filter) {
  std::vector<LandscapeSystem> out;
  std::copy_if(systems.begin(), systems.end(), std::back_inserter(out),
               [&](const LandscapeSystem& s) { return passes(filter, s); });
  return out;
}

std::vector<GenerationPath> generationPaths(const std::vector<LandscapeSystem>& systems) {
  // A name alone is not a machine: "Cray XC40" stands at many sites.
  std::map<std::pair<std::string, std::string>, std::vector<std::size_t>> bySystem;
  for (std::size_t i = 0; i < systems.size(); ++i)
    if (!systems[i].list.empty() && systems[i].peakBasis == PeakBasis::List)
      bySystem[{systems[i].system, systems[i].site}].push_back(i);
  std::vector<GenerationPath> out;
  for (auto& [key, members] : bySystem) {
    if (members.size() < 2) continue;
    std::stable_sort(members.begin(), members.end(), [&](std::size_t a, std::size_t b) {
      return systems[a].list < systems[b].list;
    });
    out.push_back({key.first, key.second, members});
  }
  return out;
}

std::vector<LandscapePoint> timelineTrajectory(const TimelineParams& params, double nMax,
                                               int pointsPerDecade) {
  std::vector<LandscapePoint> out;
  for (const auto& b : timelineSweep(params, 1.0, nMax, pointsPerDecade))
    if (b.n > 1 && b.serialFraction > 0) out.push_back({b.n, b.serialFraction, b.efficiency});
  return out;
}

std::vector<int> pimTrajectoryDpuCounts() {
  // 1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 40 ranks.
  return {64, 128, 192, 256, 384, 512, 768, 1024, 1536, 2048, 2560};
}

Result<std::vector<LandscapePoint>> pimTrajectory(const PimParams& params) {
  using R = Result<std::vector<LandscapePoint>>;
  // Counts the run cannot use (a batch that does not split, samples beyond the MRAM) are
  // skipped rather than failing the whole trajectory.
  std::vector<int> counts;
  std::optional<MarkedText> firstError;
  for (int n : pimTrajectoryDpuCounts()) {
    const auto b = pimEpochBreakdown(params, n);
    if (b && b->fitsInMram)
      counts.push_back(n);
    else if (!firstError)
      firstError =
          b ? modelMessage(SCALESCOPE_TR_NOOP("Model", "PIM run does not fit the MRAM at %1 DPUs"),
                           {std::to_string(n)})
            : b.errorText();
  }
  if (counts.size() < 2)
    return R::failure(firstError ? *firstError
                                 : modelMessage(SCALESCOPE_TR_NOOP(
                                       "Model", "PIM trajectory needs two DPU counts")));
  const auto sweep = pimScalingSweep(params, counts);
  if (!sweep) return R::failure(sweep.errorText());
  std::vector<LandscapePoint> out;
  for (const auto& p : *sweep)
    if (p.serialFraction && *p.serialFraction > 0)
      out.push_back({double(p.dpus), *p.serialFraction, p.efficiency});
  return out;
}

MarkedText pimRunText(const PimParams& params) {
  const char* algorithm = params.algorithm == PimAlgorithm::MaSgd   ? "MA-SGD"
                          : params.algorithm == PimAlgorithm::GaSgd ? "GA-SGD"
                                                                    : "ADMM";
  const char* model = params.model == PimModel::Svm ? "SVM" : "LR";
  // The paper's dataset name without its variant suffix: "YFCC100M", "Criteo".
  std::string dataset = pimDatasetShape(params.dataset).title;
  dataset = dataset.substr(0, dataset.find('-'));
  std::vector<MarkedArg> args{algorithm, std::move(dataset), model};
  if (params.scaling == PimScaling::Strong)
    return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 · %2 %3 · strong"), std::move(args));
  return modelMessage(SCALESCOPE_TR_NOOP("Model", "%1 · %2 %3 · weak"), std::move(args));
}

}  // namespace scalescope::model
