// Baseline images of the exported figures (F3D's practice; needs an X server for the 3D
// surface: label xvfb). The built program exports every figure of a few scenarios
// (tests/baselines/scenarios.txt) as 480×360 PNG, and each is compared with the committed
// PNG in tests/baselines/<scenario>/. The first scenario's folder holds every figure; a later
// scenario's folder holds only the figures that differ from the first's (a figure it does
// not hold is compared with the first scenario's baseline). A figure that changed fails with
// its numbers and a diff image next to the new file
// (build/.../baselines-out/<scenario>/<figure>.diff.png). tests/baselines/regenerate.sh
// writes new baselines after an intended change.
//
// The threshold (see tests/baselines/README.md for the measurements behind it): a figure
// passes while the mean absolute difference is at most kMeanLimit levels per channel and
// at most kShareLimit of its pixels differ by more than kPixelLevels in any channel.
#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTest>
#include <algorithm>
#include <cstdlib>

namespace {

constexpr double kMeanLimit = 0.01;      // levels of 255, per channel, over the whole image
constexpr int kPixelLevels = 24;         // a pixel "differs" above this in some channel
constexpr double kShareLimit = 0.00005;  // 0.005 % of the pixels: 8 of 480×360

const QString kSource = QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/baselines");
const QString kOutput = QStringLiteral(SCALESCOPE_BINARY_DIR "/tests/baselines-out");

bool regenerating() {
  return qEnvironmentVariableIntValue("SCALESCOPE_REGENERATE_BASELINES") == 1;
}

/// name → extra arguments, from scenarios.txt.
QList<QPair<QString, QStringList>> scenarios() {
  QList<QPair<QString, QStringList>> out;
  QFile f(kSource + "/scenarios.txt");
  if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
    qFatal("cannot read %s", qPrintable(f.fileName()));
  for (const QString& line : QString::fromUtf8(f.readAll()).split('\n')) {
    QStringList words = line.split(' ', Qt::SkipEmptyParts);
    if (words.isEmpty() || words.first().startsWith('#')) continue;
    const QString name = words.takeFirst();
    out.append({name, words});
  }
  return out;
}

QByteArray bytesOf(const QString& path) {
  QFile f(path);
  return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

struct Difference {
  double meanLevels = 0;  ///< mean |a − b| per channel
  double shareDiffering = 0;
  int maxLevels = 0;
};

Difference compare(const QImage& a, const QImage& b, QImage* diff) {
  Difference d;
  const QImage x = a.convertToFormat(QImage::Format_RGB32);
  const QImage y = b.convertToFormat(QImage::Format_RGB32);
  *diff = QImage(x.size(), QImage::Format_RGB32);
  double sum = 0;
  long differing = 0;
  for (int row = 0; row < x.height(); ++row) {
    const auto* p = reinterpret_cast<const QRgb*>(x.constScanLine(row));
    const auto* q = reinterpret_cast<const QRgb*>(y.constScanLine(row));
    auto* out = reinterpret_cast<QRgb*>(diff->scanLine(row));
    for (int col = 0; col < x.width(); ++col) {
      const int dr = std::abs(qRed(p[col]) - qRed(q[col]));
      const int dg = std::abs(qGreen(p[col]) - qGreen(q[col]));
      const int db = std::abs(qBlue(p[col]) - qBlue(q[col]));
      const int worst = std::max({dr, dg, db});
      sum += dr + dg + db;
      d.maxLevels = std::max(d.maxLevels, worst);
      differing += worst > kPixelLevels;
      // The baseline faded to light grey, differing pixels red: where to look.
      const int grey = 200 + qGray(q[col]) / 5;
      out[col] = worst > kPixelLevels ? qRgb(230, 0, 0)
                 : worst > 0          ? qRgb(255, 170, 0)
                                      : qRgb(grey, grey, grey);
    }
  }
  const double pixels = double(x.width()) * x.height();
  d.meanLevels = sum / (3 * pixels);
  d.shareDiffering = differing / pixels;
  return d;
}

}  // namespace

class TestFigureBaselines : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QDir(kOutput).removeRecursively();
    for (const auto& [name, args] : scenarios()) {
      const QString dir = kOutput + "/" + name;
      QProcess p;
      QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
      env.remove("QT_QPA_PLATFORM");  // batch mode chooses offscreen for Qt itself
      p.setProcessEnvironment(env);
      p.start(QStringLiteral(SCALESCOPE_BINARY_DIR "/app/scalescope"),
              QStringList{"--export", dir, "--formats", "png", "--size", "480x360"} + args);
      QVERIFY2(p.waitForFinished(120000), qPrintable(name));
      QVERIFY2(p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0,
               qPrintable(name + ": " + QString::fromUtf8(p.readAllStandardError())));
    }
  }

  void everyFigureHasABaseline_data() {
    QTest::addColumn<QString>("scenario");
    for (const auto& s : scenarios()) QTest::newRow(qPrintable(s.first)) << s.first;
  }
  void everyFigureHasABaseline() {
    QFETCH(QString, scenario);
    const QString first = scenarios().front().first;
    const QStringList written = QDir(kOutput + "/" + scenario).entryList({"*.png"}, QDir::Files);
    // surface, 6 scaling, 2 PIM, 2 timeline
    QVERIFY2(written.size() >= 11, qPrintable(written.join(' ')));
    if (regenerating()) {
      QDir(kSource + "/" + scenario).removeRecursively();
      QVERIFY(QDir().mkpath(kSource + "/" + scenario));
      int copied = 0;
      for (const QString& png : written) {
        // A later scenario keeps only what differs from the first scenario's figure.
        if (scenario != first && bytesOf(kOutput + "/" + scenario + "/" + png) ==
                                     bytesOf(kOutput + "/" + first + "/" + png))
          continue;
        QVERIFY(QFile::copy(kOutput + "/" + scenario + "/" + png,
                            kSource + "/" + scenario + "/" + png));
        ++copied;
      }
      qInfo("%s: %d baselines written", qPrintable(scenario), copied);
    }
    // Every scenario exports the figures the first one has, no more and no fewer: a new or
    // vanished figure is a change too. A scenario's own baselines are among them.
    const QStringList all = QDir(kSource + "/" + first).entryList({"*.png"}, QDir::Files);
    QCOMPARE(written, all);
    for (const QString& own : QDir(kSource + "/" + scenario).entryList({"*.png"}, QDir::Files))
      QVERIFY2(all.contains(own), qPrintable(scenario + "/" + own + ": no such figure"));
  }

  void figureMatchesItsBaseline_data() {
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QString>("figure");
    const QString first = scenarios().front().first;
    for (const auto& s : scenarios())
      for (const QString& png : QDir(kSource + "/" + first).entryList({"*.png"}, QDir::Files))
        QTest::newRow(qPrintable(s.first + "/" + png)) << s.first << png;
  }
  void figureMatchesItsBaseline() {
    QFETCH(QString, scenario);
    QFETCH(QString, figure);
    const QString written = kOutput + "/" + scenario + "/" + figure;
    QString own = kSource + "/" + scenario + "/" + figure;
    if (!QFile::exists(own)) own = kSource + "/" + scenarios().front().first + "/" + figure;
    const QImage now(written), baseline(own);
    QVERIFY2(!now.isNull(), qPrintable(written + ": not written"));
    QVERIFY(!baseline.isNull());
    QCOMPARE(now.size(), baseline.size());
    QImage diff;
    const Difference d = compare(now, baseline, &diff);
    const QString numbers =
        QStringLiteral("mean %1 levels (limit %2), %3 % of pixels off by > %4 (limit %5 %), max %6")
            .arg(d.meanLevels, 0, 'f', 4)
            .arg(kMeanLimit)
            .arg(100 * d.shareDiffering, 0, 'f', 4)
            .arg(kPixelLevels)
            .arg(100 * kShareLimit)
            .arg(d.maxLevels);
    qInfo("%s/%s: %s", qPrintable(scenario), qPrintable(figure), qPrintable(numbers));
    const bool passes = d.meanLevels <= kMeanLimit && d.shareDiffering <= kShareLimit;
    if (!passes) {
      QString diffPath = written;
      diffPath.replace(".png", ".diff.png");
      diff.save(diffPath);
      QFAIL(qPrintable(QStringLiteral("%1 differs from its baseline: %2; diff image %3; if the "
                                      "change is intended, run tests/baselines/regenerate.sh")
                           .arg(written, numbers, diffPath)));
    }
  }
};

QTEST_GUILESS_MAIN(TestFigureBaselines)
#include "test_figure_baselines.moc"
