// The lesson modes of the command line, run on the built program without a display:
// --list-lessons (name first, title, steps), --check-lessons (one JSON object per question with
// the model's answer; exit 3 naming file, line and column of an invalid lesson), and
// --export-lesson (a PDF without a window; the 3D figures need an X server, which is said);
// the lessons' translations (checked, listed and exported in German and Chinese).
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "test_files.h"

namespace {

struct Run {
  int exitCode = -1;
  QString out, err;
};

Run runProgram(const QStringList& arguments, bool display = false) {
  QProcess p;
  QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
  if (!display)
    for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"}) env.remove(name);
  // Lessons of the user's folder would join the built-in ones: point it at nothing.
  env.insert("XDG_DATA_HOME", QDir::tempPath() + "/scalescope-test-no-lessons");
  env.insert("XDG_CONFIG_HOME", QDir::tempPath() + "/scalescope-test-no-lessons");
  p.setProcessEnvironment(env);
  p.start(QStringLiteral(SCALESCOPE_BINARY_DIR "/app/scalescope"), arguments);
  if (!p.waitForFinished(120000)) return {};
  return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
          QString::fromUtf8(p.readAllStandardOutput()),
          QString::fromUtf8(p.readAllStandardError())};
}

const QStringList kBuiltIn = {
    "amdahls-wall",          "gustafsons-answer", "reading-a-supercomputer",
    "piz-daint-generations", "half-precision",    "accelerator-copy",
    "pim-algorithms",        "pim-star",          "fit-your-measurements",
    "ai-training-scale",     "pim-roofline"};

using scalescope::testing::writeFile;

}  // namespace

