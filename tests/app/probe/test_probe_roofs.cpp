// scalescope-probe roofs: the kernels compute what they claim (values by hand and by the
// closed form of the recurrence), the file is ERT's layout and reads back through the app's
// reader with the rates by hand, a short measurement gives finite positive roofs, and the
// program as a person runs it writes a file the app recognises and refuses bad options.
#include <QDir>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>

#include "app/probe/roofs_workload.h"
#include "fuzzy.h"
#include "model/data/formats.h"
#include "model/data/text_input.h"
#include "run_probe.h"

using namespace scalescope;
using testing::runProbe;

class TestProbeRoofs : public QObject {
  Q_OBJECT
 private slots:
  // x ← 0.999999·x + 1e-7 from x₀ = 1 + j/1000: after n steps x = aⁿ(x₀ − c) + c with
  // c = b/(1 − a) = 0.1. Summed over the 24 chains for n = 1,000.
  void fmaKernelRunsItsRecurrence() {
    const double a = 0.999999, c = 1e-7 / (1 - a);
    double expected = 0;
    for (int j = 0; j < probe::kFmaChains; ++j)
      expected += std::pow(a, 1000) * (1.0 + 1e-3 * j - c) + c;
    SS_COMPARE_REL(probe::fmaKernel(1000), expected, 1e-12);
    // No update: the chains' starting values, 24 + 0.001·(0 + … + 23) = 24.276.
    SS_COMPARE_REL(probe::fmaKernel(0), 24.276, 1e-12);
  }

  void triadKernelIsStreamsTriad() {
    double a[3] = {0, 0, 0};
    const double b[3] = {1, 2, 3}, c[3] = {10, 20, 30};
    probe::triadKernel(a, b, c, 0.5, 3);
    QCOMPARE(a[0], 6.0);
    QCOMPARE(a[1], 12.0);
    QCOMPARE(a[2], 18.0);
  }

  // Two thread counts: the roofs are the best of each kernel (FP64 on 2 threads, 19 GFLOP/s;
  // L1 on 2, 300 GB/s; DRAM on 1, 12.5 GB/s), in ERT's units of 10⁹ per second.
  void fileIsErtsLayoutWithTheBestRates() {
    probe::RoofsResult r;
    r.points = {{"FP64", 1, 1.0e10}, {"L1", 1, 1.6e11}, {"DRAM", 1, 1.25e10},
                {"FP64", 2, 1.9e10}, {"L1", 2, 3.0e11}, {"DRAM", 2, 1.2e10}};
    const std::string json =
        probe::roofsJson(r, {{"host", "node \"7\""}, {"cpu", "Test CPU"}, {"cores", "2"}});
    const auto data = model::readData(model::findFormat("ert_roofline"), json, "roofline.json");
    QVERIFY2(data.ok(), data.ok() ? "" : data.error().c_str());
    QCOMPARE(model::recognise("roofline.json", json).format->id, std::string("ert_roofline"));
    const model::MeasuredRoofSet& set = *data->roofs;
    QCOMPARE(set.machine, std::string("node \"7\""));
    QVERIFY(QString::fromStdString(set.tool).startsWith("scalescope-probe "));
    QCOMPARE(set.roofs.size(), std::size_t(3));
    QCOMPARE(set.roofs[0].name, std::string("FP64"));
    SS_COMPARE_REL(set.roofs[0].value, 1.9e10, 1e-9);
    QCOMPARE(set.roofs[1].name, std::string("L1"));
    SS_COMPARE_REL(set.roofs[1].value, 3.0e11, 1e-9);
    QCOMPARE(set.roofs[2].name, std::string("DRAM"));
    SS_COMPARE_REL(set.roofs[2].value, 1.25e10, 1e-9);
    // Every point is kept in the metadata, with its thread count.
    QVERIFY(json.find("[\"DRAM\", 2, 12]") != std::string::npos);
  }

  // A short measurement: three kernels per thread count, each rate finite and positive; a
  // progress callback that says stop ends it after the point it was told of.
  void aShortMeasurementGivesPositiveRoofs() {
    probe::RoofsConfig config;
    config.threads = {1};
    config.secondsPerPoint = 0.01;
    config.memoryBytes = std::size_t{6} << 20;
    int calls = 0;
    const probe::RoofsResult r =
        probe::measureRoofs(config, [&](const probe::RoofPoint&, int done, int total) {
          ++calls;
          return done < total;
        });
    QCOMPARE(calls, 3);
    QCOMPARE(r.points.size(), std::size_t(3));
    for (const auto& p : r.points) {
      QVERIFY2(std::isfinite(p.rate) && p.rate > 0, p.kernel.c_str());
      QCOMPARE(p.threads, 1);
    }
    const probe::RoofsResult stopped =
        probe::measureRoofs(config, [](const probe::RoofPoint&, int, int) { return false; });
    QCOMPARE(stopped.points.size(), std::size_t(1));
  }

  void theProgramWritesAFileTheAppReads() {
    QTemporaryDir dir;
    const QString out = dir.filePath("roofline.json");
    QString err;
    QCOMPARE(runProbe({"roofs", "--n", "1", "--seconds-per-point", "0.01", "--memory-mib", "6",
                       "--out", out},
                      &err),
             0);
    const auto text = model::readTextFile(out.toStdString());
    QVERIFY(text.ok());
    const auto found = model::recognise(out.toStdString(), *text);
    QVERIFY(found.format);
    QCOMPARE(found.format->id, std::string("ert_roofline"));
    const auto data = model::readData(found.format, *text, out.toStdString());
    QVERIFY2(data.ok(), data.ok() ? "" : data.error().c_str());
    QCOMPARE(data->roofs->roofs.size(), std::size_t(3));
  }

  void badOptionsAreRefused() {
    QTemporaryDir dir;
    QString err;
    QCOMPARE(runProbe({"roofs", "--n", "1"}, &err), 2);
    QVERIFY2(err.contains("--out FILE.json is required"), qPrintable(err));
    QCOMPARE(runProbe({"roofs", "--n", "0", "--out", dir.filePath("r.json")}, &err), 2);
    QVERIFY2(err.contains("--n 0"), qPrintable(err));
    QCOMPARE(
        runProbe({"roofs", "--seconds-per-point", "nan", "--out", dir.filePath("r.json")}, &err),
        2);
    QCOMPARE(runProbe({"roofs", "amdahl", "--out", dir.filePath("r.json")}, &err), 2);
    QVERIFY2(err.contains("'amdahl': expected an option"), qPrintable(err));
    QCOMPARE(runProbe({"roofs", "--serial-fraction", "0.1", "--out", dir.filePath("r.json")}, &err),
             2);
    QCOMPARE(runProbe({"roofs", "--n", "1", "--seconds-per-point", "0.001", "--memory-mib", "1",
                       "--out", dir.filePath("missing/r.json")},
                      &err),
             4);
    QVERIFY(!QFile::exists(dir.filePath("missing/r.json")));
  }
};

QTEST_GUILESS_MAIN(TestProbeRoofs)
#include "test_probe_roofs.moc"
