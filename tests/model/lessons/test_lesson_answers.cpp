// The model's answers to lesson questions (number, choice, slider) and the checks of a
// student's response, against values derived here by hand.
#include <QTest>
#include <cmath>

#include "fuzzy.h"
#include "model/lessons/answers.h"
#include "model/lessons/progress.h"

using namespace scalescope::model;

namespace {

Scenario laws(double n, double s) {
  Scenario sc;
  sc.set(Param::N, n);
  sc.set(Param::SerialFraction, s);
  return sc;
}

Question numberQuestion(std::string quantity, Tolerance tolerance) {
  Question q;
  q.kind = Question::Kind::Number;
  q.prompt = "?";
  q.quantity = std::move(quantity);
  q.tolerance = tolerance;
  return q;
}

ParamValue value(Param p, double v) {
  return {p, v, {}};
}

}  // namespace

class TestLessonAnswers : public QObject {
  Q_OBJECT
 private slots:
  void tolerance_data() {
    QTest::addColumn<int>("kind");
    QTest::addColumn<double>("amount");
    QTest::addColumn<double>("truth");
    QTest::addColumn<double>("guess");
    QTest::addColumn<bool>("accepted");
    const int rel = int(Tolerance::Kind::Relative), abs = int(Tolerance::Kind::Absolute),
              fac = int(Tolerance::Kind::Factor);
    QTest::newRow("relative inside") << rel << 0.1 << 19.6 << 21.5 << true;
    QTest::newRow("relative outside") << rel << 0.1 << 19.6 << 21.6 << false;
    QTest::newRow("absolute edge") << abs << 0.5 << 2.0 << 2.5 << true;
    QTest::newRow("absolute outside") << abs << 0.5 << 2.0 << 1.4 << false;
    QTest::newRow("factor below") << fac << 2.0 << 7e-7 << 3.6e-7 << true;
    QTest::newRow("factor too far") << fac << 2.0 << 7e-7 << 3.4e-7 << false;
    QTest::newRow("factor wrong sign") << fac << 2.0 << 1.0 << -1.0 << false;
    QTest::newRow("nan guess") << rel << 0.5 << 1.0 << std::nan("") << false;
  }
  void tolerance() {
    QFETCH(int, kind);
    QFETCH(double, amount);
    QFETCH(double, truth);
    QFETCH(double, guess);
    QFETCH(bool, accepted);
    const Tolerance t{Tolerance::Kind(kind), amount};
    QCOMPARE(t.accepts(truth, guess), accepted);
  }

  void numberQuestionOnTheStepScenario() {
    // HPC Carpentry's question: 1,024 cores, 5 % serial work. S = 1/(0.05 + 0.95/1024).
    const Scenario sc = laws(1024, 0.05);
    const LessonContext c{&sc};
    const Question q = numberQuestion("S", {Tolerance::Kind::Relative, 0.05});
    const auto a = computeAnswer(q, c);
    QVERIFY(a);
    const double s = 1.0 / (0.05 + 0.95 / 1024.0);
    SS_COMPARE_REL(a->value, s, 1e-12);
    QCOMPARE(a->unit, std::string("×"));
    QCOMPARE(a->text, std::string("19.6×"));
    QVERIFY(isCorrect(q, *a, 20.0));     // within 5 %
    QVERIFY(!isCorrect(q, *a, 1024.0));  // the linear guess
    QVERIFY(!isCorrect(q, *a, s * 1.06));
  }

  void sliderQuestionFindsTheCrossing_data() {
    QTest::addColumn<double>("s");
    QTest::newRow("5 %") << 0.05;
    QTest::newRow("1e-3") << 1e-3;
    QTest::newRow("piz daint") << 7.2e-7;
  }
  void sliderQuestionFindsTheCrossing() {
    QFETCH(double, s);
    // E = 1/(N s + 1 − s) = 0.5 exactly at N = (1 + s)/s; processors are whole, so the answer
    // is the first whole N beyond it, where E is below 0.5 (21 → 22 for s = 5 %, where E(21)
    // is exactly 1/2; 1,388,889.9 → 1,388,890 for Piz Daint's 7.2e-7).
    const Scenario sc = laws(1, s);
    const LessonContext c{&sc};
    Question q;
    q.kind = Question::Kind::Slider;
    q.parameter = Param::N;
    q.quantity = "E";
    q.threshold = 0.5;
    q.below = true;
    q.tolerance = {Tolerance::Kind::Relative, 0.1};
    const auto a = computeAnswer(q, c);
    QVERIFY2(a.ok(), a.ok() ? "" : a.error().c_str());
    const double firstBelow = std::floor((1 + s) / s + 1e-9) + 1;
    QCOMPARE(a->value, firstBelow);
    QCOMPARE(a->unit, std::string("units"));
    QVERIFY(isCorrect(q, *a, 1.05 * (1 + s) / s));
    QVERIFY(!isCorrect(q, *a, 2.0 * (1 + s) / s));
  }

