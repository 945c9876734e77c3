#include "views/lessons/lesson_pane.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QStackedWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "views/lessons/formula_panel.h"
#include "views/lessons/guess_gauge.h"
#include "views/lessons/live_gauge.h"

namespace scalescope::views {

QString lessonTextHtml(const QString& text) {
  static const QRegularExpression bold(QStringLiteral("\\*\\*(.+?)\\*\\*"));
  QStringList paragraphs;
  for (const QString& p : text.split(QStringLiteral("\n\n"), Qt::SkipEmptyParts)) {
    QString html = p.trimmed().toHtmlEscaped();
    html.replace(bold, QStringLiteral("<b>\\1</b>"));
    html.replace('\n', QStringLiteral("<br>"));
    paragraphs << QStringLiteral("<p>%1</p>").arg(html);
  }
  return paragraphs.join(QString());
}

LessonPane::LessonPane(QWidget* parent)
    : QWidget(parent),
      m_heading(new QLabel),
      m_progress(new QLabel),
      m_text(new QLabel),
      m_questionBox(new QWidget),
      m_prompt(new QLabel),
      m_answerStack(new QStackedWidget),
      m_number(new QLineEdit),
      m_unit(new QLabel),
      m_choiceBox(new QWidget),
      m_choiceLayout(new QVBoxLayout(m_choiceBox)),
      m_choices(new QButtonGroup(this)),
      m_sliderHint(new QLabel),
      m_sliderValue(new QLineEdit),
      m_sliderUnit(new QLabel),
      m_liveGauge(new LiveGauge),
      m_submit(new QPushButton(tr("Check my answer"))),
      m_verdict(new QLabel),
      m_gauge(new GuessGauge),
      m_explanation(new QLabel),
      m_body(new QScrollArea),
      m_formula(new FormulaPanel),
      m_formulaArea(new QScrollArea),
      m_back(new QPushButton(tr("◀ Back"))),
      m_next(new QPushButton(tr("Next ▶"))) {
  setObjectName("lessonPane");
  m_baseFontPointSize = font().pointSize();
  m_heading->setObjectName("lessonHeading");
  m_heading->setWordWrap(true);
  m_progress->setObjectName("lessonProgress");
  // "Schritt 1 von 5" between the German buttons in presenter type made the pane 405 px
  // wide at least, 23 px more than a 1280-px screen had beside two views: where it does not
  // fit, it reads "1/5" (fitProgress), and wrapping keeps its minimum small.
  m_progress->setWordWrap(true);
  m_progress->setAlignment(Qt::AlignCenter);
  m_text->setObjectName("lessonText");
  m_text->setWordWrap(true);
  m_text->setTextFormat(Qt::RichText);
  m_text->setAlignment(Qt::AlignTop | Qt::AlignLeft);
  m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_prompt->setObjectName("lessonPrompt");
  m_prompt->setWordWrap(true);
  m_number->setObjectName("lessonNumber");
  m_number->setPlaceholderText(tr("your prediction"));
  m_submit->setObjectName("lessonSubmit");
  m_verdict->setObjectName("lessonVerdict");
  m_verdict->setWordWrap(true);
  m_explanation->setObjectName("lessonExplanation");
  m_explanation->setWordWrap(true);
  m_explanation->setTextFormat(Qt::RichText);
  m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_back->setObjectName("lessonBack");
  m_next->setObjectName("lessonNext");
  m_sliderHint->setWordWrap(true);

  auto* numberRow = new QWidget;
  auto* h = new QHBoxLayout(numberRow);
  h->setContentsMargins(0, 0, 0, 0);
  h->addWidget(m_number, 1);
  h->addWidget(m_unit);
  m_answerStack->addWidget(numberRow);
  m_answerStack->addWidget(m_choiceBox);
  // A slider question: drag the parameter (the gauge follows the hidden quantity), or type
  // its value: a presenter slider of ten decades in 55 px cannot hit a band of ±30 %.
  auto* sliderPage = new QWidget;
  auto* sv = new QVBoxLayout(sliderPage);
  sv->setContentsMargins(0, 0, 0, 0);
  sv->addWidget(m_sliderHint);
  sv->addWidget(m_liveGauge);
  auto* sliderRow = new QHBoxLayout;
  sliderRow->addWidget(m_sliderValue, 1);
  sliderRow->addWidget(m_sliderUnit);
  sv->addLayout(sliderRow);
  m_sliderValue->setObjectName("lessonSliderValue");
  m_sliderValue->setToolTip(tr("Or type the parameter's value here and check"));
  m_answerStack->addWidget(sliderPage);
  m_choiceLayout->setContentsMargins(0, 0, 0, 0);

  auto* q = new QVBoxLayout(m_questionBox);
  q->setContentsMargins(0, 4, 0, 4);
  q->addWidget(m_prompt);
  q->addWidget(m_answerStack);
  q->addWidget(m_submit, 0, Qt::AlignLeft);
  q->addWidget(m_verdict);
  q->addWidget(m_gauge);
  q->addWidget(m_explanation);

  auto* nav = new QHBoxLayout;
  nav->addWidget(m_back);
  nav->addWidget(m_progress, 1);  // the whole room between the buttons: fitProgress
  nav->addWidget(m_next);

  // Heading and navigation stay put; text, question, verdict, explanation and formula scroll
  // between them. The scrolled widget follows the viewport's width (no horizontal scrolling)
  // and its height never reaches the pane's minimum size.
  auto* content = new QWidget;
  content->setObjectName("lessonBody");
  auto* column = new QVBoxLayout(content);
  column->setContentsMargins(0, 0, 0, 0);
  column->addWidget(m_text);
  column->addWidget(m_questionBox);
  m_formulaArea->setObjectName("formulaArea");
  m_formulaArea->setWidget(m_formula);
  m_formulaArea->setWidgetResizable(true);
  m_formulaArea->setFrameShape(QFrame::NoFrame);
  m_formulaArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  column->addWidget(m_formulaArea);
  column->addStretch(1);
  m_body->setObjectName("lessonBodyArea");
  m_body->setWidget(content);
  m_body->setWidgetResizable(true);
  m_body->setFrameShape(QFrame::NoFrame);
  m_body->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  m_body->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_heading);
  layout->addWidget(m_body, 1);
  layout->addLayout(nav);

