// The lecture file reader: a lecture read back entry by entry, each schema error refused with
// FILE:LINE:COLUMN and what was expected (lines and columns counted by hand below), a newer
// version refused with the advice to update, and write → read giving the same lecture.
#include <QTest>

#include "model/lessons/lecture_file.h"

using namespace scalescope::model;

namespace {

// Line numbers matter: the error cases patch this text and name the line they break.
const char* const kLecture = R"({
  "format": "scalescope-lecture",
  "version": 1,
  "title": "Limits of scaling",
  "lessons": ["amdahls-wall", "gustafsons-answer", "cluster/run.lesson.json"]
})";

std::string patched(std::string_view from, std::string_view to) {
  std::string text = kLecture;
  const auto at = text.find(from);
  if (at == std::string::npos) qFatal("no '%s' in the lecture", std::string(from).c_str());
  text.replace(at, from.size(), to);
  return text;
}

}  // namespace

class TestLectureFile : public QObject {
  Q_OBJECT
 private slots:
  void aLectureIsReadInOrder() {
    const auto lecture = readLectureText(kLecture, "talk.lecture.json");
    QVERIFY2(lecture.ok(), lecture.ok() ? "" : lecture.error().c_str());
    QCOMPARE(lecture->title, std::string("Limits of scaling"));
    QCOMPARE(lecture->lessons, (std::vector<std::string>{"amdahls-wall", "gustafsons-answer",
                                                         "cluster/run.lesson.json"}));
  }

  void badInputNamesFileLineAndField_data() {
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("message");
    // Columns by hand: line 5 is `  "lessons": [...]`, its array opens at column 14, the first
    // entry at 15 (entries are counted from 1, as steps are); line 4's value at column 12.
    QTest::newRow("not a lecture") << "scalescope-lecture"
                                   << "scalescope-lesson"
                                   << "talk.lecture.json:2:13: format: expected "
                                      "\"scalescope-lecture\"";
    QTest::newRow("newer") << "\"version\": 1"
                           << "\"version\": 2"
                           << "talk.lecture.json:3:14: version: version 2 is newer than this "
                              "ScaleScope reads (1): update ScaleScope";
    QTest::newRow("no lessons") << "[\"amdahls-wall\", \"gustafsons-answer\", "
                                   "\"cluster/run.lesson.json\"]"
                                << "[]"
                                << "talk.lecture.json:5:14: lessons: expected an array of 1 to "
                                   "100 lesson names or lesson files";
    QTest::newRow("a number") << "\"amdahls-wall\""
                              << "3"
                              << "talk.lecture.json:5:15: lessons[1]: expected a string, found "
                                 "a number";
    QTest::newRow("empty") << "\"amdahls-wall\""
                           << "\"\""
                           << "talk.lecture.json:5:15: lessons[1]: expected a non-empty string";
    QTest::newRow("control") << "\"amdahls-wall\""
                             << "\"a\\u0007b\""
                             << "talk.lecture.json:5:15: lessons[1]: expected a lesson name or "
                                "file, found a control character";
    QTest::newRow("unknown key") << "\"title\""
                                 << "\"titel\""
                                 << "talk.lecture.json:4:12: unknown key 'titel' (expected one "
                                    "of: format, version, title, lessons)";
  }

  void badInputNamesFileLineAndField() {
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, message);
    const auto lecture =
        readLectureText(patched(from.toStdString(), to.toStdString()), "talk.lecture.json");
    QVERIFY(!lecture.ok());
    QVERIFY2(QString::fromStdString(lecture.error()).startsWith(message), lecture.error().c_str());
  }

  void aSecondValueIsRefused() {
    const auto lecture = readLectureText(std::string(kLecture) + "\n{}", "talk.lecture.json");
    QVERIFY(!lecture.ok());
    QVERIFY2(lecture.error().rfind("talk.lecture.json:7:1:", 0) == 0, lecture.error().c_str());
  }

  void writtenLecturesReadBack() {
    const Lecture lecture{"Übung \"1\" — 学",
                          {"amdahls-wall", "a folder/with \\ and \"quotes\".lesson.json"}};
    const std::string text = writeLecture(lecture);
    const auto again = readLectureText(text, "w.lecture.json");
    QVERIFY2(again.ok(), again.ok() ? "" : again.error().c_str());
    QVERIFY(*again == lecture);
    // Without a title the key is left out.
    QVERIFY(writeLecture({"", {"x"}}).find("title") == std::string::npos);
  }
};

QTEST_APPLESS_MAIN(TestLectureFile)
#include "test_lecture_file.moc"
