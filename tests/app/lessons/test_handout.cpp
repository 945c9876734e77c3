// Lesson handouts (label xvfb: the 3D figures render through VTK): the PDF has one page per
// step plus the answer pages, A4 or 16:9, every page has ink on it (pdftoppm), the 2D figures
// and the texts are vector text (pdftotext finds axis labels, prompts and the model's answers),
// and a figure that would give an answer away is printed with the answers, not on its step.
#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "app/data/dataset_loader.h"
#include "app/lessons/handout_export.h"
#include "app/lessons/lesson_library.h"
#include "model/lessons/lesson_check.h"
#include "model/lessons/lesson_text.h"
#include "pdf_text.h"
#include "views/common/model_text.h"

using namespace scalescope;

namespace {

QString run(const QString& program, const QStringList& args) {
  QProcess p;
  p.start(program, args);
  if (!p.waitForFinished(60000) || p.exitCode() != 0)
    qFatal("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
  return testing::withoutLigatures(QString::fromUtf8(p.readAllStandardOutput()));
}

int pdfPages(const QString& pdf) {
  const QString info = run("pdfinfo", {pdf});
  const auto m = QRegularExpression("Pages:\\s+(\\d+)").match(info);
  return m.hasMatch() ? m.captured(1).toInt() : -1;
}

QSizeF pageSizePoints(const QString& pdf) {
  const auto m =
      QRegularExpression("Page size:\\s+([\\d.]+) x ([\\d.]+) pts").match(run("pdfinfo", {pdf}));
  return m.hasMatch() ? QSizeF(m.captured(1).toDouble(), m.captured(2).toDouble()) : QSizeF();
}

/// Share of the page's pixels that are not white.
double inkShare(const QImage& page) {
  qint64 ink = 0;
  for (int y = 0; y < page.height(); ++y)
    for (int x = 0; x < page.width(); ++x)
      if (qGray(page.pixel(x, y)) < 235) ++ink;
  return double(ink) / (qint64(page.width()) * page.height());
}

}  // namespace

class TestHandout : public QObject {
  Q_OBJECT
 private slots:
  void initTestCase() {
    QCoreApplication::setOrganizationName("ScaleScopeTest");
    QVERIFY(app::loadShippedDatasets(&m_data).isEmpty());
  }

  void pagesInkAndVectorText_data() {
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<bool>("slides");
    // Every built-in lesson, on A4 and on 16:9 slides.
    const app::LessonLibrary library;
    for (const app::LessonEntry& entry : library.lessons()) {
      if (entry.origin != app::LessonEntry::Origin::BuiltIn) continue;
      const QString name = QFileInfo(entry.path).fileName().section('.', 0, 0);
      QTest::newRow(qPrintable(name + " A4")) << name << false;
      QTest::newRow(qPrintable(name + " slides")) << name << true;
    }
  }
  void pagesInkAndVectorText() {
    QFETCH(QString, lesson);
    QFETCH(bool, slides);
    const app::LessonLibrary library;
    QString error;
    const auto entry = library.find(lesson, &error);
    QVERIFY2(entry, qPrintable(error));
    QTemporaryDir dir;
    const QString pdf = dir.filePath("handout.pdf");
    app::HandoutOptions options;
    options.page = slides ? app::HandoutOptions::Page::Slides : app::HandoutOptions::Page::A4;
    int calls = 0;
    QStringList warnings;
    error = app::exportHandout(
        entry->lesson, m_data, pdf, options, [&](int, int) { return ++calls > 0; }, &warnings);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join("; ")));

    // One page per step, then the answers.
    const int steps = int(entry->lesson.steps.size());
    const int pages = app::handoutPageCount(entry->lesson, options);
    QVERIFY(pages > steps);
    QCOMPARE(pdfPages(pdf), pages);
    QVERIFY(calls >= pages);
    const QSizeF size = pageSizePoints(pdf);
    if (slides)
      QVERIFY(std::abs(size.width() / size.height() - 16.0 / 9.0) < 0.01);
    else
      QVERIFY(std::abs(size.width() - 595.0) < 2 && std::abs(size.height() - 842.0) < 2);

    // Not blank: every page carries text and figures.
    run("pdftoppm", {"-png", "-r", "40", pdf, dir.filePath("page")});
    for (int p = 1; p <= pages; ++p) {
      const QString digits = QString::number(p).rightJustified(QString::number(pages).size(), '0');
      const QImage image(dir.filePath(QStringLiteral("page-%1.png").arg(digits)));
      QVERIFY2(!image.isNull(), qPrintable(digits));
      QVERIFY2(inkShare(image) > 0.01, qPrintable(QStringLiteral("page %1 is blank").arg(p)));
    }

