// The format registry (model/data/formats.h) and the lists made from it or checked against it:
// every file the tests, the seeds and the shipped datasets hold is recognised as the format it
// was written in, by one sniff scoring higher than every other (never by the order of the
// rows); and the format table of datasets/README.md, the man page's FORMATS section and the fuzzing
// stage's list name exactly the registry's rows. A reader added to the registry but not to
// one of them (or the other way round) fails here. (--help and the File ▸ Import filter are
// made from the rows: tests/app/cli/test_command_line.cpp, tests/app/imports.)
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <map>
#include <set>

#include "model/data/formats.h"
#include "model/data/text_input.h"

using namespace scalescope::model;

namespace {

const QString kRoot = QStringLiteral(SCALESCOPE_SOURCE_DIR);

QString textOf(const QString& relative) {
  QFile f(kRoot + "/" + relative);
  if (!f.open(QIODevice::ReadOnly)) qFatal("cannot read %s", qPrintable(relative));
  return QString::fromUtf8(f.readAll());
}

QStringList registryNames() {
  QStringList names;
  for (const auto& f : formatReaders()) names << QString::fromStdString(f.name);
  return names;
}

/// ScaleScope's own tables are fuzzed by fuzz_csv (tests/fuzz/fuzz_csv.cpp); every other row
/// has a fuzz target of its own.
const std::set<std::string> kFuzzedByCsv = {"scalescope_csv", "top500", "hpl_mxp"};

QStringList fuzzedIds() {
  QStringList ids;
  for (const auto& f : formatReaders())
    if (!kFuzzedByCsv.count(f.id)) ids << QString::fromStdString(f.id);
  return ids;
}

/// The words of the first `pattern` match's first group.
QStringList wordsOf(const QString& text, const QString& pattern) {
  const auto m = QRegularExpression(pattern).match(text);
  if (!m.hasMatch()) return {};
  return m.captured(1).split(QRegularExpression("\\s+"), Qt::SkipEmptyParts);
}

/// Each row's score for a file, and the best: what recognise() does, with ties visible.
struct Scores {
  std::string best;
  int bestScore = 0, runnerUp = 0;
};
Scores scoresOf(const std::string& name, std::string_view text) {
  const FileSniff sniff(name, text);
  Scores s;
  for (const auto& f : formatReaders()) {
    const int score = f.sniff(sniff);
    if (score > s.bestScore) {
      s.runnerUp = s.bestScore;
      s.bestScore = score;
      s.best = f.id;
    } else if (score > s.runnerUp) {
      s.runnerUp = score;
    }
  }
  return s;
}

}  // namespace

class TestFormatRegistry : public QObject {
  Q_OBJECT
 private slots:
  void rowsAreWhole() {
    std::set<std::string> ids, names;
    for (const auto& f : formatReaders()) {
      QVERIFY2(ids.insert(f.id).second, f.id.c_str());
      QVERIFY2(names.insert(f.name).second, f.name.c_str());
      QVERIFY(QRegularExpression("^[a-z0-9_]+$").match(QString::fromStdString(f.id)).hasMatch());
      QVERIFY2(!f.extensions.empty(), f.id.c_str());
      for (const auto& ext : f.extensions)
        QVERIFY2(ext.size() > 1 && ext[0] == '.' && ext == lowerCase(ext), ext.c_str());
      QVERIFY(f.sniff && f.read);
      QCOMPARE(findFormat(f.id), &f);
      QCOMPARE(formatName(f.id), f.name);
    }
    QVERIFY(findFormat(kScaleScopeCsv));
    QCOMPARE(findFormat("no_such_format"), nullptr);
    QCOMPARE(formatName("no_such_format"), std::string("unknown format"));
  }

  // The extension the rows are matched against comes from the file's own name, in lower case:
  // a dot in a folder's name is not one, and Windows separators count.
  void extensionsAreTakenFromTheFileNameOnly() {
    QCOMPARE(fileExtension("runs/Scaling.CSV"), std::string(".csv"));
    QCOMPARE(fileExtension("results.d/result_0"), std::string());
    QCOMPARE(fileExtension("C:\\runs\\bench.Json"), std::string(".json"));
    QCOMPARE(fileExtension("archive.tar.gz"), std::string(".gz"));
    QCOMPARE(fileExtension(""), std::string());
    QCOMPARE(fileBaseName("a/b\\c.txt"), std::string("c.txt"));
    QCOMPARE(fileBaseName("plain"), std::string("plain"));
    QCOMPARE(fileBaseName("dir/"), std::string());
  }