  connect(m_submit, &QPushButton::clicked, this, &LessonPane::submit);
  connect(m_number, &QLineEdit::returnPressed, this, &LessonPane::submit);
  connect(m_sliderValue, &QLineEdit::returnPressed, this, &LessonPane::submit);
  connect(m_next, &QPushButton::clicked, this, &LessonPane::nextRequested);
  connect(m_back, &QPushButton::clicked, this, &LessonPane::backRequested);
  setContent({});
}

void LessonPane::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  fitFormulaArea();
  fitProgress();
}

void LessonPane::fitProgress() {
  const LessonPaneContent& c = m_content;
  if (c.summary || c.steps <= 0) {
    m_progress->setText(c.summary ? tr("Summary") : QString());
    return;
  }
  const QString full = tr("Step %1 of %2").arg(c.step + 1).arg(c.steps);
  const bool fits = m_progress->fontMetrics().horizontalAdvance(full) <= m_progress->width();
  m_progress->setText(
      fits ? full
           : tr("%1/%2", "a lesson's step of its steps, short").arg(c.step + 1).arg(c.steps));
  m_progress->setToolTip(fits ? QString() : full);
}

void LessonPane::fitFormulaArea() {
  // As tall as the formula when that fits in 40 % of the pane; else in type down to 70 % of
  // its size; else 40 % and a scroll bar.
  const int width = std::max(1, m_formulaArea->width());  // no scroll bar when it fits
  const int cap = std::max(60, height() * 2 / 5);
  const auto wanted = [&] {
    const int h = m_formula->heightForWidth(width);
    return h > 0 ? h : m_formula->sizeHint().height();
  };
  for (double shrink : {1.0, 0.9, 0.8, 0.7}) {
    m_formula->setShrink(shrink);
    if (wanted() <= cap) break;
  }
  const int height = wanted() + 2;
  m_formulaArea->setVerticalScrollBarPolicy(height <= cap ? Qt::ScrollBarAlwaysOff
                                                          : Qt::ScrollBarAsNeeded);
  m_formulaArea->setFixedHeight(std::min(height, cap));
}

