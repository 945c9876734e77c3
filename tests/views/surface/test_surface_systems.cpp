// Measured systems, generation paths and model trajectories on the efficiency surface (needs
// an X server: label xvfb). The pick test projects a system with the camera's own matrices
// and checks that the view reports that system at that pixel, by index and in its tooltip.
#include <vtkCamera.h>
#include <vtkMatrix4x4.h>
#include <vtkRenderer.h>
#include <QApplication>
#include <QScopeGuard>
#include <QTest>
#include <QToolTip>
#include <QVBoxLayout>
#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "event_wait.h"
#include "model/core/scenario.h"
#include "model/data/measurements.h"
#include "model/data/top500.h"
#include "views/surface/display_projection.h"
#include "views/surface/surface_content.h"
#include "views/surface/surface_export.h"
#include "views/surface/surface_scene.h"
#include "views/surface/surface_view.h"

using namespace scalescope;

namespace {

// Published TOP500 figures (top500.org); systems far apart on the landscape.
const char* kTop500 =
    "list,rank,system,site,cores,rmax_tflops,rpeak_tflops,accelerator\n"
    "2013-11,6,Piz Daint,CSCS,115984,6271.0,7788.9,NVIDIA Tesla K20x\n"
    "2016-11,8,Piz Daint,CSCS,206720,9779.0,15988.0,NVIDIA Tesla P100\n"
    "2018-11,5,Piz Daint,CSCS,387872,21230.0,27154.3,NVIDIA Tesla P100\n"
    "2018-06,1,Summit,ORNL,2282544,122300.0,187659.3,NVIDIA Volta GV100\n"
    "2019-11,1,Summit,ORNL,2414592,148600.0,200794.9,NVIDIA Volta GV100\n"
    "2008-06,1,Roadrunner,DOE/NNSA/LANL,122400,1026.0,1375.78,IBM PowerXCell 8i\n"
    "2011-11,1,K computer,RIKEN AICS,705024,10510.0,11280.4,\n";

model::DatasetCollection sample() {
  model::DatasetCollection data;
  data.top500 = model::readTop500Text(kTop500, "sample.csv").value();
  return data;
}

/// A SurfaceView filling a shown window of `size`, on the default scenario with sample().
struct ShownView {
  QWidget window;
  views::SurfaceView* view = new views::SurfaceView;
  explicit ShownView(QSize size) {
    auto* layout = new QVBoxLayout(&window);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(view);
    window.resize(size);
    view->setScenario(model::Scenario{});
    view->setDatasets(sample());
    window.show();
  }
};

/// Where a world point lands in widget coordinates, from the camera's projection matrix.
QPoint project(views::SurfaceView& view, const std::array<double, 3>& w) {
  vtkRenderer* r = view.renderer();
  const int* size = r->GetSize();
  vtkMatrix4x4* m =
      r->GetActiveCamera()->GetCompositeProjectionTransformMatrix(double(size[0]) / size[1], -1, 1);
  double in[4] = {w[0], w[1], w[2], 1}, out[4];
  m->MultiplyPoint(in, out);
  const double xNdc = out[0] / out[3], yNdc = out[1] / out[3];
  const double ratio = view.devicePixelRatioF();
  const double xPx = (xNdc + 1) / 2 * size[0], yPx = (yNdc + 1) / 2 * size[1];
  return QPoint(int(std::lround(xPx / ratio)), int(std::lround(view.height() - 1 - yPx / ratio)));
}

int countLabels(const views::SurfaceScene& scene, const std::string& prefix) {
  const auto labels = scene.pathLabels();
  return int(std::count_if(labels.begin(), labels.end(),
                           [&](const std::string& l) { return l.rfind(prefix, 0) == 0; }));
}

}  // namespace

class TestSurfaceSystems : public QObject {
  Q_OBJECT
 private slots:
  void onePointPerSystemWithDetails() {
    views::SurfaceView view;
    view.setScenario(model::Scenario{});
    view.setDatasets(sample());
    QCOMPARE(view.scene().systems().size(), std::size_t(7));
    const auto& daint = view.scene().systems()[2];
    QCOMPARE(daint.name, std::string("Piz Daint 2018-11"));
    QVERIFY(daint.accelerated);
    QCOMPARE(daint.at.n, 387872.0);
    QCOMPARE(daint.at.efficiency, 21230.0 / 27154.3);
    for (const char* part : {"Piz Daint", "2018-11", "387,872", "21230", "27154.3", "0.7818",
                             "1−α_eff = 7.19·10⁻⁷", "NVIDIA Tesla P100"})
      QVERIFY2(daint.details.find(part) != std::string::npos, part);
    // Every TOP500 point says what its E and 1−α_eff also contain.
    for (const auto& system : view.scene().systems())
      QVERIFY2(system.details.find("single-node inefficiency") != std::string::npos,
               system.name.c_str());
    QVERIFY(!view.scene().systems()[6].accelerated);  // K computer lists none
  }

