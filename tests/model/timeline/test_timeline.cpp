// The timeline model of model/README.md §3. Expected values are computed by hand in the comments.
#include <QTest>
#include <array>
#include <cmath>
#include <functional>
#include <limits>

#include "fuzzy.h"
#include "model/core/scenario.h"
#include "model/timeline/timeline.h"

using namespace scalescope::model;

Q_DECLARE_METATYPE(CommPattern)

namespace {

constexpr double kPizDaintN = 387872;
constexpr double kInf = std::numeric_limits<double>::infinity();

TimelineBreakdown at(const TimelineParams& p, double n) {
  auto r = timelineAt(p, n);
  if (!r) qFatal("timelineAt failed: %s", r.error().c_str());
  return *r;
}

// T_serial 0.5 s, T_compute 100 s, g = 5, and a copy of 2 GB · 0.25 over 1 GB/s + 10 ms.
TimelineParams acceleratedExample() {
  TimelineParams p;
  p.serialSeconds = 0.5;
  p.computeSeconds = 100;
  p.acceleratorOn = true;
  p.acceleratorSpeedup = 5;
  p.acceleratorMemoryBytes = 2e9;
  p.refreshFraction = 0.25;
  p.linkBytesPerSecond = 1e9;
  p.linkLatencySeconds = 0.01;
  return p;
}

Scenario scenarioWith(std::initializer_list<std::pair<const char*, const char*>> settings) {
  Scenario s;
  for (const auto& [id, text] : settings) {
    const auto err = s.setFromText(id, text);
    if (!err.empty()) qFatal("%s", err.c_str());
  }
  return s;
}

}  // namespace

class TestTimeline : public QObject {
  Q_OBJECT
 private slots:
  void commFormulas_data() {
    QTest::addColumn<CommPattern>("pattern");
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("expected");
    // L = 1 µs, V = 1000 B, B = 1 GB/s, so V/B = 1 µs and L + V/B = 2 µs.
    QTest::newRow("tree N=1") << CommPattern::Tree << 1.0 << 0.0;
    QTest::newRow("tree N=2") << CommPattern::Tree << 2.0 << 4e-6;          // 2·1·2 µs
    QTest::newRow("tree N=1000") << CommPattern::Tree << 1000.0 << 4e-5;    // ⌈log₂⌉ = 10
    QTest::newRow("tree N=1024") << CommPattern::Tree << 1024.0 << 4e-5;    // exactly 2¹⁰
    QTest::newRow("tree N=1025") << CommPattern::Tree << 1025.0 << 4.4e-5;  // 11 levels
    QTest::newRow("ring N=1") << CommPattern::Ring << 1.0 << 0.0;
    QTest::newRow("ring N=4") << CommPattern::Ring << 4.0 << 7.5e-6;  // 2·3·1 + 2·3/4·1 µs
    QTest::newRow("ring N=100") << CommPattern::Ring << 100.0 << 1.9998e-4;  // 198 + 1.98 µs
    QTest::newRow("star N=1") << CommPattern::Star << 1.0 << 0.0;
    // Star: the hub gathers N messages and scatters N, 2N(L + V/B).
    QTest::newRow("star N=2") << CommPattern::Star << 2.0 << 8e-6;        // 2·2·2 µs
    QTest::newRow("star N=8") << CommPattern::Star << 8.0 << 3.2e-5;      // 2·8·2 µs
    QTest::newRow("star N=1000") << CommPattern::Star << 1000.0 << 4e-3;  // 2·1000·2 µs
  }
  void commFormulas() {
    QFETCH(CommPattern, pattern);
    QFETCH(double, n);
    QFETCH(double, expected);
    SS_COMPARE_REL(commSeconds(pattern, n, 1e-6, 1000.0, 1e9), expected, 1e-12);
  }

