#pragma once
// The lesson stage on the main window: which views a step shows (and which of their pages),
// the 3D camera, the highlighted element (a parameter row of the panel, or a target of one of
// the views), the veil over the view that would give the answer away, and the guess marked
// on the revealed figure. It reaches the views only through their interface
// (views::LinkedView) and the window's list of them; what a target is, each view knows.

#include <QList>
#include <QPointer>
#include <functional>
#include <map>
#include <memory>

#include "app/lessons/lesson_stage.h"

class QObject;
class QWidget;

namespace scalescope::views {
class LinkedView;
class ParameterPanel;
class ViewVeil;
}  // namespace scalescope::views

namespace scalescope::app {

class LessonHost;

class WindowStage : public LessonStage {
 public:
  explicit WindowStage(LessonHost* window);
  ~WindowStage() override;

  void showViews(const std::vector<model::LessonView>& views,
                 std::optional<model::LessonView> maximise) override;
  void showAllViews() override;
  void setCamera(model::LessonCamera camera) override;
  void setFocus(const std::optional<std::vector<model::LessonView>>& named) override;
  void setHighlight(const model::Highlight& highlight) override;
  void setVeil(const std::vector<model::LessonView>& views) override;
  void liftVeil() override;
  void markGuess(const model::Question* question, const model::ModelAnswer& answer,
                 double guess) override;

  /// The widget a view lives in (the veil covers it).
  QWidget* viewWidget(model::LessonView view) const;
  /// The veil over a view's widget, if one was made.
  views::ViewVeil* veil(model::LessonView view) const;

 private:
  void clearHighlight();

  LessonHost* m_window;
  std::map<QWidget*, views::ViewVeil*> m_veils;
  std::vector<QWidget*> m_veiled;
  /// Gives the step's docked views their share of the window again; run when the window
  /// changes size (entering full screen after the first step was laid out left the docked
  /// view a 1080-px screen's height less 200 px of empty central area).
  std::function<void()> m_sizeDocks;
  std::unique_ptr<QObject> m_resizeWatch;
};

}  // namespace scalescope::app
