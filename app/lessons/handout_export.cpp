#include "app/lessons/handout_export.h"

#include <qcustomplot.h>
#include <QAbstractTextDocumentLayout>
#include <QCoreApplication>
#include <QPdfWriter>
#include <QSaveFile>
#include <QTextDocument>
#include <algorithm>

#include "app/lessons/answer_text.h"
#include "app/lessons/handout_figures.h"
#include "model/core/parameter_table.h"
#include "model/lessons/answers.h"
#include "model/lessons/formula.h"
#include "model/lessons/lesson_text.h"
#include "model/lessons/quantities.h"
#include "views/common/model_text.h"
#include "views/lessons/lesson_pane.h"

namespace scalescope::app {

using model::LessonView;

namespace {

/// An answer's place on the answer pages: one unit of text, or three with its figure.
struct AnswerSlot {
  std::size_t step = 0;
  bool withFigure = false;
};

int slotsPerPage(HandoutOptions::Page page) {
  return page == HandoutOptions::Page::A4 ? 6 : 3;
}

/// Whether the step's figure would give its question's answer away: then the step's page
/// leaves it out and the answer pages show it.
bool figureWithheld(const model::LessonStep& step) {
  return step.question && step.question->reveal &&
         model::viewArea(*step.question->reveal) == model::viewArea(figureView(step));
}

/// The answers laid out on pages: slots of each page, in order.
std::vector<std::vector<AnswerSlot>> answerPages(const model::Lesson& lesson,
                                                 HandoutOptions::Page page) {
  std::vector<std::vector<AnswerSlot>> pages;
  int used = slotsPerPage(page);
  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    if (!lesson.steps[i].question) continue;
    const AnswerSlot slot{i, figureWithheld(lesson.steps[i])};
    const int need = slot.withFigure ? 3 : 1;
    if (used + need > slotsPerPage(page)) {
      pages.emplace_back();
      used = 0;
    }
    pages.back().push_back(slot);
    used += need;
  }
  return pages;
}

/// Rich text (lessonTextHtml) laid out across `width` for `device`.
void layOut(QTextDocument& doc, QPaintDevice* device, const QString& html, double width,
            double pointSize) {
  doc.documentLayout()->setPaintDevice(device);
  QFont f("DejaVu Sans");
  f.setPointSizeF(pointSize);
  doc.setDefaultFont(f);
  doc.setDocumentMargin(0);
  doc.setHtml(html);
  doc.setTextWidth(width);
}

/// The height of `html` laid out across `width`, not drawn.
double textHeight(QPaintDevice* device, const QString& html, double width, double pointSize) {
  QTextDocument doc;
  layOut(doc, device, html, width, pointSize);
  return doc.size().height();
}

/// Draws rich text (lessonTextHtml) at `top` across `width`; returns its height.
double drawText(QPainter& p, QPaintDevice* device, const QString& html, const QPointF& top,
                double width, double pointSize) {
  QTextDocument doc;
  layOut(doc, device, html, width, pointSize);
  p.save();
  p.translate(top);
  doc.drawContents(&p);
  p.restore();
  return doc.size().height();
}

QString questionHtml(const model::Question& q, const model::LessonContext& context,
                     const std::optional<model::ModelAnswer>& answer) {
  QString html = QStringLiteral("<p><b>%1</b></p>")
                     .arg(views::localLessonText(q.prompt, context).toHtmlEscaped());
  const QString unit =
      answer && answer->unit != "units" ? views::plainText(answer->unit) : QString();
  switch (q.kind) {
    case model::Question::Kind::Number:
      html += QObject::tr("<p>Your prediction: ______________ %1</p>").arg(unit.toHtmlEscaped());
      break;
    case model::Question::Kind::Choice:
      for (const auto& o : q.options)
        html += QStringLiteral("<p>☐ %1</p>").arg(views::plainText(o.label).toHtmlEscaped());
      break;
    case model::Question::Kind::Slider:
      // The parameter as the panel names it ("Processors N"), not its id.
      html += QObject::tr("<p>Your estimate of %1: ______________ %2</p>")
                  .arg(views::parameterLabel(model::parameterSpec(q.parameter)).toHtmlEscaped(),
                       unit.toHtmlEscaped());
      break;
  }
  return html;
}

}  // namespace

LessonView figureView(const model::LessonStep& step) {
  if (step.maximise) return *step.maximise;
  if (!step.views.empty()) return step.views.front();
  if (step.question && step.question->reveal) return *step.question->reveal;
  return LessonView::Scaling;
}

