// README.md's "A tour", claim by claim, the way a user meets it: each menu item it names is
// in that menu with that shortcut, the shortcuts do what it says, and the few behaviours it
// promises around them hold (spin boxes take 1e-6, groups collapse, the title's *).
#include <qcustomplot.h>
#include <QAction>
#include <QClipboard>
#include <QDockWidget>
#include <QMenuBar>
#include <QSlider>
#include <QToolButton>
#include <QUndoView>

#include "app/document/document.h"
#include "app/window/main_window.h"
#include "model/core/parameter_table.h"
#include "views/common/sci_spin_box.h"
#include "views/panel/parameter_panel.h"
#include "views/pim/pim_view.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_view.h"
#include "window_driver.h"

using namespace scalescope;

namespace {

QMenu* topMenu(QMainWindow& w, const QString& title) {
  for (QAction* a : w.menuBar()->actions())
    if (a->text().remove('&') == title) return a->menu();
  return nullptr;
}

}  // namespace

class TestReadmeClaims : public QObject {
  Q_OBJECT
  QTemporaryDir m_settings;
 private slots:
  void initTestCase() { testing::isolateSettings(m_settings, "test_readme_claims"); }

  void menuItemsHaveTheirShortcuts_data() {
    QTest::addColumn<QString>("menu");
    QTest::addColumn<QString>("item");
    QTest::addColumn<QKeySequence>("shortcut");
    QTest::newRow("new") << "File"
                         << "New" << QKeySequence(QKeySequence::New);
    QTest::newRow("open") << "File"
                          << "Open scenario" << QKeySequence(Qt::CTRL | Qt::Key_O);
    QTest::newRow("open preset") << "File"
                                 << "Open preset" << QKeySequence();
    QTest::newRow("open recent") << "File"
                                 << "Open recent" << QKeySequence();
    QTest::newRow("save") << "File"
                          << "Save" << QKeySequence(Qt::CTRL | Qt::Key_S);
    QTest::newRow("save as") << "File"
                             << "Save as" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S);
    QTest::newRow("import") << "File"
                            << "Import data" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_O);
    QTest::newRow("export") << "File"
                            << "Export figures" << QKeySequence(Qt::CTRL | Qt::Key_E);
    QTest::newRow("undo") << "Edit"
                          << "Undo" << QKeySequence(Qt::CTRL | Qt::Key_Z);
    QTest::newRow("redo") << "Edit"
                          << "Redo" << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    QTest::newRow("copy surface") << "Edit"
                                  << "Copy surface image"
                                  << QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C);
    QTest::newRow("find") << "Edit"
                          << "Find parameter" << QKeySequence(Qt::CTRL | Qt::Key_F);
    QTest::newRow("surface only") << "View"
                                  << "Efficiency surface only"
                                  << QKeySequence(Qt::CTRL | Qt::Key_1);
    QTest::newRow("scaling only") << "View"
                                  << "Scaling only" << QKeySequence(Qt::CTRL | Qt::Key_2);
    QTest::newRow("pim only") << "View"
                              << "PIM breakdown only" << QKeySequence(Qt::CTRL | Qt::Key_3);
    QTest::newRow("timeline only") << "View"
                                   << "Timeline only" << QKeySequence(Qt::CTRL | Qt::Key_4);
    QTest::newRow("all") << "View"
                         << "All views" << QKeySequence(Qt::CTRL | Qt::Key_0);
    QTest::newRow("history") << "View"
                             << "Undo history" << QKeySequence();
  }
  void menuItemsHaveTheirShortcuts() {
    QFETCH(QString, menu);
    QFETCH(QString, item);
    QFETCH(QKeySequence, shortcut);
    app::Document doc;
    app::MainWindow window(&doc);
    QMenu* m = topMenu(window, menu);
    QVERIFY(m);
    QAction* a = testing::findAction(m, item);
    QVERIFY2(a, qPrintable(menu + " ▸ " + item + " is missing"));
    if (!shortcut.isEmpty()) QCOMPARE(a->shortcut(), shortcut);
  }

  void shortcutsDoWhatTheReadmeSays() {
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::showActive(window));
    // A slider drag is one undo step; Ctrl+Z undoes it, Ctrl+Shift+Z redoes it.
    QSlider* slider = window.panel()->slider(model::paramIndex(model::Param::SerialFraction));
    const double before = doc.scenario().get(model::Param::SerialFraction);
    slider->setSliderDown(true);
    for (int i = 0; i < 5; ++i) slider->setValue(slider->value() + 10);
    slider->setSliderDown(false);
    emit slider->sliderReleased();
    QCOMPARE(doc.undoStack()->count(), 1);
    const double after = doc.scenario().get(model::Param::SerialFraction);
    QVERIFY(window.isWindowModified());  // the title's *
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(doc.scenario().get(model::Param::SerialFraction), before);
    QTest::keyClick(&window, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(doc.scenario().get(model::Param::SerialFraction), after);
    // Ctrl+2 shows the scaling view only, Ctrl+0 all views.
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QVERIFY(!window.surfaceView()->isVisible() && window.scalingView()->isVisible());
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    QVERIFY(window.surfaceView()->isVisible() && window.pimView()->isVisible());
    // Ctrl+F goes to the parameter search.
    QTest::keyClick(&window, Qt::Key_F, Qt::ControlModifier);
    QCOMPARE(QApplication::focusWidget(), static_cast<QWidget*>(window.panel()->searchField()));
    // Ctrl+Shift+C copies the surface image.
    QGuiApplication::clipboard()->clear();
    QTest::keyClick(&window, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QTRY_VERIFY(!QGuiApplication::clipboard()->image().isNull());
  }

  void spinBoxesTakeExponentsAndGroupsCollapse() {
    views::ParameterPanel panel;
    panel.show();
    auto* spin = panel.spinBox(model::paramIndex(model::Param::SerialFraction));
    spin->selectAll();
    QTest::keyClicks(spin, "1e-6");
    QTest::keyClick(spin, Qt::Key_Enter);
    QCOMPARE(spin->value(), 1e-6);
    QToolButton* group = nullptr;
    for (QToolButton* b : panel.findChildren<QToolButton*>())
      if (b->text() == QString::fromStdString(model::parameterSpec(model::Param::N).group))
        group = b;
    QVERIFY(group);
    QVERIFY(spin->isVisible());
    group->click();  // collapse
    QVERIFY(!spin->isVisible());
    group->click();
    QVERIFY(spin->isVisible());
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestReadmeClaims test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_readme_claims.moc"
