#pragma once
// What a lesson step does to the window besides the parameters: the views shown, the 3D
// camera, the highlighted element, the veil over the view that would give the answer away,
// and the guess marked beside the model's value. The runner talks to this interface only, so
// it runs headless in tests; WindowStage implements it on the main window.

#include <optional>
#include <vector>

#include "model/lessons/answers.h"
#include "model/lessons/lesson.h"

namespace scalescope::app {

class LessonStage {
 public:
  virtual ~LessonStage() = default;
  /// Shows `views` (empty: leaves the layout alone), only `maximise` when given, and brings
  /// the tab of a Scaling or PIM view to the front.
  virtual void showViews(const std::vector<model::LessonView>& views,
                         std::optional<model::LessonView> maximise) = 0;
  /// Every view where the window lays it out: the lesson stopped (its steps hid some).
  virtual void showAllViews() = 0;
  virtual void setCamera(model::LessonCamera camera) = 0;
  /// The views the running lesson's step names, or nullopt when the lesson ends: views leave
  /// out labels of what the step does not name (LinkedView::setLessonFocus).
  virtual void setFocus(const std::optional<std::vector<model::LessonView>>& named) = 0;
  /// Highlights one element; Kind::None clears the highlight.
  virtual void setHighlight(const model::Highlight& highlight) = 0;
  /// Covers `views` until lifted (empty: no veil).
  virtual void setVeil(const std::vector<model::LessonView>& views) = 0;
  /// Fades the veils out: the question was answered.
  virtual void liftVeil() = 0;
  /// Marks the student's guess beside the model's value where a view can show it; a null
  /// question clears the marks.
  virtual void markGuess(const model::Question* question, const model::ModelAnswer& answer,
                         double guess) = 0;
};

}  // namespace scalescope::app
