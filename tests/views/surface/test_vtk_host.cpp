// The 3D view's host inside a Qt6 window, for every surface it can draw on (needs an X
// server: label xvfb; ctest runs it once more at QT_SCALE_FACTOR=2). What the X server shows
// where the view is must be the rendered scene, after resizing, hiding, maximising and
// re-parenting too; the mouse reaches picking, tooltips, the context menu and the camera
// through the surface; Tab and clicks give the keyboard focus; no Qt5 library is loaded.
#include <vtkCamera.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkRenderer.h>
#include <QApplication>
#include <QDockWidget>
#include <QFile>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QScreen>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QVBoxLayout>
#include <QWindow>
#include <set>

#include "event_wait.h"
#include "model/core/scenario.h"
#include "model/data/top500.h"
#include "views/surface/surface_view.h"

using namespace scalescope;
using views::VtkHostKind;

namespace {

/// Distinct colours in a sampled grid of the image: a blank frame has one.
int distinctColours(const QImage& image) {
  std::set<QRgb> colours;
  for (int y = 0; y < image.height(); y += 4)
    for (int x = 0; x < image.width(); x += 4) colours.insert(image.pixel(x, y));
  return static_cast<int>(colours.size());
}

/// Whether some pixel is strongly yellow: the surface at E ≈ 1 in viridis.
bool hasSurfaceYellow(const QImage& image) {
  for (int y = 0; y < image.height(); y += 2)
    for (int x = 0; x < image.width(); x += 2) {
      const QColor c = image.pixelColor(x, y);
      if (c.red() > 150 && c.green() > 150 && c.blue() < 80) return true;
    }
  return false;
}

/// What the X server shows where the widget is (the root window: every native window
/// included, as a user sees it).
QImage onScreen(QWidget* widget) {
  const QPoint at = widget->mapToGlobal(QPoint(0, 0));
  return widget->screen()
      ->grabWindow(0, at.x(), at.y(), widget->width(), widget->height())
      .toImage();
}

/// Waits for a frame after `before` frames, then for Qt to put it on screen.
bool newFrame(views::SurfaceView* view, int before) {
  if (!QTest::qWaitFor([&] { return view->renderCount() > before; }, testing::kEventTimeoutMs))
    return false;
  QTest::qWait(100);
  return true;
}

/// The scene is on screen: many colours, the surface's yellow among them.
bool sceneShown(views::SurfaceView* view) {
  const QImage shot = onScreen(view);
  return distinctColours(shot) > 50 && hasSurfaceYellow(shot);
}

/// The colour at the view's top left corner on screen (the background there).
QColor cornerOnScreen(views::SurfaceView* view) {
  return onScreen(view).pixelColor(4, 4);
}

/// Sends input as the window system does: to the native window under the pointer (the
/// view's own, or its top-level's), at a position given in the view.
template <class Send>
void sendTo(views::SurfaceView* view, Send&& send) {
  if (QWindow* w = view->surfaceWindow())
    send(w, [](QPoint p) { return p; });
  else
    send(view->window()->windowHandle(),
         [view](QPoint p) { return view->mapTo(view->window(), p); });
}

void addHostRows() {
  QTest::addColumn<VtkHostKind>("host");
  QTest::newRow("native window") << VtkHostKind::NativeWindow;
  QTest::newRow("QOpenGLWidget") << VtkHostKind::GLWidget;
  QTest::newRow("offscreen image") << VtkHostKind::Image;
}

/// A window with a line edit above the 3D view (for the Tab order).
struct Window {
  QWidget top;
  QLineEdit* edit;
  views::SurfaceView* view;
  explicit Window(VtkHostKind host) {
    auto* layout = new QVBoxLayout(&top);
    edit = new QLineEdit;
    view = new views::SurfaceView(nullptr, host);
    layout->addWidget(edit);
    layout->addWidget(view);
    view->setScenario(model::Scenario{});
    top.resize(640, 480);
  }
};

// Published TOP500 figures (top500.org): two systems far apart on the landscape.
const char* kTwoSystems =
    "list,rank,system,site,cores,rmax_tflops,rpeak_tflops,accelerator\n"
    "2019-11,1,Summit,ORNL,2414592,148600.0,200794.9,NVIDIA Volta GV100\n"
    "2011-11,1,K computer,RIKEN AICS,705024,10510.0,11280.4,\n";

/// Where a world point lands in the view (logical pixels), from VTK's own transform.
QPoint toWidget(views::SurfaceView* view, const std::array<double, 3>& w) {
  vtkRenderer* r = view->renderer();
  r->SetWorldPoint(w[0], w[1], w[2], 1.0);
  r->WorldToDisplay();
  const double* d = r->GetDisplayPoint();
  const double ratio = view->devicePixelRatioF();
  return QPoint(int(std::lround(d[0] / ratio)),
                int(std::lround(view->height() - 1 - d[1] / ratio)));
}

}  // namespace

