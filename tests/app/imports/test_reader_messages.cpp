// Issue 29, item 7, and issue 38: a reader's message reaches the user in the window's language.
// The readers compose their messages from formats marked in context "Reader" (model/data/
// reader_text.h); views::errorText translates each part and puts the values in: the location
// stays as it is, the model's numbers take the language's form, and the user's own text
// (a field, a column name, a path) is shown exactly as written, even when it looks like a
// number or holds "%1". The expected German and Chinese sentences are written here by hand
// from resources/translations, not produced by the code under test.
#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "app/cli/startup.h"
#include "model/data/csv_table.h"
#include "model/data/measurements.h"
#include "model/data/text_input.h"
#include "views/common/model_text.h"

using namespace scalescope;

namespace {

QString germanError(std::string_view csv, const std::string& name = "läufe.csv") {
  return views::errorText(model::readMeasurementsText(csv, name));
}

}  // namespace

class TestReaderMessages : public QObject {
  Q_OBJECT

 private slots:
  void cleanup() { app::installTranslators({"C"}); }

  void englishIsTheModelsOwnMessage() {
    // Without a translation the shown text is the model's English, character for character.
    QCOMPARE(app::installTranslators({"C"}), QString());
    const auto r = model::readMeasurementsText("n,time_s\n1,2\n4,abc\n", "runs.csv");
    QVERIFY(!r);
    QCOMPARE(r.error(),
             std::string("runs.csv:3:2: column 'time_s': expected a number, found \"abc\""));
    QCOMPARE(views::errorText(r), QString::fromStdString(r.error()));
  }

  void aFieldThatIsNoNumberIsNamedInGerman() {
    QCOMPARE(app::installTranslators({"de_DE"}), QString("de"));
    QCOMPARE(germanError("n,time_s\n1,2\n4,abc\n"),
             QString("läufe.csv:3:2: Spalte 'time_s': Zahl erwartet, gefunden: \"abc\""));
  }

  void theModelsNumbersTakeTheGermanFormTheUsersTextDoesNot() {
    QCOMPARE(app::installTranslators({"de_DE"}), QString("de"));
    // 1.5 is the model's number (an efficiency above 1): German "1,5".
    QCOMPARE(germanError("n,efficiency\n4,1.5\n"),
             QString("läufe.csv:2:2: Spalte 'efficiency': Effizienz in (0, 1] erwartet, "
                     "gefunden: 1,5 (einen Prozentwert als Bruch schreiben: 0,85 für 85 %)"));
    // "0.25" and "%1" are the user's fields, quoted as they wrote them.
    QCOMPARE(germanError("n,time_s,scaling\n4,2,0.25\n"),
             QString("läufe.csv:2:3: Spalte 'scaling': 'strong', 'weak' oder ein leeres Feld "
                     "erwartet, gefunden: \"0.25\""));
    QCOMPARE(germanError("n,time_s\n4,%1x\n"),
             QString("läufe.csv:2:2: Spalte 'time_s': Zahl erwartet, gefunden: \"%1x\""));
  }

  void nestedPartsAreTranslatedToo() {
    QCOMPARE(app::installTranslators({"de_DE"}), QString("de"));
    // The missing column ("a measured column …") is a marked text inside the message.
    QCOMPARE(germanError("n,foo\n1,2\n"),
             QString("läufe.csv:1:1: %1 erwartet; vorhandene Spalten: n, foo (unter Datei ▸ "
                     "Daten importieren lässt sich angeben, welche Spalte was ist)")
                 .arg("eine Messspalte (time, time_s, seconds oder time_ms; speedup; "
                      "efficiency; oder rmax mit rpeak)"));
    // A positive value of a named quantity: the quantity ("time") translated inside.
    QCOMPARE(
        germanError("n,time_s\n4,-2\n"),
        QString("läufe.csv:2:2: Spalte 'time_s': Zeit: positiver Wert erwartet, gefunden: -2"));
    // A directory where a CSV file was expected: the path as it is, "a CSV file" in German.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto r = model::readMeasurements(dir.path().toStdString());
    QVERIFY(!r);
    QCOMPARE(views::errorText(r),
             dir.path() + ": eine CSV-Datei erwartet, gefunden: ein Verzeichnis");
  }

  void chineseReadsTheSameMessage() {
    QCOMPARE(app::installTranslators({"zh_CN"}), QString("zh_CN"));
    const QString shown = germanError("n,time_s\n1,2\n4,abc\n", "runs.csv");
    QCOMPARE(shown, QString("runs.csv:3:2: 列 'time_s'：应为数字，实为 \"abc\""));
  }

  void everyMessageFormatIsMarkedInItsContext() {
    // views::errorText looks a format up in the context its MarkedText names; lupdate files it
    // under the context of its SCALESCOPE_TR_NOOP. A message helper whose marker names another
    // context would never be translated: each helper's calls mark in its own context.
    const QList<QPair<QString, QString>> helpers = {
        {"readerText", "Reader"}, {"modelMessage", "Model"}, {"lessonFileText", "LessonFile"}};
    int calls = 0;
    QStringList wrong;
    QDirIterator it(QStringLiteral(SCALESCOPE_SOURCE_DIR) + "/model", {"*.cpp", "*.h"}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
      const QString path = it.next();
      QFile f(path);
      QVERIFY(f.open(QIODevice::ReadOnly));
      const QString text = QString::fromUtf8(f.readAll());
      for (const auto& [helper, context] : helpers) {
        const QRegularExpression call(
            helper + QStringLiteral("\\(\\s*SCALESCOPE_TR_NOOP\\(\\s*\"([^\"]*)\""));
        for (auto m = call.globalMatch(text); m.hasNext();) {
          const auto match = m.next();
          ++calls;
          if (match.captured(1) != context)
            wrong << QStringLiteral("%1: %2 marks in \"%3\"")
                         .arg(path.section('/', -2), helper, match.captured(1));
        }
      }
    }
    QVERIFY2(calls > 60, qPrintable(QString::number(calls)));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join("\n")));
  }
};

QTEST_GUILESS_MAIN(TestReaderMessages)
#include "test_reader_messages.moc"