    // Vector text: step titles, the prompts and the model's answers can be searched.
    const QString text = run("pdftotext", {"-layout", pdf, "-"}).simplified();
    for (const auto& step : entry->lesson.steps)
      QVERIFY2(text.contains(QString::fromStdString(step.title).simplified()), step.title.c_str());
    QVERIFY(text.contains("Answers"));
    const model::LessonCheck check = model::checkLesson(entry->lesson, m_data);
    for (const auto& q : check.questions)
      QVERIFY2(text.contains(QString::fromStdString(q.answer.text).simplified()),
               q.answer.text.c_str());

    // Every explanation is printed to its end: the last words of each are in the text (a long
    // one under a figure was cut at the page's foot). Read in reading order, not in the page's
    // layout, where a figure's labels beside a paragraph come between its lines.
    const QString flowing = run("pdftotext", {pdf, "-"}).simplified();
    for (std::size_t i = 0; i < entry->lesson.steps.size(); ++i) {
      const auto& step = entry->lesson.steps[i];
      if (!step.question) continue;
      const model::Scenario scenario = model::stepScenario(entry->lesson, i, &m_data);
      const auto context = model::stepContext(entry->lesson, i, scenario, &m_data);
      const QStringList words =
          views::plainText(model::interpolate(step.question->explanation, context))
              .simplified()
              .split(' ');
      const QString end = words.mid(std::max<qsizetype>(0, words.size() - 3)).join(' ');
      // A line may break after a hyphen ("serial-⏎fraction").
      static const QRegularExpression broken("(\\S-) ");
      QVERIFY2(
          QString(flowing).replace(broken, "\\1").contains(QString(end).replace(broken, "\\1")),
          qPrintable(QString("step %1 ends \"%2\"").arg(i + 1).arg(end)));
    }

    // No text overlaps or leaves its page, figures included (issue 31: the PIM figure of a
    // slide had its title cut, its notes over the ticks and its bar names run together).
    const QList<testing::PdfPage> read =
        testing::pdfPagesOf(run("pdftotext", {"-bbox-layout", pdf, "-"}));
    QCOMPARE(read.size(), pages);
    QStringList problems;
    for (int p = 0; p < read.size(); ++p)
      problems << testing::textProblems(read[p], QStringLiteral("page %1").arg(p + 1));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join("\n")));
  }

  void withheldFigureMovesToTheAnswers() {
    // Step 2 of amdahls-wall asks for S and reveals the Scaling view: its figure would show
    // the answer, so its step page carries a note and the answer page the figure.
    const auto entry = app::LessonLibrary().find("amdahls-wall", nullptr);
    QVERIFY(entry);
    QTemporaryDir dir;
    const QString pdf = dir.filePath("h.pdf");
    QVERIFY(app::exportHandout(entry->lesson, m_data, pdf, {}).isEmpty());
    const QString page2 = run("pdftotext", {"-f", "2", "-l", "2", pdf, "-"});
    QVERIFY(page2.contains("Predict first"));
    // Nor does the formula under the question: its value line waits for the answer pages
    // (the page once printed "= 19.6×" right above "How many times faster").
    QVERIFY2(!page2.contains("19.6"), qPrintable(page2));
    QVERIFY2(page2.contains(QRegularExpression("=\\s*\\?")), qPrintable(page2));  // "= ?"
    const int last = pdfPages(pdf);
    const QString answers = run("pdftotext", {"-f", QString::number(steps(*entry) + 1), "-l",
                                              QString::number(last), pdf, "-"});
    QVERIFY(answers.contains("Speed-up") || answers.contains("speed-up"));
    QVERIFY(answers.contains("19.6"));
  }

  void unwritableTargetIsOneMessage() {
    const auto entry = app::LessonLibrary().find("amdahls-wall", nullptr);
    const QString error = app::exportHandout(entry->lesson, m_data, "/nonexistent-dir/x.pdf", {});
    QVERIFY(error.startsWith("/nonexistent-dir/x.pdf: "));
  }

 private:
  static int steps(const app::LessonEntry& e) { return int(e.lesson.steps.size()); }
  model::DatasetCollection m_data;
};

QTEST_MAIN(TestHandout)
#include "test_handout.moc"
