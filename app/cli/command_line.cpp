#include "app/cli/command_line.h"

#include <cmath>

#include "app/export/figure_size.h"
#include "model/data/formats.h"
#include "model/laws/law_table.h"

namespace scalescope::app {

namespace {

/// "LEAD(A, B, C)" wrapped at 80 columns: every line after the first starts at the help's
/// second column (28 blanks); a name is never split.
QString wrappedList(const QString& lead, const QStringList& names) {
  const QString indent(28, ' ');
  QString out, line = lead + "(";
  for (int i = 0; i < names.size(); ++i) {
    const QString item = names[i] + (i + 1 < names.size() ? "," : ")");
    const bool first = line.endsWith('(');
    if (!first && indent.size() + line.size() + 1 + item.size() > 80) {
      out += line + "\n" + indent;
      line = item;
    } else {
      line += (first ? "" : " ") + item;
    }
  }
  return out + line + "\n";
}

}  // namespace

QString helpText() {
  // The formats are the format registry's rows (model/data/formats.h), so that a new reader
  // is listed here without anyone writing it down.
  QStringList names;
  for (const auto& f : model::formatReaders()) names << QString::fromStdString(f.name);
  const QString formats = wrappedList("folder in any format read ", names);
  return QStringLiteral(
             "Usage: scalescope [FILE ...] [options]\n"
             "A desktop lab for the limits of parallel scaling.\n"
             "\n"
             "  FILE                      a scenario (.scalescope), or measured data: a file or\n"
             "                            ") +
         formats +
         QStringLiteral(
             "  --preset NAME             start from a built-in scenario (see --list-presets)\n"
             "  --scenario FILE           start from a scenario file\n"
             "  --set ID=VALUE            set a parameter (repeatable; see --list-parameters)\n"
             "  --export DIR              write the figures to DIR without opening a window:\n"
             "                            surface.*, scaling.*, pim.*, roofline.*, ... and\n"
             "                            their numbers as CSV\n"
             "  --formats LIST            png,pdf,svg,csv (default png)\n"
             "  --size WxH[UNIT]|PRESET   figure size on the page in mm, cm, in or pt (default\n"
             "                            pt: 504x360, a 7 × 5 in report column), e.g. 3.5x2.5in;\n"
             "                            or a preset, which also sets the text size, titles and\n"
             "                            PNG resolution: column (IEEE one column, 3.5 × 2.5 in,\n"
             "                            8 pt, no titles), two-columns (7.16 × 3.5 in), a4-half,\n"
             "                            report, slide (16:9, 1920×1080 PNG), poster\n"
             "  --font-size PT            the tick labels' size in points (default 9); titles,\n"
             "                            legends and notes in proportion, never below 7 pt\n"
             "  --no-titles               leave the figures' titles and notes out (for a paper,\n"
             "                            whose caption says them)\n"
             "  --dpi N                   PNG pixels per inch of the page (default 72)\n"
             "  --scale K                 PNG pixels per point, N/72 (default 1)\n"
             "  --fit DATA --law L        fit a law (%1) to the timed\n"
             "                            runs of DATA (a file or folder) and print it as JSON;\n"
             "                            --law alpha-beta fits T(m) = L + m/B to latency tables\n"
             "                            (OSU, IMB) per process count\n"
             "  --n-parameter NAME        which parameter of the data files is N, where a file\n"
             "                            has several (hyperfine -L t 1,2 -L size ...: t)\n"
             "  --strict                  refuse a data folder of which one file cannot be read\n"
             "                            (default: load the others, name each file skipped)\n"
             "  --predict N[,N...]        with --fit: also print T(N) and its 95 % prediction\n"
             "                            interval at each N (≥ 1), e.g. --predict 1024,4096\n"
             "  --noise relative|constant with --fit: the scatter of a run, proportional to its\n"
             "                            time (default; runs weighted by 1/T²) or the same in\n"
             "                            seconds for every run (unweighted least squares)\n"
             "  --series NAME             the active series of the Fit and Study figures, by name\n"
             "                            (default: the first of the last data file given); of a\n"
             "                            file that holds several, the ones to take (repeatable)\n"
             "  --list-lessons            list the lessons: name, title, number of steps\n"
             "  --lesson NAME             open the GUI on a lesson (a name or a .lesson.json "
             "file);\n"
             "                            given again, a lecture: the lessons in that order,\n"
             "                            each summary leading to the next; a .lecture.json\n"
             "                            file starts its lecture\n"
             "  --presenter               with --lesson: start in presenter mode (full screen)\n"
             "  --class-session [ADDR:PORT]  with --lesson: students answer from their phones;\n"
             "                            prints the student URL, the join code and the\n"
             "                            teacher's status URL (default: this machine's LAN\n"
             "                            address, a free port); --class-session paper: no\n"
             "                            network, the answers of paper forms typed in\n"
             "  --export-lesson NAME FILE.pdf\n"
             "                            write the lesson's handout: a page per step, the "
             "answers\n"
             "                            at the end, without opening a window\n"
             "  --page a4|slides          handout pages: A4 portrait (default) or 16:9 slides\n"
             "  --lang de|zh_CN|en        the language of the window, figures and handouts\n"
             "                            (default: View > Language, else the system's)\n"
             "  --check-lessons [FILE...] validate lessons (all when no FILE) and print one JSON\n"
             "                            object per question with the model's answer and the\n"
             "                            lesson's expect; exit 3 where they differ\n"
             "  --list-presets            list the built-in scenarios\n"
             "  --list-parameters         list parameter ids with unit, range and default\n"
             "  --help, --version\n"
             "\n"
             "Exit status: 0 success, 2 bad arguments, 3 bad input file or value,\n"
             "4 output could not be written, 1 other failure.\n"
             "Rendering the 3D surface needs an X server; on a headless machine run\n"
             "  xvfb-run -a scalescope --export out\n")
             .arg(QString::fromStdString(model::fittedLawIds("|")));
}

std::optional<std::vector<double>> parsePredictList(const QString& list, QString* error) {
  auto fail = [&](const QString& m) -> std::optional<std::vector<double>> {
    if (error) *error = m;
    return std::nullopt;
  };
  std::vector<double> out;
  const QStringList items = list.split(',');
  for (int i = 0; i < items.size(); ++i) {
    const QString item = items[i].trimmed();
    const QString where = QStringLiteral("--predict %1: entry %2 ").arg(list).arg(i + 1);
    if (item.isEmpty()) return fail(where + "is empty: expected N ≥ 1, e.g. --predict 1024,4096");
    bool ok = false;
    const double n = item.toDouble(&ok);
    if (!ok) return fail(where + QStringLiteral("'%1' is not a number: expected N ≥ 1").arg(item));
    // toDouble accepts "nan" and "inf"; neither is a processor count.
    if (!std::isfinite(n))
      return fail(where + QStringLiteral("'%1' is not finite: expected N ≥ 1").arg(item));
    if (n < 1)
      return fail(where +
                  QStringLiteral("%1 is below 1: the laws start at one unit, N ≥ 1").arg(item));
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
      if (!value(&name)) return fail("--lesson: expected a lesson name (see --list-lessons)");
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
        return fail("--export-lesson: expected a lesson name and a PDF file");
      cl.lessonPdf = args[++i];
      exportLesson = true;
    } else if (arg == "--lang") {
      if (!value(&cl.lang) || (cl.lang != "de" && cl.lang != "zh_CN" && cl.lang != "en"))
        return fail("--lang: expected de, zh_CN or en");
    } else if (arg == "--page") {
      if (!value(&cl.page) || (cl.page != "a4" && cl.page != "slides"))
        return fail("--page: expected a4 or slides");
    } else if (arg == "--preset") {
      if (!value(&cl.preset)) return fail("--preset: expected a preset name");
    } else if (arg == "--scenario") {
      if (!value(&cl.scenarioFile)) return fail("--scenario: expected a file");
    } else if (arg == "--set") {
      if (!value(&v) || !v.contains('=')) return fail("--set: expected ID=VALUE");
      cl.assignments << v;
    } else if (arg == "--export") {
      if (!value(&cl.exportDir)) return fail("--export: expected a directory");
      exportRequested = true;
    } else if (arg == "--formats") {
      if (!value(&v)) return fail("--formats: expected a list such as png,pdf,svg,csv");
      cl.formats = v.split(',', Qt::SkipEmptyParts);
      for (const QString& f : cl.formats)
        if (!QStringList{"png", "pdf", "svg", "csv"}.contains(f))
          return fail(
              QStringLiteral("--formats: unknown format '%1' (use png, pdf, svg, csv)").arg(f));
      if (cl.formats.isEmpty()) return fail("--formats: expected at least one format");
    } else if (arg == "--size") {
      if (!value(&v)) return fail("--size: expected WxH[unit] or a preset, e.g. 3.5x2.5in");
      if (const auto p = presetNamed(v)) {
        sizePreset = *p;
        cl.size = figureSizePresets()[*p].size;
      } else {
        QString why;
        const auto size = parseFigureSize(v, &why);
        if (!size) return fail("--size: " + why + "; or a preset: " + presetKeys());
        cl.size = *size;
        sizePreset.reset();
      }
    } else if (arg == "--scale" || arg == "--dpi") {
      bool ok = false;
      if (!value(&v)) return fail(arg + ": expected a number");
      const double x = v.toDouble(&ok);
      const double k = arg == "--dpi" ? 72.0 : 1.0;
      if (!ok || !(x >= k) || x > 16 * k)
        return fail(
            QStringLiteral("%1: '%2' is not a number in [%3, %4]").arg(arg, v).arg(k).arg(16 * k));
      cl.scale = x / k;
      scaleGiven = true;
    } else if (arg == "--font-size") {
      bool ok = false;
      if (!value(&v)) return fail("--font-size: expected points, e.g. 8");
      cl.fontPt = v.toDouble(&ok);
      if (!ok || !(cl.fontPt >= 4) || cl.fontPt > 72)
        return fail(QStringLiteral("--font-size: '%1' is not a size in points in [4, 72]").arg(v));
      fontGiven = true;
    } else if (arg == "--n-parameter") {
      if (!value(&cl.nParameter) || cl.nParameter.isEmpty())
        return fail("--n-parameter: expected the name of a parameter, e.g. threads");
    } else if (arg == "--strict") {
      cl.strict = true;
    } else if (arg == "--no-titles") {
      cl.annotations = false;
      titlesGiven = true;
    } else if (arg == "--fit") {
      if (!value(&cl.fitFile)) return fail("--fit: expected a data file or folder");
      fitRequested = true;
    } else if (arg == "--law") {
      if (!value(&cl.law))
        return fail(QStringLiteral("--law: expected %1 or alpha-beta")
                        .arg(QString::fromStdString(model::fittedLawIds(", "))));
    } else if (arg == "--predict") {
      if (!value(&v)) return fail("--predict: expected N[,N...], e.g. --predict 1024,4096");
      QString why;
      const auto n = parsePredictList(v, &why);
      if (!n) return fail(why);
      cl.predictN.insert(cl.predictN.end(), n->begin(), n->end());
    } else if (arg == "--noise") {
      const auto noise = value(&v) ? model::fitNoiseFromName(v.toStdString()) : std::nullopt;
      if (!noise) return fail(QStringLiteral("--noise: expected relative or constant"));
      cl.noise = *noise;
      cl.noiseGiven = true;
    } else if (arg == "--series") {
      if (!value(&v) || v.isEmpty()) return fail("--series: expected a series name");
      cl.series << v;
    } else if (arg.startsWith('-') && arg != "-") {
      return fail(QStringLiteral("%1: unknown option (see --help)").arg(arg));
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
    return fail("--export-lesson: give one mode at a time");
  if (exportLesson) {
    cl.mode = CommandLine::Mode::ExportLesson;
    return cl;
  }
  if (cl.presenter && cl.lesson.isEmpty())
    return fail("--presenter: only meaningful with --lesson");
  if (cl.classSession && cl.lesson.isEmpty())
    return fail("--class-session: only meaningful with --lesson");
  if (!cl.preset.isEmpty() && !cl.scenarioFile.isEmpty())
    return fail("--preset and --scenario: give one of them, not both");
  if (exportRequested && fitRequested) return fail("--export and --fit: give one mode at a time");
  if (fitRequested) {
    if (cl.law.isEmpty())
      return fail(QStringLiteral("--fit: --law is required (%1|alpha-beta)")
                      .arg(QString::fromStdString(model::fittedLawIds("|"))));
    cl.mode = CommandLine::Mode::Fit;
  } else if (exportRequested) {
    cl.mode = CommandLine::Mode::Export;
  } else if (!cl.law.isEmpty()) {
    return fail("--law: only meaningful with --fit");
  }
  if (cl.noiseGiven && cl.mode != CommandLine::Mode::Fit)
    return fail("--noise: only meaningful with --fit");
  if (!cl.predictN.empty() && cl.mode != CommandLine::Mode::Fit)
    return fail("--predict: only meaningful with --fit");
  if (!cl.predictN.empty() && cl.law.compare("alpha-beta", Qt::CaseInsensitive) == 0)
    return fail("--predict: predicts T(N) of a scaling law, not of --law alpha-beta");
  return cl;
}

}  // namespace scalescope::app
