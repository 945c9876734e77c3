#include "app/lessons/speaker_notes.h"

#include <QGuiApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QVBoxLayout>

#include "app/lessons/answer_text.h"
#include "app/lessons/lesson_controller.h"
#include "app/lessons/lesson_runner.h"
#include "model/lessons/lesson_text.h"
#include "views/common/model_text.h"
#include "views/lessons/lesson_pane.h"

namespace scalescope::app {

SpeakerNotes::SpeakerNotes(LessonRunner* runner, LessonController* controller, QWidget* parent)
    : QWidget(parent, Qt::Window),
      m_runner(runner),
      m_controller(controller),
      m_heading(new QLabel),
      m_body(new QLabel),
      m_clock(new QLabel),
      m_back(new QPushButton(tr("◀ Back"))),
      m_next(new QPushButton(tr("Next ▶"))) {
  setObjectName("speakerNotes");
  setWindowTitle(tr("Speaker notes — ScaleScope"));
  m_heading->setObjectName("notesHeading");
  m_heading->setWordWrap(true);
  m_body->setObjectName("notesBody");
  m_body->setWordWrap(true);
  m_body->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_clock->setObjectName("notesClock");
  m_back->setObjectName("notesBack");
  m_next->setObjectName("notesNext");
  auto* scroll = new QScrollArea;
  scroll->setWidget(m_body);
  scroll->setWidgetResizable(true);
  scroll->setFrameShape(QFrame::NoFrame);
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(m_clock, 1);
  buttons->addWidget(m_back);
  buttons->addWidget(m_next);
  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_heading);
  layout->addWidget(scroll, 1);
  layout->addLayout(buttons);
  resize(520, 420);

  connect(m_back, &QPushButton::clicked, m_controller, &LessonController::back);
  connect(m_next, &QPushButton::clicked, m_controller, &LessonController::next);
  connect(m_controller, &LessonController::summaryShown, this, &SpeakerNotes::refresh);
  connect(m_runner, &LessonRunner::stopped, this, &SpeakerNotes::refresh);
  connect(m_runner, &LessonRunner::stepChanged, this, &SpeakerNotes::refresh);
  connect(m_runner, &LessonRunner::answeredStep, this, &SpeakerNotes::refresh);
  connect(&m_ticker, &QTimer::timeout, this, &SpeakerNotes::tick);
  m_elapsed.start();
  refresh();
}

// Hidden, the window neither ticks nor rebuilds its text on every step; shown, it catches up.
void SpeakerNotes::showEvent(QShowEvent* event) {
  QWidget::showEvent(event);
  refresh();
  m_ticker.start(1000);
}

void SpeakerNotes::hideEvent(QHideEvent* event) {
  QWidget::hideEvent(event);
  m_ticker.stop();
}

bool SpeakerNotes::showAwayFrom(const QWidget* projector) {
  const QScreen* busy = projector ? projector->screen() : nullptr;
  for (QScreen* screen : QGuiApplication::screens())
    if (screen != busy) {
      setScreen(screen);
      move(screen->availableGeometry().topLeft() + QPoint(40, 40));
      show();
      raise();
      return true;
    }
  show();
  raise();
  return false;
}

QString SpeakerNotes::text() const {
  return m_heading->text() + '\n' + m_body->text();
}

void SpeakerNotes::tick() {
  const qint64 s = m_elapsed.elapsed() / 1000;
  m_clock->setText(
      tr("%1:%2 since the lesson began").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0')));
}

void SpeakerNotes::refresh() {
  const bool active = m_runner->active();
  if (active && !m_wasActive) m_elapsed.restart();  // the clock counts from the lesson's start
  m_wasActive = active;
  if (!isVisible()) return;
  m_back->setEnabled(active && (m_runner->stepIndex() > 0 || m_controller->showingSummary()));
  m_next->setEnabled(active);
  tick();
  if (!active) {
    m_heading->setText(tr("No lesson runs."));
    m_body->clear();
    return;
  }
  const model::Lesson& lesson = m_runner->lesson();
  const int step = m_runner->stepIndex();
  const int steps = m_runner->stepCount();
  if (m_controller->showingSummary()) {
    m_heading->setText(
        tr("<b>%1</b><br>Summary").arg(views::plainText(lesson.title).toHtmlEscaped()));
    m_body->setText(views::lessonTextHtml(tr("The class sees the summary of its answers.")));
    return;
  }
  const model::LessonStep& s = m_runner->step();
  m_heading->setText(tr("<b>%1</b><br>Step %2 of %3: %4")
                         .arg(views::plainText(lesson.title).toHtmlEscaped())
                         .arg(step + 1)
                         .arg(steps)
                         .arg(views::plainText(s.title).toHtmlEscaped()));
  const model::LessonContext context = m_runner->liveContext(m_runner->stepScenario());
  QStringList parts;
  parts << (s.notes.empty() ? tr("(No notes for this step.)")
                            : views::localLessonText(s.notes, context));
  if (s.question) {
    const model::Question& q = *s.question;
    parts << tr("**Question:** %1").arg(views::localLessonText(q.prompt, context));
    if (const auto& a = m_runner->answer()) {
      const QString tolerance = toleranceText(q);
      parts << (tolerance.isEmpty() ? tr("**The model's answer:** %1").arg(answerText(q, *a))
                                    : tr("**The model's answer:** %1 (accepted: %2)")
                                          .arg(answerText(q, *a), tolerance));
    } else {
      parts << tr("No answer: %1").arg(m_runner->answerError());
    }
    parts << (m_runner->answered() ? tr("Answered.") : tr("Not answered yet."));
  }
  parts << (step + 1 < steps
                ? tr("Next: step %1, %2")
                      .arg(step + 2)
                      .arg(views::plainText(lesson.steps[static_cast<std::size_t>(step + 1)].title))
                : tr("Next: the summary."));
  m_body->setText(views::lessonTextHtml(parts.join(QStringLiteral("\n\n"))));
}

}  // namespace scalescope::app
