// What keeps a slider step on the efficiency surface cheap without changing the picture at
// rest (needs an X server: label xvfb): a draft of the same surface while edits come in and
// the full grid after them, exports always at the full grid, axis texts as flat 2D labels
// that the surface still hides, and labels placed anew only when the camera moved.
#include <vtkActor.h>
#include <vtkActorCollection.h>
#include <vtkMapper.h>
#include <vtkPoints.h>
#include <vtkPolyData.h>
#include <vtkPolyDataMapper.h>
#include <vtkProp.h>
#include <vtkPropCollection.h>
#include <vtkProperty.h>
#include <vtkRenderWindow.h>
#include <vtkRenderer.h>
#include <vtkSphereSource.h>
#include <vtkTextActor.h>
#include <vtkTextProperty.h>
#include <vtkTextRenderer.h>
#include <QApplication>
#include <QMenu>
#include <QPainter>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>

#include "event_wait.h"
#include "model/core/scenario.h"
#include "views/common/text_style.h"
#include "views/surface/blending_renderer.h"
#include "views/surface/display_projection.h"
#include "views/surface/surface_export.h"
#include "views/surface/surface_scene.h"
#include "views/surface/surface_view.h"

using namespace scalescope;
using Kind = views::SurfaceLabels::Kind;

namespace {

// The default scenario's grid: 128 samples per axis over log₁₀N ∈ [0, 8] and
// log₁₀(1−α) ∈ [−10, −1], i.e. 127 × 127 = 16,129 quads; the draft has 48 × 48 = 2,304.
constexpr int kFullCells = 127 * 127;
constexpr int kDraftCells = 48 * 48;

/// Renders a frame now (paintGL runs inside grabFramebuffer).
void renderNow(views::SurfaceView& view) {
  view.grabFramebuffer();
}

/// The centre pixel of a 64×64 offscreen frame: a blue unlit sphere of opacity `opacity`
/// (back faces culled or not) in front of a red background, drawn by `renderer`.
std::array<int, 3> sphereOverRed(vtkRenderer* renderer, double opacity, bool cullBackFaces) {
  vtkNew<vtkRenderWindow> window;
  window->SetOffScreenRendering(1);
  window->SetMultiSamples(0);
  window->SetSize(64, 64);
  window->AddRenderer(renderer);
  renderer->SetBackground(1, 0, 0);
  vtkNew<vtkSphereSource> sphere;
  sphere->SetThetaResolution(32);
  sphere->SetPhiResolution(32);
  vtkNew<vtkPolyDataMapper> mapper;
  mapper->SetInputConnection(sphere->GetOutputPort());
  vtkNew<vtkActor> actor;
  actor->SetMapper(mapper);
  actor->GetProperty()->SetColor(0, 0, 1);
  actor->GetProperty()->LightingOff();  // the colour as given, whatever the normal
  actor->GetProperty()->SetOpacity(opacity);
  actor->GetProperty()->SetBackfaceCulling(cullBackFaces);
  renderer->AddActor(actor);
  renderer->ResetCamera();
  window->Render();
  unsigned char* rgb = window->GetPixelData(32, 32, 32, 32, 0);
  const std::array<int, 3> out{rgb[0], rgb[1], rgb[2]};
  delete[] rgb;
  return out;
}

int indexOf(const std::vector<std::string>& texts, const std::string& text) {
  const auto it = std::find(texts.begin(), texts.end(), text);
  return it == texts.end() ? -1 : int(it - texts.begin());
}

}  // namespace

class TestSurfaceDetail : public QObject {
  Q_OBJECT
 private slots:

  // VTK draws a label from one font file and drops what it lacks: with DejaVu Sans, "效率 E"
  // (the Chinese window's axis title) was drawn as " E". A text with Han characters gets a
  // font that has them, one with superscripts keeps one that has those ("10⁻⁹" read "10" in
  // Noto Sans CJK).
  void everyLabelHasTheGlyphsOfItsText() {
    const auto width = [](const std::string& text) {
      vtkNew<vtkTextProperty> property;
      views::styleText(property, 20, false, text);
      int box[4] = {0, 0, 0, 0};
      if (!vtkTextRenderer::GetInstance()->GetBoundingBox(property, text, box, 72)) return -1;
      return box[1] - box[0];
    };
    const int e = width("E");
    QVERIFY(e > 5);
    // Two Han characters are each about as wide as the font is high (20 px).
    QVERIFY2(width("效率 E") >= e + 2 * 16, qPrintable(QString::number(width("效率 E"))));
    // The two superscripts add about two thirds of a digit each.
    const int ten = width("10");
    QVERIFY2(width("10⁻⁹") >= ten + 2 * ten / 6, qPrintable(QString::number(width("10⁻⁹"))));
    QVERIFY2(width("串行比例 10⁴") > width("串行比例"), "a mixed text keeps its digits");
  }

