#include "model/lessons/lesson.h"

#include <algorithm>
#include <cmath>

#include "model/core/number_text.h"
#include "model/laws/law_table.h"
#include "model/lessons/highlight_targets.h"
#include "model/roofline/roofline.h"
#include "model/roofline/timeline_roofline.h"

namespace scalescope::model {

bool Tolerance::accepts(double truth, double guess) const {
  if (!std::isfinite(truth) || !std::isfinite(guess)) return false;
  switch (kind) {
    case Kind::Relative:
      return std::abs(guess - truth) <= amount * std::abs(truth);
    case Kind::Absolute:
      return std::abs(guess - truth) <= amount;
    case Kind::Factor:
      // Same sign and within the factor either way: for quantities that span decades.
      if (truth == 0) return guess == 0;
      if ((truth > 0) != (guess > 0)) return false;
      return std::abs(guess) <= std::abs(truth) * amount &&
             std::abs(guess) * amount >= std::abs(truth);
  }
  return false;
}

std::pair<double, double> Tolerance::range(double truth) const {
  const double a = std::abs(truth);
  switch (kind) {
    case Kind::Relative:
      return {truth - amount * a, truth + amount * a};
    case Kind::Absolute:
      return {truth - amount, truth + amount};
    case Kind::Factor:
      return truth > 0 ? std::pair{truth / amount, truth * amount}
                       : std::pair{truth * amount, truth / amount};
  }
  return {truth, truth};
}

MarkedText Tolerance::marked() const {
  switch (kind) {
    case Kind::Relative:
      return {"LessonAnswer",
              SCALESCOPE_TR_NOOP("LessonAnswer", "±%1 %"),
              {shortNumber(amount * 100, 3)}};
    case Kind::Absolute:
      return {"", "±%1", {shortNumber(amount, 3)}};
    case Kind::Factor:
      return {"LessonAnswer",
              SCALESCOPE_TR_NOOP("LessonAnswer", "within a factor %1"),
              {shortNumber(amount, 3)}};
  }
  return {};
}

std::string Tolerance::text() const {
  return marked().english();
}

namespace {

struct ViewInfo {
  LessonView view;
  std::string_view id;
  ViewArea area;
};
// The ids are the figure export's file name stems, so a lesson names a view as a report does.
constexpr ViewInfo kViews[] = {
    {LessonView::Surface, "surface", ViewArea::Surface},
    {LessonView::Scaling, "scaling", ViewArea::Scaling},
    {LessonView::ScalingFit, "scaling_fit", ViewArea::Scaling},
    {LessonView::ScalingStudy, "scaling_study", ViewArea::Scaling},
    {LessonView::ScalingInverseN, "scaling_inverse_n", ViewArea::Scaling},
    {LessonView::Generations, "generations", ViewArea::Scaling},
    {LessonView::Precision, "precision", ViewArea::Scaling},
    {LessonView::Pim, "pim", ViewArea::Pim},
    {LessonView::PimScaling, "pim_scaling", ViewArea::Pim},
    {LessonView::Timeline, "timeline", ViewArea::Timeline},
    {LessonView::Roofline, "roofline", ViewArea::Roofline},
};

struct CameraInfo {
  LessonCamera camera;
  std::string_view id;
};
constexpr CameraInfo kCameras[] = {
    {LessonCamera::Perspective, "3d"},
    {LessonCamera::Top, "top"},
    {LessonCamera::SideN, "side_n"},
    {LessonCamera::SideSerialFraction, "side_serial_fraction"},
};

}  // namespace

const Top500Entry* findEntry(const std::vector<Top500Entry>& entries, const SystemRef& ref) {
  for (const auto& e : entries)
    if (e.system == ref.name && e.list == ref.list && e.peakBasis == ref.peak) return &e;
  return nullptr;
}

std::string_view viewId(LessonView view) {
  for (const auto& v : kViews)
    if (v.view == view) return v.id;
  return {};
}

std::optional<LessonView> viewFromId(std::string_view id) {
  for (const auto& v : kViews)
    if (v.id == id) return v.view;
  return std::nullopt;
}

ViewArea viewArea(LessonView view) {
  for (const auto& v : kViews)
    if (v.view == view) return v.area;
  return ViewArea::Surface;
}

std::string_view areaId(ViewArea area) {
  for (const auto& v : kViews)
    if (v.area == area) return v.id;
  return {};
}

std::string viewIdList() {
  std::string list;
  for (const auto& v : kViews) {
    if (!list.empty()) list += '|';
    list += v.id;
  }
  return list;
}

std::string_view cameraId(LessonCamera camera) {
  for (const auto& c : kCameras)
    if (c.camera == camera) return c.id;
  return {};
}

std::optional<LessonCamera> cameraFromId(std::string_view id) {
  for (const auto& c : kCameras)
    if (c.id == id) return c.camera;
  return std::nullopt;
}

const std::vector<std::string>& highlightCurveIds() {
  // The law curves of the Scaling view: every law of the table that draws one, by its id.
  static const std::vector<std::string> ids = [] {
    std::vector<std::string> out;
    for (const LawEntry& law : lawTable())
      if (law.curve) out.emplace_back(law.id);
    return out;
  }();
  return ids;
}

const std::vector<std::string>& highlightBarIds() {
  static const std::vector<std::string> ids = [] {
    std::vector<std::string> all;
    // PIM breakdown: one stack per algorithm, five categories in each; the timeline's parts
    for (std::string_view id : kPimAlgorithmIds) all.emplace_back(id);
    for (std::string_view id : kPimCategoryIds) all.emplace_back(id);
    for (std::string_view id : kTimelinePartIds) all.emplace_back(id);
    return all;
  }();
  return ids;
}

const std::vector<std::string>& highlightRoofIds() {
  static const std::vector<std::string> ids = [] {
    std::vector<std::string> all;
    // The ids do not depend on the parameters' values. Roofs of other precisions are drawn
    // only when the user asks for them: a lesson cannot point at them.
    for (RooflineMachineId m :
         {RooflineMachineId::Upmem, RooflineMachineId::Cpu, RooflineMachineId::Gpu})
      for (const Roof& r : rooflineMachine(m, PimParams{}).roofs)
        if (!r.otherPrecision) all.push_back(r.id);
    // The timeline machine's, with its accelerator on (the link roof exists then).
    if (const auto timeline = timelineRoofline(timelineRooflineParams(Scenario())))
      for (const Roof& r : timeline->machine.roofs) all.push_back(r.id);
    return all;
  }();
  return ids;
}

void applyValues(Scenario& scenario, const std::vector<ParamValue>& values) {
  for (const ParamValue& v : values) scenario.set(v.param, v.value);
}

std::string optionId(const Question::Option& option) {
  return option.id.empty() ? option.means : option.id;
}

std::optional<std::size_t> optionIndex(const Question& question, std::string_view id) {
  if (id.empty()) return std::nullopt;
  for (std::size_t i = 0; i < question.options.size(); ++i)
    if (optionId(question.options[i]) == id) return i;
  return std::nullopt;
}

std::size_t questionCount(const Lesson& lesson) {
  std::size_t n = 0;
  for (const auto& step : lesson.steps) n += step.question ? 1 : 0;
  return n;
}

MarkedText lessonLocatedText(const std::string& fileName, const SourcePos& at, MarkedText what) {
  std::string place = lessonMessage(fileName, at, "");
  place.resize(place.size() - 2);  // without ": "
  return MarkedText{"", "%1: %2", {MarkedArg::verbatim(std::move(place)), std::move(what)}};
}

std::string lessonMessage(const std::string& fileName, const SourcePos& at, std::string_view what) {
  std::string m = fileName;
  if (at.line > 0) {
    m += ':';
    m += std::to_string(at.line);
  }
  if (at.line > 0 && at.column > 0) {
    m += ':';
    m += std::to_string(at.column);
  }
  m += ": ";
  m += what;
  return m;
}

std::vector<LessonView> namedViews(const LessonStep& step) {
  std::vector<LessonView> out = step.views;
  if (step.maximise && std::find(out.begin(), out.end(), *step.maximise) == out.end())
    out.push_back(*step.maximise);
  return out;
}

}  // namespace scalescope::model
