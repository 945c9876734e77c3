// The layout as a user meets it (issue 16, items 7 and 8, and the small ones of the panel):
// View ▸ … only is checkable and Ctrl+0 restores exactly the layout there was; the first
// window fits the screen; the 3D keys work with the pointer over the view; the N slider
// dragged back to its pixel gives 387,872 back; Tab walks the panel group by group.
#include <qcustomplot.h>
#include <QAbstractSpinBox>
#include <QDockWidget>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QScreen>
#include <QScrollArea>
#include <QSlider>
#include <QTabWidget>
#include <QToolButton>

#include "app/cli/startup.h"
#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/window/main_window.h"
#include "clipping.h"
#include "model/core/parameter_table.h"
#include "plot_settle.h"
#include "views/common/plot_folding.h"
#include "views/common/sci_spin_box.h"
#include "views/panel/parameter_panel.h"
#include "views/pim/pim_view.h"
#include "views/scaling/scaling_fit_tab.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_view.h"
#include "window_driver.h"

using namespace scalescope;
using testing::findAction;

namespace {

QMenu* menu(QMainWindow& w, const QString& title) {
  for (QAction* a : w.menuBar()->actions())
    if (a->text().remove('&') == title) return a->menu();
  return nullptr;
}

/// Where the views and the docks are, in window coordinates.
QList<QRect> layoutOf(app::MainWindow& w) {
  QList<QRect> out;
  for (QWidget* v : std::initializer_list<QWidget*>{w.surfaceView(), w.scalingView(), w.pimView()})
    out << QRect(v->mapTo(&w, QPoint(0, 0)), v->size());
  for (QDockWidget* d : w.findChildren<QDockWidget*>())
    if (d->isVisible()) out << d->geometry();
  return out;
}

/// The window as the app opens it in `language` ("en", "de", "zh_CN"): the translators are
/// installed before it is built, and English again after it.
struct WindowIn {
  explicit WindowIn(const QString& language)
      : installed(app::installTranslators({language == "en" ? QString("C") : language})) {}
  ~WindowIn() { app::installTranslators({"C"}); }
  WindowIn(const WindowIn&) = delete;
  WindowIn& operator=(const WindowIn&) = delete;
  QString installed;  ///< what installTranslators took: "" for English
  app::Document doc;
  app::MainWindow window{&doc};
};

}  // namespace

class TestWindowLayout : public QObject {
  Q_OBJECT
  QTemporaryDir m_settings;
 private slots:
  void initTestCase() { testing::isolateSettings(m_settings, "test_window_layout"); }

  void onlyViewsAreCheckableAndCtrl0RestoresTheLayout() {
    app::Document doc;
    app::MainWindow window(&doc);
    window.resize(1260, 860);
    QVERIFY(testing::showActive(window));
    QTest::qWait(50);
    const QList<QRect> before = layoutOf(window);
    QAction* all = findAction(menu(window, "View"), "All views");
    QVERIFY(all && all->isCheckable() && all->isChecked());
    for (int i = 0; i < 3; ++i) {
      QTest::keyClick(&window, Qt::Key(Qt::Key_1 + i), Qt::ControlModifier);
      QTest::qWait(30);
      const QString names[3] = {"Efficiency surface only", "Scaling only", "PIM breakdown only"};
      QAction* only = findAction(menu(window, "View"), names[i]);
      QVERIFY(only && only->isCheckable());
      QVERIFY2(only->isChecked(), qPrintable(names[i]));
      QVERIFY(!all->isChecked());
      QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
      QTest::qWait(30);
      QVERIFY(all->isChecked());
      QCOMPARE(layoutOf(window), before);
    }
    // From one single view to another and back to all: still the first layout.
    QTest::keyClick(&window, Qt::Key_2, Qt::ControlModifier);
    QTest::keyClick(&window, Qt::Key_3, Qt::ControlModifier);
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    QTest::qWait(30);
    QCOMPARE(layoutOf(window), before);
  }

