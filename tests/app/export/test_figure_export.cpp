// GUI figure export (needs X for the VTK surface: label xvfb): every requested format of every
// view is written, PNG honours size × scale, the caption reproduces the scenario, and the
// camera survives a save/open round trip as JSON.
#include <qcustomplot.h>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

#include "app/export/figure_export.h"
#include "app/window/view_registry.h"
#include "model/core/scenario.h"
#include "views/surface/camera_json.h"
#include "views/surface/surface_view.h"

using namespace scalescope;

class TestFigureExport : public QObject {
  Q_OBJECT
 private slots:
  void captionNamesChangedParameters() {
    model::Scenario s;
    const QString plain = app::scenarioCaption(s);
    QCOMPARE(plain, QString("ScaleScope: default scenario"));
    s.setFromText("timeline.precision", "fp16");
    s.set("n", 1e6);
    const QString changed = app::scenarioCaption(s);
    QVERIFY2(changed.contains("n=1e+06") && changed.contains("timeline.precision=fp16"),
             qPrintable(changed));
    // The caption is a valid list of --set assignments.
    model::Scenario back;
    for (const QString& part : changed.mid(QString("ScaleScope: ").size()).split(", "))
      QVERIFY2(back.applyAssignment(part.toStdString()).empty(), qPrintable(part));
    QCOMPARE(back, s);
  }

  void writesEveryFormatOfEveryView() {
    // The views as batch export makes them (headless, the 3D one offscreen).
    std::vector<views::Figure> figures;
    const auto views = app::createViews(app::ViewUse::Headless);
    for (const auto& entry : views) {
      entry.view->setScenario(model::Scenario{}, model::ParamSet::all());
      for (views::Figure& f : entry.view->figures()) figures.push_back(std::move(f));
    }
    QTemporaryDir dir;
    app::FigureExportRequest request;
    request.directory = dir.filePath("figs");
    request.formats = {"png", "pdf", "svg"};
    request.size = QSize(400, 300);
    request.scale = 2;
    request.figures = {"surface", "scaling", "timeline"};
    QStringList written;
    const QStringList errors = app::exportFigures(request, figures, "caption",
                                                  [&](const QString& path) { written << path; });
    QVERIFY2(errors.isEmpty(), qPrintable(errors.join("; ")));
    QCOMPARE(written.size(), 9);
    for (const char* name : {"surface.png", "scaling.png", "timeline.png"})
      QCOMPARE(QImage(dir.filePath(QString("figs/") + name)).size(), QSize(800, 600));
    for (const char* name : {"surface.pdf", "scaling.pdf", "timeline.pdf"}) {
      QFile f(dir.filePath(QString("figs/") + name));
      QVERIFY(f.open(QIODevice::ReadOnly));
      QCOMPARE(f.read(5), QByteArray("%PDF-"));
    }
    QFile svg(dir.filePath("figs/surface.svg"));
    QVERIFY(svg.open(QIODevice::ReadOnly));
    QVERIFY(svg.readAll().contains("<image"));  // the 3D frame embedded as a raster
  }

  void exportUsesTheViewsCamera() {
    // The window's camera reaches the export: a top view exports a top view; a headless view
    // (batch export) draws the default 3D view.
    views::SurfaceView view;
    view.setScenario(model::Scenario{});
    view.setCameraPreset(views::CameraPreset::Top);
    const views::SurfaceCamera top = view.camera();
    QVERIFY(top.parallelProjection);
    QCOMPARE(top.viewUp[1], 1.0);  // looking straight down, N to the right
    QTemporaryDir dir;
    app::FigureExportRequest request;
    request.size = QSize(320, 240);
    for (const bool follow : {true, false}) {
      view.setFiguresFollowCamera(follow);
      request.directory = dir.filePath(follow ? "top" : "default");
      QCOMPARE(app::exportFigures(request, view.figures(), {}), QStringList());
    }
    const QImage a(dir.filePath("top/surface.png")), b(dir.filePath("default/surface.png"));
    QCOMPARE(a.size(), QSize(320, 240));
    QCOMPARE(b.size(), QSize(320, 240));
    QVERIFY(a != b);
  }

  void cameraRoundTripsThroughJson() {
    views::SurfaceCamera a, b;
    a.position = {1.5, -2.25, 7};
    a.focalPoint = {0.5, 0.25, 1};
    a.viewUp = {0, 0, 1};
    a.viewAngleDegrees = 25;
    a.parallelProjection = true;
    b.parallelScale = 3;
    QVERIFY(views::cameraFromJson(views::cameraToJson(a), &b));
    QCOMPARE(b.position, a.position);
    QCOMPARE(b.focalPoint, a.focalPoint);
    QCOMPARE(b.viewUp, a.viewUp);
    QCOMPARE(b.viewAngleDegrees, 25.0);
    QVERIFY(!b.parallelProjection);  // the projection is not part of the file
    QCOMPARE(b.parallelScale, 3.0);
    const views::SurfaceCamera before = b;
    QVERIFY(
        !views::cameraFromJson(QJsonObject{{"surface_camera", QJsonObject{{"position", 3}}}}, &b));
    QCOMPARE(b, before);  // malformed input leaves the camera alone
  }
};

QTEST_MAIN(TestFigureExport)
#include "test_figure_export.moc"