  void perNodeWhereTheDataGiveNodes() {
    // 2018-11 with its 5,704 nodes: 21,230 / 5,704 = 3.722 and 27,154.3 / 5,704 = 4.761 TFlop/s.
    model::DatasetCollection data;
    data.top500 = model::readTop500Text(
                      "list,rank,system,site,cores,rmax_tflops,rpeak_tflops,"
                      "accelerator,nodes\n"
                      "2018-11,5,Piz Daint,CSCS,387872,21230.0,27154.3,P100,5704\n"
                      "2018-06,1,Summit,ORNL,2282544,122300.0,187659.3,V100,\n",
                      "nodes.csv")
                      .value();
    views::SurfaceView view;
    view.setScenario(model::Scenario{});
    view.setDatasets(data);
    QCOMPARE(view.scene().systems().size(), std::size_t(2));
    const std::string& daint = view.scene().systems()[0].details;
    QVERIFY2(
        daint.find("Per node (5,704 nodes): Rmax 3.722 · Rpeak 4.761 TFlop/s") != std::string::npos,
        daint.c_str());
    QVERIFY(view.scene().systems()[1].details.find("Per node") == std::string::npos);
  }

  void aRowAgainstAnotherPeakSaysWhichPeak() {
    // JUPITER Booster 2025-11 against its matrix peak: its name and its tooltip say so; the
    // vector row (E > 1) has no point.
    model::DatasetCollection data;
    data.top500 = model::readTop500Text(
                      "list,rank,system,site,cores,rmax_tflops,rpeak_tflops,rpeak_basis\n"
                      "2025-11,4,JUPITER Booster,FZJ,4801344,1000000,1600000,matrix\n"
                      "2025-11,4,JUPITER Booster,FZJ,4801344,1000000,872000,vector\n",
                      "peaks.csv")
                      .value();
    views::SurfaceView view;
    view.setScenario(model::Scenario{});
    view.setDatasets(data);
    QCOMPARE(view.scene().systems().size(), std::size_t(1));
    const auto& jupiter = view.scene().systems()[0];
    QCOMPARE(jupiter.name, std::string("JUPITER Booster 2025-11 (matrix peak)"));
    QVERIFY2(jupiter.details.find("peak of its matrix units, not the list's") != std::string::npos,
             jupiter.details.c_str());
    QVERIFY2(jupiter.details.find("E = Rmax/Rpeak = 0.6250") != std::string::npos,
             jupiter.details.c_str());
  }

  // An iso-efficiency label stands on its line or is left out: in a 3.5-inch column figure
  // "E = 0.01" stood in the empty space beside the surface (issue 31), kept inside the view
  // and pushed sideways off every spot of its line. Checked on the frame as rendered: under
  // each contour label's box the raster has the line's black pixels.
  void contourLabelsStayOnTheirLines_data() {
    QTest::addColumn<QSize>("points");
    QTest::addColumn<double>("fontPt");
    QTest::newRow("column 3.5 x 2.5 in, 8 pt") << QSize(252, 180) << 8.0;
    QTest::newRow("two columns 7.16 x 3.5 in") << QSize(516, 252) << 9.0;
    QTest::newRow("report 7 x 5 in") << QSize(504, 360) << 9.0;
  }
  void contourLabelsStayOnTheirLines() {
    QFETCH(QSize, points);
    QFETCH(double, fontPt);
    const views::SurfaceFigure figure(model::Scenario{}, sample());
    views::SurfaceExportOptions options;
    options.size = points;
    options.fontPt = fontPt;
    options.title = false;
    QString error;
    const auto frame = views::renderSurfaceFrame(figure.scene(), nullptr, options, 2, &error);
    QVERIFY2(frame, qPrintable(error));
    const double k = double(frame->raster.width()) / frame->frame.width();
    int labelled = 0;
    for (const auto& l : frame->labels) {
      if (l.kind != views::SurfaceLabels::Kind::Contour) continue;
      ++labelled;
      const auto [x, y, w, h] = l.box;
      const int top = int((frame->frame.height() - y - h) * k),
                bottom = int((frame->frame.height() - y) * k);
      int black = 0;
      for (int py = std::max(0, top); py < std::min(frame->raster.height(), bottom); ++py)
        for (int px = std::max(0, int(x * k));
             px < std::min(frame->raster.width(), int((x + w) * k)); ++px) {
          const QColor c = frame->raster.pixelColor(px, py);
          black += std::max({c.red(), c.green(), c.blue()}) < 50;
        }
      QVERIFY2(black >= 3, qPrintable(QString("%1 at (%2, %3): no line under it")
                                          .arg(QString::fromStdString(l.text))
                                          .arg(x)
                                          .arg(y)));
    }
    QVERIFY(labelled >= 2);  // E = 0.9 and 0.5 at least
  }