  void starGrowsLinearlyTreeLogarithmically() {
    for (double n : {10.0, 1000.0, 1e6}) {
      const double star1 = commSeconds(CommPattern::Star, n, 1.5e-6, 1e6, 1e10);
      SS_COMPARE_REL(commSeconds(CommPattern::Star, 2 * n, 1.5e-6, 1e6, 1e10) / star1, 2.0, 1e-12);
    }
    // Squaring N doubles the number of tree levels: 2²⁰ has 20 levels, 2¹⁰ has 10.
    const double t10 = commSeconds(CommPattern::Tree, 1024, 1.5e-6, 1e6, 1e10);
    SS_COMPARE_REL(commSeconds(CommPattern::Tree, 1048576, 1.5e-6, 1e6, 1e10) / t10, 2.0, 1e-12);
    // Doubling N adds one level: + 2(L + V/B) = 2·(1.5 µs + 100 µs) = 203 µs.
    const double t11 = commSeconds(CommPattern::Tree, 2048, 1.5e-6, 1e6, 1e10);
    SS_COMPARE_REL(t11 - t10, 2.03e-4, 1e-9);
  }

  void fullExampleByHand() {
    TimelineParams p = acceleratedExample();
    p.precisionSpeedup = 2;
    p.pattern = CommPattern::Tree;
    p.netLatencySeconds = 1e-3;
    p.netBytesPerSecond = 1e8;
    p.messageBytes = 1e6;
    p.syncSecondsPerLevel = 2e-3;
    const auto b = at(p, 10);
    const double rel = 1e-12;
    SS_COMPARE_REL(b.computeSeconds, 1.0, rel);  // 100/(10·2·5)
    SS_COMPARE_REL(b.copySeconds, 0.51, rel);    // 2e9·0.25/1e9 + 0.01
    SS_COMPARE_REL(b.commSeconds, 0.088, rel);   // ⌈log₂10⌉ = 4: 2·4·(1e-3 + 1e6/1e8)
    SS_COMPARE_REL(b.syncSeconds, 0.008, rel);   // 2e-3·4
    SS_COMPARE_REL(b.totalSeconds, 2.106, rel);  // 0.5 + 1 + 0.51 + 0.088 + 0.008
    SS_COMPARE_REL(b.speedup, 5.227920227920228, 1e-12);          // T(1) = 0.5 + 10 + 0.51 = 11.01
    SS_COMPARE_REL(b.efficiency, 0.5227920227920228, 1e-12);      // 11.01/21.06
    SS_COMPARE_REL(b.serialFraction, 0.1014229488343930, 1e-12);  // (21.06/11.01 − 1)/9
    SS_COMPARE_REL(b.commToComputeRatio, 0.088, rel);
    // Payload relative to one accelerated FP64 unit: T_ref = 0.5 + 100/5 + (0.5 + 0.01) =
    // 21.01 s, so 21.01/2.106 = 9.976; S = 11.01/2.106 = 5.228 counts the FP32 unit itself.
    SS_COMPARE_REL(b.payloadSpeedup, 9.976258309591643, 1e-12);
    QVERIFY(b.payloadSpeedup > b.speedup);  // FP32 does FP64-equivalent work faster
  }

  void payloadCountsTheAcceleratorOnce() {
    // At FP64 with the accelerator on, the reference unit is the scenario's own unit, so
    // P₁·payloadSpeedup = P₁·S = N·P₁·E: Piz Daint's defaults give 387,872 · 70.0 GFlop/s
    // · E ≈ 21 PFlop/s, not g = 4 times that.
    const auto b = at(timelineParams(Scenario()), kPizDaintN);
    SS_COMPARE_REL(b.payloadSpeedup, b.speedup, 1e-12);
    SS_COMPARE_REL(b.payloadSpeedup, kPizDaintN * b.efficiency, 1e-12);
    const double peakTflops = 27154.3 / kPizDaintN;  // Rpeak/cores of the 2018-11 entry
    const double payload = peakTflops * b.payloadSpeedup;
    QVERIFY2(payload > 17000 && payload < 25000, qPrintable(QString::number(payload)));
    // Accelerator off: the same reference unit, so the payload falls by T_off(N)/T_on(N), less
    // than g = 4 because the rest does not shrink with g. By hand at N = 387,872 (⌈log₂N⌉ =
    // 19): compute 10⁵/N = 0.257818 s, tree allreduce 2·19·(1.5 µs + 1 MB/10 GB/s) = 3.857 ms,
    // sync 19 µs, serial 1 ms, copy (on only) 16 GB·0.01/12 GB/s + 10 µs = 13.343 ms:
    // T_on = 0.0826736 s, T_off = 0.262693 s, ratio 3.17747 (model/README.md §3: 3.2×).
    const auto off =
        at(timelineParams(scenarioWith({{"timeline.accelerator", "off"}})), kPizDaintN);
    const double ratio = b.payloadSpeedup / off.payloadSpeedup;
    SS_COMPARE_REL(ratio, 3.17747, 1e-5);
  }

