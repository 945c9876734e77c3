// Lesson quantities, live text and formulas against values computed here by hand from the
// formulas of the laws and the published TOP500 figures (not through the model's functions).
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/data/top500.h"
#include "model/lessons/formula.h"
#include "model/lessons/lesson_text.h"
#include "model/lessons/quantities.h"

using namespace scalescope::model;

namespace {

Scenario laws(double n, double s) {
  Scenario sc;
  sc.set(Param::N, n);
  sc.set(Param::SerialFraction, s);
  return sc;
}

DatasetCollection shippedData() {
  DatasetCollection d;
  auto r = readTop500(std::string(SCALESCOPE_SOURCE_DIR) + "/datasets/top500.csv");
  if (r) d.top500 = *r;
  return d;
}

double eval(const char* id, const LessonContext& c) {
  const auto v = evaluateQuantity(id, c);
  if (!v) qWarning("%s: %s", id, v.error().c_str());
  return v.valueOr(std::nan(""));
}

}  // namespace

class TestLessonQuantities : public QObject {
  Q_OBJECT
 private slots:
  void lawQuantities_data() {
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("s");
    QTest::newRow("classroom") << 1024.0 << 0.05;
    QTest::newRow("piz daint") << 387872.0 << 7.2e-7;
    QTest::newRow("one unit") << 1.0 << 0.3;
  }
  void lawQuantities() {
    QFETCH(double, n);
    QFETCH(double, s);
    const Scenario sc = laws(n, s);
    const LessonContext c{&sc};
    // By hand: S = 1/(s + (1−s)/N), E = S/N, Gustafson s + (1−s)N.
    const double speedup = 1.0 / (s + (1.0 - s) / n);
    SS_COMPARE_REL(eval("S", c), speedup, 1e-12);
    SS_COMPARE_REL(eval("E", c), speedup / n, 1e-12);
    SS_COMPARE_REL(eval("amdahl.limit", c), 1.0 / s, 1e-12);
    SS_COMPARE_REL(eval("alpha", c), 1.0 - s, 1e-15);
    SS_COMPARE_REL(eval("gustafson.speedup", c), s + (1.0 - s) * n, 1e-12);
    // The same run in Gustafson's terms: serial time s, parallel time (1−s)/N on N units.
    const double sg = s / (s + (1.0 - s) / n);
    SS_COMPARE_REL(eval("gustafson.serial_share", c), sg, 1e-12);
    SS_COMPARE_REL(eval("gustafson.speedup_same_run", c), speedup, 1e-9);
    SS_COMPARE_REL(eval("n", c), n, 0);
  }

  void parameterAndUnknownQuantities() {
    const Scenario sc;
    const LessonContext c{&sc};
    QVERIFY(quantityInfo("timeline.precision")->isParameter);
    QCOMPARE(quantityInfo("pim.dpus")->unit, std::string("DPUs"));
    QVERIFY(!quantityInfo("no.such"));
    const auto bad = evaluateQuantity("no.such", c);
    QVERIFY(!bad);
    QVERIFY(bad.error().find("no.such") != std::string::npos);
    // A quantity that needs data says so instead of giving a number.
    const auto noSystem = evaluateQuantity("system.serial_fraction", c);
    QVERIFY(!noSystem);
    QVERIFY(noSystem.error().find("system") != std::string::npos);
  }

  void timelineRatioFollowsItsParts() {
    Scenario sc;
    sc.set(Param::N, 4096);
    const LessonContext c{&sc};
    const double comm = eval("timeline.comm_s", c), compute = eval("timeline.compute_s", c);
    SS_COMPARE_REL(eval("timeline.comm_over_compute", c), comm / compute, 1e-12);
    const double total = eval("timeline.serial_s", c) + compute + eval("timeline.copy_s", c) +
                         comm + eval("timeline.sync_s", c);
    SS_COMPARE_REL(eval("timeline.total_s", c), total, 1e-12);
    // FP16 divides the compute part by the FP16 speed-up (4 by default) and leaves comm alone.
    Scenario half = sc;
    half.set(Param::TimelinePrecision, 2);  // fp16
    const LessonContext h{&half};
    SS_COMPARE_REL(eval("timeline.compute_s", h), compute / 4.0, 1e-12);
    SS_COMPARE_REL(eval("timeline.comm_s", h), comm, 1e-12);
    SS_COMPARE_REL(eval("timeline.comm_over_compute", h), 4.0 * comm / compute, 1e-12);
  }

