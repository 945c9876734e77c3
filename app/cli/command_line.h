#pragma once
// The command-line contract: GUI, --list-presets, --list-parameters, --preset/--scenario
// with --set, --export, --fit, --help, --version. Parsing only; the modes run in batch.cpp
// and main.cpp (ARCHITECTURE.md, "Where things live").

#include <QSize>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

#include "model/measured/fit.h"

namespace scalescope::app {

/// Exit statuses of batch modes (documented in --help and README).
enum ExitCode {
  kExitOk = 0,
  kExitFailure = 1,
  kExitBadArguments = 2,
  kExitBadInput = 3,
  kExitWriteFailed = 4
};

/// A parsed command line.
struct CommandLine {
  enum class Mode {
    Gui,
    Help,
    Version,
    ListPresets,
    ListParameters,
    Export,
    Fit,
    ListLessons,
    CheckLessons,
    ExportLesson
  };
  Mode mode = Mode::Gui;
  QStringList files;        ///< positional: data files or folders, or one .scalescope scenario
  QString preset;           ///< --preset NAME
  QString scenarioFile;     ///< --scenario FILE
  QStringList assignments;  ///< --set id=value, in order
  QString exportDir;
  QStringList formats{"png"};
  QSize size{504, 360};     ///< points; the report-column preset (figure_size.h)
  double scale = 1.0;       ///< PNG pixels per point
  double fontPt = 9.0;      ///< --font-size: the tick labels' size in points
  bool annotations = true;  ///< off with --no-titles
  QString fitFile;          ///< --fit FILE: a data file or folder in any format read
  /// --strict: a folder of which one file cannot be read is refused whole (default: the
  /// others load and each file skipped is named on stderr).
  bool strict = false;
  /// --n-parameter NAME: which parameter of the data files is N (hyperfine's -L t ..., an
  /// Extra-P coordinate, a JUBE column), for --fit and the files loaded; kept in a saved
  /// scenario with the file's other import choices.
  QString nParameter;
  QString law;
  /// --predict N[,N...]: with --fit, the N (each finite and ≥ 1) to predict T at, in order.
  std::vector<double> predictN;
  /// --noise relative|constant: with --fit, how the runs are weighted (model/measured/fit.h).
  model::FitNoise noise = model::FitNoise::Relative;
  bool noiseGiven = false;
  QString lesson;             ///< --lesson NAME (GUI) or --export-lesson NAME
  QStringList lecture;        ///< --lesson given more than once: every NAME, in order
  bool presenter = false;     ///< --presenter
  bool classSession = false;  ///< --class-session [ADDR:PORT]
  QString classListen;        ///< its ADDR:PORT ("" = the defaults)
  QString lessonPdf;          ///< --export-lesson NAME FILE.pdf
  QString page = "a4";        ///< --page a4|slides
  QString lang;               ///< --lang de|zh_CN|en ("" = View ▸ Language, else the system's)
  /// --series NAME (repeatable): the series to take from files that hold several (Extra-P
  /// call paths, Google Benchmark families, ...), for --fit and for the files loaded; the
  /// first one is also the active series of the GUI and of --export (chooseActiveSeries).
  QStringList series;
};

/// Parses arguments (without the program name). On error returns nullopt with a one-line
/// message naming the offending argument.
std::optional<CommandLine> parseCommandLine(const QStringList& arguments, QString* error);
/// The value of the last --lang among `arguments` ("de", "zh_CN", "en"), "" when none is
/// given or it is not one of these: the language of a refusal of the arguments themselves.
QString languageArgument(const QStringList& arguments);
/// The N of `--predict LIST` (comma-separated, each a finite number ≥ 1), or nullopt with a
/// one-line message naming the bad entry.
std::optional<std::vector<double>> parsePredictList(const QString& list, QString* error);

}  // namespace scalescope::app
