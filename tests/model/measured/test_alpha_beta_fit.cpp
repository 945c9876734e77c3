// The α–β fit T(m) = L + m/B: exact recovery, a small noisy table solved by hand, the delta
// method for SE(B), and the refusals (too few points, one size, a flat or falling line).
#include <QTest>

#include "fuzzy.h"
#include "model/measured/alpha_beta_fit.h"
#include "model/measured/fit.h"

using namespace scalescope::model;

class TestAlphaBetaFit : public QObject {
  Q_OBJECT
 private slots:
  void exactLineIsRecovered() {
    // L = 2 µs, B = 1 GB/s: T = 2e-6 + m·1e-9, no noise, so the standard errors vanish.
    const std::vector<double> m{0, 1024, 8192, 65536, 1048576};
    std::vector<double> t;
    for (double v : m) t.push_back(2e-6 + v / 1e9);
    const auto fit = fitAlphaBeta(m, t);
    QVERIFY2(fit.ok(), fit.ok() ? "" : fit.error().c_str());
    SS_COMPARE_REL(fit->latencySeconds, 2e-6, 1e-9);
    SS_COMPARE_REL(fit->bandwidthBytesPerSecond, 1e9, 1e-9);
    QVERIFY(fit->latencyStdErr < 1e-15);
    QVERIFY(fit->bandwidthStdErr < 1e-3);
    SS_COMPARE_REL(fit->r2, 1.0, 1e-12);
    QCOMPARE(fit->nPoints, 5);
    QCOMPARE(fit->degreesOfFreedom, 3);
  }

  void noisyTableSolvedByHand() {
    // m = 0, 1000, 2000, 3000 B; T = 1, 3, 4, 6 µs. By hand (x in kB, y in µs):
    // x̄ = 1.5, ȳ = 3.5, Sxx = 5, Sxy = 8 → β = 1.6 µs/kB = 1.6e-9 s/B, L = 3.5 − 2.4 = 1.1 µs.
    // Residuals −0.1, 0.3, −0.3, 0.1: RSS = 0.2 µs², s² = 0.1, SE(β) = √(0.1/5) = 0.141421 µs/kB,
    // SE(L) = √(0.1·(1/4 + 2.25/5)) = √0.07 = 0.264575 µs, TSS = 13, R² = 1 − 0.2/13.
    // B = 1/β = 6.25e8 B/s, SE(B) = SE(β)/β² = 0.141421e-9/2.56e-18 = 5.52427e7 B/s.
    const auto fit = fitAlphaBeta({0, 1000, 2000, 3000}, {1e-6, 3e-6, 4e-6, 6e-6});
    QVERIFY2(fit.ok(), fit.ok() ? "" : fit.error().c_str());
    SS_COMPARE_REL(fit->latencySeconds, 1.1e-6, 1e-9);
    SS_COMPARE_REL(fit->latencyStdErr, 0.264575131e-6, 1e-8);
    SS_COMPARE_REL(fit->bandwidthBytesPerSecond, 6.25e8, 1e-9);
    SS_COMPARE_REL(fit->bandwidthStdErr, 0.1414213562e-9 / 2.56e-18, 1e-8);
    SS_COMPARE_REL(fit->r2, 1.0 - 0.2 / 13.0, 1e-9);
    QCOMPARE(fit->degreesOfFreedom, 2);
  }

  // T = −1 µs + m · 0.25 µs/B exactly (m = 8, 16, 32 B: 1, 3, 7 µs): the intercept is
  // −1e-6 s, which no network has; the fit is flagged, its slope kept (B = 4e6 B/s).
  void negativeLatencyIsNotPhysical() {
    const auto fit = fitAlphaBeta({8, 16, 32}, {1e-6, 3e-6, 7e-6});
    QVERIFY(fit.ok());
    SS_COMPARE_REL(fit->latencySeconds, -1e-6, 1e-9);
    SS_COMPARE_REL(fit->bandwidthBytesPerSecond, 4e6, 1e-9);
    const auto caveat = alphaBetaCaveat(*fit);
    QVERIFY(caveat);
    QVERIFY2(caveat->english().starts_with("not physical: the fitted latency L = -1e-06 s"),
             caveat->english().c_str());
    QVERIFY(!alphaBetaCaveat(*fitAlphaBeta({8, 16, 32}, {3e-6, 5e-6, 9e-6})));
  }

