// The Timeline panel: five bars with the model's seconds at the current N, the ratio, E and
// 1−α_eff written on the plot, S(N) and E(N) curves; FP16 quarters compute and nothing else.
// QCustomPlot only: runs offscreen.
#include <qcustomplot.h>
#include <QApplication>
#include <QRegularExpression>
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/core/scenario.h"
#include "views/timeline/timeline_view.h"

using namespace scalescope;

namespace {

double valueAfter(const QString& text, const QString& key) {
  const QRegularExpression re(QRegularExpression::escape(key) + "\\s*([0-9.eE+-]+)");
  const auto m = re.match(text);
  return m.hasMatch() ? m.captured(1).toDouble() : std::nan("");
}

}  // namespace

class TestTimelineView : public QObject {
  Q_OBJECT
 private slots:
  void fivePartsAtTheCurrentN() {
    views::TimelineView view;
    view.setScenario(model::Scenario{});
    QCOMPARE(view.parts().size(), 5);
    // Defaults at N = 387,872 (accelerator on, g = 4, FP64, tree):
    // serial 1 ms; compute 10⁵/(4 · 387872) = 0.0644542 s;
    // copy 16 GB · 0.01 / 12 GB/s + 10 µs = 0.0133433 s;
    // comm 2 · ⌈log₂ 387872⌉ · (1.5 µs + 1 MB/(10 GB/s)) = 2 · 19 · 101.5 µs = 3.857 ms;
    // sync 19 · 1 µs = 19 µs.
    SS_COMPARE_REL(view.partSeconds(0), 1e-3, 1e-12);
    SS_COMPARE_REL(view.partSeconds(1), 0.0644542, 1e-6);
    SS_COMPARE_REL(view.partSeconds(2), 0.0133433, 1e-5);
    SS_COMPARE_REL(view.partSeconds(3), 3.857e-3, 1e-12);
    SS_COMPARE_REL(view.partSeconds(4), 19e-6, 1e-12);
    // comm/compute = 3.857 ms / 64.4542 ms = 0.05984; T = 82.67 ms;
    // E = T(1)/(N·T(N)) = 25000.0143/(387872 · 0.0826736) = 0.7796.
    const QString text = view.summaryText();
    SS_COMPARE_REL(valueAfter(text, "comm/compute ="), 0.0598, 1e-3);
    SS_COMPARE_REL(valueAfter(text, "E ="), 0.78, 1e-3);
    QVERIFY(text.contains("82.7 ms"));
    QVERIFY(text.contains("1−α_eff ="));
    // Value labels are on the plot too (the largest part, compute).
    bool computeLabel = false;
    for (int i = 0; i < view.breakdownPlot()->itemCount(); ++i)
      if (auto* t = qobject_cast<QCPItemText*>(view.breakdownPlot()->item(i)))
        computeLabel = computeLabel || t->text() == "64.5 ms";
    QVERIFY(computeLabel);
  }

  // A click on a part's bar asks the window to highlight that part everywhere (the Roofline
  // view rings its dot); a click beside the bars clears.
  void aClickedBarIsHighlightedEverywhere() {
    views::TimelineView view;
    view.resize(900, 400);
    view.setScenario(model::Scenario{});
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCustomPlot* plot = view.breakdownPlot();
    plot->replot();
    std::vector<model::Highlight> asked;
    views::ViewEdits edits;
    edits.highlight = [&](const model::Highlight& h) { asked.push_back(h); };
    view.connectEdits(edits);
    // The communication bar (the fourth, key 4): halfway along it, in pixels. The bars lie
    // along the x axis, their keys on the y axis.
    const double x =
        plot->xAxis->coordToPixel(std::sqrt(plot->xAxis->range().lower * view.partSeconds(3)));
    const double y = plot->yAxis->coordToPixel(4);
    QTest::mouseClick(plot, Qt::LeftButton, {}, QPoint(int(x), int(y)));
    QCOMPARE(asked.size(), std::size_t(1));
    QCOMPARE(asked[0].kind, model::Highlight::Kind::Bar);
    QCOMPARE(asked[0].target, std::string("comm"));
    QTest::mouseClick(plot, Qt::LeftButton, {}, QPoint(2, 2));  // the margin: no bar
    QCOMPARE(asked.size(), std::size_t(2));
    QCOMPARE(asked[1].kind, model::Highlight::Kind::None);
  }

