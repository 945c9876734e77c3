// The main window end to end (needs an X server for the VTK view: label xvfb): a slider
// drag reaches the Document as one undo step, views recompute once per event-loop pass,
// and undo restores both the value and what the views show.
#include <qcustomplot.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <QApplication>
#include <QMenu>
#include <QMessageBox>
#include <QScreen>
#include <QSlider>
#include <QTest>
#include <QTimer>
#include <cmath>

#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/window/main_window.h"
#include "event_wait.h"
#include "fuzzy.h"
#include "model/core/parameter_table.h"
#include "views/common/sci_spin_box.h"
#include "views/panel/parameter_panel.h"
#include "views/pim/pim_breakdown_plot.h"
#include "views/pim/pim_view.h"
#include "views/roofline/roofline_view.h"
#include "views/scaling/scaling_fit_tab.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_scene.h"
#include "views/surface/surface_view.h"
#include "window_driver.h"

using namespace scalescope;

namespace {
std::size_t idx(const char* id) {
  return *model::parameterIndex(id);
}

double lastAmdahlSpeedup(views::ScalingView* view) {
  QCustomPlot* plot = view->curvesPlot();
  for (int i = 0; i < plot->graphCount(); ++i)
    if (plot->graph(i)->name().startsWith("Amdahl"))
      return (plot->graph(i)->data()->constEnd() - 1)->value;
  return std::nan("");
}
}  // namespace

class TestMainWindow : public QObject {
  Q_OBJECT
 private slots:
  void init() { QCoreApplication::setOrganizationName("ScaleScopeTest"); }

  void sliderDragIsOneUndoStepAndUpdatesViews() {
    app::Document doc;
    app::MainWindow window(&doc);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    QSlider* slider = window.panel()->slider(idx("serial_fraction"));
    QVERIFY(slider);
    const double before = doc.scenario().get(model::Param::SerialFraction);
    const double speedupBefore = lastAmdahlSpeedup(window.scalingView());

    slider->setSliderDown(true);  // the user grabs the handle
    for (int step = 1; step <= 10; ++step) slider->setValue(slider->value() + 20);
    slider->setSliderDown(false);
    emit slider->sliderReleased();
    QApplication::processEvents();

    const double after = doc.scenario().get(model::Param::SerialFraction);
    QVERIFY(after > before);
    QCOMPARE(doc.undoStack()->count(), 1);
    // The slider value is what the panel's own mapping says for its position.
    QCOMPARE(after, views::ParameterPanel::sliderValue(idx("serial_fraction"), slider->value()));
    // The surface marker and the curves moved with it.
    QCOMPARE(window.surfaceView()->scene().marker().serialFraction, after);
    const double n = 1e8;
    SS_COMPARE_REL(lastAmdahlSpeedup(window.scalingView()), 1.0 / (after + (1 - after) / n), 1e-12);

    doc.undoStack()->undo();
    QApplication::processEvents();
    QCOMPARE(doc.scenario().get(model::Param::SerialFraction), before);
    SS_COMPARE_REL(lastAmdahlSpeedup(window.scalingView()), speedupBefore, 1e-15);
    QCOMPARE(window.surfaceView()->scene().marker().serialFraction, before);
    QCOMPARE(slider->value(),
             views::ParameterPanel::sliderPosition(idx("serial_fraction"), before));

    // A second drag after release is a separate step.
    slider->setValue(slider->value() + 50);
    emit slider->sliderReleased();
    slider->setValue(slider->value() + 50);
    QCOMPARE(doc.undoStack()->count(), 2);
  }

  void manyEditsInOnePassRefreshOnce() {
    app::Document doc;
    app::MainWindow window(&doc);
    QApplication::processEvents();
    const int before = window.refreshCount();
    for (int i = 1; i <= 25; ++i) doc.set(model::Param::N, 1000.0 * i);
    QCOMPARE(window.refreshCount(), before);  // nothing recomputed synchronously
    QApplication::processEvents();
    QCOMPARE(window.refreshCount(), before + 1);
    QCOMPARE(window.surfaceView()->scene().marker().n, 25000.0);
  }

