// The parameter panel: built from the table, log sliders map decades evenly, user edits are
// reported, and showing a scenario does not echo edits back (feedback guard).
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLineEdit>
#include <QLocale>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>

#include "event_wait.h"
#include "fuzzy.h"
#include "model/core/parameter_table.h"
#include "views/common/eliding_combo_box.h"
#include "views/common/sci_spin_box.h"
#include "views/panel/parameter_panel.h"

using namespace scalescope;
using views::ParameterPanel;

namespace {
std::size_t idx(const char* id) {
  return *model::parameterIndex(id);
}
}  // namespace

class TestParameterPanel : public QObject {
  Q_OBJECT
 private slots:
  void everyRowHasAControl() {
    ParameterPanel panel;
    const auto& table = model::parameterTable();
    for (std::size_t i = 0; i < table.size(); ++i) {
      const bool hasControl =
          panel.slider(i) || panel.comboBox(i) || panel.checkBox(i) || panel.spinBox(i);
      QVERIFY2(hasControl, table[i].id.c_str());
      if (panel.comboBox(i))
        QCOMPARE(panel.comboBox(i)->count(), static_cast<int>(table[i].choices.size()));
    }
  }
  // A value shown as words ("paper default" for a batch size of 0) fits its spin box, with
  // the box's frame and arrows beside it: at 84 px it read "aper default".
  void wordsFitTheirSpinBox() {
    ParameterPanel panel;
    panel.resize(290, 800);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel, testing::kEventTimeoutMs));
    const auto& table = model::parameterTable();
    int checked = 0;
    for (std::size_t i = 0; i < table.size(); ++i) {
      views::SciSpinBox* spin = panel.spinBox(i);
      if (!spin || spin->specialValueText().isEmpty()) continue;
      ++checked;
      // The line edit inside the frame, beside the arrows, that shows the words.
      const auto* field = spin->findChild<QLineEdit*>();
      QVERIFY(field);
      const int words = spin->fontMetrics().horizontalAdvance(spin->specialValueText());
      // QLineEdit keeps 2 px of margin at each side of its text, and 1 for the cursor.
      QVERIFY2(field->width() >= words + 5,
               qPrintable(QString("%1: '%2' is %3 px in a field of %4")
                              .arg(table[i].id.c_str(), spin->specialValueText())
                              .arg(words)
                              .arg(field->width())));
    }
    QVERIFY(checked >= 3);  // the three PIM batch sizes
  }

  // Presenter mode's font (1.6x here) widens the boxes with their text: at a fixed 84 px the
  // serial fraction read "7.2e-0" on a 1280x720 projector. The panel is as wide as the
  // presenter's dock then (360 px); each box's field holds the 7-character value it shows.
  void aLargerFontWidensTheBoxes() {
    ParameterPanel panel;
    panel.resize(360, 800);
    QFont big = panel.font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    panel.setFont(big);
    views::SciSpinBox* spin = panel.spinBox(idx("serial_fraction"));
    spin->setValue(7.2e-7);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel, testing::kEventTimeoutMs));
    QCOMPARE(spin->text(), QString("7.2e-07"));
    const auto* field = spin->findChild<QLineEdit*>();
    QVERIFY(field);
    const int text = QFontMetrics(big).horizontalAdvance("7.2e-07");
    // QLineEdit keeps 2 px of margin at each side of its text, and 1 for the cursor.
    QVERIFY2(
        field->width() >= text + 5,
        qPrintable(QString("'7.2e-07' is %1 px in a field of %2").arg(text).arg(field->width())));
  }

  // A choice wider than its box ends in "…" instead of being cut mid-letter: in presenter
  // mode's dock the PIM model read "logistic regres". Wide enough, the box shows it whole.
  void aLongChoiceIsElidedNotCut() {
    ParameterPanel panel;
    QFont big = panel.font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    panel.setFont(big);
    QComboBox* combo = panel.comboBox(idx("pim.model"));
    QVERIFY(combo);
    auto* eliding = qobject_cast<views::ElidingComboBox*>(combo);
    QVERIFY(eliding);
    combo->setCurrentIndex(combo->findData("lr"));
    const QString full = combo->currentText();
    QCOMPARE(full, QString("logistic regression (LR)"));
    const QString ellipsis(QChar(0x2026));
    // Narrow enough that the box, beside its label or (stacked) under it, is narrower than the
    // text.
    panel.resize(200, 800);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel, testing::kEventTimeoutMs));
    const int fullWidth = combo->fontMetrics().horizontalAdvance(full);
    QVERIFY2(combo->width() < fullWidth,
             qPrintable(QString("the box (%1 px) holds the text (%2 px): nothing to elide")
                            .arg(combo->width())
                            .arg(fullWidth)));
    QVERIFY2(eliding->shownText().endsWith(ellipsis), qPrintable(eliding->shownText()));
    QVERIFY(full.startsWith(eliding->shownText().chopped(1)));
    QVERIFY(combo->fontMetrics().horizontalAdvance(eliding->shownText()) < combo->width());
    panel.resize(360 + 2 * fullWidth, 800);
    QTRY_COMPARE_WITH_TIMEOUT(eliding->shownText(), full, testing::kEventTimeoutMs);
  }

  // Too narrow for a label beside its controls, the labels go above them and nothing scrolls
  // sideways (German presenter mode at 1280×720 cut the labels' first letters); wide enough,
  // they stand beside them again. The "show all" button takes a short text where its long one
  // does not fit.
  void aNarrowPanelStacksItsLabels() {
    ParameterPanel panel;
    QFont big = panel.font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    panel.setFont(big);
    panel.setParameterFocus(model::ParamSet{model::Param::N, model::Param::SerialFraction});
    panel.highlightParameter(model::Param::SerialFraction);
    panel.resize(230, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel, testing::kEventTimeoutMs));
    const QList<QWidget*> row = panel.highlightedWidgets();  // the field, the label
    QVERIFY(row.size() == 2);
    auto* scroll = panel.findChild<QScrollArea*>();
    QTRY_VERIFY(row[1]->geometry().bottom() < row[0]->geometry().top());
    QCOMPARE(scroll->horizontalScrollBar()->maximum(), 0);
    QCOMPARE(panel.showAllButton()->text(), QString("Show all"));
    panel.resize(700, 600);
    QTRY_VERIFY(row[1]->geometry().right() < row[0]->geometry().left());
    QCOMPARE(panel.showAllButton()->text(),
             QString("Show all %1 parameters").arg(model::kParamCount));
  }

  void logSliderMapsDecadesEvenly() {
    // serial_fraction spans 1e-12 … 1 (12 decades) over 1000 steps: 1e-6 is the middle.
    QCOMPARE(ParameterPanel::sliderPosition(idx("serial_fraction"), 1e-6), 500);
    SS_COMPARE_REL(ParameterPanel::sliderValue(idx("serial_fraction"), 500), 1e-6, 1e-12);
    QCOMPARE(ParameterPanel::sliderPosition(idx("serial_fraction"), 1e-12), 0);
    QCOMPARE(ParameterPanel::sliderPosition(idx("serial_fraction"), 1.0), 1000);
    // n spans 1 … 1e10: position 300 is 10^3.
    SS_COMPARE_REL(ParameterPanel::sliderValue(idx("n"), 300), 1000.0, 1e-12);
    // Integer rows round.
    const double g = ParameterPanel::sliderValue(idx("surface.grid"), 333);
    QCOMPARE(g, std::round(g));
    // Processors are whole (issue 32): position 33 is 10^0.33 = 2.138 processors, dragged as
    // 2; a log row keeps three significant digits, 10^5.6 = 398,107 as 398,000. A linear
    // whole row steps by one: 1993 + 0.5·37 = 2011.5 is 2012 (not 2010, three digits).
    QCOMPARE(ParameterPanel::sliderValue(idx("n"), 33), 2.0);
    QCOMPARE(ParameterPanel::sliderValue(idx("n"), 560), 398000.0);
    QCOMPARE(ParameterPanel::sliderValue(idx("surface.year_from"), 500), 2012.0);
  }
  void userEditsAreReportedOnce() {
    ParameterPanel panel;
    QSignalSpy spy(&panel, &ParameterPanel::parameterEdited);
    panel.slider(idx("n"))->setValue(300);
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.first().at(0).value<scalescope::model::Param>(), scalescope::model::Param::N);
    SS_COMPARE_REL(spy.first().at(1).toDouble(), 1000.0, 1e-12);
    panel.spinBox(idx("serial_fraction"))->setValue(0.25);
    QCOMPARE(spy.count(), 2);
    QCOMPARE(spy.last().at(1).toDouble(), 0.25);
  }
  void showingAScenarioDoesNotEcho() {
    ParameterPanel panel;
    QSignalSpy spy(&panel, &ParameterPanel::parameterEdited);
    model::Scenario s;
    s.set("n", 12345);
    s.set("serial_fraction", 0.5);
    panel.showScenario(s);
    QCOMPARE(spy.count(), 0);
    QCOMPARE(panel.spinBox(idx("n"))->value(), 12345.0);
    QCOMPARE(panel.slider(idx("serial_fraction"))->value(),
             ParameterPanel::sliderPosition(idx("serial_fraction"), 0.5));
  }
  void spinBoxReadsScientificNotation() {
    views::SciSpinBox spin;
    spin.setRange(1e-12, 1);
    QCOMPARE(spin.valueFromText("2.5e-7"), 2.5e-7);
    QCOMPARE(spin.textFromValue(7.2e-7), QString("7.2e-07"));
    QString bad = "abc";
    int pos = 0;
    QCOMPARE(spin.validate(bad, pos), QValidator::Invalid);
    spin.setLogStepping(true);
    spin.setValue(1e-6);
    spin.stepBy(4);  // a quarter decade per step: 4 steps = one decade
    SS_COMPARE_REL(spin.value(), 1e-5, 1e-12);
  }
  // Issue 38, item 3: a German box shows and reads "0,05", reads "0.05" typed too (group
  // separators are read in neither form, so it is never 5), keeps "e" for the exponent and
  // writes no group separators; an English box does not read "0,05".
  void spinBoxSpeaksItsLocale() {
    views::SciSpinBox spin;
    spin.setRange(1e-12, 1e6);
    spin.setLocale(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(spin.textFromValue(0.05), QString("0,05"));
    QCOMPARE(spin.textFromValue(7.2e-7), QString("7,2e-07"));
    QCOMPARE(spin.textFromValue(387872), QString("387872"));
    QCOMPARE(spin.valueFromText("0,05"), 0.05);
    QCOMPARE(spin.valueFromText("0.05"), 0.05);
    QCOMPARE(spin.valueFromText("7,2e-07"), 7.2e-7);
    QCOMPARE(spin.valueFromText("2.5E-7"), 2.5e-7);
    int pos = 0;
    QString typing = "0,";
    QCOMPARE(spin.validate(typing, pos), QValidator::Intermediate);
    QString grouped = "1.000,5";
    QCOMPARE(spin.validate(grouped, pos), QValidator::Invalid);
    spin.setLocale(QLocale(QLocale::English, QLocale::UnitedStates));
    QCOMPARE(spin.textFromValue(0.05), QString("0.05"));
    QString comma = "0,05";
    QCOMPARE(spin.validate(comma, pos), QValidator::Invalid);
  }
  // Issue 32: 1e30 typed into N and Enter went back to the old value without a word. Now the
  // bound is taken and said, and the panel reports the edit once.
  void typedValueOutOfRangeTakesTheBoundAndSaysSo() {
    ParameterPanel panel;
    QSignalSpy edits(&panel, &ParameterPanel::parameterEdited);
    views::SciSpinBox* n = panel.spinBox(idx("n"));
    QSignalSpy notes(n, &views::SciSpinBox::outOfRange);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    n->setFocus();
    n->selectAll();
    QTest::keyClicks(n, "1e30");
    QTest::keyClick(n, Qt::Key_Return);
    QCOMPARE(n->value(), n->maximum());
    QCOMPARE(notes.count(), 1);
    QVERIFY2(n->lastRangeNote().startsWith("1e+30 is above the largest value, ") &&
                 n->lastRangeNote().endsWith("set to " + n->textFromValue(n->maximum())),
             qPrintable(n->lastRangeNote()));
    QCOMPARE(edits.count(), 1);
    QCOMPARE(edits.last().at(1).toDouble(), n->maximum());
    // Below the range: the smallest value, said.
    n->selectAll();
    QTest::keyClicks(n, "0.5");
    QTest::keyClick(n, Qt::Key_Return);
    QCOMPARE(n->value(), n->minimum());
    QVERIFY2(n->lastRangeNote().contains("below the smallest value"),
             qPrintable(n->lastRangeNote()));
    // In range: no note.
    n->selectAll();
    QTest::keyClicks(n, "4096");
    QTest::keyClick(n, Qt::Key_Return);
    QCOMPARE(n->value(), 4096.0);
    QCOMPARE(notes.count(), 2);
  }
};

QTEST_MAIN(TestParameterPanel)
#include "test_parameter_panel.moc"
