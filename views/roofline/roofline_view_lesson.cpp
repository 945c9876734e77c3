// The Roofline view on a lesson's stage: a highlighted roof (its machine shown, the roof bold)
// and a number answer marked on the plot (views/roofline/roofline_view.h).
#include <qcustomplot.h>

#include "model/lessons/highlight_targets.h"
#include "model/lessons/quantities.h"
#include "views/roofline/roofline_view.h"

namespace scalescope::views {

using model::RooflineMachineId;

bool RooflineView::highlight(const model::Highlight& h) {
  if (h.kind == model::Highlight::Kind::Bar) {
    // The breakdown's categories as the roofline's levels: the DPUs' compute and MRAM↔WRAM
    // are one dot (the level's bytes are MRAM's), the links and the host's averaging one each.
    static const char* const kLevels[] = {"dpu", "dpu", "cpu-to-dpu", "dpu-to-cpu", "host"};
    if (const auto c = model::targetIndex(model::kPimCategoryIds, h.target))
      m_highlightedBar = std::make_pair(std::string(kLevels[*c]), std::nullopt);
    else if (const auto a = model::targetIndex(model::kPimAlgorithmIds, h.target))
      m_highlightedBar = std::make_pair(std::string(), model::PimAlgorithm(*a));
    else
      return highlightTimelinePart(h.target);
    if (machine() == RooflineMachineId::Upmem)
      redraw();
    else
      setMachine(RooflineMachineId::Upmem);  // redraws
    return true;
  }
  if (h.kind != model::Highlight::Kind::Roof) return false;
  const auto show = [this](const std::string& roof, RooflineMachineId m) {
    m_highlightedRoof = roof;
    if (machine() == m)
      redraw();
    else
      setMachine(m);  // redraws
  };
  for (RooflineMachineId m :
       {RooflineMachineId::Upmem, RooflineMachineId::Cpu, RooflineMachineId::Gpu})
    for (const model::Roof& r : model::rooflineMachine(m, m_params).roofs)
      if (r.id == h.target) {
        show(h.target, m);
        return true;
      }
  if (h.target.rfind("timeline-", 0) == 0) {
    show(h.target, RooflineMachineId::Timeline);
    return true;
  }
  return false;
}

void RooflineView::clearHighlight() {
  if (m_highlightedRoof.empty() && !m_highlightedBar) return;
  m_highlightedRoof.clear();
  m_highlightedBar.reset();
  redraw();
}

void RooflineView::drawHighlightedDots() {
  const bool timeline = machine() == RooflineMachineId::Timeline;
  if (!m_highlightedBar || (machine() != RooflineMachineId::Upmem && !timeline)) return;
  const auto& [level, algorithm] = *m_highlightedBar;
  QVector<double> x, y;
  for (const model::RooflineDot& d : m_dots)
    if ((level.empty() || d.id == level) &&
        (timeline || (algorithm ? d.algorithm == *algorithm : d.algorithm == m_params.algorithm))) {
      x.append(d.intensity());
      y.append(d.performance());
    }
  // A wide crimson ring round each, as the PIM view's highlight is drawn bold: no level's
  // colour (the host's dot is amber) and not the binding level's black ring.
  m_ringGraph = m_plot->addGraph();
  m_ringGraph->setName(tr("Highlighted"));
  m_ringGraph->removeFromLegend();
  m_ringGraph->setLineStyle(QCPGraph::lsNone);
  m_ringGraph->setScatterStyle(
      QCPScatterStyle(QCPScatterStyle::ssCircle, QPen(QColor(200, 20, 70), 3.5), Qt::NoBrush, 32));
  m_ringGraph->setData(x, y);
  m_ringGraph->setProperty("noTooltip", true);
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