  void copyDividedByNShrinksTheCopy() {
    TimelineParams p = acceleratedExample();
    p.copyDividedByN = true;
    p.netBytesPerSecond = 1e8;
    // 5e8 B shared by 10 devices: 5e7 B / 1e9 B/s + 0.01 s = 0.06 s (constant: 0.51 s).
    const auto b = at(p, 10);
    SS_COMPARE_REL(b.copySeconds, 0.06, 1e-12);
    SS_COMPARE_REL(b.copyBytes, 5e7, 1e-12);
    const std::array<double, 5> parts = b.parts();  // the Timeline panel's order
    QCOMPARE(parts[2], b.copySeconds);
    QCOMPARE(parts[3], b.commSeconds);
    // T(1) = 0.5 + 20 + 0.51 = 21.01; T(10) = 0.5 + 2 + 0.06 = 2.56: S = 8.207031...
    SS_COMPARE_REL(b.speedup, 21.01 / 2.56, 1e-12);
    // Karp–Flatt from E and the expanded form agree: (1/E − 1)/(N − 1).
    SS_COMPARE_REL(b.serialFraction, (1 / b.efficiency - 1) / 9, 1e-12);
    // Only T_serial and the link latency remain serial: (0.5 + 0.01)/21.01.
    SS_COMPARE_REL(b.serialFraction, 0.51 / 21.01, 1e-12);
    p.copyDividedByN = false;
    SS_COMPARE_REL(at(p, 10).serialFraction, 1.01 / 21.01, 1e-12);  // (0.5 + 0.51)/21.01
    SS_COMPARE_REL(at(p, 10).copyBytes, 5e8, 1e-12);                // every device all of it
    p.acceleratorOn = false;
    QCOMPARE(at(p, 10).copyBytes, 0.0);
    QVERIFY(
        timelineParams(scenarioWith({{"timeline.copy_scaling", "divided_by_n"}})).copyDividedByN);
    QVERIFY(!timelineParams(Scenario()).copyDividedByN);
  }

  void singleUnitHasSpeedupOne() {
    TimelineParams p = timelineParams(Scenario());
    for (auto pattern : {CommPattern::Tree, CommPattern::Ring, CommPattern::Star}) {
      p.pattern = pattern;
      const auto b = at(p, 1);
      QCOMPARE(b.speedup, 1.0);
      QCOMPARE(b.efficiency, 1.0);
      QCOMPARE(b.serialFraction, 0.0);
      QCOMPARE(b.commSeconds, 0.0);
      QCOMPARE(b.syncSeconds, 0.0);
      QVERIFY(b.copySeconds > 0);  // the accelerator copies even on one unit
    }
  }

  void scenarioRowsConvertToSiUnits() {
    const auto p = timelineParams(Scenario());
    QCOMPARE(p.precisionSpeedup, 1.0);
    QVERIFY(p.acceleratorOn);
    QVERIFY(!p.reducedPrecisionComm);
    QVERIFY(p.pattern == CommPattern::Tree);
    SS_COMPARE_REL(p.acceleratorMemoryBytes, 16e9, 1e-15);
    SS_COMPARE_REL(p.linkBytesPerSecond, 12e9, 1e-15);
    SS_COMPARE_REL(p.linkLatencySeconds, 1e-5, 1e-15);
    SS_COMPARE_REL(p.netLatencySeconds, 1.5e-6, 1e-15);
    SS_COMPARE_REL(p.netBytesPerSecond, 1e10, 1e-15);
    SS_COMPARE_REL(p.syncSecondsPerLevel, 1e-6, 1e-15);
    const auto q = timelineParams(
        scenarioWith({{"timeline.precision", "int8"}, {"timeline.comm_pattern", "star"}}));
    QCOMPARE(q.precisionSpeedup, 8.0);
    QVERIFY(q.pattern == CommPattern::Star);
    QVERIFY(commPatternFromString("ring") == CommPattern::Ring);
    QVERIFY(!commPatternFromString("mesh"));
  }

