#include "app/cli/help_text.h"

#include <QCoreApplication>
#include <QStringList>

#include "model/core/text_columns.h"
#include "model/data/formats.h"
#include "model/laws/law_table.h"

namespace scalescope::app {

namespace {

/// What an option's %1 stands for: nothing, the formats read, or the laws fitted.
enum class Names { None, Formats, Laws };

/// An option as typed, and what it does (translated in context "Help"; %1 where the
/// option's list of names goes).
struct Option {
  const char* lead;
  const char* text;
  Names names = Names::None;
};

// clang-format off
constexpr Option kOptions[] = {
    {"FILE", QT_TRANSLATE_NOOP("Help", "a scenario (.scalescope), or measured data: a file or folder in any format read (%1)"), Names::Formats},
    {"--preset NAME", QT_TRANSLATE_NOOP("Help", "start from a built-in scenario (see --list-presets)")},
    {"--scenario FILE", QT_TRANSLATE_NOOP("Help", "start from a scenario file")},
    {"--set ID=VALUE", QT_TRANSLATE_NOOP("Help", "set a parameter (repeatable; see --list-parameters)")},
    {"--export DIR", QT_TRANSLATE_NOOP("Help", "write the figures to DIR without opening a window: surface.*, scaling.*, pim.*, roofline.*, ... and their numbers as CSV")},
    {"--formats LIST", QT_TRANSLATE_NOOP("Help", "png,pdf,svg,csv (default png)")},
    {"--size WxH[UNIT]|PRESET", QT_TRANSLATE_NOOP("Help", "figure size on the page in mm, cm, in or pt (default pt: 504x360, a 7 × 5 in report column), e.g. 3.5x2.5in; or a preset, which also sets the text size, titles and PNG resolution: column (IEEE one column, 3.5 × 2.5 in, 8 pt, no titles), two-columns (7.16 × 3.5 in), a4-half, report, slide (16:9, 1920×1080 PNG), poster")},
    {"--font-size PT", QT_TRANSLATE_NOOP("Help", "the tick labels' size in points (default 9); titles, legends and notes in proportion, never below 7 pt")},
    {"--no-titles", QT_TRANSLATE_NOOP("Help", "leave the figures' titles and notes out (for a paper, whose caption says them)")},
    {"--dpi N", QT_TRANSLATE_NOOP("Help", "PNG pixels per inch of the page (default 72)")},
    {"--scale K", QT_TRANSLATE_NOOP("Help", "PNG pixels per point, N/72 (default 1)")},
    {"--fit DATA --law L", QT_TRANSLATE_NOOP("Help", "fit a law (%1) to the timed runs of DATA (a file or folder) and print it as JSON; --law alpha-beta fits T(m) = L + m/B to latency tables (OSU, IMB) per process count"), Names::Laws},
    {"--n-parameter NAME", QT_TRANSLATE_NOOP("Help", "which parameter of the data files is N, where a file has several (hyperfine -L t 1,2 -L size ...: t)")},
    {"--strict", QT_TRANSLATE_NOOP("Help", "refuse a data folder of which one file cannot be read (default: load the others, name each file skipped)")},
    {"--predict N[,N...]", QT_TRANSLATE_NOOP("Help", "with --fit: also print T(N) and its 95 % prediction interval at each N (≥ 1), e.g. --predict 1024,4096")},
    {"--noise relative|constant", QT_TRANSLATE_NOOP("Help", "with --fit: the scatter of a run, proportional to its time (default; runs weighted by 1/T²) or the same in seconds for every run (unweighted least squares)")},
    {"--series NAME", QT_TRANSLATE_NOOP("Help", "the active series of the Fit and Study figures, by name (default: the first of the last data file given); of a file that holds several, the ones to take (repeatable)")},
    {"--list-lessons", QT_TRANSLATE_NOOP("Help", "list the lessons: name, title, number of steps")},
    {"--lesson NAME", QT_TRANSLATE_NOOP("Help", "open the GUI on a lesson (a name or a .lesson.json file); given again, a lecture: the lessons in that order, each summary leading to the next; a .lecture.json file starts its lecture")},
    {"--presenter", QT_TRANSLATE_NOOP("Help", "with --lesson: start in presenter mode (full screen)")},
    {"--class-session [ADDR:PORT]", QT_TRANSLATE_NOOP("Help", "with --lesson: students answer from their phones; prints the student URL, the join code and the teacher's status URL (default: this machine's LAN address, a free port); --class-session paper: no network, the answers of paper forms typed in")},
    {"--export-lesson NAME FILE.pdf", QT_TRANSLATE_NOOP("Help", "write the lesson's handout: a page per step, the answers at the end, without opening a window")},
    {"--page a4|slides", QT_TRANSLATE_NOOP("Help", "handout pages: A4 portrait (default) or 16:9 slides")},
    {"--lang de|zh_CN|en", QT_TRANSLATE_NOOP("Help", "the language of the window, figures and handouts (default: View > Language, else the system's)")},
    {"--check-lessons [FILE...]", QT_TRANSLATE_NOOP("Help", "validate lessons (all when no FILE) and print one JSON object per question with the model's answer and the lesson's expect; exit 3 where they differ")},
    {"--list-presets", QT_TRANSLATE_NOOP("Help", "list the built-in scenarios")},
    {"--list-parameters", QT_TRANSLATE_NOOP("Help", "list parameter ids with unit, range and default")},
    {"--help, --version", ""},
};
// clang-format on

constexpr std::size_t kColumn = 28;

QString helpTr(const char* text) {
  return QCoreApplication::translate("Help", text);
}

/// Names joined for a help line: each held together by non-breaking spaces, so that a line
/// never ends inside "Extra-P text".
QString unbroken(QStringList names) {
  for (QString& n : names) n.replace(u' ', QChar(0xA0));
  return names.join(QStringLiteral(", "));
}

}  // namespace

QString helpText() {
  // The formats are the format registry's rows (model/data/formats.h), so that a new reader
  // is listed here without anyone writing it down; the laws are the law table's.
  QStringList formats;
  for (const auto& f : model::formatReaders()) formats << QString::fromStdString(f.name);
  const QString laws = QString::fromStdString(model::fittedLawIds("|"));
  std::vector<model::HelpEntry> entries;
  for (const Option& o : kOptions) {
    QString text = *o.text ? helpTr(o.text) : QString();
    if (o.names != Names::None)
      text = text.arg(o.names == Names::Formats ? unbroken(formats) : laws);
    entries.push_back({o.lead, text.toStdString()});
  }
  const auto paragraph = [](const char* text) {
    return QString::fromStdString(model::helpParagraph(helpTr(text).toStdString()));
  };
  return helpTr(QT_TRANSLATE_NOOP("Help", "Usage: scalescope [FILE ...] [options]")) + "\n" +
         helpTr(QT_TRANSLATE_NOOP("Help", "A desktop lab for the limits of parallel scaling.")) +
         "\n\n" + QString::fromStdString(model::helpList(entries, kColumn)) + "\n" +
         paragraph(QT_TRANSLATE_NOOP("Help",
                                     "Exit status: 0 success, 2 bad arguments, 3 bad "
                                     "input file or value, 4 output could not be "
                                     "written, 1 other failure.")) +
         paragraph(QT_TRANSLATE_NOOP("Help",
                                     "Rendering the 3D surface needs an X server; on a "
                                     "headless machine run")) +
         "  xvfb-run -a scalescope --export out\n";
}

}  // namespace scalescope::app
