#pragma once
// The model's answer and the student's, as the lesson pane, the speaker's notes and the
// handout show them: in the window's language and number form ("19,6×", "Prozessoren N = 22").
// The answers CSV keeps the model's C form (model::LessonAttempt).

#include <QString>
#include <string>

#include "model/lessons/answers.h"
#include "model/lessons/lesson.h"
#include "model/lessons/progress.h"

namespace scalescope::app {

/// A value with its unit in the language's number form ("387.872 Kerne", "19,6×").
QString valueText(double value, const std::string& unit);
/// A choice's label (the lesson's language), a slider's parameter and value, a number with its
/// unit.
QString answerText(const model::Question& question, const model::ModelAnswer& answer);
/// What the student answered: the chosen label, or the value with the attempt's unit.
QString responseText(const model::Question& question, const model::LessonAttempt& attempt);
/// The model's answer as the attempt recorded it, shown as answerText shows it.
QString recordedAnswerText(const model::Question& question, const model::LessonAttempt& attempt);
/// The tolerance ("±10 %", "innerhalb eines Faktors 1,5") in the language; "" for a choice.
QString toleranceText(const model::Question& question);
QString toleranceText(const model::Tolerance& tolerance);

}  // namespace scalescope::app