  void pimShares() {
    const Scenario sc;
    const LessonContext c{&sc};
    const double comm =
        eval("pim.cpu_to_dpu_s", c) + eval("pim.dpu_to_cpu_s", c) + eval("pim.host_sync_s", c);
    SS_COMPARE_REL(eval("pim.communication_s", c), comm, 1e-12);
    SS_COMPARE_REL(eval("pim.communication_share", c), comm / eval("pim.total_s", c), 1e-12);
    // The star does not scale linearly: 2048 DPUs give less than 8× the throughput of 256.
    QVERIFY(eval("pim.speedup_over_256", c) < 8.0);
    SS_COMPARE_REL(eval("pim.efficiency_over_256", c), eval("pim.speedup_over_256", c) / 8.0,
                   1e-12);
  }

  void systemQuantitiesFromPublishedFigures() {
    const DatasetCollection data = shippedData();
    QVERIFY(!data.top500.empty());
    const Scenario sc;
    SystemRef ref{"Piz Daint", "2018-11", "", {}};
    LessonContext c{&sc, &data, &ref};
    // TOP500 2018-11: 387,872 cores, Rmax 21,230 TFlop/s, Rpeak 27,154.3 TFlop/s.
    SS_COMPARE_REL(eval("system.cores", c), 387872.0, 0);
    SS_COMPARE_REL(eval("system.efficiency", c), 21230.0 / 27154.3, 1e-12);
    SS_COMPARE_REL(eval("system.serial_fraction", c), (27154.3 / 21230.0 - 1.0) / 387871.0, 1e-12);
    SS_COMPARE_REL(eval("system.rmax_per_core_gflops", c), 21230.0e3 / 387872.0, 1e-12);
    // From 2016-11 to 2017-06: E_pred = 1/(N(1−α) + α) with the 2016 1−α at the 2017 N.
    ref = {"Piz Daint", "2016-11", "2017-06", {}};
    const double s2016 = (15988.0 / 9779.0 - 1.0) / (206720.0 - 1.0);
    const double e2017 = 1.0 / (361760.0 * s2016 + 1.0 - s2016);
    SS_COMPARE_REL(eval("generation.predicted_efficiency", c), e2017, 1e-12);
    SS_COMPARE_REL(eval("generation.predicted_rmax_tflops", c), 25326.3 * e2017, 1e-12);
    SS_COMPARE_REL(eval("generation.measured_rmax_tflops", c), 19590.0, 0);
    SS_COMPARE_REL(eval("generation.relative_error", c), (25326.3 * e2017 - 19590.0) / 19590.0,
                   1e-12);
    ref = {"Piz Daint", "1999-06", "", {}};
    QVERIFY(!evaluateQuantity("system.cores", c));
  }

  void perNodeQuantitiesOfPizDaint() {
    const DatasetCollection data = shippedData();
    const Scenario sc;
    SystemRef ref{"Piz Daint", "2013-11", "2017-06", {}};
    LessonContext c{&sc, &data, &ref};
    // 2013-11: 5,272 nodes of one K20X each; 6,271,000 GFlop/s / 5,272 = 1,189.49 GFlop/s,
    // 7,788,900 / 5,272 = 1,477.41 GFlop/s per node; per TOP500 core 54.07 GFlop/s.
    QCOMPARE(eval("system.nodes", c), 5272.0);
    SS_COMPARE_REL(eval("system.rmax_per_node_tflops", c), 1.1894917, 1e-7);
    SS_COMPARE_REL(eval("system.rpeak_per_node_tflops", c), 1.4774090, 1e-7);
    SS_COMPARE_REL(eval("system.rmax_per_core_gflops", c), 54.067802, 1e-7);
    // 1−α_eff with N = nodes: (7788.9/6271 − 1)/5271 = 0.242050/5271 = 4.5921·10⁻⁵, against
    // 2.0869·10⁻⁶ per TOP500 core: the unit N counts changes the value 22-fold.
    SS_COMPARE_REL(eval("system.serial_fraction_per_node", c), 4.5921212e-5, 1e-7);
    SS_COMPARE_REL(eval("system.serial_fraction", c), 2.0869499e-6, 1e-7);
    // To 2017-06 (5,320 nodes of one P100 each): 19,590/5,320 = 3.682331 TFlop/s per node,
    // 3.682331/1.189492 = 3.095718; Rpeak 25,326.3/5,320 = 4.760583, /1.477409 = 3.222251.
    SS_COMPARE_REL(eval("generation.rmax_per_node_gain", c), 3.0957181, 1e-7);
    SS_COMPARE_REL(eval("generation.rpeak_per_node_gain", c), 3.2222512, 1e-7);
    // 1−α_eff of the same pair: per TOP500 core (25,326.3/19,590 − 1)/361,759 = 8.094277·10⁻⁷
    // over 2.086950·10⁻⁶ = 0.387852 (it fell ÷2.58); per node (25,326.3/19,590 − 1)/5,319 =
    // 5.505128·10⁻⁵ over 4.592121·10⁻⁵ = 1.198820 (it rose +20 %).
    SS_COMPARE_REL(eval("generation.serial_fraction_gain", c), 0.3878522, 1e-6);
    SS_COMPARE_REL(eval("generation.serial_fraction_per_node_gain", c), 1.1988203, 1e-6);
    // An entry without a node count says so instead of giving a number.
    ref = {"Summit", "2019-11", "", {}};
    const auto none = evaluateQuantity("system.rmax_per_node_tflops", c);
    QVERIFY(!none);
    QVERIFY2(none.error().find("no node count") != std::string::npos, none.error().c_str());
    QVERIFY(!evaluateQuantity("system.nodes", c));
  }

