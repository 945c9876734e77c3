// scalescope --fit: runs the built program without a display (no DISPLAY, no
// QT_QPA_PLATFORM) on CSV files written here, and checks the JSON it prints against the laws
// that generated the data, and the exit code and message for bad input. Also the numbers of
// the Scaling view in --export --formats csv (scaling.csv, measured.csv), equally headless.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <vector>

#include "fuzzy.h"
#include "test_files.h"

namespace {

struct Run {
  int exitCode = -1;
  QByteArray out, err;
};

Run runProgram(const QStringList& arguments) {
  QProcess p;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) env.remove(name);
  p.setProcessEnvironment(env);
  p.start(QStringLiteral(SCALESCOPE_BINARY_DIR "/app/scalescope"), arguments);
  if (!p.waitForFinished(60000)) return {};
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
          p.readAllStandardError()};
}

using scalescope::testing::writeFile;

const QString kFormats = QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/model/data/formats/");

QJsonObject fitJson(const QStringList& arguments, QByteArray* err = nullptr) {
  const Run r = runProgram(arguments);
  if (err) *err = r.err;
  if (r.exitCode != 0) return {};
  return QJsonDocument::fromJson(r.out).object();
}

}  // namespace

class TestFitCommand : public QObject {
  Q_OBJECT
 private slots:
  void amdahlRecoversExactParameters() {
    // T(N) = 50·(0.05 + 0.95/N): 50, 26.25, 14.375, 8.4375, 5.46875, 3.984375.
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "amdahl.csv",
                                  "n,time_s\n1,50\n2,26.25\n4,14.375\n8,8.4375\n16,5.46875\n"
                                  "32,3.984375\n");
    const Run r = runProgram({"--fit", csv, "--law", "amdahl"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QJsonParseError error;
    const QJsonObject json = QJsonDocument::fromJson(r.out, &error).object();
    QVERIFY2(error.error == QJsonParseError::NoError, r.out.constData());
    QCOMPARE(json["law"].toString(), QString("amdahl"));
    QCOMPARE(json["n_points"].toInt(), 6);
    const QJsonObject p = json["parameters"].toObject();
    SS_COMPARE_REL(p["t1_s"].toDouble(), 50.0, 1e-8);  // exact data: rounding-level agreement
    SS_COMPARE_REL(p["alpha"].toDouble(), 0.95, 1e-8);
    QVERIFY(json["std_errors"].toObject().contains("alpha"));
    SS_COMPARE_REL(json["r2"].toDouble(), 1.0, 1e-12);
  }

  void uslWithNoiseIsWithinTolerance() {
    // Generating law: t1 = 100 s, σ = 0.02, κ = 1e-4, times multiplied by 1 ± 0.5 % in a fixed
    // alternating pattern. T(N) = 100·(1 + 0.02(N−1) + 1e-4·N(N−1))/N.
    QByteArray text = "n,time_s\n";
    const double noise[] = {1.005, 0.995, 1.004, 0.996, 1.005, 0.995, 1.003, 0.997, 1.005};
    int i = 0;
    for (double n : {1, 2, 4, 8, 16, 32, 64, 128, 256}) {
      const double t = 100 * (1 + 0.02 * (n - 1) + 1e-4 * n * (n - 1)) / n * noise[i++];
      text += QByteArray::number(n) + "," + QByteArray::number(t, 'g', 12) + "\n";
    }
    QTemporaryDir dir;
    const Run r = runProgram({"--fit", writeFile(dir, "usl.csv", text), "--law", "usl"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(json["law"].toString(), QString("usl"));
    QCOMPARE(json["n_points"].toInt(), 9);
    const QJsonObject p = json["parameters"].toObject();
    const QJsonObject se = json["std_errors"].toObject();
    // Tolerances for 0.5 % noise: t1 within 2 %, σ within 0.005, κ within 30 %.
    SS_COMPARE_REL(p["t1_s"].toDouble(), 100.0, 0.02);
    QVERIFY2(std::abs(p["sigma"].toDouble() - 0.02) < 0.005, r.out.constData());
    SS_COMPARE_REL(p["kappa"].toDouble(), 1e-4, 0.3);
    QVERIFY(se["sigma"].toDouble() > 0 && se["kappa"].toDouble() > 0);
    QVERIFY(json["r2"].toDouble() > 0.999);
  }

  // --predict on Amdahl's law, which is the straight line T = a + b·x in x = 1/N
  // (a = t1(1−α), b = t1·α). The test fits that line by hand (closed-form least squares) and
  // takes the textbook 95 % prediction interval of one new observation,
  //   a + b·x₀ ± t(0.975, n−2)·s·√(1 + 1/n + (x₀ − x̄)²/Sxx),  s² = RSS/(n−2),
  // t(0.975, 3) = 3.182446305 (t table). The program gets there by Levenberg–Marquardt and the
  // delta method in (t1, α), so agreement to 1e-6 relative is a real check of both.
  void predictionsMatchTheTextbookInterval() {
    const std::vector<double> n{1, 2, 4, 8, 16}, t{10.3, 5.8, 3.7, 2.6, 2.2};
    QByteArray text = "n,time_s\n";
    for (std::size_t i = 0; i < n.size(); ++i)
      text += QByteArray::number(n[i]) + "," + QByteArray::number(t[i]) + "\n";
    QTemporaryDir dir;
    const Run r = runProgram({"--fit", writeFile(dir, "runs.csv", text), "--law", "amdahl",
                              "--noise", "constant", "--predict", "1024,3,4096"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(r.out).object();
    const QJsonArray predictions = json["predictions"].toArray();
    QCOMPARE(predictions.size(), 3);

    const double count = double(n.size());
    double xMean = 0, yMean = 0;
    for (std::size_t i = 0; i < n.size(); ++i) xMean += 1 / n[i] / count, yMean += t[i] / count;
    double sxx = 0, sxy = 0;
    for (std::size_t i = 0; i < n.size(); ++i) {
      sxx += (1 / n[i] - xMean) * (1 / n[i] - xMean);
      sxy += (1 / n[i] - xMean) * (t[i] - yMean);
    }
    const double b = sxy / sxx, a = yMean - b * xMean;
    double rss = 0;
    for (std::size_t i = 0; i < n.size(); ++i) rss += std::pow(t[i] - a - b / n[i], 2);
    const double s2 = rss / (count - 2), tQuantile = 3.182446305;
    QVERIFY(a > 0 && b > 0);  // α = b/(a + b) inside (0, 1): no bound is active

    const double at[] = {1024, 3, 4096};
    for (int i = 0; i < 3; ++i) {
      const QJsonObject p = predictions[i].toObject();
      const double x = 1 / at[i];
      const double centre = a + b * x;
      const double half =
          tQuantile * std::sqrt(s2 * (1 + 1 / count + std::pow(x - xMean, 2) / sxx));
      QCOMPARE(p["n"].toDouble(), at[i]);
      SS_COMPARE_REL(p["time_s"].toDouble(), centre, 1e-6);
      SS_COMPARE_REL(p["lower_s"].toDouble(), centre - half, 1e-6);
      SS_COMPARE_REL(p["upper_s"].toDouble(), centre + half, 1e-6);
    }
    QCOMPARE(json["noise"].toString(), QString("constant"));
    SS_COMPARE_REL(json["run_sd_s"].toDouble(), std::sqrt(s2), 1e-6);
    // Without --predict the object has no "predictions".
    const Run plain = runProgram({"--fit", dir.filePath("runs.csv"), "--law", "amdahl"});
    QVERIFY(!QJsonDocument::fromJson(plain.out).object().contains("predictions"));
  }

  // The default noise is relative: Amdahl is the line T = a + b·x, x = 1/N, fitted with weights
  // w = 1/t² (weighted least squares by hand: weighted means x̄, ȳ with Σw, Sxx = Σw(x − x̄)²,
  // Sxy = Σw(x − x̄)(t − ȳ), b = Sxy/Sxx, a = ȳ − b·x̄, s² = Σw·r²/(n − 2)). One new run at x₀
  // has the log-time interval T̂·exp(±q·d/T̂), d² = s²(1/Σw + (x₀ − x̄)²/Sxx) + s²·T̂².
  void defaultNoiseIsRelativeWeightedLeastSquares() {
    const std::vector<double> n{1, 2, 4, 8, 16}, t{10.3, 5.8, 3.7, 2.6, 2.2};
    QByteArray text = "n,time_s\n";
    for (std::size_t i = 0; i < n.size(); ++i)
      text += QByteArray::number(n[i]) + "," + QByteArray::number(t[i]) + "\n";
    QTemporaryDir dir;
    const Run r = runProgram(
        {"--fit", writeFile(dir, "runs.csv", text), "--law", "amdahl", "--predict", "1024,3"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const QJsonObject json = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(json["noise"].toString(), QString("relative"));
    double sw = 0, xMean = 0, yMean = 0;
    for (std::size_t i = 0; i < n.size(); ++i) {
      const double w = 1 / (t[i] * t[i]);
      sw += w, xMean += w / n[i], yMean += w * t[i];
    }
    xMean /= sw, yMean /= sw;
    double sxx = 0, sxy = 0;
    for (std::size_t i = 0; i < n.size(); ++i) {
      const double w = 1 / (t[i] * t[i]);
      sxx += w * std::pow(1 / n[i] - xMean, 2);
      sxy += w * (1 / n[i] - xMean) * (t[i] - yMean);
    }
    const double b = sxy / sxx, a = yMean - b * xMean;
    double wrss = 0;
    for (std::size_t i = 0; i < n.size(); ++i) wrss += std::pow((t[i] - a - b / n[i]) / t[i], 2);
    const double s2 = wrss / 3, q = 3.182446305;  // t(0.975, 3), t table
    SS_COMPARE_REL(json["parameters"].toObject()["t1_s"].toDouble(), a + b, 1e-6);
    SS_COMPARE_REL(json["run_sd_relative"].toDouble(), std::sqrt(s2), 1e-6);
    const QJsonArray predictions = json["predictions"].toArray();
    const double at[] = {1024, 3};
    for (int i = 0; i < 2; ++i) {
      const QJsonObject p = predictions[i].toObject();
      const double x = 1 / at[i], centre = a + b * x;
      const double d =
          std::sqrt(s2 * (1 / sw + std::pow(x - xMean, 2) / sxx) + s2 * centre * centre);
      SS_COMPARE_REL(p["time_s"].toDouble(), centre, 1e-6);
      SS_COMPARE_REL(p["lower_s"].toDouble(), centre * std::exp(-q * d / centre), 1e-6);
      SS_COMPARE_REL(p["upper_s"].toDouble(), centre * std::exp(q * d / centre), 1e-6);
      QVERIFY(!p.contains("lower_clipped"));
    }
  }

  // --noise takes relative or constant, and only with --fit.
  void badNoiseIsABadArgument() {
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "ok.csv", "n,time_s\n1,10\n2,6\n4,4\n");
    const Run r = runProgram({"--fit", csv, "--law", "amdahl", "--noise", "log"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY2(r.err.contains("--noise: expected relative or constant"), r.err.constData());
  }

  void badPredictIsABadArgument() {
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "ok.csv", "n,time_s\n1,10\n2,6\n4,4\n");
    const Run r = runProgram({"--fit", csv, "--law", "amdahl", "--predict", "0"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("--predict 0: entry 1 0 is below 1"), r.err.constData());
  }

  // USL fits report N* = √((1−σ)/κ). Exact times of t1 = 100 s, σ = 0.02, κ = 1e-4:
  // N* = √(0.98/1e-4) = √9800 = 98.99494936611665 (by hand). Amdahl-like times (no
  // contention) hold κ at its bound 0: no peak, "n_star": null. Other laws have no n_star.
  void uslReportsPeakN() {
    QByteArray text = "n,time_s\n";
    for (double n : {1, 2, 4, 8, 16, 32, 64, 128, 256})
      text += QByteArray::number(n) + "," +
              QByteArray::number(100 * (1 + 0.02 * (n - 1) + 1e-4 * n * (n - 1)) / n, 'g', 17) +
              "\n";
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "usl.csv", text);
    QByteArray err;
    const QJsonObject usl = fitJson({"--fit", csv, "--law", "usl"}, &err);
    QVERIFY2(usl.contains("n_star"), err.constData());
    SS_COMPARE_REL(usl["n_star"].toDouble(), 98.99494936611665, 1e-6);  // exact data
    const QJsonObject p = usl["parameters"].toObject();
    SS_COMPARE_REL(usl["n_star"].toDouble(),
                   std::sqrt((1 - p["sigma"].toDouble()) / p["kappa"].toDouble()), 1e-12);

    const QString flat =
        writeFile(dir, "amdahl.csv", "n,time_s\n1,50\n2,26.25\n4,14.375\n8,8.4375\n16,5.46875\n");
    const QJsonObject noPeak = fitJson({"--fit", flat, "--law", "usl"}, &err);
    QVERIFY2(noPeak.contains("n_star"), err.constData());
    QCOMPARE(noPeak["parameters"].toObject()["kappa"].toDouble(), 0.0);
    QVERIFY(noPeak["n_star"].isNull());
    QVERIFY(!fitJson({"--fit", flat, "--law", "amdahl"}, &err).contains("n_star"));
  }

  void malformedFileNamesLineAndColumn() {
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "bad.csv", "n,time_s\n1,10\n2,abc\n");
    const Run r = runProgram({"--fit", csv, "--law", "amdahl"});
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.out.isEmpty());
    // Row "2,abc" is line 3, time_s is field 2.
    QVERIFY2(r.err.contains("bad.csv:3:2"), r.err.constData());
  }

  void rowWithoutTimeIsRefused() {
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "speedup.csv", "n,time_s,speedup\n1,10,1\n2,,1.9\n");
    const Run r = runProgram({"--fit", csv, "--law", "amdahl"});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("speedup.csv:3:2"), r.err.constData());
  }

  void severalGroupsAreRefused() {
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "groups.csv", "group,n,time_s\na,1,10\na,2,6\nb,1,3\n");
    const Run r = runProgram({"--fit", csv, "--law", "amdahl"});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("groups"), r.err.constData());
  }

  void gustafsonNeedsWeakScaling() {
    // Fixed-size times (no scaling column, or 'strong'): Gustafson is refused with exit 3, a
    // message naming the file, why, and the laws to fit instead.
    QTemporaryDir dir;
    for (const char* text : {"n,time_s\n1,10\n2,6\n4,4\n",
                             "scaling,n,time_s\nstrong,1,10\nstrong,2,6\nstrong,4,4\n"}) {
      const QString csv = writeFile(dir, "fixed.csv", text);
      const Run r = runProgram({"--fit", csv, "--law", "gustafson"});
      QCOMPARE(r.exitCode, 3);
      QVERIFY2(r.err.startsWith(csv.toUtf8() + ": "), r.err.constData());
      QVERIFY2(r.err.contains("weak scaling"), r.err.constData());
      QVERIFY2(r.err.contains("amdahl or usl"), r.err.constData());
      QVERIFY(r.out.isEmpty());
    }
    // Weak-scaling times T = t1·N/((1−α) + αN), t1 = 2, α = 0.9: the fit recovers α.
    const QString weak = writeFile(
        dir, "weak.csv",
        "scaling,n,time_s\nweak,1,2\nweak,4,2.1621621621621623\nweak,8,2.191780821917808\n");
    const Run r = runProgram({"--fit", weak, "--law", "gustafson"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    const auto json = QJsonDocument::fromJson(r.out).object();
    SS_COMPARE_REL(json["parameters"].toObject()["alpha"].toDouble(), 0.9, 1e-6);
    // The converse (issue 32): a strong-scaling law on the weak runs is refused, with the laws
    // that fit them; before, usl gave σ = 1 at its bound and R² = 0.69 without a word.
    for (const char* law : {"amdahl", "usl", "timeline"}) {
      const Run strong = runProgram({"--fit", weak, "--law", law});
      QCOMPARE(strong.exitCode, 3);
      QVERIFY2(strong.err.contains("marked weak"), strong.err.constData());
      QVERIFY2(strong.err.contains("fit gustafson or sun-ni instead"), strong.err.constData());
      QVERIFY(strong.out.isEmpty());
    }
  }

  void unknownLawIsABadArgument() {
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "ok.csv", "n,time_s\n1,10\n2,6\n4,4\n");
    const Run r = runProgram({"--fit", csv, "--law", "moore"});
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.err.contains("moore"));
  }

  void csvExportHasScalingAndMeasured() {
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "study.csv", "group,n,time_s\ns,1,10\ns,2,6\ns,4,4\n");
    const QString out = dir.filePath("out");
    const Run r = runProgram({csv, "--export", out, "--formats", "csv", "--set",
                              "scaling.show_usl=off", "--set", "serial_fraction=0.1"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile scaling(out + "/scaling.csv"), measured(out + "/measured.csv");
    QVERIFY(scaling.open(QIODevice::ReadOnly) && measured.open(QIODevice::ReadOnly));
    const QList<QByteArray> curves = scaling.readAll().split('\n');
    QCOMPARE(curves.front(), QByteArray("n,law,speedup,efficiency,payload_tflops"));
    // S(1) = 1 exactly; payload P₁·S with the default P₁ = 70 GFlop/s.
    QCOMPARE(curves[1], QByteArray("1,amdahl,1,1,0.07"));
    bool usl = false, timeline = false;
    for (const QByteArray& row : curves) {
      usl = usl || row.contains(",usl,");
      timeline = timeline || row.contains(",timeline,");
    }
    QVERIFY(!usl);  // switched off
    QVERIFY(timeline);
    const QByteArray points = measured.readAll();
    QVERIFY(points.startsWith("series,source,scaling,n,unit,time_s,speedup,efficiency,"));
    // Run N = 4: S = 10/4 = 2.5; Amdahl(0.1) S = 1/(0.1 + 0.9/4) = 1/0.325; 2.5·0.325 − 1.
    const int row = points.indexOf("\ns,study.csv,strong,4,,4,2.5,0.625,");
    QVERIFY2(row > 0, points.constData());
    const QList<QByteArray> fields = points.mid(row + 1).split('\n').front().split(',');
    SS_COMPARE_REL(fields[11].toDouble(), 2.5 * 0.325 - 1, 1e-9);
  }

  void formatsFitLikeTheirCsv_data() {
    // Each hand-written file of another tool and a CSV with the same numbers, written out here
    // from the file (N, seconds): --fit must give the same parameters on both.
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("series");
    QTest::addColumn<QString>("law");
    QTest::addColumn<QString>("csv");
    QTest::newRow("extrap text") << "extrap_regions.txt"
                                 << "main"
                                 << "amdahl"
                                 << "1,10.0\n1,10.2\n1,9.8\n2,5.1\n2,5.0\n2,4.9\n4,2.6\n4,2.5\n"
                                    "4,2.55\n8,1.3\n8,1.35\n8,1.25\n";
    QTest::newRow("extrap two parameters") << "extrap_two_parameters.txt"
                                           << ""
                                           << "amdahl"
                                           << "1,0.100\n1,0.101\n2,0.051\n2,0.050\n4,0.026\n"
                                              "4,0.025\n";
    QTest::newRow("extrap json") << "extrap_measurements.json"
                                 << "main"
                                 << "amdahl"
                                 << "1,4.0\n1,4.2\n2,2.1\n2,2.0\n4,1.1\n4,1.05\n";
    QTest::newRow("extrap json ids") << "extrap_ids.json"
                                     << ""
                                     << "amdahl"
                                     << "2,6.0\n4,3.5\n8,2.25\n";
    QTest::newRow("extrap jsonl") << "extrap_lines.jsonl"
                                  << ""
                                  << "usl"
                                  << "1,12.0\n1,12.4\n2,6.3\n2,6.1\n4,3.4\n4,3.2\n4,3.3\n8,1.9\n";
    QTest::newRow("google benchmark") << "gbench_threads.json"
                                      << "BM_Solve"
                                      << "amdahl"
                                      << "1,0.080\n1,0.082\n1,0.081\n2,0.042\n2,0.041\n2,0.043\n"
                                         "4,0.0225\n4,0.023\n4,0.022\n";
    QTest::newRow("hyperfine") << "hyperfine_threads.json"
                               << ""
                               << "usl"
                               << "1,1.9\n1,2.0\n1,2.1\n2,1.0\n2,1.05\n2,1.1\n4,0.57\n4,0.61\n"
                                  "4,0.62\n8,0.39\n8,0.4\n8,0.41\n";
    QTest::newRow("jube") << "jube_result.csv"
                          << ""
                          << "amdahl"
                          << "1,100.0\n2,52.0\n4,27.5\n8,15.0\n";
    QTest::newRow("reframe") << "reframe_scaling.log"
                             << ""
                             << "amdahl"
                             << "1,40.0\n2,21.0\n4,11.5\n8,7.25\n4,11.0\n";
    QTest::newRow("amdahl folder") << "amdahl_sweep"
                                   << ""
                                   << "amdahl"
                                   << "1,30.15\n2,18.05\n4,12.1\n8,9.05\n";
  }
  void formatsFitLikeTheirCsv() {
    QFETCH(QString, file);
    QFETCH(QString, series);
    QFETCH(QString, law);
    QFETCH(QString, csv);
    QTemporaryDir dir;
    const QString equivalent = writeFile(dir, "same.csv", "n,time_s\n" + csv.toUtf8());
    QStringList args{"--fit", kFormats + file, "--law", law};
    if (!series.isEmpty()) args << "--series" << series;
    QByteArray err;
    const QJsonObject fromFormat = fitJson(args, &err);
    QVERIFY2(!fromFormat.isEmpty(), err.constData());
    const QJsonObject fromCsv = fitJson({"--fit", equivalent, "--law", law}, &err);
    QVERIFY2(!fromCsv.isEmpty(), err.constData());
    QCOMPARE(fromFormat["n_points"].toInt(), fromCsv["n_points"].toInt());
    const QJsonObject a = fromFormat["parameters"].toObject(), b = fromCsv["parameters"].toObject();
    QCOMPARE(a.keys(), b.keys());
    // The same doubles up to the last bit of a unit conversion (ms → s): 1e-9 relative.
    for (const QString& k : a.keys()) SS_COMPARE_REL(a[k].toDouble(), b[k].toDouble(), 1e-9);
    SS_COMPARE_REL(fromFormat["r2"].toDouble(), fromCsv["r2"].toDouble(), 1e-9);
  }

  // An OSU results folder with a bandwidth table beside the latency tables (osu_bw, as OSU's
  // README shows its output): the latency tables are fitted and the bandwidth file is named
  // as skipped; --strict refuses the folder, naming it; a folder of nothing usable is refused.
  void aFolderLoadsWhatItCan() {
    QTemporaryDir dir;
    QDir(dir.path()).mkpath("osu");
    QFile::copy(kFormats + "osu_latency.txt", dir.filePath("osu/osu_latency_np2.txt"));
    const QString bw = writeFile(dir, "osu/osu_bw_np2.txt",
                                 "# OSU MPI Bandwidth Test v7.4\n# Size      Bandwidth (MB/s)\n"
                                 "1                       2.91\n2                       5.85\n");
    const QString folder = dir.filePath("osu");
    const Run r = runProgram({"--fit", folder, "--law", "alpha-beta"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.err.contains("skipped: " + bw.toUtf8() + ":1:1: expected an OSU latency test"),
             r.err.constData());
    const QJsonArray fits = QJsonDocument::fromJson(r.out).object()["fits"].toArray();
    QCOMPARE(fits.size(), 1);
    SS_COMPARE_REL(fits[0].toObject()["latency_s"].toDouble(), 1.04e-6, 1e-9);
    const Run strict = runProgram({"--fit", folder, "--law", "alpha-beta", "--strict"});
    QCOMPARE(strict.exitCode, 3);
    QVERIFY2(strict.err.startsWith(bw.toUtf8() + ":1:1: "), strict.err.constData());
    QFile::remove(dir.filePath("osu/osu_latency_np2.txt"));
    QCOMPARE(runProgram({"--fit", folder, "--law", "alpha-beta"}).exitCode, 3);
  }

  // A submitter's MLPerf results tree (tests/model/data/mlperf/): its result logs are four
  // folders down, the aborted run is reported by name and left out, and the other three runs
  // (16, 16 and 32 accelerators) are one series, from the submitter's folder as from results/.
  void anMlperfTreeIsOneSeriesPerBenchmark() {
    const QString root = QStringLiteral(
        SCALESCOPE_SOURCE_DIR "/tests/model/data/mlperf/training_results_v9.9/ExampleOrg");
    for (const QString& folder : {root, root + "/results"}) {
      const Run r = runProgram({"--fit", folder, "--law", "amdahl"});
      QCOMPARE(r.exitCode, 0);
      QVERIFY2(r.err.contains("skipped: " + root.toUtf8() +
                              "/results/xg_n4/gpt3/result_1.txt:14:10: run_stop status is "
                              "\"aborted\""),
               r.err.constData());
      const QJsonObject fit = QJsonDocument::fromJson(r.out).object();
      QCOMPARE(fit["n_points"].toInt(), 3);
    }
  }

  // Two files of a folder with one series name each ("kernel"): the names are made unique
  // with the file's, and what --fit lists is what --series accepts, also a label with the
  // value another parameter is held at ("merge (size = 100)").
  void seriesAreNamedAsListed() {
    QTemporaryDir dir;
    QDir(dir.path()).mkpath("runs");
    // T = T1·(0.1 + 0.9/N) with T1 = 10 and 20 s: 10, 5.5, 3.25 and 20, 11, 6.5.
    writeFile(dir, "runs/a.csv", "n,time_s,series\n1,10,kernel\n2,5.5,kernel\n4,3.25,kernel\n");
    writeFile(dir, "runs/b.csv", "n,time_s,series\n1,20,kernel\n2,11,kernel\n4,6.5,kernel\n");
    const QString folder = dir.filePath("runs");
    const Run both = runProgram({"--fit", folder, "--law", "amdahl"});
    QCOMPARE(both.exitCode, 3);
    QVERIFY2(both.err.contains("2 series (kernel (a.csv), kernel (b.csv))"), both.err.constData());
    const Run b = runProgram({"--fit", folder, "--law", "amdahl", "--series", "kernel (b.csv)"});
    QVERIFY2(b.exitCode == 0, b.err.constData());
    const QJsonObject fit = QJsonDocument::fromJson(b.out).object();
    SS_COMPARE_REL(fit["parameters"].toObject()["alpha"].toDouble(), 0.9, 1e-6);
    SS_COMPARE_REL(fit["parameters"].toObject()["t1_s"].toDouble(), 20.0, 1e-6);

    const QString twoRegions = writeFile(
        dir, "two.txt",
        "PARAMETER p\nPARAMETER size\nPOINTS ( 1 100 ) ( 2 100 ) ( 4 100 ) ( 1 200 ) ( 2 200 ) "
        "( 4 200 )\nREGION merge\nMETRIC time\nDATA 10\nDATA 5.5\nDATA 3.25\nDATA 20\nDATA 11\n"
        "DATA 6.5\nREGION sort\nMETRIC time\nDATA 8\nDATA 4\nDATA 2\nDATA 16\nDATA 8\nDATA 4\n");
    const Run listed = runProgram({"--fit", twoRegions, "--law", "amdahl"});
    QCOMPARE(listed.exitCode, 3);
    QVERIFY2(listed.err.contains("2 series (merge (size = 100), sort (size = 100))"),
             listed.err.constData());
    const Run merge =
        runProgram({"--fit", twoRegions, "--law", "amdahl", "--series", "merge (size = 100)"});
    QVERIFY2(merge.exitCode == 0, merge.err.constData());
    SS_COMPARE_REL(
        QJsonDocument::fromJson(merge.out).object()["parameters"].toObject()["alpha"].toDouble(),
        0.9, 1e-6);
  }

  void alphaBetaOnLatencyTablesLikeTheirCsv() {
    // osu_latency.txt (2 processes, µs) and the CSV of its rows (seconds); by hand L = 1.04 µs,
    // B = 1/9.8e-4 B/µs (see test_formats).
    QTemporaryDir dir;
    const QString csv = writeFile(dir, "latency.csv",
                                  "n,bytes,time_s\n2,0,1.00e-6\n2,1000,2.10e-6\n2,2000,2.90e-6\n"
                                  "2,3000,4.10e-6\n2,4000,4.90e-6\n");
    QByteArray err;
    const QJsonObject osu =
        fitJson({"--fit", kFormats + "osu_latency.txt", "--law", "alpha-beta"}, &err);
    QVERIFY2(!osu.isEmpty(), err.constData());
    const QJsonObject same = fitJson({"--fit", csv, "--law", "alpha-beta"}, &err);
    QVERIFY2(!same.isEmpty(), err.constData());
    const QJsonObject a = osu["fits"].toArray()[0].toObject();
    const QJsonObject b = same["fits"].toArray()[0].toObject();
    QCOMPARE(a["processes"].toDouble(), 2.0);
    SS_COMPARE_REL(a["latency_s"].toDouble(), 1.04e-6, 1e-9);
    SS_COMPARE_REL(a["bandwidth_bytes_per_s"].toDouble(), 1e6 / 9.8e-4, 1e-9);
    for (const char* k : {"latency_s", "latency_std_error_s", "bandwidth_bytes_per_s",
                          "bandwidth_std_error_bytes_per_s", "r2"})
      SS_COMPARE_REL(a[k].toDouble(), b[k].toDouble(), 1e-9);
    QVERIFY(!a.contains("physical"));
    // A table whose line meets the time axis below zero (L = −1 µs by hand): flagged.
    const QString negative =
        writeFile(dir, "negative.csv", "n,bytes,time_s\n2,8,1e-6\n2,16,3e-6\n2,32,7e-6\n");
    const QJsonObject flagged =
        fitJson({"--fit", negative, "--law", "alpha-beta"}, &err)["fits"].toArray()[0].toObject();
    QCOMPARE(flagged["physical"].toBool(true), false);
    QVERIFY2(
        flagged["warning"].toString().startsWith("not physical: the fitted latency L = -1e-06 s"),
        qPrintable(flagged["warning"].toString()));
    // IMB: one fit per #processes block.
    const QJsonObject imb =
        fitJson({"--fit", kFormats + "imb_allreduce.txt", "--law", "alpha-beta"}, &err);
    QCOMPARE(imb["fits"].toArray().size(), 2);
    QCOMPARE(imb["fits"].toArray()[1].toObject()["processes"].toDouble(), 4.0);
    // A latency table is not a scaling series.
    const Run wrong = runProgram({"--fit", kFormats + "osu_latency.txt", "--law", "amdahl"});
    QCOMPARE(wrong.exitCode, 3);
    QVERIFY2(wrong.err.contains("--law alpha-beta"), wrong.err.constData());
  }

  void severalSeriesNeedSeries() {
    const Run r = runProgram({"--fit", kFormats + "extrap_regions.txt", "--law", "amdahl"});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("2 series (main, main->solve)") && r.err.contains("--series"),
             r.err.constData());
    const Run typo = runProgram(
        {"--fit", kFormats + "extrap_regions.txt", "--law", "amdahl", "--series", "mian"});
    QCOMPARE(typo.exitCode, 3);
    QVERIFY2(typo.err.contains("extrap_regions.txt: 2 series (main, main->solve); --series names "
                               "none of them"),
             typo.err.constData());
  }

  void badInputInAnotherFormatNamesLineAndColumn() {
    QTemporaryDir dir;
    const QString bad = writeFile(dir, "bad.json",
                                  "{\"results\": [{\"command\": \"x 1\",\n \"times\": [1, \"a\"],"
                                  " \"parameters\": {\"n\": \"1\"}}]}");
    const Run r = runProgram({"--fit", bad, "--law", "amdahl"});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("bad.json:2:15: results[0].times: expected a time"), r.err.constData());
  }

  void positionalFilesAndScenarioDatasetsInAnyFormat() {
    // `scalescope FILE --series NAME --export DIR --formats csv`: the chosen series of another
    // tool's file is the measured data written out; so is a scenario's dataset with its choice.
    QTemporaryDir dir;
    const QString out = dir.filePath("out");
    Run r = runProgram({kFormats + "extrap_regions.txt", "--series", "main->solve", "--export", out,
                        "--formats", "csv"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile measured(out + "/measured.csv");
    QVERIFY(measured.open(QIODevice::ReadOnly));
    const QByteArray points = measured.readAll();
    QVERIFY2(points.contains("\nmain->solve,extrap_regions.txt,strong,8,"), points.constData());
    QVERIFY(!points.contains("\nmain,extrap_regions.txt,"));
    measured.close();
    // A file of several series and a name it does not have: refused, with its series.
    r = runProgram(
        {kFormats + "extrap_regions.txt", "--series", "nope", "--export", out, "--formats", "csv"});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains("2 series (main, main->solve); --series names none of them"),
             r.err.constData());
    // The same choice kept in a scenario file (weak scaling this time).
    const QString scenario =
        writeFile(dir, "s.scalescope",
                  "{\"version\": 1, \"datasets\": [{\"path\": \"" +
                      (kFormats + "extrap_regions.txt").toUtf8() +
                      "\", \"series\": [\"main\"], \"scaling\": {\"main\": \"weak\"}}]}");
    const QString out2 = dir.filePath("out2");
    r = runProgram({scenario, "--export", out2, "--formats", "csv"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QFile fromScenario(out2 + "/measured.csv");
    QVERIFY(fromScenario.open(QIODevice::ReadOnly));
    const QByteArray rows = fromScenario.readAll();
    QVERIFY2(rows.contains("\nmain,extrap_regions.txt,weak,1,"), rows.constData());
    QVERIFY(!rows.contains("main->solve"));
  }

  void missingFileIsBadInput() {
    const Run r = runProgram({"--fit", "/nonexistent/x.csv", "--law", "usl"});
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.err.contains("/nonexistent/x.csv"));
  }
};

QTEST_APPLESS_MAIN(TestFitCommand)
#include "test_fit_command.moc"
