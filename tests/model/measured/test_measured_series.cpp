// The numbers behind the Scaling view: measured series relative to each baseline, weak
// scaling, repetitions and outliers, residuals, precision gains and the CSV columns. Every
// expected value is worked out by hand in the comment next to it.
#include <QTest>
#include <sstream>
#include <string>

#include "fuzzy.h"
#include "model/core/scenario.h"
#include "model/export/scaling_csv.h"
#include "model/measured/measured_series.h"
#include "model/scaling/precision_gain.h"
#include "model/scaling/scaling_curves.h"
#include "model/scaling/scaling_settings.h"
#include "test_entries.h"

using namespace scalescope::model;

namespace {

// Strong group "a": T(1) = 10, T(2) = 6, T(4) = 4.2, 4, 3.8 (mean and median 4).
// Weak group "b": T(1) = 2, T(4) = 2.5. Group "c": five repetitions at N = 8, one far off.
const char* kStudy =
    "group,scaling,n,time_s\n"
    "a,strong,1,10\n"
    "a,strong,2,6\n"
    "a,strong,4,4.2\n"
    "a,strong,4,4\n"
    "a,strong,4,3.8\n"
    "b,weak,1,2\n"
    "b,weak,4,2.5\n"
    "c,strong,8,1\n"
    "c,strong,8,1.02\n"
    "c,strong,8,0.98\n"
    "c,strong,8,1.01\n"
    "c,strong,8,3.0\n";

DatasetCollection study() {
  DatasetCollection d;
  auto set = readMeasurementsText(kStudy, "/some/folder/study.csv");
  if (!set) qFatal("%s", set.error().c_str());
  d.measurements.push_back(*set);
  return d;
}

const SeriesLevel* levelAt(const MeasuredSeries& m, double n) {
  for (const auto& l : m.levels)
    if (l.time.n == n) return &l;
  return nullptr;
}

std::vector<std::string> lines(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

}  // namespace

class TestMeasuredSeries : public QObject {
  Q_OBJECT
 private slots:
  void seriesPerGroupInLoadOrder() {
    const auto series = measuredSeries(study(), {});
    QCOMPARE(series.size(), std::size_t(3));
    QCOMPARE(series[0].name, std::string("a"));
    QCOMPARE(series[0].source, std::string("study.csv"));
    QVERIFY(!series[0].weak);
    QVERIFY(series[1].weak);
    QCOMPARE(series[0].points.size(), std::size_t(5));
    QCOMPARE(series[0].levels.size(), std::size_t(3));  // N = 1, 2, 4
  }

  void speedupRelativeToEachBaseline_data() {
    QTest::addColumn<int>("baseline");
    QTest::addColumn<double>("unitsPerNode");
    QTest::addColumn<double>("baselineN");
    QTest::addColumn<double>("speedupAt4");
    QTest::addColumn<bool>("note");
    // Smallest N = 1: S(4) = 1·10/4 = 2.5.
    QTest::newRow("smallest N") << int(SpeedupBaseline::SmallestN) << 4.0 << 1.0 << 2.5 << false;
    // N = 1 is measured: the same.
    QTest::newRow("N = 1") << int(SpeedupBaseline::NOne) << 4.0 << 1.0 << 2.5 << false;
    // One node = 2 units: S(4) = 2·T(2)/T(4) = 2·6/4 = 3.
    QTest::newRow("one node of 2") << int(SpeedupBaseline::OneNode) << 2.0 << 2.0 << 3.0 << false;
    // One node = 3 units: no run at N = 3, falls back to the smallest N with a note.
    QTest::newRow("one node of 3") << int(SpeedupBaseline::OneNode) << 3.0 << 1.0 << 2.5 << true;
  }
  void speedupRelativeToEachBaseline() {
    QFETCH(int, baseline);
    QFETCH(double, unitsPerNode);
    QFETCH(double, baselineN);
    QFETCH(double, speedupAt4);
    QFETCH(bool, note);
    SeriesOptions o;
    o.baseline = SpeedupBaseline(baseline);
    o.unitsPerNode = unitsPerNode;
    const auto a = measuredSeries(study(), o)[0];
    QCOMPARE(a.baselineN, baselineN);
    QCOMPARE(a.note.has_value(), note);
    const SeriesLevel* l = levelAt(a, 4);
    QVERIFY(l);
    SS_COMPARE_REL(l->speedup, speedupAt4, 1e-12);
    SS_COMPARE_REL(l->efficiency, speedupAt4 / 4, 1e-12);
    // Min–max bars: slowest run 4.2 gives the low end, fastest 3.8 the high end.
    SS_COMPARE_REL(l->speedupLow, speedupAt4 * 4 / 4.2, 1e-12);
    SS_COMPARE_REL(l->speedupHigh, speedupAt4 * 4 / 3.8, 1e-12);
  }

