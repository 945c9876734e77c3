// What the efficiency landscape shows beside the surface: measured systems (TOP500 rows and
// measurement rows with Rmax and Rpeak), the filters, generation paths, and the timeline and
// PIM trajectories, each point lying on Amdahl's surface.
#include <QTest>
#include <cmath>
#include <string>

#include "fuzzy.h"
#include "model/core/scenario.h"
#include "model/laws/laws.h"
#include "model/surface/surface_data.h"

using namespace scalescope::model;

namespace {

// Published TOP500 figures (top500.org).
const char* kTop500 =
    "list,rank,system,site,cores,rmax_tflops,rpeak_tflops,accelerator\n"
    "2018-11,5,Piz Daint,CSCS,387872,21230.0,27154.3,NVIDIA Tesla P100\n"
    "2013-11,6,Piz Daint,CSCS,115984,6271.0,7788.9,NVIDIA Tesla K20x\n"
    "2017-06,3,Piz Daint,CSCS,361760,19590.0,25326.3,NVIDIA Tesla P100\n"
    "2011-11,1,K computer,RIKEN AICS,705024,10510.0,11280.4,\n"
    "2019-11,9,SuperMUC-NG,LRZ,305856,19476.6,26873.9,\n"
    "2019-11,99,Cray XC40,Site A,1000,10,20,\n"
    "2020-11,99,Cray XC40,Site B,2000,10,20,\n";

DatasetCollection sample() {
  DatasetCollection data;
  data.top500 = readTop500Text(kTop500, "sample.csv").valueOr({});
  // A user file: one row with Rmax and Rpeak, one with a time only.
  data.measurements.push_back(readMeasurementsText("label,cores,rmax,rpeak,time_s\n"
                                                   "Our cluster,512,40,50,\n"
                                                   "Timed run,64,,,12.5\n",
                                                   "mine.csv")
                                  .value());
  return data;
}

}  // namespace

class TestSurfaceData : public QObject {
  Q_OBJECT
 private slots:
  void systemsFromTop500AndMeasurements() {
    const auto systems = landscapeSystems(sample());
    QCOMPARE(systems.size(), std::size_t(8));  // 7 TOP500 rows + 1 measurement with Rmax
    const auto& daint = systems[0];
    QCOMPARE(daint.system, std::string("Piz Daint"));
    QCOMPARE(daint.year(), 2018);
    QVERIFY(daint.accelerated());
    QCOMPARE(daint.efficiency, 21230.0 / 27154.3);
    // (27154.3/21230 − 1)/387871 ≈ 7.1945·10⁻⁷
    SS_COMPARE_REL(daint.serialFraction, 7.1945e-7, 1e-4);
    const auto& mine = systems.back();
    QCOMPARE(mine.system, std::string("Our cluster"));
    QCOMPARE(mine.source, std::string("mine.csv"));
    QCOMPARE(mine.year(), 0);
    QVERIFY(!mine.accelerated());
    // E = 40/50 = 0.8; 1−α_eff = (1/0.8 − 1)/511 = 0.25/511
    QCOMPARE(mine.efficiency, 0.8);
    SS_COMPARE_REL(mine.serialFraction, 0.25 / 511, 1e-12);
    // Every system lies on Amdahl's surface at its own N and 1−α_eff.
    for (const auto& s : systems)
      SS_COMPARE_REL(amdahlEfficiency(s.cores, s.serialFraction).value(), s.efficiency, 1e-9);
  }

  void filters() {
    const auto systems = landscapeSystems(sample());
    SystemFilter noAccelerator;
    noAccelerator.accelerated = false;
    // K computer, SuperMUC-NG, two Cray XC40 and the measurement row.
    QCOMPARE(filterSystems(systems, noAccelerator).size(), std::size_t(5));
    SystemFilter noCpu;
    noCpu.cpuOnly = false;
    QCOMPARE(filterSystems(systems, noCpu).size(), std::size_t(3));
    SystemFilter year2019;
    year2019.fromYear = 2019;
    year2019.toYear = 2019;
    // SuperMUC-NG and Cray XC40 (Site A) are on the 2019 list; the measurement has no year.
    QCOMPARE(filterSystems(systems, year2019).size(), std::size_t(3));

    Scenario s;
    // Defaults hide nothing: both kinds, every year since the first list (1993).
    const SystemFilter defaults = systemFilter(s);
    QVERIFY(defaults.accelerated && defaults.cpuOnly);
    QCOMPARE(defaults.fromYear, 1993);
    QCOMPARE(defaults.toYear, 2030);
    QCOMPARE(filterSystems(systems, systemFilter(s)).size(), systems.size());
    QCOMPARE(s.setFromText("surface.show_accelerated", "off"), std::string());
    QCOMPARE(s.setFromText("surface.year_from", "2012"), std::string());
    QCOMPARE(filterSystems(systems, systemFilter(s)).size(), std::size_t(4));
  }

