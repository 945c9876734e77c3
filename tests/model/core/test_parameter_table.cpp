// Consistency of the parameter table and the Scenario built on it.
#include <QTest>
#include <cmath>
#include <set>

#include "model/core/input_watch.h"
#include "model/core/parameter_table.h"
#include "model/core/scenario.h"

using namespace scalescope::model;

class TestParameterTable : public QObject {
  Q_OBJECT
 private slots:
  void idsAreUniqueAndNonEmpty() {
    std::set<std::string> seen;
    for (const auto& spec : parameterTable()) {
      QVERIFY2(!spec.id.empty(), "empty id");
      QVERIFY2(seen.insert(spec.id).second, spec.id.c_str());
      QVERIFY2(!spec.label.empty(), spec.id.c_str());
      QVERIFY2(!spec.group.empty(), spec.id.c_str());
      QVERIFY2(!spec.tooltip.empty(), spec.id.c_str());
    }
    QVERIFY(parameterTable().size() >= 2);
  }
  void defaultsAreValid() {
    for (const auto& spec : parameterTable()) {
      QVERIFY2(validateParameterValue(spec, spec.defaultValue).empty(), spec.id.c_str());
      if (spec.kind == ParameterKind::Number || spec.kind == ParameterKind::Integer) {
        QVERIFY2(spec.minimum < spec.maximum, spec.id.c_str());
        if (spec.scale == SliderScale::Log) QVERIFY2(spec.minimum > 0, spec.id.c_str());
      }
      if (spec.kind == ParameterKind::Choice) QVERIFY2(spec.choices.size() >= 2, spec.id.c_str());
    }
  }
  void lawRowsExist() {
    QVERIFY(parameterIndex("n").has_value());
    QVERIFY(parameterIndex("serial_fraction").has_value());
    QVERIFY(!parameterIndex("no_such_parameter").has_value());
  }
  void scenarioStartsAtDefaults() {
    Scenario s;
    const auto& table = parameterTable();
    QCOMPARE(s.values().size(), table.size());
    for (std::size_t i = 0; i < table.size(); ++i) QCOMPARE(s.value(i), table[i].defaultValue);
  }
  void setRejectsOutOfRangeAndKeepsOldValue() {
    Scenario s;
    const double before = s.value("n");
    QVERIFY(!s.set("n", 0.5).empty());
    QVERIFY(!s.set("n", -3).empty());
    QVERIFY(!s.set("n", std::nan("")).empty());
    QVERIFY(!s.set("n", INFINITY).empty());
    QCOMPARE(s.value("n"), before);
    QVERIFY(s.set("n", 1024).empty());
    QCOMPARE(s.value("n"), 1024.0);
    QVERIFY(!s.set("nope", 1).empty());
  }
  void assignmentsParseNumbersAndReportErrors() {
    Scenario s;
    QVERIFY(s.applyAssignment("n=1e6").empty());
    QCOMPARE(s.value("n"), 1e6);
    QVERIFY(s.applyAssignment("serial_fraction=0.25").empty());
    QCOMPARE(s.value("serial_fraction"), 0.25);
    const auto bad = s.applyAssignment("n=abc");
    QVERIFY2(bad.find("n") != std::string::npos && bad.find("abc") != std::string::npos,
             bad.c_str());
    QVERIFY(!s.applyAssignment("n=1e400").empty());
    QVERIFY(!s.applyAssignment("n").empty());
    QVERIFY(!s.applyAssignment("=5").empty());
    QVERIFY(!s.applyAssignment("n=5x").empty());
    QCOMPARE(s.value("n"), 1e6);
  }
  void inputWatchSeesOnlyItsParameters() {
    InputWatch pim([](const std::string& id) { return hasPrefix(id, "pim."); });
    QVERIFY(!pim.indices().empty());
    for (std::size_t i : pim.indices()) QVERIFY(parameterTable()[i].id.starts_with("pim."));
    Scenario s;
    QVERIFY(pim.changed(s));   // the first look always counts
    QVERIFY(!pim.changed(s));  // nothing moved
    QCOMPARE(s.set("serial_fraction", 0.2), std::string());
    QVERIFY(!pim.changed(s));  // not one of its inputs
    QCOMPARE(s.set("pim.dpus", 1024), std::string());
    QVERIFY(pim.changed(s));
    QVERIFY(!pim.changed(s));
    QCOMPARE(s.set("pim.dpus", 2048), std::string());
    QCOMPARE(s.set("pim.dpus", 1024), std::string());
    QVERIFY(!pim.changed(s));  // back where it was: no change since the last look
    pim.forget();
    QVERIFY(pim.changed(s));
  }
  void formatRoundTripsFullPrecision() {
    const auto& spec = parameterSpec("serial_fraction");
    const double v = 1.0 / 3.0 * 1e-7;
    std::string err;
    auto back = parseParameterValue(spec, formatParameterValue(spec, v), &err);
    QVERIFY2(back.has_value(), err.c_str());
    QCOMPARE(*back, v);  // %.17g is exact for doubles
  }
};

QTEST_APPLESS_MAIN(TestParameterTable)
#include "test_parameter_table.moc"
