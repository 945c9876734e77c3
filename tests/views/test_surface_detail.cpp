// What keeps a slider step on the efficiency surface cheap without changing the picture at
// rest (needs an X server: label xvfb): axis texts as flat 2D labels that the surface still
// hides, and labels placed anew only when the camera moved.
#include <vtkProp.h>
#include <vtkPropCollection.h>
#include <vtkRenderer.h>
#include <QApplication>
#include <QTest>
#include <algorithm>

#include "model/scenario.h"
#include "views/surface_view.h"

using namespace scalescope;
using Kind = views::SurfaceLabels::Kind;

namespace {

/// Renders a frame now (paintGL runs inside grabFramebuffer).
void renderNow(views::SurfaceView& view) {
  view.grabFramebuffer();
}

int indexOf(const std::vector<std::string>& texts, const std::string& text) {
  const auto it = std::find(texts.begin(), texts.end(), text);
  return it == texts.end() ? -1 : int(it - texts.begin());
}

}  // namespace

class TestSurfaceDetail : public QObject {
  Q_OBJECT
 private slots:
  void axisTextsAreFlatLabelsHiddenBehindTheSurface() {
    views::SurfaceView view;
    view.resize(500, 500);
    view.setScenario(model::Scenario{});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(view.renderCount() >= 1);
    // No 3D text left in the scene.
    vtkPropCollection* props = view.renderer()->GetViewProps();
    props->InitTraversal();
    while (vtkProp* p = props->GetNextProp())
      QVERIFY2(std::string(p->GetClassName()).find("Billboard") == std::string::npos,
               p->GetClassName());

    const auto& labels = view.scene().labels();
    const auto texts = labels.texts(Kind::Axis);
    // Ticks 10⁰ … 10⁸ every second decade (5), 1−α 10⁻¹ … 10⁻⁹ every second (5), E 0, 0.5,
    // 1 (3), and three titles.
    QCOMPARE(int(texts.size()), 5 + 5 + 3 + 3);
    const int title = indexOf(texts, "Processors N");
    const int eTop = indexOf(texts, "1.0"), eBottom = indexOf(texts, "0.0");
    QVERIFY(title >= 0 && eTop >= 0 && eBottom >= 0);
    // From the default camera the E = 0 tick on the back wall is behind the surface, which
    // stands at E ≈ 1 where N is small; the E = 1 tick above it is in plain sight.
    QVERIFY(labels.drawn(Kind::Axis, title));
    QVERIFY(labels.drawn(Kind::Axis, eTop));
    QVERIFY(!labels.drawn(Kind::Axis, eBottom));
    const auto box = labels.box(Kind::Axis, title);
    QVERIFY(box[2] > 40 && box[3] > 8);  // measured text

    // A point on the floor under the high plateau (N = 10, 1−α = 10⁻⁵: E ≈ 1) is hidden, a
    // point above the highest surface point is not.
    QVERIFY(view.scene().surfaceHides({1.0, 5.5, 0.0}));
    QVERIFY(!view.scene().surfaceHides({4.0, 5.5, 4.5}));

    // A top view hides the E axis texts (seen end-on).
    view.setCameraPreset(views::CameraPreset::Top);
    renderNow(view);
    QVERIFY(!labels.drawn(Kind::Axis, eTop));
    QVERIFY(labels.drawn(Kind::Axis, title));

    // Seen along N, the 1−α ticks lie behind the whole surface on the far floor edge, but
    // they are moved below the floor line, clear of it: drawn. The N axis is seen end-on.
    view.setCameraPreset(views::CameraPreset::SideSerialFraction);
    renderNow(view);
    for (const char* text : {"10⁻¹", "10⁻⁹", "Serial fraction 1−α"})
      QVERIFY2(labels.drawn(Kind::Axis, indexOf(texts, text)), text);
    QVERIFY(!labels.drawn(Kind::Axis, title));
  }

  void labelsStayPutWhileTheCameraDoesNot() {
    views::SurfaceView view;
    view.resize(500, 500);
    model::Scenario s;
    view.setScenario(s);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QTRY_VERIFY(view.renderCount() >= 1);
    const auto& labels = view.scene().labels();
    const int placements = labels.placementCount();
    // Moving the marker (N only) changes no label and not the camera.
    QCOMPARE(s.set("n", 2e4), std::string());
    view.setScenario(s);
    renderNow(view);
    QCOMPARE(labels.placementCount(), placements);
    // A camera change places them again.
    view.setCameraPreset(views::CameraPreset::SideN);
    renderNow(view);
    QCOMPARE(labels.placementCount(), placements + 1);
  }
};

int main(int argc, char** argv) {
  views::VtkGLWidget::prepareDefaultSurfaceFormat();
  QApplication app(argc, argv);
  TestSurfaceDetail test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_surface_detail.moc"
