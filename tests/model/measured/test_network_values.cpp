// The timeline's network values from a latency table: synthetic tables made with known per-link
// L and B through an independent, hand-written cost of each pattern, with noise, are fitted
// back. Tolerances: exact tables to 1e-9; with ±2 % multiplicative noise, to 10 % (the fit
// averages 20 sizes; L is set by the small sizes, B by the large ones).
#include <QTest>
#include <cmath>
#include <random>

#include "fuzzy.h"
#include "model/measured/network_values.h"

using namespace scalescope::model;

class TestNetworkValues : public QObject {
  Q_OBJECT

  /// Time of one collective at N for per-link L and B, written out per pattern (not through
  /// commSeconds, which the code under test uses).
  static double collectiveSeconds(CommPattern p, double n, double l, double b, double m) {
    const double levels = std::ceil(std::log2(n));
    switch (p) {
      case CommPattern::Tree:
        return 2 * levels * (l + m / b);
      case CommPattern::Ring:
        return 2 * (n - 1) * l + 2 * (n - 1) / n * m / b;
      case CommPattern::Star:
        return 2 * n * (l + m / b);  // gather to the root, then scatter back
    }
    return 0;
  }

 private slots:
  void recoversLatencyAndBandwidth_data() {
    QTest::addColumn<int>("pattern");
    QTest::addColumn<double>("n");
    QTest::addColumn<double>("noise");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("tree N=2 exact") << int(CommPattern::Tree) << 2.0 << 0.0 << 1e-9;
    QTest::newRow("tree N=16 exact") << int(CommPattern::Tree) << 16.0 << 0.0 << 1e-9;
    QTest::newRow("ring N=8 exact") << int(CommPattern::Ring) << 8.0 << 0.0 << 1e-9;
    QTest::newRow("star N=4 exact") << int(CommPattern::Star) << 4.0 << 0.0 << 1e-9;
    QTest::newRow("tree N=4 2% noise") << int(CommPattern::Tree) << 4.0 << 0.02 << 0.1;
    QTest::newRow("ring N=3 2% noise") << int(CommPattern::Ring) << 3.0 << 0.02 << 0.1;
  }
  void recoversLatencyAndBandwidth() {
    QFETCH(int, pattern);
    QFETCH(double, n);
    QFETCH(double, noise);
    QFETCH(double, tolerance);
    const auto p = CommPattern(pattern);
    const double latency = 1.5e-6, bandwidth = 10e9;  // the timeline's defaults: 1.5 µs, 10 GB/s
    std::mt19937 rng(7);
    std::uniform_real_distribution<double> jitter(1 - noise, 1 + noise);
    std::vector<double> bytes, seconds;
    for (double m = 8; m <= 8 * std::pow(2.0, 19); m *= 2) {
      bytes.push_back(m);
      seconds.push_back(collectiveSeconds(p, n, latency, bandwidth, m) * jitter(rng));
    }
    auto v = networkValuesFromTable(bytes, seconds, n, p);
    QVERIFY2(v, v ? "" : v.error().c_str());
    SS_COMPARE_REL(v->latencySeconds, latency, tolerance);
    SS_COMPARE_REL(v->bytesPerSecond, bandwidth, tolerance);
    QCOMPARE(v->fit.nPoints, int(bytes.size()));
  }

  void refusesOneRankAndNoLatency() {
    const std::vector<double> bytes{8, 1024, 65536};
    auto one = networkValuesFromTable(bytes, {1e-6, 2e-6, 9e-6}, 1, CommPattern::Tree);
    QVERIFY(!one);
    QVERIFY(QString::fromStdString(one.error()).contains("N ≥ 2"));
    // T = m/B − 0.5 ns exactly (B = 10 GB/s): a negative intercept, no latency to speak of.
    std::vector<double> times;
    for (double m : bytes) times.push_back(m * 1e-10 - 5e-10);
    auto none = networkValuesFromTable(bytes, times, 2, CommPattern::Tree);
    QVERIFY(!none);
    QVERIFY(QString::fromStdString(none.error()).contains("latency"));
  }
};

QTEST_APPLESS_MAIN(TestNetworkValues)
#include "test_network_values.moc"