  // An exported figure paints its labels with Qt in boxes measured with VTK's font, which is
  // narrower: centred in a box too narrow, "Serial fraction 1−α" spilled over "E = 0.1" in an
  // A4 handout. A label whose box is half its text's width is painted inside the box.
  void exportedLabelsStayInsideTheirBoxes() {
    views::SurfaceFrame f;
    f.size = QSize(400, 200);
    f.frame = QRect(0, 0, 400, 200);
    f.raster = QImage(400, 200, QImage::Format_RGB32);
    f.raster.fill(Qt::white);
    const std::string text = "Serial fraction 1−α";
    // Box: lower left (20, 90) in VTK's pixels (from the bottom), 70 × 18 px: "Serial fraction
    // 1−α" at 13 px is about 130 px wide in DejaVu Sans.
    f.labels.push_back(
        {views::SurfaceLabels::Kind::Axis, text, {20, 90, 70, 18}, {55, 99}, {0, 0, 0}, 13});
    QImage page(400, 200, QImage::Format_RGB32);
    page.fill(Qt::white);
    {
      QPainter p(&page);
      views::paintSurfaceFrame(p, f);
    }
    // The box's rows in Qt's pixels: 200 − 90 − 18 = 92 to 110. Left of it and right of it up
    // to the colour bar (x ≥ 0.86·400 = 344) nothing is drawn.
    int ink = 0, outside = 0;
    for (int y = 92; y < 110; ++y)
      for (int x = 0; x < 330; ++x) {
        const bool dark = qGray(page.pixel(x, y)) < 160;
        if (x >= 20 && x < 90)
          ink += dark;
        else if (x < 18 || x > 92)
          outside += dark;
      }
    QVERIFY(ink > 20);  // the text is there
    QCOMPARE(outside, 0);
  }
  // A scenario off the grid (N = 10¹⁰ beyond the default 10⁸; 1−α = 0.5 beyond 10⁻¹) is drawn
  // at the edge it lies beyond, on the surface there, and the caption names it (issue 32).
  void aMarkerOffTheGridIsDrawnAtItsEdgeAndNamed() {
    views::SurfaceView view;
    model::Scenario s;
    QCOMPARE(s.set(model::Param::N, 1e4), std::string());
    view.setScenario(s);
    QCOMPARE(view.scene().caption(), std::string());
    QCOMPARE(view.scene().markerCentre()[0], 4.0);

    QCOMPARE(s.set(model::Param::N, 1e10), std::string());
    view.setScenario(s, {model::Param::N});
    QCOMPARE(view.scene().marker().n, 1e10);  // the scenario's value is kept
    const double logNMax = s.get(model::Param::SurfaceLogNMax);
    QCOMPARE(view.scene().markerCentre()[0], logNMax);
    QVERIFY2(view.scene().caption().find("N = 1e+10") != std::string::npos,
             view.scene().caption().c_str());

    QCOMPARE(s.set(model::Param::SerialFraction, 0.5), std::string());
    view.setScenario(s, {model::Param::SerialFraction});
    // y = −log₁₀(1−α) at the edge 10⁻¹: 1; E there by hand, 1 / (1 + 0.1 (N − 1)).
    QCOMPARE(view.scene().markerCentre()[1], 1.0);
    const double nEdge = std::pow(10.0, logNMax);
    const double e = 1.0 / (1.0 + 0.1 * (nEdge - 1.0));
    QVERIFY(std::abs(view.scene().markerCentre()[2] - e * view.scene().toWorld({1, 1, 1})[2]) <
            1e-9);
    QVERIFY(view.scene().caption().find("0.5") != std::string::npos);

    // Raising the axis to 10¹⁰ brings N back onto the surface; 1−α stays at its edge.
    QCOMPARE(s.set(model::Param::SurfaceLogNMax, 10), std::string());
    view.setScenario(s, {model::Param::SurfaceLogNMax});
    QCOMPARE(view.scene().markerCentre()[0], 10.0);
    QVERIFY(view.scene().caption().find("N = ") == std::string::npos);
    QCOMPARE(s.set(model::Param::SerialFraction, 1e-6), std::string());
    view.setScenario(s, {model::Param::SerialFraction});
    QCOMPARE(view.scene().caption(), std::string());
  }

