// Rules of the repository that a compiler does not check (ARCHITECTURE.md, "Layers"):
// - every reference points into the repository: no file names the specification documents
//   that live outside it, or the folder they live in;
// - app/ never includes a VTK header or names a VTK class (it sees the 3D view through
//   views::LinkedView), and none of its objects compiles one, however reached;
// - views/ and app/ hold no parameter id strings: they read parameters by model::Param;
// - the maps cannot drift: every path and identifier that ARCHITECTURE.md or a room's README
//   writes in backticks exists in the repository (libraries' names aside);
// - the top level holds only the fixed layout.
// It reads the tracked files of the source tree (git ls-files, or the tree without build
// folders when there is no git).
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <optional>

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

/// The maps: ARCHITECTURE.md and the README of every room (README.md is the front door; its
/// claims are checked by test_readme_claims and the tests of each feature).
QStringList mapFiles(const QStringList& files) {
  QStringList maps;
  for (const QString& path : files)
    if (path == "ARCHITECTURE.md" || (path.endsWith("/README.md") && !path.contains("/corpus/")))
      maps << path;
  return maps;
}

/// Names of the libraries and of other programs' code that the maps cite in backticks: they
/// are not in this repository, and are not checked. Qt (Q…, Qt::…), VTK (vtk…) and OpenGL
/// (gl…) names are recognised by their prefix.
bool isLibraryName(const QString& name) {
  static const QStringList others = {// VTK methods and modules, Qt's update event
                                     "SetScale", "SetCompress", "Write3DPropsAsRasterImageOn",
                                     "NoBlit", "UpdateRequest", "GUISupportQt",
                                     // the UPMEM SDK calls of the PIM paper's code
                                     "dpu_launch", "dpu_push_xfer"};
  static const QRegularExpression prefix(QStringLiteral("^(Q[A-Z]|Qt::|vtk|gl[A-Z]|GL_)"));
  return others.contains(name) || prefix.match(name).hasMatch();
}

/// Whether a backticked identifier is written like code (a class, a member, a function or a
/// namespace-qualified name), not like a word or an option: `InputWatch`, `model::Param`,
/// `refreshNow`, `m_views`, `SCALESCOPE_PCH`.
bool looksLikeCode(const QString& s) {
  static const QRegularExpression camel(QStringLiteral("[a-z][A-Z]|^[A-Z][a-z0-9]+[A-Z]"));
  return s.contains("::") || camel.match(s).hasMatch() || (s.contains('_') && !s.startsWith('_'));
}

/// Checks the backticked names of a map against the tracked files and the code.
class MapCheck {
 public:
  explicit MapCheck(const QStringList& files) : m_files(files.begin(), files.end()) {
    m_paths = m_files;
    for (const QString& f : files)
      for (int slash = f.indexOf('/'); slash > 0; slash = f.indexOf('/', slash + 1))
        m_paths.insert(f.left(slash));
    // This file names drifted names in its own check: it is not code they could exist in.
    for (const QString& f : files)
      if ((isSource(f) || f.endsWith("CMakeLists.txt") || f.endsWith(".cmake") ||
           f.endsWith(".sh") || f.startsWith(".ci/") || f.endsWith(".py")) &&
          !f.endsWith("/test_house_rules.cpp"))
        m_code += textOf(f) + '\n';
  }