  // The contour labels are numbers for people: "E = 0,5" in a German window (issue 38, item 3),
  // "E = 0.5" in an English one.
  void contourLabelsSpeakTheWindowsNumbers() {
    const QLocale before;
    const auto restore = qScopeGuard([before] { QLocale::setDefault(before); });
    for (const auto& [locale, half] : {std::pair{QLocale(QLocale::German), "E = 0,5"},
                                       std::pair{QLocale(QLocale::English), "E = 0.5"}}) {
      QLocale::setDefault(locale);
      const views::SurfaceFigure figure(model::Scenario{}, sample());
      QString error;
      const auto frame = views::renderSurfaceFrame(figure.scene(), nullptr,
                                                   views::SurfaceExportOptions{}, 1, &error);
      QVERIFY2(frame, qPrintable(error));
      QStringList contours;
      for (const auto& l : frame->labels)
        if (l.kind == views::SurfaceLabels::Kind::Contour)
          contours << QString::fromStdString(l.text);
      QVERIFY2(contours.contains(half), qPrintable(contours.join(" | ")));
    }
  }

  void batchFigureIsFilledLikeTheView() {
    // One path fills the scene: the window's view and the batch figure show the same systems,
    // paths, marker and grid for a scenario with the surface filters set.
    model::Scenario s;
    for (const char* set : {"surface.show_cpu_only=off", "surface.year_from=2015", "n=1e5"})
      QVERIFY2(s.applyAssignment(set).empty(), set);
    views::SurfaceView view;
    view.setDatasets(sample());
    view.setScenario(s);
    const views::SurfaceFigure figure(s, sample());
    const views::SurfaceScene& a = view.scene();
    const views::SurfaceScene& b = figure.scene();
    QCOMPARE(a.systems().size(), std::size_t(4));  // accelerated entries listed from 2015
    QVERIFY(a.systems() == b.systems());
    QVERIFY(a.paths() == b.paths());
    QCOMPARE(a.paths().size(), std::size_t(4));  // Piz Daint, Summit, timeline, PIM
    QVERIFY(a.marker() == b.marker());
    QCOMPARE(a.marker().n, 1e5);
    QCOMPARE(a.surfacePointCount(), b.surfacePointCount());
  }

