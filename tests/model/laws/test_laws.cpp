// The scaling laws against values computed by hand (shown in each row's comment) and their
// edge cases. Tolerances are relative and stated per check.
#include <QTest>
#include <algorithm>
#include <cmath>

#include "fuzzy.h"
#include "model/core/parameter_table.h"
#include "model/core/scenario.h"
#include "model/laws/law_curves.h"
#include "model/laws/law_table.h"
#include "model/laws/laws.h"
#include "model/lessons/formula.h"
#include "model/lessons/lesson.h"
#include "model/measured/fit.h"
#include "model/measured/fit_to_scenario.h"
#include "model/surface/efficiency_grid.h"

using namespace scalescope::model;

class TestLaws : public QObject {
  Q_OBJECT
 private slots:
  void amdahl_data() {
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("s");
    QTest::addColumn<double>("speedup");
    // 1/(0.1 + 0.9/10) = 1/0.19
    QTest::newRow("N=10 s=0.1") << 10.0 << 0.1 << 5.263157894736842;
    // 1/(0.5 + 0.5/4) = 1/0.625
    QTest::newRow("N=4 s=0.5") << 4.0 << 0.5 << 1.6;
    QTest::newRow("N=1 any s") << 1.0 << 0.3 << 1.0;
    QTest::newRow("s=0 is linear") << 100.0 << 0.0 << 100.0;
    QTest::newRow("s=1 is serial") << 1e6 << 1.0 << 1.0;
    // 1/(1e-12 + (1 − 1e-12)/1e10)
    QTest::newRow("extreme") << 1e10 << 1e-12 << 9900990099.019703;
  }
  void amdahl() {
    QFETCH(double, n);
    QFETCH(double, s);
    QFETCH(double, speedup);
    auto r = amdahlSpeedup(n, s);
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    SS_COMPARE_REL(*r, speedup, 1e-12);
    SS_COMPARE_REL(*amdahlEfficiency(n, s), speedup / n, 1e-12);
  }
  void nEqualsOneIsExactlyOne() {
    QCOMPARE(*amdahlSpeedup(1, 0.123456), 1.0);
    QCOMPARE(*amdahlEfficiency(1, 0.5), 1.0);
    QCOMPARE(*amdahlEfficiency(1e9, 0.0), 1.0);  // α = 1 gives E = 1
  }
  void gustafsonAndUsl() {
    SS_COMPARE_REL(*gustafsonSpeedup(10, 0.1), 9.1, 1e-15);  // 0.1 + 0.9·10
    // 10 / (1 + 0.1·9 + 0.01·10·9) = 10/2.8
    SS_COMPARE_REL(*uslSpeedup(10, 0.1, 0.01), 3.5714285714285716, 1e-15);
    SS_COMPARE_REL(*uslPeakN(0.1, 0.01), 9.486832980505138, 1e-15);  // √90
    QVERIFY(std::isinf(*uslPeakN(0.1, 0)));
    // USL with κ = 0 is Amdahl with 1−α = σ: N/(1 + σ(N−1)) = 1/(σ + (1−σ)/N)
    SS_COMPARE_REL(*uslSpeedup(1000, 0.01, 0), *amdahlSpeedup(1000, 0.01), 1e-12);
  }
  void karpFlatt() {
    SS_COMPARE_REL(*serialFractionFromSpeedup(10, 5.263157894736842), 0.1, 1e-12);
    // (1/0.5 − 1)/(4 − 1) = 1/3
    SS_COMPARE_REL(*serialFractionFromEfficiency(4, 0.5), 1.0 / 3.0, 1e-15);
    QCOMPARE(*serialFractionFromEfficiency(100, 1.0), 0.0);
  }
  void top500Rows_data() {
    QTest::addColumn<double>("cores");
    QTest::addColumn<double>("rmax");
    QTest::addColumn<double>("rpeak");
    QTest::addColumn<double>("serial");
    // E = 21230/27154.3 = 0.78183; (1/E − 1)/(387872 − 1)
    QTest::newRow("Piz Daint 2018-11") << 387872.0 << 21230.0 << 27154.3 << 7.194485449187489e-07;
    // E = 442010/537212 = 0.82279; (1/E − 1)/(7630848 − 1)
    QTest::newRow("Fugaku 2020-11") << 7630848.0 << 442010.0 << 537212.0 << 2.822547317804544e-08;
  }
  void top500Rows() {
    QFETCH(double, cores);
    QFETCH(double, rmax);
    QFETCH(double, rpeak);
    QFETCH(double, serial);
    SS_COMPARE_REL(*serialFractionFromRmax(cores, rmax, rpeak), serial, 1e-9);
    // Round trip: Amdahl at that serial fraction gives back the measured efficiency.
    SS_COMPARE_REL(*amdahlEfficiency(cores, serial), rmax / rpeak, 1e-9);
  }
  void payload() {
    // 100 units of 2 Gflop/s at E = 1/(100·0.01 + 0.99) = 1/1.99
    SS_COMPARE_REL(*payloadPerformance(100, 0.01, 2.0), 200.0 / 1.99, 1e-14);
  }
  void invalidInputIsRejectedWithAReason() {
    QVERIFY(!amdahlSpeedup(0.5, 0.1).ok());
    QVERIFY(!amdahlSpeedup(std::nan(""), 0.1).ok());
    QVERIFY(!amdahlSpeedup(-4, 0.1).ok());
    QVERIFY(!amdahlSpeedup(10, -0.1).ok());
    QVERIFY(!amdahlSpeedup(10, 1.1).ok());
    QVERIFY(!amdahlEfficiency(INFINITY, 0.1).ok());
    QVERIFY(!uslSpeedup(10, 0.1, -1).ok());
    QVERIFY(!serialFractionFromEfficiency(10, 0).ok());
    QVERIFY(!serialFractionFromEfficiency(10, 1.5).ok());
    QVERIFY(!serialFractionFromEfficiency(1, 0.5).ok());
    const auto r = serialFractionFromRmax(1000, 120, 100);
    QVERIFY(!r.ok());
    QVERIFY2(r.error().find("Rmax") != std::string::npos, r.error().c_str());
    QVERIFY(!amdahlSpeedup(0, 0.1).error().empty());
  }
  void gridMatchesTheFormulaAtItsCorners() {
    const auto g = amdahlEfficiencyGrid({0.0, 8.0, 9}, {-10.0, -1.0, 10});
    QCOMPARE(g.efficiency.rows(), 10);
    QCOMPARE(g.efficiency.cols(), 9);
    // Row 9 is 1−α = 0.1, column 8 is N = 1e8: E = 1/(1e8·0.1 + 0.9) = 1/10000000.9
    SS_COMPARE_REL(g.efficiency(9, 8), 1.0 / 10000000.9, 1e-12);
    // Column 0 is N = 1: E = 1 everywhere.
    for (int r = 0; r < 10; ++r) SS_COMPARE_REL(g.efficiency(r, 0), 1.0, 1e-15);
    // Row 0 is 1−α = 1e-10, N = 1e4 (column 4): E = 1/(1e-6 + 1 − 1e-10)
    SS_COMPARE_REL(g.efficiency(0, 4), 1.0 / (1e-6 + 1 - 1e-10), 1e-12);
  }
  void curvesSpanTheRangeAndStartAtOne() {
    Scenario s;
    s.set(Param::SerialFraction, 0.01);
    s.set(Param::UslSigma, 0.01);
    s.set(Param::UslKappa, 1e-6);
    const auto curves = lawCurves(s, 1e6, 61);
    // Every law that draws a curve, in the table's order: amdahl, gustafson, usl, ideal,
    // timeline, sun_ni.
    QCOMPARE(curves.size(), std::size_t(6));
    QCOMPARE(curves[3].law, std::string("ideal"));
    for (const auto& c : curves) {
      QCOMPARE(c.n.size(), std::size_t(61));
      QCOMPARE(c.n.front(), 1.0);
      QCOMPARE(c.n.back(), 1e6);
      SS_COMPARE_REL(c.speedup.front(), 1.0, 1e-15);
      for (double e : c.efficiency) QVERIFY(std::isfinite(e) && e > 0);
    }
    // Amdahl saturates below 1/(1−α) = 100.
    QVERIFY(curves[0].speedup.back() < 100 && curves[0].speedup.back() > 99);
    // logSpace: 1, 10, 100 exactly at three points over two decades.
    const auto ls = logSpace(1, 100, 3);
    SS_COMPARE_REL(ls[1], 10.0, 1e-15);
  }

