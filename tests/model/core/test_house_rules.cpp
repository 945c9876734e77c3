// Rules of the repository that a compiler does not check (ARCHITECTURE.md, "Layers"):
// - every reference points into the repository: no file names the specification documents
//   that live outside it, or the folder they live in;
// - app/ never includes a VTK header or names a VTK class (it sees the 3D view through
//   views/, e.g. views::SurfaceCamera);
// - views/ and app/ hold no parameter id strings: they read parameters by model::Param.
// It reads the tracked files of the source tree (git ls-files, or the tree without build
// folders when there is no git).
#include <QDirIterator>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTest>

#include "model/core/param.h"

namespace {

const QString kRoot = QStringLiteral(SCALESCOPE_SOURCE_DIR);

QStringList trackedFiles() {
  QProcess git;
  git.start("git", {"-C", kRoot, "ls-files"});
  if (git.waitForFinished(30000) && git.exitStatus() == QProcess::NormalExit && git.exitCode() == 0)
    return QString::fromUtf8(git.readAllStandardOutput()).split('\n', Qt::SkipEmptyParts);
  QStringList files;
  QDirIterator it(kRoot, QDir::Files, QDirIterator::Subdirectories);
  while (it.hasNext()) {
    const QString path = QDir(kRoot).relativeFilePath(it.next());
    if (!path.startsWith("build") && !path.startsWith(".git/")) files << path;
  }
  return files;
}

/// The text of a file, or null for binary files (a NUL byte) and unreadable ones.
QString textOf(const QString& path) {
  QFile f(kRoot + "/" + path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  const QByteArray bytes = f.readAll();
  return bytes.contains('\0') ? QString() : QString::fromUtf8(bytes);
}

/// "path:line: text" of every line of `text` that `pattern` matches.
QStringList findLines(const QString& path, const QString& text, const QRegularExpression& pattern) {
  QStringList hits;
  const QStringList lines = text.split('\n');
  for (int i = 0; i < lines.size(); ++i)
    if (pattern.match(lines[i]).hasMatch())
      hits << QStringLiteral("%1:%2: %3").arg(path).arg(i + 1).arg(lines[i].trimmed());
  return hits;
}

bool isSource(const QString& path) {
  return path.endsWith(".cpp") || path.endsWith(".h");
}

}  // namespace

class TestHouseRules : public QObject {
  Q_OBJECT
 private slots:
  void referencesStayInTheRepository() {
    // Spelt in pieces so that this file does not name them itself.
    const QString md = QStringLiteral(".md");
    const QRegularExpression outside(QStringLiteral("\\.\\./shared|\\b(%1|%2|%3)\\b")
                                         .arg(QRegularExpression::escape("SCIENCE" + md),
                                              QRegularExpression::escape("DESIGN" + md),
                                              QRegularExpression::escape("PLATFORM" + md)));
    const QStringList own = {"ARCHITECTURE.md", "model/README.md", "views/README.md"};
    QStringList hits;
    const QStringList files = trackedFiles();
    QVERIFY(files.size() > 100);
    for (const QString& path : files)
      if (!own.contains(path)) hits << findLines(path, textOf(path), outside);
    QVERIFY2(hits.isEmpty(), qPrintable("references outside the repository:\n" + hits.join('\n')));
  }

  void appDoesNotKnowVtk() {
    const QRegularExpression vtk(QStringLiteral("#\\s*include\\s*[<\"]vtk|\\bvtk[A-Z]\\w*"));
    QStringList hits;
    int sources = 0;
    for (const QString& path : trackedFiles())
      if (path.startsWith("app/") && isSource(path)) {
        ++sources;
        hits << findLines(path, textOf(path), vtk);
      }
    QVERIFY(sources > 10);
    QVERIFY2(hits.isEmpty(), qPrintable("VTK in app/:\n" + hits.join('\n')));
  }

  void viewsAndAppReadParametersByParam() {
    // A literal that is a parameter id, an assignment to one ("pim.dpus=…"), or the start of
    // one built at run time ("timeline.speedup_" + format). File names such as "pim.csv" or
    // "surface." + format are none of these.
    QStringList ids;
    for (std::size_t i = 0; i < scalescope::model::kParamCount; ++i)
      ids << QString::fromUtf8(scalescope::model::paramId(scalescope::model::paramAt(i)).data());
    const auto isIdText = [&](const QString& literal) {
      for (const QString& id : ids) {
        if (literal == id || literal.startsWith(id + "=")) return true;
        const int dot = literal.indexOf('.');
        if (dot > 0 && dot + 1 < literal.size() && id.startsWith(literal)) return true;
      }
      return false;
    };
    const QRegularExpression literal(QStringLiteral("\"((?:[^\"\\\\\\n]|\\\\.)*)\""));
    QStringList hits;
    for (const QString& path : trackedFiles()) {
      if (!(path.startsWith("views/") || path.startsWith("app/")) || !isSource(path)) continue;
      // scalescope-probe is a program of its own with no scenario: its "n" is a CSV column
      // and an option name, not the parameter.
      if (path.startsWith("app/probe/")) continue;
      const QStringList lines = textOf(path).split('\n');
      for (int i = 0; i < lines.size(); ++i)
        // A line may say that its literal only looks like an id (a field of another format).
        if (!lines[i].contains("// not a parameter"))
          for (auto m = literal.globalMatch(lines[i]); m.hasNext();)
            if (isIdText(m.next().captured(1)))
              hits << QStringLiteral("%1:%2: %3").arg(path).arg(i + 1).arg(lines[i].trimmed());
    }
    QVERIFY2(hits.isEmpty(),
             qPrintable("parameter ids in views/ or app/ (use model::Param):\n" + hits.join('\n')));
    // The check itself would see them.
    QVERIFY(isIdText("timeline.speedup_") && isIdText("n") && isIdText("pim.dpus=64"));
    QVERIFY(!isIdText("pim.csv") && !isIdText("surface.") && !isIdText("N"));
  }
};

QTEST_GUILESS_MAIN(TestHouseRules)
#include "test_house_rules.moc"
