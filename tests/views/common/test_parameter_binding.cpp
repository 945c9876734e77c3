// ParameterBinding, the one feedback guard of the panel and the Scaling view's controls:
// showing a scenario reports nothing, a user edit is reported once, and an exception thrown
// while showing leaves the guard off again (QScopedValueRollback), so edits keep flowing.
#include <QCheckBox>
#include <QComboBox>
#include <QTest>
#include <stdexcept>
#include <vector>

#include "model/core/scenario.h"
#include "views/common/parameter_binding.h"

using namespace scalescope;
using model::Param;

class TestParameterBinding : public QObject {
  Q_OBJECT
 private slots:
  void showingIsNoEditAndTheUsersChangeIs() {
    std::vector<std::pair<Param, double>> reported;
    views::ParameterBinding binding([&](Param p, double v) { reported.emplace_back(p, v); });
    QComboBox box;
    box.addItems({"fp64", "fp32", "fp16", "int8"});
    QCheckBox check;
    connect(&box, &QComboBox::currentIndexChanged, &box,
            [&](int i) { binding.edited(Param::TimelinePrecision, i); });
    connect(&check, &QCheckBox::toggled, &check,
            [&](bool on) { binding.edited(Param::TimelineAccelerator, on ? 1 : 0); });
    binding.bind(Param::TimelinePrecision, [&](double v) { box.setCurrentIndex(int(v)); });
    binding.bind(Param::TimelineAccelerator, [&](double v) { check.setChecked(v != 0); });

    model::Scenario s;
    QVERIFY(s.applyAssignment("timeline.precision=fp16").empty());
    binding.show(s);
    QCOMPARE(box.currentIndex(), 2);
    QVERIFY(check.isChecked());  // the default is on
    QVERIFY(reported.empty());   // both widgets changed, neither change is an edit
    QVERIFY(!binding.showing());

    check.click();  // the user's hand
    QCOMPARE(reported.size(), std::size_t(1));
    QCOMPARE(reported[0].first, Param::TimelineAccelerator);
    QCOMPARE(reported[0].second, 0.0);
  }
  void anExceptionWhileShowingLeavesTheGuardOff() {
    int reports = 0;
    views::ParameterBinding binding([&](Param, double) { ++reports; });
    binding.bind(Param::N, [&](double) {
      binding.edited(Param::N, 1);  // an echo: not reported
      throw std::runtime_error("widget refused the value");
    });
    bool thrown = false;
    try {
      binding.show(model::Scenario{});
    } catch (const std::runtime_error&) {
      thrown = true;
    }
    QVERIFY(thrown);
    QCOMPARE(reports, 0);
    QVERIFY(!binding.showing());  // a hand-set flag would still be true here
    binding.edited(Param::N, 2);
    QCOMPARE(reports, 1);
  }
};

QTEST_MAIN(TestParameterBinding)
#include "test_parameter_binding.moc"
