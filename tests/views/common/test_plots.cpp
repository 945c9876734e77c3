// QCustomPlot views and figure export (offscreen): the curves hold the law values and the
// exported files are valid.
#include <qcustomplot.h>
#include <QApplication>
#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QSvgGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <cmath>
#include <memory>

#include "event_wait.h"
#include "fuzzy.h"
#include "model/core/scenario.h"
#include "plot_settle.h"
#include "views/common/plot_export.h"
#include "views/common/plot_folding.h"
#include "views/common/plot_marks.h"
#include "views/common/plot_style.h"
#include "views/lessons/presentation_scale.h"
#include "views/scaling/scaling_view.h"

using namespace scalescope;

class TestPlots : public QObject {
  Q_OBJECT
 private slots:
  void scalingCurvesHoldTheLaws() {
    views::ScalingView view;
    model::Scenario s;
    s.set("serial_fraction", 0.01);
    view.setScenario(s);
    QCustomPlot* plot = view.curvesPlot();
    QVERIFY(plot->graphCount() >= 3);
    // Find the Amdahl graph by name and check a point against the formula by hand.
    QCPGraph* amdahl = nullptr;
    for (int i = 0; i < plot->graphCount(); ++i)
      if (plot->graph(i)->name().startsWith("Amdahl")) amdahl = plot->graph(i);
    QVERIFY(amdahl);
    QVERIFY(amdahl->data()->size() > 100);
    const auto last = amdahl->data()->constEnd() - 1;
    QCOMPARE(last->key, 1e8);
    // S(1e8) = 1/(0.01 + 0.99e-8)
    SS_COMPARE_REL(last->value, 1.0 / (0.01 + 0.99e-8), 1e-12);
    QCOMPARE(amdahl->data()->constBegin()->value, 1.0);
    QCOMPARE(plot->xAxis->scaleType(), QCPAxis::stLogarithmic);
    QVERIFY(!plot->xAxis->label().isEmpty() && !plot->yAxis->label().isEmpty());
  }

  void curvesFollowTheScenario() {
    views::ScalingView view;
    model::Scenario s;
    s.set("serial_fraction", 0.01);
    view.setScenario(s);
    QCPGraph* g = view.curvesPlot()->graph(0);
    const double before = (g->data()->constEnd() - 1)->value;
    s.set("serial_fraction", 0.1);
    view.setScenario(s);
    const double after = (g->data()->constEnd() - 1)->value;
    QVERIFY(after < before);
    SS_COMPARE_REL(after, 1.0 / (0.1 + 0.9e-8), 1e-12);
  }

  void logTickLabelsNeverTouch() {
    // Eight decades on a short axis at presenter-sized type: the ticker keeps every k-th
    // power of ten so that neighbouring labels are at least one label width apart (measured
    // here with the axis' own font); on a long axis at the normal size QCustomPlot's ticks
    // stay as they are (every second decade for 10⁰…10⁸).
    const auto ticksOf = [](int width, double pointSize) {
      auto* plot = new QCustomPlot;
      plot->resize(width, 300);
      plot->setViewport(QRect(0, 0, width, 300));  // a hidden widget gets its resize at show
      views::setLogAxis(plot->xAxis, "N");
      QFont f = plot->xAxis->tickLabelFont();
      f.setPointSizeF(pointSize);
      plot->xAxis->setTickLabelFont(f);
      plot->xAxis->setRange(1, 1e8);
      testing::settle(plot);  // the second layout knows the axis length
      QVector<double> inside;
      for (double t : plot->xAxis->tickVector())
        if (t >= 1 && t <= 1e8) inside << t;
      return std::pair{std::unique_ptr<QCustomPlot>(plot), inside};
    };
    const auto [small, narrow] = ticksOf(220, 20);
    QVERIFY2(narrow.size() >= 2 && narrow.size() < 5, qPrintable(QString::number(narrow.size())));
    const QFontMetricsF metrics(small->xAxis->tickLabelFont());
    const double label = metrics.horizontalAdvance("10") + metrics.horizontalAdvance("8");
    for (int i = 0; i + 1 < narrow.size(); ++i) {
      const double gap =
          small->xAxis->coordToPixel(narrow[i + 1]) - small->xAxis->coordToPixel(narrow[i]);
      QVERIFY2(gap >= label,
               qPrintable(QStringLiteral("%1 px between labels of %2 px").arg(gap).arg(label)));
    }
    // The decades left out carry sub-ticks (the ticker asked as the axis asks it).
    QVector<double> ticks, subTicks;
    small->xAxis->ticker()->generate(small->xAxis->range(), QLocale::c(), 'e', 0, ticks, &subTicks,
                                     nullptr);
    QVERIFY(subTicks.contains(100.0));
    const auto [large, wide] = ticksOf(1200, 9);
    QCOMPARE(wide, (QVector<double>{1, 1e2, 1e4, 1e6, 1e8}));
  }

