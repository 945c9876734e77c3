// Model micro-benchmarks (issue 6): what one slider step asks of the model, part by part and
// all together, plus a USL fit of 10,000 points. Google Benchmark; run
//   bench_model --benchmark_min_time=0.2 --benchmark_repetitions=5
//               --benchmark_report_aggregates_only=true
// Figures are medians on a shared machine: compare ratios, never gate CI on them.

#include <benchmark/benchmark.h>

#include <cmath>
#include <random>
#include <vector>

#include "model/core/scenario.h"
#include "model/export/pim_csv.h"
#include "model/laws/law_curves.h"
#include "model/measured/fit.h"
#include "model/pim/pim.h"
#include "model/pim/pim_baselines.h"
#include "model/scaling/scaling_curves.h"
#include "model/surface/surface_data.h"
#include "model/timeline/timeline.h"

namespace model = scalescope::model;

namespace {

// Same resolutions as the views: 20 points per decade for the timeline curves and
// trajectory, 241 points for the law curves (views/timeline/timeline_view.cpp,
// views/surface/surface_content.cpp, views/scaling/scaling_curves_tab.cpp).
constexpr int kTimelinePointsPerDecade = 20;
constexpr int kCurvePoints = 241;

model::Scenario scenarioWithGrid(int grid) {
  model::Scenario s;
  s.set("surface.grid", grid);
  return s;
}

double nMaxOf(const model::Scenario& s) {
  return std::pow(10.0, s.get(model::Param::SurfaceLogNMax));
}

void BM_LandscapeGrid(benchmark::State& state) {
  const model::Scenario s = scenarioWithGrid(static_cast<int>(state.range(0)));
  for (auto _ : state) {
    auto grid = model::landscapeGrid(s);
    benchmark::DoNotOptimize(grid.efficiency.data());
  }
  state.counters["points"] = static_cast<double>(state.range(0) * state.range(0));
}
BENCHMARK(BM_LandscapeGrid)->Arg(128)->Arg(512)->Unit(benchmark::kMicrosecond);

void BM_TimelineSweep(benchmark::State& state) {
  const model::Scenario s;
  const auto params = model::timelineParams(s);
  for (auto _ : state) {
    auto sweep = model::timelineSweep(params, 1.0, nMaxOf(s), kTimelinePointsPerDecade);
    benchmark::DoNotOptimize(sweep.data());
  }
}
BENCHMARK(BM_TimelineSweep)->Unit(benchmark::kMicrosecond);

void BM_TimelineTrajectory(benchmark::State& state) {
  const model::Scenario s;
  const auto params = model::timelineParams(s);
  for (auto _ : state) {
    auto points = model::timelineTrajectory(params, nMaxOf(s), kTimelinePointsPerDecade);
    benchmark::DoNotOptimize(points.data());
  }
}
BENCHMARK(BM_TimelineTrajectory)->Unit(benchmark::kMicrosecond);

void BM_PimSweep(benchmark::State& state) {
  const auto params = *model::pimParams(model::Scenario());
  const auto counts = model::pimSweepDpuCounts();
  for (auto _ : state) {
    auto sweep = model::pimScalingSweep(params, counts);
    benchmark::DoNotOptimize(sweep);
  }
  state.counters["dpu_counts"] = static_cast<double>(counts.size());
}
BENCHMARK(BM_PimSweep)->Unit(benchmark::kMicrosecond);

void BM_PimBreakdownAllAlgorithms(benchmark::State& state) {
  auto params = *model::pimParams(model::Scenario());
  for (auto _ : state) {
    for (auto a :
         {model::PimAlgorithm::MaSgd, model::PimAlgorithm::GaSgd, model::PimAlgorithm::Admm}) {
      params.algorithm = a;
      auto b = model::pimRunBreakdown(params);
      benchmark::DoNotOptimize(b);
    }
  }
}
BENCHMARK(BM_PimBreakdownAllAlgorithms)->Unit(benchmark::kMicrosecond);

void BM_ScalingCurves(benchmark::State& state) {
  const model::Scenario s;
  for (auto _ : state) {
    auto curves = model::scalingCurves(s, kCurvePoints);
    benchmark::DoNotOptimize(curves.data());
  }
}
BENCHMARK(BM_ScalingCurves)->Unit(benchmark::kMicrosecond);

// Everything the views ask of the model when every input changed at once (the worst step):
// the surface grid, law curves, timeline sweep and trajectory, PIM breakdowns, sweep,
// baselines and trajectory. A real step recomputes only the parts whose inputs changed.
void BM_StepModelWork(benchmark::State& state) {
  const model::Scenario s = scenarioWithGrid(static_cast<int>(state.range(0)));
  const auto counts = model::pimSweepDpuCounts();
  for (auto _ : state) {
    auto grid = model::landscapeGrid(s);
    benchmark::DoNotOptimize(grid.efficiency.data());
    auto curves = model::scalingCurves(s, kCurvePoints);
    benchmark::DoNotOptimize(curves.data());
    const auto tp = model::timelineParams(s);
    auto sweep = model::timelineSweep(tp, 1.0, nMaxOf(s), kTimelinePointsPerDecade);
    benchmark::DoNotOptimize(sweep.data());
    auto at = model::timelineAt(tp, s.get(model::Param::N));
    benchmark::DoNotOptimize(at);
    auto trajectory = model::timelineTrajectory(tp, nMaxOf(s), kTimelinePointsPerDecade);
    benchmark::DoNotOptimize(trajectory.data());
    auto pp = *model::pimParams(s);
    for (auto a :
         {model::PimAlgorithm::MaSgd, model::PimAlgorithm::GaSgd, model::PimAlgorithm::Admm}) {
      pp.algorithm = a;
      auto b = model::pimRunBreakdown(pp);
      benchmark::DoNotOptimize(b);
    }
    auto pimSweep = model::pimScalingSweep(pp, counts);
    benchmark::DoNotOptimize(pimSweep);
    auto baselines = model::pimBaselines(pp);
    benchmark::DoNotOptimize(baselines);
    auto pimPath = model::pimTrajectory(pp);
    benchmark::DoNotOptimize(pimPath);
  }
}
BENCHMARK(BM_StepModelWork)->Arg(128)->Arg(512)->Unit(benchmark::kMicrosecond);

// 10,000 noisy USL times, N log-spaced over 1…10⁶ (σ = 10⁻³, κ = 10⁻⁸, T1 = 100 s, 2 %
// multiplicative noise from a fixed seed): the size of a long measurement campaign.
void BM_FitUsl10k(benchmark::State& state) {
  constexpr int kPoints = 10000;
  std::mt19937 rng(6);
  std::normal_distribution<double> noise(0.0, 0.02);
  std::vector<double> n(kPoints), t(kPoints);
  for (int i = 0; i < kPoints; ++i) {
    n[i] = std::round(std::pow(10.0, 6.0 * i / (kPoints - 1)));
    const double speedup = n[i] / (1 + 1e-3 * (n[i] - 1) + 1e-8 * n[i] * (n[i] - 1));
    t[i] = 100.0 / speedup * (1.0 + noise(rng));
  }
  for (auto _ : state) {
    auto fit = model::fitLaw(model::Law::Usl, n, t);
    if (!fit) state.SkipWithError("USL fit failed");
    benchmark::DoNotOptimize(fit);
  }
}
BENCHMARK(BM_FitUsl10k)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
