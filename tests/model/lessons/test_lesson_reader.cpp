// The lesson reader: a full lesson read back field by field, every schema error refused with
// FILE:LINE:COLUMN and what was expected, write → read → write giving the same text, and the
// scenario of each step built from the defaults and the steps before it.
#include <QTest>
#include <algorithm>
#include <optional>

#include "model/core/parameter_table.h"
#include "model/lessons/lesson_check.h"
#include "model/lessons/lesson_reader.h"
#include "model/lessons/lesson_text.h"
#include "model/lessons/lesson_writer.h"
#include "model/lessons/quantities.h"

using namespace scalescope::model;

namespace {

// Line numbers matter: the error cases below patch this text and name the line they break.
const char* const kLesson = R"({
  "format": "scalescope-lesson",
  "version": 1,
  "name": "test-lesson",
  "title": "A test",
  "summary": ["One.", "Two."],
  "order": 3,
  "parameters": ["n", "serial_fraction"],
  "set": {"serial_fraction": 0.05},
  "steps": [
    {
      "title": "First", "notes": "Say {S}.",
      "text": "E is {E} at {n}.",
      "set": {"n": 1024, "timeline.precision": "fp16", "timeline.accelerator": false},
      "views": ["surface", "scaling"],
      "maximise": "scaling",
      "camera": "top",
      "highlight": {"curve": "amdahl"},
      "formula": "amdahl",
      "question": {
        "type": "number",
        "prompt": "S on {n} cores?",
        "quantity": "S",
        "tolerance": {"relative": 0.1},
        "reveal": "scaling",
        "explanation": "S = {S}."
      }
    },
    {
      "title": "Second",
      "system": {"name": "Piz Daint", "list": "2016-11", "later_list": "2017-06"},
      "set_from": {"serial_fraction": "system.serial_fraction", "n": "system.cores"},
      "highlight": {"system": "Piz Daint", "list": "2016-11"},
      "question": {
        "type": "choice",
        "prompt": "Which?",
        "quantity": "pim.communication_s",
        "rule": "smallest",
        "options": [{"label": "MA", "set": {"pim.algorithm": "ma-sgd"}},
                    {"label": "ADMM", "set": {"pim.algorithm": "admm"}}]
      }
    },
    {
      "title": "Third",
      "question": {
        "type": "slider",
        "prompt": "Drag N until E < 0.5",
        "quantity": "E",
        "parameter": "n",
        "threshold": 0.5,
        "direction": "below",
        "tolerance": {"factor": 1.5}
      }
    }
  ]
}
)";

QString replaced(const char* from, const char* to) {
  QString text = QString::fromUtf8(kLesson);
  if (!text.contains(QString::fromUtf8(from))) qFatal("test text lacks %s", from);
  return text.replace(QString::fromUtf8(from), QString::fromUtf8(to));
}

/// kLesson with an "expect" on each question and ids on the choice's options.
QString withExpects() {
  QString text = replaced("\"tolerance\": {\"relative\": 0.1},",
                          "\"tolerance\": {\"relative\": 0.1}, \"expect\": 19.6,");
  for (const auto& [from, to] :
       {std::pair<const char*, const char*>{"{\"label\": \"MA\",",
                                            "{\"id\": \"ma\", \"label\": \"MA\","},
        {"{\"label\": \"ADMM\",", "{\"id\": \"admm\", \"label\": \"ADMM\","},
        {"\"rule\": \"smallest\",", "\"rule\": \"smallest\", \"expect\": \"admm\","},
        {"\"direction\": \"below\",", "\"direction\": \"below\", \"expect\": 21,"}})
    text.replace(QString::fromUtf8(from), QString::fromUtf8(to));
  return text;
}

}  // namespace

