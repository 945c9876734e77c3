// The surface in front of a class and two models with one answer (issue 16, items 10 and 11),
// in the real window with the shipped data: amdahl-classroom shows no system off the surface,
// the colour bar keeps off the 1−α title and has a one-line title, each iso-line label sits on
// its own line, the Piz Daint path names its years, the scenario marker lets Piz Daint's dot
// show through, the hover picks the system under the pointer; the timeline model gives the
// Amdahl answer in that preset, and every view says which model it shows.
#include <vtkCellPicker.h>
#include <vtkNew.h>
#include <vtkRenderer.h>
#include <QImage>
#include <cmath>

#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/window/file_actions.h"
#include "app/window/main_window.h"
#include "event_wait.h"
#include "model/laws/laws.h"
#include "model/timeline/timeline.h"
#include "views/pim/pim_view.h"
#include "views/surface/surface_view.h"
#include "views/timeline/timeline_view.h"
#include "window_driver.h"

using namespace scalescope;
using Kind = views::SurfaceLabels::Kind;

namespace {

struct Window {
  app::Document doc;
  app::MainWindow window{&doc};
  explicit Window(const QString& preset) {
    model::DatasetCollection data;
    app::loadShippedDatasets(&data);
    doc.setDatasets(std::move(data));
    if (!preset.isEmpty()) window.fileActions()->openPreset(preset);
    window.resize(1400, 900);
  }
  views::SurfaceView* surface() const { return window.surfaceView(); }
  /// Renders and waits for the frame.
  bool shown() {
    if (!testing::showActive(window)) return false;
    window.refreshNow();
    const int before = surface()->renderCount();
    surface()
        ->requestRender();  // a frame of the native window (update() paints only the host widget)
    return QTest::qWaitFor([&] { return surface()->renderCount() > before; },
                           testing::kEventTimeoutMs);
  }
  /// Display position (VTK pixels, origin bottom left) of a world point.
  std::array<double, 3> display(const std::array<double, 3>& w) const {
    vtkRenderer* r = surface()->renderer();
    r->SetWorldPoint(w[0], w[1], w[2], 1.0);
    r->WorldToDisplay();
    const double* d = r->GetDisplayPoint();
    return {d[0], d[1], d[2]};
  }
  int indexOf(const std::string& name) const {
    const auto& systems = surface()->scene().systems();
    for (std::size_t i = 0; i < systems.size(); ++i)
      if (systems[i].name == name) return static_cast<int>(i);
    return -1;
  }
};

int labelIndex(const views::SurfaceLabels& labels, Kind kind, const std::string& text) {
  const auto texts = labels.texts(kind);
  for (std::size_t i = 0; i < texts.size(); ++i)
    if (texts[i].rfind(text, 0) == 0) return static_cast<int>(i);
  return -1;
}

}  // namespace

class TestClassroom : public QObject {
  Q_OBJECT
  QTemporaryDir m_settings;
 private slots:
  void initTestCase() { testing::isolateSettings(m_settings, "test_classroom"); }

  void noSystemFloatsOffTheSurface() {
    Window w("amdahl-classroom");
    QVERIFY(w.shown());
    for (const auto& s : w.surface()->scene().systems())
      QVERIFY2(s.at.n <= 1e4 * (1 + 1e-12), s.name.c_str());
    // They are hidden for the N range, not missing: with the axis to 10⁸ they come back.
    w.doc.set(static_cast<int>(model::paramIndex(model::Param::SurfaceLogNMax)), 8);
    w.window.refreshNow();
    QVERIFY(w.surface()->scene().systems().size() > 20);
  }

  void colourBarKeepsOffTheTitles() {
    Window w("amdahl-classroom");
    QVERIFY(w.shown());
    const auto& labels = w.surface()->scene().labels();
    const int title = labelIndex(labels, Kind::Axis, "Serial fraction 1−α");
    QVERIFY(title >= 0 && labels.drawn(Kind::Axis, title));
    const auto box = labels.box(Kind::Axis, title);
    const double width = w.surface()->renderer()->GetSize()[0];
    QVERIFY2(box[0] + box[2] <= views::SurfaceScene::kPlotShare * width,
             qPrintable(QString("title ends at %1 of %2").arg(box[0] + box[2]).arg(width)));
    QVERIFY(w.surface()->scene().colourBarTitle().find('\n') == std::string::npos);
  }

