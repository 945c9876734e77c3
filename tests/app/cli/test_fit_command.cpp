// scalescope --fit: runs the built program without a display (no DISPLAY, no
// QT_QPA_PLATFORM) on CSV files written here, and checks the JSON it prints against the laws
// that generated the data, and the exit code and message for bad input. Also the numbers of
// the Scaling view in --export --formats csv (scaling.csv, measured.csv), equally headless.
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

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

  void missingFileIsBadInput() {
    const Run r = runProgram({"--fit", "/nonexistent/x.csv", "--law", "usl"});
    QCOMPARE(r.exitCode, 3);
    QVERIFY(r.err.contains("/nonexistent/x.csv"));
  }
};

QTEST_APPLESS_MAIN(TestFitCommand)
#include "test_fit_command.moc"