  void draftWhileTheSurfaceIsEditedThenTheFullGrid() {
    views::SurfaceView view;
    view.resize(500, 500);
    model::Scenario s;
    view.setScenario(s);
    std::vector<int> cellsPerFrame;
    connect(&view, &views::VtkHost::frameRendered,
            [&] { cellsPerFrame.push_back(view.scene().shownSurfaceCellCount()); });
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, testing::kEventTimeoutMs));
    QTRY_VERIFY(!cellsPerFrame.empty());
    // The first scenario is not an edit: full detail at once.
    QCOMPARE(cellsPerFrame.back(), kFullCells);
    QVERIFY(!view.fullDetailPending());

    // A drag of the surface's own range: every edit is drawn as the draft.
    for (double logN : {7.0, 6.0, 5.0}) {
      QCOMPARE(s.set(model::Param::SurfaceLogNMax, logN), std::string());
      view.setScenario(s, {model::Param::SurfaceLogNMax});
      QVERIFY(view.fullDetailPending());
      renderNow(view);
      QCOMPARE(cellsPerFrame.back(), kDraftCells);
    }
    // When the edits stop, one more frame brings the full grid back.
    const std::size_t framesInDrag = cellsPerFrame.size();
    QTRY_VERIFY_WITH_TIMEOUT(!view.fullDetailPending(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(cellsPerFrame.size() > framesInDrag, 5000);
    // A frame already queued by the last edit may still show the draft; the next is full.
    QTRY_COMPARE_WITH_TIMEOUT(cellsPerFrame.back(), kFullCells, 5000);

    // A refresh in which nothing changed is no edit.
    view.setScenario(s, {});
    QVERIFY(!view.fullDetailPending());
    QCOMPARE(view.scene().shownSurfaceCellCount(), kFullCells);
  }

  void aSliderStepRedrawsOnlyTheOverlay() {
    views::SurfaceView view;
    view.resize(500, 450);
    model::Scenario s;
    view.setScenario(s);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, testing::kEventTimeoutMs));
    QTRY_VERIFY(view.renderCount() >= 1);
    renderNow(view);
    const int mainFrames = view.mainLayerRenderCount();
    // Steps of the main sliders move the marker and the trajectories: the surface stays at
    // full detail, its kept frame is reused, only the overlay is drawn.
    const std::pair<model::Param, double> steps[] = {{model::Param::N, 3e4},
                                                     {model::Param::SerialFraction, 1e-5},
                                                     {model::Param::TimelinePrecision, 2},
                                                     {model::Param::PimDpus, 640},
                                                     {model::Param::PimAlgorithm, 1}};
    for (const auto& [p, v] : steps) {
      QCOMPARE(s.set(p, v), std::string());
      view.setScenario(s, {p});
      QVERIFY(!view.fullDetailPending());
      renderNow(view);
      QCOMPARE(view.scene().shownSurfaceCellCount(), kFullCells);
    }
    QCOMPARE(view.mainLayerRenderCount(), mainFrames);
    QCOMPARE(view.scene().marker().n, 3e4);
    // The frame drawn over the kept layer is the frame of the whole scene drawn anew.
    const QImage reused = view.grabFramebuffer();
    QCOMPARE(view.mainLayerRenderCount(), mainFrames);
    view.renderer()->Modified();  // anything the main renderer shows changed: it draws
    const QImage whole = view.grabFramebuffer();
    QCOMPARE(view.mainLayerRenderCount(), mainFrames + 1);
    QCOMPARE(reused.size(), whole.size());
    int differing = 0;
    for (int y = 0; y < whole.height(); ++y)
      for (int x = 0; x < whole.width(); ++x) differing += reused.pixel(x, y) != whole.pixel(x, y);
    QCOMPARE(differing, 0);
    // A camera move redraws the main layer.
    view.setCameraPreset(views::CameraPreset::Top);
    renderNow(view);
    QCOMPARE(view.mainLayerRenderCount(), mainFrames + 2);
  }

  void translucencyIsOneLayerBlendedOverTheFrame() {
    // 0.7 of blue over red: (0.3·255, 0, 0.7·255) = (76.5, 0, 178.5); 8-bit rounding and
    // the blend's precision: ±2.
    vtkNew<views::BlendingRenderer> blending;
    const auto one = sphereOverRed(blending, 0.7, true);
    QVERIFY2(std::abs(one[0] - 76.5) <= 2 && one[1] <= 2 && std::abs(one[2] - 178.5) <= 2,
             qPrintable(QStringLiteral("%1 %2 %3").arg(one[0]).arg(one[1]).arg(one[2])));
    QCOMPARE(blending->translucentPasses(), 1);
    // VTK's order-independent pass gives the same one layer (what exports drew before).
    vtkNew<vtkRenderer> oit;
    const auto reference = sphereOverRed(oit, 0.7, true);
    for (int c = 0; c < 3; ++c) QVERIFY(std::abs(one[c] - reference[c]) <= 2);
    // The marker's two layers of 0.45 that the OIT pass blended let through 0.55² = 0.3025 of
    // the background, as the one culled layer of 0.7 does (±2 of 255: 0.0025 · 255 < 1).
    vtkNew<vtkRenderer> twoLayers;
    const auto before = sphereOverRed(twoLayers, 0.45, false);
    for (int c = 0; c < 3; ++c) QVERIFY(std::abs(one[c] - before[c]) <= 2);
  }

  void everyTranslucentPropOfTheViewIsOneLayer() {
    // Blending in draw order is exact for one layer only: a translucent prop drawn with its
    // back faces would blend them in whatever order its triangles come.
    views::SurfaceView view;
    model::Scenario s;
    view.setScenario(s);
    int translucent = 0;
    for (vtkRenderer* r : {view.renderer(), view.scene().overlay()}) {
      vtkActorCollection* actors = r->GetActors();
      actors->InitTraversal();
      while (vtkActor* a = actors->GetNextActor()) {
        if (a->GetProperty()->GetOpacity() >= 1) continue;
        ++translucent;
        QVERIFY(a->GetProperty()->GetBackfaceCulling());
      }
    }
    QCOMPARE(translucent, 1);  // the scenario's marker
    QVERIFY(view.scene().overlay() != view.renderer());
    QVERIFY(views::BlendingRenderer::SafeDownCast(view.scene().overlay()) != nullptr);
  }

  void theDraftIsTheSameSurface() {
    views::SurfaceView view;
    view.setScenario(model::Scenario{});
    view.scene().setDraft(true);
    vtkPolyData* draft = view.scene().shownSurface();
    QCOMPARE(int(draft->GetNumberOfPolys()), kDraftCells);
    QCOMPARE(int(draft->GetNumberOfPoints()), 49 * 49);
    double bounds[6];
    draft->GetBounds(bounds);
    // The draft spans the whole grid: x = log₁₀N from 0 to 8, y = −log₁₀(1−α) from 1 to 10.
    QCOMPARE(bounds[0], 0.0);
    QCOMPARE(bounds[1], 8.0);
    QCOMPARE(bounds[2], 1.0);
    QCOMPARE(bounds[3], 10.0);
    for (vtkIdType i = 0; i < draft->GetNumberOfPoints(); ++i) {
      double p[3];
      draft->GetPoint(i, p);
      // Every point is a point of the full grid (x = 8·c/127, y = 10 − 9·r/127; VTK keeps
      // points as floats) ...
      const double c = p[0] * 127 / 8, r = (10 - p[1]) * 127 / 9;
      QVERIFY(std::abs(c - std::round(c)) < 1e-4 && std::abs(r - std::round(r)) < 1e-4);
      // ... at Amdahl's height: E = S/N = 1 / (s·N + 1 − s) at that grid point, z = 4·E.
      const double n = std::pow(10.0, 8 * std::round(c) / 127);
      const double serial = std::pow(10.0, -(10 - 9 * std::round(r) / 127));
      const double e = 1 / (serial * n + 1 - serial);
      QVERIFY2(std::abs(p[2] - 4 * e) < 1e-5, qPrintable(QString::number(i)));
    }
  }

  void exportsUseTheFullGrid() {
    views::SurfaceView view;
    model::Scenario s;
    view.setScenario(s);
    QCOMPARE(s.set(model::Param::SurfaceYearTo, 2015), std::string());
    view.setScenario(s, {model::Param::SurfaceYearTo});
    QVERIFY(view.scene().draft());
    QCOMPARE(view.scene().shownSurfaceCellCount(), kDraftCells);
    // What an export draws: a copy of the scene, even into a scene left in draft mode.
    vtkNew<vtkRenderer> renderer;
    views::SurfaceScene copy(renderer);
    copy.setDraft(true);
    view.scene().copyContentTo(copy);
    QVERIFY(!copy.draft());
    QCOMPARE(copy.shownSurfaceCellCount(), kFullCells);
    QCOMPARE(copy.surfacePointCount(), 128 * 128);
    // And the export itself goes through.
    QTemporaryDir dir;
    const QString png = dir.filePath("surface.png");
    QCOMPARE(views::exportSurface(view.scene(), nullptr, png, {QSize(400, 300), 1.0, true, {}}),
             QString());
    QVERIFY(QFileInfo(png).size() > 1000);
  }

  void axisTextsAreFlatLabelsHiddenBehindTheSurface() {
    views::SurfaceView view;
    view.resize(500, 500);
    view.setScenario(model::Scenario{});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, testing::kEventTimeoutMs));
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

  void aMovedTrajectoryRebuildsOnlyTheTrajectories() {
    vtkNew<vtkRenderer> renderer;
    views::SurfaceScene scene(renderer);
    auto path = [](double n0, const std::string& label, std::array<double, 3> rgb) {
      views::SurfacePath p;
      p.points = {{n0, 1e-6, 0.9}, {n0 * 10, 1e-6, 0.5}};
      p.label = label;
      p.rgb = rgb;
      return p;
    };
    const std::array<double, 3> blue{0, 0, 1}, red{1, 0, 0}, orange{1, 0.5, 0};
    // The actors drawing paths (lines as tubes), in the renderer's order, with their line
    // counts; held, so that a new actor cannot reuse the address of a removed one.
    auto pathActors = [&] {
      std::vector<std::pair<vtkSmartPointer<vtkProp>, int>> out;
      vtkPropCollection* props = renderer->GetViewProps();
      props->InitTraversal();
      while (vtkProp* p = props->GetNextProp())
        if (auto* a = vtkActor::SafeDownCast(p); a && a->GetProperty()->GetRenderLinesAsTubes())
          out.emplace_back(
              p, int(vtkPolyData::SafeDownCast(a->GetMapper()->GetInput())->GetNumberOfLines()));
      return out;
    };
    // Generation paths of one style share one actor, however many machines there are.
    scene.setGenerationPaths({path(10, "Piz Daint", blue), path(100, "Summit", blue)});
    scene.setTrajectories({path(1000, "Timeline", red), path(3000, "PIM", orange)});
    // The text actor showing a label (FreeType draws a new actor's text at its first frame).
    auto textActor = [&](const std::string& text) -> vtkSmartPointer<vtkTextActor> {
      vtkPropCollection* props = renderer->GetViewProps();
      props->InitTraversal();
      while (vtkProp* p = props->GetNextProp())
        if (auto* t = vtkTextActor::SafeDownCast(p); t && t->GetInput() && t->GetInput() == text)
          return t;
      return nullptr;
    };
    const vtkSmartPointer<vtkTextActor> pimText = textActor("PIM");
    const vtkSmartPointer<vtkTextActor> timelineText = textActor("Timeline");
    QVERIFY(pimText && timelineText);
    const auto before = pathActors();
    QCOMPARE(int(before.size()), 3);
    QCOMPARE(before[0].second, 2);  // both generation paths
    QCOMPARE(scene.pathLabels(),
             (std::vector<std::string>{"Piz Daint", "Summit", "Timeline", "PIM"}));
    QCOMPARE(scene.pathCount(), 4);
    // A moved trajectory rebuilds the trajectories, not the generations' actor.
    scene.setTrajectories({path(2000, "Timeline · FP16", red), path(3000, "PIM", orange)});
    const auto after = pathActors();
    QCOMPARE(int(after.size()), 3);
    QCOMPARE(after[0].first, before[0].first);
    QVERIFY(after[1].first != before[1].first);
    QCOMPARE(scene.pathLabels(),
             (std::vector<std::string>{"Piz Daint", "Summit", "Timeline · FP16", "PIM"}));
    QCOMPARE(scene.paths()[2].points.front().n, 2000.0);
    // A label whose text and colour stayed keeps its actor, text drawn; a new text is new,
    // and the old one is drawn no more.
    QCOMPARE(textActor("PIM"), pimText);
    QVERIFY(textActor("Timeline · FP16"));
    QVERIFY(!textActor("Timeline"));
    // Back to the first precision: its label's actor comes back too.
    scene.setTrajectories({path(1000, "Timeline", red), path(3000, "PIM", orange)});
    QCOMPARE(textActor("Timeline"), timelineText);
    QCOMPARE(textActor("PIM"), pimText);
    scene.setTrajectories({path(2000, "Timeline · FP16", red), path(3000, "PIM", orange)});
    // New generations (other data or filters) keep the trajectories and their labels last.
    scene.setGenerationPaths({path(10, "Piz Daint", blue)});
    QCOMPARE(scene.pathLabels(), (std::vector<std::string>{"Piz Daint", "Timeline · FP16", "PIM"}));
    QCOMPARE(int(pathActors().size()), 3);
    QCOMPARE(scene.pathCount(), 3);
  }

  void oneMatrixProjectsAsWorldToDisplayDoes() {
    // Picking and label placement project every system with one matrix; VTK's own
    // WorldToDisplay, point by point, is the reference (both in display pixels).
    views::SurfaceView view;
    view.resize(640, 400);
    view.setScenario(model::Scenario{});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, testing::kEventTimeoutMs));
    QTRY_VERIFY(view.renderCount() >= 1);
    vtkRenderer* r = view.renderer();
    for (auto preset : {views::CameraPreset::Perspective, views::CameraPreset::Top}) {
      view.setCameraPreset(preset);
      const views::DisplayProjection projection(r);
      for (const std::array<double, 3> w :
           {std::array<double, 3>{0, 1, 0}, {8, 10, 4}, {3.5, 5.5, 2}, {-1, 12, 6}}) {
        r->SetWorldPoint(w[0], w[1], w[2], 1.0);
        r->WorldToDisplay();
        const double* d = r->GetDisplayPoint();
        const auto p = projection.project(w);
        for (int i = 0; i < 3; ++i) QVERIFY(std::abs(p[i] - d[i]) < 1e-6 * (1 + std::abs(d[i])));
      }
    }
  }

  void cameraPresetsComeFromOneTable() {
    // The keys and the menu actions (context menu and View menu share addCameraPresetActions)
    // select the same camera for each entry of kCameraPresets, and no two presets coincide.
    views::SurfaceView view;
    view.resize(500, 400);
    view.setScenario(model::Scenario{});
    QMenu menu;
    view.addCameraPresetActions(&menu);
    const QList<QAction*> actions = menu.actions();
    QCOMPARE(actions.size(), int(std::size(views::kCameraPresets)));
    std::vector<views::SurfaceCamera> seen;
    for (int i = 0; i < actions.size(); ++i) {
      const views::CameraPresetInfo& p = views::kCameraPresets[i];
      QCOMPARE(actions[i]->text(), QString(p.label) + '\t' + p.key);
      view.setCameraPreset(p.preset);
      const views::SurfaceCamera wanted = view.camera();
      view.setCamera(views::SurfaceCamera{});
      QTest::keyClick(&view, Qt::Key(p.key));
      QVERIFY2(view.camera() == wanted, p.label);
      view.setCamera(views::SurfaceCamera{});
      actions[i]->trigger();
      QVERIFY2(view.camera() == wanted, p.label);
      QVERIFY(std::find(seen.begin(), seen.end(), wanted) == seen.end());
      seen.push_back(wanted);
    }
  }

  void labelsStayPutWhileTheCameraDoesNot() {
    views::SurfaceView view;
    view.resize(500, 500);
    model::Scenario s;
    view.setScenario(s);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, testing::kEventTimeoutMs));
    QTRY_VERIFY(view.renderCount() >= 1);
    const auto& labels = view.scene().labels();
    const int placements = labels.placementCount();
    // Moving the marker (N only) changes no label and not the camera.
    QCOMPARE(s.set("n", 2e4), std::string());
    view.setScenario(s, {model::Param::N});
    renderNow(view);
    QCOMPARE(labels.placementCount(), placements);
    // A camera change places them again.
    view.setCameraPreset(views::CameraPreset::SideN);
    renderNow(view);
    QCOMPARE(labels.placementCount(), placements + 1);
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestSurfaceDetail test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_surface_detail.moc"