  void weakScalingEfficiencyIsTimeRatio() {
    const auto b = measuredSeries(study(), {})[1];
    const SeriesLevel* l = levelAt(b, 4);
    QVERIFY(l);
    SS_COMPARE_REL(l->efficiency, 2.0 / 2.5, 1e-12);  // E = T(1)/T(4) = 0.8
    SS_COMPARE_REL(l->speedup, 4 * 0.8, 1e-12);       // scaled speed-up N·E = 3.2
  }

  void stddevBarsAndMedian() {
    SeriesOptions o;
    o.stddevBars = true;
    o.median = true;
    const auto a = measuredSeries(study(), o)[0];
    const SeriesLevel* l = levelAt(a, 4);
    // Runs 4.2, 4, 3.8: median 4, s.d. = √((0.04 + 0 + 0.04)/2) = 0.2.
    SS_COMPARE_REL(l->centerSeconds, 4.0, 1e-12);
    SS_COMPARE_REL(l->lowSeconds, 3.8, 1e-12);
    SS_COMPARE_REL(l->highSeconds, 4.2, 1e-12);
  }

  void outlierIsFlagged() {
    const auto c = measuredSeries(study(), {})[2];
    // Median 1.01, MAD of |t − 1.01| = {0.01, 0.01, 0.03, 0, 1.99} is 0.01, floored at 1 % of
    // the median, 0.0101. Run 3.0: 0.6745·1.99/0.0101 ≈ 133 > 3.5. Run 0.98: ≈ 2.0.
    int flagged = 0;
    for (const auto& p : c.points) {
      if (p.outlier) QCOMPARE(*p.timeSeconds, 3.0);
      flagged += p.outlier;
    }
    QCOMPARE(flagged, 1);
  }

  void residualAgainstAmdahl() {
    Scenario s;
    QCOMPARE(s.set("serial_fraction", 0.1), std::string());
    const auto a = measuredSeries(study(), {})[0];
    // The run at N = 2 (T = 6): S = 10/6. Amdahl: 1/(0.1 + 0.9/2) = 1/0.55.
    // Residual = (10/6)·0.55 − 1 = −0.083333…
    const SeriesPoint& p = a.points[1];
    QCOMPARE(p.n, 2.0);
    const auto r = relativeResidual(s, Law::Amdahl, ScalingQuantity::Speedup, p);
    QVERIFY(r.ok());
    SS_COMPARE_REL(*r, 10.0 / 6.0 * 0.55 - 1.0, 1e-12);
    // The same ratio in efficiency.
    SS_COMPARE_REL(*relativeResidual(s, Law::Amdahl, ScalingQuantity::Efficiency, p), *r, 1e-12);
  }