void LessonPane::rebuildChoices(const QStringList& options) {
  for (QAbstractButton* b : m_choices->buttons()) {
    m_choices->removeButton(b);
    delete b;
  }
  for (int i = 0; i < options.size(); ++i) {
    auto* radio = new QRadioButton(options[i]);
    radio->setObjectName(QStringLiteral("lessonChoice%1").arg(i));
    m_choices->addButton(radio, i);
    m_choiceLayout->addWidget(radio);
  }
}

void LessonPane::setContent(const LessonPaneContent& c) {
  m_content = c;
  m_heading->setText(QStringLiteral("<b>%1</b><br>%2")
                         .arg(c.lessonTitle.toHtmlEscaped(), c.stepTitle.toHtmlEscaped()));
  fitProgress();
  m_text->setText(lessonTextHtml(c.text));
  m_back->setEnabled(c.step > 0 || c.summary);
  m_next->setEnabled(c.steps > 0 || c.summary);
  m_next->setText(c.summary && !c.nextLesson.isEmpty()   ? tr("Next lesson ▶")
                  : c.summary                            ? tr("Close lesson")
                  : c.steps > 0 && c.step + 1 >= c.steps ? tr("Finish")
                                                         : tr("Next ▶"));

  const QString key = QStringLiteral("%1\n%2").arg(c.lessonTitle).arg(c.step);
  const bool newStep = key != m_shownStep;
  m_shownStep = key;
  if (newStep) m_body->verticalScrollBar()->setValue(0);
  m_questionBox->setVisible(c.question.has_value());
  if (c.question) {
    using Kind = LessonPaneContent::Question::Kind;
    m_prompt->setText(QStringLiteral("<b>%1</b>").arg(c.question->prompt.toHtmlEscaped()));
    m_answerStack->setCurrentIndex(c.question->kind == Kind::Number   ? 0
                                   : c.question->kind == Kind::Choice ? 1
                                                                      : 2);
    // As high as the page shown, not the highest page (the slider's gauge and hint).
    for (int i = 0; i < m_answerStack->count(); ++i)
      m_answerStack->widget(i)->setSizePolicy(
          QSizePolicy::Preferred,
          i == m_answerStack->currentIndex() ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    m_answerStack->adjustSize();
    m_unit->setText(c.question->unit);
    // A new question starts empty; the same one (answered, or redrawn) keeps what the student
    // typed or chose, so that the verdict stands beside the answer it judges.
    const bool newQuestion = newStep;
    if (newQuestion || c.answered) m_number->setText(c.answered ? c.response : QString());
    if (newQuestion || c.answered || m_choices->buttons().size() != c.question->options.size()) {
      const int keep = c.answered ? c.chosen : newQuestion ? -1 : m_choices->checkedId();
      rebuildChoices(c.question->options);
      if (QAbstractButton* b = m_choices->button(keep)) b->setChecked(true);
    }
    m_sliderHint->setText(
        tr("Move “%1” in the Parameters panel and watch the bar: the line marks the threshold. "
           "Or type the value below. Then check.")
            .arg(c.question->parameter));
    m_sliderUnit->setText(c.question->parameterUnit);
    m_sliderValue->setEnabled(!c.answered);
    updateSlider(c.question->parameterValue, c.question->quantityValue);
    m_number->setEnabled(!c.answered);
    for (QAbstractButton* b : m_choices->buttons()) b->setEnabled(!c.answered);
    m_submit->setEnabled(!c.answered);
  }
  m_verdict->setVisible(c.answered);
  m_verdict->setText(QStringLiteral("<span style='color:%1'>%2</span> %3")
                         .arg(c.correct ? "#007a33" : "#b00020",
                              c.correct ? tr("✔ Right.") : tr("✘ Not quite."),
                              c.verdict.toHtmlEscaped()));
  m_gauge->setVisible(c.answered && c.gauge);
  if (c.gauge) m_gauge->setValues(c.guess, c.truth, c.toleranceLow, c.toleranceHigh);
  m_explanation->setVisible(c.answered && !c.explanation.isEmpty());
  m_explanation->setText(lessonTextHtml(c.explanation));
  m_formula->setFormula(c.formulaTitle, c.formulaLines);
  m_formulaArea->setVisible(!c.formulaLines.isEmpty());
  fitFormulaArea();
}

void LessonPane::updateLiveText(const QString& text, const QString& explanation,
                                const QStringList& formulaLines) {
  if (text != m_content.text) {
    m_content.text = text;
    m_text->setText(lessonTextHtml(text));
  }
  if (explanation != m_content.explanation) {
    m_content.explanation = explanation;
    m_explanation->setText(lessonTextHtml(explanation));
  }
  if (formulaLines != m_content.formulaLines) {
    m_content.formulaLines = formulaLines;
    m_formula->setFormula(m_content.formulaTitle, formulaLines);
    fitFormulaArea();
  }
}

void LessonPane::updateSlider(double parameterValue, double quantityValue) {
  if (!m_content.question || m_content.question->kind != LessonPaneContent::Question::Kind::Slider)
    return;
  m_content.question->parameterValue = parameterValue;
  m_content.question->quantityValue = quantityValue;
  m_liveGauge->setValues(quantityValue, m_content.question->threshold);
  if (!m_sliderValue->hasFocus())
    m_sliderValue->setText(QLocale().toString(parameterValue, 'g', 4));
}

std::optional<double> LessonPane::currentResponse() const {
  if (!m_content.question) return std::nullopt;
  using Kind = LessonPaneContent::Question::Kind;
  switch (m_content.question->kind) {
    case Kind::Number:
    case Kind::Slider: {
      // Either locale's decimal point, and 1e6 or 1,024 as people type them. A slider
      // question without a typed value takes the parameter where it is (NaN).
      const bool slider = m_content.question->kind == Kind::Slider;
      QString text = (slider ? m_sliderValue : m_number)->text().trimmed();
      if (slider && (text.isEmpty() || !m_sliderValue->isModified())) return std::nan("");
      bool ok = false;
      double v = QLocale().toDouble(text, &ok);
      if (!ok) v = QLocale::c().toDouble(text.remove(','), &ok);
      if (!ok || !std::isfinite(v)) return std::nullopt;
      return v;
    }
    case Kind::Choice:
      if (m_choices->checkedId() < 0) return std::nullopt;
      return m_choices->checkedId();
  }
  return std::nullopt;
}

void LessonPane::submit() {
  if (!m_content.question || m_content.answered) return;
  const auto response = currentResponse();
  if (!response) {
    m_verdict->setVisible(true);
    m_verdict->setText(m_content.question->kind == LessonPaneContent::Question::Kind::Number
                           ? tr("Type a number first (e.g. 20, 0.5 or 1e6).")
                           : tr("Choose an option first."));
    return;
  }
  using Kind = LessonPaneContent::Question::Kind;
  QString text;
  if (m_content.question->kind == Kind::Number) text = m_number->text().trimmed();
  if (m_content.question->kind == Kind::Choice)
    text = m_content.question->options.value(static_cast<int>(*response));
  emit submitted(*response, text);
}

void LessonPane::setScale(double factor) {
  m_scale = factor;
  QFont f = font();
  f.setPointSizeF(std::max(1, m_baseFontPointSize) * factor);
  setFont(f);
  m_formula->setScale(factor);
  fitFormulaArea();
  m_gauge->setScale(factor);
  m_liveGauge->setScale(factor);
  // The radio buttons' circles follow the type (the style draws them 13 px at any font).
  const int indicator = static_cast<int>(std::lround(13 * factor));
  m_choiceBox->setStyleSheet(
      factor == 1.0 ? QString()
                    : QStringLiteral("QRadioButton::indicator { width: %1px; height: %1px; }")
                          .arg(indicator));
}

}  // namespace scalescope::views