  void theDocumentHandsTheViewsWhatChanged() {
    // The whole chain: Document::set collects the parameters, the next refresh hands them on,
    // each view redraws only what reads one of them.
    app::Document doc;
    app::MainWindow window(&doc);
    window.scalingView()->showFitTab();
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    QApplication::processEvents();
    views::ScalingTab* fit = window.scalingView()->fitTab();
    const int fits = fit->redrawCount();
    const int pims = window.pimView()->recomputeCount();
    // An N drag with the Fit tab in front: nothing refitted, the PIM model not evaluated,
    // the marker moved.
    for (double n : {2e3, 4e3, 8e3, 16e3}) {
      QVERIFY(doc.set(model::Param::N, n).isEmpty());
      QApplication::processEvents();
    }
    QCOMPARE(fit->redrawCount(), fits);
    QCOMPARE(window.pimView()->recomputeCount(), pims);
    QCOMPARE(window.surfaceView()->scene().marker().n, 16e3);
    // Two parameters in one event-loop pass reach the views in one refresh.
    const int refreshes = window.refreshCount();
    QVERIFY(doc.set(model::Param::PimDpus, 1024).isEmpty());
    QVERIFY(doc.set(model::Param::ScalingLaw, 2).isEmpty());  // the Fit tab reads the law
    QApplication::processEvents();
    QCOMPARE(window.refreshCount(), refreshes + 1);
    QCOMPARE(window.pimView()->recomputeCount(), pims + 1);
    QCOMPARE(fit->redrawCount(), fits + 1);
    // Undo is an edit like any other.
    doc.undoStack()->undo();
    QApplication::processEvents();
    QCOMPARE(fit->redrawCount(), fits + 2);
    QCOMPARE(window.pimView()->recomputeCount(), pims + 1);
  }

  void spinBoxEditReachesDocumentWithoutEcho() {
    app::Document doc;
    app::MainWindow window(&doc);
    QApplication::processEvents();
    auto* spin = window.panel()->spinBox(idx("n"));
    spin->setValue(4096);
    QCOMPARE(doc.scenario().get(model::Param::N), 4096.0);
    QApplication::processEvents();  // refresh shows the value again: no new command
    QCOMPARE(doc.undoStack()->count(), 1);
  }

  void maximizeShowsOneView() {
    app::Document doc;
    app::MainWindow window(&doc);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    window.maximizeView(1);
    QVERIFY(!window.surfaceView()->isVisible());
    QVERIFY(window.scalingView()->isVisible());
    window.maximizeView(-1);
    QVERIFY(window.surfaceView()->isVisible());
  }

  // A click on a bar of the PIM breakdown highlights its category there and rings the same
  // level's dot on the roofline (GA-SGD's host sync, the tallest segment: the host's level of
  // the current algorithm, MA-SGD); a click beside the bars clears both.
  void aPimBarClickedRingsItsRooflineDot() {
    app::Document doc;
    app::MainWindow window(&doc);
    window.resize(1500, 950);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    views::PimBreakdownPlot* plot = window.pimView()->breakdown();
    plot->setScale(views::PimBreakdownPlot::Scale::LinearStacked);
    plot->replot();
    auto* roofline = dynamic_cast<views::RooflineView*>(window.view(model::ViewArea::Roofline));
    QVERIFY(roofline);
    const QList<QCPBars*>& bars = window.pimView()->categories();
    const double key = 2;  // GA-SGD
    double base = 0;
    for (int c = 0; c < 4; ++c) base += bars[c]->data()->findBegin(key, false)->value;
    const double top = base + bars[4]->data()->findBegin(key, false)->value;
    const QPoint at(int(plot->xAxis->coordToPixel(key)),
                    int(plot->yAxis->coordToPixel((base + top) / 2)));
    QTest::mouseClick(plot, Qt::LeftButton, {}, at);
    QTRY_VERIFY(roofline->highlightedDots());
    QCOMPARE(roofline->highlightedDots()->dataCount(), 1);
    QCOMPARE(roofline->highlightedDots()->data()->begin()->key,
             roofline->dotGraph("host")->data()->begin()->key);
    // Beside the bars, high above them: nothing highlighted.
    QTest::mouseClick(plot, Qt::LeftButton, {},
                      QPoint(int(plot->xAxis->coordToPixel(0.6)), plot->axisRect()->top() + 3));
    QTRY_VERIFY(!roofline->highlightedDots());
  }