  void fp16QuartersComputeAndLowersE() {
    views::TimelineView fp64View, fp16View;
    model::Scenario fp16;
    QCOMPARE(fp16.setFromText("timeline.precision", "fp16"), std::string());
    fp64View.setScenario(model::Scenario{});
    fp16View.setScenario(fp16);
    SS_COMPARE_REL(fp16View.partSeconds(1), fp64View.partSeconds(1) / 4, 1e-15);
    for (int i : {0, 2, 3, 4}) QCOMPARE(fp16View.partSeconds(i), fp64View.partSeconds(i));
    const double ratio64 = valueAfter(fp64View.summaryText(), "comm/compute =");
    const double ratio16 = valueAfter(fp16View.summaryText(), "comm/compute =");
    SS_COMPARE_REL(ratio16, 4 * ratio64, 5e-3);  // printed with 3 digits
    QVERIFY(valueAfter(fp16View.summaryText(), "E =") < valueAfter(fp64View.summaryText(), "E ="));
  }

  void logOption() {
    views::TimelineView view;
    model::Scenario s;
    view.setScenario(s);
    QCOMPARE(view.breakdownPlot()->xAxis->scaleType(), QCPAxis::stLogarithmic);
    QCOMPARE(s.setFromText("timeline_panel.log_scale", "off"), std::string());
    view.setScenario(s);
    QCOMPARE(view.breakdownPlot()->xAxis->scaleType(), QCPAxis::stLinear);
    QCOMPARE(view.breakdownPlot()->xAxis->range().lower, 0.0);
    QVERIFY(view.breakdownPlot()->xAxis->range().upper > view.partSeconds(1));
  }