  void sliderWithoutCrossingSaysWhy() {
    const Scenario sc = laws(1, 1e-12);  // E ≥ 0.99 up to N = 10¹⁰
    const LessonContext c{&sc};
    const auto x = findCrossing(Param::N, "E", 0.5, true, c);
    QVERIFY(!x);
    QVERIFY(x.error().find("never falls below 0.5") != std::string::npos);
    const auto already = findCrossing(Param::N, "E", 1.5, true, c);
    QVERIFY(!already);
    QVERIFY(already.error().find("already below") != std::string::npos);
  }

  void integerSliderGivesAWholeNumber() {
    // PIM DPUs are whole numbers: the first count at which the host's share of the time
    // exceeds its share at 1024 DPUs, checked against its neighbours on the model.
    Scenario sc;
    sc.set(Param::PimDpus, 1024);
    const double share1024 = evaluateQuantity("pim.communication_share", {&sc}).value();
    const auto x = findCrossing(Param::PimDpus, "pim.communication_share", share1024, false, {&sc});
    QVERIFY2(x.ok(), x.ok() ? "" : x.error().c_str());
    QCOMPARE(*x, std::round(*x));
    Scenario probe = sc;
    probe.set(Param::PimDpus, *x);
    QVERIFY(evaluateQuantity("pim.communication_share", {&probe}).value() > share1024);
    probe.set(Param::PimDpus, *x - 1);
    QVERIFY(evaluateQuantity("pim.communication_share", {&probe}).value() <= share1024);
  }

  void choiceSmallestPicksTheModelsMinimum() {
    // Which algorithm spends least time communicating with the host? Each option's scenario
    // is evaluated; the answer is whichever the PIM model gives least, checked here against
    // the three values computed one by one.
    const Scenario sc;
    Question q;
    q.kind = Question::Kind::Choice;
    q.rule = Question::Rule::Smallest;
    q.quantity = "pim.communication_s";
    const char* names[] = {"MA-SGD", "GA-SGD", "ADMM"};
    double values[3];
    for (int i = 0; i < 3; ++i) {
      q.options.push_back({names[i], {value(Param::PimAlgorithm, i)}, "", {}});
      Scenario one = sc;
      one.set(Param::PimAlgorithm, i);
      values[i] = evaluateQuantity(q.quantity, {&one}).value();
    }
    const auto a = computeAnswer(q, {&sc});
    QVERIFY(a);
    const int expected = int(std::min_element(values, values + 3) - values);
    QCOMPARE(int(*a->option), expected);
    QCOMPARE(a->text, std::string(names[expected]));
    QVERIFY(isCorrect(q, *a, expected));
    QVERIFY(!isCorrect(q, *a, (expected + 1) % 3));
    q.rule = Question::Rule::Largest;
    const auto b = computeAnswer(q, {&sc});
    QCOMPARE(int(*b->option), int(std::max_element(values, values + 3) - values));
  }

  void choiceCompareReadsTheDirection() {
    // FP64 → FP16 at N = 4096: does E rise, fall or stay? The step is at FP16, versus FP64.
    Scenario sc;
    sc.set(Param::N, 4096);
    sc.set(Param::TimelinePrecision, 2);
    Question q;
    q.kind = Question::Kind::Choice;
    q.rule = Question::Rule::Compare;
    q.quantity = "timeline.efficiency";
    q.versus = {value(Param::TimelinePrecision, 0)};
    q.options = {{"rises", {}, "higher", {}}, {"falls", {}, "lower", {}}, {"same", {}, "same", {}}};
    Scenario fp64 = sc;
    fp64.set(Param::TimelinePrecision, 0);
    const double e16 = evaluateQuantity(q.quantity, {&sc}).value();
    const double e64 = evaluateQuantity(q.quantity, {&fp64}).value();
    const auto a = computeAnswer(q, {&sc});
    QVERIFY(a);
    QCOMPARE(a->comparedValues.size(), std::size_t(2));
    const int expected = std::abs(e16 - e64) <= 0.01 * std::max(e16, e64) ? 2 : (e16 > e64 ? 0 : 1);
    QCOMPARE(int(*a->option), expected);
    q.options.pop_back();
    q.options.pop_back();  // only "rises": if the model says otherwise, the lesson is wrong
    if (expected != 0) {
      const auto missing = computeAnswer(q, {&sc});
      QVERIFY(!missing);
      QVERIFY(missing.error().find("no option means") != std::string::npos);
    }
  }

  void attemptsAsCsv() {
    LessonAttempt a{"amdahls-wall",
                    2,
                    "S on 1,024 cores, \"5 %\" serial?",
                    "20",
                    "19.6×",
                    20,
                    19.631901840490798,
                    "×",
                    "±5 %",
                    true,
                    "2024-05-01T10:00:00"};
    const std::string csv = attemptsCsv({a}, "Lovelace, Ada");
    QCOMPARE(csv, std::string("student,lesson,step,question,response,response_value,answer,"
                              "answer_value,unit,tolerance,correct,time\n"
                              "\"Lovelace, Ada\",amdahls-wall,2,\"S on 1,024 cores, \"\"5 %\"\" "
                              "serial?\",20,20,19.6×,"
                              "19.631901840490798,×,±5 %,yes,2024-05-01T10:00:00\n"));
  }
};

QTEST_APPLESS_MAIN(TestLessonAnswers)
#include "test_lesson_answers.moc"