  /// "MAP:LINE: `name` (why)" for every name of `text` that does not exist.
  QStringList missingIn(const QString& map, const QString& text) const {
    static const QRegularExpression span(QStringLiteral("`([^`\\n]+)`"));
    static const QRegularExpression identifier(
        QStringLiteral("^[A-Za-z_]\\w*(::[A-Za-z_~]\\w*)*$"));
    static const QRegularExpression call(QStringLiteral("^([A-Za-z_][\\w:]*)\\("));
    static const QRegularExpression example(QStringLiteral("[<>*{}…| =$]"));
    QStringList missing;
    const QStringList lines = text.split('\n');
    for (int i = 0; i < lines.size(); ++i)
      for (auto m = span.globalMatch(lines[i]); m.hasNext();) {
        QString s = m.next().captured(1).trimmed();
        // Placeholders, patterns, commands and assignments are examples, not names.
        if (s.contains(example) ||
            s.contains(QRegularExpression(QStringLiteral("\\b(NAME|FILE|DIR|DATA)\\b"))))
          continue;
        if (const auto c = call.match(s); c.hasMatch()) s = c.captured(1);
        const QString where = QStringLiteral("%1:%2: `%3`").arg(map).arg(i + 1).arg(s);
        if (s.contains('/') && !s.startsWith('/') && !s.startsWith("--") && !s.contains(":/") &&
            !s.startsWith("build/")) {
          if (const auto exists = pathExists(map, s)) {
            ++m_checked;
            if (!*exists) missing << where + " (no such file or folder)";
          }
          continue;
        }
        if (!identifier.match(s).hasMatch() || !looksLikeCode(s) || isLibraryName(s) ||
            isLibraryName(s.section("::", -1)))
          continue;
        ++m_checked;
        if (!namedInCode(s.section("::", -1))) missing << where + " (named nowhere in the code)";
      }
    return missing;
  }
  int checked() const { return m_checked; }

