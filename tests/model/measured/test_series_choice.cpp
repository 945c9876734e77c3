// Choosing the active series: the first series of the data loaded last, and a series by name
// (with its file when two files use one name). Numbers are 1-based in load order; the
// expected numbers are counted by hand from the files below.
#include <QTest>

#include "model/measured/series_choice.h"

using namespace scalescope::model;

namespace {

MeasurementSet read(const char* text, const char* path) {
  auto set = readMeasurementsText(text, path);
  if (!set) qFatal("%s", set.error().c_str());
  return *set;
}

// Set 0: the samples "a" and "b" (series 1, 2). Set 1: a file without groups, named after
// itself (series 3, "mine.csv"). Set 2: a latency table (no scaling series). Set 3: another
// file with a group "a" (series 4), the name of a sample too.
DatasetCollection loaded() {
  DatasetCollection d;
  d.measurements.push_back(read("group,n,time_s\na,1,4\na,2,2.5\nb,1,3\nb,4,1\n", "/s/sample.csv"));
  d.measurements.push_back(read("n,time_s\n1,9\n2,5\n", "/home/u/mine.csv"));
  d.measurements.push_back(read("n,bytes,time_s\n2,8,1e-6\n2,64,2e-6\n", "/home/u/osu.csv"));
  d.measurements.push_back(read("group,n,time_s\na,1,7\na,8,1.5\n", "/home/u/other.csv"));
  return d;
}

}  // namespace

class TestSeriesChoice : public QObject {
  Q_OBJECT
 private slots:
  void firstSeriesOfTheNewestSet() {
    const auto series = measuredSeries(loaded(), {});
    QCOMPARE(series.size(), std::size_t(4));  // a, b, mine.csv, a (the latency table has none)
    QCOMPARE(firstSeriesFromSet(series, 0).value(), std::size_t(1));
    QCOMPARE(firstSeriesFromSet(series, 1).value(), std::size_t(3));
    // A source of latency tables only (set 2) gives the next scaling series, of set 3.
    QCOMPARE(firstSeriesFromSet(series, 2).value(), std::size_t(4));
    QVERIFY(!firstSeriesFromSet(series, 4));  // nothing loaded from set 4 on
  }

  void seriesByNameAndFile() {
    const auto series = measuredSeries(loaded(), {});
    QCOMPARE(seriesNumberByName(series, "b").value(), std::size_t(2));
    QCOMPARE(seriesNumberByName(series, "mine.csv").value(), std::size_t(3));
    // Two series called "a": the first without a file, the one of the file when named.
    QCOMPARE(seriesNumberByName(series, "a").value(), std::size_t(1));
    QCOMPARE(seriesNumberByName(series, "a", "other.csv").value(), std::size_t(4));
    QCOMPARE(seriesNumberByName(series, "a", "sample.csv").value(), std::size_t(1));
    // A file that is not loaded any more: the name still finds a series of that name.
    QCOMPARE(seriesNumberByName(series, "a", "gone.csv").value(), std::size_t(1));
    QVERIFY(!seriesNumberByName(series, "c"));
    QVERIFY(!seriesNumberByName(series, "mine"));  // names match whole
  }
};

QTEST_APPLESS_MAIN(TestSeriesChoice)
#include "test_series_choice.moc"
