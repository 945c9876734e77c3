// The one change mechanism of the views (offscreen): each view and Scaling tab declares the
// scenario parameters it reads, and redraws only when one of them changed. Two checks:
//  1. a drag of each main parameter (N, serial fraction, timeline.precision, pim.dpus,
//     pim.algorithm) redraws and replots exactly the tabs and views that show it — the
//     expected counts are written out by hand below, not derived from the declarations;
//  2. the declarations are complete: changing any parameter a tab or view does NOT declare
//     leaves everything it draws (data, texts, axes) exactly as it was.
#include <qcustomplot.h>
#include <QApplication>
#include <QTabWidget>
#include <QTest>
#include <functional>
#include <map>

#include "event_wait.h"
#include "model/core/parameter_table.h"
#include "model/data/hpl_mxp.h"
#include "model/data/measurements.h"
#include "model/data/top500.h"
#include "shipped_data.h"
#include "views/pim/pim_breakdown_plot.h"
#include "views/pim/pim_scaling_plot.h"
#include "views/pim/pim_view.h"
#include "views/scaling/scaling_tab.h"
#include "views/scaling/scaling_view.h"
#include "views/timeline/timeline_view.h"

using namespace scalescope;
using model::Param;

namespace {

using testing::shippedData;

/// Ten values a slider passes through, all valid and each different from the one before.
std::vector<double> dragValues(Param p) {
  const model::ParameterSpec& spec = model::parameterSpec(p);
  std::vector<double> out;
  for (int k = 1; k <= 10; ++k) {
    if (spec.kind == model::ParameterKind::Choice) {
      out.push_back(static_cast<double>(k % spec.choices.size()));
      continue;
    }
    const double f = k / 11.0;
    double v = spec.scale == model::SliderScale::Log
                   ? spec.minimum * std::pow(spec.maximum / spec.minimum, f)
                   : spec.minimum + f * (spec.maximum - spec.minimum);
    if (spec.kind == model::ParameterKind::Integer) v = std::round(v);
    out.push_back(v);
  }
  return out;
}

/// A valid value of `p` other than `current`.
double otherValue(Param p, double current) {
  const model::ParameterSpec& spec = model::parameterSpec(p);
  using K = model::ParameterKind;
  if (spec.kind == K::Choice) return std::fmod(current + 1, double(spec.choices.size()));
  if (spec.kind == K::Toggle) return current != 0 ? 0.0 : 1.0;
  double v = current == spec.maximum ? spec.minimum : std::min(spec.maximum, current * 2 + 1);
  if (spec.kind == K::Integer) v = std::round(v);
  return v;
}

/// Everything a plot shows, as text: every plottable's name, visibility and data, every
/// text item and layout text, the axes' labels and ranges.
QString fingerprint(QCustomPlot* plot) {
  QString out;
  for (int i = 0; i < plot->plottableCount(); ++i) {
    QCPAbstractPlottable* p = plot->plottable(i);
    out += QStringLiteral("[%1 %2]").arg(p->name()).arg(p->visible());
    if (auto* d = p->interface1D())
      for (int k = 0; k < d->dataCount(); ++k)
        out += QStringLiteral(" %1,%2")
                   .arg(d->dataMainKey(k), 0, 'g', 12)
                   .arg(d->dataMainValue(k), 0, 'g', 12);
  }
  for (int i = 0; i < plot->itemCount(); ++i)
    if (auto* t = qobject_cast<QCPItemText*>(plot->item(i)))
      out += QStringLiteral("{%1 %2}").arg(t->text()).arg(t->visible());
  for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
    if (auto* t = qobject_cast<QCPTextElement*>(e)) out += QStringLiteral("<%1>").arg(t->text());
  for (QCPAxisRect* r : plot->axisRects())
    for (QCPAxis* a : r->axes())
      out += QStringLiteral("(%1 %2 %3)")
                 .arg(a->label())
                 .arg(a->range().lower, 0, 'g', 12)
                 .arg(a->range().upper, 0, 'g', 12);
  return out;
}

/// Counts the replots of a plot.
struct ReplotCounter {
  int count = 0;
  explicit ReplotCounter(QCustomPlot* plot) {
    QObject::connect(plot, &QCustomPlot::afterReplot, [this] { ++count; });
  }
};

/// Scaling tabs by the name of their tab.
views::ScalingTab* tabNamed(views::ScalingView& view, const QString& name) {
  for (int i = 0; i < view.tabs()->count(); ++i)
    if (view.tabs()->tabText(i) == name)
      return static_cast<views::ScalingTab*>(view.tabs()->widget(i));
  qFatal("no tab %s", qPrintable(name));
}

}  // namespace

