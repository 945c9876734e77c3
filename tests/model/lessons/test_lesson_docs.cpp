// The lesson schema's documentation and the built-in lesson files stay true: the README lists
// every quantity, formula and view id the reader accepts, every built-in lesson in
// resources/lessons reads and every question in it can be answered with the shipped data, and
// the qrc lists every lesson file (so none is left out of the program).
#include <QDir>
#include <QFile>
#include <QTest>

#include "model/data/hpl_mxp.h"
#include "model/data/measurements.h"
#include "model/data/top500.h"
#include "model/lessons/formula.h"
#include "model/lessons/lesson_check.h"
#include "model/lessons/lesson_reader.h"
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
      QVERIFY2(check.problems.empty(), check.problems.empty() ? "" : check.problems[0].c_str());
      QCOMPARE(check.questions.size(), questionCount(*lesson));
    }
    std::sort(orders.begin(), orders.end());
    QVERIFY2(std::adjacent_find(orders.begin(), orders.end()) == orders.end(),
             "two built-in lessons share an order");
  }
};

QTEST_APPLESS_MAIN(TestLessonDocs)
#include "test_lesson_docs.moc"
