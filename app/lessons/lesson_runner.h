#pragma once
// Walks a lesson: entering a step moves the Document's parameters to the step's scenario over
// kAnimationMs (one undo step per lesson step), sets the views, camera, highlight and veil on
// the stage, and computes the model's answer to the step's question from the step's scenario.
// An answer is checked, kept (progress), and reveals: the veil lifts, a slider question's
// parameter travels from the guess to the model's value, the guess is marked beside it.

#include <QObject>
#include <QString>
#include <QVariantAnimation>
#include <optional>
#include <vector>

#include "app/lessons/lesson_library.h"
#include "model/core/scenario.h"
#include "model/lessons/answers.h"
#include "model/lessons/progress.h"

namespace scalescope::app {

class Document;
class LessonStage;

/// What happened at one step of the session.
struct StepRecord {
  std::optional<model::LessonAttempt> attempt;  ///< set once answered
};

class LessonRunner : public QObject {
  Q_OBJECT
 public:
  explicit LessonRunner(Document* document, QObject* parent = nullptr);

  /// The stage the steps act on (may be null: parameters and answers only).
  void setStage(LessonStage* stage) { m_stage = stage; }

  /// Starts `entry` at `step` (clamped), with the answers already given (resume).
  void start(const LessonEntry& entry, int step = 0,
             const std::vector<model::LessonAttempt>& earlier = {});
  /// Leaves the lesson; the parameters stay where they are.
  void stop();
  bool active() const { return m_active; }

  const LessonEntry& entry() const { return m_entry; }
  const model::Lesson& lesson() const { return m_entry.lesson; }
  int stepIndex() const { return m_step; }
  int stepCount() const { return static_cast<int>(m_entry.lesson.steps.size()); }
  const model::LessonStep& step() const { return m_entry.lesson.steps[m_step]; }
  /// The scenario the current step sets (the answer's scenario).
  const model::Scenario& stepScenario() const { return m_stepScenario; }
  /// The model's answer to the current step's question, or why there is none.
  const std::optional<model::ModelAnswer>& answer() const { return m_answer; }
  const QString& answerError() const { return m_answerError; }
  const StepRecord& record(int step) const { return m_records[step]; }
  bool answered() const { return m_records[m_step].attempt.has_value(); }
  /// Every answer of the session, in the order given.
  std::vector<model::LessonAttempt> attempts() const;
  /// The Document's scenario, the data, and the step's system and series: live texts.
  model::LessonContext liveContext(const model::Scenario& scenario) const;

  /// Parameters move from where they are to the step's values over this time.
  static constexpr int kAnimationMs = 500;
  bool animating() const { return m_animation.state() == QAbstractAnimation::Running; }
  /// Ends a running animation at its target (tests, and before the next one starts).
  void finishAnimation();

 public slots:
  void next();
  void back();
  void goTo(int step);
  /// Checks a response: a number, the index of a choice, or NaN for a slider question (the
  /// Document's current value of the parameter is the response). Ignored when there is no
  /// question or it was answered already.
  void submit(double response, const QString& responseText = QString());

 signals:
  void stepChanged(int step);
  void answeredStep(int step, bool correct);
  /// The last step's Next: the lesson is done.
  void finished();
  void stopped();

 private:
  void enterStep(int step);
  void animateTo(const model::Scenario& target, const QString& description);
  void applyFrame(double t);

  Document* m_document;
  LessonStage* m_stage = nullptr;
  LessonEntry m_entry;
  bool m_active = false;
  int m_step = 0;
  std::vector<StepRecord> m_records;
  model::Scenario m_stepScenario;
  std::optional<model::ModelAnswer> m_answer;
  QString m_answerError;

  QVariantAnimation m_animation;
  model::Scenario m_from, m_to;
  QString m_description;
};

/// The parameters between `from` and `to` at t ∈ [0, 1]: numbers along their slider (log
/// where the slider is logarithmic), whole numbers rounded, choices and toggles switched at
/// the start so the class sees the new setting at once. t = 1 gives `to` exactly.
model::Scenario interpolateScenario(const model::Scenario& from, const model::Scenario& to,
                                    double t);

}  // namespace scalescope::app
