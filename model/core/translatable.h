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
//   "Unit"       units that are words ("cores", "cycles", "N values"): a lesson's live values
//                and the Parameters dock write them in the window's language
//                (views::unitText). Symbols (s, ms, GB/s, TFlop/s, ×, %) are not marked and
//                stay as they are in every language, as ids do.

#include <string>
#include <vector>

#define SCALESCOPE_TR_NOOP(context, text) text

namespace scalescope::model {

/// Text composed of a marked format and values ("Amdahl s(1)=%1" with "7.2e-07"): the views
/// translate the format, then put the arguments in (views::modelText), so that a translation
/// may move them. The arguments are numbers, ids and names, shown as they are.
struct MarkedText {
  const char* context = "";  ///< "" for a format with no words to translate ("%1")
  const char* format = "";   ///< SCALESCOPE_TR_NOOP(context, "…%1…"); %1 … %9 for `args`
  std::vector<std::string> args;

  /// The English text: the format with %1 … %9 replaced by the arguments.
  std::string english() const;
};

}  // namespace scalescope::model
