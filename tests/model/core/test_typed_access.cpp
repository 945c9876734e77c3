// The typed structs of the parameter areas read exactly the parameters of their area: an edit
// of a parameter of another area leaves every other struct as it was (so a view that declares
// paramsOf(area) as its inputs misses no edit), and an edit of one of its own changes it.
#include <QTest>

#include "model/core/parameter_table.h"
#include "model/core/scenario.h"
#include "model/laws/law_params.h"
#include "model/pim/pim.h"
#include "model/roofline/roofline.h"
#include "model/scaling/scaling_settings.h"
#include "model/surface/surface_data.h"
#include "model/timeline/timeline.h"

using namespace scalescope::model;

namespace {

/// Every area's struct for one scenario; a failed pimParams compares as its message.
struct AllAreas {
  LawParams laws;
  SurfaceSettings surface;
  TimelinePanelSettings panel;
  TimelineParams timeline;
  std::optional<PimParams> pim;
  std::string pimError;
  ScalingSettings scaling;
  CustomMachineParams custom;

  explicit AllAreas(const Scenario& s)
      : laws(lawParams(s)),
        surface(surfaceSettings(s)),
        panel(timelinePanelSettings(s)),
        timeline(timelineParams(s)),
        scaling(scalingSettings(s)),
        custom(customMachineParams(s)) {
    if (auto p = pimParams(s))
      pim = *p;
    else
      pimError = p.error();
  }
  bool same(ParamArea area, const AllAreas& o) const {
    switch (area) {
      case ParamArea::Laws:
        return laws == o.laws;
      case ParamArea::Surface:
        return surface == o.surface;
      case ParamArea::TimelinePanel:
        return panel == o.panel;
      case ParamArea::Timeline:
        return timeline == o.timeline;
      case ParamArea::Pim:
        return pim == o.pim && pimError == o.pimError;
      case ParamArea::Scaling:
        return scaling == o.scaling;
      case ParamArea::Roofline:
        return custom == o.custom;
    }
    return false;
  }
};

constexpr ParamArea kAreas[] = {ParamArea::Laws,     ParamArea::Surface, ParamArea::TimelinePanel,
                                ParamArea::Timeline, ParamArea::Pim,     ParamArea::Scaling,
                                ParamArea::Roofline};

/// A valid value of the row other than `current`: the other end of the range, the next choice,
/// the other state of a toggle.
double otherValue(const ParameterSpec& spec, double current) {
  switch (spec.kind) {
    case ParameterKind::Choice:
      return std::fmod(current + 1, static_cast<double>(spec.choices.size()));
    case ParameterKind::Toggle:
      return current != 0 ? 0 : 1;
    default:
      return current != spec.maximum ? spec.maximum : spec.minimum;
  }
}

}  // namespace

class TestTypedAccess : public QObject {
  Q_OBJECT
 private slots:
  void eachStructReadsItsAreaOnly_data() {
    QTest::addColumn<int>("index");
    for (std::size_t i = 0; i < kParamCount; ++i)
      QTest::newRow(std::string(paramId(paramAt(i))).c_str()) << static_cast<int>(i);
  }
  void eachStructReadsItsAreaOnly() {
    QFETCH(int, index);
    const Param p = paramAt(static_cast<std::size_t>(index));
    Scenario base;
    // The speed-up of a number format is read only while that format is chosen.
    const std::pair<Param, const char*> formats[] = {{Param::TimelineSpeedupFp32, "fp32"},
                                                     {Param::TimelineSpeedupFp16, "fp16"},
                                                     {Param::TimelineSpeedupInt8, "int8"}};
    for (const auto& [speedup, format] : formats)
      if (p == speedup)
        QCOMPARE(base.applyAssignment(std::string("timeline.precision=") + format), std::string());
    Scenario edited = base;
    const double v = otherValue(parameterSpec(p), base.get(p));
    QCOMPARE(edited.set(p, v), std::string());
    QVERIFY(edited.get(p) != base.get(p));

    const AllAreas before(base), after(edited);
    for (ParamArea area : kAreas) {
      if (area == paramArea(p))
        QVERIFY2(!before.same(area, after), "its own area's struct did not change");
      else
        QVERIFY2(before.same(area, after), "the struct of another area changed");
    }
  }
};

QTEST_APPLESS_MAIN(TestTypedAccess)
#include "test_typed_access.moc"