  // While a lesson runs, the surface names only what the step names (issue 31): its highlight,
  // and the trajectories of the views it shows. The paths stay; their labels go.
  void aLessonStepKeepsOnlyTheLabelsItNames() {
    views::SurfaceView view;
    view.setDatasets(sample());
    view.setScenario(model::Scenario{});
    const auto labels = [&] {
      QStringList out;
      for (const std::string& l : view.scene().pathLabels()) out << QString::fromStdString(l);
      out.sort();
      return out.join(" | ");
    };
    const QString all = labels();
    QVERIFY2(all.contains("Piz Daint 2013→2018") && all.contains("Summit 2018→2019") &&
                 all.contains("Timeline model") && all.contains("PIM, N = DPUs"),
             qPrintable(all));
    using V = model::LessonView;
    view.setLessonFocus(std::vector<V>{V::Surface});
    QCOMPARE(labels(), QString());
    QCOMPARE(view.scene().paths().size(), std::size_t(4));  // the paths themselves stay
    model::Highlight pin;
    pin.kind = model::Highlight::Kind::System;
    pin.target = "Piz Daint";
    pin.list = "2018-11";
    QVERIFY(view.highlight(pin));
    QCOMPARE(labels(), QString("Piz Daint 2018-11"));
    // A number answer about the pinned system stands on its pin (the surface's own axis has
    // 1−α); another question's answer does not, and clearing the marks keeps the pin.
    model::Question q;
    q.kind = model::Question::Kind::Number;
    q.reveal = V::Surface;
    q.quantity = "system.serial_fraction";
    QVERIFY(view.markAnswer(q, views::AnswerMark{7.19e-7, "7.19·10⁻⁷", 1e-6}));
    QCOMPARE(labels(), QString("Piz Daint 2018-11\nmodel: 7.19·10⁻⁷, your guess: 1e-06"));
    view.clearMarks();
    QCOMPARE(labels(), QString("Piz Daint 2018-11"));
    q.quantity = "E";
    QVERIFY(!view.markAnswer(q, views::AnswerMark{0.78, "0.78", qQNaN()}));
    view.setLessonFocus(std::vector<V>{V::Surface, V::Timeline});
    QVERIFY2(labels().startsWith("Piz Daint 2018-11 | Timeline model"), qPrintable(labels()));
    QVERIFY(!labels().contains("PIM") && !labels().contains("Summit"));
    view.setLessonFocus(std::vector<V>{V::PimScaling, V::Surface});
    QVERIFY2(labels().startsWith("PIM, N = DPUs") && !labels().contains("Timeline"),
             qPrintable(labels()));
    // The lesson ends: every label is back.
    view.clearHighlight();
    view.setLessonFocus(std::nullopt);
    QCOMPARE(labels(), all);
  }

  void pickReportsTheSystemUnderTheCursor() {
    ShownView shown(QSize(900, 700));
    views::SurfaceView* view = shown.view;
    QVERIFY(QTest::qWaitForWindowExposed(&shown.window, testing::kEventTimeoutMs));
    QVERIFY(QTest::qWaitFor([&] { return view->renderCount() >= 1; }, testing::kEventTimeoutMs));
    view->setCameraPreset(views::CameraPreset::Top);  // a known camera: straight down
    const int frames = view->renderCount();
    QVERIFY(
        QTest::qWaitFor([&] { return view->renderCount() > frames; }, testing::kEventTimeoutMs));

    const auto& systems = view->scene().systems();
    for (int i : {2, 3, 5, 6}) {  // Piz Daint 2018-11, Summit 2018-06, Roadrunner, K computer
      const QPoint at = project(*view, view->scene().toWorld(systems[i].at));
      QVERIFY(view->rect().contains(at));
      QCOMPARE(view->systemAt(at), i);
    }
    // A pixel far from every system picks nothing.
    QCOMPARE(view->systemAt(QPoint(3, 3)), -1);

    // The path labels (Piz Daint, Summit, timeline, PIM) were placed without overlapping.
    const auto& labels = view->scene().labels();
    const int count = int(view->scene().pathLabels().size());
    QCOMPARE(count, 4);
    for (int a = 0; a < count; ++a) {
      const auto p = labels.box(views::SurfaceLabels::Kind::Path, a);
      QVERIFY(p[2] > 10 && p[3] > 5);  // measured, non-empty text
      for (int b = a + 1; b < count; ++b) {
        const auto q = labels.box(views::SurfaceLabels::Kind::Path, b);
        const bool apart = p[0] + p[2] <= q[0] || q[0] + q[2] <= p[0] || p[1] + p[3] <= q[1] ||
                           q[1] + q[3] <= p[1];
        QVERIFY2(apart, qPrintable(QStringLiteral("labels %1 and %2 overlap").arg(a).arg(b)));
      }
    }

    // Hovering shows the tooltip of the system under the cursor.
    const QPoint k = project(*view, view->scene().toWorld(systems[6].at));
    QTest::mouseMove(view, k);
    QVERIFY(QTest::qWaitFor([] { return QToolTip::isVisible(); }, testing::kEventTimeoutMs));
    QVERIFY(QToolTip::text().contains("K computer"));
    QVERIFY(QToolTip::text().contains("2011-11"));
  }

