#pragma once
// The views of the app, registered in one place: the window places them, the View menu lists
// them, File ▸ Export, batch export, the baselines and the handouts draw their figures, and
// the lessons reach them, all by iterating this list (ARCHITECTURE.md, "Add a view").

#include <memory>
#include <vector>

#include "views/common/linked_view.h"

namespace scalescope::app {

/// Where the window puts a view: the main area's left side, its right-hand column (top to
/// bottom in list order), or a dock along the bottom (the second and later ones as tabs of
/// the first, closed until the View menu opens them).
enum class ViewPlace { Main, Side, Bottom };

struct RegisteredView {
  std::unique_ptr<views::LinkedView> view;
  ViewPlace place = ViewPlace::Main;
  int stretch = 1;  ///< share of the space beside the others of its place
};

/// How the views will be used: in the window, or headless (batch export and handouts: no
/// window is shown, the 3D view is drawn offscreen through the default camera).
enum class ViewUse { Window, Headless };

/// Every view, in the order of the View menu (Ctrl+1, Ctrl+2, …) and of the export.
std::vector<RegisteredView> createViews(ViewUse use = ViewUse::Window);

}  // namespace scalescope::app
