#include "app/lessons/lesson_runner.h"

#include <QDateTime>
#include <cmath>

#include "app/document/document.h"
#include "app/lessons/lesson_stage.h"
#include "model/core/parameter_table.h"
#include "model/lessons/lesson_text.h"
#include "model/lessons/quantities.h"
#include "views/common/model_text.h"

namespace scalescope::app {

model::Scenario interpolateScenario(const model::Scenario& from, const model::Scenario& to,
                                    double t) {
  if (t >= 1.0) return to;
  model::Scenario out = from;
  for (model::Param p : to.differences(from)) {
    const auto& spec = model::parameterSpec(p);
    const double a = from.get(p), b = to.get(p);
    double v = b;
    if (spec.kind == model::ParameterKind::Number || spec.kind == model::ParameterKind::Integer) {
      if (spec.scale == model::SliderScale::Log && a > 0 && b > 0)
        v = a * std::pow(b / a, t);
      else
        v = a + (b - a) * t;
      if (spec.kind == model::ParameterKind::Integer) v = std::round(v);
    }
    out.set(p, v);  // values between two valid ones are valid: set cannot refuse them
  }
  return out;
}

LessonRunner::LessonRunner(Document* document, QObject* parent)
    : QObject(parent), m_document(document) {
  m_animation.setDuration(kAnimationMs);
  m_animation.setStartValue(0.0);
  m_animation.setEndValue(1.0);
  m_animation.setEasingCurve(QEasingCurve::InOutCubic);
  connect(&m_animation, &QVariantAnimation::valueChanged, this,
          [this](const QVariant& v) { applyFrame(v.toDouble()); });
  connect(&m_animation, &QVariantAnimation::finished, this, [this] {
    applyFrame(1.0);
    m_document->closeMerge();
  });
}

void LessonRunner::start(const LessonEntry& entry, int step,
                         const std::vector<model::LessonAttempt>& earlier) {
  finishAnimation();
  m_entry = entry;
  m_active = !m_entry.lesson.steps.empty();
  m_records.assign(m_entry.lesson.steps.size(), {});
  for (const auto& a : earlier)
    if (a.step >= 1 && a.step <= stepCount() && a.lesson == m_entry.lesson.name)
      m_records[a.step - 1].attempt = a;
  if (m_active) enterStep(std::clamp(step, 0, stepCount() - 1));
}

void LessonRunner::stop() {
  finishAnimation();
  if (!m_active) return;
  m_active = false;
  if (m_stage) {
    m_stage->setVeil({});
    m_stage->setHighlight({});
    m_stage->setFocus(std::nullopt);
    m_stage->markGuess(nullptr, {}, 0);
    m_stage->showAllViews();
  }
  emit stopped();
}

std::vector<model::LessonAttempt> LessonRunner::attempts() const {
  std::vector<model::LessonAttempt> out;
  for (const auto& r : m_records)
    if (r.attempt) out.push_back(*r.attempt);
  return out;
}

model::LessonContext LessonRunner::liveContext(const model::Scenario& scenario) const {
  return model::stepContext(m_entry.lesson, static_cast<std::size_t>(m_step), scenario,
                            &m_document->datasets());
}

void LessonRunner::next() {
  if (!m_active) return;
  if (m_step + 1 >= stepCount()) {
    emit finished();
    return;
  }
  enterStep(m_step + 1);
}

void LessonRunner::back() {
  if (m_active && m_step > 0) enterStep(m_step - 1);
}

void LessonRunner::goTo(int step) {
  if (m_active && step >= 0 && step < stepCount()) enterStep(step);
}

namespace {

/// The views a step covers until its question is answered: the view that reveals the answer
/// and every view the step shows, since any of them may carry a readout of the asked quantity
/// (a label, legend, header or caption). A slider question covers only the revealing view:
/// the student watches the others while dragging.
std::vector<model::LessonView> veiledViews(const model::LessonStep& s) {
  std::vector<model::LessonView> out;
  const model::Question& q = *s.question;
  if (q.reveal) out.push_back(*q.reveal);
  if (q.kind == model::Question::Kind::Slider) return out;
  // One by one: GCC 12 at -O3 misreads a range insert into this vector (-Warray-bounds).
  for (model::LessonView v : s.views) out.push_back(v);
  if (s.maximise) out.push_back(*s.maximise);
  return out;
}

}  // namespace

void LessonRunner::enterStep(int index) {
  finishAnimation();
  m_step = index;
  const model::LessonStep& s = step();
  const model::DatasetCollection& data = m_document->datasets();
  m_stepScenario = model::stepScenario(m_entry.lesson, static_cast<std::size_t>(index), &data);
  m_answer.reset();
  m_answerError.clear();
  if (s.question) {
    const auto context = model::stepContext(m_entry.lesson, index, m_stepScenario, &data);
    if (auto a = model::computeAnswer(*s.question, context))
      m_answer = *a;
    else
      m_answerError = views::errorText(a);
  }
  if (m_stage) {
    m_stage->markGuess(nullptr, {}, 0);
    m_stage->showViews(s.views, s.maximise);
    m_stage->setFocus(model::namedViews(s));
    if (s.camera) m_stage->setCamera(*s.camera);
    m_stage->setHighlight(s.highlight);
    const bool hide = s.question && !answered();
    m_stage->setVeil(hide ? veiledViews(s) : std::vector<model::LessonView>{});
  }
  animateTo(m_stepScenario,
            tr("Lesson step %1: %2").arg(index + 1).arg(QString::fromStdString(s.title)));
  emit stepChanged(index);
}

void LessonRunner::animateTo(const model::Scenario& target, const QString& description) {
  m_from = m_document->scenario();
  m_to = target;
  m_description = description;
  m_document->closeMerge();
  if (m_from == m_to) return;
  m_animation.start();
}

void LessonRunner::applyFrame(double t) {
  m_document->replaceScenarioInGesture(interpolateScenario(m_from, m_to, t), m_description);
}

void LessonRunner::finishAnimation() {
  if (!animating()) return;
  m_animation.stop();  // `finished` is not emitted by stop()
  applyFrame(1.0);
  m_document->closeMerge();
}

void LessonRunner::submit(double response, const QString& responseText) {
  if (!m_active || !step().question || answered()) return;
  const model::Question& q = *step().question;
  finishAnimation();
  QString text = responseText;
  if (q.kind == model::Question::Kind::Slider) {
    // A typed value moves the parameter there first (the Document refuses what is out of
    // range, and the parameter stays where it was).
    if (std::isfinite(response)) m_document->set(q.parameter, response);
    response = m_document->scenario().get(q.parameter);
    text = QString::fromStdString(model::formatQuantity(response, m_answer ? m_answer->unit : ""));
  }
  model::LessonAttempt a;
  a.lesson = m_entry.lesson.name;
  a.step = m_step + 1;
  // The prompt as the student read it: with the step's values (in the window's number form),
  // not its template.
  a.question =
      model::interpolate(q.prompt,
                         model::stepContext(m_entry.lesson, static_cast<std::size_t>(m_step),
                                            m_stepScenario, &m_document->datasets()),
                         views::localValueText, views::localReasonText);
  a.response = text.toStdString();
  a.responseValue = response;
  a.tolerance = q.kind == model::Question::Kind::Choice ? "" : q.tolerance.text();
  a.time = QDateTime::currentDateTime().toString(Qt::ISODate).toStdString();
  if (m_answer) {
    a.answer = m_answer->text;
    a.answerValue = m_answer->value;
    a.unit = m_answer->unit;
    a.correct = model::isCorrect(q, *m_answer, response);
  } else {
    // Built in Qt: GCC 12's -Wrestrict misfires on "(" + std::string&& (a false positive).
    a.answer = QStringLiteral("(%1)").arg(m_answerError).toStdString();
  }
  m_records[m_step].attempt = a;
  if (m_stage) {
    m_stage->liftVeil();
    if (m_answer) m_stage->markGuess(&q, *m_answer, response);
  }
  // The slider's parameter travels from where the student left it to the model's value.
  if (q.kind == model::Question::Kind::Slider && m_answer) {
    model::Scenario truth = m_document->scenario();
    truth.set(q.parameter, m_answer->value);
    animateTo(truth, tr("Lesson step %1: the model's answer").arg(m_step + 1));
  }
  emit answeredStep(m_step, a.correct);
}

}  // namespace scalescope::app