  // Presenter mode on a screen larger than 1280×720 draws the 3D view's text larger, so that
  // it keeps its share of the projected picture (issue 31, item 2): at a text scale of 1.5 the
  // axis labels' boxes are about 1.5 times as tall (13 px → 20 px type), and back at 1 they are
  // as before.
  void textScaleGrowsTheLabelsAndGivesThemBack() {
    ShownView shown(QSize(1400, 800));
    views::SurfaceView* view = shown.view;
    QVERIFY(QTest::qWaitForWindowExposed(&shown.window, testing::kEventTimeoutMs));
    const auto heights = [&] {
      std::map<std::string, double> h;
      for (const auto& p : view->scene().labels().placed())
        if (p.kind == views::SurfaceLabels::Kind::Axis) h[p.text] = p.box[3];
      return h;
    };
    QVERIFY(QTest::qWaitFor([&] { return heights().size() >= 5; }, testing::kEventTimeoutMs));
    const auto before = heights();
    view->setTextScale(1.5);
    QVERIFY(QTest::qWaitFor(
        [&] {
          view->requestRender();
          return heights() != before;
        },
        testing::kEventTimeoutMs));
    const auto larger = heights();
    int compared = 0;
    for (const auto& [text, h] : before) {
      const auto it = larger.find(text);
      if (it == larger.end() || h <= 0) continue;
      ++compared;
      QVERIFY2(
          it->second / h > 1.3 && it->second / h < 1.7,
          qPrintable(
              QString("%1: %2 → %3 px").arg(QString::fromStdString(text)).arg(h).arg(it->second)));
    }
    QVERIFY(compared >= 5);
    view->setTextScale(1.0);
    QVERIFY(QTest::qWaitFor(
        [&] {
          view->requestRender();
          return heights() == before;
        },
        testing::kEventTimeoutMs));
  }

  void aLabelWiderThanTheViewIsWrappedInsideIt() {
    // The PIM trajectory's name (two lines of about 50 characters at 13 px) is wider than a
    // 300 px view: it is wrapped at spaces and its box stays inside the labels' share of the
    // viewport; in a wide view it is shown as given.
    ShownView shown(QSize(300, 460));
    views::SurfaceView* view = shown.view;
    QVERIFY(QTest::qWaitForWindowExposed(&shown.window, testing::kEventTimeoutMs));
    const auto pimLabel = [&]() -> std::optional<views::SurfaceLabels::Placed> {
      for (const auto& p : view->scene().labels().placed())
        if (p.kind == views::SurfaceLabels::Kind::Path && p.text.rfind("PIM", 0) == 0) return p;
      return std::nullopt;
    };
    const auto given = view->scene().paths()[3].label;
    const auto lines = [](const std::string& t) { return std::count(t.begin(), t.end(), '\n'); };
    QVERIFY(QTest::qWaitFor([&] { return pimLabel().has_value(); }, testing::kEventTimeoutMs));
    const auto narrow = *pimLabel();
    QVERIFY2(lines(narrow.text) > lines(given), narrow.text.c_str());
    // Only line breaks were added: the words are the same.
    std::string joined = narrow.text, original = given;
    std::replace(joined.begin(), joined.end(), '\n', ' ');
    std::replace(original.begin(), original.end(), '\n', ' ');
    QCOMPARE(joined, original);
    const int* size = view->renderer()->GetSize();
    const double right = size[0] * view->scene().labels().axisWidthShare();
    for (const auto& p : view->scene().labels().placed())
      if (p.kind == views::SurfaceLabels::Kind::Path)
        QVERIFY2(p.box[0] >= 0 && p.box[0] + p.box[2] <= right + 1,
                 qPrintable(QStringLiteral("%1: x %2 + %3 beyond %4")
                                .arg(QString::fromStdString(p.text))
                                .arg(p.box[0])
                                .arg(p.box[2])
                                .arg(right)));
    // The texts the scene reports are the names as given.
    const auto texts = view->scene().labels().texts(views::SurfaceLabels::Kind::Path);
    QVERIFY(std::find(texts.begin(), texts.end(), given) != texts.end());

    shown.window.resize(1400, 800);
    // Labels are placed when a frame is drawn: ask for frames until the wider view has drawn
    // one (under ASan the resize's own frame request could come before the new size).
    QVERIFY(QTest::qWaitFor(
        [&] {
          view->requestRender();
          return pimLabel() && pimLabel()->text == given;
        },
        testing::kEventTimeoutMs));
  }

