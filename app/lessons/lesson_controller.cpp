#include "app/lessons/lesson_controller.h"

#include "app/document/document.h"
#include "app/lessons/answer_text.h"
#include "app/lessons/lesson_progress.h"
#include "app/lessons/lesson_runner.h"
#include "model/core/parameter_table.h"
#include "model/lessons/formula.h"
#include "model/lessons/lesson_text.h"
#include "model/lessons/quantities.h"
#include "views/common/model_text.h"

namespace scalescope::app {

LessonController::LessonController(Document* document, LessonRunner* runner,
                                   views::LessonPane* pane, QObject* parent)
    : QObject(parent), m_document(document), m_runner(runner), m_pane(pane) {
  m_liveTimer.setSingleShot(true);
  m_liveTimer.setInterval(0);
  connect(&m_liveTimer, &QTimer::timeout, this, &LessonController::refreshLive);
  connect(m_document, &Document::scenarioChanged, this, [this] {
    if (m_runner->active() && !m_liveTimer.isActive()) m_liveTimer.start();
  });
  connect(m_runner, &LessonRunner::finished, this, [this] {
    m_summary = true;
    m_pane->setContent(summary());
    emit summaryShown(true);
  });
  connect(m_runner, &LessonRunner::stepChanged, this, [this] {
    m_summary = false;
    showStep();
    save();
  });
  connect(m_runner, &LessonRunner::answeredStep, this, [this] {
    showStep();
    save();
  });
  connect(m_pane, &views::LessonPane::nextRequested, this, &LessonController::next);
  connect(m_pane, &views::LessonPane::backRequested, this, &LessonController::back);
  connect(m_pane, &views::LessonPane::submitted, m_runner, &LessonRunner::submit);
}

views::LessonPaneContent LessonController::content() const {
  views::LessonPaneContent c;
  if (!m_runner->active()) return c;
  const model::Lesson& lesson = m_runner->lesson();
  const model::LessonStep& step = m_runner->step();
  const model::Scenario live = m_document->scenario();
  const model::LessonContext context = m_runner->liveContext(live);
  // The question is about the step's scenario: while the parameters still travel there (and
  // after the student moved them) the prompt keeps the step's values.
  const model::LessonContext asked = m_runner->liveContext(m_runner->stepScenario());
  c.lessonTitle = views::plainText(lesson.title);
  c.step = m_runner->stepIndex();
  c.steps = m_runner->stepCount();
  c.stepTitle = views::plainText(step.title);
  c.text = views::localLessonText(step.text, context);
  if (!step.formula.empty()) {
    if (auto f = model::lawFormula(step.formula, context)) {
      // Predict first: the formula's value waits for the answer, as the revealing view does.
      const bool unanswered = step.question && !m_runner->record(c.step).attempt;
      const model::FormulaText shown = unanswered ? model::withheldValue(*f) : *f;
      c.formulaTitle = views::modelText(shown.title);
      for (const auto& line : shown.lines) c.formulaLines << views::localNumbersIn(line);
    }
  }
  if (!step.question) return c;
  const model::Question& q = *step.question;
  using Kind = views::LessonPaneContent::Question::Kind;
  views::LessonPaneContent::Question pq;
  pq.kind = q.kind == model::Question::Kind::Number   ? Kind::Number
            : q.kind == model::Question::Kind::Choice ? Kind::Choice
                                                      : Kind::Slider;
  pq.prompt = views::localLessonText(q.prompt, asked);
  if (m_runner->answer()) pq.unit = views::plainText(m_runner->answer()->unit);
  if (pq.unit == "units") pq.unit.clear();
  for (const auto& o : q.options) pq.options << views::plainText(o.label);
  if (q.kind == model::Question::Kind::Slider) {
    const model::ParameterSpec& spec = model::parameterSpec(q.parameter);
    pq.parameter = views::parameterLabel(spec);
    pq.parameterUnit = views::plainText(spec.unit);
    pq.parameterValue = live.get(q.parameter);
    pq.quantityValue = model::evaluateQuantity(q.quantity, context).valueOr(0.0);
    pq.threshold = q.threshold;
  }
  c.question = pq;

  const auto& attempt = m_runner->record(c.step).attempt;
  if (!attempt) return c;
  c.answered = true;
  c.correct = attempt->correct;
  c.response = responseText(q, *attempt);
  if (q.kind == model::Question::Kind::Choice) c.chosen = static_cast<int>(attempt->responseValue);
  c.explanation = views::localLessonText(q.explanation, context);
  if (!m_runner->answer()) {
    c.verdict = tr("The model cannot answer this question here: %1").arg(m_runner->answerError());
    return c;
  }
  const model::ModelAnswer& a = *m_runner->answer();
  c.verdict = q.kind == model::Question::Kind::Choice
                  ? tr("You chose “%1”; the model says “%2”.")
                        .arg(responseText(q, *attempt), answerText(q, a))
                  : tr("Your answer: %1 — the model: %2 (accepted: %3).")
                        .arg(responseText(q, *attempt), answerText(q, a), toleranceText(q));
  if (q.kind != model::Question::Kind::Choice) {
    c.gauge = true;
    c.guess = attempt->responseValue;
    c.truth = a.value;
    std::tie(c.toleranceLow, c.toleranceHigh) = q.tolerance.range(a.value);
  }
  return c;
}

void LessonController::next() {
  if (!m_summary) return m_runner->next();
  m_summary = false;
  emit closeRequested();
}

void LessonController::back() {
  if (!m_summary) return m_runner->back();
  m_summary = false;
  showStep();
  emit summaryShown(false);
}

views::LessonPaneContent LessonController::summary() const {
  views::LessonPaneContent c;
  if (!m_runner->active()) return c;
  const model::Lesson& lesson = m_runner->lesson();
  c.lessonTitle = views::plainText(lesson.title);
  c.stepTitle = tr("Summary");
  c.step = m_runner->stepIndex();
  c.steps = m_runner->stepCount();
  c.summary = true;
  c.nextLesson = m_nextLesson;
  QStringList parts;
  int asked = 0, answered = 0, right = 0;
  for (int i = 0; i < m_runner->stepCount(); ++i) {
    const model::LessonStep& step = lesson.steps[static_cast<std::size_t>(i)];
    if (!step.question) continue;
    ++asked;
    const auto& attempt = m_runner->record(i).attempt;
    QString part = QStringLiteral("**%1. %2**\n").arg(i + 1).arg(views::plainText(step.title));
    if (!attempt) {
      part += tr("Not answered.");
    } else {
      ++answered;
      right += attempt->correct ? 1 : 0;
      part += views::plainText(attempt->question) + '\n' +
              tr("Your answer: %1 %2 The model: %3")
                  .arg(responseText(*step.question, *attempt), attempt->correct ? tr("✔") : tr("✘"),
                       recordedAnswerText(*step.question, *attempt));
    }
    parts << part;
  }
  QString head = asked == 0 ? tr("This lesson asked no questions.")
                            : tr("%1 of %2 questions answered, %3 within the model's tolerance.")
                                  .arg(answered)
                                  .arg(asked)
                                  .arg(right);
  if (!lesson.summary.empty())
    head = views::plainText(lesson.summary) + QStringLiteral("\n\n") + head;
  c.text = head + QStringLiteral("\n\n") + parts.join(QStringLiteral("\n\n")) +
           QStringLiteral("\n\n") +
           (m_nextLesson.isEmpty()
                ? tr("Lessons ▸ Export answers writes the answers as CSV. Next closes the lesson.")
                : tr("Lessons ▸ Export answers writes the answers as CSV. Next starts the "
                     "lecture's next lesson: “%1”.")
                      .arg(m_nextLesson));
  return c;
}

void LessonController::showStep() {
  m_pane->setContent(content());
}

void LessonController::refreshLive() {
  m_liveTimer.stop();
  if (!m_runner->active() || m_summary) return;
  const views::LessonPaneContent c = content();
  m_pane->updateLiveText(c.text, c.explanation, c.formulaLines);
  if (c.question) m_pane->updateSlider(c.question->parameterValue, c.question->quantityValue);
}

void LessonController::save() {
  if (!m_runner->active()) return;
  saveProgress(views::plainText(m_runner->lesson().name),
               {m_runner->stepIndex(), m_runner->attempts()});
}

}  // namespace scalescope::app
