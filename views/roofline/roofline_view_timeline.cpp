// The Roofline view's timeline machine: N units of the timeline model, one step's copy and
// communication as dots (model/roofline/timeline_roofline.h), its summary line, and the
// Timeline panel's parts as highlights.
#include <QLocale>

#include "model/lessons/highlight_targets.h"
#include "views/roofline/roofline_labels.h"
#include "views/roofline/roofline_view.h"

namespace scalescope::views {

QString RooflineView::timelineSummary() const {
  const model::TimelineRoofline& s = *m_step;
  const double seconds = s.step.totalSeconds;
  const double performance = s.ops / seconds;
  const auto part = std::size_t(s.bindingPart);
  QString text = tr("%1: a step of %2 s at %3 (%4 % of the peak), bound by %5 (%6 % of the step)")
                     .arg(timelineMachineName(m_timeline.n), QLocale().toString(seconds, 'g', 3),
                          siRate(performance, "op/s"),
                          QLocale().toString(100 * performance / s.machine.peak().value, 'g', 3),
                          rooflineBindingPhrase(std::string(model::kTimelinePartIds[part])),
                          QLocale().toString(100 * s.step.parts()[part] / seconds, 'f', 0));
  text +=
      tr(" · Operations read as P₁ · T_compute / g: the compute runs at the peak by "
         "construction (a consistency check); the dots are the copy and the communication");
  return text;
}

bool RooflineView::highlightTimelinePart(const std::string& target) {
  const auto part = model::targetIndex(model::kTimelinePartIds, target);
  if (!part || *part == 0 || *part == 4) return false;  // serial, sync: no bytes, no roof
  if (*part == 1)
    m_highlightedRoof = "timeline-peak";
  else
    m_highlightedBar = std::make_pair(target, std::nullopt);
  if (machine() == model::RooflineMachineId::Timeline)
    redraw();
  else
    setMachine(model::RooflineMachineId::Timeline);  // redraws
  return true;
}

}  // namespace scalescope::views