  void acceleratorGainIsTheRatioOfTwoSteps() {
    // The timeline model written out with its defaults (model/README.md §3): T_serial 1 ms,
    // T_compute 10⁵ s, g 4, copy 16 GB · 0.01 / 12 GB/s + 10 µs, tree allreduce of 1 MB at
    // 1.5 µs and 10 GB/s, sync 1 µs per level. The gain is T(N) off / T(N) on.
    for (const double n : {4096.0, 387872.0}) {
      const double levels = std::ceil(std::log2(n));
      const double rest = 1e-3 + 2 * levels * (1.5e-6 + 1e6 / 10e9) + 1e-6 * levels;
      const double on = rest + 1e5 / 4 / n + (16e9 * 0.01 / 12e9 + 10e-6);
      const double off = rest + 1e5 / n;
      Scenario sc;
      sc.set(Param::N, n);
      for (const double accelerator : {0.0, 1.0}) {
        sc.set(Param::TimelineAccelerator, accelerator);  // the ratio ignores the toggle
        const LessonContext c{&sc};
        SS_COMPARE_REL(eval("timeline.accelerator_gain", c), off / on, 1e-12);
      }
    }
    // At N = 4096 the gain is 3.99 (close to g), at the default N = 387,872 about 3.18.
    Scenario sc;
    sc.set(Param::N, 4096);
    const LessonContext c{&sc};
    QVERIFY(eval("timeline.accelerator_gain", c) > 3.95);
  }

  void formatting_data() {
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("text");
    QTest::newRow("efficiency") << 0.78183 << ""
                                << "0.782";
    QTest::newRow("cores") << 387872.0 << "cores"
                           << "387,872 cores";
    QTest::newRow("million") << 1000000.0 << ""
                             << "1,000,000";
    QTest::newRow("tiny fraction") << 7.2e-7 << ""
                                   << "7.2·10⁻⁷";
    QTest::newRow("milliseconds") << 0.0822 << "s"
                                  << "82.2 ms";
    QTest::newRow("microseconds") << 2.5e-5 << "s"
                                  << "25 µs";
    QTest::newRow("speed-up") << 19.6 << "×"
                              << "19.6×";
    QTest::newRow("seconds") << 12.0 << "s"
                             << "12 s";
  }
  void formatting() {
    QFETCH(double, value);
    QFETCH(QString, unit);
    QFETCH(QString, text);
    QCOMPARE(QString::fromStdString(formatQuantity(value, unit.toStdString())), text);
  }

  void interpolation() {
    const Scenario sc = laws(1024, 0.05);
    const LessonContext c{&sc};
    // S = 1/(0.05 + 0.95/1024) = 19.6…, E = 0.0191…
    QCOMPARE(interpolate("S = {S}, E = {E:2}, E = {E:%}", c),
             std::string("S = 19.6×, E = 0.019, E = 1.9 %"));
    QCOMPARE(interpolate("{{n}} is {n}, format {timeline.precision}", c),
             std::string("{n} is 1,024, format FP64"));  // the label people read
    const std::string broken = interpolate("{no.such}", c);
    QVERIFY(broken.find("unknown quantity") != std::string::npos);
  }

