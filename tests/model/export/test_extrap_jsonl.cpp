// Extra-P JSON Lines written from measured series: the record layout of Extra-P's
// documentation, every timed run once, exact values, and the round trip CSV → JSONL → read
// back giving the same runs.
#include <QTest>

#include "model/data/formats.h"
#include "model/data/readers.h"
#include "model/export/extrap_jsonl.h"

using namespace scalescope::model;

class TestExtrapJsonl : public QObject {
  Q_OBJECT
 private slots:
  void recordsAsExtrapDocumentsThem() {
    const auto set = readMeasurementsText(
        "n,time_s,speedup,unit,group\n1,10,,cores,strong\n2,5.5,,cores,strong\n4,,3.5,cores,"
        "strong\n",
        "s.csv");
    QVERIFY2(set.ok(), set.ok() ? "" : set.error().c_str());
    // The row without a time (line 4, a speed-up only) has nothing to write.
    QCOMPARE(extrapJsonLines(*set),
             std::string("{\"params\":{\"cores\":1},\"callpath\":\"strong\",\"metric\":\"time\","
                         "\"value\":10}\n"
                         "{\"params\":{\"cores\":2},\"callpath\":\"strong\",\"metric\":\"time\","
                         "\"value\":5.5}\n"));
    ExtrapExportOptions options;
    options.parameterName = "p";
    options.metric = "runtime";
    const std::string named = extrapJsonLines(*set, options);
    QVERIFY(named.rfind("{\"params\":{\"p\":1},\"callpath\":\"strong\",\"metric\":\"runtime\"",
                        0) == 0);
  }

  void defaultsAndEscapes() {
    MeasurementSet set;
    set.sourceName = "/data/my \"runs\".csv";
    MeasuredPoint p;
    p.n = 4;
    p.timeSeconds = 0.1;
    set.points.push_back(p);
    // No unit: Extra-P's usual "p"; no group: the file's name; quotes escaped; 17 digits.
    QCOMPARE(extrapJsonLines(set),
             std::string("{\"params\":{\"p\":4},\"callpath\":\"my \\\"runs\\\"\",\"metric\":"
                         "\"time\",\"value\":0.10000000000000001}\n"));
  }

  void latencyTablesKeepTheirMessageSize() {
    const auto set = readMeasurementsText("n,bytes,time_s\n4,1024,3e-06\n4,2048,4e-06\n", "l.csv");
    QVERIFY(set.ok());
    const std::string text = extrapJsonLines(*set);
    QVERIFY2(text.find("\"params\":{\"p\":4,\"bytes\":1024}") != std::string::npos, text.c_str());
    const auto back = readExtrapJsonLines(text, "l.jsonl");
    QVERIFY(back.ok());
    QCOMPARE(back->series[0].parameters, std::vector<std::string>{"p"});
    QCOMPARE(*back->series[0].runs[1].point.bytes, 2048.0);
  }

  void roundTripCsvToJsonlAndBack() {
    const std::string csv =
        "group,n,time_s,unit\n"
        "strong,1,100.25,nodes\nstrong,1,99.75,nodes\nstrong,2,51.5,nodes\nstrong,4,26.125,nodes\n"
        "weak,1,10,nodes\nweak,2,10.5,nodes\nweak,4,11.0000001,nodes\n";
    const auto original = readMeasurementsText(csv, "study.csv");
    QVERIFY(original.ok());
    const std::string jsonl = extrapJsonLines(*original);
    QCOMPARE(recognise("study.jsonl", jsonl).format->id, std::string("extrap_json_lines"));
    QCOMPARE(recognise("study.txt", jsonl).format->id, std::string("extrap_json_lines"));
    const auto imported = readExtrapJsonLines(jsonl, "study.jsonl");
    QVERIFY2(imported.ok(), imported.ok() ? "" : imported.error().c_str());
    const auto back = toMeasurementSet(*imported);
    QVERIFY(back.ok());
    QCOMPARE(back->groups(), original->groups());
    QCOMPARE(back->points.size(), original->points.size());
    for (std::size_t i = 0; i < original->points.size(); ++i) {
      QCOMPARE(back->points[i].n, original->points[i].n);
      QCOMPARE(*back->points[i].timeSeconds, *original->points[i].timeSeconds);  // exact
      QCOMPARE(back->points[i].group, original->points[i].group);
      QCOMPARE(back->points[i].unit, original->points[i].unit);
      QCOMPARE(back->points[i].line, static_cast<int>(i) + 1);  // one record per line
    }
  }
};

QTEST_MAIN(TestExtrapJsonl)
#include "test_extrap_jsonl.moc"
