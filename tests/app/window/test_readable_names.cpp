// Names people read (issue 16, item 9): the panel's combo boxes show labels, not ids; the
// presets are listed by title with their description; a batch size of 0 reads "paper
// default"; the search field filters the panel. Ids stay in files and on the command line.
#include <QComboBox>
#include <QLineEdit>
#include <QMenuBar>

#include "app/document/document.h"
#include "app/document/presets.h"
#include "app/window/main_window.h"
#include "model/core/parameter_table.h"
#include "views/common/sci_spin_box.h"
#include "views/panel/parameter_panel.h"
#include "views/surface/vtk_host.h"
#include "window_driver.h"

using namespace scalescope;
using model::Param;

class TestReadableNames : public QObject {
  Q_OBJECT
  QTemporaryDir m_settings;
 private slots:
  void initTestCase() { testing::isolateSettings(m_settings, "test_readable_names"); }

  void combosShowLabels_data() {
    QTest::addColumn<int>("param");
    QTest::addColumn<QString>("shown");
    QTest::addColumn<QString>("id");
    QTest::newRow("algorithm") << int(Param::PimAlgorithm) << "MA-SGD"
                               << "ma-sgd";
    QTest::newRow("baseline") << int(Param::ScalingBaseline) << "smallest N"
                              << "smallest_n";
    QTest::newRow("error bars") << int(Param::ScalingErrorBars) << "min–max"
                                << "min_max";
    QTest::newRow("pattern") << int(Param::TimelineCommPattern) << "tree allreduce"
                             << "tree";
    QTest::newRow("precision") << int(Param::TimelinePrecision) << "FP64"
                               << "fp64";
  }
  void combosShowLabels() {
    QFETCH(int, param);
    QFETCH(QString, shown);
    QFETCH(QString, id);
    views::ParameterPanel panel;
    const auto p = static_cast<Param>(param);
    QComboBox* combo = panel.comboBox(model::paramIndex(p));
    QVERIFY(combo);
    QCOMPARE(combo->currentText(), shown);
    QCOMPARE(combo->currentData().toString(), id);
    // Files and --set keep the id.
    QCOMPARE(QString::fromStdString(model::formatParameterValue(model::parameterSpec(p), 0)), id);
  }

  void paperDefaultIsAWord() {
    views::ParameterPanel panel;
    auto* spin = panel.spinBox(model::paramIndex(Param::PimBatchMa));
    QCOMPARE(spin->value(), 0.0);
    QCOMPARE(spin->text(), QString("paper default"));
  }

  void presetsAreListedByTitle() {
    app::Document doc;
    app::MainWindow window(&doc);
    QMenu* presets = nullptr;
    for (QAction* a : window.menuBar()->actions())
      if (a->menu())
        for (QAction* b : a->menu()->actions())
          if (b->menu() && b->text().remove('&').startsWith("Open preset")) presets = b->menu();
    QVERIFY(presets);
    QAction* classroom = testing::findAction(presets, "Amdahl for a class");
    QVERIFY2(classroom, "presets are listed by id, not by title");
    QVERIFY(classroom->toolTip().contains("5 % serial work"));
    QVERIFY(!testing::findAction(presets, "amdahl-classroom"));
    classroom->trigger();
    QCOMPARE(doc.scenario().get(Param::SerialFraction), 0.05);
  }

  void searchFiltersThePanel() {
    views::ParameterPanel panel;
    panel.show();
    const int all = panel.visibleRowCount();
    QCOMPARE(all, static_cast<int>(model::parameterTable().size()));
    QTest::keyClicks(panel.searchField(), "bandwidth");
    const int some = panel.visibleRowCount();
    QVERIFY2(some >= 2 && some < all / 4, qPrintable(QString::number(some)));
    QVERIFY(panel.spinBox(model::paramIndex(Param::TimelineNetBandwidthGbs))->isVisible());
    QVERIFY(!panel.spinBox(model::paramIndex(Param::N))->isVisible());
    panel.searchField()->clear();
    QCOMPARE(panel.visibleRowCount(), all);
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestReadableNames test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_readable_names.moc"