  /// Each value written after its bar ends inside the plot, on a log and a linear axis, in
  /// a narrow view with large type (a fixed decade of room cut "64.5 ms" off in presenter
  /// mode); the plots stand one over the other where the view is about as tall as wide.
  void valuesFitAndTallViewsStack() {
    views::TimelineView view;
    for (const char* log : {"on", "off"}) {
      model::Scenario s;
      QCOMPARE(s.setFromText("timeline_panel.log_scale", log), std::string());
      view.setScenario(s);
      // The values and names in presenter type (PresentationScale enlarges item texts and
      // tick labels 1.5× at 1280×720, more on larger screens).
      QCustomPlot* plot = view.breakdownPlot();
      QFont ticks = plot->yAxis->tickLabelFont();
      ticks.setPointSizeF(QFont().pointSizeF() * 1.8);
      plot->yAxis->setTickLabelFont(ticks);
      for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* t = qobject_cast<QCPItemText*>(plot->item(i))) {
          QFont large = t->font();
          large.setPointSizeF(QFont().pointSizeF() * 1.8);
          t->setFont(large);
        }
      for (QSize size : {QSize(760, 300), QSize(700, 800)}) {
        view.resize(size);
        view.show();
        QApplication::processEvents();
        QCustomPlot* bars = view.breakdownPlot();
        bars->replot();
        const bool stacked = view.curvesPlot()->geometry().top() >= bars->geometry().bottom();
        QCOMPARE(stacked, size.height() > size.width());
        int values = 0;
        for (int i = 0; i < bars->itemCount(); ++i) {
          auto* t = qobject_cast<QCPItemText*>(bars->item(i));
          if (!t || !t->text().endsWith('s')) continue;
          ++values;
          const double right = t->bottomRight->pixelPosition().x();
          QVERIFY2(right <= bars->width(),
                   qPrintable(QStringLiteral("%1 %2×%3: '%4' ends at %5 of %6")
                                  .arg(log)
                                  .arg(size.width())
                                  .arg(size.height())
                                  .arg(t->text())
                                  .arg(right)
                                  .arg(bars->width())));
        }
        QCOMPARE(values, 5);
      }
    }
  }

  void speedupAndEfficiencyCurves() {
    views::TimelineView view;
    view.setScenario(model::Scenario{});
    const auto e = view.efficiencyGraph()->data();
    const auto s = view.speedupGraph()->data();
    QVERIFY(e->size() >= 20);
    QCOMPARE(e->size(), s->size());
    QCOMPARE(e->constBegin()->key, 1.0);
    QCOMPARE(e->constBegin()->value, 1.0);  // N = 1: E = 1 exactly
    QCOMPARE(s->constBegin()->value, 1.0);
    SS_COMPARE_REL((e->constEnd() - 1)->key, 1e8, 1e-12);
    // The marker sits at the current N with the model's E.
    const auto marker = view.curvesPlot()->graph(2)->data();
    QCOMPARE(marker->size(), 1);
    QCOMPARE(marker->constBegin()->key, 387872.0);
    SS_COMPARE_REL(marker->constBegin()->value, 0.7796, 1e-4);
  }

  void noteSaysWhatTheCopyAndTheDataShow() {
    views::TimelineView view;
    model::Scenario s;
    view.setScenario(s);
    // 16 GB · 0.01 = 160 MB per device per step, whatever N: Végh's case.
    QVERIFY2(view.noteText().contains("160 MB per device per step at any N"),
             qPrintable(view.noteText()));
    QVERIFY(view.noteText().contains("tuned g = 4"));
    // Per node, computed by hand from datasets/top500.csv: 6,271 TFlop/s / 5,272 nodes =
    // 1.1895 TFlop/s, 19,590 / 5,320 = 3.6823 TFlop/s, 3.6823 / 1.1895 = 3.0957; Rpeak per node
    // 7,788.9 / 5,272 = 1.4774 and 25,326.3 / 5,320 = 4.7606, ×3.2223. Per TOP500 core
    // 6,271,000 / 115,984 = 54.07 and 19,590,000 / 361,760 = 54.15 GFlop/s.
    QVERIFY(view.noteText().contains("per node, not per core"));
    const QString tip = view.noteToolTip();
    QVERIFY2(tip.contains("5,272 nodes") && tip.contains("5,320"), qPrintable(tip));
    QVERIFY(tip.contains("1.19 → 3.68 TFlop/s (×3.10)"));
    QVERIFY(tip.contains("Rpeak per node rose ×3.2"));
    QVERIFY(tip.contains("54 GFlop/s both times"));
    QVERIFY(tip.contains("22 per K20X node, 68 per P100 node"));
    QVERIFY(!tip.contains("do not show that"));  // the corrected claim, not the old one
    // The memory effect at about the same size, by hand from the same rows: 1−α_eff per TOP500
    // core (7,788.9/6,271 − 1)/115,983 = 2.087e-6 and (25,326.3/19,590 − 1)/361,759 = 8.094e-7,
    // ÷2.58; per node (7,788.9/6,271 − 1)/5,271 = 4.592e-5 and (25,326.3/19,590 − 1)/5,319 =
    // 5.505e-5, ×1.199 (+20 %). The mid-upgrade 2016-11 rise is no longer offered as the effect.
    QVERIFY2(tip.contains("fell ÷2.6 per TOP500 core and rose +20 % per node"), qPrintable(tip));
    QVERIFY(!tip.contains("2.1·10⁻⁶ to 3.1·10⁻⁶"));
    // The strong-scaling variant divides the bytes by N: at N = 387,872 the copy is
    // 1.6e8/387,872 B / 12 GB/s + 10 µs.
    QCOMPARE(s.setFromText("timeline.copy_scaling", "divided_by_n"), std::string());
    view.setScenario(s);
    QVERIFY2(view.noteText().contains("bytes/N per device"), qPrintable(view.noteText()));
    SS_COMPARE_REL(view.partSeconds(2), 1.6e8 / 387872 / 12e9 + 1e-5, 1e-12);
  }

  void invalidNumbersAreNotDrawn() {
    views::TimelineView view;
    model::Scenario s;
    QCOMPARE(s.setFromText("n", "1"), std::string());
    view.setScenario(s);
    // At N = 1 there is no communication and no sync.
    QCOMPARE(view.partSeconds(3), 0.0);
    QCOMPARE(view.partSeconds(4), 0.0);
    SS_COMPARE_REL(valueAfter(view.summaryText(), "E ="), 1.0, 1e-12);
  }

  // A ratio of the bars (communication over compute) has no axis: a note on the breakdown,
  // the figure lessons reveal; a slider question on N stays a line on the curves' N axis.
  void answersAreMarkedOnTheFigureTheyBelongTo() {
    views::TimelineView view;
    view.resize(900, 600);
    view.setScenario(model::Scenario());
    const auto count = [](QCustomPlot* plot, const QString& start) {
      int n = 0;
      for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* t = qobject_cast<QCPItemText*>(plot->item(i)); t && t->text().startsWith(start))
          ++n;
      return n;
    };
    model::Question q;
    q.kind = model::Question::Kind::Number;
    q.reveal = model::LessonView::Timeline;
    q.quantity = "timeline.comm_over_compute";
    QVERIFY(view.markAnswer(q, views::AnswerMark{0.239, "0.239", qQNaN()}));
    QCOMPARE(count(view.breakdownPlot(), "model: 0.239"), 1);
    // The note covers no value written after a bar (in the top right, four lines high, it
    // covered the compute and copy bars' values).
    QCustomPlot* bars = view.breakdownPlot();
    bars->replot();
    const auto rectOf = [](const QCPItemText* t) {
      return QRectF(t->topLeft->pixelPosition(), t->bottomRight->pixelPosition());
    };
    const QCPItemText* note = nullptr;
    for (int i = 0; i < bars->itemCount(); ++i)
      if (auto* t = qobject_cast<QCPItemText*>(bars->item(i)); t && t->text().startsWith("model:"))
        note = t;
    QVERIFY(note);
    for (int i = 0; i < bars->itemCount(); ++i)
      if (auto* t = qobject_cast<QCPItemText*>(bars->item(i)); t && t != note)
        QVERIFY2(!rectOf(note).intersects(rectOf(t)), qPrintable(t->text()));
    view.clearMarks();
    QCOMPARE(count(view.breakdownPlot(), "model:"), 0);
    q.kind = model::Question::Kind::Slider;
    q.parameter = model::Param::N;
    QVERIFY(view.markAnswer(q, views::AnswerMark{1000, "N = 1,000", qQNaN()}));
    QCOMPARE(count(view.curvesPlot(), "model: N = 1,000"), 1);
    QCOMPARE(count(view.breakdownPlot(), "model:"), 0);
    q.kind = model::Question::Kind::Choice;
    view.clearMarks();
    QVERIFY(!view.markAnswer(q, views::AnswerMark{0, "E falls", qQNaN()}));
  }

  void replotsOnlyWhenItsInputsChange() {
    views::TimelineView view;
    model::Scenario s;
    view.setScenario(s);
    int breakdown = 0, curves = 0;
    connect(view.breakdownPlot(), &QCustomPlot::afterReplot, [&] { ++breakdown; });
    connect(view.curvesPlot(), &QCustomPlot::afterReplot, [&] { ++curves; });
    // A plot whose title was refitted to its width lays out once more (fitPlotTexts): wait
    // until both plots are quiet before each count.
    const auto settle = [&] {
      int seen = -1;
      while (seen != breakdown + curves) {
        seen = breakdown + curves;
        QTest::qWait(60);
      }
    };
    QTRY_VERIFY(breakdown >= 1 && curves >= 1);
    settle();
    // Neither the law's serial fraction nor the PIM run enter the timeline model.
    QCOMPARE(s.setFromText("serial_fraction", "1e-3"), std::string());
    QCOMPARE(s.setFromText("pim.dpus", "512"), std::string());
    int b0 = breakdown, c0 = curves;
    // The document hands the view the parameters changed since its last refresh.
    view.setScenario(s, {model::Param::SerialFraction, model::Param::PimDpus});
    settle();
    QCOMPARE(breakdown, b0);
    QCOMPARE(curves, c0);
    // N does: the bars at N = 1000 (compute 10⁵/(4 · 1000) = 25 s) and both plots redrawn.
    QCOMPARE(s.setFromText("n", "1000"), std::string());
    view.setScenario(s, {model::Param::N});
    SS_COMPARE_REL(view.partSeconds(1), 25.0, 1e-12);
    QTRY_VERIFY(breakdown > b0 && curves > c0);
    settle();
    b0 = breakdown, c0 = curves;
    QCOMPARE(s.setFromText("timeline.precision", "fp16"), std::string());
    view.setScenario(s, {model::Param::TimelinePrecision});
    SS_COMPARE_REL(view.partSeconds(1), 25.0 / 4, 1e-12);  // FP16 speed-up 4 (default)
    QTRY_VERIFY(breakdown > b0 && curves > c0);
    // The panel's log-axis toggle is the breakdown's alone.
    settle();
    b0 = breakdown, c0 = curves;
    QCOMPARE(s.set(model::Param::TimelinePanelLogScale, 0), std::string());
    view.setScenario(s, {model::Param::TimelinePanelLogScale});
    QTRY_VERIFY(breakdown > b0);
    settle();
    QCOMPARE(curves, c0);
  }
};

QTEST_MAIN(TestTimelineView)
#include "test_timeline_view.moc"