  // A plot resized while shown gets one replot from its resize; the ticks of that replot rest
  // on an estimate of the axis length (0.8 of the viewport), the layout on the real one. A
  // narrow axis beside a wide legend (the Curves tab's residual panel) kept the estimate's
  // five labels on 150 px after View ▸ Roofline only and back; the ticker now queues the
  // replot that measures the axis, and the labels no longer touch.
  void aResizedPlotMeasuresItsAxisAgain() {
    QCustomPlot plot;
    auto* side = new QCPTextElement(&plot, "legend");
    side->setMinimumSize(600, 10);
    plot.plotLayout()->addElement(0, 1, side);
    views::setLogAxis(plot.xAxis, "N");
    QFont f = plot.xAxis->tickLabelFont();
    f.setPointSizeF(20);
    plot.xAxis->setTickLabelFont(f);
    plot.xAxis->setRange(1, 1e8);
    plot.resize(1400, 300);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot));
    testing::settle(&plot);
    plot.resize(800, 300);  // its resize event replots once
    QTRY_VERIFY(plot.viewport().width() == 800);
    QTest::qWait(100);  // the queued replot, if any
    const QFontMetricsF metrics(f);
    const double label = metrics.horizontalAdvance("10") + metrics.horizontalAdvance("8");
    QVector<double> inside;
    for (double t : plot.xAxis->tickVector())
      if (t >= 1 && t <= 1e8) inside << t;
    QVERIFY(inside.size() >= 2);
    for (int i = 0; i + 1 < inside.size(); ++i) {
      const double gap =
          plot.xAxis->coordToPixel(inside[i + 1]) - plot.xAxis->coordToPixel(inside[i]);
      QVERIFY2(gap >= label, qPrintable(QStringLiteral("%1 px between labels of %2 px on %3 px")
                                            .arg(gap)
                                            .arg(label)
                                            .arg(plot.axisRect()->width())));
    }
  }

  // Two cases where the log ticks left one label or none on the axis: a range of under two
  // decades (0.3 to 4 s) gets ticks at 1, 2, 5 … times each power, labelled as distinct plain
  // numbers (QCustomPlot's linear fallback printed "2·10⁰" twice); a short axis over 0.03 to
  // 15 s, thinned to every second power, keeps 10⁻¹ and 10¹ (two labels inside the range)
  // rather than 10⁰ alone (the PIM "Scaling over N" plot at 1280×720).
  // A German desktop's QLocale writes "1E+06"; QCustomPlot makes a power of ten (10⁶) only of
  // a lowercase 'e', so every log axis read "1E+06" in German (issue 38). The labels the
  // ticker hands on carry an 'e' in every locale; the painted text has no "E+".
  void logTicksArePowersOfTenInEveryLocale() {
    for (const QLocale& locale : {QLocale::c(), QLocale(QLocale::German, QLocale::Germany),
                                  QLocale(QLocale::Chinese, QLocale::China)}) {
      QCustomPlot plot;
      plot.setLocale(locale);
      plot.resize(600, 300);
      plot.setViewport(QRect(0, 0, 600, 300));
      views::setLogAxis(plot.xAxis, "N");
      plot.xAxis->setRange(1, 1e8);
      plot.replot();
      const QStringList labels = plot.xAxis->tickVectorLabels().toList();
      QVERIFY(labels.size() >= 3);
      for (const QString& label : labels)
        QVERIFY2(!label.contains('E') && label.contains('e'),
                 qPrintable(locale.name() + ": " + label));
      // Painted as vector text: the tick labels are in the SVG as they are drawn.
      QBuffer svg;
      QSvgGenerator generator;
      generator.setOutputDevice(&svg);
      generator.setSize(QSize(600, 300));
      {
        QCPPainter painter(&generator);
        plot.toPainter(&painter, 600, 300);
      }
      QVERIFY(svg.data().size() > 1000);
      QVERIFY2(!svg.data().contains("E+0") && !svg.data().contains("e+0"),
               qPrintable(locale.name()));
    }
  }

  void logAxesKeepTwoLabelsOrMore() {
    const auto ticksOf = [](double lower, double upper, int height, QStringList* labels) {
      QCustomPlot plot;
      plot.resize(300, height);
      plot.setViewport(QRect(0, 0, 300, height));
      views::setLogAxis(plot.yAxis, "T (s)");
      plot.yAxis->setRange(lower, upper);
      testing::settle(&plot);
      QVector<double> inside;
      const QVector<double> all = plot.yAxis->tickVector();
      const QVector<QString> texts = plot.yAxis->tickVectorLabels();
      for (int i = 0; i < all.size(); ++i)
        if (all[i] >= lower && all[i] <= upper) {
          inside << all[i];
          if (labels) *labels << texts.value(i);
        }
      return inside;
    };
    QStringList labels;
    const QVector<double> steps = ticksOf(0.3, 4, 300, &labels);
    QVERIFY2(steps.size() >= 3 && steps.contains(1.0) && steps.contains(2.0),
             qPrintable(labels.join(" ")));
    QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());  // distinct
    for (int i = 0; i < steps.size(); ++i)
      QCOMPARE(labels[i], QString::number(steps[i]));  // "0.5", "1", "2"
    // 0.03 … 15 s on an axis with room for two labels: every second power, two inside.
    const QVector<double> thinned = ticksOf(0.0328, 15.16, 70, nullptr);
    QVERIFY2(thinned.size() >= 2, qPrintable(QString::number(thinned.size()) + " labels"));
    QCOMPARE(ticksOf(0.0328, 15.16, 400, nullptr), (QVector<double>{0.1, 1, 10}));
    // A weak study's times (the Study tab widens them by 1.3 each way) on a short axis: at
    // 95/1.3 to 95·1.3 s (73.1 to 123.5 s) the 1–2–5 and 1–1.5–2–3–4–5–7 sets have "100"
    // alone inside, so the denser 1–1.5–2–2.5–3–4–5–6–7–8–9 set labels 80, 90 and 100
    // (issue 32 read "70" alone).
    const QVector<double> dense = ticksOf(95 / 1.3, 95 * 1.3, 120, nullptr);
    QVERIFY2(dense.size() >= 2, qPrintable(QString::number(dense.size()) + " labels"));
    QCOMPARE(dense.mid(0, 3), (QVector<double>{80, 90, 100}));
  }

  // A legend with no room folds away and comes back: a plot with a legend below its axes and
  // a footnote, laid out at 400×140 px (the axes would be lower than 70 px, the legend's six
  // entries squeezed), gives up the legend, then the footnote; at 400×600 it has both again.
  void legendFoldsAwayWhereThereIsNoRoom() {
    QCustomPlot plot;
    views::applyPlotStyle(&plot);
    for (int i = 0; i < 6; ++i) plot.addGraph()->setName(QString("a long curve name %1").arg(i));
    plot.plotLayout()->addElement(1, 0, plot.legend);
    plot.axisRect()->insetLayout()->take(plot.legend);
    plot.legend->setWrap(2);
    plot.legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    auto* note = new QCPTextElement(&plot, "a footnote\nof two lines");
    plot.plotLayout()->addElement(2, 0, note);
    views::PlotFolding folding(&plot, {plot.legend, note});
    plot.resize(400, 600);
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot, testing::kEventTimeoutMs));
    plot.replot();
    QCOMPARE(folding.foldedCount(), 0);
    QVERIFY(views::PlotFolding::lowestAxes(&plot) >= 70);
    QVERIFY(!views::PlotFolding::legendSqueezed(&plot));

    plot.resize(400, 140);
    QApplication::processEvents();
    QVERIFY(testing::settle(&plot) > 0);  // each fold takes one layout
    QVERIFY(folding.isFolded(plot.legend));
    QVERIFY(!plot.legend->visible());
    QVERIFY(!plot.plotLayout()->elements(true).contains(plot.legend));
    QVERIFY(folding.isFolded(note));
    QVERIFY(!views::PlotFolding::legendSqueezed(&plot));
    // The room they took is the axes' now.
    QVERIFY2(views::PlotFolding::lowestAxes(&plot) > 40,
             qPrintable(QString::number(views::PlotFolding::lowestAxes(&plot))));

    plot.resize(400, 600);
    QApplication::processEvents();
    QVERIFY(testing::settle(&plot) > 0);
    QCOMPARE(folding.foldedCount(), 0);
    QVERIFY(plot.legend->visible());
    QCOMPARE(plot.plotLayout()->element(1, 0), plot.legend);
    QCOMPARE(plot.plotLayout()->element(2, 0), note);
    QVERIFY(!views::PlotFolding::legendSqueezed(&plot));
  }

  // With a corner for it (setLegendInset), a legend with no room below the axes moves into
  // the corner free of the data: points on the falling diagonal leave the top right and the
  // bottom left; with a point in every corner it goes beside the axes; it is hidden only
  // where even that has no room, and comes back below with its columns as the plot grows.
  void legendMovesIntoAFreeCornerFirst() {
    QCustomPlot plot;
    views::applyPlotStyle(&plot);
    QCPGraph* runs = plot.addGraph();
    runs->setName("runs");
    runs->setLineStyle(QCPGraph::lsNone);
    runs->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 6));
    for (int i = 0; i <= 10; ++i) runs->addData(i, 10 - i);
    for (int i = 1; i < 4; ++i) plot.addGraph()->setName(QString("curve %1").arg(i));
    plot.xAxis->setRange(-0.5, 10.5);
    plot.yAxis->setRange(-0.5, 10.5);
    plot.plotLayout()->addElement(1, 0, plot.legend);
    plot.axisRect()->insetLayout()->take(plot.legend);
    plot.legend->setWrap(2);
    plot.legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    views::PlotFolding folding(&plot, {plot.legend});
    folding.setLegendInset(Qt::AlignTop | Qt::AlignRight);
    const auto settle = [&](QSize size) {
      plot.resize(size);
      QApplication::processEvents();
      QVERIFY(testing::settle(&plot) > 0);
    };
    const auto covered = [&] {
      int n = 0;
      for (auto it = runs->data()->constBegin(); it != runs->data()->constEnd(); ++it)
        n += plot.legend->outerRect().contains(runs->coordsToPixels(it->key, it->value).toPoint());
      return n;
    };
    plot.show();
    QVERIFY(QTest::qWaitForWindowExposed(&plot, testing::kEventTimeoutMs));
    settle(QSize(500, 400));
    QCOMPARE(folding.foldedCount(), 0);
    QCOMPARE(plot.plotLayout()->element(1, 0), plot.legend);

    settle(QSize(500, 150));  // two rows of legend below would leave the axes < 70 px
    QVERIFY(folding.legendInset());
    QVERIFY(plot.legend->visible());
    QVERIFY(plot.axisRect()->rect().contains(plot.legend->outerRect()));
    QCOMPARE(covered(), 0);
    QCOMPARE(plot.legend->wrap(), 0);  // one entry per line in the corner

    // A point in every corner: beside the axes, right of them.
    runs->addData(0.6, 1.5);
    runs->addData(9.4, 8.5);
    settle(QSize(500, 151));
    QVERIFY(plot.legend->visible());
    QCOMPARE(covered(), 0);
    QVERIFY2(plot.legend->outerRect().left() > plot.axisRect()->rect().right(),
             qPrintable(QString("legend from x = %1, axes to %2")
                            .arg(plot.legend->outerRect().left())
                            .arg(plot.axisRect()->rect().right())));

    settle(QSize(160, 150));  // beside it would take more than 45 % of the width
    qDebug() << folding.foldedCount() << plot.legend->visible();
    QVERIFY(!plot.legend->visible());

    settle(QSize(500, 400));
    QCOMPARE(folding.foldedCount(), 0);
    QVERIFY(plot.legend->visible());
    QCOMPARE(plot.plotLayout()->element(1, 0), plot.legend);
    QCOMPARE(plot.legend->wrap(), 2);
    QVERIFY(plot.axisRect()->rect().right() > 400);  // the margin made beside is given back
  }

  void exportsAreValidFiles() {
    views::ScalingView view;
    view.setScenario(model::Scenario{});
    QTemporaryDir dir;
    const QString png = dir.filePath("s.png"), pdf = dir.filePath("s.pdf"),
                  svg = dir.filePath("s.svg");
    QCOMPARE(views::exportPlot(view.curvesPlot(), png, QSize(400, 300), 2.0), QString());
    QCOMPARE(views::exportPlot(view.curvesPlot(), pdf, QSize(400, 300), 1.0), QString());
    QCOMPARE(views::exportPlot(view.curvesPlot(), svg, QSize(400, 300), 1.0), QString());
    QImage image(png);
    QCOMPARE(image.size(), QSize(800, 600));  // scale 2
    int dark = 0;
    for (int y = 0; y < image.height(); y += 3)
      for (int x = 0; x < image.width(); x += 3) dark += qGray(image.pixel(x, y)) < 128;
    QVERIFY2(dark > 100, "exported PNG has no drawing");
    QFile p(pdf);
    QVERIFY(p.open(QIODevice::ReadOnly));
    QVERIFY(p.read(5) == "%PDF-");
    QFile v(svg);
    QVERIFY(v.open(QIODevice::ReadOnly));
    const QByteArray text = v.readAll();
    QXmlStreamReader xml(text);  // well-formed XML
    while (!xml.atEnd()) xml.readNext();
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(text.contains("<polyline") || text.contains("<path"));  // vector curves
    QVERIFY(!text.contains("<image"));
    QVERIFY(
        !views::exportPlot(view.curvesPlot(), dir.filePath("s.gif"), QSize(10, 10), 1).isEmpty());
  }

  // A lesson's answer marks: the model's line and the guess's, each labelled. With the guess
  // close to the model (20× against 19.6× on a log axis of 10⁰…10⁸, presenter mode's large
  // font) the two labels stood on one spot and covered each other (issue 31). Their drawn
  // rectangles do not meet, whichever side the guess lies on, horizontal or vertical lines.
  void answerLabelsDoNotCoverEachOther_data() {
    QTest::addColumn<bool>("onValueAxis");
    QTest::addColumn<double>("guess");
    QTest::addColumn<double>("points");
    QTest::newRow("horizontal lines, guess above") << true << 20.0 << 20.0;
    QTest::newRow("horizontal lines, guess below") << true << 19.0 << 20.0;
    QTest::newRow("vertical lines, guess right") << false << 20.0 << 20.0;
    QTest::newRow("vertical lines, guess left") << false << 19.0 << 20.0;
    // Presenter mode scales plot fonts up to 3× (PresenterMode::scaleFor): "model: 19.6×" at
    // 32 pt is about 250 px wide, more than the narrow plot's axes, and must shrink to fit.
    QTest::newRow("horizontal lines, 32 pt") << true << 20.0 << 32.0;
    QTest::newRow("vertical lines, 32 pt") << false << 19.0 << 32.0;
  }
  void answerLabelsDoNotCoverEachOther() {
    QFETCH(bool, onValueAxis);
    QFETCH(double, guess);
    QFETCH(double, points);
    QCustomPlot plot;
    // The Scaling plot of presenter mode at 1280×720 is about 260 px wide; a vertical line's
    // label stands beside its line, which needs a wider plot (the PIM and roofline views).
    plot.resize(onValueAxis ? 260 : 420, 500);
    plot.setViewport(plot.rect());  // hidden, it would lay out at its default size
    QFont big = plot.font();
    big.setPointSizeF(points);
    plot.setFont(big);
    for (QCPAxis* axis : {plot.xAxis, plot.yAxis}) {
      axis->setScaleType(QCPAxis::stLogarithmic);
      axis->setRange(1, 1e8);
    }
    views::PlotMarks marks;
    marks.markAnswer(onValueAxis ? plot.yAxis : plot.xAxis,
                     views::AnswerMark{19.6, QString("19.6×"), guess});
    QList<QCPItemText*> texts;
    for (int i = 0; i < plot.itemCount(); ++i)
      if (auto* text = qobject_cast<QCPItemText*>(plot.item(i))) {
        text->setFont(big);  // as presenter mode's plot scaling makes them
        texts << text;
      }
    plot.replot();
    QList<QRectF> labels;
    for (QCPItemText* text : texts)
      labels << QRectF(text->topLeft->pixelPosition(), text->bottomRight->pixelPosition());
    QCOMPARE(labels.size(), 2);
    // Each label whole inside the axes.
    const QRectF axes = QRectF(plot.axisRect()->rect()).adjusted(-1, -1, 1, 1);
    for (const QRectF& label : labels)
      QVERIFY2(axes.contains(label),
               qPrintable(QString("label %1…%2 × %3…%4 outside the axes %5…%6 × %7…%8")
                              .arg(label.left())
                              .arg(label.right())
                              .arg(label.top())
                              .arg(label.bottom())
                              .arg(axes.left())
                              .arg(axes.right())
                              .arg(axes.top())
                              .arg(axes.bottom())));
    QVERIFY2(!labels[0].intersects(labels[1]), qPrintable(QString("(%1,%2 %3×%4) and (%5,%6 %7×%8)")
                                                              .arg(labels[0].x())
                                                              .arg(labels[0].y())
                                                              .arg(labels[0].width())
                                                              .arg(labels[0].height())
                                                              .arg(labels[1].x())
                                                              .arg(labels[1].y())
                                                              .arg(labels[1].width())
                                                              .arg(labels[1].height())));
  }
  // A label with room keeps the font it was given; one without room is drawn smaller, and
  // still keeps its own font (presenter mode restores and rescales that one).
  void anAnswerLabelShrinksOnlyWhenItMustAndKeepsItsOwnFont() {
    for (const int width : {900, 200}) {
      QCustomPlot plot;
      plot.resize(width, 400);
      plot.setViewport(plot.rect());
      QFont big = plot.font();
      big.setPointSizeF(24);
      plot.yAxis->setRange(0, 40);
      views::PlotMarks marks;
      marks.markAnswer(plot.yAxis, views::AnswerMark{19.6, QString("19.6×"), qQNaN()});
      QCPItemText* label = nullptr;
      for (int i = 0; i < plot.itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot.item(i))) label = text;
      QVERIFY(label);
      label->setFont(big);
      plot.replot();
      const double drawn =
          label->bottomRight->pixelPosition().x() - label->topLeft->pixelPosition().x();
      // Its own width at 24 pt with 4 px padding either side, measured here, not by the code.
      const double natural =
          QFontMetrics(big).boundingRect(QRect(), Qt::TextDontClip, label->text()).width() + 8;
      const double axes = plot.axisRect()->width();
      if (natural < axes)
        QVERIFY2(std::abs(drawn - natural) <= 2,
                 qPrintable(QString("%1 vs %2").arg(drawn).arg(natural)));
      else
        QVERIFY2(drawn <= axes && drawn >= 0.6 * axes,
                 qPrintable(QString("%1 in axes of %2").arg(drawn).arg(axes)));
      QCOMPARE(label->font(), big);
    }
  }
  // Presenter mode scales an answer's dot and lines with its text (issue 31: a 15 px ring beside
  // 1.5× type at 1920×1080), also marks drawn after it began, and gives the sizes back after.
  void presenterModeScalesAnswerMarksAndGivesThemBack() {
    QCustomPlot plot;
    plot.resize(600, 400);
    plot.xAxis->setRange(1, 2048);
    plot.yAxis->setRange(0, 40);
    views::PlotMarks marks;
    views::PresentationScale scale;
    const auto sizes = [&] {
      QList<double> out;
      for (int i = 0; i < plot.itemCount(); ++i) {
        if (auto* dot = qobject_cast<QCPItemTracer*>(plot.item(i)))
          out << dot->size() << dot->pen().widthF();
        if (auto* line = qobject_cast<QCPItemStraightLine*>(plot.item(i)))
          out << line->pen().widthF();
      }
      return out;
    };
    marks.markAnswer(plot.yAxis, views::AnswerMark{19.6, QString("19.6×"), 25.0});
    const QList<double> lines = sizes();  // the model's line and the guess's, as drawn
    QCPItemText* label = nullptr;
    for (int i = 0; i < plot.itemCount(); ++i)
      if (auto* t = qobject_cast<QCPItemText*>(plot.item(i)); t && t->text().startsWith("model: "))
        label = t;
    QVERIFY(label);
    const double labelPt = label->font().pointSizeF();
    QCOMPARE(lines.size(), 2);
    scale.apply(&plot, 1.5);
    marks.markAnswerPoint(plot.xAxis, QPointF(1024, 19.6));  // drawn while presenting
    plot.replot();
    // Ring 15 px and dot 7 px with 2.5 px pens, by 1.5; the lines' pens by 1.5 too.
    const QList<double> scaled = sizes();
    QCOMPARE(scaled.size(), 6);
    QList<double> want = {lines[0] * 1.5, lines[1] * 1.5, 22.5, 3.75, 10.5, 3.75};
    for (int i = 0; i < 6; ++i)
      QVERIFY2(std::abs(scaled[i] - want[i]) < 1e-9,
               qPrintable(QString("%1: %2, not %3").arg(i).arg(scaled[i]).arg(want[i])));
    plot.replot();  // a second replot does not scale again
    QCOMPARE(sizes(), scaled);
    QCOMPARE(label->font().pointSizeF(), labelPt * 1.5);  // the label once, with the rest
    // A note (an answer no axis shows) keeps its size: scaled, it covered the bars.
    marks.markAnswerNote(plot.axisRect(), views::AnswerMark{6.39, QString("6.39×"), qQNaN()});
    QCPItemText* note = nullptr;
    for (int i = 0; i < plot.itemCount(); ++i)
      if (auto* t = qobject_cast<QCPItemText*>(plot.item(i)); t && t->text().startsWith("model:\n"))
        note = t;
    QVERIFY(note);
    const QFont own = note->font();
    plot.replot();
    QCOMPARE(note->font(), own);
    scale.restore();
    want = {lines[0], lines[1], 15, 2.5, 7, 2.5};
    const QList<double> back = sizes();
    for (int i = 0; i < 6; ++i) QVERIFY(std::abs(back[i] - want[i]) < 1e-9);
  }
};

QTEST_MAIN(TestPlots)
#include "test_plots.moc"