  void repetitionsAreObservations() {
    // Two identical runs of each size give the same estimates with one more degree of freedom
    // per copy (and a smaller SE: s² is the same RSS share, Sxx doubles).
    const auto once = fitAlphaBeta({0, 1000, 2000, 3000}, {1e-6, 3e-6, 4e-6, 6e-6});
    const auto twice = fitAlphaBeta({0, 1000, 2000, 3000, 0, 1000, 2000, 3000},
                                    {1e-6, 3e-6, 4e-6, 6e-6, 1e-6, 3e-6, 4e-6, 6e-6});
    QVERIFY(once.ok() && twice.ok());
    SS_COMPARE_REL(twice->latencySeconds, once->latencySeconds, 1e-9);
    SS_COMPARE_REL(twice->bandwidthBytesPerSecond, once->bandwidthBytesPerSecond, 1e-9);
    QCOMPARE(twice->nPoints, 8);
    QCOMPARE(twice->degreesOfFreedom, 6);
    // s² = 0.4/6 instead of 0.2/2 and Sxx = 10 instead of 5: SE(β) = √(0.0667/10) µs/kB.
    SS_COMPARE_REL(twice->bandwidthStdErr, std::sqrt(0.4 / 6 / 10) * 1e-9 / 2.56e-18, 1e-8);
  }

  void refusals_data() {
    QTest::addColumn<QList<double>>("bytes");
    QTest::addColumn<QList<double>>("seconds");
    QTest::addColumn<QString>("message");
    QTest::newRow("two points") << QList<double>{8, 16} << QList<double>{1e-6, 2e-6}
                                << "at least 3 points";
    QTest::newRow("one size") << QList<double>{8, 8, 8} << QList<double>{1e-6, 2e-6, 3e-6}
                              << "same message size";
    QTest::newRow("flat") << QList<double>{8, 16, 32} << QList<double>{1e-6, 1e-6, 1e-6}
                          << "time does not grow with message size";
    QTest::newRow("falling") << QList<double>{8, 16, 32} << QList<double>{3e-6, 2e-6, 1e-6}
                             << "time does not grow with message size";
    QTest::newRow("negative size")
        << QList<double>{-8, 16, 32} << QList<double>{1e-6, 2e-6, 3e-6} << "message size[0]";
    QTest::newRow("zero time") << QList<double>{8, 16, 32} << QList<double>{1e-6, 0, 3e-6}
                               << "time[1]";
    QTest::newRow("sizes differ") << QList<double>{8, 16, 32} << QList<double>{1e-6, 2e-6}
                                  << "message size has 3 values but time has 2";
  }
  void refusals() {
    QFETCH(QList<double>, bytes);
    QFETCH(QList<double>, seconds);
    QFETCH(QString, message);
    const auto fit = fitAlphaBeta({bytes.begin(), bytes.end()}, {seconds.begin(), seconds.end()});
    QVERIFY(!fit.ok());
    QVERIFY2(QString::fromStdString(fit.error()).contains(message), fit.error().c_str());
  }

  void inverseNLineUnchanged() {
    // fitTimeAgainstInverseN shares the line code: T = 2 + 8/N exactly gives 2 and 8.
    const auto line = fitTimeAgainstInverseN({1, 2, 4, 8}, {10, 6, 4, 3});
    QVERIFY(line.ok());
    SS_COMPARE_REL(line->intercept, 2.0, 1e-12);
    SS_COMPARE_REL(line->slope, 8.0, 1e-12);
  }
};

QTEST_MAIN(TestAlphaBetaFit)
#include "test_alpha_beta_fit.moc"
