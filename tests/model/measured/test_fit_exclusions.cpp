// Runs left out of a fit, found again by name, N and time (model/measured/fit_exclusions.h),
// and which scenario parameters a fit sets (fit_to_scenario.h): clamped below a parameter's
// minimum, refused above its maximum, nothing for the timeline fit.
#include <QTest>

#include "model/core/param.h"
#include "model/measured/fit_exclusions.h"
#include "model/measured/fit_to_scenario.h"

using namespace scalescope::model;

namespace {

MeasuredSeries series(const std::string& name, const std::vector<std::pair<double, double>>& runs) {
  MeasuredSeries s;
  s.name = name;
  s.source = name + ".csv";
  for (const auto& [n, t] : runs) {
    SeriesPoint p;
    p.n = n;
    p.timeSeconds = t;
    s.points.push_back(p);
  }
  return s;
}

FitResult fitOf(Law law, std::vector<std::string> names, std::vector<double> values) {
  FitResult f;
  f.kind = law;
  f.parameterNames = std::move(names);
  f.parameters =
      Eigen::Map<Eigen::VectorXd>(values.data(), static_cast<Eigen::Index>(values.size()));
  return f;
}

}  // namespace

class TestFitExclusions : public QObject {
  Q_OBJECT
 private slots:
  void runsAreFoundByNameNAndTime() {
    // Two equal runs at N = 2 (the second is occurrence 1), then a reordered copy of the file.
    const auto s = series("a", {{1, 10}, {2, 6}, {2, 6}, {4, 4}});
    const ExcludedRun second = excludedRunOf(s, 2);
    QCOMPARE(second.occurrence, 1);
    QCOMPARE(second.file, std::string("a.csv"));
    QCOMPARE(exclusionMask(s, {second}), (std::vector<bool>{false, false, true, false}));
    const auto reordered = series("a", {{4, 4}, {2, 6}, {1, 10}, {2, 6}});
    QCOMPARE(exclusionMask(reordered, {excludedRunOf(s, 3)}),
             (std::vector<bool>{true, false, false, false}));
    QVERIFY(matchesRun({reordered}, second));
    // Another time at that N, another series or another file: not the run excluded.
    QVERIFY(!matchesRun({series("a", {{1, 10}, {2, 6.5}, {2, 6}})}, second));
    QVERIFY(!matchesRun({series("b", {{2, 6}, {2, 6}})}, second));
    auto renamed = s;
    renamed.source = "other.csv";
    QVERIFY(!matchesRun({renamed}, second));
  }

  void toggleAddsAndRemoves() {
    const ExcludedRun r{"a", "a.csv", 2, 6, 0};
    const auto once = toggledExclusion({}, r);
    QCOMPARE(once.size(), std::size_t(1));
    QVERIFY(toggledExclusion(once, r).empty());
    QCOMPARE(describeRun(r).english(), std::string("N = 2, 6 s of 'a' (a.csv)"));
  }

  void amdahlSetsTheSerialFraction() {
    const auto a = applicationOfFit(fitOf(Law::Amdahl, {"t1_s", "alpha"}, {100, 0.95}));
    QVERIFY(a.problem.empty());
    QCOMPARE(a.assignments.size(), std::size_t(1));
    QCOMPARE(a.assignments[0].param, Param::SerialFraction);
    QVERIFY(std::abs(a.assignments[0].value - 0.05) < 1e-15);  // 1 − 0.95, to rounding
    QVERIFY(!a.assignments[0].clamped);
    QCOMPARE(a.lines[0].english(), std::string("serial_fraction ← 1−α = 0.05 (Amdahl fit)"));
  }

  void aBoundOfZeroIsRaisedToTheMinimum() {
    // α = 1 (at its bound): 1−α = 0, below serial_fraction's minimum 1e-12 (a log slider).
    const auto a = applicationOfFit(fitOf(Law::Gustafson, {"t1_s", "alpha"}, {10, 1.0}));
    QVERIFY(a.problem.empty());
    QVERIFY(a.assignments[0].clamped);
    QCOMPARE(a.assignments[0].value, 1e-12);
    QVERIFY(a.lines[0].english().find("raised to its minimum 1e-12") != std::string::npos);
  }

  void aKappaAboveTheMaximumIsRefused() {
    const auto a = applicationOfFit(fitOf(Law::Usl, {"t1_s", "sigma", "kappa"}, {10, 0.1, 0.3}));
    QVERIFY(a.assignments.empty());
    QVERIFY2(a.problem.find("κ = 0.3") != std::string::npos &&
                 a.problem.find("usl.kappa's maximum 0.1") != std::string::npos,
             a.problem.c_str());
  }

  void timelineHasNoCounterpart() {
    const auto a = applicationOfFit(
        fitOf(Law::Timeline, {"serial_s", "parallel_s", "per_level_s"}, {1, 2, 3}));
    QVERIFY(a.assignments.empty());
    QVERIFY(a.problem.find("no counterpart") != std::string::npos);
  }
};

QTEST_APPLESS_MAIN(TestFitExclusions)
#include "test_fit_exclusions.moc"
