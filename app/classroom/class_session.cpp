#include "app/classroom/class_session.h"

#include "app/classroom/class_server.h"
#include "app/classroom/class_summary.h"
#include "app/export/text_file.h"
#include "app/lessons/answer_text.h"
#include "app/lessons/lesson_controller.h"
#include "app/lessons/lesson_runner.h"
#include "model/classroom/room_record.h"
#include "model/core/parameter_table.h"
#include "model/lessons/quantities.h"
#include "views/common/model_text.h"

namespace scalescope::app {

ClassSession::ClassSession(LessonRunner* runner, LessonController* controller, QObject* parent)
    : QObject(parent), m_runner(runner), m_controller(controller) {
  connect(m_runner, &LessonRunner::stepChanged, this, [this] {
    if (running()) openCurrentQuestion();
  });
  connect(m_runner, &LessonRunner::answeredStep, this, [this] {
    if (running()) revealCurrent();
  });
  // Ending the lesson ends the session: nothing keeps listening behind the teacher's back.
  connect(m_runner, &LessonRunner::stopped, this, &ClassSession::stop);
  connect(m_runner, &LessonRunner::finished, this, &ClassSession::stop);
}

ClassSession::~ClassSession() {
  m_server.reset();  // before the room it serves
}

bool ClassSession::running() const {
  return m_room && (!m_server || m_server->listening());
}

double ClassSession::now() const {
  return m_server ? m_server->now() : static_cast<double>(m_clock.nsecsElapsed()) * 1e-9;
}

QString ClassSession::start(const QHostAddress& address, quint16 port, model::RoomLimits limits) {
  stop();
  m_room = std::make_unique<model::ClassRoom>(model::newRoomSecrets(), limits);
  m_server = std::make_unique<ClassServer>(m_room.get());
  if (QString why = m_server->listen(address, port); !why.isEmpty()) {
    m_server.reset();
    m_room.reset();
    return why;
  }
  connect(m_server.get(), &ClassServer::roomChanged, this, &ClassSession::changed);
  if (m_runner->active()) openCurrentQuestion();
  emit runningChanged(true);
  emit changed();
  return {};
}

void ClassSession::startOffline(model::RoomLimits limits) {
  stop();
  m_room = std::make_unique<model::ClassRoom>(model::newRoomSecrets(), limits);
  m_room->setLocked(true);  // no one joins but the paper
  m_clock.start();
  if (m_runner->active()) openCurrentQuestion();
  emit runningChanged(true);
  emit changed();
}

QString ClassSession::addPaperAnswers(const QString& typed) {
  if (!m_room) return tr("No class session is running.");
  const auto outcome = m_room->addPaperText(typed.toStdString());
  if (outcome.ok()) {
    emit changed();
    return {};
  }
  if (outcome.refusal == model::ClassRoom::Refusal::NotOpen)
    return tr("This step asks no question.");
  return views::modelText(outcome.message);
}

void ClassSession::stop() {
  if (!m_room) return;
  m_server.reset();
  m_room.reset();
  emit runningChanged(false);
  emit changed();
}

void ClassSession::openCurrentQuestion() {
  const views::LessonPaneContent content = m_controller->content();
  if (!m_runner->active() || !content.question) {
    m_room->closeQuestion();
    emit changed();
    return;
  }
  using PaneKind = views::LessonPaneContent::Question::Kind;
  const auto& pq = *content.question;
  model::RoomQuestion q;
  q.step = content.step;
  q.steps = content.steps;
  q.prompt = pq.prompt.toStdString();
  if (pq.kind == PaneKind::Choice) {
    q.kind = model::RoomQuestion::Kind::Choice;
    for (const QString& o : pq.options) q.options.push_back(o.toStdString());
  } else if (pq.kind == PaneKind::Slider) {
    // The room answers with the parameter's value, within its range.
    const model::ParameterSpec& spec = model::parameterSpec(m_runner->step().question->parameter);
    q.unit = pq.parameterUnit.toStdString();
    q.low = spec.minimum;
    q.high = spec.maximum;
  } else {
    q.unit = pq.unit.toStdString();
  }
  m_room->openQuestion(std::move(q), now());
  if (m_runner->answered()) revealCurrent();  // a step answered before: straight to the reveal
  emit changed();
}

void ClassSession::revealCurrent() {
  const auto& answer = m_runner->answer();
  if (!m_room->question() || !answer) return;
  model::RoomReveal reveal;
  reveal.value = answer->value;
  reveal.option = answer->option;
  reveal.text = answer->text;
  reveal.shownText = answerText(*m_runner->step().question, *answer).toStdString();
  reveal.tolerance = m_runner->step().question->tolerance;
  m_room->reveal(std::move(reveal));
  emit changed();
}

bool ClassSession::roomAnswer(double* value) const {
  if (!m_room) return false;
  const std::optional<double> consensus = m_room->consensus();
  if (consensus) *value = *consensus;
  return consensus.has_value();
}

void ClassSession::revealRoomAnswer() {
  double value = 0;
  if (!roomAnswer(&value) || m_runner->answered()) return;
  // The pane and the answers' record say whose answer it was.
  const model::RoomQuestion& q = *m_room->question();
  const QString text =
      q.kind == model::RoomQuestion::Kind::Choice
          ? tr("%1 (the room's choice)").arg(QString::fromStdString(q.options[std::size_t(value)]))
          : tr("%1 (the room's median)")
                .arg(QString::fromStdString(model::formatQuantity(value, q.unit)));
  m_runner->submit(value, text);
}

void ClassSession::setLocked(bool locked) {
  if (!m_room) return;
  m_room->setLocked(locked);
  emit changed();
}

QString ClassSession::exportSummary(const QString& path) const {
  if (!m_room) return tr("No class session is running.");
  const QString title =
      m_runner->active() ? QString::fromStdString(m_runner->lesson().title) : QString();
  return writeClassSummaryPdf(*m_room, title, path);
}

QString ClassSession::exportRecord(const QString& path) const {
  if (!m_room) return tr("No class session is running.");
  return writeTextFile(path, model::roomRecordCsv(*m_room));
}

}  // namespace scalescope::app