  // All points at once, the law evaluated once per N: the same values as by hand, in the
  // order asked for, whatever the order of their N; a point without a value is NaN alone.
  void residualsOfManyRunsAtFewN() {
    Scenario s;
    QCOMPARE(s.set("serial_fraction", 0.1), std::string());
    SeriesPoint two, four, twoAgain, noPayload;
    two.n = 2, two.speedup = 10.0 / 6.0;     // Amdahl 1/0.55: residual 10/6·0.55 − 1
    four.n = 4, four.speedup = 3.0;          // Amdahl 1/0.325: residual 3·0.325 − 1
    twoAgain.n = 2, twoAgain.speedup = 2.0;  // 2·0.55 − 1
    noPayload.n = 4, noPayload.speedup = 3.0;
    const std::vector<SeriesPoint> points{two, four, twoAgain};
    const std::vector<std::size_t> order{0, 2, 1};  // by N, as the residual panel holds them
    const auto basis = residualBasis(points, order, ScalingQuantity::Speedup);
    QCOMPARE(basis.distinctN, (std::vector<double>{2, 4}));  // the law evaluated twice
    const auto predicted = residualPredictions(s, Law::Amdahl, ScalingQuantity::Speedup, basis);
    SS_COMPARE_REL(predicted[0], 1 / 0.55, 1e-12);
    SS_COMPARE_REL(predicted[1], 1 / 0.325, 1e-12);
    const auto r = residualsOf(basis, predicted);
    QCOMPARE(r.size(), std::size_t{3});
    SS_COMPARE_REL(r[0], 10.0 / 6.0 * 0.55 - 1.0, 1e-12);
    SS_COMPARE_REL(r[1], 2.0 * 0.55 - 1.0, 1e-12);
    SS_COMPARE_REL(r[2], 3.0 * 0.325 - 1.0, 1e-12);
    // A parameter of another law leaves the predictions, so the panel need not redraw; the
    // serial fraction moves them.
    QCOMPARE(s.set("timeline.precision", 2.0), std::string());
    QCOMPARE(residualPredictions(s, Law::Amdahl, ScalingQuantity::Speedup, basis), predicted);
    QCOMPARE(s.set("serial_fraction", 0.2), std::string());
    SS_COMPARE_REL(residualPredictions(s, Law::Amdahl, ScalingQuantity::Speedup, basis)[0], 1 / 0.6,
                   1e-12);
    QCOMPARE(s.set("serial_fraction", 0.1), std::string());
    four.payloadTflops = 2.0;
    QVERIFY(s.set("scaling.unit_peak_gflops", 1000.0).empty());  // 1 TFlop/s per unit
    const std::vector<SeriesPoint> runs{four, noPayload};
    const std::vector<std::size_t> both{0, 1};
    const auto payload = residualBasis(runs, both, ScalingQuantity::Payload);
    const auto p = residualsOf(
        payload, residualPredictions(s, Law::Amdahl, ScalingQuantity::Payload, payload));
    SS_COMPARE_REL(p[0], 2.0 * 0.325 - 1.0, 1e-12);  // 2 TFlop/s against 1/0.325
    QVERIFY(std::isnan(p[1]));
  }

  void predictedEfficiencyAndPayload() {
    Scenario s;
    s.set("serial_fraction", 0.01);
    s.set("scaling.unit_peak_gflops", 50);
    // Amdahl E(100) = 1/(100·0.01 + 0.99) = 1/1.99.
    SS_COMPARE_REL(*predictedQuantity(s, Law::Amdahl, ScalingQuantity::Efficiency, 100), 1.0 / 1.99,
                   1e-12);
    // Payload = P₁·S = 0.05 TFlop/s · 100/1.99.
    SS_COMPARE_REL(*predictedQuantity(s, Law::Amdahl, ScalingQuantity::Payload, 100),
                   0.05 * 100 / 1.99, 1e-12);
    // Gustafson S(100) = 0.01 + 0.99·100 = 99.01.
    SS_COMPARE_REL(*predictedQuantity(s, Law::Gustafson, ScalingQuantity::Speedup, 100), 99.01,
                   1e-12);
  }

  void top500SeriesUsesRmaxOverRpeak() {
    const auto e =
        scalescope::testing::top500Entry("Piz Daint", "CSCS", "2018-11", 387872, 21230.0, 27154.3);
    const auto m = top500Series({e});
    QCOMPARE(m.points.size(), std::size_t(1));
    SS_COMPARE_REL(m.points[0].efficiency, 21230.0 / 27154.3, 1e-12);  // 0.78183
    QVERIFY(m.points[0].payloadTflops.has_value());
    SS_COMPARE_REL(*m.points[0].payloadTflops, 21230.0, 1e-12);
    SS_COMPARE_REL(m.points[0].speedup, 387872 * 21230.0 / 27154.3, 1e-12);
  }

