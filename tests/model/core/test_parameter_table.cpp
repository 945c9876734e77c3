// Consistency of the parameter table and the Scenario built on it.
#include <QTest>
#include <algorithm>
#include <cmath>
#include <set>

#include "model/core/param.h"
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
    const double before = s.get(Param::N);
    QVERIFY(!s.set("n", 0.5).empty());
    QVERIFY(!s.set("n", -3).empty());
    QVERIFY(!s.set("n", std::nan("")).empty());
    QVERIFY(!s.set("n", INFINITY).empty());
    QCOMPARE(s.get(Param::N), before);
    QVERIFY(s.set("n", 1024).empty());
    QCOMPARE(s.get(Param::N), 1024.0);
    QVERIFY(!s.set("nope", 1).empty());
  }
  void assignmentsParseNumbersAndReportErrors() {
    Scenario s;
    QVERIFY(s.applyAssignment("n=1e6").empty());
    QCOMPARE(s.get(Param::N), 1e6);
    QVERIFY(s.applyAssignment("serial_fraction=0.25").empty());
    QCOMPARE(s.get(Param::SerialFraction), 0.25);
    const auto bad = s.applyAssignment("n=abc");
    QVERIFY2(bad.find("n") != std::string::npos && bad.find("abc") != std::string::npos,
             bad.c_str());
    QVERIFY(!s.applyAssignment("n=1e400").empty());
    QVERIFY(!s.applyAssignment("n").empty());
    QVERIFY(!s.applyAssignment("=5").empty());
    QVERIFY(!s.applyAssignment("n=5x").empty());
    QCOMPARE(s.get(Param::N), 1e6);
  }
  void anAreaHoldsExactlyItsRows() {
    // The views declare what they read as areas (paramsOf) and single parameters: an area
    // must hold every row with its id prefix and nothing else.
    const ParamSet pim = paramsOf(ParamArea::Pim);
    const ParamSet timeline = paramsOf(ParamArea::Timeline);
    QVERIFY(!pim.empty() && !timeline.empty());
    for (std::size_t i = 0; i < kParamCount; ++i) {
      const Param p = paramAt(i);
      const std::string& id = parameterSpec(p).id;
      QCOMPARE(pim.contains(p), id.starts_with("pim."));
      QCOMPARE(timeline.contains(p), id.starts_with("timeline."));
    }
    QVERIFY(!pim.intersects(timeline));
    QCOMPARE((pim | timeline).size(), pim.size() + timeline.size());
  }
  void tableRowsAreInParamOrder() {
    const auto& table = parameterTable();
    QCOMPARE(table.size(), kParamCount);
    for (std::size_t i = 0; i < table.size(); ++i) {
      QCOMPARE(paramIndex(table[i].param), i);
      QCOMPARE(table[i].id, std::string(paramId(paramAt(i))));
      QCOMPARE(parameterIndex(table[i].id), std::optional<std::size_t>(i));
      QCOMPARE(paramFromId(table[i].id), std::optional<Param>(paramAt(i)));
    }
    // A few ids spelled out: the file format and --set depend on them.
    QCOMPARE(paramId(Param::N), std::string_view("n"));
    QCOMPARE(paramId(Param::TimelineSpeedupFp16), std::string_view("timeline.speedup_fp16"));
    QCOMPARE(paramId(Param::ScalingErrorBars), std::string_view("scaling.error_bars"));
    QVERIFY(!paramFromId("timeline.speedup_fp64").has_value());
  }
  void rowCheckNamesWhatIsWrong() {
    std::vector<ParameterSpec> rows = parameterTable();
    QCOMPARE(checkParameterRows(rows), std::string());
    std::reverse(rows.begin(), rows.end());  // the order of the area files does not matter
    QCOMPARE(checkParameterRows(rows), std::string());

    auto twice = rows;
    twice.push_back(parameterSpec(Param::PimDpus));
    QCOMPARE(checkParameterRows(twice), std::string("pim.dpus: two rows"));

    auto missing = parameterTable();
    missing.erase(missing.begin() + static_cast<long>(paramIndex(Param::UslKappa)));
    QCOMPARE(checkParameterRows(missing), std::string("usl.kappa: no row"));

    auto misnamed = parameterTable();
    misnamed[paramIndex(Param::N)].id = "processors";
    QCOMPARE(checkParameterRows(misnamed),
             std::string("processors: the row of Param n has another id"));
  }
  void typedGettersReadTheirRow() {
    Scenario s;
    QCOMPARE(s.set(Param::N, 4096), std::string());
    QCOMPARE(s.get(Param::N), 4096.0);
    QCOMPARE(s.value(paramIndex(Param::N)), 4096.0);
    QVERIFY(!s.set(Param::N, 0.5).empty());  // validated like every other path
    QCOMPARE(s.get(Param::N), 4096.0);
    QVERIFY(s.applyAssignment("timeline.precision=fp16").empty());
    QCOMPARE(s.choiceIndex(Param::TimelinePrecision), std::size_t(2));
    QCOMPARE(s.choiceName(Param::TimelinePrecision), std::string("fp16"));
    QVERIFY(s.on(Param::TimelineAccelerator));  // default on
    QVERIFY(s.applyAssignment("timeline.accelerator=off").empty());
    QVERIFY(!s.on(Param::TimelineAccelerator));
  }
  void paramSetsCombine() {
    const ParamSet a{Param::N, Param::SerialFraction, Param::PimDpus};
    const ParamSet b{Param::PimDpus, Param::ScalingLaw};
    QCOMPARE(a.size(), std::size_t(3));
    QVERIFY(a.contains(Param::PimDpus) && !a.contains(Param::ScalingLaw));
    QCOMPARE(a | b, (ParamSet{Param::N, Param::SerialFraction, Param::PimDpus, Param::ScalingLaw}));
    QCOMPARE(a & b, ParamSet{Param::PimDpus});
    QCOMPARE(a - b, (ParamSet{Param::N, Param::SerialFraction}));
    QVERIFY(a.intersects(b));
    QVERIFY(!(a - b).intersects(b));
    QVERIFY(ParamSet().empty() && !ParamSet().intersects(ParamSet::all()));
    QCOMPARE(ParamSet::all().size(), kParamCount);
    // The last Param sits in the second word of the set (74 > 64).
    const Param last = paramAt(kParamCount - 1);
    QVERIFY(ParamSet{last}.contains(last) && !ParamSet{last}.contains(Param::N));
    std::vector<Param> members;
    for (Param p : ParamSet{last, Param::SerialFraction, Param::N}) members.push_back(p);
    QCOMPARE(members, (std::vector<Param>{Param::N, Param::SerialFraction, last}));
    // Every parameter belongs to exactly one area.
    ParamSet areas;
    std::size_t total = 0;
    for (auto area :
         {ParamArea::Laws, ParamArea::Surface, ParamArea::TimelinePanel, ParamArea::Timeline,
          ParamArea::Pim, ParamArea::Scaling, ParamArea::Roofline}) {
      QVERIFY(!paramsOf(area).intersects(areas));
      areas |= paramsOf(area);
      total += paramsOf(area).size();
    }
    QCOMPARE(areas, ParamSet::all());
    QCOMPARE(total, kParamCount);
  }
  void differencesNameTheEditedParameters() {
    Scenario a, b;
    QVERIFY(a.differences(b).empty());
    QCOMPARE(b.set(Param::PimDpus, 1024), std::string());
    QCOMPARE(b.set(Param::ScalingShowUsl, 0), std::string());
    QCOMPARE(a.differences(b), (ParamSet{Param::PimDpus, Param::ScalingShowUsl}));
    QCOMPARE(b.differences(a), a.differences(b));
  }
  void formatRoundTripsFullPrecision() {
    const auto& spec = parameterSpec(Param::SerialFraction);
    const double v = 1.0 / 3.0 * 1e-7;
    std::string err;
    auto back = parseParameterValue(spec, formatParameterValue(spec, v), &err);
    QVERIFY2(back.has_value(), err.c_str());
    QCOMPARE(*back, v);  // %.17g is exact for doubles
  }
};

QTEST_APPLESS_MAIN(TestParameterTable)
#include "test_parameter_table.moc"