  void defaultsLookLikePizDaint() {
    const Scenario s;
    QCOMPARE(s.get(Param::N), kPizDaintN);
    const auto b = at(timelineParams(s), kPizDaintN);
    // Piz Daint 2018-11: Rmax/Rpeak = 21230/27154.3 ≈ 0.78, 1−α_eff ≈ 7.2e-7.
    QVERIFY2(b.efficiency >= 0.6 && b.efficiency <= 0.9, qPrintable(QString::number(b.efficiency)));
    QVERIFY2(b.serialFraction > 3e-7 && b.serialFraction < 1.5e-6,
             qPrintable(QString::number(b.serialFraction)));
    // Second route to 1−α_eff: Karp–Flatt from E, (1/E − 1)/(N − 1).
    SS_COMPARE_REL(b.serialFraction, (1 / b.efficiency - 1) / (kPizDaintN - 1), 1e-9);
  }

  void halfPrecisionQuartersComputeOnly() {
    const auto fp64 = at(timelineParams(Scenario()), kPizDaintN);
    const auto fp16 =
        at(timelineParams(scenarioWith({{"timeline.precision", "fp16"}})), kPizDaintN);
    SS_COMPARE_REL(fp16.computeSeconds, fp64.computeSeconds / 4, 1e-12);
    QCOMPARE(fp16.commSeconds, fp64.commSeconds);
    QCOMPARE(fp16.copySeconds, fp64.copySeconds);
    QCOMPARE(fp16.syncSeconds, fp64.syncSeconds);
    SS_COMPARE_REL(fp16.commToComputeRatio, 4 * fp64.commToComputeRatio, 1e-12);
    // Noticeably: overhead/compute ×4 takes 1/E − 1 from ≈ 0.28 to ≈ 1.1, E from 0.78 to < 0.6.
    QVERIFY2(fp16.efficiency < 0.6 && fp16.efficiency < fp64.efficiency - 0.15,
             qPrintable(QString::number(fp16.efficiency)));
    QVERIFY(fp16.serialFraction > 3 * fp64.serialFraction);
    QVERIFY(fp16.payloadSpeedup > fp64.payloadSpeedup);  // still faster per step
  }

  void reducedPrecisionCommunicationShrinksBytes() {
    const auto fp16 = at(timelineParams(scenarioWith({{"timeline.precision", "fp16"},
                                                      {"timeline.reduced_precision_comm", "on"}})),
                         kPizDaintN);
    // ⌈log₂387872⌉ = 19 (2¹⁸ = 262144 < N ≤ 524288): 2·19·(1.5 µs + 0.25 MB / 10 GB/s).
    SS_COMPARE_REL(fp16.commSeconds, 38 * (1.5e-6 + 2.5e-5), 1e-12);
    // 16 GB · 0.01 / 4 = 40 MB over 12 GB/s, + 10 µs.
    SS_COMPARE_REL(fp16.copySeconds, 4e7 / 12e9 + 1e-5, 1e-12);
    // Full-precision bytes for comparison: 38·(1.5 µs + 100 µs) and 160 MB/12 GB/s + 10 µs.
    const auto fp64 = at(timelineParams(Scenario()), kPizDaintN);
    SS_COMPARE_REL(fp64.commSeconds, 38 * 1.015e-4, 1e-12);
    SS_COMPARE_REL(fp64.copySeconds, 1.6e8 / 12e9 + 1e-5, 1e-12);
  }

  void acceleratorRaisesPayloadAndAddsCopy() {
    const auto on = at(timelineParams(Scenario()), kPizDaintN);
    const auto off =
        at(timelineParams(scenarioWith({{"timeline.accelerator", "off"}})), kPizDaintN);
    QCOMPARE(off.copySeconds, 0.0);
    QVERIFY(on.copySeconds > 0);
    QVERIFY(on.payloadSpeedup > 2 * off.payloadSpeedup);
    QVERIFY(on.serialFraction > off.serialFraction);  // the copy joins the serial part
    QVERIFY(on.efficiency < off.efficiency);
  }

