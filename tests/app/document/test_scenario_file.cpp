// Scenario files: lossless round trip, precise errors with the key path, nothing half-loaded.
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include "app/document/scenario_file.h"

using namespace scalescope::app;
using scalescope::model::Param;

class TestScenarioFile : public QObject {
  Q_OBJECT
 private slots:
  void roundTripIsLossless() {
    QTemporaryDir dir;
    ScenarioFile f;
    f.scenario.set("n", 123456);
    f.scenario.set("serial_fraction", 1.0 / 3.0 * 1e-7);  // needs all 17 digits
    f.scenario.setFromText("timeline.precision", "fp16");
    f.scenario.setFromText("timeline.accelerator", "off");
    f.datasets << dir.filePath("data/mine.csv");
    f.views.insert("camera", "top");
    f.activeSeries = "strong, 4 threads";
    f.activeSeriesFile = "mine.csv";
    f.hiddenSeries = {{"mpi-pi-strong", "sample_scaling.csv"}, {"b, ö", "mine.csv"}};
    f.hiddenSeriesSaved = true;
    const QString path = dir.filePath("a.scalescope");
    QCOMPARE(writeScenarioFile(path, f), QString());
    QString error;
    const auto back = readScenarioFile(path, &error);
    QVERIFY2(back.has_value(), qPrintable(error));
    QCOMPARE(back->scenario, f.scenario);
    QCOMPARE(back->datasets, f.datasets);
    QCOMPARE(back->views.value("camera").toString(), QString("top"));
    QCOMPARE(back->activeSeries, f.activeSeries);
    QCOMPARE(back->activeSeriesFile, f.activeSeriesFile);
    QVERIFY(back->hiddenSeriesSaved);
    QVERIFY(back->hiddenSeries == f.hiddenSeries);
    QVERIFY(back->warnings.isEmpty());
    // Dataset paths are stored relative to the file.
    QFile raw(path);
    QVERIFY(raw.open(QIODevice::ReadOnly));
    QVERIFY(raw.readAll().contains("\"data/mine.csv\""));
  }
  void malformed_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("truncated") << QByteArray("{\"version\": 1, \"parameters\": {")
                               << "invalid JSON";
    QTest::newRow("not an object") << QByteArray("[1,2]") << "object";
    QTest::newRow("no version") << QByteArray("{}") << "version";
    QTest::newRow("newer version") << QByteArray("{\"version\": 99}") << "newer";
    // Found by fuzz_scenario: 1e25 used to be converted to int before its range was checked.
    QTest::newRow("version beyond int")
        << QByteArray("{\"version\": 11111111111111111111111111}") << "newer";
    QTest::newRow("version below 1") << QByteArray("{\"version\": -3e30}") << "not a valid";
    QTest::newRow("wrong type") << QByteArray("{\"version\":1,\"parameters\":{\"n\":[1]}}")
                                << "parameters.n";
    QTest::newRow("out of range") << QByteArray("{\"version\":1,\"parameters\":{\"n\":-4}}")
                                  << "parameters.n";
    QTest::newRow("bad choice")
        << QByteArray("{\"version\":1,\"parameters\":{\"timeline.precision\":\"fp7\"}}")
        << "timeline.precision";
    QTest::newRow("datasets not array")
        << QByteArray("{\"version\":1,\"datasets\":\"x\"}") << "datasets";
    QTest::newRow("active series not an object")
        << QByteArray("{\"version\":1,\"active_series\":\"x\"}") << "active_series: expected";
    QTest::newRow("active series without a name")
        << QByteArray("{\"version\":1,\"active_series\":{\"file\":\"a.csv\"}}")
        << "active_series: expected";
    QTest::newRow("active series file not a name")
        << QByteArray("{\"version\":1,\"active_series\":{\"name\":\"a\",\"file\":2}}")
        << "active_series.file";
    QTest::newRow("hidden series not a list")
        << QByteArray("{\"version\":1,\"hidden_series\":{}}") << "hidden_series: expected a list";
    QTest::newRow("hidden series without a file")
        << QByteArray(
               "{\"version\":1,\"hidden_series\":[{\"name\":\"a\",\"file\":\"x.csv\"},"
               "{\"name\":\"b\"}]}")
        << "hidden_series[1]: expected an object";
  }
  void malformed() {
    QFETCH(QByteArray, json);
    QFETCH(QString, mentions);
    QString error;
    QVERIFY(!parseScenarioJson(json, "f.scalescope", ".", &error).has_value());
    QVERIFY2(error.startsWith("f.scalescope: "), qPrintable(error));
    QVERIFY2(error.contains(mentions), qPrintable(error));
  }
  // Found by fuzz_scenario: paths beginning with ':' are Qt resource paths when read back.
  void datasetPathsWithColonsSurviveARoundTrip_data() {
    QTest::addColumn<QString>("stored");
    QTest::newRow("folder named :runs") << "./:runs/strong.csv";
    QTest::newRow("Qt resource") << ":/datasets/top500.csv";
  }
  void datasetPathsWithColonsSurviveARoundTrip() {
    QFETCH(QString, stored);
    const QString base = "/projects/study";
    const QByteArray json = "{\"version\":1,\"datasets\":[\"" + stored.toUtf8() + "\"]}";
    QString error;
    const auto first = parseScenarioJson(json, "f", base, &error);
    QVERIFY2(first.has_value(), qPrintable(error));
    const QString expected =
        stored.startsWith(":/") ? stored : QString("/projects/study/:runs/strong.csv");
    QCOMPARE(sourcePaths(first->datasets), QStringList{expected});
    const auto again = parseScenarioJson(scenarioToJson(*first, base), "f", base, &error);
    QVERIFY2(again.has_value(), qPrintable(error));
    QCOMPARE(sourcePaths(again->datasets), QStringList{expected});
  }
  void importChoicesAndProvenanceAreKept() {
    // A source imported with choices is saved as an object; a plain one stays a path string.
    QTemporaryDir dir;
    ScenarioFile f;
    DataSource chosen(dir.filePath("runs/extrap.txt"));
    chosen.choice.series = {"main->solve"};
    chosen.choice.nParameter.push_back('p');  // GCC 12's -Wrestrict misfires on = "p"
    chosen.choice.fixed["size"] = 100;
    chosen.choice.scaling["main->solve"] = "weak";
    chosen.choice.processes = 16;
    chosen.provenance = {"Google Benchmark", "node17", "", "", {{"CPUs", "16 × 3000 MHz"}}};
    f.datasets << chosen << DataSource(dir.filePath("plain.csv"));
    const QString path = dir.filePath("c.scalescope");
    QCOMPARE(writeScenarioFile(path, f), QString());
    QFile raw(path);
    QVERIFY(raw.open(QIODevice::ReadOnly));
    const QByteArray text = raw.readAll();
    QVERIFY2(text.contains("\"path\": \"runs/extrap.txt\""), text.constData());
    QVERIFY(text.contains("\"plain.csv\""));
    QVERIFY(text.contains("\"host\": \"node17\""));
    QString error;
    const auto back = readScenarioFile(path, &error);
    QVERIFY2(back.has_value(), qPrintable(error));
    QCOMPARE(back->datasets.size(), 2);
    QCOMPARE(back->datasets[0], chosen);  // path and choice
    QCOMPARE(back->datasets[0].provenance, chosen.provenance);
    QVERIFY(back->datasets[1].choice.isDefault());
  }
  void badDatasetEntries_data() {
    QTest::addColumn<QByteArray>("entry");
    QTest::addColumn<QString>("message");
    QTest::newRow("number") << QByteArray("3") << "datasets[0]: expected a file path";
    QTest::newRow("no path") << QByteArray("{\"series\": []}") << "datasets[0]: path:";
    QTest::newRow("series not names")
        << QByteArray("{\"path\": \"a\", \"series\": [1]}") << "datasets[0]: series:";
    QTest::newRow("scaling word") << QByteArray(
                                         "{\"path\": \"a\", \"scaling\": {\"s\": \"medium\"}}")
                                  << "datasets[0]: scaling.s: expected \"strong\" or \"weak\"";
    QTest::newRow("processes") << QByteArray("{\"path\": \"a\", \"processes\": 0.5}")
                               << "datasets[0]: processes: expected a whole number";
    QTest::newRow("fixed") << QByteArray("{\"path\": \"a\", \"fixed\": {\"size\": \"x\"}}")
                           << "datasets[0]: fixed.size: expected a number";
  }
  void badDatasetEntries() {
    QFETCH(QByteArray, entry);
    QFETCH(QString, message);
    QString error;
    const QByteArray json = "{\"version\": 1, \"datasets\": [" + entry + "]}";
    QVERIFY(!parseScenarioJson(json, "f.scalescope", "/base", &error).has_value());
    QVERIFY2(error.startsWith("f.scalescope: " + message), qPrintable(error));
  }
  void excludedRunsRoundTrip() {
    ScenarioFile file;
    file.excludedRuns = {{"mpi-pi-strong", "pi.csv", 64, 0.1 + 0.2, 0}, {"s", "", 2, 3.5, 2}};
    QString error;
    const auto back = parseScenarioJson(scenarioToJson(file, "/base"), "f", "/base", &error);
    QVERIFY2(back.has_value(), qPrintable(error));
    QVERIFY(back->excludedRuns == file.excludedRuns);  // 0.1 + 0.2 to the last bit
    QVERIFY(back->warnings.isEmpty());
  }
  void badExcludedRuns_data() {
    QTest::addColumn<QByteArray>("entry");
    QTest::addColumn<QString>("message");
    QTest::newRow("not an object") << QByteArray("3") << "fit_excluded_runs[0]: expected an object";
    QTest::newRow("no series") << QByteArray(R"({"n": 2, "time_s": 1})")
                               << "fit_excluded_runs[0]: series:";
    QTest::newRow("n below 1") << QByteArray(R"({"series": "s", "n": 0.5, "time_s": 1})")
                               << "fit_excluded_runs[0]: n: expected a number ≥ 1";
    QTest::newRow("time text") << QByteArray(R"({"series": "s", "n": 2, "time_s": "1"})")
                               << "fit_excluded_runs[0]: time_s: expected a time";
    QTest::newRow("time zero") << QByteArray(R"({"series": "s", "n": 2, "time_s": 0})")
                               << "fit_excluded_runs[0]: time_s: expected a time";
    QTest::newRow("occurrence") << QByteArray(
                                       R"({"series": "s", "n": 2, "time_s": 1, "occurrence": 1.5})")
                                << "fit_excluded_runs[0]: occurrence: expected a whole number";
  }
  void badExcludedRuns() {
    QFETCH(QByteArray, entry);
    QFETCH(QString, message);
    QString error;
    const QByteArray json = "{\"version\": 1, \"fit_excluded_runs\": [" + entry + "]}";
    QVERIFY(!parseScenarioJson(json, "f.scalescope", "/base", &error).has_value());
    QVERIFY2(error.startsWith("f.scalescope: " + message), qPrintable(error));
  }
  void unknownKeysWarn() {
    QString error;
    const auto f = parseScenarioJson(
        R"({"version":1,"colour":"red","parameters":{"warp":9,"n":8}})", "f", ".", &error);
    QVERIFY2(f.has_value(), qPrintable(error));
    QCOMPARE(f->warnings.size(), 2);
    QCOMPARE(f->scenario.get(Param::N), 8.0);
  }
  void failedSaveLeavesOldFileIntact() {
    QTemporaryDir dir;
    const QString path = dir.filePath("keep.scalescope");
    ScenarioFile f;
    QCOMPARE(writeScenarioFile(path, f), QString());
    QFile before(path);
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray old = before.readAll();
    before.close();
    // Make the directory unwritable for the temporary file QSaveFile needs: replace it with
    // a path under a regular file, which no one (not even root) can create.
    ScenarioFile g;
    g.scenario.set("n", 99);
    const QString error = writeScenarioFile(path + "/child.scalescope", g);
    QVERIFY(!error.isEmpty());
    QFile after(path);
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), old);
  }
};

QTEST_GUILESS_MAIN(TestScenarioFile)
#include "test_scenario_file.moc"