  void invalidRowsAreLeftOut() {
    MeasuredPoint p;
    p.n = 0.5;
    p.timeSeconds = 1;
    QVERIFY(!measuredPointProblem(p).empty());
    p.n = 2;
    QCOMPARE(measuredPointProblem(p), std::string());
    p.timeSeconds = -1;
    QVERIFY(!measuredPointProblem(p).empty());
    DatasetCollection d = study();
    d.measurements[0].points[1].timeSeconds = -6;  // group a, N = 2
    QCOMPARE(measuredSeries(d, {})[0].points.size(), std::size_t(4));
  }

  void fitUsesEveryRepetition() {
    // Exact Amdahl times t1 = 10, α = 0.8: T(N) = 10·(0.2 + 0.8/N): 10, 6, 4 (three times).
    DatasetCollection d;
    d.measurements.push_back(
        *readMeasurementsText("n,time_s\n1,10\n2,6\n4,4\n4,4\n4,4\n", "exact.csv"));
    const auto m = measuredSeries(d, {})[0];
    const auto fit = fitSeries(m, Law::Amdahl, std::nullopt);
    QVERIFY(fit.ok());
    QCOMPARE(fit->nPoints, 5);
    SS_COMPARE_REL(fit->parameters(0), 10.0, 1e-9);
    SS_COMPARE_REL(fit->parameters(1), 0.8, 1e-9);
  }

  void precisionGain() {
    Scenario s;
    s.set("timeline.accelerator", 0);
    s.set("timeline.serial_s", 1);
    s.set("timeline.compute_s", 3);
    s.set("timeline.speedup_fp16", 4);
    s.set("timeline.speedup_fp32", 2);
    const auto g = precisionGainCurves(s, 20);
    // N = 1: no communication. FP64 1 + 3 = 4 s; FP16 1 + 3/4 = 1.75 s; FP32 1 + 1.5 = 2.5 s.
    QCOMPARE(g.n.front(), 1.0);
    SS_COMPARE_REL(g.fp16Gain.front(), 4.0 / 1.75, 1e-12);
    SS_COMPARE_REL(g.fp32Gain.front(), 4.0 / 2.5, 1e-12);
  }

  void precisionPointsTakeNearestListCores() {
    DatasetCollection d;
    // Only N matters here: Rmax and Rpeak are placeholders.
    d.top500 = {scalescope::testing::top500Entry("Summit", "ORNL", "2019-11", 100, 1, 2),
                scalescope::testing::top500Entry("Summit", "ORNL", "2020-11", 200, 1, 2)};
    d.hplMxp.push_back({"2020-06", "Summit", 550.0, 148.6, 3});
    d.hplMxp.push_back({"2020-06", "Elsewhere", 10.0, 5.0, 4});
    const auto pts = precisionPoints(Scenario{}, d);
    QCOMPARE(pts.size(), std::size_t(2));
    // 2020-06 is 7 months after 2019-11 and 5 months before 2020-11.
    QCOMPARE(*pts[0].cores, 200.0);
    QCOMPARE(pts[0].coresList, std::string("2020-11"));
    QVERIFY(!pts[1].cores);
    SS_COMPARE_REL(pts[0].entry.ratio(), 550.0 / 148.6, 1e-12);
  }

  void scalingCsvHasOnlyShownCurves() {
    Scenario s;
    s.set("scaling.show_usl", 0);
    s.set("scaling.show_timeline", 0);
    const auto curves = scalingCurves(s, 11);
    const auto rows = lines(scalingCsv(curves, scalingSettings(s)));
    QCOMPARE(rows.front(), std::string("n,law,speedup,efficiency,payload_tflops"));
    QCOMPARE(rows.size(), std::size_t(1 + 3 * 11));  // Amdahl, Gustafson, ideal
    for (std::size_t i = 1; i < rows.size(); ++i)
      QVERIFY(rows[i].find(",usl,") == std::string::npos);
    // S(1) = 1 exactly; payload P₁·S = 70 GFlop/s = 0.07 TFlop/s.
    QCOMPARE(rows[1], std::string("1,amdahl,1,1,0.07"));
  }