class TestLessonCli : public QObject {
  Q_OBJECT
 private slots:
  void listLessonsNameFirstInOrder() {
    const Run r = runProgram({"--list-lessons"});
    QCOMPARE(r.exitCode, 0);
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), kBuiltIn.size());
    const QRegularExpression line("^(\\S+)\\s+(.+)  \\((\\d+) steps?\\)$");
    for (int i = 0; i < lines.size(); ++i) {
      const auto m = line.match(lines[i]);
      QVERIFY2(m.hasMatch(), qPrintable(lines[i]));
      QCOMPARE(m.captured(1), kBuiltIn[i]);  // by their order, Amdahl first
      QVERIFY(m.captured(3).toInt() >= 3);
    }
    QVERIFY(lines[0].contains("Amdahl's wall"));
  }

  void checkLessonsPrintsEveryQuestion() {
    const Run r = runProgram({"--check-lessons"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= 20);
    QSet<QString> lessons;
    for (const QString& l : lines) {
      QJsonParseError error;
      const QJsonObject o = QJsonDocument::fromJson(l.toUtf8(), &error).object();
      QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(l));
      for (const char* key :
           {"lesson", "step", "question", "answer", "unit", "tolerance", "expect", "agrees"})
        QVERIFY2(o.contains(key), qPrintable(l));
      // Every built-in question says what its author intends, and the model gives it.
      QVERIFY2(!o["expect"].isNull(), qPrintable(l));
      QVERIFY2(o["agrees"].toBool(), qPrintable(l));
      lessons << o["lesson"].toString();
      QVERIFY(o["step"].toInt() >= 1);
    }
    QCOMPARE(lessons.size(), kBuiltIn.size());
    // The first question of Amdahl's wall: S on 1,024 cores with 5 % serial work.
    const QJsonObject first = QJsonDocument::fromJson(lines[0].toUtf8()).object();
    QCOMPARE(first["lesson"].toString(), QStringLiteral("amdahls-wall"));
    QCOMPARE(first["step"].toInt(), 2);
    QVERIFY(std::abs(first["answer"].toDouble() - 1.0 / (0.05 + 0.95 / 1024)) < 1e-9);
    QCOMPARE(first["unit"].toString(), QStringLiteral("×"));
    QCOMPARE(first["tolerance"].toString(), QStringLiteral("±10 %"));
    // The lesson expects 19.6, worked out from 1/(0.05 + 0.95/1024) = 19.64.
    QCOMPARE(first["expect"].toDouble(), 19.6);
  }

  void checkLessonsFailsWhereExpectAndModelDiffer() {
    QTemporaryDir dir;
    // 10 % serial work on 16 units: S = 1/(0.1 + 0.9/16) = 6.4; E = S/16 = 0.4 falls from
    // 1/(0.1·8 + 0.9) = 0.588 on 8 units, so "lower" is right and 6.4 is within ±5 % of 6.4.
    const char* text = R"({
  "format": "scalescope-lesson", "version": 1, "title": "Expect",
  "steps": [{"title": "One", "set": {"n": 16, "serial_fraction": 0.1},
             "question": {"type": "number", "prompt": "S?", "quantity": "S",
                          "tolerance": {"relative": 0.05}, "expect": 6.4}},
            {"title": "Two",
             "question": {"type": "choice", "prompt": "E against 8 units?", "quantity": "E",
                          "rule": "compare", "versus": {"n": 8},
                          "options": [{"label": "E rises", "means": "higher"},
                                      {"label": "E stays", "means": "same"},
                                      {"label": "E falls", "means": "lower"}],
                          "expect": "lower"}}]
})";
    const QString good = writeFile(dir, "expect.lesson.json", text);
    Run r = runProgram({"--check-lessons", good});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QStringList lines = r.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    QJsonObject o = QJsonDocument::fromJson(lines[0].toUtf8()).object();
    QCOMPARE(o["expect"].toDouble(), 6.4);
    QVERIFY(o["agrees"].toBool());
    QVERIFY(std::abs(o["answer"].toDouble() - 6.4) < 1e-12);
    o = QJsonDocument::fromJson(lines[1].toUtf8()).object();
    QCOMPARE(o["expect"].toString(), QStringLiteral("lower"));
    QCOMPARE(o["answer_id"].toString(), QStringLiteral("lower"));
    QVERIFY(o["agrees"].toBool());

    // The half-precision mistake of issue 30: the key says "same" where the text says E falls.
    QString wrong = QString::fromUtf8(text);
    wrong.replace("\"expect\": \"lower\"", "\"expect\": \"same\"");
    wrong.replace("\"expect\": 6.4", "\"expect\": 8");  // 8 is 25 % off 6.4
    const QString bad = writeFile(dir, "wrong.lesson.json", wrong.toUtf8());
    r = runProgram({"--check-lessons", bad});
    QCOMPARE(r.exitCode, 3);
    // Both answers are still printed, marked as disagreeing.
    QCOMPARE(r.out.count("\"agrees\": false"), 2);
    QVERIFY2(r.err.contains(bad + ":5:70: wrong step 1 question.expect: the lesson expects "
                                  "'8×' but the model answers '6.4×' (tolerance ±5 %)"),
             qPrintable(r.err));
    QVERIFY2(r.err.contains(bad + ":12:37: wrong step 2 question.expect: the lesson expects "
                                  "'same' (E stays) but the model answers 'lower' (E falls: 0.4 "
                                  "against 0.588235)"),
             qPrintable(r.err));
    // In the language asked for: the place, the lesson's keys and its answers as they are,
    // the sentence in German (the translators' words).
    r = runProgram({"--lang", "de", "--check-lessons", bad});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(bad + ":5:70: wrong Schritt 1 question.expect: die Lektion erwartet "
                                  "'8×', das Modell antwortet aber '6.4×' (Toleranz ±5 %)"),
             qPrintable(r.err));
  }

  void checkLessonsOfFiles() {
    QTemporaryDir dir;
    const QString good = writeFile(dir, "good.lesson.json", R"({
  "format": "scalescope-lesson", "version": 1, "title": "Good",
  "steps": [{"title": "One", "set": {"n": 16, "serial_fraction": 0.1},
             "question": {"type": "number", "prompt": "S?", "quantity": "S",
                          "tolerance": {"absolute": 0.5}}}]
})");
    Run r = runProgram({"--check-lessons", good});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out.trimmed().toUtf8()).object();
    QCOMPARE(o["lesson"].toString(), QStringLiteral("good"));
    QVERIFY(std::abs(o["answer"].toDouble() - 1.0 / (0.1 + 0.9 / 16)) < 1e-12);
    QCOMPARE(o["tolerance"].toString(), QStringLiteral("±0.5"));

    const QString bad = writeFile(dir, "bad.lesson.json", R"({
  "format": "scalescope-lesson", "version": 1, "title": "Bad",
  "steps": [{"title": "One", "set": {"n": -4}}]
})");
    r = runProgram({"--check-lessons", good, bad});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.startsWith(bad + ":3:43: steps[1].set: n: -4 is outside"), qPrintable(r.err));
    // The good file's question is still printed.
    QVERIFY(r.out.contains("\"lesson\": \"good\""));

    // A lesson that reads but that the model cannot answer: a system not in the data.
    const QString unanswerable = writeFile(dir, "nosystem.lesson.json", R"({
  "format": "scalescope-lesson", "version": 1, "title": "No such system",
  "steps": [{"title": "One", "system": {"name": "Nowhere", "list": "2020-06"},
             "question": {"type": "number", "prompt": "N?", "quantity": "system.cores",
                          "tolerance": {"relative": 0.1}}}]
})");
    r = runProgram({"--check-lessons", unanswerable});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(unanswerable + ":4:26: step 1 question: no TOP500 entry 'Nowhere'"),
             qPrintable(r.err));
  }

  /// A lesson's translation beside it (resources/lessons/README.md, "A lesson in other
  /// languages"): --check-lessons reads it in every language the program ships and names the
  /// file, line and column of what is wrong; one language only is fine.
  void checkLessonsReadsTheTranslations() {
    QTemporaryDir dir;
    const QString lesson = writeFile(dir, "four.lesson.json", R"({
  "format": "scalescope-lesson", "version": 1, "title": "Four cores",
  "steps": [{"title": "One", "text": "On {n} cores.", "set": {"n": 4, "serial_fraction": 0.1},
             "question": {"type": "number", "prompt": "S?", "quantity": "S",
                          "tolerance": {"absolute": 0.5}}}]
})");
    QCOMPARE(runProgram({"--check-lessons", lesson}).exitCode, 0);  // English only
    writeFile(dir, "four.lesson.de.json", R"({
  "format": "scalescope-lesson-text", "version": 1, "lesson": "four", "language": "de",
  "title": "Vier Kerne", "steps": [{"text": "Auf {n} Kernen."}]
})");
    Run r = runProgram({"--check-lessons", lesson});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QString chinese = writeFile(dir, "four.lesson.zh_CN.json", R"({
  "format": "scalescope-lesson-text", "version": 1, "lesson": "four", "language": "zh_CN",
  "steps": [{"text": "在 {N} 个核心上。"}]
})");
    r = runProgram({"--check-lessons", lesson});
    QCOMPARE(r.exitCode, 3);
    QVERIFY2(r.err.contains(chinese + ":3:22: steps[1].text: {N}: 'N' is not a quantity"),
             qPrintable(r.err));
    QVERIFY2(r.err.contains("(the lesson is shown as written)"), qPrintable(r.err));
    // A lesson opened by its path says so too: the handout is written as the lesson is, the
    // reason is printed and the exit code is not 0 (it was dropped without a word).
    const QString pdf = dir.filePath("four.pdf");
    // In the language asked for: the place and the ids as they are, the sentence in Chinese.
    r = runProgram({"--lang", "zh_CN", "--export-lesson", lesson, pdf});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains(chinese + ":3:22: steps[1].text: {N}: 'N' 不是量"), qPrintable(r.err));
    // What was written, in Chinese too (the translators' words: "wrote %1 (%2 pages)").
    QVERIFY2(r.err.contains("已写入 " + pdf + "（"), qPrintable(r.err));
    r = runProgram({"--lang", "de", "--export-lesson", lesson, pdf});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
  }

  /// The built-in lessons in German and Chinese: their titles as the translation files write
  /// them (read here with QJsonDocument), and a handout's text in the language with the live
  /// values in its number form (step 2 of Amdahl's wall runs on N = 1024).
  void lessonsSpeakTheChosenLanguage_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("liveValue");
    QTest::newRow("de") << "de"
                        << "auf 1.024 Kernen";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "在1,024个核心上运行";
  }
  void lessonsSpeakTheChosenLanguage() {
    QFETCH(QString, language);
    QFETCH(QString, liveValue);
    QFile file(QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/lessons/amdahls-wall.lesson.") +
               language + ".json");
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject text = QJsonDocument::fromJson(file.readAll()).object();
    const QString title = text["title"].toString();
    QVERIFY(!title.isEmpty() && title != "Amdahl's wall");
    Run r = runProgram({"--lang", language, "--list-lessons"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.section('\n', 0, 0).contains(title), qPrintable(r.out));
    QVERIFY(!r.out.contains("Amdahl's wall"));

    QTemporaryDir dir;
    const QString pdf = dir.filePath("handout.pdf");
    r = runProgram({"--lang", language, "--export-lesson", "amdahls-wall", pdf});
    QVERIFY2(QFileInfo(pdf).size() > 1000, qPrintable(r.err));
    QProcess pdftotext;
    pdftotext.start("pdftotext", {pdf, "-"});
    QVERIFY(pdftotext.waitForFinished(60000));
    // Chinese has no spaces between words, and a line may break anywhere: compare without any.
    const QString words = QString::fromUtf8(pdftotext.readAllStandardOutput()).simplified();
    QString bare = words;
    bare.remove(' ');
    QVERIFY2(words.contains(title), qPrintable(words.left(400)));
    const QString step2 = text["steps"].toArray()[1].toObject()["title"].toString();
    QVERIFY2(words.contains(step2), qPrintable(step2));
    QVERIFY2((language == "zh_CN" ? bare : words).contains(liveValue),
             qPrintable(words.left(2000)));
    QVERIFY(!words.contains("Now the same program runs on"));
  }

  void exportLessonWithoutDisplay() {
    QTemporaryDir dir;
    const QString pdf = dir.filePath("amdahl.pdf");
    // Without an X server the 2D pages are written; the 3D figure is said to be missing.
    const Run r = runProgram({"--export-lesson", "amdahls-wall", pdf, "--page", "slides"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.err.contains("needs an X server"), qPrintable(r.err));
    QVERIFY(r.err.contains("wrote " + pdf));
    QFile f(pdf);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QVERIFY(f.read(5) == "%PDF-");
  }

  void exportLessonWithDisplay() {
    if (qEnvironmentVariableIsEmpty("DISPLAY")) QFAIL("this test needs an X server (xvfb-run)");
    QTemporaryDir dir;
    const QString pdf = dir.filePath("pim.pdf");
    const Run r = runProgram({"--export-lesson", "reading-a-supercomputer", pdf}, true);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY(QFileInfo(pdf).size() > 10000);
  }

  void badArguments_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown lesson") << QStringList{"--export-lesson", "nope", "x.pdf"} << 2
                                    << "nope: no such lesson (known: amdahls-wall";
    QTest::newRow("missing file") << QStringList{"--export-lesson", "amdahls-wall"} << 2
                                  << "--export-lesson: expected a lesson name and a PDF file";
    QTest::newRow("bad page") << QStringList{"--export-lesson", "amdahls-wall", "x.pdf", "--page",
                                             "letter"}
                              << 2 << "--page: expected a4 or slides";
    QTest::newRow("presenter alone")
        << QStringList{"--presenter"} << 2 << "--presenter: only meaningful with --lesson";
  }
  void badArguments() {
    QFETCH(QStringList, args);
    QFETCH(int, code);
    QFETCH(QString, message);
    const Run r = runProgram(args);
    QCOMPARE(r.exitCode, code);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
  }
};

QTEST_APPLESS_MAIN(TestLessonCli)
#include "test_lesson_cli.moc"