  void largerAcceleratorMemoryRaisesSerialFraction() {
    const auto m16 = at(timelineParams(Scenario()), kPizDaintN);
    const auto m32 =
        at(timelineParams(scenarioWith({{"timeline.accelerator_memory_gb", "32"}})), kPizDaintN);
    // Copy 160 MB → 320 MB per step at 12 GB/s: + 13.3 ms against ≈ 18 ms of overhead.
    SS_COMPARE_REL(m32.copySeconds - m16.copySeconds, 1.6e8 / 12e9, 1e-9);
    QVERIFY(m32.serialFraction > 1.5 * m16.serialFraction);
    QVERIFY(m32.efficiency < m16.efficiency);
  }

  void sweepIsLogSpacedAndIncreasing() {
    const auto p = timelineParams(Scenario());
    const auto sweep = timelineSweep(p, 1, 1e8, 4);
    QCOMPARE(sweep.size(), std::size_t(33));  // 8 decades · 4 + 1
    QCOMPARE(sweep.front().n, 1.0);
    QCOMPARE(sweep.back().n, 1e8);
    const double step = std::pow(10.0, 0.25);
    for (std::size_t i = 1; i < sweep.size(); ++i) {
      QVERIFY(sweep[i].n > sweep[i - 1].n);
      SS_COMPARE_REL(sweep[i].n / sweep[i - 1].n, step, 1e-9);
    }
    QVERIFY(timelineSweep(p, 1, 1e8, 1).size() >= 20);
    QCOMPARE(timelineSweep(p, 10, 10, 5).size(), std::size_t(1));
    QVERIFY(timelineSweep(p, 0.5, 1e8, 4).empty());
    QVERIFY(timelineSweep(p, 100, 10, 4).empty());
    QVERIFY(timelineSweep(p, 1, 1e8, 0).empty());
  }

  void invalidInputsFailWithName() {
    const TimelineParams good = timelineParams(Scenario());
    const double nan = std::numeric_limits<double>::quiet_NaN();
    struct Case {
      const char* expectedInMessage;
      std::function<void(TimelineParams&)> spoil;
    };
    const Case cases[] = {
        {"T_serial", [](auto& p) { p.serialSeconds = -1; }},
        {"T_compute", [](auto& p) { p.computeSeconds = 0; }},
        {"T_compute", [nan](auto& p) { p.computeSeconds = nan; }},
        {"precision", [](auto& p) { p.precisionSpeedup = 0; }},
        {"accelerator speed-up", [](auto& p) { p.acceleratorSpeedup = -2; }},
        {"accelerator memory", [](auto& p) { p.acceleratorMemoryBytes = -1; }},
        {"refresh_fraction", [](auto& p) { p.refreshFraction = 1.5; }},
        {"host↔device bandwidth", [](auto& p) { p.linkBytesPerSecond = 0; }},
        {"host↔device latency", [nan](auto& p) { p.linkLatencySeconds = nan; }},
        {"network latency", [](auto& p) { p.netLatencySeconds = -1e-6; }},
        {"network bandwidth", [](auto& p) { p.netBytesPerSecond = 0; }},
        {"message size", [](auto& p) { p.messageBytes = -1; }},
        {"barrier", [](auto& p) { p.syncSecondsPerLevel = kInf; }},
    };
    for (const auto& c : cases) {
      TimelineParams p = good;
      c.spoil(p);
      const auto r = timelineAt(p, 100);
      QVERIFY2(!r.ok(), c.expectedInMessage);
      QVERIFY2(r.error().find(c.expectedInMessage) != std::string::npos, r.error().c_str());
    }
    for (double n : {0.0, 0.999, -5.0, nan, kInf}) {
      const auto r = timelineAt(good, n);
      QVERIFY(!r.ok());
      QVERIFY2(r.error().find("N") != std::string::npos, r.error().c_str());
    }
  }

  void hugeNStaysFinite() {
    TimelineParams p = timelineParams(Scenario());
    for (auto pattern : {CommPattern::Tree, CommPattern::Ring, CommPattern::Star}) {
      p.pattern = pattern;
      const auto b = at(p, 1e10);
      for (double v : {b.computeSeconds, b.commSeconds, b.totalSeconds, b.speedup, b.efficiency,
                       b.serialFraction, b.commToComputeRatio, b.payloadSpeedup})
        QVERIFY(std::isfinite(v));
      QVERIFY(b.efficiency > 0 && b.efficiency < 1);
    }
  }
};

QTEST_APPLESS_MAIN(TestTimeline)
#include "test_timeline.moc"
