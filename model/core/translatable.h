#pragma once
// Text people read that the model writes (parameter labels, tooltips, choice labels, law
// names and legends) is marked for translation here, without Qt: the model stays Qt-free, and
// the text is translated where it is shown, at the Qt edge, with the same context:
//
//   model:  row.number(Param::Foo, SCALESCOPE_TR_NOOP("Parameter", "Foo"), ...)
//   views:  views::modelText("Parameter", spec.label)   (views/common/model_text.h)
//
// The marker is the text itself. lupdate reads it as QT_TRANSLATE_NOOP (app/CMakeLists.txt
// passes `-tr-function-alias QT_TRANSLATE_NOOP+=SCALESCOPE_TR_NOOP`), so the context and the
// text must be string literals in the call. The contexts in use:
//   "Parameter"  the parameter table: labels, groups, tooltips, choice and zero labels
//   "Law"        the law table: names, titles, menu names, legends (MarkedText)
//   "Series"     names the model gives to series of its own ("TOP500 systems")
//   "PimCalibration"  the PIM calibration targets: names, runs, sources, the model's values
//   "Data"       notes on the data (the TOP500 efficiency caveat), the column roles of the
//                import preview
//   "LessonAnswer"  a lesson question's tolerance ("±%1 %", "within a factor %1")
//   "Reader"     the messages of the readers of data files (model/data/reader_text.h)
//   "Model"      the messages of the model's checks and computations (modelMessage)
//   "LessonFile" the messages of the lesson and lecture file readers (lessonFileText)
//   "Unit"       units that are words ("cores", "cycles", "N values"): a lesson's live values
//                and the Parameters dock write them in the window's language
//                (views::unitText). Symbols (s, ms, GB/s, TFlop/s, ×, %) are not marked and
//                stay as they are in every language, as ids do.

#include <memory>
#include <string>
#include <vector>

#define SCALESCOPE_TR_NOOP(context, text) text

namespace scalescope::model {

struct MarkedText;

/// One argument of a MarkedText: a value the model wrote ("7.2e-07", an id, a name), shown in
/// the language's number form; text of the user's own (a field of their file, a path), shown
/// exactly as it is; or a composed text of its own, translated in turn ("expected a positive
/// %1" with "time" marked).
struct MarkedArg {
  MarkedArg(std::string value) : text(std::move(value)) {}  // NOLINT: implicit by design
  MarkedArg(const char* value) : text(value) {}             // NOLINT
  MarkedArg(MarkedText marked);                             // NOLINT
  /// The user's own text ("0.25" as they typed it): never put in the language's number form.
  static MarkedArg verbatim(std::string value);

  std::string text;                          ///< the value; "" for a nested text
  std::shared_ptr<const MarkedText> nested;  ///< a composed text, when this is one
  bool userText = false;                     ///< shown exactly as it is

  std::string english() const;
};

/// Text composed of a marked format and values ("Amdahl s(1)=%1" with "7.2e-07"): the views
/// translate the format, then put the arguments in (views::modelText), so that a translation
/// may move them. The arguments are numbers, ids, names, the user's own text, or composed
/// texts of their own (MarkedArg).
struct MarkedText {
  const char* context = "";  ///< "" for a format with no words to translate ("%1:%2: %3")
  const char* format = "";   ///< SCALESCOPE_TR_NOOP(context, "…%1…"); %1 … %9 for `args`
  std::vector<MarkedArg> args;

  /// The English text: the format with %1 … %9 replaced by the arguments.
  std::string english() const;
  /// Text that is not translated: an English message of a room whose messages are not marked
  /// yet, or the user's own text.
  static MarkedText plain(std::string text);
};

/// A message of the model's own checks and computations (a parameter out of range, a fit that
/// cannot be made, a model that cannot be evaluated): `format` must be
/// SCALESCOPE_TR_NOOP("Model", "…"). The readers of data files have readerText
/// (model/data/reader_text.h), the lesson and lecture files lessonFileText.
inline MarkedText modelMessage(const char* format, std::vector<MarkedArg> args = {}) {
  return MarkedText{"Model", format, std::move(args)};
}
/// A message about a lesson or lecture file: `format` must be
/// SCALESCOPE_TR_NOOP("LessonFile", "…").
inline MarkedText lessonFileText(const char* format, std::vector<MarkedArg> args = {}) {
  return MarkedText{"LessonFile", format, std::move(args)};
}

}  // namespace scalescope::model
