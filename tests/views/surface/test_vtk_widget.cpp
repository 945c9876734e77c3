// The VTK host widget inside a Qt6 window (needs an X server: label xvfb): it renders
// non-blank pixels, survives reparenting (a new GL context) and no Qt5 library is loaded.
#include <QApplication>
#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QVBoxLayout>
#include <set>

#include "model/core/scenario.h"
#include "model/laws/laws.h"
#include "views/surface/surface_view.h"

using namespace scalescope;

namespace {

/// Distinct colours in a sampled grid of the image: a blank frame has one.
int distinctColours(const QImage& image) {
  std::set<QRgb> colours;
  for (int y = 0; y < image.height(); y += 4)
    for (int x = 0; x < image.width(); x += 4) colours.insert(image.pixel(x, y));
  return static_cast<int>(colours.size());
}

bool waitForFrames(views::SurfaceView& view, int atLeast) {
  return QTest::qWaitFor([&] { return view.renderCount() >= atLeast; }, 5000);
}

}  // namespace

class TestVtkWidget : public QObject {
  Q_OBJECT
 private slots:
  void rendersNonBlankPixels() {
    QWidget window;
    auto* layout = new QVBoxLayout(&window);
    auto* view = new views::SurfaceView;
    layout->addWidget(view);
    view->setScenario(model::Scenario{});
    window.resize(640, 480);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(waitForFrames(*view, 1));
    const QImage frame = view->grabFramebuffer();
    QVERIFY(!frame.isNull());
    QVERIFY2(distinctColours(frame) > 50, "the VTK frame is (nearly) blank");
    // The surface is coloured: some pixel must be strongly yellow (E ≈ 1 in viridis).
    bool yellow = false;
    for (int y = 0; y < frame.height() && !yellow; y += 2)
      for (int x = 0; x < frame.width() && !yellow; x += 2) {
        const QColor c = frame.pixelColor(x, y);
        yellow = c.red() > 150 && c.green() > 150 && c.blue() < 80;
      }
    QVERIFY2(yellow, "no surface colour found in the frame");
  }

  void survivesReparenting() {
    QWidget first, second;
    auto* layout1 = new QVBoxLayout(&first);
    auto* view = new views::SurfaceView;
    layout1->addWidget(view);
    view->setScenario(model::Scenario{});
    first.resize(500, 400);
    first.show();
    QVERIFY(QTest::qWaitForWindowExposed(&first));
    QVERIFY(waitForFrames(*view, 1));
    const int before = view->renderCount();

    auto* layout2 = new QVBoxLayout(&second);
    layout2->addWidget(view);  // reparent: Qt destroys the old context and makes a new one
    second.resize(520, 420);
    second.show();
    QVERIFY(QTest::qWaitForWindowExposed(&second));
    view->update();
    QVERIFY(waitForFrames(*view, before + 1));
    QVERIFY2(distinctColours(view->grabFramebuffer()) > 50, "blank after reparenting");
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
  views::VtkGLWidget::prepareDefaultSurfaceFormat();
  QApplication app(argc, argv);
  TestVtkWidget test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_vtk_widget.moc"
