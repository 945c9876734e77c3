#include "app/cli/command_line.h"

#include <QCoreApplication>
#include <cmath>

#include "app/export/figure_size.h"
#include "model/laws/law_table.h"

namespace scalescope::app {

namespace {

/// The translation context of the command line's messages (lupdate reads it from the macro).
struct CommandLineText {
  Q_DECLARE_TR_FUNCTIONS(CommandLineText)
};

}  // namespace

std::optional<std::vector<double>> parsePredictList(const QString& list, QString* error) {
  auto fail = [&](const QString& m) -> std::optional<std::vector<double>> {
    if (error) *error = m;
    return std::nullopt;
  };
  std::vector<double> out;
  const QStringList items = list.split(',');
  for (int i = 0; i < items.size(); ++i) {
    const QString item = items[i].trimmed();
    if (item.isEmpty())
      return fail(CommandLineText::tr("--predict %1: entry %2 is empty: expected N ≥ 1, e.g. "
                                      "--predict 1024,4096")
                      .arg(list)
                      .arg(i + 1));
    bool ok = false;
    const double n = item.toDouble(&ok);
    if (!ok)
      return fail(CommandLineText::tr("--predict %1: entry %2 '%3' is not a number: expected N ≥ 1")
                      .arg(list)
                      .arg(i + 1)
                      .arg(item));
    // toDouble accepts "nan" and "inf"; neither is a processor count.
    if (!std::isfinite(n))
      return fail(CommandLineText::tr("--predict %1: entry %2 '%3' is not finite: expected N ≥ 1")
                      .arg(list)
                      .arg(i + 1)
                      .arg(item));
    if (n < 1)
      return fail(CommandLineText::tr("--predict %1: entry %2 %3 is below 1: the laws start at "
                                      "one unit, N ≥ 1")
                      .arg(list)
                      .arg(i + 1)
                      .arg(item));
    out.push_back(n);
  }
  return out;
}

static QString presetKeys() {
  QStringList keys;
  for (const FigureSizePreset& p : figureSizePresets()) keys << p.key;
  return keys.join(", ");
}

std::optional<CommandLine> parseCommandLine(const QStringList& args, QString* error) {
  CommandLine cl;
  auto fail = [&](const QString& m) -> std::optional<CommandLine> {
    if (error) *error = m;
    return std::nullopt;
  };
  bool exportRequested = false, fitRequested = false, exportLesson = false;
  // A size preset brings its text size, titles and PNG resolution unless these are given.
  std::optional<int> sizePreset;
  bool scaleGiven = false, fontGiven = false, titlesGiven = false;
  for (int i = 0; i < args.size(); ++i) {
    QString arg = args[i];
    QString inlineValue;
    bool hasInline = false;
    if (arg.startsWith("--") && arg.contains('=')) {
      inlineValue = arg.mid(arg.indexOf('=') + 1);
      arg = arg.left(arg.indexOf('='));
      hasInline = true;
    }
    auto value = [&](QString* out) -> bool {
      if (hasInline) {
        *out = inlineValue;
        return true;
      }
      if (i + 1 >= args.size()) return false;
      *out = args[++i];
      return true;
    };
    QString v;
    if (arg == "--help" || arg == "-h") {
      cl.mode = CommandLine::Mode::Help;
    } else if (arg == "--version" || arg == "-v") {
      cl.mode = CommandLine::Mode::Version;
    } else if (arg == "--list-presets") {
      cl.mode = CommandLine::Mode::ListPresets;
    } else if (arg == "--list-parameters") {
      cl.mode = CommandLine::Mode::ListParameters;
    } else if (arg == "--list-lessons") {
      cl.mode = CommandLine::Mode::ListLessons;
    } else if (arg == "--check-lessons") {
      cl.mode = CommandLine::Mode::CheckLessons;
    } else if (arg == "--lesson") {
      QString name;
      if (!value(&name))
        return fail(CommandLineText::tr("--lesson: expected a lesson name (see --list-lessons)"));
      if (cl.lesson.isEmpty()) cl.lesson = name;
      cl.lecture << name;
    } else if (arg == "--presenter") {
      cl.presenter = true;
    } else if (arg == "--class-session") {
      // The address is optional: the next argument is it unless it is another option.
      cl.classSession = true;
      if (hasInline)
        cl.classListen = inlineValue;
      else if (i + 1 < args.size() && !args[i + 1].startsWith("--"))
        cl.classListen = args[++i];
    } else if (arg == "--export-lesson") {
      if (!value(&cl.lesson) || i + 1 >= args.size())
        return fail(CommandLineText::tr("--export-lesson: expected a lesson name and a PDF file"));
      cl.lessonPdf = args[++i];
      exportLesson = true;
    } else if (arg == "--lang") {
      if (!value(&cl.lang) || (cl.lang != "de" && cl.lang != "zh_CN" && cl.lang != "en"))
        return fail(CommandLineText::tr("--lang: expected de, zh_CN or en"));
    } else if (arg == "--page") {
      if (!value(&cl.page) || (cl.page != "a4" && cl.page != "slides"))
        return fail(CommandLineText::tr("--page: expected a4 or slides"));
    } else if (arg == "--preset") {
      if (!value(&cl.preset)) return fail(CommandLineText::tr("--preset: expected a preset name"));
    } else if (arg == "--scenario") {
      if (!value(&cl.scenarioFile)) return fail(CommandLineText::tr("--scenario: expected a file"));
    } else if (arg == "--set") {
      if (!value(&v) || !v.contains('='))
        return fail(CommandLineText::tr("--set: expected ID=VALUE"));
      cl.assignments << v;
    } else if (arg == "--export") {
      if (!value(&cl.exportDir)) return fail(CommandLineText::tr("--export: expected a directory"));
      exportRequested = true;
    } else if (arg == "--formats") {
      if (!value(&v))
        return fail(CommandLineText::tr("--formats: expected a list such as png,pdf,svg,csv"));
      cl.formats = v.split(',', Qt::SkipEmptyParts);
      for (const QString& f : cl.formats)
        if (!QStringList{"png", "pdf", "svg", "csv"}.contains(f))
          return fail(CommandLineText::tr("--formats: unknown format '%1' (use png, pdf, svg, csv)")
                          .arg(f));
      if (cl.formats.isEmpty())
        return fail(CommandLineText::tr("--formats: expected at least one format"));
    } else if (arg == "--size") {
      if (!value(&v))
        return fail(CommandLineText::tr("--size: expected WxH[unit] or a preset, e.g. 3.5x2.5in"));
      if (const auto p = presetNamed(v)) {
        sizePreset = *p;
        cl.size = figureSizePresets()[*p].size;
      } else {
        QString why;
        const auto size = parseFigureSize(v, &why);
        if (!size)
          return fail(CommandLineText::tr("--size: %1; or a preset: %2").arg(why, presetKeys()));
        cl.size = *size;
        sizePreset.reset();
      }
    } else if (arg == "--scale" || arg == "--dpi") {
      bool ok = false;
      if (!value(&v)) return fail(CommandLineText::tr("%1: expected a number").arg(arg));
      const double x = v.toDouble(&ok);
      const double k = arg == "--dpi" ? 72.0 : 1.0;
      if (!ok || !(x >= k) || x > 16 * k)
        return fail(CommandLineText::tr("%1: '%2' is not a number in [%3, %4]")
                        .arg(arg, v)
                        .arg(k)
                        .arg(16 * k));
      cl.scale = x / k;
      scaleGiven = true;
    } else if (arg == "--font-size") {
      bool ok = false;
      if (!value(&v)) return fail(CommandLineText::tr("--font-size: expected points, e.g. 8"));
      cl.fontPt = v.toDouble(&ok);
      if (!ok || !(cl.fontPt >= 4) || cl.fontPt > 72)
        return fail(
            CommandLineText::tr("--font-size: '%1' is not a size in points in [4, 72]").arg(v));
      fontGiven = true;
    } else if (arg == "--n-parameter") {
      if (!value(&cl.nParameter) || cl.nParameter.isEmpty())
        return fail(
            CommandLineText::tr("--n-parameter: expected the name of a parameter, e.g. threads"));
    } else if (arg == "--strict") {
      cl.strict = true;
    } else if (arg == "--no-titles") {
      cl.annotations = false;
      titlesGiven = true;
    } else if (arg == "--fit") {
      if (!value(&cl.fitFile))
        return fail(CommandLineText::tr("--fit: expected a data file or folder"));
      fitRequested = true;
    } else if (arg == "--law") {
      if (!value(&cl.law))
        return fail(CommandLineText::tr("--law: expected %1 or alpha-beta")
                        .arg(QString::fromStdString(model::fittedLawIds(", "))));
    } else if (arg == "--predict") {
      if (!value(&v))
        return fail(CommandLineText::tr("--predict: expected N[,N...], e.g. --predict 1024,4096"));
      QString why;
      const auto n = parsePredictList(v, &why);
      if (!n) return fail(why);
      cl.predictN.insert(cl.predictN.end(), n->begin(), n->end());
    } else if (arg == "--noise") {
      const auto noise = value(&v) ? model::fitNoiseFromName(v.toStdString()) : std::nullopt;
      if (!noise) return fail(CommandLineText::tr("--noise: expected relative or constant"));
      cl.noise = *noise;
      cl.noiseGiven = true;
    } else if (arg == "--series") {
      if (!value(&v) || v.isEmpty())
        return fail(CommandLineText::tr("--series: expected a series name"));
      cl.series << v;
    } else if (arg.startsWith('-') && arg != "-") {
      return fail(CommandLineText::tr("%1: unknown option (see --help)").arg(arg));
    } else {
      cl.files << arg;
    }
  }
  if (sizePreset) {
    const FigureSizePreset& p = figureSizePresets()[*sizePreset];
    if (!scaleGiven) cl.scale = p.scale;
    if (!fontGiven) cl.fontPt = p.fontPt;
    if (!titlesGiven) cl.annotations = p.annotations;
  }
  if (cl.mode != CommandLine::Mode::Gui) return cl;  // help/version/list/check win
  if (exportLesson && (exportRequested || fitRequested))
    return fail(CommandLineText::tr("--export-lesson: give one mode at a time"));
  if (exportLesson) {
    cl.mode = CommandLine::Mode::ExportLesson;
    return cl;
  }
  if (cl.presenter && cl.lesson.isEmpty())
    return fail(CommandLineText::tr("--presenter: only meaningful with --lesson"));
  if (cl.classSession && cl.lesson.isEmpty())
    return fail(CommandLineText::tr("--class-session: only meaningful with --lesson"));
  if (!cl.preset.isEmpty() && !cl.scenarioFile.isEmpty())
    return fail(CommandLineText::tr("--preset and --scenario: give one of them, not both"));
  if (exportRequested && fitRequested)
    return fail(CommandLineText::tr("--export and --fit: give one mode at a time"));
  if (fitRequested) {
    if (cl.law.isEmpty())
      return fail(CommandLineText::tr("--fit: --law is required (%1|alpha-beta)")
                      .arg(QString::fromStdString(model::fittedLawIds("|"))));
    cl.mode = CommandLine::Mode::Fit;
  } else if (exportRequested) {
    cl.mode = CommandLine::Mode::Export;
  } else if (!cl.law.isEmpty()) {
    return fail(CommandLineText::tr("--law: only meaningful with --fit"));
  }
  if (cl.noiseGiven && cl.mode != CommandLine::Mode::Fit)
    return fail(CommandLineText::tr("--noise: only meaningful with --fit"));
  if (!cl.predictN.empty() && cl.mode != CommandLine::Mode::Fit)
    return fail(CommandLineText::tr("--predict: only meaningful with --fit"));
  if (!cl.predictN.empty() && cl.law.compare("alpha-beta", Qt::CaseInsensitive) == 0)
    return fail(
        CommandLineText::tr("--predict: predicts T(N) of a scaling law, not of --law alpha-beta"));
  return cl;
}

QString languageArgument(const QStringList& arguments) {
  QString language;
  for (int i = 0; i < arguments.size(); ++i) {
    if (arguments[i] == QStringLiteral("--lang") && i + 1 < arguments.size())
      language = arguments[++i];
    else if (arguments[i].startsWith(QStringLiteral("--lang=")))
      language = arguments[i].mid(7);
  }
  return QStringList{"de", "zh_CN", "en"}.contains(language) ? language : QString();
}

}  // namespace scalescope::app
