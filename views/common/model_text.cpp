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

QString localNumberText(std::string_view cForm) {
  QString text = plainText(cForm);
  // Digits, one point, a sign, an exponent ("e-07" or "·10⁻⁷"): a number, nothing else.
  static const QRegularExpression number(
      QStringLiteral("^[-+]?[0-9]*\\.?[0-9]+(e[-+]?[0-9]+|·10[⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]+)?$"));
  const QChar point = QLocale().decimalPoint().front();
  if (point != '.' && number.match(text).hasMatch()) text.replace('.', point);
  return text;
}

QString modelText(const char* context, std::string_view text, WordBreaks breaks) {
  if (text.empty()) return {};
  const std::string source(text);  // translate() needs the text with its terminating NUL
  QString out = QCoreApplication::translate(context, source.c_str());
  if (breaks == WordBreaks::Drop) out.remove(QChar::SoftHyphen);
  return out;
}

QString modelText(const model::MarkedText& text) {
  QString out = *text.context ? modelText(text.context, text.format) : QString(text.format);
  for (const std::string& arg : text.args) out = out.arg(localNumberText(arg));
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
