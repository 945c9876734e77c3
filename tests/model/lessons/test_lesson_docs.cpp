// The lesson schema's documentation and the built-in lesson files stay true: the README lists
// every quantity, formula and view id the reader accepts, every built-in lesson in
// resources/lessons reads and every question in it can be answered with the shipped data, and
// the qrc lists every lesson file (so none is left out of the program); and every built-in
// lesson speaks every language the program ships, each of its texts translated.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>

#include "model/data/hpl_mxp.h"
#include "model/data/measurements.h"
#include "model/data/top500.h"
#include "model/lessons/formula.h"
#include "model/lessons/lesson_check.h"
#include "model/lessons/lesson_reader.h"
#include "model/lessons/lesson_translation.h"
#include "model/lessons/quantities.h"

using namespace scalescope::model;

namespace {

QString read(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(path));
  return QString::fromUtf8(f.readAll());
}

const QString kLessons = QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/lessons");

DatasetCollection shipped() {
  const std::string dir = SCALESCOPE_SOURCE_DIR "/datasets/";
  DatasetCollection d;
  d.top500 = readTop500(dir + "top500.csv").value();
  d.hplMxp = readHplMxp(dir + "hpl_mxp.csv").value();
  d.measurements = {readMeasurements(dir + "sample_scaling.csv").value(),
                    readMeasurements(dir + "mlperf_training.csv").value()};
  return d;
}

}  // namespace

class TestLessonDocs : public QObject {
  Q_OBJECT
 private slots:
  void readmeListsEveryId() {
    const QString readme = read(kLessons + "/README.md");
    for (const auto& q : lessonQuantities()) {
      // Quantities sharing a prefix are listed as `timeline.total_s`, `.serial_s`, …
      const QString id = QString::fromStdString(q.id);
      const QString tail = id.mid(id.indexOf('.'));
      QVERIFY2(readme.contains("`" + id + "`") || readme.contains("`" + tail + "`"),
               qPrintable(id));
    }
    for (const auto& f : formulaIds())
      QVERIFY2(readme.contains("`" + QString::fromStdString(f) + "`"), f.c_str());
    for (const QString& v : QString::fromStdString(viewIdList()).split('|'))
      QVERIFY2(readme.contains("`" + v + "`"), qPrintable(v));
  }

  void builtInLessonsReadAndAnswer() {
    const DatasetCollection data = shipped();
    const QStringList files =
        QDir(kLessons).entryList({QString("*") + kLessonFileSuffix.data()}, QDir::Files);
    QVERIFY(files.size() >= 9);
    const QString qrc = read(QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/resources.qrc"));
    std::vector<int> orders;
    for (const QString& f : files) {
      QVERIFY2(qrc.contains("lessons/" + f), qPrintable(f + " is not in resources.qrc"));
      const auto lesson = readLessonFile((kLessons + "/" + f).toStdString());
      QVERIFY2(lesson.ok(), lesson.ok() ? "" : lesson.error().c_str());
      QCOMPARE(QString::fromStdString(lesson->name) + kLessonFileSuffix.data(), f);
      QVERIFY2(lesson->order >= 1, qPrintable(f + ": a built-in lesson has an order"));
      orders.push_back(lesson->order);
      QVERIFY2(questionCount(*lesson) >= 1, qPrintable(f + ": asks nothing"));
      const LessonCheck check = checkLesson(*lesson, data);
      QVERIFY2(check.problems().empty(),
               check.problems().empty() ? "" : check.problems()[0].c_str());
      QCOMPARE(check.questions.size(), questionCount(*lesson));
    }
    std::sort(orders.begin(), orders.end());
    QVERIFY2(std::adjacent_find(orders.begin(), orders.end()) == orders.end(),
             "two built-in lessons share an order");
  }

  /// Each text of a built-in lesson in German and in Chinese: read, checked like the lesson
  /// (every live value evaluates), and changed from the English, in Han characters for
  /// Chinese. An option label may stay where it is a name ("MA-SGD", "Amdahl": no word in
  /// lower case).
  void builtInLessonsSpeakGermanAndChinese() {
    const DatasetCollection data = shipped();
    const QString qrc = read(QStringLiteral(SCALESCOPE_SOURCE_DIR "/resources/resources.qrc"));
    const QRegularExpression han(QStringLiteral("[\\x{4E00}-\\x{9FFF}]"));
    const QRegularExpression word(QStringLiteral("(^|[^A-Za-z])[a-z]{3,}"));  // not a name
    const QStringList files =
        QDir(kLessons).entryList({QString("*") + kLessonFileSuffix.data()}, QDir::Files);
    QVERIFY(files.size() >= 9);
    for (const QString& f : files) {
      const std::string path = (kLessons + "/" + f).toStdString();
      const auto en = readLessonFile(path);
      QVERIFY2(en.ok(), en.ok() ? "" : en.error().c_str());
      // The languages app/cli/startup.cpp ships besides English.
      for (const char* language : {"de", "zh_CN"}) {
        const std::string textPath = lessonTextFileName(path, language);
        const QString name = QFileInfo(QString::fromStdString(textPath)).fileName();
        QVERIFY2(qrc.contains("lessons/" + name), qPrintable(name + " is not in resources.qrc"));
        QFile file(QString::fromStdString(textPath));
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(name + " is missing"));
        const auto translated =
            translateLesson(*en, file.readAll().toStdString(), textPath, language);
        QVERIFY2(translated.ok(), translated.ok() ? "" : translated.error().c_str());
        const LessonCheck check = checkLesson(*translated, data);
        QVERIFY2(check.problems().empty(),
                 check.problems().empty() ? "" : check.problems()[0].c_str());
        const bool chinese = std::string_view(language) == "zh_CN";
        auto translatedText = [&](const std::string& mine, const std::string& english,
                                  const QString& where, bool mayBeAName) {
          if (english.empty()) return;
          const QString t = QString::fromStdString(mine), e = QString::fromStdString(english);
          if (mayBeAName && t == e && !e.contains(word)) return;
          QVERIFY2(t != e, qPrintable(name + ": " + where + " is not translated: " + e));
          if (chinese) QVERIFY2(t.contains(han), qPrintable(name + ": " + where + ": " + t));
        };
        translatedText(translated->title, en->title, "title", false);
        translatedText(translated->summary, en->summary, "summary", false);
        translatedText(translated->source, en->source, "source", false);
        for (std::size_t i = 0; i < en->steps.size(); ++i) {
          const LessonStep &a = translated->steps[i], &b = en->steps[i];
          const QString step = QString("steps[%1].").arg(i + 1);
          translatedText(a.title, b.title, step + "title", false);
          translatedText(a.text, b.text, step + "text", false);
          translatedText(a.notes, b.notes, step + "notes", false);
          if (!b.question) continue;
          translatedText(a.question->prompt, b.question->prompt, step + "prompt", false);
          translatedText(a.question->explanation, b.question->explanation, step + "explanation",
                         false);
          for (std::size_t k = 0; k < b.question->options.size(); ++k)
            translatedText(a.question->options[k].label, b.question->options[k].label,
                           step + QString("options[%1]").arg(k + 1), true);
        }
      }
    }
  }
};

QTEST_APPLESS_MAIN(TestLessonDocs)
#include "test_lesson_docs.moc"
