#include "app/lessons/handout_figures.h"

#include <qcustomplot.h>

#include <cmath>

#include "app/window/view_registry.h"
#include "views/common/linked_view.h"

namespace scalescope::app {

struct HandoutFigures::Views {
  std::vector<RegisteredView> list = createViews(ViewUse::Headless);
};

HandoutFigures::HandoutFigures(const model::DatasetCollection& data, bool includeSurface,
                               double fontPt)
    : m_data(data),
      m_includeSurface(includeSurface),
      m_fontPt(fontPt),
      m_views(std::make_unique<Views>()) {
  for (RegisteredView& entry : m_views->list) entry.view->setDatasets(data);
}

HandoutFigures::~HandoutFigures() = default;

namespace {

void note(QCPPainter& painter, const QRectF& rect, const QString& text) {
  painter.save();
  painter.setPen(QPen(QColor(120, 120, 120), 1, Qt::DashLine));
  painter.setBrush(QColor(245, 245, 245));
  painter.drawRect(rect.adjusted(1, 1, -1, -1));
  QFont f("DejaVu Sans");
  f.setPointSizeF(11);
  f.setItalic(true);
  painter.setFont(f);
  painter.setPen(QColor(60, 60, 60));
  const double margin = rect.height() < 80 ? 4 : 20;  // a one-line note, or a figure's frame
  painter.drawText(rect.adjusted(margin, margin, -margin, -margin),
                   Qt::AlignCenter | Qt::TextWordWrap, text);
  painter.restore();
}

}  // namespace

void HandoutFigures::drawWithheld(QCPPainter& painter, const QRectF& rect) {
  note(painter, rect,
       QObject::tr("Predict first: this step's figure shows the answer; it is printed with "
                   "the answers at the end."));
}

void HandoutFigures::draw(QCPPainter& painter, const QRectF& rect, model::LessonView view,
                          const model::Scenario& scenario, const model::LessonStep& step,
                          const model::ModelAnswer* answer) {
  const std::string_view id = model::viewId(view);
  const QString stem = QString::fromUtf8(id.data(), static_cast<qsizetype>(id.size()));
  for (RegisteredView& entry : m_views->list) {
    if (entry.view->area() != model::viewArea(view)) continue;
    entry.view->setScenario(scenario, model::ParamSet::all());
    entry.view->showLessonView(view);
    entry.view->clearHighlight();
    entry.view->clearMarks();
    entry.view->setLessonFocus(model::namedViews(step));
    if (step.highlight.kind != model::Highlight::Kind::None) entry.view->highlight(step.highlight);
    if (answer && step.question && step.question->kind != model::Question::Kind::Choice)
      entry.view->markAnswer(
          *step.question,
          views::AnswerMark{answer->value, QString::fromStdString(answer->text), std::nan("")});
    for (const views::Figure& figure : entry.view->figures()) {
      if (figure.stem != stem) continue;
      if (figure.needsDisplay && !m_includeSurface) {
        m_problem = QObject::tr(
                        "the %1 figure needs an X server (VTK renders through GLX): its figures "
                        "are left out; run under xvfb-run -a")
                        .arg(figure.title);
        note(painter, rect, QObject::tr("%1: not drawn (no X server).").arg(figure.title));
        return;
      }
      views::FigureOptions options;
      options.size = rect.size().toSize();
      options.fontPt = m_fontPt;
      if (const QString e = figure.paint(painter, rect, options); !e.isEmpty()) {
        m_problem = e;
        note(painter, rect, QObject::tr("%1: %2").arg(figure.title, e));
      }
      return;
    }
  }
  note(painter, rect, QObject::tr("No figure for %1.").arg(stem));
}

}  // namespace scalescope::app
