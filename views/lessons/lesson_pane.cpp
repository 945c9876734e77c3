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
#include <QTextBrowser>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>

#include "views/lessons/formula_panel.h"
#include "views/lessons/guess_gauge.h"

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
      m_text(new QTextBrowser),
      m_questionBox(new QWidget),
      m_prompt(new QLabel),
      m_answerStack(new QStackedWidget),
      m_number(new QLineEdit),
      m_unit(new QLabel),
      m_choiceBox(new QWidget),
      m_choiceLayout(new QVBoxLayout(m_choiceBox)),
      m_choices(new QButtonGroup(this)),
      m_sliderHint(new QLabel),
      m_submit(new QPushButton(tr("Check my answer"))),
      m_verdict(new QLabel),
      m_gauge(new GuessGauge),
      m_explanation(new QTextBrowser),
      m_formula(new FormulaPanel),
      m_formulaArea(new QScrollArea),
      m_back(new QPushButton(tr("◀ Back"))),
      m_next(new QPushButton(tr("Next ▶"))) {
  setObjectName("lessonPane");
  m_baseFontPointSize = font().pointSize();
  m_heading->setObjectName("lessonHeading");
  m_heading->setWordWrap(true);
  m_progress->setObjectName("lessonProgress");
  m_text->setObjectName("lessonText");
  m_text->setOpenExternalLinks(false);
  m_text->setFrameShape(QFrame::NoFrame);
  m_prompt->setObjectName("lessonPrompt");
  m_prompt->setWordWrap(true);
  m_number->setObjectName("lessonNumber");
  m_number->setPlaceholderText(tr("your prediction"));
  m_submit->setObjectName("lessonSubmit");
  m_verdict->setObjectName("lessonVerdict");
  m_verdict->setWordWrap(true);
  m_explanation->setObjectName("lessonExplanation");
  m_explanation->setFrameShape(QFrame::NoFrame);
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
  m_answerStack->addWidget(m_sliderHint);
  m_choiceLayout->setContentsMargins(0, 0, 0, 0);

  auto* q = new QVBoxLayout(m_questionBox);
  q->setContentsMargins(0, 4, 0, 4);
  q->addWidget(m_prompt);
  q->addWidget(m_answerStack);
  q->addWidget(m_submit, 0, Qt::AlignLeft);
  q->addWidget(m_verdict);
  q->addWidget(m_gauge);
  q->addWidget(m_explanation, 1);

  auto* nav = new QHBoxLayout;
  nav->addWidget(m_back);
  nav->addWidget(m_progress, 1, Qt::AlignCenter);
  nav->addWidget(m_next);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(m_heading);
  layout->addWidget(m_text, 2);
  layout->addWidget(m_questionBox, 2);
  m_formulaArea->setObjectName("formulaArea");
  m_formulaArea->setWidget(m_formula);
  m_formulaArea->setWidgetResizable(true);
  m_formulaArea->setFrameShape(QFrame::NoFrame);
  m_formulaArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
  layout->addWidget(m_formulaArea);
  layout->addLayout(nav);

  connect(m_submit, &QPushButton::clicked, this, &LessonPane::submit);
  connect(m_number, &QLineEdit::returnPressed, this, &LessonPane::submit);
  connect(m_next, &QPushButton::clicked, this, &LessonPane::nextRequested);
  connect(m_back, &QPushButton::clicked, this, &LessonPane::backRequested);
  setContent({});
}

void LessonPane::resizeEvent(QResizeEvent* event) {
  QWidget::resizeEvent(event);
  fitFormulaArea();
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
  m_progress->setText(c.steps > 0 ? tr("Step %1 of %2").arg(c.step + 1).arg(c.steps) : QString());
  m_text->setHtml(lessonTextHtml(c.text));
  m_back->setEnabled(c.step > 0);
  m_next->setText(c.steps > 0 && c.step + 1 >= c.steps ? tr("Finish") : tr("Next ▶"));

  m_questionBox->setVisible(c.question.has_value());
  if (c.question) {
    using Kind = LessonPaneContent::Question::Kind;
    m_prompt->setText(QStringLiteral("<b>%1</b>").arg(c.question->prompt.toHtmlEscaped()));
    m_answerStack->setCurrentIndex(c.question->kind == Kind::Number   ? 0
                                   : c.question->kind == Kind::Choice ? 1
                                                                      : 2);
    m_unit->setText(c.question->unit);
    m_number->clear();
    rebuildChoices(c.question->options);
    m_sliderHint->setText(
        tr("Move “%1” in the Parameters panel, then check.").arg(c.question->parameter));
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
  m_explanation->setHtml(lessonTextHtml(c.explanation));
  m_formula->setFormula(c.formulaTitle, c.formulaLines);
  m_formulaArea->setVisible(!c.formulaLines.isEmpty());
  fitFormulaArea();
}

void LessonPane::updateLiveText(const QString& text, const QString& explanation,
                                const QStringList& formulaLines) {
  if (text != m_content.text) {
    m_content.text = text;
    const int scroll = m_text->verticalScrollBar()->value();
    m_text->setHtml(lessonTextHtml(text));
    m_text->verticalScrollBar()->setValue(scroll);
  }
  if (explanation != m_content.explanation) {
    m_content.explanation = explanation;
    m_explanation->setHtml(lessonTextHtml(explanation));
  }
  if (formulaLines != m_content.formulaLines) {
    m_content.formulaLines = formulaLines;
    m_formula->setFormula(m_content.formulaTitle, formulaLines);
    fitFormulaArea();
  }
}

std::optional<double> LessonPane::currentResponse() const {
  if (!m_content.question) return std::nullopt;
  using Kind = LessonPaneContent::Question::Kind;
  switch (m_content.question->kind) {
    case Kind::Number: {
      // Either locale's decimal point, and 1e6 or 1,024 as people type them.
      QString text = m_number->text().trimmed();
      bool ok = false;
      double v = QLocale().toDouble(text, &ok);
      if (!ok) v = QLocale::c().toDouble(text.remove(','), &ok);
      if (!ok || !std::isfinite(v)) return std::nullopt;
      return v;
    }
    case Kind::Choice:
      if (m_choices->checkedId() < 0) return std::nullopt;
      return m_choices->checkedId();
    case Kind::Slider:
      return std::nan("");
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
}

}  // namespace scalescope::views
