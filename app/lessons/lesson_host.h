#pragma once
// What the lessons need of the main window besides its QMainWindow side (menus, docks, status
// bar, full screen): its views, its parameter panel and the layout of its views. MainWindow
// implements it; no file of app/lessons includes the window's header, so the window and the
// lessons do not depend on each other.

#include <vector>

#include "model/lessons/lesson.h"

class QMainWindow;
class QWidget;

namespace scalescope::views {
class LinkedView;
class ParameterPanel;
}  // namespace scalescope::views

namespace scalescope::app {

class LessonHost {
 public:
  virtual ~LessonHost() = default;
  virtual QMainWindow* mainWindow() = 0;
  /// Every view of the window, in the view registry's order.
  virtual const std::vector<views::LinkedView*>& views() const = 0;
  /// The view of an area, or null.
  virtual views::LinkedView* view(model::ViewArea area) const = 0;
  /// The widget a view lives in as placed: the view itself, or its dock.
  virtual QWidget* placeOf(const views::LinkedView* view) const = 0;
  virtual views::ParameterPanel* panel() const = 0;
  /// Shows only view `which` (an index into views()), or all with −1.
  virtual void maximizeView(int which) = 0;
  /// The layout of every view, with the views of the main area that `shown` marks (one flag
  /// per view of views(); docked views are left as they are). Where that layout is in place,
  /// the others are hidden before anything is shown: shown all at once, three views and both
  /// docks in German asked for more than a 1280-px screen and the window left full screen.
  virtual void showViews(const std::vector<bool>& shown) = 0;
};

}  // namespace scalescope::app