  /// Whether `name` is a word of the code. A fuzz target `fuzz_X` is named by X: CMake and
  /// .ci/fuzz.sh build the target names of the format readers from their list.
  bool namedInCode(const QString& name) const {
    const auto word = [&](const QString& w) {
      return QRegularExpression(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(w)))
          .match(m_code)
          .hasMatch();
    };
    return word(name) || (name.startsWith("fuzz_") && word(name.mid(5)));
  }

 private:
  /// Whether a path exists: from the root, from the map's folder or from a folder one below
  /// it (a fuzzer's corpus), as written or as the .h/.cpp pair it names. nullopt for a path
  /// that starts nowhere in the repository (another project's file).
  std::optional<bool> pathExists(const QString& map, const QString& written) const {
    const QString p = QDir::cleanPath(written);
    const QString first = p.section('/', 0, 0);
    const QString folder = QFileInfo(map).path();
    QStringList bases{QString()};
    if (folder != ".") bases << folder;
    for (const QString& sub : m_paths)
      if (sub.startsWith(folder + '/') && sub.count('/') == folder.count('/') + 1 &&
          !m_files.contains(sub))
        bases << sub;
    bool started = false;
    for (const QString& base : bases) {
      const QString c = base.isEmpty() ? p : QDir::cleanPath(base + '/' + p);
      for (const QString& form : {c, c + ".h", c + ".cpp"})
        if (m_paths.contains(form)) return true;
      started = started || m_paths.contains(base.isEmpty() ? first : base + '/' + first);
    }
    if (!started) return std::nullopt;
    return false;
  }

  QSet<QString> m_files, m_paths;
  QString m_code;
  mutable int m_checked = 0;
};

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

  void appCompilesNoVtkHeader() {
    // What the compiler read for each object of app/ (Ninja keeps every object's header
    // list: `ninja -t deps`), not what the sources spell: a VTK header reached through a
    // views/ header counts too.
    const QString build = QStringLiteral(SCALESCOPE_BINARY_DIR);
    if (!QFile::exists(build + "/build.ninja")) QSKIP("the build is not a Ninja build");
    QProcess ninja;
    ninja.setWorkingDirectory(build);
    ninja.start("ninja", {"-t", "deps"});
    if (!ninja.waitForFinished(60000) || ninja.exitCode() != 0) QSKIP("ninja -t deps failed");
    const QStringList lines = QString::fromUtf8(ninja.readAllStandardOutput()).split('\n');
    // The sources of app/ that were compiled: one per object, or eight per object of a unity
    // build (each .cpp is a dependency of the batch that includes it).
    const QString appSources = QStringLiteral(SCALESCOPE_SOURCE_DIR) + "/app/";
    QSet<QString> sources;
    QString object;
    bool app = false;
    QStringList hits;
    for (const QString& line : lines) {
      if (!line.startsWith(' ') && line.contains(": #deps")) {
        object = line.section(':', 0, 0);
        app = object.startsWith("app/CMakeFiles/scalescope_app.dir/") ||
              object.startsWith("app/CMakeFiles/scalescope.dir/");
        continue;
      }
      if (!app) continue;
      const QString dep = line.trimmed();
      if (dep.startsWith(appSources) && dep.endsWith(".cpp")) sources.insert(dep);
      if (dep.contains(QRegularExpression(QStringLiteral("/vtk[-/]|/vtk[A-Z]\\w*\\.h"))))
        hits << object + ": " + dep;
    }
    if (sources.isEmpty()) QSKIP("app/ is not built (a model-only build)");
    // Every source of the program's app/ part was looked at (app/probe/ is the measuring
    // program, built without Qt).
    QStringList missing;
    for (QDirIterator it(appSources, {"*.cpp"}, QDir::Files, QDirIterator::Subdirectories);
         it.hasNext();) {
      const QString source = it.next();
      if (!source.startsWith(appSources + "probe/") && !sources.contains(source)) missing << source;
    }
    QVERIFY2(missing.isEmpty(),
             qPrintable("not among the compiled sources:\n" + missing.join('\n')));
    QVERIFY2(hits.isEmpty(),
             qPrintable("app/ compiles VTK headers:\n" + hits.mid(0, 20).join('\n')));
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

  void theTopLevelHoldsTheFixedLayoutOnly() {
    // The layout of the house is fixed (ARCHITECTURE.md, "Layers"): the build, the three
    // layers, resources, shipped data, tests and packaging, the maps and the licence, and the
    // tools' dotfiles. A file left by a shell redirect or a crash lands here first.
    const QStringList allowed = {
        "CMakeLists.txt",  "CMakePresets.json", "app",   "model",         "views",
        "resources",       "datasets",          "tests", "packaging",     "README.md",
        "ARCHITECTURE.md", "LICENSE",           ".ci",   ".clang-format", ".gitignore"};
    QStringList stray;
    for (const QString& path : trackedFiles()) {
      const QString top = path.section('/', 0, 0);
      if (!allowed.contains(top) && !stray.contains(top)) stray << top;
    }
    QVERIFY2(stray.isEmpty(), qPrintable("outside the fixed top level: " + stray.join(", ")));
  }

  void theMapsNameWhatExists() {
    const QStringList files = trackedFiles();
    const MapCheck check(files);
    QStringList missing;
    const QStringList maps = mapFiles(files);
    QVERIFY(maps.contains("ARCHITECTURE.md") && maps.size() >= 5);
    for (const QString& map : maps) missing << check.missingIn(map, textOf(map));
    QVERIFY2(check.checked() > 100, qPrintable(QString::number(check.checked())));
    QVERIFY2(missing.isEmpty(),
             qPrintable("the maps name what does not exist:\n" + missing.join('\n')));
  }

  void theMapCheckSeesADrift() {
    // A class that was renamed away, a file that moved, and what is not checked: a library's
    // class, another project's path, an option, a placeholder.
    const MapCheck check(trackedFiles());
    const QStringList missing = check.missingIn(
        "ARCHITECTURE.md",
        "`model::InputWatch` in `model/core/input_watch.h`; `Param` in `model/core/param.h`,\n"
        "`QCustomPlot`, `vtkRenderer`, `examples/scaling/frontier.csv`, `--export`, "
        "`tests/<layer>/test_*.cpp`, `views/surface/surface_export`");
    QCOMPARE(missing.size(), 2);
    QVERIFY(missing[0].startsWith("ARCHITECTURE.md:1: `model::InputWatch`"));
    QVERIFY(missing[1].startsWith("ARCHITECTURE.md:1: `model/core/input_watch.h`"));
  }
};

QTEST_GUILESS_MAIN(TestHouseRules)
#include "test_house_rules.moc"
