#pragma once
// The one interface of the views the main window holds (the efficiency surface, the Scaling
// tabs, the PIM view, the timeline panel, and any view added later): what a view reads, how it
// is handed the scenario and the data, its figures for export, and what a lesson may ask of
// it (bring a page to the front, highlight a named target, veil it, mark an answer on it).
// The window keeps a list of these and iterates it; a lesson reaches a view only through it.
// ARCHITECTURE.md, "Add a view", is the recipe.

#include <QImage>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

#include "model/core/param.h"
#include "model/core/scenario.h"
#include "model/data/dataset_collection.h"
#include "model/lessons/lesson.h"
#include "views/common/figure.h"

class QMenu;
class QWidget;

namespace scalescope::views {

/// Where a view sends what the user does in it: a parameter edit (its own controls), the end
/// of a gesture (ends undo merging), a line for the status bar.
struct ViewEdits {
  std::function<void(model::Param, double)> set;
  std::function<void()> finished;
  std::function<void(const QString&)> status;
  /// The view's context menu asked for File ▸ Export figures… (of this view).
  std::function<void()> exportFigures;
  /// The user picked a target in the view (a bar of the PIM breakdown): every view that knows
  /// it shows it highlighted (the roofline its dots); Kind::None clears the highlights.
  std::function<void(const model::Highlight&)> highlight;
};

/// The model's answer and the student's guess, for a view that can show the asked value.
struct AnswerMark {
  double truth = 0;
  QString truthText;  ///< the answer as the lesson writes it ("1,030 DPUs")
  double guess = 0;   ///< NaN: no guess to mark (a handout's answer page)
};

class LinkedView {
 public:
  virtual ~LinkedView() = default;

  /// The widget the window places (splitter, dock) and shows or hides.
  virtual QWidget* widget() = 0;
  /// Which view this is: its menu entry, its lesson views, its layout key.
  virtual model::ViewArea area() const = 0;
  /// Its name for people: "Efficiency surface", "Scaling", ...
  virtual QString title() const = 0;
  /// The parameters it reads: an edit of any other parameter costs it nothing.
  virtual model::ParamSet reads() const = 0;
  /// Redraws what reads a parameter of `changed`.
  virtual void setScenario(const model::Scenario& scenario, const model::ParamSet& changed) = 0;
  /// The loaded measured data (views that show none ignore it).
  virtual void setDatasets(const model::DatasetCollection& data) { (void)data; }
  /// Connects the view's own edits (tab controls, picks) to the window.
  virtual void connectEdits(const ViewEdits& edits) { (void)edits; }
  /// What of the view a scenario file keeps (a camera), under the file's "views" object.
  virtual void saveState(QJsonObject& views) const { (void)views; }
  virtual void restoreState(const QJsonObject& views) { (void)views; }
  /// Entries of its own in the View menu (the surface's camera presets).
  virtual void addMenuActions(QMenu* viewMenu) { (void)viewMenu; }
  /// A line for Help ▸ About ("3D view host: …"), or "".
  virtual QString aboutLine() const { return {}; }
  /// The view as an image (Copy image): what is on screen.
  virtual QImage grabImage();
  /// Text the view draws itself grows `k` times (presenter mode; 1 gives it back). Widgets'
  /// and plots' text follow the application font and PresentationScale instead.
  virtual void setTextScale(double k) { (void)k; }

  /// Every figure of the view, brought up to date, in export order.
  virtual std::vector<Figure> figures() = 0;
  /// The stems of the figures in front (File ▸ Export figures… of the current view).
  virtual QStringList currentFigures() const = 0;

  // What a lesson step may ask of a view. Targets are named by model/lessons (LessonView,
  // Highlight ids); a view answers for its own and returns false for the others.
  /// Brings the page that shows `view` to the front.
  virtual bool showLessonView(model::LessonView view) {
    (void)view;
    return false;
  }
  /// Turns a 3D view to one of the camera presets.
  virtual bool setLessonCamera(model::LessonCamera camera) {
    (void)camera;
    return false;
  }
  /// Draws `highlight`'s target highlighted.
  virtual bool highlight(const model::Highlight& highlight) {
    (void)highlight;
    return false;
  }
  /// Takes every highlight away.
  virtual void clearHighlight() {}
  /// A lesson runs and its step names `named` (nullopt: no lesson runs). A view may leave
  /// out labels of what the step does not name (the surface: the machines' names and the
  /// trajectories of views the step does not show), so that its figure shows what the step
  /// discusses.
  virtual void setLessonFocus(const std::optional<std::vector<model::LessonView>>& named) {
    (void)named;
  }
  /// Marks the model's answer and the guess on the figure of `question.reveal`: on the axis
  /// that shows the asked value and where the curve reaches it, or, where no axis shows it
  /// (a ratio of two bars, a system's 1−α_eff on the 3D surface), as a note on the figure.
  virtual bool markAnswer(const model::Question& question, const AnswerMark& mark) {
    (void)question;
    (void)mark;
    return false;
  }
  /// Takes the marks away.
  virtual void clearMarks() {}
  /// A lesson's veil covers the view (true) or is lifted. A view drawn in a native window,
  /// which no widget can paint over, hides that window meanwhile.
  virtual void setCovered(bool covered) { (void)covered; }
};

}  // namespace scalescope::views
