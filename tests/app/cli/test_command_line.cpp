// The command-line contract (app/cli/command_line.h): modes, options and one-line errors.
#include <QMap>
#include <QTest>

#include "app/cli/batch.h"
#include "app/cli/command_line.h"
#include "app/cli/help_text.h"
#include "app/cli/startup.h"
#include "app/document/presets.h"
#include "model/data/formats.h"
#include "tests/terminal_width.h"

using namespace scalescope::app;
using Mode = CommandLine::Mode;
using scalescope::model::Param;
using scalescope::testing::terminalWidth;

class TestCommandLine : public QObject {
  Q_OBJECT
 private slots:
  void modes() {
    QString e;
    QCOMPARE(parseCommandLine({}, &e)->mode, Mode::Gui);
    QCOMPARE(parseCommandLine({"--help"}, &e)->mode, Mode::Help);
    QCOMPARE(parseCommandLine({"--version"}, &e)->mode, Mode::Version);
    QCOMPARE(parseCommandLine({"--list-presets"}, &e)->mode, Mode::ListPresets);
    QCOMPARE(parseCommandLine({"--list-parameters"}, &e)->mode, Mode::ListParameters);
    const auto ex =
        parseCommandLine({"--export", "out", "--formats", "png,pdf", "--size", "800x600", "--scale",
                          "2", "--set", "n=10", "--set=serial_fraction=0.1", "data.csv"},
                         &e);
    QVERIFY2(ex.has_value(), qPrintable(e));
    QCOMPARE(ex->mode, Mode::Export);
    QCOMPARE(ex->exportDir, QString("out"));
    QCOMPARE(ex->formats, QStringList({"png", "pdf"}));
    QCOMPARE(ex->size, QSize(800, 600));
    QCOMPARE(ex->scale, 2.0);
    QCOMPARE(ex->assignments, QStringList({"n=10", "serial_fraction=0.1"}));
    QCOMPARE(ex->files, QStringList({"data.csv"}));
    const auto fit = parseCommandLine({"--fit", "d.csv", "--law", "usl"}, &e);
    QCOMPARE(fit->mode, Mode::Fit);
    QCOMPARE(fit->law, QString("usl"));
    const auto series = parseCommandLine(
        {"--fit", "runs", "--law", "alpha-beta", "--series", "main", "--series=main->solve"}, &e);
    QVERIFY2(series.has_value(), qPrintable(e));
    QCOMPARE(series->series, QStringList({"main", "main->solve"}));
    QCOMPARE(series->law, QString("alpha-beta"));
    const auto predict = parseCommandLine(
        {"--fit", "d.csv", "--law", "amdahl", "--predict", "1024,4096", "--predict=1e6"}, &e);
    QVERIFY2(predict.has_value(), qPrintable(e));
    QCOMPARE(predict->predictN, (std::vector<double>{1024, 4096, 1e6}));
  }
  // Every bad --predict value is refused with the whole list, the entry's position and what
  // was expected (exit 2 in main).
  // --lesson once is a lesson; again, a lecture in the order given.
  void lessonTwiceIsALecture() {
    QString e;
    const auto one = parseCommandLine({"--lesson", "amdahls-wall"}, &e);
    QVERIFY2(one, qPrintable(e));
    QCOMPARE(one->lesson, QString("amdahls-wall"));
    QCOMPARE(one->lecture, QStringList{"amdahls-wall"});
    const auto two =
        parseCommandLine({"--lesson", "pim-star", "--presenter", "--lesson=amdahls-wall"}, &e);
    QVERIFY2(two, qPrintable(e));
    QCOMPARE(two->lesson, QString("pim-star"));
    QCOMPARE(two->lecture, (QStringList{"pim-star", "amdahls-wall"}));
    QVERIFY(two->presenter);
  }