  void isoLineLabelsSitOnTheirOwnLines() {
    Window w("amdahl-classroom");
    QVERIFY(w.shown());
    const auto& labels = w.surface()->scene().labels();
    const double height = w.surface()->scene().toWorld({1, 1, 1})[2];  // world z of E = 1
    vtkNew<vtkCellPicker> picker;
    picker->SetTolerance(0.002);
    const auto texts = labels.texts(Kind::Contour);
    QCOMPARE(texts.size(), std::size_t(4));
    int checked = 0;
    for (int i = 0; i < 4; ++i) {
      if (!labels.drawn(Kind::Contour, i)) continue;
      const double level = std::stod(texts[static_cast<std::size_t>(i)].substr(4));  // "E = x"
      const auto b = labels.box(Kind::Contour, i);
      QVERIFY(picker->Pick(b[0] + b[2] / 2, b[1] + b[3] / 2, 0, w.surface()->renderer()));
      const double e = picker->GetPickPosition()[2] / height;
      // On its line: the surface under the label's centre has the label's E (to a third of
      // a decade, the label being 12 px high on a steep cliff).
      QVERIFY2(std::abs(std::log10(e / level)) < 0.33,
               qPrintable(QString("%1 sits where E = %2").arg(texts[i].c_str()).arg(e)));
      ++checked;
    }
    QVERIFY(checked >= 3);
  }

  void pizDaintReadsAndIsPicked() {
    Window w{QString()};  // the default scenario is Piz Daint 2018-11
    QVERIFY(w.shown());
    const auto& scene = w.surface()->scene();
    const auto paths = scene.pathLabels();
    QVERIFY2(std::any_of(paths.begin(), paths.end(),
                         [](const std::string& p) { return p.rfind("Piz Daint 2013→", 0) == 0; }),
             "the Piz Daint path does not name its years");
    const int daint = w.indexOf("Piz Daint 2018-11");
    QVERIFY(daint >= 0);
    const auto d = w.display(scene.toWorld(scene.systems()[daint].at));
    // The hover picks Piz Daint at its dot ...
    const double ratio = w.surface()->devicePixelRatioF();
    const QPoint at(static_cast<int>(d[0] / ratio),
                    static_cast<int>(w.surface()->height() - 1 - d[1] / ratio));
    // (Piz Daint stands in several lists with the same cores and Rmax: any of its entries.)
    const auto pickedName = [&](QPoint p) {
      const int i = w.surface()->systemAt(p);
      return i < 0 ? std::string() : scene.systems()[static_cast<std::size_t>(i)].name;
    };
    QVERIFY2(pickedName(at).rfind("Piz Daint", 0) == 0, pickedName(at).c_str());
    // ... and on its path's label.
    const auto& labels = scene.labels();
    const int label = labelIndex(labels, Kind::Path, "Piz Daint");
    QVERIFY(label >= 0 && labels.drawn(Kind::Path, label));
    const auto box = labels.box(Kind::Path, label);
    const QPoint onLabel(
        static_cast<int>((box[0] + box[2] / 2) / ratio),
        static_cast<int>(w.surface()->height() - 1 - (box[1] + box[3] / 2) / ratio));
    QVERIFY2(pickedName(onLabel).rfind("Piz Daint", 0) == 0, pickedName(onLabel).c_str());
    // The red scenario marker on it lets the orange dot show through.
    const QImage frame = w.surface()->grabFramebuffer();
    const QColor c =
        frame.pixelColor(static_cast<int>(d[0]), frame.height() - 1 - static_cast<int>(d[1]));
    QVERIFY2(c.green() > 60, qPrintable(QString("marker colour %1 hides the dot").arg(c.name())));
  }