  // The lists people see come from the law table: the choices of scaling.law are its fitted
  // laws, the curve ids lessons highlight its curves, the laws' formula ids its ids.
  void listsAreBuiltFromTheLawTable() {
    const auto ids = [](const std::vector<Law>& laws) {
      std::vector<std::string> out;
      for (Law law : laws) out.emplace_back(lawName(law));
      return out;
    };
    const std::vector<std::string> fitted{"amdahl", "gustafson", "usl", "timeline", "sun_ni"};
    QCOMPARE(ids(fittedLaws()), fitted);
    QCOMPARE(parameterTable()[paramIndex(Param::ScalingLaw)].choices, fitted);
    QCOMPARE(fittedLawIds(", ", " or "), std::string("amdahl, gustafson, usl, timeline or sun_ni"));
    QCOMPARE(highlightCurveIds(), (std::vector<std::string>{"amdahl", "gustafson", "usl", "ideal",
                                                            "timeline", "sun_ni"}));
    for (const char* id : {"amdahl", "amdahl_speedup", "gustafson", "usl", "timeline"})
      QVERIFY2(std::find(formulaIds().begin(), formulaIds().end(), id) != formulaIds().end(), id);
    // Every curve's toggle is a row of the table, with the entry's label; "ideal" is drawn, not
    // fitted, and so no answer to --law.
    for (const LawEntry& law : lawTable()) {
      QCOMPARE(lawFromName(law.id), std::optional<Law>(law.law));
      if (law.curve)
        QCOMPARE(parameterTable()[paramIndex(law.curve->show)].label,
                 std::string(law.curve->showLabel));
    }
    QVERIFY(!lawEntry(Law::Ideal).timeLaw.has_value());
    QVERIFY(!fitLaw(Law::Ideal, {1, 2, 4}, {4, 2, 1}).ok());
  }