  // Every file of the tests and of the shipped datasets: recognised, by one sniff above all
  // others. The expected format is written here for the datasets' and the tests' own tables and
  // is the folder's name for the seeds; test_formats checks it for tests/model/data/formats.
  void everyTestFileIsRecognisedWithoutATie_data() {
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("format");  // "" = any, but one
    const std::map<QString, QString> byHand = {
        {"datasets/top500.csv", "top500"},
        {"datasets/hpl_mxp.csv", "hpl_mxp"},
        {"datasets/sample_scaling.csv", "scalescope_csv"},
        {"datasets/mlperf_training.csv", "scalescope_csv"},
        {"tests/model/data/binary.csv", "scalescope_csv"},
        {"tests/model/data/empty.csv", "scalescope_csv"},
        {"tests/model/data/measurements_bom_crlf.csv", "scalescope_csv"},
        {"tests/model/data/measurements_semicolon.csv", "scalescope_csv"},
        {"tests/model/data/top500_header_only.csv", "top500"},
        {"tests/model/data/top500_quoted.csv", "top500"},
        {"tests/fuzz/corpus/csv/top500.csv", "top500"},
        {"tests/fuzz/corpus/csv/top500_peak_basis.csv", "top500"},
        {"tests/fuzz/corpus/csv/hpl_mxp.csv", "hpl_mxp"},
        {"tests/fuzz/corpus/csv/hpl_mxp_peak_ratio.csv", "hpl_mxp"},
        // A seed the fuzzer mangled until its first character was no longer '{': text, so
        // ScaleScope's CSV is the only reader left (whose refusal the harness checks).
        {"tests/fuzz/corpus/extrap_json/number_cut_at_line_end.json", "scalescope_csv"},
    };
    int rows = 0;
    const auto add = [&](const QString& file, const QString& format) {
      QTest::newRow(qPrintable(file)) << file << format;
      ++rows;
    };
    for (const auto& [file, format] : byHand) add(file, format);
    QDirIterator formats(kRoot + "/tests/model/data/formats", QDir::Files,
                         QDirIterator::Subdirectories);
    while (formats.hasNext()) add(QDir(kRoot).relativeFilePath(formats.next()), QString());
    for (const QString& id : fuzzedIds())
      for (const QString& f : QDir(kRoot + "/tests/fuzz/corpus/" + id).entryList(QDir::Files))
        if (!byHand.count("tests/fuzz/corpus/" + id + "/" + f))
          add("tests/fuzz/corpus/" + id + "/" + f, id);
    for (const QString& f : QDir(kRoot + "/tests/fuzz/corpus/csv").entryList(QDir::Files))
      if (!byHand.count("tests/fuzz/corpus/csv/" + f))
        add("tests/fuzz/corpus/csv/" + f, "scalescope_csv");
    QVERIFY(rows > 60);
  }
  void everyTestFileIsRecognisedWithoutATie() {
    QFETCH(QString, file);
    QFETCH(QString, format);
    const auto text = readTextFile((kRoot + "/" + file).toStdString());
    QVERIFY2(text.ok(), text.ok() ? "" : text.error().c_str());
    const Recognition r = recognise(file.toStdString(), *text);
    QVERIFY(r.format);
    if (!format.isEmpty()) QCOMPARE(QString::fromStdString(r.format->id), format);
    const Scores s = scoresOf(file.toStdString(), *text);
    QCOMPARE(s.best, r.format->id);
    QVERIFY2(s.bestScore > s.runnerUp, "two formats claim the file with the same score");
  }

  void readmeTableIsTheRegistry() {
    // datasets/README.md, "Recognising a file": the table "| format | one-line example |", one row
    // per format.
    const QStringList lines = textOf("datasets/README.md").split('\n');
    const int header = lines.indexOf("| format | one-line example |");
    QVERIFY2(header >= 0, "datasets/README.md has no '| format | one-line example |' table");
    QStringList names;
    for (int i = header + 2; i < lines.size() && lines[i].startsWith('|'); ++i)
      names << lines[i].section('|', 1, 1).trimmed();
    QCOMPARE(names, registryNames());
  }

  void manPageFormatsAreTheRegistry() {
    // packaging/scalescope.1, section FORMATS: one ".TP" item per format, its name set in bold.
    const QString man = textOf("packaging/scalescope.1");
    const int start = man.indexOf("\n.SH FORMATS\n");
    QVERIFY2(start >= 0, "the man page has no FORMATS section");
    const int end = man.indexOf("\n.SH ", start + 1);
    const QStringList lines = man.mid(start, end - start).split('\n');
    QStringList names;
    for (int i = 0; i + 1 < lines.size(); ++i)
      if (lines[i] == ".TP" && lines[i + 1].startsWith(".B "))
        names << lines[i + 1].mid(3).remove('"').replace("\\-", "-");
    QCOMPARE(names, registryNames());
  }

  void everyReaderIsFuzzed() {
    // tests/fuzz/CMakeLists.txt builds fuzz_<id> for each, .ci/fuzz.sh runs that same list.
    const QStringList listed =
        wordsOf(textOf("tests/fuzz/CMakeLists.txt"), "set\\(SCALESCOPE_FUZZED_FORMATS([^)]*)\\)");
    QCOMPARE(listed, fuzzedIds());
    QVERIFY(textOf(".ci/fuzz.sh").contains("SCALESCOPE_FUZZED_FORMATS"));
    for (const QString& id : fuzzedIds())
      QVERIFY2(!QDir(kRoot + "/tests/fuzz/corpus/" + id).entryList(QDir::Files).isEmpty(),
               qPrintable("no seeds in tests/fuzz/corpus/" + id));
  }
};

QTEST_MAIN(TestFormatRegistry)
#include "test_format_registry.moc"