  void languageForTheWindowFiguresAndHandouts() {
    QString e;
    QCOMPARE(parseCommandLine({}, &e)->lang, QString());  // View ▸ Language, else the system's
    for (const QString lang : {"de", "zh_CN", "en"}) {
      const auto cl = parseCommandLine({"--lang", lang, "--export", "out"}, &e);
      QVERIFY2(cl, qPrintable(e));
      QCOMPARE(cl->lang, lang);
    }
    QCOMPARE(parseCommandLine({"--lang=de"}, &e)->lang, QString("de"));
  }

  void badPredictValues_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    const QStringList fit{"--fit", "d.csv", "--law", "usl", "--predict"};
    QTest::newRow("zero") << (fit + QStringList{"0"})
                          << "--predict 0: entry 1 0 is below 1: the laws start at one unit, N ≥ 1";
    QTest::newRow("negative") << (fit + QStringList{"64,-8"})
                              << "--predict 64,-8: entry 2 -8 is below 1";
    QTest::newRow("nan") << (fit + QStringList{"nan"})
                         << "--predict nan: entry 1 'nan' is not finite: expected N ≥ 1";
    QTest::newRow("inf") << (fit + QStringList{"16,inf"}) << "entry 2 'inf' is not finite";
    QTest::newRow("text") << (fit + QStringList{"1024,lots"})
                          << "--predict 1024,lots: entry 2 'lots' is not a number: expected N ≥ 1";
    QTest::newRow("empty entry") << (fit + QStringList{"1024,,8"})
                                 << "--predict 1024,,8: entry 2 is empty";
    QTest::newRow("no value") << fit << "--predict: expected N[,N...]";
    QTest::newRow("without --fit")
        << QStringList{"--predict", "1024"} << "--predict: only meaningful with --fit";
    QTest::newRow("alpha-beta") << QStringList{"--fit",      "d",         "--law",
                                               "alpha-beta", "--predict", "4"}
                                << "not of --law alpha-beta";
  }
  void badPredictValues() {
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    QString error;
    QVERIFY(!parseCommandLine(args, &error).has_value());
    QVERIFY2(error.contains(message), qPrintable(error));
  }
  // Issue 32, item 1: sizes in the units of a paper; a preset brings its text size, titles
  // and PNG resolution unless these are given.
  void figureSizesInUnitsAndPresets() {
    QString e;
    const auto inches = parseCommandLine({"--export", "o", "--size", "3.5x2.5in"}, &e);
    QVERIFY2(inches, qPrintable(e));
    QCOMPARE(inches->size, QSize(252, 180));  // 72 pt per inch
    QCOMPARE(inches->fontPt, 9.0);
    QVERIFY(inches->annotations);
    // 182 mm (IEEE's two columns) = 182 / 25.4 × 72 = 515.9 pt.
    QCOMPARE(parseCommandLine({"--export", "o", "--size", "182x89mm"}, &e)->size, QSize(516, 252));
    QCOMPARE(parseCommandLine({"--export", "o", "--size", "8.89x6.35cm"}, &e)->size,
             QSize(252, 180));
    const auto column = parseCommandLine({"--export", "o", "--size", "column"}, &e);
    QVERIFY2(column, qPrintable(e));
    QCOMPARE(column->size, QSize(252, 180));
    QCOMPARE(column->fontPt, 8.0);
    QVERIFY(!column->annotations);
    QCOMPARE(column->scale * 72, 300.0);
    const auto given = parseCommandLine(
        {"--export", "o", "--font-size", "9", "--size", "column", "--dpi", "600"}, &e);
    QVERIFY2(given, qPrintable(e));
    QCOMPARE(given->fontPt, 9.0);
    QCOMPARE(given->scale * 72, 600.0);
    QVERIFY(!parseCommandLine({"--export", "o", "--no-titles"}, &e)->annotations);
  }

  void errorsNameTheArgument_data() {
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown option") << QStringList{"--frobnicate"} << "--frobnicate";
    QTest::newRow("missing value") << QStringList{"--export"} << "--export";
    QTest::newRow("bad format") << QStringList{"--export", "x", "--formats", "gif"} << "gif";
    QTest::newRow("bad size") << QStringList{"--size", "12by9"} << "--size";
    QTest::newRow("bad scale") << QStringList{"--scale", "0"} << "--scale";
    QTest::newRow("unknown unit") << QStringList{"--size", "3.5x2.5ft"} << "mm, cm, in, pt";
    QTest::newRow("size too small") << QStringList{"--size", "10x10mm"} << "28.3 × 28.3 pt";
    QTest::newRow("bad dpi") << QStringList{"--dpi", "20"} << "--dpi";
    QTest::newRow("bad font size") << QStringList{"--font-size", "nan"} << "--font-size";
    QTest::newRow("set without =") << QStringList{"--set", "n"} << "--set";
    QTest::newRow("fit without law") << QStringList{"--fit", "d.csv"} << "--law";
    QTest::newRow("series without name") << QStringList{"--series"} << "--series";
    QTest::newRow("two scenarios") << QStringList{"--preset", "a", "--scenario", "b"} << "--preset";
    QTest::newRow("unknown language") << QStringList{"--lang", "fr"} << "de, zh_CN or en";
    QTest::newRow("language without a name") << QStringList{"--lang"} << "--lang";
  }
  void errorsNameTheArgument() {
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    QString error;
    QVERIFY(!parseCommandLine(args, &error).has_value());
    QVERIFY2(error.contains(mentions), qPrintable(error));
  }
  void resolveAppliesPresetThenSets() {
    QString e;
    int code = 0;
    auto cl = parseCommandLine({"--preset", "amdahl-classroom", "--set", "n=128"}, &e);
    auto file = resolveScenario(*cl, &e, &code);
    QVERIFY2(file.has_value(), qPrintable(e));
    QCOMPARE(file->scenario.get(Param::SerialFraction), 0.05);  // from the preset
    QCOMPARE(file->scenario.get(Param::N), 128.0);              // --set wins
  }
  void resolveErrors() {
    QString e;
    int code = 0;
    auto bad = parseCommandLine({"--set", "n=-1"}, &e);
    QVERIFY(!resolveScenario(*bad, &e, &code).has_value());
    QVERIFY2(e.startsWith("--set n=-1:"), qPrintable(e));
    QCOMPARE(code, int(kExitBadInput));
    auto unknown = parseCommandLine({"--set", "warp=9"}, &e);
    QVERIFY(!resolveScenario(*unknown, &e, &code).has_value());
    QVERIFY2(e.contains("warp"), qPrintable(e));
    auto preset = parseCommandLine({"--preset", "nope"}, &e);
    QVERIFY(!resolveScenario(*preset, &e, &code).has_value());
    QVERIFY2(e.contains("nope") && e.contains("default"), qPrintable(e));
    QCOMPARE(code, int(kExitBadArguments));
  }
  void everyPresetLoads() {
    const QStringList names = presetNames();
    QVERIFY(names.size() >= 3);
    QCOMPARE(names.first(), QString("default"));
    for (const QString& name : names) {
      QString e;
      const auto p = loadPreset(name, &e);
      QVERIFY2(p.has_value(), qPrintable(e));
      QVERIFY2(!p->description.isEmpty(), qPrintable(name));
      QVERIFY2(p->warnings.isEmpty(), qPrintable(p->warnings.join("; ")));
    }
  }
  // Presets are listed by title (Open Preset, --list-presets): no two share one. The paper's
  // GA-SGD runs on YFCC100M with B = 8192 and B = 4096 were told apart by their names only.
  void everyPresetHasItsOwnTitle() {
    QMap<QString, QString> byTitle;
    for (const QString& name : presetNames()) {
      QString e;
      const auto p = loadPreset(name, &e);
      QVERIFY2(p.has_value(), qPrintable(e));
      QVERIFY2(!p->title.isEmpty(), qPrintable(name));
      QVERIFY2(!byTitle.contains(p->title),
               qPrintable(QString("%1 and %2: '%3'").arg(byTitle.value(p->title), name, p->title)));
      byTitle.insert(p->title, name);
    }
    QString e;
    QCOMPARE(loadPreset("pim-yfcc-lr-ga-sgd-b4096", &e)->title,
             QString("PIM run: YFCC100M, logistic regression (LR), GA-SGD (batch 4096), weak "
                     "scaling"));
  }

  // --help lists the formats read from the format registry (model/data/formats.h): a reader
  // added there is named here without anyone writing it down, on lines of at most 80.
  void helpListsEveryFormatRead() {
    const QString help = helpText();
    const QString formats = help.section("  FILE", 1).section("  --preset", 0, 0);
    for (const QString& line : formats.split('\n').mid(1))
      QVERIFY2(line.size() <= 80, qPrintable(line));
    const QString flowing = help.simplified();
    for (const auto& f : scalescope::model::formatReaders())
      QVERIFY2(flowing.contains(QString::fromStdString(f.name)), f.name.c_str());
    QVERIFY(flowing.contains("folder in any format read (ScaleScope CSV, Extra-P text,"));
  }

  // The --lang a refusal of the arguments is written in: the last one given, when it is one of
  // the languages shipped.
  void languageArgumentIsTheLastValidLang() {
    QCOMPARE(languageArgument({"--lang", "de", "runs.csv"}), QString("de"));
    QCOMPARE(languageArgument({"--lang=zh_CN", "--bogus"}), QString("zh_CN"));
    QCOMPARE(languageArgument({"--lang", "de", "--lang", "en"}), QString("en"));
    QCOMPARE(languageArgument({"--lang", "fr"}), QString());
    QCOMPARE(languageArgument({"--lang"}), QString());
    QCOMPARE(languageArgument({}), QString());
  }

  // --help speaks the language chosen (issue 38), with the translators' words (copied from
  // resources/translations), and every line fits 80 terminal columns in each language.
  void helpIsInTheChosenLanguageAndFitsTheTerminal_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("usage");
    QTest::addColumn<QString>("preset");
    QTest::newRow("en") << "en"
                        << "Usage: scalescope [FILE ...] [options]"
                        << "  --preset NAME             start from a built-in scenario (see "
                           "--list-presets)";
    QTest::newRow("de") << "de"
                        << "Aufruf: scalescope [FILE ...] [Optionen]"
                        << "  --preset NAME             mit einem eingebauten Szenario beginnen";
    QTest::newRow("zh_CN") << "zh_CN"
                           << "用法：scalescope [FILE ...] [选项]"
                           << "  --preset NAME             从内置场景开始（参见 --list-presets）";
  }
  void helpIsInTheChosenLanguageAndFitsTheTerminal() {
    QFETCH(QString, language);
    QFETCH(QString, usage);
    QFETCH(QString, preset);
    installTranslators(wantedLanguages(language));
    const QString help = helpText();
    installTranslators(wantedLanguages("en"));
    QVERIFY2(help.startsWith(usage + "\n"), qPrintable(help.left(200)));
    QVERIFY2(help.contains("\n" + preset), qPrintable(help.left(600)));
    for (const QString& line : help.split('\n'))
      QVERIFY2(terminalWidth(line) <= 80, qPrintable(line));
    // The option names are never translated, and every one is still there.
    for (const char* option : {"--export DIR", "--fit DATA --law L", "--check-lessons [FILE...]",
                               "--lang de|zh_CN|en", "--help, --version"})
      QVERIFY2(help.contains(QString("\n  ") + option), option);
  }
};

QTEST_GUILESS_MAIN(TestCommandLine)
#include "test_command_line.moc"
