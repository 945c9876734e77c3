#include "app/cli/startup.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QFont>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include "app/cli/batch.h"
#include "app/document/active_series.h"
#include "app/document/document.h"
#include "app/document/series_visibility.h"

namespace scalescope::app {

void configureApplication() {
  QCoreApplication::setOrganizationName("ScaleScope");
  QCoreApplication::setOrganizationDomain("scalescope.org");
  QCoreApplication::setApplicationName("ScaleScope");
  QCoreApplication::setApplicationVersion(SCALESCOPE_VERSION);
}

namespace {

/// Numbers are written as the texts around them: German texts with "0,05", English texts
/// with "0.05" even where the system's locale is German (an English legend read
/// "s = 7,2e-07"). An English-speaking system keeps its own locale.
void useNumbersOf(const QLocale& language) {
  const QLocale system = QLocale::system();
  const bool englishSystem =
      system.language() == QLocale::English || system.language() == QLocale::C;
  if (language.language() == QLocale::English || language.language() == QLocale::C)
    QLocale::setDefault(englishSystem ? system : language);
  else
    QLocale::setDefault(language);
}

/// The Chinese window takes its Han characters from WenQuanYi Micro Hei where that is
/// installed (the package recommends it): with Noto Sans CJK, which fontconfig puts first for
/// Chinese, an exported PDF named 比 and 行 by their Kangxi radicals (⽐ ⾏: one glyph for
/// both, and Qt's ToUnicode map takes the lower code point), so its text could not be searched
/// or copied as typed. Latin text keeps the application's font; other languages (whose figures
/// are the baselines) keep the font as it was.
void useFontsOf(const QLocale& language) {
  auto* gui = qobject_cast<QGuiApplication*>(QCoreApplication::instance());
  if (!gui) return;
  static const QFont kApplication = QGuiApplication::font();
  static const QString kHan = QStringLiteral("WenQuanYi Micro Hei");
  QFont font = kApplication;
  if (language.language() == QLocale::Chinese && QFontDatabase::hasFamily(kHan))
    font.setFamilies({kApplication.family(), kHan});
  if (QGuiApplication::font() != font) QGuiApplication::setFont(font);
}

}  // namespace

namespace {
QString& installed() {
  static QString language;
  return language;
}
}  // namespace

QString installedLanguage() {
  return installed();
}

QString installTranslators(const QStringList& uiLanguages) {
  installed().clear();
  static const QString kOurs = QStringLiteral("scalescope-translation");
  for (QTranslator* old : QCoreApplication::instance()->findChildren<QTranslator*>(kOurs))
    delete old;  // a QTranslator leaves the application when it is deleted
  for (const QString& name : uiLanguages) {
    const QLocale locale(name);
    if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
      useNumbersOf(locale);
      useFontsOf(locale);
      return {};
    }
    auto* ours = new QTranslator(QCoreApplication::instance());
    if (!ours->load(locale, QStringLiteral("scalescope"), QStringLiteral("_"),
                    QStringLiteral(":/i18n"))) {
      delete ours;
      continue;
    }
    ours->setObjectName(kOurs);
    QCoreApplication::installTranslator(ours);
    useNumbersOf(locale);
    useFontsOf(locale);
    // Qt's own strings (standard buttons, context menus, file dialogs) in the same language;
    // without the package they stay English.
    auto* qt = new QTranslator(QCoreApplication::instance());
    qt->setObjectName(kOurs);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
      QCoreApplication::installTranslator(qt);
    else
      delete qt;
    installed() = QFileInfo(ours->filePath()).completeBaseName().section('_', 1);
    return installed();
  }
  useNumbersOf(QLocale(QLocale::English, QLocale::UnitedStates));  // no language of ours
  useFontsOf(QLocale(QLocale::English));
  return {};
}

QStringList wantedLanguages(const QString& chosen) {
  return chosen.isEmpty() ? QLocale::system().uiLanguages() : QStringList{chosen};
}

namespace {
constexpr auto kLanguageKey = QLatin1StringView("language");
}

QString savedLanguage() {
  return QSettings().value(kLanguageKey).toString();
}

void saveLanguage(const QString& language) {
  QSettings().setValue(kLanguageKey, language);
}