  void theTimelineGivesTheAmdahlAnswerInTheClassroom() {
    Window w("amdahl-classroom");
    const model::Scenario& s = w.doc.scenario();
    const double amdahl = *model::amdahlEfficiency(64, 0.05);
    QVERIFY(std::abs(amdahl - 1 / (64 * 0.05 + 0.95)) < 1e-12);  // ≈ 0.2416 by hand
    const auto timeline = model::timelineAt(model::timelineParams(s), 64);
    QVERIFY(timeline);
    QVERIFY2(std::abs(timeline->efficiency - amdahl) < 0.01 * amdahl,
             qPrintable(
                 QString("timeline E = %1, Amdahl E = %2").arg(timeline->efficiency).arg(amdahl)));
    w.window.refreshNow();
    QVERIFY2(w.window.timelineView()->summaryText().contains("E = 0.24"),
             qPrintable(w.window.timelineView()->summaryText()));
  }

  // What a class sees first: no text of the 3D view covers another, at the window sizes of
  // a projector and a small laptop and on a large screen, with the shipped data's paths.
  // Before: 'E = 0.01' lay over the 'Serial fraction 1−α' title (the axes were labelled after
  // the iso-lines), the title over its ticks, a path's name over the view's own title.
  void surfaceTextsKeepApart_data() {
    testing::windowSizes({{1280, 720}, {1024, 700}, {1920, 1080}});
  }
  void surfaceTextsKeepApart() {
    QFETCH(QSize, size);
    app::Document doc;
    QCOMPARE(testing::loadShippedData(doc), QString());
    app::MainWindow window(&doc);
    QVERIFY(testing::openShown(window, size));
    window.refreshNow();
    views::SurfaceView* view = window.surfaceView();
    const int before = view->renderCount();
    view->requestRender();
    QVERIFY(
        QTest::qWaitFor([&] { return view->renderCount() > before; }, testing::kEventTimeoutMs));
    const auto& labels = view->scene().labels();
    struct Text {
      QString name;
      std::array<double, 4> box;
    };
    QList<Text> texts;
    for (const auto& box : labels.keepOffBoxes()) texts.push_back({"the view's title", box});
    QVERIFY(!texts.isEmpty());
    for (Kind kind : {Kind::Axis, Kind::Path, Kind::Contour}) {
      const auto names = labels.texts(kind);
      for (std::size_t i = 0; i < names.size(); ++i)
        if (labels.drawn(kind, static_cast<int>(i)))
          texts.push_back({QString::fromStdString(names[i]), labels.box(kind, int(i))});
    }
    // The axes keep their titles and most of their ticks.
    const auto shown = [&](const QString& name) {
      return std::any_of(texts.begin(), texts.end(), [&](const Text& t) { return t.name == name; });
    };
    for (const char* title : {"Processors N", "Serial fraction 1−α", "Efficiency E"})
      QVERIFY2(shown(title), title);
    QVERIFY(shown("10⁰") && shown("10⁴"));
    QStringList problems;
    for (int i = 0; i < texts.size(); ++i)
      for (int j = i + 1; j < texts.size(); ++j) {
        const auto& a = texts[i].box;
        const auto& b = texts[j].box;
        // Overlapping by more than a pixel of rounding either way.
        const double w = std::min(a[0] + a[2], b[0] + b[2]) - std::max(a[0], b[0]);
        const double h = std::min(a[1] + a[3], b[1] + b[3]) - std::max(a[1], b[1]);
        if (w > 1 && h > 1)
          problems << QString("'%1' and '%2' overlap by %3×%4 px")
                          .arg(texts[i].name, texts[j].name)
                          .arg(w)
                          .arg(h);
      }
    QVERIFY2(problems.isEmpty(), qPrintable("\n" + problems.join("\n")));
  }

  void everyViewSaysWhichModel() {
    Window w("amdahl-classroom");
    w.window.refreshNow();
    QVERIFY(QString::fromStdString(w.surface()->scene().title()).startsWith("Amdahl"));
    QVERIFY(w.window.timelineView()->titleText().startsWith("Timeline model"));
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestClassroom test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_classroom.moc"