  // The trajectory and generation labels keep off the systems' dots where the view has room
  // (the dots are a coverage raster: a spot is tested with four lookups, however many systems
  // there are), after a slider step (which keeps the dots' cover: it is summed once per
  // camera) and after the camera moved (which sums it again).
  void pathLabelsKeepOffTheSystems() {
    ShownView shown(QSize(1400, 800));
    views::SurfaceView* view = shown.view;
    QVERIFY(QTest::qWaitForWindowExposed(&shown.window, testing::kEventTimeoutMs));
    const views::SurfaceLabels& labels = view->scene().labels();
    const auto coveredDots = [&] {
      QStringList found;
      const views::DisplayProjection projection(view->renderer());
      int shown = 0;
      for (const auto& p : labels.placed()) {
        if (p.kind != views::SurfaceLabels::Kind::Path) continue;
        ++shown;
        for (const auto& s : view->scene().systems()) {
          const auto d = projection.project(view->scene().toWorld(s.at));
          // A dot is 12 px across; the box may not come within it.
          if (d[0] + 6 > p.box[0] && d[0] - 6 < p.box[0] + p.box[2] && d[1] + 6 > p.box[1] &&
              d[1] - 6 < p.box[1] + p.box[3])
            found << QString("'%1' at %2,%3 %4×%5 covers %6 (dot at %7,%8)")
                         .arg(QString::fromStdString(p.text).replace('\n', ' '))
                         .arg(p.box[0])
                         .arg(p.box[1])
                         .arg(p.box[2])
                         .arg(p.box[3])
                         .arg(QString::fromStdString(s.name))
                         .arg(d[0])
                         .arg(d[1]);
        }
      }
      if (shown < 3) found << QString("only %1 path labels shown").arg(shown);
      return found;
    };
    QVERIFY(QTest::qWaitFor([&] { return labels.placementCount() > 0; }, testing::kEventTimeoutMs));
    QStringList found = coveredDots();
    QVERIFY2(found.isEmpty(), qPrintable(found.join("\n")));
    // A PIM step re-places the labels (the trajectories and their names change) with the
    // dots as they were.
    int placed = labels.placementCount();
    const int covers = labels.dotCoverCount();
    model::Scenario step;
    step.set("pim.dpus", 512);
    view->setScenario(step, {model::Param::PimDpus});  // as the DPU slider hands it over
    QVERIFY(QTest::qWaitFor([&] { return labels.placementCount() > placed; },
                            testing::kEventTimeoutMs));
    QCOMPARE(labels.dotCoverCount(), covers);
    found = coveredDots();
    QVERIFY2(found.isEmpty(), qPrintable(found.join("\n")));
    placed = labels.placementCount();
    view->setCameraPreset(views::CameraPreset::Top);  // the R/T/X/Y keys' views
    QVERIFY(QTest::qWaitFor([&] { return labels.placementCount() > placed; },
                            testing::kEventTimeoutMs));
    QVERIFY(labels.dotCoverCount() > covers);
    found = coveredDots();
    QVERIFY2(found.isEmpty(), qPrintable(found.join("\n")));
  }

  void generationPathsAndTrajectories() {
    views::SurfaceView view;
    view.setScenario(model::Scenario{});
    view.setDatasets(sample());
    const auto& scene = view.scene();
    // Piz Daint (3 entries) and Summit (2) are paths; Roadrunner and K computer are single.
    QCOMPARE(countLabels(scene, "Piz Daint"), 1);
    QCOMPARE(countLabels(scene, "Summit"), 1);
    QCOMPARE(countLabels(scene, "Timeline model"), 1);
    QCOMPARE(countLabels(scene, "PIM"), 1);
    QCOMPARE(scene.pathCount(), 4);
    const auto& daint = scene.paths()[0];
    QCOMPARE(daint.points.size(), std::size_t(3));
    QCOMPARE(daint.points[0].n, 115984.0);  // 2013-11 first, in list order
    QCOMPARE(daint.points[2].n, 387872.0);

    // The timeline trajectory runs over N up to 10^8 and lies on the surface.
    const auto& timeline = scene.paths()[2];
    QVERIFY(timeline.label.find("FP64") != std::string::npos);
    QVERIFY(timeline.points.size() >= 100);
    QVERIFY(timeline.points.back().n > 1e7);
    for (const auto& p : timeline.points)
      QVERIFY(std::abs(1 / (p.n * p.serialFraction + 1 - p.serialFraction) - p.efficiency) < 1e-9);
    // The PIM trajectory is labelled with algorithm and dataset.
    QVERIFY(scene.paths()[3].label.find("MA-SGD") != std::string::npos);
    QVERIFY(scene.paths()[3].label.find("YFCC100M") != std::string::npos);
    // Karp–Flatt is fixed-size: the default run is weak scaling, so its share is labelled
    // Gustafson-type; a strong-scaling run shows its 1−α_eff.
    QVERIFY2(
        scene.paths()[3].label.find("Gustafson-type share (weak scaling)") != std::string::npos,
        scene.paths()[3].label.c_str());
    model::Scenario strong;
    strong.setFromText("pim.scaling", "strong");
    QVERIFY(views::surfaceTrajectories(strong).back().label.find("1−α_eff (strong scaling)") !=
            std::string::npos);

    // FP16 moves the timeline trajectory: at the largest N, E is lower.
    model::Scenario fp16;
    fp16.setFromText("timeline.precision", "fp16");
    const double eFp64 = timeline.points.back().efficiency;
    view.setScenario(fp16);
    const auto& moved = view.scene().paths()[2];
    QVERIFY(moved.label.find("FP16") != std::string::npos);
    QVERIFY(moved.points.back().efficiency < eFp64);
  }