class TestLessonReader : public QObject {
  Q_OBJECT
 private slots:
  void readsEveryField() {
    const auto r = readLessonText(kLesson, "t.lesson.json");
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    const Lesson& l = *r;
    QCOMPARE(l.name, std::string("test-lesson"));
    QCOMPARE(l.summary, std::string("One.\n\nTwo."));
    QCOMPARE(l.order, 3);
    QCOMPARE(l.parameters, (std::vector<Param>{Param::N, Param::SerialFraction}));
    QCOMPARE(l.steps.size(), std::size_t(3));
    const LessonStep& s = l.steps[0];
    QCOMPARE(s.set.size(), std::size_t(3));
    QCOMPARE(s.set[1].param, Param::TimelinePrecision);
    QCOMPARE(s.set[1].value, 2.0);  // fp64, fp32, fp16, int8
    QCOMPARE(s.set[1].at.line, 14);
    QCOMPARE(s.set[2].value, 0.0);
    QCOMPARE(s.views, (std::vector<LessonView>{LessonView::Surface, LessonView::Scaling}));
    QCOMPARE(*s.maximise, LessonView::Scaling);
    QCOMPARE(*s.camera, LessonCamera::Top);
    QCOMPARE(s.highlight.kind, Highlight::Kind::Curve);
    // A roof of the roofline: the kind, and the id as written.
    const auto roof = readLessonText(
        replaced("{\"curve\": \"amdahl\"}", "{\"roof\": \"cpu-to-dpu\"}").toStdString(),
        "t.lesson.json");
    QVERIFY2(roof.ok(), roof.ok() ? "" : roof.error().c_str());
    QCOMPARE(roof->steps[0].highlight.kind, Highlight::Kind::Roof);
    QCOMPARE(roof->steps[0].highlight.target, std::string("cpu-to-dpu"));
    QCOMPARE(s.question->kind, Question::Kind::Number);
    QCOMPARE(s.question->tolerance.amount, 0.1);
    QCOMPARE(*s.question->reveal, LessonView::Scaling);
    QCOMPARE(s.question->at.line, 20);
    const LessonStep& s2 = l.steps[1];
    QCOMPARE(s2.system->laterList, std::string("2017-06"));
    QCOMPARE(s2.highlight.list, std::string("2016-11"));
    QCOMPARE(s2.question->options.size(), std::size_t(2));
    QCOMPARE(s2.question->options[1].set.front().value, 2.0);  // admm
    QCOMPARE(l.steps[2].question->parameter, Param::N);
    QCOMPARE(l.steps[2].question->tolerance.kind, Tolerance::Kind::Factor);
    QCOMPARE(questionCount(l), std::size_t(3));
  }