  void placeholderSyntax_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("unclosed") << "E is {E"
                              << "offset 5: '{' without '}'";
    QTest::newRow("stray close") << "E is }"
                                 << "offset 5: '}' without '{'";
    QTest::newRow("empty") << "x {} y"
                           << "offset 2: '{}' names no quantity";
    QTest::newRow("bad spec") << "{E:x}"
                              << "offset 0: '{E:x}': after ':' expected";
    QTest::newRow("nested") << "{a{b}}"
                            << "offset 0: '{' without '}'";
  }
  void placeholderSyntax() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    const auto found = findPlaceholders(text.toStdString());
    QVERIFY(!found);
    QVERIFY2(QString::fromStdString(found.error()).startsWith(error), found.error().c_str());
  }

  void formulaWithPizDaintValues() {
    const DatasetCollection data = shippedData();
    const double s = (27154.3 / 21230.0 - 1.0) / 387871.0;
    const Scenario sc = laws(387872, s);
    SystemRef ref{"Piz Daint", "2018-11", "", {}};
    const LessonContext c{&sc, &data, &ref};
    const auto amdahl = lawFormula("amdahl", c);
    QVERIFY(amdahl);
    QCOMPARE(amdahl->lines.front(), std::string("E = 1 / (N·(1−α) + α)"));
    QVERIFY(amdahl->lines[1].find("387,872 · 7.19·10⁻⁷") != std::string::npos);
    // E = Rmax/Rpeak when 1−α is the entry's own Karp–Flatt value.
    SS_COMPARE_REL(amdahl->value, 21230.0 / 27154.3, 1e-9);
    QCOMPARE(amdahl->lines.back(), std::string("  = 0.782"));
    const auto kf = lawFormula("karp_flatt", c);
    QVERIFY(kf);
    SS_COMPARE_REL(kf->value, s, 1e-12);
    for (const auto& id : formulaIds()) QVERIFY2(lawFormula(id, c).ok(), id.c_str());
    QVERIFY(!lawFormula("nope", c));
    // Before the answer: the symbolic form, the values put in, then "= ?" with the value
    // line's indent. The line that works it out ("= 1 / (0.279 + 1)": one division from the
    // answer) is left out.
    QCOMPARE(amdahl->lines.size(), std::size_t(4));
    QCOMPARE(amdahl->lines[2], std::string("  = 1 / (0.279 + 1)"));
    const FormulaText held = withheldValue(*amdahl);
    QCOMPARE(held.lines.size(), std::size_t(3));
    QCOMPARE(held.lines[0], amdahl->lines[0]);
    QCOMPARE(held.lines[1], amdahl->lines[1]);
    QCOMPARE(held.lines[2], std::string("  = ?"));
    // A formula without a working-out line keeps all but its value.
    const FormulaText short_ = withheldValue(
        FormulaText{{"", "t", {}}, {"S = s + (1 − s)·N", "  = 0.1 + 0.9 · 8", "  = 7.3×"}, 7.3});
    QCOMPARE(short_.lines,
             (std::vector<std::string>{"S = s + (1 − s)·N", "  = 0.1 + 0.9 · 8", "  = ?"}));
    const FormulaText symbolOnly = withheldValue(FormulaText{{"", "t", {}}, {"E = 1"}, 1});
    QCOMPARE(symbolOnly.lines.back(), std::string("E = 1"));
  }

  void formulaSaysWhichPeakItReads() {
    // JUPITER Booster 2025-11 against its matrix peak, 1.6 EFlop/s, and its vector peak,
    // 872 PFlop/s (Rmax 1 EFlop/s, 4,801,344 cores): the title names the peak, and against
    // the vector peak (E > 1) there is no serial fraction to write out.
    const DatasetCollection data = shippedData();
    const Scenario sc;
    SystemRef matrix{.name = "JUPITER Booster", .list = "2025-11", .peak = PeakBasis::Matrix};
    const auto kf = lawFormula("karp_flatt", LessonContext{&sc, &data, &matrix});
    QVERIFY2(kf, kf ? "" : kf.error().c_str());
    QCOMPARE(kf->title.english(), std::string("Effective serial fraction (Karp–Flatt) of JUPITER "
                                              "Booster, 2025-11, against its matrix peak"));
    SS_COMPARE_REL(kf->value, 0.6 / 4801343.0, 1e-12);
    SystemRef vector = matrix;
    vector.peak = PeakBasis::Vector;
    QVERIFY(!lawFormula("karp_flatt", LessonContext{&sc, &data, &vector}));
  }
};

QTEST_APPLESS_MAIN(TestLessonQuantities)
#include "test_lesson_quantities.moc"
