// A lesson's text in another language (model/lessons/lesson_translation.h): the text replaces
// the lesson's field by field and nothing else changes (sets, questions, answers); a field left
// out keeps the lesson's text; each schema error is refused with FILE:LINE:COLUMN and what was
// expected (lines and columns counted by hand below), a placeholder the lesson's text does not
// have, or one it has left out, among them.
#include <QTest>

#include "model/lessons/lesson_reader.h"
#include "model/lessons/lesson_translation.h"

using namespace scalescope::model;

namespace {

const char* const kLesson = R"({
  "format": "scalescope-lesson",
  "version": 1,
  "name": "four-cores",
  "title": "Four cores",
  "summary": "Speed-up on four cores.",
  "parameters": ["n", "serial_fraction"],
  "set": {"serial_fraction": 0.1},
  "steps": [
    {
      "title": "Predict",
      "text": ["10 % of the work is serial.", "We run on {n} cores."],
      "notes": "Ask first; it is {S}.",
      "set": {"n": 4},
      "question": {
        "type": "number",
        "prompt": "How much faster than one core?",
        "quantity": "S",
        "tolerance": {"relative": 0.1},
        "expect": 3.1,
        "explanation": "S = {S:2}, E = {E:%}."
      }
    },
    {
      "title": "Which is faster?",
      "question": {
        "type": "choice",
        "prompt": "Which runs faster?",
        "quantity": "S",
        "rule": "largest",
        "options": [
          {"id": "four", "label": "Four cores", "set": {"n": 4}},
          {"id": "eight", "label": "Eight cores", "set": {"n": 8}}
        ],
        "expect": "eight",
        "explanation": "More cores, more speed-up."
      }
    },
    {"title": "Done", "text": "That was it."}
  ]
})";

// Line numbers matter: the error cases patch this text and name the line they break.
const char* const kGerman = R"({
  "format": "scalescope-lesson-text",
  "version": 1,
  "lesson": "four-cores",
  "language": "de",
  "title": "Vier Kerne",
  "steps": [
    {
      "title": "Vorhersage",
      "text": ["10 % der Arbeit sind seriell.", "Wir rechnen auf {n} Kernen."],
      "notes": "Erst fragen; es ist {S}.",
      "question": {"prompt": "Wie viel schneller als ein Kern?", "explanation": "E = {E:%}, S = {S:2}."}
    },
    {
      "title": "Was ist schneller?",
      "question": {"options": ["Vier Kerne", "Acht Kerne"]}
    },
    {"title": "Fertig", "text": "Das war alles."}
  ]
})";

Lesson lesson() {
  auto l = readLessonText(kLesson, "four-cores.lesson.json");
  if (!l) qFatal("%s", l.error().c_str());
  return *l;
}

std::string patched(std::string_view from, std::string_view to) {
  std::string text = kGerman;
  const auto at = text.find(from);
  if (at == std::string::npos) qFatal("no '%s' in the text", std::string(from).c_str());
  text.replace(at, from.size(), to);
  return text;
}

}  // namespace

class TestLessonTranslation : public QObject {
  Q_OBJECT
 private slots:
  void theFileIsNamedBesideTheLesson() {
    QCOMPARE(lessonTextFileName("dir/amdahls-wall.lesson.json", "zh_CN"),
             std::string("dir/amdahls-wall.lesson.zh_CN.json"));
    QCOMPARE(lessonTextFileName(":/lessons/x.lesson.json", "de"),
             std::string(":/lessons/x.lesson.de.json"));
    QCOMPARE(lessonTextFileName("notes.json", "de"), std::string());
  }

  void theTextIsReplacedAndNothingElse() {
    const Lesson en = lesson();
    const auto de = translateLesson(en, kGerman, "four-cores.lesson.de.json", "de");
    QVERIFY2(de.ok(), de.ok() ? "" : de.error().c_str());
    QCOMPARE(de->title, std::string("Vier Kerne"));
    QCOMPARE(de->summary, std::string("Speed-up on four cores."));  // left out: as written
    QCOMPARE(de->steps[0].title, std::string("Vorhersage"));
    QCOMPARE(de->steps[0].text,
             std::string("10 % der Arbeit sind seriell.\n\nWir rechnen auf {n} Kernen."));
    QCOMPARE(de->steps[0].notes, std::string("Erst fragen; es ist {S}."));
    QCOMPARE(de->steps[0].question->prompt, std::string("Wie viel schneller als ein Kern?"));
    QCOMPARE(de->steps[0].question->explanation, std::string("E = {E:%}, S = {S:2}."));
    QCOMPARE(de->steps[1].question->options[0].label, std::string("Vier Kerne"));
    QCOMPARE(de->steps[1].question->options[1].label, std::string("Acht Kerne"));
    QCOMPARE(de->steps[1].question->explanation, std::string("More cores, more speed-up."));
    // What the steps set and ask is the lesson's: put the English text back and the two match.
    Lesson back = *de;
    back.title = en.title;
    back.steps[0].title = en.steps[0].title;
    back.steps[0].text = en.steps[0].text;
    back.steps[0].notes = en.steps[0].notes;
    back.steps[0].question->prompt = en.steps[0].question->prompt;
    back.steps[0].question->explanation = en.steps[0].question->explanation;
    back.steps[1].title = en.steps[1].title;
    back.steps[2].title = en.steps[2].title;
    back.steps[2].text = en.steps[2].text;
    for (std::size_t i = 0; i < 2; ++i)
      back.steps[1].question->options[i].label = en.steps[1].question->options[i].label;
    QVERIFY(back == en);
    QCOMPARE(de->steps[1].question->options[1].id, std::string("eight"));
  }