  void readsExpect() {
    const auto r = readLessonText(withExpects().toStdString(), "t.lesson.json");
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    const Question& number = *r->steps[0].question;
    QVERIFY(number.expect.has_value());
    QCOMPARE(number.expect->value, 19.6);
    QCOMPARE(number.expect->at, (SourcePos{24, 51}));
    const Question& choice = *r->steps[1].question;
    QCOMPARE(choice.options[0].id, std::string("ma"));
    QCOMPARE(optionId(choice.options[1]), std::string("admm"));
    QCOMPARE(choice.expect->option, std::string("admm"));
    QCOMPARE(optionIndex(choice, "admm"), std::optional<std::size_t>(1));
    QVERIFY(!optionIndex(choice, "ga"));
    QCOMPARE(r->steps[2].question->expect->value, 21.0);
    // Without "expect" there is none; the lesson reads as before.
    const Lesson plain = readLessonText(kLesson, "t.lesson.json").value();
    QVERIFY(!plain.steps[0].question->expect);
    QVERIFY(plain.steps[1].question->options[0].id.empty());
    // Written and read back unchanged.
    const std::string once = lessonJson(*r);
    QVERIFY(once.find("\"expect\": \"admm\"") != std::string::npos);
    QVERIFY(once.find("\"id\": \"ma\"") != std::string::npos);
    const auto again = readLessonText(once, "again.lesson.json");
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().c_str());
    QCOMPARE(lessonJson(*again), once);
    QCOMPARE(again->steps[1].question->expect->option, std::string("admm"));
    QCOMPARE(again->steps[0].question->expect->value, 19.6);
  }

  void compareOptionsAreNamedByWhatTheyMean() {
    const char* lesson = R"({"format": "scalescope-lesson", "version": 1, "title": "C",
  "steps": [{"title": "One", "set": {"n": 2048},
    "question": {"type": "choice", "prompt": "E?", "quantity": "E", "rule": "compare",
      "versus": {"n": 1024}, "expect": "lower",
      "options": [{"label": "up", "means": "higher"}, {"label": "down", "means": "lower"}]}}]})";
    const auto r = readLessonText(lesson, "c.lesson.json");
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    QCOMPARE(optionIndex(*r->steps[0].question, "lower"), std::optional<std::size_t>(1));
    // An id of its own overrides the means, and two options may not share one.
    QString clash = QString::fromUtf8(lesson);
    clash.replace("{\"label\": \"up\",", "{\"id\": \"lower\", \"label\": \"up\",");
    const auto bad = readLessonText(clash.toStdString(), "c.lesson.json");
    QVERIFY(!bad.ok());
    QVERIFY2(QString::fromStdString(bad.error())
                 .startsWith("c.lesson.json:5:70: steps[1].question.options[2]: two options have "
                             "the id 'lower'"),
             bad.error().c_str());
  }

  void expectIsCheckedAgainstTheModel() {
    // S(1024) at 5 % serial work: 1/(0.05 + 0.95/1024) = 19.636; the slider's crossing
    // E = 1/2 at N = (1 + 0.05)/0.05 = 21 (the first whole N below it, 22, is within the
    // question's tolerance of the expect 21); the choice needs PIM: ADMM communicates least.
    DatasetCollection data;
    QString text = withExpects();
    Lesson l = readLessonText(text.toStdString(), "t.lesson.json").value();
    l.steps[1].setFrom.clear();  // no TOP500 data here: keep the step's own scenario
    LessonCheck check = checkLesson(l, data);
    QVERIFY2(check.problems().empty(), check.problems().empty() ? "" : check.problems()[0].c_str());
    QCOMPARE(check.questions.size(), std::size_t(3));
    for (const auto& q : check.questions) {
      QVERIFY(q.expect.has_value());
      QVERIFY(q.agrees);
    }
    QCOMPARE(check.questions[1].answerId, std::string("admm"));
    const std::string json = questionCheckJson(check.questions[0]);
    QVERIFY2(json.find("\"expect\": 19.6, \"agrees\": true") != std::string::npos, json.c_str());
    QVERIFY(questionCheckJson(check.questions[1]).find("\"answer_id\": \"admm\"") !=
            std::string::npos);
    // An author who expected 25 (outside ±10 % of 19.6) or MA-SGD is told where and why.
    l.steps[0].question->expect->value = 25;
    l.steps[1].question->expect->option = "ma";
    check = checkLesson(l, data);
    QCOMPARE(check.problems().size(), std::size_t(2));
    QVERIFY2(QString::fromStdString(check.problems()[0])
                 .startsWith("t.lesson.json:24:51: test-lesson step 1 question.expect: the lesson "
                             "expects '25×' but the model answers '19.6×' (tolerance ±10 %)"),
             check.problems()[0].c_str());
    QVERIFY2(QString::fromStdString(check.problems()[1])
                 .startsWith("t.lesson.json:38:39: test-lesson step 2 question.expect: the lesson "
                             "expects 'ma' (MA) but the model answers 'admm' (ADMM)"),
             check.problems()[1].c_str());
    QVERIFY(!check.questions[0].agrees);
    QVERIFY(questionCheckJson(check.questions[0]).find("\"agrees\": false") != std::string::npos);
    // Without "expect" the JSON says null and nothing is checked.
    const Lesson plain = readLessonText(kLesson, "t.lesson.json").value();
    const auto noExpect = checkLesson(plain, data);
    QVERIFY(questionCheckJson(noExpect.questions[0]).find("\"expect\": null") != std::string::npos);
  }

  void stepScenariosBuildOnEachOther() {
    const Lesson l = readLessonText(kLesson, "t.lesson.json").value();
    const Scenario first = stepScenario(l, 0), third = stepScenario(l, 2);
    QCOMPARE(first.get(Param::SerialFraction), 0.05);  // the lesson's own set
    QCOMPARE(first.get(Param::N), 1024.0);
    QCOMPARE(third, first);  // later steps set nothing: they keep what came before
    Scenario defaults;
    QCOMPARE(stepScenario(l, 0).differences(defaults).size(), std::size_t(4));
  }

  void setFromReadsTheData() {
    const Lesson l = readLessonText(kLesson, "t.lesson.json").value();
    QCOMPARE(l.steps[1].setFrom.size(), std::size_t(2));
    DatasetCollection data;
    Top500Entry e;
    e.system = "Piz Daint";
    e.list = "2016-11";
    e.cores = 206720;
    e.rmaxTflops = 9779.0;
    e.rpeakTflops = 15988.0;
    data.top500 = {e};
    const Scenario withData = stepScenario(l, 1, &data);
    QCOMPARE(withData.get(Param::N), 206720.0);
    QCOMPARE(withData.get(Param::SerialFraction), (15988.0 / 9779.0 - 1.0) / 206719.0);
    // Without the data the step keeps what came before, and the check names the line.
    QCOMPARE(stepScenario(l, 1).get(Param::N), 1024.0);
    const LessonCheck check = checkLesson(l, DatasetCollection{});
    QVERIFY(!check.problems().empty());
    QVERIFY2(
        QString::fromStdString(check.problems().front())
            .startsWith("t.lesson.json:32:39: step 2 set_from serial_fraction: no TOP500 entry"),
        check.problems().front().c_str());
  }

  void aUnitWrittenAfterAValueThatHasItIsAProblem() {
    // {pim.dpus} is "2,048 DPUs": "{pim.dpus} DPUs" would read "2,048 DPUs DPUs".
    QString text = QString::fromUtf8(kLesson);
    text.replace("E is {E} at {n}.", "E is {E} on {pim.dpus} DPUs, not {pim.dpus} DPUsX.");
    const Lesson l = readLessonText(text.toStdString(), "t.lesson.json").value();
    DatasetCollection data;
    const Scenario scenario = stepScenario(l, 0, &data);
    const std::string shown = interpolate(l.steps[0].text, stepContext(l, 0, scenario, &data));
    QVERIFY2(shown.find("DPUs DPUs") != std::string::npos, shown.c_str());
    const std::vector<std::string> problems = checkLesson(l, data).problems();
    const auto unit = std::find_if(problems.begin(), problems.end(), [](const auto& p) {
      return p.find("followed by its unit") != std::string::npos;
    });
    QVERIFY(unit != problems.end());
    QVERIFY2(QString::fromStdString(*unit).startsWith(
                 "t.lesson.json:11:5: step 1 text: {pim.dpus} is followed by its unit 'DPUs'"),
             unit->c_str());
    // Once only: "DPUsX" is another word.
    QCOMPARE(std::count_if(problems.begin(), problems.end(),
                           [](const auto& p) { return p.find("its unit") != std::string::npos; }),
             1);
  }

  void writeReadWriteIsStable() {
    const Lesson l = readLessonText(kLesson, "t.lesson.json").value();
    const std::string once = lessonJson(l);
    const auto again = readLessonText(once, "again.lesson.json");
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().c_str());
    QCOMPARE(lessonJson(*again), once);
    QCOMPARE(again->steps[1].question->options[0].label, std::string("MA"));
    QCOMPARE(again->steps[0].notes, std::string("Say {S}."));
  }

  void aSystemMayNameThePeakItIsReadAgainst() {
    // The list's peak unless the step says otherwise; a writer keeps what was read.
    QVERIFY(readLessonText(kLesson, "t.lesson.json").value().steps[1].system->peak ==
            PeakBasis::List);
    const auto r = readLessonText(replaced("\"later_list\": \"2017-06\"}",
                                           "\"later_list\": \"2017-06\", \"peak\": \"matrix\"}")
                                      .toStdString(),
                                  "t.lesson.json");
    QVERIFY2(r.ok(), r.ok() ? "" : r.error().c_str());
    QVERIFY(r->steps[1].system->peak == PeakBasis::Matrix);
    const std::string json = lessonJson(*r);
    QVERIFY(json.find("\"peak\": \"matrix\"") != std::string::npos);
    QVERIFY(readLessonText(json, "again.lesson.json").value().steps[1].system->peak ==
            PeakBasis::Matrix);
  }

  void newStepFromTheCurrentScenario() {
    const Lesson l = readLessonText(kLesson, "t.lesson.json").value();
    Scenario current = stepScenario(l, 2);
    current.set(Param::N, 4096);
    current.set(Param::TimelinePrecision, 0);
    const Lesson more = withStepFromScenario(l, current, "Mine", "My text");
    QCOMPARE(more.steps.size(), std::size_t(4));
    QCOMPARE(more.steps.back().set.size(), std::size_t(2));
    QCOMPARE(stepScenario(more, 3), current);
    const auto back = readLessonText(lessonJson(more), "more.lesson.json");
    QVERIFY(back.ok());
    QCOMPARE(stepScenario(*back, 3), current);
  }

  void names() {
    QCOMPARE(lessonNameFromPath("/a/b/amdahls-wall.lesson.json"), std::string("amdahls-wall"));
    QCOMPARE(lessonNameFromPath("x.json"), std::string("x"));
    QVERIFY(isLessonName("pim-star_2"));
    QVERIFY(!isLessonName("-x"));
    QVERIFY(!isLessonName("Amdahl"));
    QVERIFY(!isLessonName("a b"));
    QVERIFY(!isLessonName(std::string(65, 'a')));
    // Without "name" the file names the lesson.
    const auto r = readLessonText(replaced("  \"name\": \"test-lesson\",\n", "").toStdString(),
                                  "dir/from-file.lesson.json");
    QVERIFY(r.ok());
    QCOMPARE(r->name, std::string("from-file"));
  }

  void schemaErrors_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("not json") << "{\"format\": "
                              << "t.lesson.json:1:12: expected a JSON value";
    QTest::newRow("not an object") << "[1]"
                                   << "t.lesson.json:1:1: expected an object, found an array";
    QTest::newRow("wrong format") << replaced("\"scalescope-lesson\"", "\"lesson\"")
                                  << "t.lesson.json:2:13: format: expected \"scalescope-lesson\"";
    QTest::newRow("newer version") << replaced("\"version\": 1", "\"version\": 2")
                                   << "t.lesson.json:3:14: version: version 2 is newer than this "
                                      "ScaleScope reads (1): update ScaleScope";
    QTest::newRow("version beyond int") << replaced("\"version\": 1", "\"version\": 3.3e53")
                                        << "t.lesson.json:3:14: version: expected 1";
    QTest::newRow("unknown top key") << replaced("\"order\": 3", "\"oder\": 3")
                                     << "t.lesson.json:7:11: unknown key 'oder' (expected one of:";
    QTest::newRow("bad name") << replaced("\"test-lesson\"", "\"Test Lesson\"")
                              << "t.lesson.json:4:11: name: expected lower-case letters";
    QTest::newRow("no steps") << replaced("\"steps\": [", "\"stepz\": [")
                              << "t.lesson.json:10:12: unknown key 'stepz'";
    QTest::newRow("unknown parameter") << replaced("{\"n\": 1024,", "{\"nn\": 1024,")
                                       << "t.lesson.json:14:21: steps[1].set: 'nn' is not a "
                                          "parameter id";
    QTest::newRow("out of range")
        << replaced("{\"n\": 1024,", "{\"n\": 0,")
        << "t.lesson.json:14:20: steps[1].set: n: 0 is outside [1, 1e+10]";
    QTest::newRow("bad choice")
        << replaced("\"fp16\"", "\"fp12\"")
        << "t.lesson.json:14:48: steps[1].set: timeline.precision: 'fp12' is "
           "not one of fp64|fp32|fp16|int8";
    QTest::newRow("toggle as number")
        << replaced("\"timeline.accelerator\": false", "\"timeline.accelerator\": 0")
        << "t.lesson.json:14:80: steps[1].set: timeline.accelerator: "
           "expected true or false, found a number";
    QTest::newRow("bad view") << replaced("[\"surface\", \"scaling\"]", "[\"surfaces\"]")
                              << "t.lesson.json:15:17: steps[1].views: 'surfaces' is not a view";
    QTest::newRow("maximise not shown")
        << replaced("\"maximise\": \"scaling\"", "\"maximise\": \"pim\"")
        << "t.lesson.json:16:19: steps[1].maximise: expected one "
           "of the step's \"views\"";
    QTest::newRow("bad camera") << replaced("\"top\"", "\"above\"")
                                << "t.lesson.json:17:17: steps[1].camera: expected 3d, top";
    QTest::newRow("bad curve") << replaced("{\"curve\": \"amdahl\"}", "{\"curve\": \"amdal\"}")
                               << "t.lesson.json:18:30: steps[1].highlight.curve: expected amdahl|";
    QTest::newRow("bad roof")
        << replaced("{\"curve\": \"amdahl\"}", "{\"roof\": \"attic\"}")
        << "t.lesson.json:18:29: steps[1].highlight.roof: expected dpu-pipeline|dpu-multiply|mram|"
           "cpu-to-dpu|dpu-to-cpu|host-averaging|cpu-peak|dram|gpu-peak|hbm|pcie";
    QTest::newRow("two highlights")
        << replaced("{\"curve\": \"amdahl\"}", "{\"curve\": \"amdahl\", \"bar\": \"admm\"}")
        << "t.lesson.json:18:20: steps[1].highlight: expected exactly one";
    QTest::newRow("bad formula") << replaced("\"formula\": \"amdahl\"", "\"formula\": \"amdal\"")
                                 << "t.lesson.json:19:18: steps[1].formula: expected amdahl,";
    QTest::newRow("unknown quantity")
        << replaced("\"quantity\": \"S\"", "\"quantity\": \"Speedup\"")
        << "t.lesson.json:23:21: steps[1].question.quantity: "
           "'Speedup' is not a quantity";
    QTest::newRow("unknown placeholder") << replaced("E is {E} at {n}.", "E is {Eff}.")
                                         << "t.lesson.json:13:15: steps[1].text: {Eff}: 'Eff' is "
                                            "not a quantity";
    QTest::newRow("unclosed placeholder") << replaced("E is {E} at {n}.", "E is {E at n.")
                                          << "t.lesson.json:13:15: steps[1].text: offset 5: '{' "
                                             "without '}'";
    QTest::newRow("system quantity without system")
        << replaced("\"quantity\": \"S\"", "\"quantity\": \"system.cores\"")
        << "t.lesson.json:23:21: steps[1].question.quantity: 'system.cores' reads the step's "
           "\"system\"";
    QTest::newRow("no tolerance") << replaced("\"tolerance\": {\"relative\": 0.1},", "")
                                  << "t.lesson.json:20:19: steps[1].question: expected a key "
                                     "'tolerance'";
    QTest::newRow("negative tolerance") << replaced("{\"relative\": 0.1}", "{\"relative\": -1}")
                                        << "t.lesson.json:24:35: steps[1].question.tolerance: "
                                           "relative: expected a fraction in (0, 10]";
    QTest::newRow("factor below one")
        << replaced("{\"factor\": 1.5}", "{\"factor\": 0.5}")
        << "t.lesson.json:52:33: steps[3].question.tolerance: factor: "
           "expected a number in (1, 1000]";
    QTest::newRow("bad type") << replaced("\"type\": \"number\"", "\"type\": \"essay\"")
                              << "t.lesson.json:21:17: steps[1].question.type: expected number, "
                                 "choice or slider";
    QTest::newRow("one option") << replaced(
                                       ",\n                    {\"label\": \"ADMM\", \"set\": "
                                       "{\"pim.algorithm\": \"admm\"}}",
                                       "")
                                << "t.lesson.json:39:20: steps[2].question.options: expected an "
                                   "array of at least two options";
    QTest::newRow("option without set") << replaced(
                                               "{\"label\": \"MA\", \"set\": {\"pim.algorithm\": "
                                               "\"ma-sgd\"}}",
                                               "{\"label\": \"MA\"}")
                                        << "t.lesson.json:39:21: steps[2].question.options[1]: "
                                           "expected a key 'set'";
    QTest::newRow("slider on a choice")
        << replaced("\"parameter\": \"n\"", "\"parameter\": \"pim.algorithm\"")
        << "t.lesson.json:49:22: steps[3].question.parameter: "
           "expected a parameter with a slider";
    QTest::newRow("unknown quantity in the notes")
        << replaced("\"notes\": \"Say {S}.\"", "\"notes\": \"Say {nope}.\"")
        << "t.lesson.json:12:34: steps[1].notes: {nope}: 'nope' is not a quantity";
    // Presenter mode shows only the lesson's "parameters": a slider to drag must be one.
    QTest::newRow("slider not among the parameters")
        << replaced("\"parameters\": [\"n\", \"serial_fraction\"]",
                    "\"parameters\": [\"serial_fraction\"]")
        << "t.lesson.json:49:22: steps[3].question.parameter: 'n' is not among the lesson's "
           "\"parameters\": presenter mode would not show its slider";
    QTest::newRow("bad direction")
        << replaced("\"direction\": \"below\"", "\"direction\": \"down\"")
        << "t.lesson.json:51:22: steps[3].question.direction: expected "
           "below or above";
    QTest::newRow("bad list") << replaced("\"list\": \"2016-11\", \"later_list\"",
                                          "\"list\": \"Nov 2016\", \"later_list\"")
                              << "t.lesson.json:31:47: steps[2].system.list: expected a list "
                                 "edition YYYY-MM";
    QTest::newRow("later list earlier")
        << replaced("\"later_list\": \"2017-06\"", "\"later_list\": \"2013-11\"")
        << "t.lesson.json:31:72: steps[2].system.later_list: "
           "expected a list edition YYYY-MM later than 2016-11";
    QTest::newRow("bad peak") << replaced("\"later_list\": \"2017-06\"}",
                                          "\"later_list\": \"2017-06\", \"peak\": \"tensor\"}")
                              << "t.lesson.json:31:91: steps[2].system.peak: expected list, "
                                 "vector or matrix";
    QTest::newRow("duplicate key")
        << replaced("\"title\": \"First\",", "\"title\": \"First\", \"title\": \"Again\",")
        << "t.lesson.json:12:16: steps[1]: key 'title' given twice";
    QTest::newRow("expect text on a number")
        << replaced("\"tolerance\": {\"relative\": 0.1},",
                    "\"tolerance\": {\"relative\": 0.1}, \"expect\": \"many\",")
        << "t.lesson.json:24:51: steps[1].question.expect: expected a number: the value of the "
           "quantity asked";
    QTest::newRow("expect an option without ids")
        << replaced("\"options\": [", "\"expect\": \"ma\", \"options\": [")
        << "t.lesson.json:39:19: steps[2].question.expect: 'ma' is not an option's id: give the "
           "options an \"id\"";
    QTest::newRow("expect a number on a choice")
        << replaced("\"rule\": \"smallest\",", "\"rule\": \"smallest\", \"expect\": 1,")
        << "t.lesson.json:38:39: steps[2].question.expect: expected the id of an option; give "
           "the options an \"id\"";
    QTest::newRow("expect an unknown option")
        << withExpects().replace("\"expect\": \"admm\"", "\"expect\": \"gd\"")
        << "t.lesson.json:38:39: steps[2].question.expect: 'gd' is not an option's id "
           "(ma|admm)";
    QTest::newRow("expect outside the slider")
        << replaced("\"direction\": \"below\",", "\"direction\": \"below\", \"expect\": 0,")
        << "t.lesson.json:51:41: steps[3].question.expect: n: 0 is outside [1, 1e+10]";
    QTest::newRow("bad option id")
        << replaced("{\"label\": \"MA\",", "{\"id\": \"MA\", \"label\": \"MA\",")
        << "t.lesson.json:39:28: steps[2].question.options[1].id: expected lower-case letters";
    QTest::newRow("two options, one id")
        << withExpects().replace("\"id\": \"admm\"", "\"id\": \"ma\"")
        << "t.lesson.json:40:28: steps[2].question.options[2]: two options have the id 'ma'";
    QTest::newRow("two values") << QString::fromUtf8(kLesson) + "{}"
                                << "t.lesson.json:57:1: expected one lesson object";
    QTest::newRow("empty") << ""
                           << "t.lesson.json:1:1: expected JSON";
  }
  void schemaErrors() {
    QFETCH(QString, text);
    QFETCH(QString, message);
    const auto r = readLessonText(text.toStdString(), "t.lesson.json");
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.error()).startsWith(message), r.error().c_str());
  }
};

QTEST_APPLESS_MAIN(TestLessonReader)
#include "test_lesson_reader.moc"
