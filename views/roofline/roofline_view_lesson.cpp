// The Roofline view on a lesson's stage: a highlighted roof (its machine shown, the roof bold)
// and a number answer marked on the plot (views/roofline/roofline_view.h).
#include <qcustomplot.h>

#include "model/lessons/quantities.h"
#include "views/roofline/roofline_view.h"

namespace scalescope::views {

using model::RooflineMachineId;

bool RooflineView::highlight(const model::Highlight& h) {
  if (h.kind != model::Highlight::Kind::Roof) return false;
  for (RooflineMachineId m :
       {RooflineMachineId::Upmem, RooflineMachineId::Cpu, RooflineMachineId::Gpu})
    for (const model::Roof& r : model::rooflineMachine(m, m_params).roofs)
      if (r.id == h.target) {
        m_highlightedRoof = h.target;
        if (machine() == m)
          redraw();
        else
          setMachine(m);  // redraws
        return true;
      }
  return false;
}

void RooflineView::clearHighlight() {
  if (m_highlightedRoof.empty()) return;
  m_highlightedRoof.clear();
  redraw();
}

bool RooflineView::markAnswer(const model::Question& q, const AnswerMark& mark) {
  if (q.kind == model::Question::Kind::Choice || q.reveal != model::LessonView::Roofline)
    return false;
  const auto info = model::quantityInfo(q.quantity);
  m_answer = std::make_pair(mark, info && info->unit == "op/B");
  redraw();  // the axis may widen to the lines; draws the answer
  return true;
}

void RooflineView::clearMarks() {
  if (!m_answer) return;
  m_answer.reset();
  redraw();
}

void RooflineView::drawAnswer() {
  if (!m_answer) return;
  m_marks.clearAnswer();
  const auto& [mark, intensity] = *m_answer;
  if (intensity) {
    m_marks.markAnswer(m_plot->xAxis, mark);
  } else {
    m_marks.markAnswerNote(m_plot->axisRect(), mark);
  }
}

}  // namespace scalescope::views
