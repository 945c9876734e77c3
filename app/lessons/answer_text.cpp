#include "app/lessons/answer_text.h"

#include "model/core/parameter_table.h"
#include "model/lessons/quantities.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {

/// A number question's value with its unit; a slider's with the parameter it sets
/// ("Prozessoren N = 22").
QString numberText(const model::Question& question, double value, const std::string& unit) {
  const QString text = valueText(value, unit);
  if (question.kind != model::Question::Kind::Slider) return text;
  return views::parameterLabel(model::parameterSpec(question.parameter)) + " = " + text;
}

}  // namespace

QString valueText(double value, const std::string& unit) {
  return QString::fromStdString(views::localValueText(model::quantityText(value, unit)));
}

QString answerText(const model::Question& question, const model::ModelAnswer& answer) {
  if (question.kind == model::Question::Kind::Choice) return views::plainText(answer.text);
  return numberText(question, answer.value, answer.unit);
}

QString responseText(const model::Question& question, const model::LessonAttempt& attempt) {
  if (question.kind == model::Question::Kind::Choice) return views::plainText(attempt.response);
  return numberText(question, attempt.responseValue, attempt.unit);
}

QString recordedAnswerText(const model::Question& question, const model::LessonAttempt& attempt) {
  if (question.kind == model::Question::Kind::Choice) return views::plainText(attempt.answer);
  return numberText(question, attempt.answerValue, attempt.unit);
}

QString toleranceText(const model::Question& question) {
  if (question.kind == model::Question::Kind::Choice) return {};
  return toleranceText(question.tolerance);
}

QString toleranceText(const model::Tolerance& t) {
  return views::modelText(t.marked());
}

}  // namespace scalescope::app
