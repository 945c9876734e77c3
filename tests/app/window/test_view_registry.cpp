// The view registry (app/window/view_registry.h) is the one place a view is added: every
// registered view is placed in the window, listed in the View menu with its shortcut and
// maximised by it, reached by the lessons for each of its pages, and its figures are the
// ones batch export writes and the baselines cover. Needs an X server (the 3D view): xvfb.
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include "app/document/document.h"
#include "app/window/main_window.h"
#include "app/window/view_registry.h"
#include "event_wait.h"
#include "model/lessons/lesson.h"
#include "views/common/linked_view.h"
#include "window_driver.h"

using namespace scalescope;

namespace {

QString qs(std::string_view s) {
  return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

constexpr model::LessonView kAllLessonViews[] = {
    model::LessonView::Surface,         model::LessonView::Scaling,
    model::LessonView::ScalingFit,      model::LessonView::ScalingStudy,
    model::LessonView::ScalingInverseN, model::LessonView::Generations,
    model::LessonView::Precision,       model::LessonView::Pim,
    model::LessonView::PimScaling,      model::LessonView::Timeline};

}  // namespace

class TestViewRegistry : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { testing::isolateSettings(m_settings, "test_view_registry"); }

  void everyViewIsOneAreaWithItsOwnFigures() {
    const auto views = app::createViews(app::ViewUse::Headless);
    QVERIFY(views.size() >= 4);
    QSet<int> areas;
    QSet<QString> stems;
    for (const auto& entry : views) {
      views::LinkedView& v = *entry.view;
      QVERIFY2(!areas.contains(int(v.area())), qPrintable(v.title()));
      areas.insert(int(v.area()));
      QVERIFY(!v.title().isEmpty());
      QVERIFY(!v.reads().empty());
      v.setScenario(model::Scenario{}, model::ParamSet::all());
      const auto figures = v.figures();
      QVERIFY2(!figures.empty(), qPrintable(v.title()));
      for (const views::Figure& f : figures) {
        QVERIFY2(!stems.contains(f.stem), qPrintable(f.stem));
        stems.insert(f.stem);
        QVERIFY2(!f.title.isEmpty() && f.write && f.paint, qPrintable(f.stem));
      }
      for (const QString& current : v.currentFigures())
        QVERIFY2(std::any_of(figures.begin(), figures.end(),
                             [&](const views::Figure& f) { return f.stem == current; }),
                 qPrintable(current));
    }
    // Every page a lesson can name is a figure of the view of its area, which brings it to
    // the front: a lesson can show it, a handout can draw it.
    for (model::LessonView lv : kAllLessonViews) {
      const QString stem = qs(model::viewId(lv));
      QVERIFY2(stems.contains(stem), qPrintable(stem));
      int answered = 0;
      for (const auto& entry : views) {
        const bool own = entry.view->showLessonView(lv);
        QCOMPARE(own, entry.view->area() == model::viewArea(lv));
        answered += own;
      }
      QCOMPARE(answered, 1);
    }
    // The baselines cover every figure batch export writes (tests/baselines/default holds
    // every figure; test_figure_baselines compares them).
    const QStringList baselines =
        QDir(QStringLiteral(SCALESCOPE_SOURCE_DIR "/tests/baselines/default"))
            .entryList({"*.png"}, QDir::Files);
    for (const QString& stem : stems)
      QVERIFY2(baselines.contains(stem + ".png"), qPrintable(stem + ".png has no baseline"));
    QCOMPARE(qsizetype(baselines.size()), qsizetype(stems.size()));
  }

  void theViewMenuListsAndMaximisesEveryView() {
    app::Document doc;
    app::MainWindow window(&doc);
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    const auto& views = window.views();
    QMenu* viewMenu = nullptr;
    for (QAction* a : window.menuBar()->actions())
      if (a->text() == QStringLiteral("&View")) viewMenu = a->menu();
    QVERIFY(viewMenu);
    QList<QAction*> only;
    for (QAction* a : viewMenu->actions())
      if (a->text().endsWith(QStringLiteral(" only"))) only << a;
    QCOMPARE(qsizetype(only.size()), qsizetype(views.size()));
    // What was open before: a later bottom view (the roofline) starts closed.
    QList<bool> openBefore;
    for (const views::LinkedView* v : views) openBefore << window.placeOf(v)->isVisible();
    QCOMPARE(openBefore.count(false), 1);  // the second bottom view, the roofline
    QVERIFY(!openBefore.back());
    for (std::size_t i = 0; i < views.size(); ++i) {
      QAction* a = only[int(i)];
      QCOMPARE(a->text(), views[i]->title() + " only");
      QCOMPARE(a->shortcut(), QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_1 + int(i))));
      a->trigger();
      QApplication::processEvents();
      QVERIFY2(window.placeOf(views[i])->isVisible(), qPrintable(views[i]->title()));
      QVERIFY(views[i]->widget()->isVisible());
      // The other views of the main area give it their room.
      for (std::size_t j = 0; j < views.size(); ++j)
        if (j != i && window.placeOf(views[j]) == views[j]->widget())
          QVERIFY2(!views[j]->widget()->isVisible(), qPrintable(views[j]->title()));
    }
    // All views: each as it was before, open or closed.
    window.maximizeView(-1);
    QApplication::processEvents();
    for (std::size_t i = 0; i < views.size(); ++i)
      QVERIFY2(window.placeOf(views[i])->isVisible() == openBefore[int(i)],
               qPrintable(views[i]->title()));
  }

 private:
  QTemporaryDir m_settings;
};

QTEST_MAIN(TestViewRegistry)
#include "test_view_registry.moc"
