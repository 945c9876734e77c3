#pragma once
// Application-wide set-up shared by every mode (the --fit mode is in fit_command.h), and what
// the GUI opens from its command line.

#include <QStringList>
#include <QTextStream>

#include "app/cli/command_line.h"
#include "app/cli/fit_command.h"

namespace scalescope::app {

class Document;

/// Organisation/application names (QSettings) and version.
void configureApplication();

/// Installs the translations for the first of `uiLanguages` (most wanted first, as
/// QLocale::system().uiLanguages() gives them: LANGUAGE, then LC_ALL, LC_MESSAGES, LANG) that
/// ScaleScope speaks: its own strings (scalescope_<locale>.qm, compiled in under :/i18n) and
/// Qt's (qtbase_<locale>.qm from QLibraryInfo::TranslationsPath, package
/// qt6-translations-l10n). English, the language of the sources, needs none: an English entry
/// ends the search, so "en_GB:de" stays English. Replaces what an earlier call installed.
/// Numbers follow the language chosen (QLocale::setDefault): German texts write "0,05",
/// English ones "0.05" on a German system too; an English or C system keeps its locale.
/// Files, --set and CSV stay in the C locale whatever the language.
/// Returns the name of the language installed ("de", "zh_CN"), or "" for English.
QString installTranslators(const QStringList& uiLanguages);
/// What the last installTranslators installed ("de", "zh_CN"), "" for English or before it
/// ran: the language the lessons are shown in (lesson_library.h).
QString installedLanguage();

/// The languages to install, most wanted first: `chosen` ("de", "zh_CN", "en": --lang, or
/// View ▸ Language as savedLanguage() keeps it) alone, else the system's.
QStringList wantedLanguages(const QString& chosen);
/// The language chosen in View ▸ Language, kept in the settings ("" = the system's).
QString savedLanguage();
void saveLanguage(const QString& language);
/// "en" and every language whose translation is compiled in and translates the window's
/// menus (a draft left unfinished, as Chinese is for now, is not compiled in).
QStringList shippedLanguages();
/// A language's name in itself, as its speakers look for it in a menu ("English", "Deutsch",
/// "简体中文"): never translated.
QString languageName(const QString& code);

/// Loads what the GUI's command line names into `document`: the scenario (defaults, a preset
/// or a scenario file, then every --set), the shipped datasets, the scenario's datasets and
/// the positional data files (kept as the document's data sources, so that Save writes them
/// into the scenario like imported files), and the active series (chooseActiveSeries: the
/// user's newest file, or --series NAME). Returns what went wrong, one message each, for the
/// window to show: a scenario that cannot be opened, or whose data file is missing, gives the
/// default scenario (and the scenario file is left as it is); a bad data file is left out.
QStringList openCommandLine(const CommandLine& cl, Document* document);

}  // namespace scalescope::app