  // Issue 32: a measurement beyond the landscape's 1−α range (two units, Rmax/Rpeak = 1/1.6:
  // E = 0.625, 1−α_eff = (1.6 − 1)/(2 − 1) = 0.6 by hand) is kept and drawn at the edge
  // 1−α = 0.1 with its own N and E; a TOP500 entry there is hidden as before.
  void measurementBeyondTheSerialRangeIsPinnedToTheEdge() {
    DatasetCollection d;
    d.measurements.push_back(*readMeasurementsText("n,rmax,rpeak\n2,1,1.6\n", "mine.csv"));
    const auto systems = landscapeSystems(d);
    QCOMPARE(systems.size(), std::size_t(1));
    const LandscapeSystem& mine = systems.front();
    SS_COMPARE_REL(mine.serialFraction, 0.6, 1e-12);
    QVERIFY(mine.beyondSerialRange());
    QCOMPARE(filterSystems(systems, SystemFilter{}).size(), std::size_t(1));
    SS_COMPARE_REL(mine.point().serialFraction, 0.1, 1e-12);
    QCOMPARE(mine.point().n, 2.0);
    SS_COMPARE_REL(mine.point().efficiency, 0.625, 1e-12);
    LandscapeSystem listed = mine;
    listed.list = "2019-06";
    QVERIFY(!passes(SystemFilter{}, listed));
    LandscapeSystem inside = mine;
    inside.serialFraction = 0.05;
    QVERIFY(!inside.beyondSerialRange());
    QCOMPARE(inside.point().serialFraction, 0.05);
  }

  // A strong-scaling series without a run at N = 1 lands on the landscape through its Amdahl
  // fit: T(N) = 100 s · (0.001 + 0.999/N) at N = 8, 16, 32, 64 lies on the law exactly, so
  // the fit's T̂(1) is 100 s and every point's Karp–Flatt 1−α_eff is the law's 0.001; at
  // N = 64, T = 1.6609375 s, S = 60.206, E = 0.9407. Hidden, or with a run at N = 1, or weak:
  // no point.
  void aSeriesWithoutNOneIsPlacedByItsFit() {
    const auto seriesData = [](const std::string& scaling, double firstN) {
      DatasetCollection data;
      MeasurementSet set;
      set.sourceName = "gpt.csv";
      for (double n : {firstN, 16.0, 32.0, 64.0}) {
        MeasuredPoint p;
        p.n = n;
        p.group = "GPT";
        p.unit = "accelerators";
        p.scaling = scaling;
        p.timeSeconds = 100 * (0.001 + 0.999 / n);
        set.points.push_back(p);
      }
      data.measurements.push_back(set);
      return data;
    };
    const auto systems = landscapeSystems(seriesData("strong", 8));
    QCOMPARE(systems.size(), std::size_t(4));
    for (const auto& s : systems) {
      SS_COMPARE_REL(s.serialFraction, 1e-3, 1e-6);
      SS_COMPARE_REL(s.fittedT1Seconds, 100.0, 1e-6);
      QCOMPARE(s.unit, std::string("accelerators"));
      QVERIFY(s.accelerated());
    }
    QCOMPARE(systems.back().cores, 64.0);
    SS_COMPARE_REL(systems.back().speedup, 100 / 1.6609375, 1e-6);
    SS_COMPARE_REL(systems.back().efficiency, 100 / 1.6609375 / 64, 1e-6);
    DatasetCollection hidden = seriesData("strong", 8);
    hidden.hiddenSeries.push_back({"GPT", "gpt.csv"});
    QVERIFY(landscapeSystems(hidden).empty());
    QVERIFY(landscapeSystems(seriesData("strong", 1)).empty());  // not the probe's: no KF at 1
    QVERIFY(landscapeSystems(seriesData("weak", 8)).empty());
  }