  void timelinePayloadCountsTheAcceleratorOnce() {
    // The defaults are Piz Daint 2018-11 at N = 387,872: the timeline law's payload must be
    // N·P₁·E with P₁ = 70 GFlop/s, about the measured Rmax of 21.2 PFlop/s, not g = 4 times it.
    Scenario s;
    const double n = s.get(Param::N);
    const auto payload = predictedQuantity(s, Law::Timeline, ScalingQuantity::Payload, n);
    const auto efficiency = predictedQuantity(s, Law::Timeline, ScalingQuantity::Efficiency, n);
    QVERIFY(payload.ok() && efficiency.ok());
    SS_COMPARE_REL(*payload, n * 0.07 * *efficiency, 1e-12);
    QVERIFY2(*payload > 19000 && *payload < 23500, qPrintable(QString::number(*payload)));
    // Every law row of scaling.csv has its payload, equal to P₁·S for the closed-form laws.
    const auto rows = lines(scalingCsv(scalingCurves(s, 11), scalingSettings(s)));
    for (std::size_t i = 1; i < rows.size(); ++i) {
      std::vector<std::string> f;
      std::stringstream line(rows[i]);
      for (std::string cell; std::getline(line, cell, ',');) f.push_back(cell);
      QCOMPARE(f.size(), std::size_t(5));
      if (f[1] != "timeline") SS_COMPARE_REL(std::stod(f[4]), 0.07 * std::stod(f[2]), 1e-12);
    }
  }

  void payloadNeedsTheSeriesOwnPeak() {
    // No Rmax and no unit_peak_gflops: no payload, and the series says why. The scenario's
    // P₁ (a Piz Daint core) is not applied to these processes.
    DatasetCollection d = study();
    const auto plain = measuredSeries(d, {});
    for (const auto& p : plain[0].points) QVERIFY(!p.payloadTflops.has_value());
    const std::string why = plain[0].payloadNote ? plain[0].payloadNote->english() : "";
    QVERIFY2(why.find("unit_peak_gflops") != std::string::npos, why.c_str());
    QVERIFY(!quantityOf(plain[0].points[0], ScalingQuantity::Payload).has_value());
    QVERIFY(!relativeResidual(Scenario(), Law::Amdahl, ScalingQuantity::Payload, plain[0].points[0])
                 .ok());
    // With the column: T(1) = 10, T(2) = 6 on units of 50 GFlop/s: E(2) = 10/12, payload
    // 2·0.05·10/12 TFlop/s.
    DatasetCollection own;
    own.measurements.push_back(
        *readMeasurementsText("n,time_s,unit_peak_gflops\n1,10,50\n2,6,50\n", "own.csv"));
    const auto m = measuredSeries(own, {})[0];
    QVERIFY(!m.payloadNote);
    SS_COMPARE_REL(*m.points[1].payloadTflops, 2 * 0.05 * 10.0 / 12.0, 1e-12);
    // A peak out of range is refused with the file, line and column.
    auto bad = readMeasurementsText("n,time_s,unit_peak_gflops\n1,10,-5\n", "bad.csv");
    QVERIFY(!bad.ok());
    QVERIFY2(bad.error().rfind("bad.csv:2:3:", 0) == 0, bad.error().c_str());
  }

  // Group c's runs at N = 8 without the far one (3.0 s, the fifth): mean (1 + 1.02 + 0.98 +
  // 1.01)/4 = 1.0025 s, min 0.98, max 1.02 (by hand); with it, as series.levels has them, the
  // mean is 7.01/5 = 1.402 s and the max 3.0 s.
  void timeLevelsLeaveExcludedRunsOut() {
    const auto series = measuredSeries(study(), {});
    const MeasuredSeries& c = series[2];
    QCOMPARE(c.points.size(), std::size_t(5));
    const auto all = timeLevels(c, {});
    QCOMPARE(all.size(), std::size_t(1));
    SS_COMPARE_REL(all[0].centerSeconds, 1.402, 1e-12);
    QCOMPARE(all[0].highSeconds, 3.0);
    const auto without = timeLevels(c, {}, {false, false, false, false, true});
    QCOMPARE(without.size(), std::size_t(1));
    QCOMPARE(without[0].time.count, 4);
    SS_COMPARE_REL(without[0].centerSeconds, 1.0025, 1e-12);
    QCOMPARE(without[0].lowSeconds, 0.98);
    QCOMPARE(without[0].highSeconds, 1.02);
  }

