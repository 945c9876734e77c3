// Extreme scenarios in the 2D views (issue 8): with every parameter at its minimum, at its
// maximum, each one alone at an end, and seeded random mixes, the Scaling, PIM and Timeline
// views hold only finite data and finite, ordered axis ranges (positive on log axes), their
// main figures are not empty (the PIM breakdown shows the model's reason instead when the
// model refuses the set-up), and they render. QCustomPlot only: runs offscreen.
#include <qcustomplot.h>
#include <QApplication>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <random>

#include "model/core/parameter_table.h"
#include "model/core/scenario.h"
#include "model/data/hpl_mxp.h"
#include "model/data/measurements.h"
#include "model/data/top500.h"
#include "model/pim/pim.h"
#include "shipped_data.h"
#include "views/pim/pim_breakdown_plot.h"
#include "views/pim/pim_scaling_plot.h"
#include "views/pim/pim_view.h"
#include "views/scaling/scaling_view.h"
#include "views/timeline/timeline_view.h"

using namespace scalescope;

Q_DECLARE_METATYPE(std::vector<double>)

namespace {

using testing::shippedData;

model::Scenario scenarioOf(const std::vector<double>& values) {
  model::Scenario s;
  for (std::size_t i = 0; i < values.size(); ++i)
    if (const auto refused = s.set(i, values[i]); !refused.empty()) qFatal("%s", refused.c_str());
  return s;
}

double randomValue(const model::ParameterSpec& spec, std::mt19937_64& rng) {
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  using K = model::ParameterKind;
  if (spec.kind == K::Choice) return static_cast<double>(rng() % spec.choices.size());
  if (spec.kind == K::Toggle) return static_cast<double>(rng() % 2);
  double v = spec.scale == model::SliderScale::Log && spec.minimum > 0
                 ? spec.minimum * std::pow(spec.maximum / spec.minimum, unit(rng))
                 : spec.minimum + unit(rng) * (spec.maximum - spec.minimum);
  if (spec.kind == K::Integer) v = std::round(v);
  return std::clamp(v, spec.minimum, spec.maximum);
}

// "" when every plottable of the plot holds finite keys and values and every visible axis a
// finite, ordered range (positive on a log axis); else what is wrong. Counts data points.
QString plotProblem(QCustomPlot* plot, int* points) {
  for (int p = 0; p < plot->plottableCount(); ++p) {
    QCPAbstractPlottable* plottable = plot->plottable(p);
    QCPPlottableInterface1D* data = plottable->interface1D();
    if (!data) continue;
    for (int i = 0; i < data->dataCount(); ++i) {
      const QCPRange values = data->dataValueRange(i);
      if (!std::isfinite(data->dataMainKey(i)) || !std::isfinite(data->dataMainValue(i)) ||
          !std::isfinite(values.lower) || !std::isfinite(values.upper))
        return QString("plottable '%1' point %2: key %3, value %4")
            .arg(plottable->name())
            .arg(i)
            .arg(data->dataMainKey(i))
            .arg(data->dataMainValue(i));
    }
    *points += data->dataCount();
  }
  for (QCPAxisRect* rect : plot->axisRects())
    for (QCPAxis* axis : rect->axes()) {
      if (!axis->visible()) continue;
      const QCPRange r = axis->range();
      if (!std::isfinite(r.lower) || !std::isfinite(r.upper) || !(r.lower < r.upper) ||
          (axis->scaleType() == QCPAxis::stLogarithmic && r.lower <= 0))
        return QString("axis '%1': range [%2, %3]").arg(axis->label()).arg(r.lower).arg(r.upper);
    }
  return {};
}

// Every text the plot shows: items and layout elements (titles, captions, notices).
QString plotTexts(QCustomPlot* plot) {
  QStringList texts;
  for (int i = 0; i < plot->itemCount(); ++i)
    if (auto* text = qobject_cast<QCPItemText*>(plot->item(i))) texts << text->text();
  for (QCPLayoutElement* e : plot->plotLayout()->elements(true))
    if (auto* text = qobject_cast<QCPTextElement*>(e)) texts << text->text();
  return texts.join(' ').simplified();
}

// The first reason the model gives for not evaluating a PIM run of the scenario (any of the
// three algorithms the breakdown shows), or "" when all three can be evaluated.
QString pimRefusal(const model::Scenario& s) {
  const auto params = model::pimParams(s);
  if (!params) return QString::fromStdString(params.error());
  for (auto a :
       {model::PimAlgorithm::MaSgd, model::PimAlgorithm::GaSgd, model::PimAlgorithm::Admm}) {
    model::PimParams p = *params;
    p.algorithm = a;
    if (const auto run = model::pimRunBreakdown(p); !run)
      return QString::fromStdString(run.error());
  }
  return {};
}

// The PIM breakdown shows bars, or, when the model refuses the scenario, its reason.
void checkPimShowsBarsOrReason(views::PimView& pim, const model::Scenario& s,
                               const QString& where) {
  const QString refusal = pimRefusal(s);
  int points = 0;
  plotProblem(pim.breakdownPlot(), &points);
  if (refusal.isEmpty()) {
    QVERIFY2(points > 0, qPrintable(where + ": the PIM breakdown is empty"));
  } else {
    QVERIFY2(plotTexts(pim.breakdownPlot()).contains(refusal.simplified()),
             qPrintable(where + ": the PIM breakdown does not say why: " + refusal));
  }
}

// Checks every plot inside a widget; `mustShow` plots need at least one data point.
void checkWidget(QWidget* widget, const QList<QCustomPlot*>& mustShow, const QString& where) {
  for (QCustomPlot* plot : widget->findChildren<QCustomPlot*>()) {
    int points = 0;
    const QString problem = plotProblem(plot, &points);
    QVERIFY2(problem.isEmpty(), qPrintable(where + ": " + problem));
    if (mustShow.contains(plot))
      QVERIFY2(points > 0, qPrintable(where + ": a main figure is empty"));
  }
}

}  // namespace

