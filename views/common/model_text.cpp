#include "views/common/model_text.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <string>

#include "model/data/csv_table.h"

namespace scalescope::views {

namespace {
constexpr const char* kParameter = "Parameter";
}  // namespace

QString plainText(std::string_view utf8) {
  return QString::fromUtf8(utf8.data(), static_cast<qsizetype>(utf8.size()));
}

QString messageNumber(double value) {
  return QString::fromStdString(model::formatForMessage(value));
}

QString localNumber(double value, char format, int precision, bool grouped) {
  QLocale locale;
  if (!grouped) locale.setNumberOptions(locale.numberOptions() | QLocale::OmitGroupSeparator);
  QString text = locale.toString(value, format, precision);
  return text.replace(locale.exponential(), QStringLiteral("e"));
}

double readNumber(const QString& text, bool* ok, const QLocale& locale) {
  const QString t = text.trimmed();
  QLocale local = locale;
  local.setNumberOptions(QLocale::OmitGroupSeparator | QLocale::RejectGroupSeparator);
  double v = local.toDouble(t, ok);
  if (!*ok) v = QLocale::c().toDouble(t, ok);
  return v;
}

namespace {

/// One number in the C form: "387,872" (grouped), "0.05", "7.2e-07", "7.19·10⁻⁷", with the
/// language's group separator and decimal point.
QString localForm(QString number) {
  const QLocale locale;
  const QChar point = locale.decimalPoint().front(), group = locale.groupSeparator().front();
  for (QChar& c : number) c = c == ',' ? group : c == '.' ? point : c;
  return number;
}

}  // namespace

QString localNumberText(std::string_view cForm) {
  QString text = plainText(cForm);
  // Digits with group separators, one point, a sign, an exponent ("e-07" or "·10⁻⁷"): a
  // number, nothing else.
  static const QRegularExpression number(QStringLiteral(
      "^[-+]?([0-9]{1,3}(,[0-9]{3})+|[0-9]*\\.?[0-9]+)(e[-+]?[0-9]+|·10[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)?$"));
  return number.match(text).hasMatch() ? localForm(text) : text;
}

QString localNumbersIn(std::string_view cText) {
  QString text = plainText(cText);
  // Grouped whole numbers and decimals; a lone whole number reads the same in every language.
  static const QRegularExpression number(
      QStringLiteral("(?<![0-9.,])([0-9]{1,3}(,[0-9]{3})+(\\.[0-9]+)?|[0-9]+\\.[0-9]+)(?![0-9])"));
  QString out;
  qsizetype from = 0;
  for (auto it = number.globalMatch(text); it.hasNext();) {
    const auto m = it.next();
    out += text.mid(from, m.capturedStart() - from) + localForm(m.captured());
    from = m.capturedEnd();
  }
  return out + text.mid(from);
}

QString unitText(std::string_view unit) {
  // Words ("cores", "N values", "cycles/B") are marked for translation, symbols (ms, GFlop/s,
  // MHz, DPUs: no word that starts in lower case) are not and stay as they are.
  static const QRegularExpression word(QStringLiteral("(^|[^A-Za-z])[a-z]{3,}"));
  const QString text = plainText(unit);
  return word.match(text).hasMatch() ? modelText("Unit", unit) : text;
}

std::string localValueText(const model::QuantityText& value) {
  model::QuantityText local{localNumberText(value.number).toStdString(),
                            unitText(value.unit).toStdString()};
  return model::joinedText(local);
}

std::string localReasonText(const model::MarkedText& reason) {
  return modelText(reason).toStdString();
}

QString localLessonText(std::string_view text, const model::LessonContext& context) {
  return plainText(model::interpolate(text, context, localValueText, localReasonText));
}

QString modelText(const char* context, std::string_view text, WordBreaks breaks) {
  if (text.empty()) return {};
  const std::string source(text);  // translate() needs the text with its terminating NUL
  QString out = QCoreApplication::translate(context, source.c_str());
  if (breaks == WordBreaks::Drop) out.remove(QChar::SoftHyphen);
  return out;
}

QString modelText(const model::MarkedText& text) {
  const QString format =
      *text.context ? modelText(text.context, text.format) : QString::fromUtf8(text.format);
  // %1 … %9 replaced in one pass, so that an argument holding "%1" (a user's field) stays.
  QString out;
  for (qsizetype i = 0; i < format.size(); ++i) {
    const QChar c = format[i];
    const int index = i + 1 < format.size() ? format[i + 1].digitValue() - 1 : -1;
    if (c == u'%' && index >= 0 && index < int(text.args.size())) {
      const model::MarkedArg& arg = text.args[std::size_t(index)];
      out += arg.nested     ? modelText(*arg.nested)
             : arg.userText ? plainText(arg.text)
                            : localNumberText(arg.text);
      ++i;
    } else {
      out += c;
    }
  }
  return out;
}

QString parameterLabel(const model::ParameterSpec& spec, WordBreaks breaks) {
  return modelText(kParameter, spec.label, breaks);
}

QString parameterGroup(const model::ParameterSpec& spec) {
  return modelText(kParameter, spec.group);
}

QString parameterTooltip(const model::ParameterSpec& spec) {
  return modelText(kParameter, spec.tooltip);
}

QString parameterChoiceLabel(const model::ParameterSpec& spec, std::size_t i) {
  return modelText(spec.choiceContext, model::choiceLabel(spec, i));
}

QString parameterZeroLabel(const model::ParameterSpec& spec) {
  return modelText(kParameter, spec.zeroLabel);
}

QString choiceLabelOf(const model::Scenario& s, model::Param param) {
  return parameterChoiceLabel(model::parameterSpec(param), s.choiceIndex(param));
}

}  // namespace scalescope::views