Q_DECLARE_METATYPE(VtkHostKind)

class TestVtkHost : public QObject {
  Q_OBJECT
 private slots:
  void theHostIsTheOneAskedFor_data() { addHostRows(); }
  void theHostIsTheOneAskedFor() {
    QFETCH(VtkHostKind, host);
    views::SurfaceView view(nullptr, host);
    QCOMPARE(view.hostKind(), host);
    QCOMPARE(view.surfaceWindow() != nullptr, host == VtkHostKind::NativeWindow);
  }

  void rendersIntoTheWindow_data() { addHostRows(); }
  void rendersIntoTheWindow() {
    QFETCH(VtkHostKind, host);
    Window w(host);
    w.top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.top, testing::kEventTimeoutMs));
    QVERIFY(newFrame(w.view, 0));
    QVERIFY2(sceneShown(w.view), "the screen shows no rendered scene where the view is");
    // VTK renders at the device pixels of the view.
    const int* size = w.view->renderWindow()->GetSize();
    const QSize pixels = w.view->size() * w.view->devicePixelRatioF();
    QCOMPARE(QSize(size[0], size[1]), pixels);
    // Copy image reads the frame back at that size.
    const QImage frame = w.view->grabFramebuffer();
    QCOMPARE(frame.size(), pixels);
    QVERIFY(distinctColours(frame) > 50);
    QVERIFY(hasSurfaceYellow(frame));
  }

  void followsResizeHideAndMaximise_data() { addHostRows(); }
  void followsResizeHideAndMaximise() {
    QFETCH(VtkHostKind, host);
    Window w(host);
    w.top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.top, testing::kEventTimeoutMs));
    QVERIFY(newFrame(w.view, 0));

    int frames = w.view->renderCount();
    w.top.resize(820, 600);
    QVERIFY(newFrame(w.view, frames));
    const int* size = w.view->renderWindow()->GetSize();
    QCOMPARE(QSize(size[0], size[1]), w.view->size() * w.view->devicePixelRatioF());
    QVERIFY(sceneShown(w.view));

    // As View ▸ maximise does with the other views: the 3D view hidden, then shown again.
    w.view->hide();
    QTest::qWait(50);
    frames = w.view->renderCount();
    w.view->show();
    w.view->requestRender();
    QVERIFY(newFrame(w.view, frames));
    QVERIFY(sceneShown(w.view));

    // Without a window manager (Xvfb) the size may stay; whatever it becomes, VTK follows.
    frames = w.view->renderCount();
    w.top.showMaximized();
    QTest::qWait(200);
    w.view->requestRender();
    QVERIFY(newFrame(w.view, frames));
    size = w.view->renderWindow()->GetSize();
    QCOMPARE(QSize(size[0], size[1]), w.view->size() * w.view->devicePixelRatioF());
    QVERIFY(sceneShown(w.view));
  }

  void survivesReparentingWithoutAStaleFrame_data() { addHostRows(); }
  void survivesReparentingWithoutAStaleFrame() {
    QFETCH(VtkHostKind, host);
    Window w(host);
    w.top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.top, testing::kEventTimeoutMs));
    QVERIFY(newFrame(w.view, 0));
    views::SurfaceView* view = w.view;

    QMainWindow main;
    auto* dock = new QDockWidget("3D");
    main.addDockWidget(Qt::RightDockWidgetArea, dock);
    main.setCentralWidget(new QLineEdit);
    main.resize(900, 600);
    main.show();
    QVERIFY(QTest::qWaitForWindowExposed(&main, testing::kEventTimeoutMs));

    // Each move changes the background, so that an old frame left on screen shows.
    bool light = false;
    const auto check = [&](const char* where) {
      light = !light;
      const int frames = view->renderCount();
      view->scene().setLightBackground(light);
      view->requestRender();
      QVERIFY2(newFrame(view, frames), where);
      QVERIFY2(sceneShown(view), where);
      const QColor corner = cornerOnScreen(view);
      QVERIFY2(light ? corner.lightness() > 200 : corner.lightness() < 80, where);
    };
    dock->setWidget(view);  // into another top-level's dock
    check("in the dock");
    dock->setFloating(true);  // undocked: a top-level of its own
    QVERIFY(QTest::qWaitForWindowExposed(dock, testing::kEventTimeoutMs));
    check("in the floating dock");
    dock->setFloating(false);
    check("docked again");
    main.hide();  // it stands over the first window
    w.top.raise();
    w.top.layout()->addWidget(view);  // back where it started
    check("back in the first window");
  }

  void theMouseReachesPickingTooltipsAndTheCamera_data() { addHostRows(); }
  void theMouseReachesPickingTooltipsAndTheCamera() {
    QFETCH(VtkHostKind, host);
    Window w(host);
    model::DatasetCollection data;
    data.top500 = model::readTop500Text(kTwoSystems, "two.csv").value();
    w.view->setDatasets(data);
    w.top.resize(900, 700);
    w.top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.top, testing::kEventTimeoutMs));
    w.top.activateWindow();  // as the window manager does when the user clicks into it
    QVERIFY(QTest::qWaitForWindowActive(&w.top, testing::kEventTimeoutMs));
    QVERIFY(newFrame(w.view, 0));
    views::SurfaceView* view = w.view;
    view->setCameraPreset(views::CameraPreset::Top);
    QVERIFY(newFrame(view, view->renderCount()));

    const auto& systems = view->scene().systems();
    QCOMPARE(systems.size(), std::size_t(2));
    const QPoint k = toWidget(view, view->scene().toWorld(systems[1].at));
    QVERIFY(view->rect().contains(k));
    QCOMPARE(view->systemAt(k), 1);

    // Hover: the tooltip names the system.
    sendTo(view, [&](QWindow* target, auto at) { QTest::mouseMove(target, at(k)); });
    QVERIFY(QTest::qWaitFor([] { return QToolTip::isVisible(); }, testing::kEventTimeoutMs));
    QVERIFY(QToolTip::text().contains("K computer"));
    // Click: the view reports the system and takes the keyboard focus.
    QSignalSpy picked(view, &views::SurfaceView::systemPicked);
    sendTo(view,
           [&](QWindow* target, auto at) { QTest::mouseClick(target, Qt::LeftButton, {}, at(k)); });
    QTRY_COMPARE(picked.count(), 1);
    QCOMPARE(picked.first().first().toInt(), 1);
    QVERIFY(view->hasFocus());
    QToolTip::hideText();

    // A left-button drag turns the camera (and asks for frames).
    vtkCamera* camera = view->renderer()->GetActiveCamera();
    const std::array<double, 3> before{camera->GetPosition()[0], camera->GetPosition()[1],
                                       camera->GetPosition()[2]};
    const QPoint from = view->rect().center();
    const int frames = view->renderCount();
    sendTo(view, [&](QWindow* target, auto at) {
      QTest::mousePress(target, Qt::LeftButton, {}, at(from));
      for (int i = 1; i <= 5; ++i) QTest::mouseMove(target, at(from + QPoint(12 * i, 4 * i)));
      QTest::mouseRelease(target, Qt::LeftButton, {}, at(from + QPoint(60, 20)));
    });
    const double* after = camera->GetPosition();
    QVERIFY(std::abs(after[0] - before[0]) + std::abs(after[1] - before[1]) +
                std::abs(after[2] - before[2]) >
            1e-3);
    QVERIFY(newFrame(view, frames));
  }

  void rightClickOpensTheCameraMenu_data() { addHostRows(); }
  void rightClickOpensTheCameraMenu() {
    QFETCH(VtkHostKind, host);
    Window w(host);
    w.top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.top, testing::kEventTimeoutMs));
    QVERIFY(newFrame(w.view, 0));
    QStringList texts;
    QTimer::singleShot(300, [&] {
      if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
        for (QAction* a : menu->actions()) texts << a->text();
        menu->close();
      }
    });
    const QPoint at = w.view->rect().center();
    sendTo(w.view, [&](QWindow* target, auto to) {
      QTest::mouseClick(target, Qt::RightButton, {}, to(at));
    });
    QTRY_VERIFY(!texts.isEmpty());
    QVERIFY2(texts.filter("Top view").size() == 1, qPrintable(texts.join(", ")));
    QVERIFY(texts.filter("Side view").size() == 2);
  }

  void tabAndKeysReachTheView_data() { addHostRows(); }
  void tabAndKeysReachTheView() {
    QFETCH(VtkHostKind, host);
    Window w(host);
    w.top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.top, testing::kEventTimeoutMs));
    w.top.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w.top, testing::kEventTimeoutMs));
    w.edit->setFocus();
    QTRY_VERIFY(w.edit->hasFocus());
    QTest::keyClick(w.edit, Qt::Key_Tab);
    QTRY_VERIFY(w.view->hasFocus());
    vtkCamera* camera = w.view->renderer()->GetActiveCamera();
    QVERIFY(!camera->GetParallelProjection());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_T);  // top view: orthographic
    QVERIFY(camera->GetParallelProjection());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_R);
    QVERIFY(!camera->GetParallelProjection());
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
    QTRY_VERIFY(w.edit->hasFocus());
  }

  void aFrameAskedForComesAtTheNextPassOfTheEventLoop_data() { addHostRows(); }
  void aFrameAskedForComesAtTheNextPassOfTheEventLoop() {
    // Qt delivers a window's update() after QT_QPA_UPDATE_IDLE_TIME (5 ms unless set), which
    // every frame of a drag would wait; prepareApplication (called in main, as the program
    // does) sets it to 0 where the environment does not say otherwise.
    QCOMPARE(qgetenv("QT_QPA_UPDATE_IDLE_TIME"), QByteArray("0"));
    QFETCH(VtkHostKind, host);
    Window w(host);
    w.top.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w.top, testing::kEventTimeoutMs));
    QVERIFY(newFrame(w.view, 0));
    model::Scenario s;
    for (double n : {1e3, 1e5}) {
      const int before = w.view->renderCount();
      QCOMPARE(s.set(model::Param::N, n), std::string());
      w.view->setScenario(s, {model::Param::N});
      // Event-loop passes without waiting: no timer that waits for time to pass can fire.
      for (int pass = 0; pass < 4 && w.view->renderCount() == before; ++pass)
        QCoreApplication::processEvents();
      QVERIFY2(w.view->renderCount() > before, "the frame waited for time to pass");
    }
  }

  void sceneHoldsTheGridAndTheMarker() {
    views::SurfaceView view;
    model::Scenario s;
    s.set("surface.grid", 64);
    s.set("n", 1000);
    s.set("serial_fraction", 0.001);
    view.setScenario(s);
    QCOMPARE(view.scene().surfacePointCount(), 64 * 64);
    QVERIFY(view.scene().contourLineCount() > 0);
    // Marker at N = 1000, 1−α = 0.001: E = 1/(1000·0.001 + 0.999) = 1/1.999
    QCOMPARE(view.scene().marker().n, 1000.0);
    QVERIFY(std::abs(view.scene().marker().efficiency - 1.0 / 1.999) < 1e-12);
    const auto w = view.scene().toWorld(view.scene().marker());
    QVERIFY(std::abs(w[0] - 3.0) < 1e-12);  // log10 N
  }

  void noQt5LibraryIsLoaded() {
    QFile maps("/proc/self/maps");
    QVERIFY(maps.open(QIODevice::ReadOnly));
    const QByteArray text = maps.readAll();
    QVERIFY2(!text.contains("libQt5"), "a Qt5 library is mapped into the process");
    QVERIFY(text.contains("libQt6Widgets"));
    QVERIFY(text.contains("libvtkRenderingOpenGL2"));
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestVtkHost test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_vtk_host.moc"