int handoutPageCount(const model::Lesson& lesson, const HandoutOptions& options) {
  return static_cast<int>(lesson.steps.size() + answerPages(lesson, options.page).size());
}

QString exportHandout(const model::Lesson& lesson, const model::DatasetCollection& data,
                      const QString& path, const HandoutOptions& options,
                      const std::function<bool(int, int)>& progress, QStringList* warnings) {
  QSaveFile file(path);
  if (!file.open(QIODevice::WriteOnly)) return path + ": " + file.errorString();
  QPdfWriter writer(&file);
  writer.setTitle(views::plainText(lesson.title));
  writer.setCreator(QStringLiteral("ScaleScope"));
  writer.setResolution(72);  // one unit = one point: font sizes and figure sizes read as such
  if (options.page == HandoutOptions::Page::A4) {
    writer.setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                     QMarginsF(16, 14, 16, 14), QPageLayout::Millimeter));
  } else {
    writer.setPageLayout(QPageLayout(
        QPageSize(QSizeF(254, 142.875), QPageSize::Millimeter, QStringLiteral("Slide 16:9")),
        QPageLayout::Portrait, QMarginsF(10, 8, 10, 8), QPageLayout::Millimeter));
  }
  const bool a4 = options.page == HandoutOptions::Page::A4;
  const QRectF page = writer.pageLayout().paintRectPoints();
  const QRectF area(0, 0, page.width(), page.height());
  const auto answers = answerPages(lesson, options.page);
  const int total = static_cast<int>(lesson.steps.size() + answers.size());
  // Slides are read from the back of a room: their figures' text is larger (the body is 14 pt).
  HandoutFigures figures(data, options.includeSurface, a4 ? 9.0 : 11.0);
  QCPPainter painter;
  if (!painter.begin(&writer))
    return QCoreApplication::translate("HandoutExport", "%1: cannot draw into the PDF").arg(path);
  painter.setMode(QCPPainter::pmVectorized);
  painter.setMode(QCPPainter::pmNoCaching);
  int done = 0;
  auto nextPage = [&]() -> bool {
    if (progress && !progress(done, total)) return false;
    if (done > 0) writer.newPage();
    ++done;
    return true;
  };
  auto header = [&](const QString& small, const QString& large) {
    QFont f("DejaVu Sans");
    f.setPointSizeF(a4 ? 9 : 10);
    painter.setFont(f);
    painter.setPen(QColor(80, 80, 80));
    painter.drawText(QRectF(0, 0, area.width(), 14), Qt::AlignLeft | Qt::AlignTop, small);
    f.setPointSizeF(a4 ? 16 : 20);
    f.setBold(true);
    painter.setFont(f);
    painter.setPen(Qt::black);
    painter.drawText(QRectF(0, 14, area.width(), 26), Qt::AlignLeft | Qt::AlignTop, large);
    return 46.0;
  };

  for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
    if (!nextPage()) {
      painter.end();
      file.cancelWriting();
      return QCoreApplication::translate("HandoutExport", "%1: cancelled").arg(path);
    }
    const model::LessonStep& step = lesson.steps[i];
    const model::Scenario scenario = model::stepScenario(lesson, i, &data);
    const auto context = model::stepContext(lesson, i, scenario, &data);
    const double top = header(QObject::tr("%1 — step %2 of %3")
                                  .arg(views::plainText(lesson.title))
                                  .arg(i + 1)
                                  .arg(lesson.steps.size()),
                              views::plainText(step.title));
    // A4: figure on top, text below. Slides: figure left, text right.
    // A step whose figure would give the answer away gets a one-line note instead of an
    // empty frame, and its text the whole width.
    const bool withheld = figureWithheld(step);
    const QRectF figure = withheld ? QRectF(0, top, area.width(), 34)
                          : a4     ? QRectF(0, top, area.width(), area.height() * 0.42)
                                   : QRectF(0, top, area.width() * 0.58, area.height() - top);
    const QRectF text =
        a4 || withheld
            ? QRectF(0, figure.bottom() + 12, area.width(), area.bottom() - figure.bottom() - 12)
            : QRectF(figure.right() + 14, top, area.width() - figure.width() - 14,
                     area.height() - top);
    if (withheld)
      figures.drawWithheld(painter, figure);
    else
      figures.draw(painter, figure, figureView(step), scenario, step);
    QString html = views::lessonTextHtml(views::localLessonText(step.text, context));
    if (!step.formula.empty())
      if (const auto f = model::lawFormula(step.formula, context)) {
        // A step that asks keeps the value for the answer pages, as it does its figure.
        const model::FormulaText shown = step.question ? model::withheldValue(*f) : *f;
        QStringList lines;
        for (const auto& l : shown.lines) lines << views::localNumbersIn(l).toHtmlEscaped();
        html +=
            QStringLiteral("<p><i>%1</i><br><span style='font-family:DejaVu Serif'>%2</span></p>")
                .arg(views::modelText(f->title).toHtmlEscaped(), lines.join("<br>"));
      }
    if (step.question) {
      std::optional<model::ModelAnswer> answer;
      if (auto a = model::computeAnswer(*step.question, context)) answer = *a;
      html += questionHtml(*step.question, context, answer);
    }
    drawText(painter, &writer, html, text.topLeft(), text.width(), a4 ? 10.5 : 12);
  }

  for (std::size_t k = 0; k < answers.size(); ++k) {
    if (!nextPage()) {
      painter.end();
      file.cancelWriting();
      return QCoreApplication::translate("HandoutExport", "%1: cancelled").arg(path);
    }
    double y =
        header(views::plainText(lesson.title),
               answers.size() > 1 ? QObject::tr("Answers (%1 of %2)").arg(k + 1).arg(answers.size())
                                  : QObject::tr("Answers"));
    const double unit = (area.height() - y) / slotsPerPage(options.page);
    for (const AnswerSlot& slot : answers[k]) {
      const model::LessonStep& step = lesson.steps[slot.step];
      const model::Scenario scenario = model::stepScenario(lesson, slot.step, &data);
      const auto context = model::stepContext(lesson, slot.step, scenario, &data);
      const model::Question& q = *step.question;
      const auto answer = model::computeAnswer(q, context);
      QString html = QObject::tr("<p><b>Step %1: %2</b><br>%3</p>")
                         .arg(slot.step + 1)
                         .arg(views::plainText(step.title).toHtmlEscaped(),
                              views::localLessonText(q.prompt, context).toHtmlEscaped());
      html += answer ? QObject::tr("<p>The model: <b>%1</b>%2</p>")
                           .arg(answerText(q, *answer).toHtmlEscaped(),
                                q.kind == model::Question::Kind::Choice
                                    ? QString()
                                    : QObject::tr(" (accepted: %1)").arg(toleranceText(q)))
                     : QObject::tr("<p>The model cannot answer here: %1</p>")
                           .arg(views::errorText(answer).toHtmlEscaped());
      html += views::lessonTextHtml(views::localLessonText(q.explanation, context));
      const double height = unit * (slot.withFigure ? 3 : 1);
      double written = 0;
      if (slot.withFigure && a4) {
        // The figure across the page and the text under it: half of a portrait page's width
        // crowded the figures with a legend beside them (the PIM bars, Generations), and the
        // answer marked on them had no room of its own (issue 31).
        // The text keeps the room it needs under the figure (a long explanation was cut at
        // the page's foot); the figure takes 70 % of the slot where the text leaves it that.
        const double below = textHeight(&writer, html, area.width(), 9.5) + 16;
        const QRectF fig(
            0, y, area.width(),
            std::max((height - 8) * 0.4, std::min((height - 8) * 0.7, height - below)));
        figures.draw(painter, fig, figureView(step), scenario, step, answer ? &*answer : nullptr);
        written = fig.height() + 8 +
                  drawText(painter, &writer, html, QPointF(0, fig.bottom() + 8), area.width(), 9.5);
      } else if (slot.withFigure) {
        const QRectF fig(0, y, area.width() * 0.5, height - 8);
        figures.draw(painter, fig, figureView(step), scenario, step, answer ? &*answer : nullptr);
        written = drawText(painter, &writer, html, QPointF(fig.right() + 12, y),
                           area.width() * 0.5 - 12, 11);
      } else {
        written = drawText(painter, &writer, html, QPointF(0, y), area.width(), a4 ? 9.5 : 11);
      }
      // The next answer below this one's text where the text is longer than its share of the
      // page (a long explanation ran into the next step's title, issue 31).
      y += std::max(height, written + 8);
    }
  }
  painter.end();
  if (progress) progress(total, total);
  if (!file.commit()) return path + ": " + file.errorString();
  if (warnings && !figures.problem().isEmpty()) *warnings << figures.problem();
  return {};
}

}  // namespace scalescope::app
