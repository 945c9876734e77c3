#pragma once
// The model's text in the user's language: the model marks what people read with
// SCALESCOPE_TR_NOOP(context, text) (model/core/translatable.h) and cannot translate it
// itself (no Qt there); views and app show it through these functions, with the same context.

#include <QLocale>
#include <QString>
#include <cstddef>
#include <string>
#include <string_view>

#include "model/core/parameter_table.h"
#include "model/core/result.h"
#include "model/core/scenario.h"
#include "model/core/translatable.h"
#include "model/lessons/lesson_text.h"
#include "model/lessons/quantities.h"

namespace scalescope::views {

/// The model's UTF-8 text as it is, not translated: a name from a file, a path, a message.
QString plainText(std::string_view utf8);
/// A number as the model's messages write it (model::formatForMessage: "1.5e+06", "12").
QString messageNumber(double value);

/// Where a translation may break a long word (U+00AD, the soft hyphens German compounds carry).
enum class WordBreaks {
  Drop,  ///< taken out: the text goes into a title, a file, a search
  Keep,  ///< kept for a word-wrapped label too narrow for the whole word
};

/// A number for people, in the language's own form: "0,05" in German, "0.05" in English;
/// the exponent as "e" in every locale ("7,2e-07", not German's "7,2E-07"), group separators
/// only where `grouped` asks (a whole N: "387,872" / "387.872"). Files keep the C form.
QString localNumber(double value, char format = 'g', int precision = 6, bool grouped = false);
/// A number typed by a person: the locale's form first (German "0,05"), then the C form
/// ("0.05", "2.5e-7") where the locale does not read it; group separators are read by neither,
/// so "1.000" is never a thousand in one and one in the other.
double readNumber(const QString& text, bool* ok, const QLocale& locale = QLocale());
/// A number the model wrote in the C form ("7.2e-07", "7.19·10⁻⁷", "387,872") in the
/// language's form; any other text as it is.
QString localNumberText(std::string_view cForm);
/// Every number of a text the model wrote in the C form ("= 1 / (0.05 + (1 − 0.05) / 1,024)")
/// in the language's form ("= 1 / (0,05 + (1 − 0,05) / 1.024)" in German); the rest as it is.
QString localNumbersIn(std::string_view cText);

/// A unit in the language: a word the model marked in context "Unit" ("cores" → "Kerne"),
/// a symbol (ms, GB/s, ×) as it is.
QString unitText(std::string_view unit);
/// A lesson's live value in the language's form (a model::ValueWriter): "387.872 Kerne",
/// "82,2 ms", "19,6×", "98 %" in German; the model's own form in English.
std::string localValueText(const model::QuantityText& value);

/// A lesson's text with its placeholders filled in the window's language: values in the
/// language's number form with their units translated (localValueText), the reason a value is
/// missing translated ("{id: reason}").
QString localLessonText(std::string_view text, const model::LessonContext& context);
std::string localReasonText(const model::MarkedText& reason);

/// `text` translated in `context` ("Parameter", "Law"); "" stays "". Soft hyphens are dropped
/// unless `breaks` keeps them.
QString modelText(const char* context, std::string_view text, WordBreaks breaks = WordBreaks::Drop);
/// A composed text: its format translated, then its arguments put in ("Amdahl s(1)=7.2e-07"):
/// numbers in the language's form, the user's own text as it is, nested texts translated.
QString modelText(const model::MarkedText& text);
/// Why a model Result failed, in the user's language (its English where the message was given
/// as a plain string).
template <typename T>
QString errorText(const model::Result<T>& result) {
  return modelText(result.errorText());
}

/// The parameter table's text (context "Parameter"): the label, its panel group, the tooltip,
/// the label of choice i (a row's choiceContext: the law choices are the law table's names)
/// and the text shown for 0 when it means something else. Units are not translated.
QString parameterLabel(const model::ParameterSpec& spec, WordBreaks breaks = WordBreaks::Drop);
QString parameterGroup(const model::ParameterSpec& spec);
QString parameterTooltip(const model::ParameterSpec& spec);
QString parameterChoiceLabel(const model::ParameterSpec& spec, std::size_t i);
QString parameterZeroLabel(const model::ParameterSpec& spec);
/// The label of the choice `s` holds for `param` ("FP64", "tree allreduce").
QString choiceLabelOf(const model::Scenario& s, model::Param param);

}  // namespace scalescope::views