class TestViewReads : public QObject {
  Q_OBJECT
 private slots:
  void scalingTabRedrawsOnlyForWhatItShows_data() {
    QTest::addColumn<QString>("tab");
    QTest::addColumn<QString>("param");
    QTest::addColumn<int>("redraws");  // of the tab in front, over a drag of 10 steps
    // The Curves tab draws the laws over the whole N range (not the scenario's N) and the
    // timeline model; Fit, Study and T vs 1/N show a measured series and fit their own
    // laws; Generations shows the TOP500 data; Precision marks N and the FP32/FP16 gains,
    // which do not depend on the chosen format. No tab reads a PIM parameter.
    const std::map<QString, std::map<QString, int>> expected = {
        {"Curves", {{"n", 0}, {"serial_fraction", 10}, {"timeline.precision", 10}}},
        {"Fit", {}},
        {"Study", {}},
        {"T vs 1/N", {}},
        {"Generations", {}},
        {"Precision", {{"n", 10}}},
    };
    for (const auto& [tab, counts] : expected)
      for (const char* p :
           {"n", "serial_fraction", "timeline.precision", "pim.dpus", "pim.algorithm"}) {
        const auto it = counts.find(p);
        QTest::addRow("%s, %s", qPrintable(tab), p)
            << tab << QString(p) << (it == counts.end() ? 0 : it->second);
      }
  }
  void scalingTabRedrawsOnlyForWhatItShows() {
    QFETCH(QString, tab);
    QFETCH(QString, param);
    QFETCH(int, redraws);
    views::ScalingView view;
    view.resize(700, 500);
    view.setDatasets(shippedData());
    views::ScalingTab* front = tabNamed(view, tab);
    view.tabs()->setCurrentWidget(front);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view, testing::kEventTimeoutMs));
    QCoreApplication::processEvents();  // queued replots of the set-up
    const int redrawsBefore = front->redrawCount();
    std::map<views::ScalingTab*, int> others;
    for (int i = 0; i < view.tabs()->count(); ++i)
      if (auto* t = static_cast<views::ScalingTab*>(view.tabs()->widget(i)); t != front)
        others[t] = t->redrawCount();
    ReplotCounter replots(front->plot());

    const Param p = *model::paramFromId(param.toStdString());
    model::Scenario s;
    for (double v : dragValues(p)) {
      QCOMPARE(s.set(p, v), std::string());
      view.setScenario(s, {p});
      QCoreApplication::processEvents();  // the queued replot of this step, if any
    }
    QCOMPARE(front->redrawCount() - redrawsBefore, redraws);
    QCOMPARE(replots.count, redraws);
    // The tabs at the back are not drawn during the drag.
    for (const auto& [t, count] : others) QCOMPARE(t->redrawCount(), count);
  }

  void pimAndTimelineRedrawOnlyForWhatTheyShow_data() {
    QTest::addColumn<QString>("param");
    QTest::addColumn<int>("pimRecomputes");
    QTest::addColumn<int>("pimReplots");
    QTest::addColumn<int>("timelineReplots");  // of each of its two plots
    QTest::newRow("n") << "n" << 0 << 0 << 10;
    QTest::newRow("serial_fraction") << "serial_fraction" << 0 << 0 << 0;
    QTest::newRow("timeline.precision") << "timeline.precision" << 0 << 0 << 10;
    QTest::newRow("pim.dpus") << "pim.dpus" << 10 << 10 << 0;
    QTest::newRow("pim.algorithm") << "pim.algorithm" << 10 << 10 << 0;
  }
  void pimAndTimelineRedrawOnlyForWhatTheyShow() {
    QFETCH(QString, param);
    QFETCH(int, pimRecomputes);
    QFETCH(int, pimReplots);
    QFETCH(int, timelineReplots);
    QWidget window;
    auto* pim = new views::PimView(&window);
    auto* timeline = new views::TimelineView(&window);
    pim->setGeometry(0, 0, 600, 400);
    timeline->setGeometry(0, 400, 600, 300);
    model::Scenario s;
    pim->setScenario(s);
    timeline->setScenario(s);
    window.resize(600, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window, testing::kEventTimeoutMs));
    QCoreApplication::processEvents();
    const int recomputesBefore = pim->recomputeCount();
    ReplotCounter bars(pim->breakdownPlot());  // the tab in front
    ReplotCounter steps(timeline->breakdownPlot()), curves(timeline->curvesPlot());

    const Param p = *model::paramFromId(param.toStdString());
    for (double v : dragValues(p)) {
      QCOMPARE(s.set(p, v), std::string());
      pim->setScenario(s, {p});
      timeline->setScenario(s, {p});
      QCoreApplication::processEvents();
    }
    QCOMPARE(pim->recomputeCount() - recomputesBefore, pimRecomputes);
    QCOMPARE(bars.count, pimReplots);
    QCOMPARE(steps.count, timelineReplots);
    QCOMPARE(curves.count, timelineReplots);
  }

  void whatATabDoesNotReadChangesNothingItDraws() {
    // Every tab redrawn from scratch with one undeclared parameter changed draws the same.
    views::ScalingView view;
    view.resize(700, 500);
    view.setDatasets(shippedData());
    const model::Scenario base;
    for (int i = 0; i < view.tabs()->count(); ++i) {
      auto* tab = static_cast<views::ScalingTab*>(view.tabs()->widget(i));
      const QString name = view.tabs()->tabText(i);
      view.tabs()->setCurrentIndex(i);
      view.setScenario(base);
      const QString reference = fingerprint(tab->plot());
      for (std::size_t k = 0; k < model::kParamCount; ++k) {
        const Param p = model::paramAt(k);
        if (tab->reads().contains(p)) continue;
        model::Scenario changed = base;
        QCOMPARE(changed.set(p, otherValue(p, base.get(p))), std::string());
        view.setScenario(changed);  // everything redrawn: the default change set is "all"
        QVERIFY2(fingerprint(tab->plot()) == reference,
                 qPrintable(QStringLiteral("tab %1 changed with %2, which it does not declare")
                                .arg(name, QString::fromStdString(model::parameterSpec(p).id))));
        view.setScenario(base);
      }
    }
  }

  void whatPimAndTimelineDoNotReadChangesNothing() {
    views::PimView pim;
    views::TimelineView timeline;
    struct Part {
      const char* name;
      model::ParamSet reads;
      QList<QCustomPlot*> plots;
      std::function<void(const model::Scenario&)> show;
    };
    const std::vector<Part> parts = {
        {"PIM view",
         views::PimView::kReads,
         {pim.breakdownPlot(), pim.scalingPlot()},
         [&](const model::Scenario& s) { pim.setScenario(s); }},
        {"timeline bars",
         views::TimelineView::kBreakdownReads,
         {timeline.breakdownPlot()},
         [&](const model::Scenario& s) { timeline.setScenario(s); }},
        {"timeline curves",
         views::TimelineView::kCurvesReads,
         {timeline.curvesPlot()},
         [&](const model::Scenario& s) { timeline.setScenario(s); }},
    };
    const model::Scenario base;
    for (const Part& part : parts) {
      const auto picture = [&] {
        QString out;
        for (QCustomPlot* plot : part.plots) out += fingerprint(plot);
        return out;
      };
      part.show(base);
      const QString reference = picture();
      for (std::size_t k = 0; k < model::kParamCount; ++k) {
        const Param p = model::paramAt(k);
        if (part.reads.contains(p)) continue;
        model::Scenario changed = base;
        QCOMPARE(changed.set(p, otherValue(p, base.get(p))), std::string());
        part.show(changed);
        QVERIFY2(picture() == reference,
                 qPrintable(QStringLiteral("the %1 changed with %2, which it does not declare")
                                .arg(part.name)
                                .arg(QString::fromStdString(model::parameterSpec(p).id))));
        part.show(base);
      }
    }
  }
};

int main(int argc, char** argv) {
  QApplication app(argc, argv);
  TestViewReads test;
  return QTest::qExec(&test, argc, argv);
}
#include "test_view_reads.moc"