  void filtersHideSystemsAndTheirPaths() {
    views::SurfaceView view;
    view.setDatasets(sample());
    model::Scenario s;
    QCOMPARE(s.setFromText("surface.show_accelerated", "off"), std::string());
    view.setScenario(s);
    QCOMPARE(view.scene().systems().size(), std::size_t(1));  // K computer
    QCOMPARE(countLabels(view.scene(), "Piz Daint"), 0);
    QCOMPARE(s.setFromText("surface.show_accelerated", "on"), std::string());
    QCOMPARE(s.setFromText("surface.year_to", "2016"), std::string());
    view.setScenario(s);
    // Piz Daint 2013 and 2016, Roadrunner 2008, K computer 2011.
    QCOMPARE(view.scene().systems().size(), std::size_t(4));
    QCOMPARE(countLabels(view.scene(), "Piz Daint"), 1);
    QCOMPARE(countLabels(view.scene(), "Summit"), 0);
  }

  void aLongHistoryLabelsOnlyItsLargestMachines() {
    // 20 machines listed twice each: 20 paths, of which the 12 with the most cores at their
    // last entry keep their names (machine k has 1000·(k+1) cores then).
    std::vector<model::LandscapeSystem> systems;
    for (int k = 0; k < 20; ++k)
      for (const char* list : {"2019-06", "2019-11"}) {
        model::LandscapeSystem s;
        s.system = "Machine " + std::to_string(k);
        s.site = "Site";
        s.list = list;
        s.cores = 1000.0 * (k + 1) * (list[5] == '1' ? 1 : 0.5);
        s.efficiency = 0.7;
        s.serialFraction = 1e-6;
        systems.push_back(s);
      }
    const auto paths = views::surfaceGenerationPaths(systems);
    QCOMPARE(paths.size(), std::size_t(20));
    std::set<std::string> labelled;
    for (const auto& p : paths)
      if (!p.label.empty()) labelled.insert(p.label);
    QCOMPARE(labelled.size(), views::kMaxLabelledGenerationPaths);
    for (int k = 8; k < 20; ++k) QVERIFY(labelled.count("Machine " + std::to_string(k)));
  }

  void userMeasurementsAddSystems() {
    views::SurfaceView view;
    view.setScenario(model::Scenario{});
    auto data = sample();
    data.measurements.push_back(model::readMeasurementsText("label,cores,rmax,rpeak\n"
                                                            "Our cluster,512,40,50\n",
                                                            "mine.csv")
                                    .value());
    view.setDatasets(data);
    QCOMPARE(view.scene().systems().size(), std::size_t(8));
    const auto& mine = view.scene().systems().back();
    QCOMPARE(mine.name, std::string("Our cluster"));
    QCOMPARE(mine.at.efficiency, 0.8);
    QVERIFY(mine.details.find("mine.csv") != std::string::npos);
    // Not a TOP500 entry: no note about Rmax/Rpeak of a list.
    QVERIFY(mine.details.find("single-node inefficiency") == std::string::npos);
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestSurfaceSystems test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_surface_systems.moc"