QStringList shippedLanguages() {
  QStringList out{QStringLiteral("en")};
  const QDir dir(QStringLiteral(":/i18n"));
  for (const QString& file : dir.entryList({QStringLiteral("scalescope_*.qm")}, QDir::Files)) {
    // Offered where the window's own menus are translated, not for a draft's few entries.
    QTranslator probe;
    if (probe.load(dir.filePath(file)) &&
        !probe.translate("scalescope::app::MainWindow", "&View").isEmpty())
      out << QFileInfo(file).completeBaseName().section('_', 1);
  }
  return out;
}

QString languageName(const QString& code) {
  // QLocale names "en" "American English" and "zh_CN" "中文（中国）"; the menu means the
  // language of the texts, not a country's variety.
  if (code.startsWith(QLatin1String("en"))) return QStringLiteral("English");
  if (code == QLatin1String("zh_CN")) return QStringLiteral("简体中文");
  QString name = QLocale(code).nativeLanguageName();
  if (!name.isEmpty()) name[0] = name[0].toUpper();
  return name.isEmpty() ? code : name;
}

QStringList openCommandLine(const CommandLine& cl, Document* document) {
  QStringList problems;
  QString error;
  int code = kExitOk;
  std::optional<ScenarioFile> file = resolveScenario(cl, &error, &code);
  if (!file)
    problems << QObject::tr(
                    "Could not open the requested scenario:\n%1\n\n"
                    "Starting with the default scenario instead.")
                    .arg(error);
  // The files of the command line without its data files: what opens when one is bad.
  CommandLine withoutData = cl;
  withoutData.files.clear();
  if (const QString path = scenarioPathOf(cl); !path.isEmpty() && cl.scenarioFile.isEmpty())
    withoutData.files << path;
  QList<DataSource> sources;
  std::size_t newestSets = 0;
  auto load = [&](const CommandLine& line, const ScenarioFile* from) {
    sources.clear();
    return resolveDatasets(line, &error, &code, &sources, from, &newestSets);
  };
  auto data = load(cl, file ? &*file : nullptr);
  if (!data) {
    const QString dataError = error;
    if (file && !load(withoutData, &*file)) {
      // The scenario's own data is missing: opening it without would show another series as
      // its active one, and saving would drop the file from it. It stays closed, untouched.
      problems << QObject::tr("%1\n\nStarting with the default scenario instead.").arg(error);
      file.reset();
      data = load(cl, nullptr);
      if (!data) {
        problems << QObject::tr("Could not load the data file:\n%1").arg(error);
        data = load(withoutData, nullptr);
      }
    } else {
      // A bad data file of the command line is left out; the rest opens.
      problems << QObject::tr("Could not load the data file:\n%1").arg(dataError);
      data = load(withoutData, file ? &*file : nullptr);
    }
  }
  if (file && data) {
    if (const QString w = applyActiveSeriesName(&*file, scenarioPathOf(cl), *data); !w.isEmpty())
      problems << w;
    problems << dropUnmatchedExclusions(&*file, scenarioPathOf(cl), *data);
  }
  if (data) applySeriesVisibility(file ? &*file : nullptr, sources, &*data);
  model::Scenario scenario = file ? file->scenario : model::Scenario{};
  if (data && !chooseActiveSeries(cl, *data, newestSets, &scenario, &error)) problems << error;
  if (file) {
    // The title names where the scenario came from: a file, a read-only preset or nothing.
    QString origin;
    if (!cl.preset.isEmpty()) origin = QStringLiteral("preset:%1").arg(cl.preset);
    if (const QString path = scenarioPathOf(cl); !path.isEmpty())
      origin = QFileInfo(path).absoluteFilePath();
    document->load(scenario, origin, !cl.preset.isEmpty());
    // --set edits are not in the file: they are unsaved work.
    if (!cl.assignments.isEmpty()) document->undoStack()->resetClean();
  } else {
    document->load(scenario, QString(), false);
  }
  if (data) {
    // Files of the command line are saved with the scenario like imported ones.
    document->setDataSources(sources);
    document->setDatasets(std::move(*data));
    if (file) document->setExcludedRuns(file->excludedRuns);
  }
  return problems;
}

}  // namespace scalescope::app