  void gustafsonIsFittedToWeakScalingOnly() {
    // Group a is strong scaling: refused, with why and which law to use instead.
    const auto series = measuredSeries(study(), {});
    const auto strong = fitSeries(series[0], Law::Gustafson, std::nullopt);
    QVERIFY(!strong.ok());
    QVERIFY2(strong.error().find("weak scaling") != std::string::npos, strong.error().c_str());
    QVERIFY2(strong.error().find("amdahl or usl") != std::string::npos, strong.error().c_str());
    // A weak series fits: T = t1·N/((1−α) + αN) with t1 = 2, α = 0.9: 2, 2·4/3.7, 2·8/7.3.
    DatasetCollection d;
    d.measurements.push_back(*readMeasurementsText(
        "scaling,n,time_s\nweak,1,2\nweak,4,2.1621621621621623\nweak,8,2.191780821917808\n",
        "weak.csv"));
    const auto weak = fitSeries(measuredSeries(d, {})[0], Law::Gustafson, std::nullopt);
    QVERIFY2(weak.ok(), weak.ok() ? "" : weak.error().c_str());
    SS_COMPARE_REL(weak->parameters(1), 0.9, 1e-6);
    QVERIFY(lawScalingProblem(Law::Amdahl, false).empty());
    // And the converse: the strong-scaling laws are refused on the weak series.
    for (Law strongLaw : {Law::Amdahl, Law::Usl, Law::Timeline}) {
      const auto refused = fitSeries(measuredSeries(d, {})[0], strongLaw, std::nullopt);
      QVERIFY(!refused.ok());
      QVERIFY2(refused.error().find("marked weak") != std::string::npos, refused.error().c_str());
      QVERIFY2(refused.error().find("gustafson or sun-ni") != std::string::npos,
               refused.error().c_str());
    }
  }

  void measuredCsvColumns() {
    Scenario s;
    s.set("serial_fraction", 0.1);
    const auto rows = lines(measuredCsv(measuredSeries(study(), {}), s));
    QCOMPARE(rows.front(),
             std::string("series,source,scaling,n,unit,time_s,speedup,efficiency,payload_tflops,"
                         "law,predicted_speedup,relative_residual,outlier,line"));
    QCOMPARE(rows.size(), std::size_t(1 + 12));
    // Row of a, N = 2: S = 10/6, E = 5/6, payload 2·0.07·5/6, Amdahl 1/0.55, residual −1/12.
    QVERIFY2(rows[2].rfind("a,study.csv,strong,2,,6,", 0) == 0, rows[2].c_str());
    QVERIFY2(rows[2].find(",amdahl,") != std::string::npos, rows[2].c_str());
    QVERIFY2(rows[2].substr(rows[2].size() - 4) == ",0,3", rows[2].c_str());
    // A weak-scaling series is not scored against Amdahl (a fixed-size law): law, prediction
    // and residual are empty; against Gustafson it is, and the strong series is not.
    DatasetCollection d;
    d.measurements.push_back(*readMeasurementsText(
        "scaling,n,time_s\nweak,1,2\nweak,4,2.1621621621621623\n", "weak.csv"));
    auto both = measuredSeries(study(), {});
    for (auto& w : measuredSeries(d, {})) both.push_back(w);
    const auto amdahl = lines(measuredCsv(both, s));
    QVERIFY2(amdahl.back().find(",weak,4,") != std::string::npos, amdahl.back().c_str());
    QVERIFY2(amdahl.back().find(",,,,0,3") != std::string::npos, amdahl.back().c_str());
    QCOMPARE(s.setFromText("scaling.law", "gustafson"), std::string());
    const auto gustafson = lines(measuredCsv(both, s));
    QVERIFY2(gustafson.back().find(",gustafson,") != std::string::npos, gustafson.back().c_str());
    QVERIFY2(gustafson[2].find(",,,,0,3") != std::string::npos, gustafson[2].c_str());
  }
};

QTEST_APPLESS_MAIN(TestMeasuredSeries)
#include "test_measured_series.moc"
