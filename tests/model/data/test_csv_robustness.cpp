// CSV input a person may open by mistake (issue 8), beyond the cases of test_datasets: a
// 100 MB file is refused with a message before it is read, a stream without a size is read
// only up to the limit, and binary garbage without NUL bytes is refused at a located byte.
#include <sys/resource.h>

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>
#include <fstream>
#include <random>
#include <string>

#include "model/data/csv_table.h"
#include "model/data/measurements.h"
#include "model/data/top500.h"

using namespace scalescope::model;

namespace {

// Peak resident memory of this process so far, in MiB.
double peakRssMiB() {
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

}  // namespace

class TestCsvRobustness : public QObject {
  Q_OBJECT
 private slots:
  void hugeFileIsRefusedBeforeReading() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const std::string path = dir.filePath("huge.csv").toStdString();
    {
      // Valid rows, so only the size can be the reason; written in 1 MiB pieces to keep this
      // test's own memory small.
      std::ofstream out(path, std::ios::binary);
      out << "n,time_s\n";
      std::string block;
      while (block.size() < (1u << 20)) block += "1024,12.345678\n";
      for (int i = 0; i < 100; ++i) out.write(block.data(), std::streamsize(block.size()));
      QVERIFY(out.good());
    }
    const double rssBefore = peakRssMiB();
    QElapsedTimer timer;
    timer.start();
    const auto table = readCsvFile(path);
    const auto measured = readMeasurements(path);
    const auto top500 = readTop500(path);
    const qint64 elapsedMs = timer.elapsed();
    for (const std::string* error : {&table.error(), &measured.error(), &top500.error()}) {
      QVERIFY2(error->rfind(path + ": ", 0) == 0, error->c_str());
      QVERIFY2(error->find("more than the limit of 67108864 bytes") != std::string::npos,
               error->c_str());
    }
    // Refusing by size needs no reading: far below the time to read 100 MB even under ASan,
    // and no growth of the peak memory by anything like the file's size.
    QVERIFY2(elapsedMs < 1000, qPrintable(QString::number(elapsedMs) + " ms"));
    QVERIFY2(peakRssMiB() - rssBefore < 16.0,
             qPrintable(QString("peak RSS grew by %1 MiB").arg(peakRssMiB() - rssBefore)));
  }

  void streamWithoutSizeIsReadOnlyUpToTheLimit() {
    // /dev/zero has no size and never ends: the reader must stop at the limit and say so.
    const CsvOptions options{.maxBytes = std::size_t{1} << 20};
    const double rssBefore = peakRssMiB();
    const auto r = readCsvFile("/dev/zero", options);
    QVERIFY(!r.ok());
    QVERIFY2(
        r.error().rfind("/dev/zero: the file has more than the limit of 1048576 bytes", 0) == 0,
        r.error().c_str());
    QVERIFY2(peakRssMiB() - rssBefore < 16.0,
             qPrintable(QString("peak RSS grew by %1 MiB").arg(peakRssMiB() - rssBefore)));
  }

  void binaryGarbageWithoutNulIsRefusedWithLocation() {
    // A fixed seed: 4 KiB of bytes 0x01…0xFF, like a compressed file or an image renamed
    // to .csv. It contains control bytes and invalid UTF-8 long before its end.
    std::mt19937 rng(8);
    std::string garbage = "n,time_s\n";
    for (int i = 0; i < 4096; ++i) garbage += static_cast<char>(1 + rng() % 255);
    const auto r = parseCsvText(garbage, "garbage.csv");
    QVERIFY(!r.ok());
    // "garbage.csv:LINE:COLUMN: ..." with numbers for line and column.
    const std::string& e = r.error();
    QVERIFY2(e.rfind("garbage.csv:", 0) == 0, e.c_str());
    std::size_t pos = std::string("garbage.csv:").size();
    for (int part = 0; part < 2; ++part) {
      const std::size_t digits = e.find_first_not_of("0123456789", pos);
      QVERIFY2(digits != std::string::npos && digits > pos && e[digits] == ':', e.c_str());
      pos = digits + 1;
    }
    const auto measured = readMeasurementsText(garbage, "garbage.csv");
    QVERIFY(!measured.ok());
    QCOMPARE(measured.error(), e);
  }
};

QTEST_APPLESS_MAIN(TestCsvRobustness)
#include "test_csv_robustness.moc"