  void generationPathsJoinOneMachineInListOrder() {
    const auto systems = landscapeSystems(sample());
    const auto paths = generationPaths(systems);
    // Piz Daint only: the two "Cray XC40" stand at different sites.
    QCOMPARE(paths.size(), std::size_t(1));
    QCOMPARE(paths[0].system, std::string("Piz Daint"));
    QCOMPARE(paths[0].members.size(), std::size_t(3));
    QCOMPARE(systems[paths[0].members[0]].list, std::string("2013-11"));
    QCOMPARE(systems[paths[0].members[1]].list, std::string("2017-06"));
    QCOMPARE(systems[paths[0].members[2]].list, std::string("2018-11"));
  }

  void aRowAgainstAnotherPeakJoinsNoPath() {
    // JUPITER Booster: a list row of 2025-06 and the 2025-11 run against its matrix and its
    // vector peak. The matrix row is on the landscape but on no path; the vector row (E =
    // 1000/872 > 1) has no 1−α_eff and no place.
    DatasetCollection data;
    data.top500 = readTop500Text(
                      "list,rank,system,site,cores,rmax_tflops,rpeak_tflops,rpeak_basis\n"
                      "2025-06,4,JUPITER Booster,FZJ,4801344,793400,930000,\n"
                      "2025-11,4,JUPITER Booster,FZJ,4801344,1000000,1600000,matrix\n"
                      "2025-11,4,JUPITER Booster,FZJ,4801344,1000000,872000,vector\n",
                      "peaks.csv")
                      .value();
    const auto systems = landscapeSystems(data);
    QCOMPARE(systems.size(), std::size_t(2));
    QVERIFY(systems[1].peakBasis == PeakBasis::Matrix);
    SS_COMPARE_REL(systems[1].serialFraction, 0.6 / 4801343, 1e-12);
    QVERIFY(generationPaths(systems).empty());
  }

  void gridFollowsTheScenario() {
    Scenario s;
    QCOMPARE(s.setFromText("surface.grid", "100"), std::string());
    QCOMPARE(s.setFromText("surface.log_n_max", "6"), std::string());
    const auto grid = landscapeGrid(s);
    QCOMPARE(grid.efficiency.rows(), 100);
    QCOMPARE(grid.efficiency.cols(), 100);
    QCOMPARE(grid.logN.log10Max, 6.0);
    QCOMPARE(grid.logSerialFraction.log10Min, -10.0);
    QCOMPARE(grid.logSerialFraction.log10Max, -1.0);
  }

  void timelineTrajectoryOnTheSurface() {
    const auto params = timelineParams(Scenario{});
    const auto points = timelineTrajectory(params, 1e8, 10);
    // N = 1 (1−α_eff undefined) is left out of the 81 sweep points.
    QCOMPARE(points.size(), std::size_t(80));
    QVERIFY(points.front().n > 1);
    SS_COMPARE_REL(points.back().n, 1e8, 1e-12);
    for (std::size_t i = 0; i < points.size(); ++i) {
      QVERIFY(points[i].serialFraction > 0);
      if (i > 0) QVERIFY(points[i].n > points[i - 1].n);
      SS_COMPARE_REL(amdahlEfficiency(points[i].n, points[i].serialFraction).value(),
                     points[i].efficiency, 1e-9);
    }
    // Invalid parameters give no trajectory, not NaN points.
    auto bad = params;
    bad.computeSeconds = -1;
    QVERIFY(timelineTrajectory(bad, 1e8, 10).empty());
  }

  void pimTrajectoryOnTheSurface() {
    const auto params = pimParams(Scenario{});
    QVERIFY(params.ok());
    const auto points = pimTrajectory(*params);
    QVERIFY2(points.ok(), points.ok() ? "" : points.error().c_str());
    QVERIFY(points->size() >= 3);
    for (const auto& p : *points) {
      QVERIFY(p.n > 64 && p.n <= 2560);  // the 64-DPU reference has no 1−α_eff
      QVERIFY(p.serialFraction > 0 && p.serialFraction < 1);
      SS_COMPARE_REL(amdahlEfficiency(p.n, p.serialFraction).value(), p.efficiency, 1e-9);
    }
    QCOMPARE(pimRunText(*params).english(), std::string("MA-SGD · YFCC100M LR · weak"));
    auto criteo = *params;
    criteo.dataset = PimDataset::Criteo;
    criteo.algorithm = PimAlgorithm::Admm;
    criteo.model = PimModel::Svm;
    criteo.scaling = PimScaling::Strong;
    QCOMPARE(pimRunText(criteo).english(), std::string("ADMM · Criteo SVM · strong"));
  }
};

QTEST_APPLESS_MAIN(TestSurfaceData)
#include "test_surface_data.moc"