  void badInputNamesFileLineAndField_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("message");
    const QString file = "four-cores.lesson.de.json:";
    QTest::newRow("a lesson, not its text")
        << "scalescope-lesson-text"
        << "scalescope-lesson" << file + "2:13: format: expected \"scalescope-lesson-text\"";
    QTest::newRow("newer") << "\"version\": 1"
                           << "\"version\": 2"
                           << file +
                                  "3:14: version: version 2 is newer than this ScaleScope "
                                  "reads (1): update ScaleScope";
    QTest::newRow("another lesson") << "\"four-cores\""
                                    << "\"amdahls-wall\""
                                    << file +
                                           "4:13: lesson: this text is for the lesson "
                                           "'amdahls-wall', not 'four-cores'";
    QTest::newRow("another language") << "\"de\""
                                      << "\"fr\""
                                      << file +
                                             "5:15: language: expected \"de\", as the file "
                                             "is named";
    QTest::newRow("unknown key") << "\"title\": \"Vier Kerne\""
                                 << "\"titel\": \"Vier Kerne\""
                                 << file +
                                        "6:12: unknown key 'titel' (expected one of: format, "
                                        "version, lesson, language, title, summary, source, "
                                        "steps)";
    QTest::newRow("a step less")
        << ",\n    {\"title\": \"Fertig\", \"text\": \"Das war alles.\"}"
        << ""
        << file +
               "7:12: steps: expected an array of 3 steps, one per step of the lesson, in "
               "its order";
    QTest::newRow("a placeholder the lesson has not")
        << "auf {n} Kernen"
        << "auf {n} Kernen mit {E}"
        << file + "10:15: steps[1].text: {E} is not in the lesson's text";
    QTest::newRow("a quantity the model has not")
        << "auf {n} Kernen"
        << "auf {N} Kernen"
        << file +
               "10:15: steps[1].text: {N}: 'N' is not a quantity "
               "(resources/lessons/README.md lists them)";
    QTest::newRow("a placeholder left out") << "es ist {S}."
                                            << "es ist viel."
                                            << file +
                                                   "11:16: steps[1].notes: {S} of the "
                                                   "lesson's text is missing";
    QTest::newRow("another form of the same value")
        << "E = {E:%}"
        << "E = {E}"
        << file + "12:81: steps[1].question.explanation: {E:%} of the lesson's text is missing";
    QTest::newRow("a malformed placeholder")
        << "Erst fragen; es ist {S}."
        << "Erst fragen; es ist {S."
        << file + "11:16: steps[1].notes: offset 20: '{' without '}' (write {{ for a brace)";
    QTest::newRow("text the lesson has not")
        << "\"title\": \"Was ist schneller?\","
        << "\"title\": \"Was ist schneller?\", \"text\": \"Neu.\","
        << file + "15:46: steps[2].text: the lesson has no such text to translate";
    QTest::newRow("an empty text") << "\"Vorhersage\""
                                   << "\" \""
                                   << file +
                                          "9:16: steps[1].title: expected the translated "
                                          "text, found an empty string";
    QTest::newRow("an option less") << "[\"Vier Kerne\", \"Acht Kerne\"]"
                                    << "[\"Vier Kerne\"]"
                                    << file +
                                           "16:31: steps[2].question.options: expected an "
                                           "array of 2 labels, one per option of the "
                                           "lesson, in its order";
    QTest::newRow("a question the step has not")
        << "\"Fertig\","
        << "\"Fertig\", \"question\": {},"
        << file + "18:37: steps[3].question: the lesson's step asks no question";
  }
  void badInputNamesFileLineAndField() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, message);
    const auto de = translateLesson(lesson(), patched(from.toStdString(), to.toStdString()),
                                    "four-cores.lesson.de.json", "de");
    QVERIFY(!de.ok());
    QCOMPARE(QString::fromStdString(de.error()), message);
  }
};

QTEST_APPLESS_MAIN(TestLessonTranslation)
#include "test_lesson_translation.moc"