  // View ▸ Efficiency surface only, as on screen: the widened 3D view shows a frame at its
  // new width. Chosen with a mouse click in the menu under Xvfb, its native window kept the
  // old frame, the new right part black, until something else asked for a render; this
  // test, triggering the action, got its frame even before VtkHost::resizeEvent asked for
  // one, so it guards the outcome, and the screenshots in issue 16's note show the click.
  void surfaceOnlyDrawsTheWholeWidth() {
    app::Document doc;
    QCOMPARE(testing::loadShippedData(doc), QString());
    app::MainWindow window(&doc);
    window.openAt(QSize(1280, 720));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    views::SurfaceView* surface = window.surfaceView();
    QVERIFY(QTest::qWaitFor([&] { return surface->renderCount() > 0; }, testing::kEventTimeoutMs));
    QTest::qWait(200);
    const int before = surface->width();
    QAction* only = nullptr;  // the menu item, as the user chooses it
    for (QAction* a : window.findChildren<QAction*>())
      if (a->text().remove('&').startsWith("Efficiency surface only")) only = a;
    QVERIFY(only);
    only->trigger();
    QTest::qWait(1000);  // no render asked for: what the resize alone brings
    QVERIFY2(surface->width() > before * 5 / 4, qPrintable(QString::number(surface->width())));
    // The right quarter of the view on screen: the scene's background and the colour bar,
    // not black.
    const QPoint at = surface->mapToGlobal(QPoint(surface->width() * 3 / 4, 0));
    const QImage right =
        surface->screen()
            ->grabWindow(0, at.x(), at.y(), surface->width() / 4, surface->height())
            .toImage();
    int black = 0, all = 0;
    for (int y = 0; y < right.height(); y += 4)
      for (int x = 0; x < right.width(); x += 4, ++all)
        black += (right.pixel(x, y) & 0xffffff) == 0;
    QVERIFY2(black < all / 2,
             qPrintable(QString("%1 of %2 sampled pixels black").arg(black).arg(all)));
    const int* size = surface->renderWindow()->GetSize();
    QCOMPARE(QSize(size[0], size[1]), surface->size() * surface->devicePixelRatioF());
  }

  void viewMenuOffersTheCameraPresets() {
    app::Document doc;
    app::MainWindow window(&doc);
    QMenu* camera = nullptr;
    for (QMenu* menu : window.findChildren<QMenu*>())
      if (menu->title() == "Surface camera") camera = menu;
    QVERIFY(camera);
    QCOMPARE(camera->actions().size(), int(std::size(views::kCameraPresets)));
    for (int i = 0; i < camera->actions().size(); ++i) {
      const auto& p = views::kCameraPresets[i];
      QCOMPARE(camera->actions()[i]->text(), QString(p.label) + '\t' + p.key);
    }
    camera->actions()[1]->trigger();  // the top view, as the key T gives it
    QVERIFY(window.surfaceView()->camera().parallelProjection);
  }

  void aboutBoxNamesTheRunningHost() {
    // Help ▸ About, as the user opens it: the box says which surface hosts the 3D view.
    app::Document doc;
    app::MainWindow window(&doc);
    QAction* about = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
      if (a->text() == "&About ScaleScope") about = a;
    QVERIFY(about);
    QString text;
    QTimer::singleShot(0, [&text] {
      auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
      if (!box) return;
      text = box->text();
      box->accept();
    });
    about->trigger();
    QVERIFY2(text.contains("3D view host: " + views::vtkHostName(window.surfaceView()->hostKind())),
             qPrintable(text));
    // Under Xvfb (xcb) that is the native window, the default of issue 15.
    QCOMPARE(window.surfaceView()->hostKind(), views::VtkHostKind::NativeWindow);
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestMainWindow test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_main_window.moc"