  // Sun and Ni's memory-bounded speed-up, S = (s + (1−s)·G)/(s + (1−s)·G/N), G = N^b, by hand.
  void sunNi_data() {
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("s");
    QTest::addColumn<double>("b");
    QTest::addColumn<double>("speedup");
    // G = 4^1.5 = 8: (0.1 + 7.2)/(0.1 + 1.8) = 7.3/1.9
    QTest::newRow("matrix multiply N=4") << 4.0 << 0.1 << 1.5 << 7.3 / 1.9;
    // G = 1: Amdahl's 1/(0.1 + 0.9/4) = 1/0.325
    QTest::newRow("b=0 is Amdahl") << 4.0 << 0.1 << 0.0 << 1.0 / 0.325;
    // G = N: Gustafson's 0.1 + 0.9·4
    QTest::newRow("b=1 is Gustafson") << 4.0 << 0.1 << 1.0 << 3.7;
    // G = 10000: (0.01 + 9900)/(0.01 + 99) = 9900.01/99.01
    QTest::newRow("N=100 b=2") << 100.0 << 0.01 << 2.0 << 9900.01 / 99.01;
    QTest::newRow("N=1") << 1.0 << 0.3 << 1.5 << 1.0;
    // G = 100: (0.5 + 50)/(0.5 + 5) = 50.5/5.5
    QTest::newRow("N=10 s=0.5 b=2") << 10.0 << 0.5 << 2.0 << 50.5 / 5.5;
  }
  void sunNi() {
    QFETCH(double, n);
    QFETCH(double, s);
    QFETCH(double, b);
    QFETCH(double, speedup);
    Scenario scenario;
    scenario.set(Param::SerialFraction, s);
    scenario.set(Param::SunNiExponent, b);
    const auto point = lawEntry(Law::SunNi).curve->at(scenario, n);
    QVERIFY2(point.ok(), point.ok() ? "" : point.error().c_str());
    SS_COMPARE_REL(point->speedup, speedup, 1e-14);
    SS_COMPARE_REL(point->efficiency, speedup / n, 1e-14);
  }

  // The time of the grown problem on N units, T = t1·((1−α) + α·N^(b−1)), fitted to weak-scaling
  // runs: exact data give back t1 = 10 s, α = 0.9, b = 1.5 (T(4) = 10·(0.1 + 0.9·2) = 19 s, T(16)
  // = 10·(0.1 + 0.9·4) = 37 s), and Apply to model sets 1−α and b.
  void sunNiFitRecoversItsParameters() {
    const std::vector<double> n{1, 2, 4, 8, 16, 32, 64};
    std::vector<double> t;
    for (double v : n) t.push_back(10.0 * (0.1 + 0.9 * std::sqrt(v)));
    SS_COMPARE_REL(t[2], 19.0, 1e-15);
    SS_COMPARE_REL(t[4], 37.0, 1e-15);
    const auto fit = fitLaw(Law::SunNi, n, t);
    QVERIFY2(fit.ok(), fit.ok() ? "" : fit.error().c_str());
    QCOMPARE(fit->parameterNames, (std::vector<std::string>{"t1_s", "alpha", "exponent"}));
    SS_COMPARE_REL(fit->parameters(0), 10.0, 1e-8);
    SS_COMPARE_REL(fit->parameters(1), 0.9, 1e-8);
    SS_COMPARE_REL(fit->parameters(2), 1.5, 1e-8);
    const FitApplication apply = applicationOfFit(*fit);
    QVERIFY2(apply.problem.empty(), apply.problem.c_str());
    QCOMPARE(apply.assignments.size(), std::size_t(2));
    QCOMPARE(apply.assignments[0].param, Param::SerialFraction);
    SS_COMPARE_REL(apply.assignments[0].value, 0.1, 1e-7);
    QCOMPARE(apply.assignments[1].param, Param::SunNiExponent);
    SS_COMPARE_REL(apply.assignments[1].value, 1.5, 1e-8);
    // A problem that grows with N: refused on fixed-size runs, like Gustafson.
    QVERIFY(lawScalingProblem(Law::SunNi, false).find("weak scaling") != std::string::npos);
    QVERIFY(lawScalingProblem(Law::SunNi, true).empty());
  }
};

QTEST_APPLESS_MAIN(TestLaws)
#include "test_laws.moc"