class TestExtremes : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() { m_data = shippedData(); }

  void viewsHoldFiniteData_data() {
    QTest::addColumn<std::vector<double>>("values");
    const auto& table = model::parameterTable();
    std::vector<double> allMin, allMax;
    for (const auto& spec : table) {
      allMin.push_back(spec.minimum);
      allMax.push_back(spec.maximum);
    }
    QTest::newRow("defaults") << model::Scenario().values();
    QTest::newRow("all at minimum") << allMin;
    QTest::newRow("all at maximum") << allMax;
    std::mt19937_64 rng(8);  // fixed: a failing row is reproducible by its name
    for (int k = 0; k < 6; ++k) {
      std::vector<double> mix;
      for (const auto& spec : table) mix.push_back(randomValue(spec, rng));
      QTest::newRow(qPrintable(QString("random mix %1").arg(k))) << mix;
    }
  }
  void viewsHoldFiniteData() {
    QFETCH(std::vector<double>, values);
    const model::Scenario s = scenarioOf(values);
    views::ScalingView scaling;
    scaling.resize(900, 600);
    scaling.setDatasets(m_data);
    scaling.setScenario(s);
    scaling.refreshAll();
    checkWidget(&scaling, {scaling.curvesPlot()}, "Scaling view");
    views::PimView pim;
    pim.resize(900, 600);
    pim.setScenario(s);
    checkWidget(&pim, {}, "PIM view");
    checkPimShowsBarsOrReason(pim, s, "PIM view");
    views::TimelineView timeline;
    timeline.resize(900, 600);
    timeline.setScenario(s);
    checkWidget(&timeline, timeline.findChildren<QCustomPlot*>(), "Timeline view");
    // Rendering must cope too (a plot with an unusable range asserts or spins in layout).
    for (auto* w : {static_cast<QWidget*>(&scaling), static_cast<QWidget*>(&pim),
                    static_cast<QWidget*>(&timeline)})
      for (QCustomPlot* plot : w->findChildren<QCustomPlot*>())
        QVERIFY(!plot->toPixmap(400, 300).isNull());
  }

  // One set of views follows every parameter to each end of its range and back, as a person
  // dragging each slider to its stops would: the incremental updates must stay finite too.
  void everySliderToItsEnds() {
    const auto& table = model::parameterTable();
    views::ScalingView scaling;
    views::PimView pim;
    views::TimelineView timeline;
    scaling.setDatasets(m_data);
    for (std::size_t i = 0; i < table.size(); ++i) {
      for (double end : {table[i].minimum, table[i].maximum}) {
        model::Scenario s;
        QCOMPARE(s.set(i, end), std::string());
        scaling.setScenario(s);
        scaling.refreshAll();
        pim.setScenario(s);
        timeline.setScenario(s);
        const QString where = QString::fromStdString(table[i].id) + " = " + QString::number(end);
        checkWidget(&scaling, {scaling.curvesPlot()}, "Scaling view, " + where);
        checkWidget(&pim, {}, "PIM view, " + where);
        checkPimShowsBarsOrReason(pim, s, "PIM view, " + where);
        checkWidget(&timeline, {}, "Timeline view, " + where);
      }
    }
  }

  // The check itself can fail: an infinite value in a graph is reported.
  void checkerCatchesInfinity() {
    QCustomPlot plot;
    plot.addGraph()->setData({1.0, 2.0}, {1.0, qInf()});
    int points = 0;
    QVERIFY(!plotProblem(&plot, &points).isEmpty());
  }

 private:
  model::DatasetCollection m_data;
};

QTEST_MAIN(TestExtremes)
#include "test_extremes.moc"
