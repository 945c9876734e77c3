#include "views/common/model_text.h"

#include <QCoreApplication>
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

QString modelText(const char* context, std::string_view text, WordBreaks breaks) {
  if (text.empty()) return {};
  const std::string source(text);  // translate() needs the text with its terminating NUL
  QString out = QCoreApplication::translate(context, source.c_str());
  if (breaks == WordBreaks::Drop) out.remove(QChar::SoftHyphen);
  return out;
}

QString modelText(const model::MarkedText& text) {
  QString out = *text.context ? modelText(text.context, text.format) : QString(text.format);
  for (const std::string& arg : text.args) out = out.arg(QString::fromStdString(arg));
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