  void firstWindowFitsTheScreen() {
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::showActive(window));
    const QRect available = window.screen()->availableGeometry();
    QVERIFY2(available.contains(window.frameGeometry()),
             qPrintable(QString("window %1×%2 on a screen of %3×%4")
                            .arg(window.frameGeometry().width())
                            .arg(window.frameGeometry().height())
                            .arg(available.width())
                            .arg(available.height())));
  }

  void nothingIsClipped_data() {
    // 1024×700, the small screen of issue 16, fits since the timeline's title runs down its
    // side.
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const QSize& size : {QSize(1280, 720), QSize(1024, 700), QSize(1366, 768)})
      QTest::addRow("%dx%d", size.width(), size.height()) << size << QString("en");
    // German's longer words and Chinese's taller glyphs, at the projector's size.
    QTest::addRow("de 1280x720") << QSize(1280, 720) << QString("de");
    QTest::addRow("zh_CN 1280x720") << QSize(1280, 720) << QString("zh_CN");
  }
  void nothingIsClipped() {
    QFETCH(QSize, size);
    QFETCH(QString, language);
    WindowIn in(language);
    QCOMPARE(in.installed, language == "en" ? QString() : language);
    app::MainWindow& window = in.window;
    QVERIFY(testing::openShown(window, size));
    QCOMPARE(window.size(), size);  // the window can be this small
    QStringList problems, seen;
    // Every tab of the Scaling and PIM views in turn: a hidden tab is not laid out.
    const QList<QTabWidget*> tabs = {window.scalingView()->tabs(), window.pimView()->tabs()};
    for (QTabWidget* t : tabs) {
      QVERIFY(t);
      for (int i = 0; i < t->count(); ++i) {
        t->setCurrentIndex(i);
        window.refreshNow();
        QTest::qWait(20);
        // What has no room folds away, one element per layout (PlotFolding).
        QStringList found;
        for (QCustomPlot* plot : window.findChildren<QCustomPlot*>())
          if (plot->isVisible() && testing::settle(plot) < 0)
            found << plot->parentWidget()->objectName() + ": its layout never settles";
        found << testing::clippedIn(&window);
        // Inside the plots: legend entries squeezed below their text's height (their margins
        // may go, 1 px of rounding too) are drawn over each other, as the PIM legend's were at
        // 1280×720. Where there is no room a legend folds away (PlotFolding) instead.
        for (QCustomPlot* plot : window.findChildren<QCustomPlot*>()) {
          if (!plot->isVisible() || !plot->legend->visible()) continue;
          // No entry keeps QCustomPlot's placeholder name ("Graph 6": the empty Study tab had).
          for (int k = 0; k < plot->plottableCount(); ++k)
            if (plot->plottable(k)->name().startsWith("Graph ") &&
                plot->legend->hasItemWithPlottable(plot->plottable(k)))
              found << plot->parentWidget()->objectName() + ": a legend entry named " +
                           plot->plottable(k)->name();
          for (int k = 0; k < plot->legend->itemCount(); ++k) {
            QCPAbstractLegendItem* item = plot->legend->item(k);  // null: an empty cell
            if (!item) continue;
            const int text = item->minimumOuterSizeHint().height() - item->margins().top() -
                             item->margins().bottom();
            if (item->outerRect().height() < text - 1)
              found << QString("%1: legend entry %2 is %3 px high, its text %4 px")
                           .arg(plot->parentWidget()->objectName())
                           .arg(k)
                           .arg(item->outerRect().height())
                           .arg(text);
          }
        }
        for (const QString& p : found)
          if (!seen.contains(p)) {
            seen << p;
            problems << t->tabText(i) + " tab shown: " + p;
          }
      }
      t->setCurrentIndex(0);
    }
    // The timeline's bar names, one per bar: a bar's slot at least a line of their font (at
    // 1280×720 the five names were squeezed into 60 px and overwrote each other).
    auto* bars = window.findChild<QCustomPlot*>("timelineBreakdownPlot");
    QVERIFY(bars && bars->isVisible());
    QVERIFY(testing::settle(bars) > 0);
    const double slot = std::abs(bars->yAxis->coordToPixel(2) - bars->yAxis->coordToPixel(1));
    // The ink of one name (capitals to descenders), from the font: two names overlap when
    // their slots are smaller.
    const QFontMetrics names(bars->yAxis->tickLabelFont());
    const int ink = names.capHeight() + names.descent();
    if (slot < ink)
      problems << QString("timeline bars: %1 px per name whose ink is %2 px").arg(slot).arg(ink);
    QVERIFY2(problems.isEmpty(), qPrintable("\n" + problems.join("\n")));
  }

  // With the shipped data, as the app opens, at 1280×720: no Scaling tab makes its pane wider
  // at the other views' cost (with the Fit tab in front its one-line prediction took the 3D
  // view from 576 to 240 px, the colour bar under the pane), and the prediction, wrapped,
  // shows whole. (The Fit plot is small at this size: its legend goes beside the axes.)
  void noTabTakesTheSurfacesWidth() {
    app::Document doc;
    QCOMPARE(testing::loadShippedData(doc), QString());
    app::MainWindow window(&doc);
    QVERIFY(testing::openShown(window, QSize(1280, 720)));
    const int surfaceWidth = window.surfaceView()->width();
    QTabWidget* tabs = window.scalingView()->tabs();
    QStringList problems;
    for (int i = 0; i < tabs->count(); ++i) {
      tabs->setCurrentIndex(i);
      window.refreshNow();
      QTest::qWait(20);
      if (window.surfaceView()->width() < surfaceWidth * 9 / 10)
        problems << QString("%1 tab: the 3D view %2 px wide, %3 px with the Curves tab")
                        .arg(tabs->tabText(i))
                        .arg(window.surfaceView()->width())
                        .arg(surfaceWidth);
      for (const QString& p : testing::clippedIn(&window))
        if (p.contains("fitPredictText")) problems << tabs->tabText(i) + " tab: " + p;
      // With the shipped data, the texts on the data (the Generations plot's yy-mm labels
      // overlapped, one was cut at the top) and the axis titles of this tab's plot.
      for (QCustomPlot* plot : tabs->widget(i)->findChildren<QCustomPlot*>()) {
        QStringList found;
        if (testing::settle(plot) < 0) found << "its layout never settles";
        testing::checkPlot(plot, &found);
        for (const QString& p : found) problems << tabs->tabText(i) + " tab: " + p;
      }
      // With the fit's legend and notes on screen the Fit plot kept 7 px for its data; now
      // what has no room folds away and no legend is squeezed, in the PIM view's tabs either.
      QTabWidget* pim = window.pimView()->tabs();
      for (int k = 0; k < pim->count(); ++k) {
        pim->setCurrentIndex(k);
        window.refreshNow();
        QTest::qWait(20);
        for (QCustomPlot* plot : window.findChildren<QCustomPlot*>()) {
          if (!plot->isVisible()) continue;
          const QString where = tabs->tabText(i) + " and " + pim->tabText(k) + " tabs: " +
                                (plot->objectName().isEmpty() ? plot->parentWidget()->objectName()
                                                              : plot->objectName());
          if (testing::settle(plot) < 0) problems << where + ": its layout never settles";
          if (views::PlotFolding::legendSqueezed(plot)) problems << where + ": legend squeezed";
          if (views::PlotFolding::lowestAxes(plot) < 30)
            problems << where +
                            QString(": axes %1 px high").arg(views::PlotFolding::lowestAxes(plot));
        }
      }
    }
    auto* prediction = window.findChild<QLabel*>("fitPredictText");
    QVERIFY(prediction);
    QVERIFY2(prediction->text().contains("95 % prediction interval"),
             qPrintable(prediction->text()));
    QVERIFY2(problems.isEmpty(), qPrintable("\n" + problems.join("\n")));
  }

  // On a 1280×720 projector the Fit plot has no room for its legend below the axes; it
  // folded away and left the band and the dashed extrapolation unexplained. Now it sits in
  // a corner of the axes that no run is in, or where every corner has one, beside the axes.
  void fitLegendStaysOnTheProjector() {
    app::Document doc;
    QCOMPARE(testing::loadShippedData(doc), QString());
    app::MainWindow window(&doc);
    QVERIFY(testing::openShown(window, QSize(1280, 720)));
    views::ScalingTab* fit = window.scalingView()->fitTab();
    window.scalingView()->tabs()->setCurrentWidget(fit);
    window.refreshNow();
    QCustomPlot* plot = fit->plot();
    // As a user sees it: the controls' rows and the prediction laid out, then one fold stage
    // per layout of the plot.
    QTest::qWait(100);
    QVERIFY(testing::settle(plot) > 0);
    QVERIFY2(plot->legend->visible(),
             qPrintable(QString("no legend in a %1×%2 plot, axes %3 px high")
                            .arg(plot->width())
                            .arg(plot->height())
                            .arg(views::PlotFolding::lowestAxes(plot))));
    QStringList names;
    for (int i = 0; i < plot->legend->itemCount(); ++i)
      if (auto* item = qobject_cast<QCPPlottableLegendItem*>(plot->legend->item(i)))
        names << item->plottable()->name();
    QVERIFY2(names.contains("Extrapolated (prediction)") && names.contains("Fitted Amdahl"),
             qPrintable(names.join(", ")));
    QVERIFY(!views::PlotFolding::legendSqueezed(plot));
    const QRect legend = plot->legend->outerRect();
    QVERIFY2(plot->viewport().contains(legend),
             qPrintable(QString("legend %1,%2 %3×%4 outside the plot")
                            .arg(legend.x())
                            .arg(legend.y())
                            .arg(legend.width())
                            .arg(legend.height())));
    QVERIFY2(views::PlotFolding::lowestAxes(plot) >= 70,
             qPrintable(QString("axes %1 px high").arg(views::PlotFolding::lowestAxes(plot))));
    // No measured run under it.
    for (int g = 0; g < plot->graphCount(); ++g) {
      QCPGraph* graph = plot->graph(g);
      if (graph->lineStyle() != QCPGraph::lsNone || !graph->visible()) continue;
      for (auto it = graph->data()->constBegin(); it != graph->data()->constEnd(); ++it) {
        const QPointF at = graph->coordsToPixels(it->key, it->value);
        QVERIFY2(
            !legend.contains(at.toPoint()),
            qPrintable(QString("%1 at N = %2 under the legend").arg(graph->name()).arg(it->key)));
      }
    }
  }

  // The Timeline dock at a projector's and a small laptop's size says which model it shows and
  // the E it gives (issue 16, item 11): its title and summary folded away together at
  // 1280×720, leaving the E only as a red marker. Where the bars have no room for a header
  // line, the curves' title gives it.
  void timelineNamesItsModelWhenSmall_data() { testing::windowSizes({{1280, 720}, {1024, 700}}); }
  void timelineNamesItsModelWhenSmall() {
    QFETCH(QSize, size);
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::openShown(window, size));
    window.refreshNow();
    QTest::qWait(50);
    auto* bars = window.findChild<QCustomPlot*>("timelineBreakdownPlot");
    QVERIFY(bars && bars->isVisible());
    QVERIFY(testing::settle(bars) > 0);
    auto* curves = window.findChild<QCustomPlot*>("timelineCurvesPlot");
    QVERIFY(curves && curves->isVisible());
    QVERIFY(testing::settle(curves) > 0);
    // What the dock's two plots say in their titles and header lines.
    QStringList shown;
    for (QCustomPlot* plot : {bars, curves})
      for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
        if (auto* text = qobject_cast<QCPTextElement*>(e); text && text->visible())
          shown << text->text();
    const QString header = shown.join('\n').replace(QChar(0xa0), ' ');
    QVERIFY2(header.contains("Timeline model") && header.contains("E = "), qPrintable(header));
    // The curves' E axis labels one above the other with room between them (at 1024×700
    // five steps put "0.8 0.6 0.4" in 40 px).
    const QVector<double> ticks = curves->yAxis->tickVector();
    QVERIFY(ticks.size() >= 2);
    const int labelHeight = QFontMetrics(curves->yAxis->tickLabelFont()).height();
    for (int i = 1; i < ticks.size(); ++i) {
      const double gap = std::abs(curves->yAxis->coordToPixel(ticks[i]) -
                                  curves->yAxis->coordToPixel(ticks[i - 1]));
      QVERIFY2(gap >= labelHeight,
               qPrintable(QString("E ticks %1 and %2 are %3 px apart, a label %4 px")
                              .arg(ticks[i - 1])
                              .arg(ticks[i])
                              .arg(gap)
                              .arg(labelHeight)));
    }
    // And the bars keep a line of text each (as nothingIsClipped checks).
    const double slot = std::abs(bars->yAxis->coordToPixel(2) - bars->yAxis->coordToPixel(1));
    const QFontMetrics names(bars->yAxis->tickLabelFont());
    QVERIFY2(slot >= names.capHeight() + names.descent(), qPrintable(QString::number(slot)));
  }

  // Every tab's title in sight at a projector's and a small laptop's size: the PIM view's
  // "Scaling over N" sat behind the tab bar's scroll arrows at 1280×720 and 1024×700, and the
  // Scaling bar cut "Precision"; narrow bars now show short titles whose tooltips give the
  // full ones.
  void everyTabIsInItsBar_data() { testing::windowSizes({{1280, 720}, {1024, 700}, {1920, 1080}}); }
  void everyTabIsInItsBar() {
    QFETCH(QSize, size);
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::openShown(window, size));
    for (QTabWidget* tabs : {window.scalingView()->tabs(), window.pimView()->tabs()})
      for (int current = 0; current < tabs->count(); ++current) {
        tabs->setCurrentIndex(current);
        QTest::qWait(20);  // the corner widgets change with the tab
        QTabBar* bar = tabs->tabBar();
        for (QToolButton* arrow : bar->findChildren<QToolButton*>())
          QVERIFY2(!arrow->isVisible(),
                   qPrintable(QString("scroll arrows on the bar of '%1'").arg(tabs->tabText(0))));
        for (int i = 0; i < bar->count(); ++i) {
          QVERIFY2(bar->rect().contains(bar->tabRect(i)),
                   qPrintable(QString("tab '%1' outside its bar").arg(bar->tabText(i))));
          const QFontMetrics metrics(bar->font());
          QVERIFY2(metrics.horizontalAdvance(bar->tabText(i)) < bar->tabRect(i).width(),
                   qPrintable(bar->tabText(i)));
          QVERIFY(!bar->tabToolTip(i).isEmpty());
        }
      }
    // Where the room is, the full titles.
    if (size.width() >= 1920)
      QCOMPARE(window.pimView()->tabs()->tabText(1), QString("Scaling over N"));
  }

  void cameraKeysWorkUnderThePointer() {
    app::Document doc;
    app::MainWindow window(&doc);
    QVERIFY(testing::showActive(window));
    // The focus is elsewhere (a spin box of the panel); the pointer moves onto the 3D view.
    window.panel()->spinBox(model::paramIndex(model::Param::N))->setFocus();
    QTest::mouseMove(window.panel(), window.panel()->rect().center());
    QTest::mouseMove(window.surfaceView(), window.surfaceView()->rect().center());
    QTRY_VERIFY(window.surfaceView()->hasFocus());
    QVERIFY(!window.surfaceView()->camera().parallelProjection);
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_T);  // top view: orthographic
    QVERIFY(window.surfaceView()->camera().parallelProjection);
  }

  void sliderBackToItsPixelRestoresTheDefault() {
    const std::size_t n = model::paramIndex(model::Param::N);
    const double def = model::parameterSpec(model::Param::N).defaultValue;
    const int pixel = views::ParameterPanel::sliderPosition(n, def);
    QCOMPARE(views::ParameterPanel::sliderValue(n, pixel), def);
    app::Document doc;
    app::MainWindow window(&doc);
    QSlider* slider = window.panel()->slider(n);
    slider->setSliderDown(true);
    slider->setValue(pixel + 40);
    QVERIFY(doc.scenario().get(model::Param::N) != def);
    slider->setValue(pixel);
    slider->setSliderDown(false);
    QCOMPARE(doc.scenario().get(model::Param::N), 387872.0);
    // A value typed in the spin box between two slider steps is also given back.
    doc.set(model::paramAt(n), 123457);
    QApplication::processEvents();
    slider->setSliderDown(true);
    emit slider->sliderPressed();
    const int at = slider->value();
    slider->setValue(at + 25);
    slider->setValue(at);
    slider->setSliderDown(false);
    QCOMPARE(doc.scenario().get(model::Param::N), 123457.0);
  }

  // The parameter rows in the dock as the window opens, in English, German (whose labels run
  // to three lines) and Chinese: every label as high as its wrapped text at its width, no row drawn
  // over the next, every box inside the dock (German pushed them out and cut "387,872").
  void parameterRowsFitTheDock_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    for (const QString& lang : {QString("en"), QString("de"), QString("zh_CN")})
      for (const QSize& s : {QSize(1280, 720), QSize(1366, 768), QSize(1920, 1080)})
        QTest::addRow("%s %dx%d", qPrintable(lang), s.width(), s.height()) << lang << s;
  }
  void parameterRowsFitTheDock() {
    QFETCH(QString, language);
    QFETCH(QSize, size);
    WindowIn in(language);
    QCOMPARE(in.installed, language == "en" ? QString() : language);
    app::MainWindow& window = in.window;
    QVERIFY(testing::openShown(window, size));
    auto* panel = window.findChild<views::ParameterPanel*>();
    QVERIFY(panel && panel->isVisible());
    auto* scroll = panel->findChild<QScrollArea*>();
    QVERIFY(scroll);
    QApplication::processEvents();
    QStringList problems;
    const int right = scroll->viewport()->width();
    int rows = 0;
    for (std::size_t i = 0; i < model::parameterTable().size(); ++i) {
      const QString id = QString::fromStdString(model::parameterTable()[i].id);
      auto* field = panel->findChild<QWidget*>(id);
      QVERIFY2(field, qPrintable(id));
      QWidget* row = qobject_cast<QAbstractSpinBox*>(field) ? field->parentWidget() : field;
      // The row's label: beside it, with the same tooltip.
      QLabel* label = nullptr;
      for (QLabel* l : row->parentWidget()->findChildren<QLabel*>(Qt::FindDirectChildrenOnly))
        if (l->toolTip() == field->toolTip()) label = l;
      QVERIFY2(label, qPrintable(id));
      if (!label->isVisible()) continue;
      ++rows;
      const int needs = label->heightForWidth(label->width());
      if (label->height() < needs)
        problems << QString("%1: label %2 px high, its text needs %3 at %4 px")
                        .arg(id)
                        .arg(label->height())
                        .arg(needs)
                        .arg(label->width());
      const QWidget* content = scroll->widget();
      const QRect f(field->mapTo(content, QPoint(0, 0)), field->size());
      const QRect l(label->mapTo(content, QPoint(0, 0)), label->size());
      if (f.right() >= right || l.right() >= right)
        problems << QString("%1: ends at %2 of the dock's %3 px")
                        .arg(id)
                        .arg(std::max(f.right(), l.right()) + 1)
                        .arg(right);
      if (l.right() >= f.left()) problems << QString("%1: label runs under its box").arg(id);
      for (QLabel* other : content->findChildren<QLabel*>())
        if (other != label && other->isVisible() &&
            QRect(other->mapTo(content, QPoint(0, 0)), other->size()).intersects(l))
          problems << QString("%1: label over \"%2\"").arg(id, other->text());
    }
    QVERIFY(rows > 20);
    QVERIFY2(problems.isEmpty(), qPrintable("\n" + problems.join("\n")));
  }

  void tabWalksThePanelGroupByGroup() {
    views::ParameterPanel panel;
    panel.resize(360, 900);
    QVERIFY(testing::showActive(panel));
    panel.searchField()->setFocus();
    QList<QWidget*> stops;
    for (int i = 0; i < 400; ++i) {
      QWidget* w = QApplication::focusWidget();
      if (!w || (i > 0 && w == stops.first())) break;
      stops << w;
      QTest::keyClick(w, Qt::Key_Tab);
    }
    const int rows = static_cast<int>(model::parameterTable().size());
    int sliders = 0, headers = 0;
    for (QWidget* w : stops) {
      sliders += qobject_cast<QSlider*>(w) ? 1 : 0;
      headers += qobject_cast<QToolButton*>(w) ? 1 : 0;
    }
    QCOMPARE(sliders, 0);  // a row is one stop: its spin box, combo box or check box
    QVERIFY2(stops.size() <= rows + headers + 2, qPrintable(QString::number(stops.size())));
    // In table order: every group's header comes before its rows, and the rows follow it.
    QVERIFY(headers >= 4);
    QVERIFY(qobject_cast<QToolButton*>(stops.value(1)));
  }
};

int main(int argc, char** argv) {
  views::VtkHost::prepareApplication();
  QApplication app(argc, argv);
  TestWindowLayout test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_window_layout.moc"
