#pragma once
// The lesson pane: the step's title and text, its question (a number with its unit, a choice
// among options, or "drag the slider" with a Check button), after the answer the verdict with
// the guess beside the model's value and the explanation, the formula panel, and Back/Next.
// The heading and Back/Next are fixed; everything between scrolls inside the pane, so that
// no answer, explanation or formula ever makes the pane (or a full-screen window) grow.
// A view: it shows what it is given and reports what the student did; the runner (app/lessons)
// computes everything it shows.

#include <QString>
#include <QStringList>
#include <QWidget>
#include <optional>

class QButtonGroup;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QVBoxLayout;

namespace scalescope::views {

class FormulaPanel;
class GuessGauge;
class LiveGauge;

/// What the pane shows for one step.
struct LessonPaneContent {
  QString lessonTitle;
  int step = 0;   ///< 0-based
  int steps = 0;  ///< in the lesson
  QString stepTitle;
  QString text;  ///< plain text with paragraphs and **bold**, values already in

  struct Question {
    enum class Kind { Number, Choice, Slider };
    Kind kind = Kind::Number;
    QString prompt;
    QString unit;               ///< Number: shown beside the field
    QStringList options;        ///< Choice
    QString parameter;          ///< Slider: the parameter's label
    QString parameterUnit;      ///< Slider: its unit, beside the field that takes a typed value
    double parameterValue = 0;  ///< Slider: where the parameter is now
    double quantityValue = 0;   ///< Slider: the hidden quantity now (the live gauge)
    double threshold = 0;       ///< Slider: the value the question asks it to cross
  };
  std::optional<Question> question;

  /// After the answer.
  bool answered = false;
  QString response;  ///< Number: the typed answer, kept in the field after Check
  int chosen = -1;   ///< Choice: the chosen option, kept checked after Check
  bool correct = false;
  QString verdict;      ///< "Your guess: 20 — the model: 19.6× (within ±10 %)"
  QString explanation;  ///< plain text like `text`
  double guess = 0, truth = 0, toleranceLow = 0, toleranceHigh = 0;  ///< for the gauge
  bool gauge = false;  ///< draw the number line (number and slider questions)

  QString formulaTitle;
  QStringList formulaLines;

  /// The lesson's end: `text` sums the answers up; Next closes the lesson (or starts the
  /// next lesson of a lecture, `nextLesson`), Back returns to the last step.
  bool summary = false;
  QString nextLesson;  ///< the title of the lecture's next lesson, "" when this is the last
};

/// `text` as HTML: paragraphs at blank lines, line breaks kept, **bold**, everything else
/// escaped. Also used by the handouts.
QString lessonTextHtml(const QString& text);

class LessonPane : public QWidget {
  Q_OBJECT
 public:
  explicit LessonPane(QWidget* parent = nullptr);

  void setContent(const LessonPaneContent& content);
  /// Replaces only the live texts (step text, explanation, formula) while the student drags.
  void updateLiveText(const QString& text, const QString& explanation,
                      const QStringList& formulaLines);
  const LessonPaneContent& content() const { return m_content; }

  /// A slider question while the student moves the parameter: the field follows it (unless
  /// the student is typing there) and the gauge the hidden quantity.
  void updateSlider(double parameterValue, double quantityValue);

  /// Presenter mode: text and controls `factor` times the normal size.
  void setScale(double factor);

  // For tests and keyboard use.
  QLineEdit* numberField() const { return m_number; }
  QPushButton* submitButton() const { return m_submit; }
  QPushButton* nextButton() const { return m_next; }
  QPushButton* backButton() const { return m_back; }
  QButtonGroup* choices() const { return m_choices; }
  QLabel* textView() const { return m_text; }
  /// The scrolled part between the heading and Back/Next.
  QScrollArea* body() const { return m_body; }
  FormulaPanel* formulaPanel() const { return m_formula; }
  GuessGauge* gauge() const { return m_gauge; }
  QLabel* verdictLabel() const { return m_verdict; }
  QLineEdit* sliderField() const { return m_sliderValue; }
  LiveGauge* liveGauge() const { return m_liveGauge; }
  /// The answer as the student gave it: a number, or the choice index; nullopt when the field
  /// holds no number (the student is told so) or no option is chosen.
  std::optional<double> currentResponse() const;

 signals:
  void nextRequested();
  void backRequested();
  void closeRequested();
  /// Number: the typed value; Choice: the option index; Slider: the value typed in its field,
  /// or NaN (the runner reads the parameter's current value).
  void submitted(double response, const QString& responseText);

 protected:
  void resizeEvent(QResizeEvent* event) override;

 private:
  void fitFormulaArea();
  /// "Step 2 of 5" where it fits between Back and Next, else "2/5" (the full text its tooltip).
  void fitProgress();
  void submit();
  void rebuildChoices(const QStringList& options);

  LessonPaneContent m_content;
  QLabel* m_heading;
  QLabel* m_progress;
  QLabel* m_text;
  QWidget* m_questionBox;
  QLabel* m_prompt;
  QStackedWidget* m_answerStack;
  QLineEdit* m_number;
  QLabel* m_unit;
  QWidget* m_choiceBox;
  QVBoxLayout* m_choiceLayout;
  QButtonGroup* m_choices;
  QLabel* m_sliderHint;
  QLineEdit* m_sliderValue;
  QLabel* m_sliderUnit;
  LiveGauge* m_liveGauge;
  QPushButton* m_submit;
  QLabel* m_verdict;
  GuessGauge* m_gauge;
  QLabel* m_explanation;
  QScrollArea* m_body;
  FormulaPanel* m_formula;
  QScrollArea* m_formulaArea;  ///< holds the formula: at most 40 % of the pane's height, so
                               ///< that the lesson's text keeps its room (presenter mode)
  QString m_shownStep;         ///< lesson and step whose question the fields hold
  QPushButton* m_back;
  QPushButton* m_next;
  double m_scale = 1.0;
  int m_baseFontPointSize = 0;
};

}  // namespace scalescope::views
