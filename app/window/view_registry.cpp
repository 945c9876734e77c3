#include "app/window/view_registry.h"

#include "views/pim/pim_view.h"
#include "views/roofline/roofline_view.h"
#include "views/scaling/scaling_view.h"
#include "views/surface/surface_view.h"
#include "views/timeline/timeline_view.h"

namespace scalescope::app {

std::vector<RegisteredView> createViews(ViewUse use) {
  std::vector<RegisteredView> views;
  auto surface = use == ViewUse::Headless
                     // No window to draw in: the offscreen image host, which makes no GL context
                     // until it paints (never, headless); figures render offscreen on their own.
                     ? std::make_unique<views::SurfaceView>(nullptr, views::VtkHostKind::Image)
                     : std::make_unique<views::SurfaceView>();
  surface->setFiguresFollowCamera(use == ViewUse::Window);
  // The surface takes 3/5 of the width; on the right, the Scaling view gets twice the height
  // of the PIM view (its Curves tab stacks two plots); the timeline runs along the bottom, the
  // roofline opens as a tab beside it (View ▸ Roofline).
  views.push_back({std::move(surface), ViewPlace::Main, 3});
  views.push_back({std::make_unique<views::ScalingView>(), ViewPlace::Side, 2});
  views.push_back({std::make_unique<views::PimView>(), ViewPlace::Side, 1});
  views.push_back({std::make_unique<views::TimelineView>(), ViewPlace::Bottom, 1});
  views.push_back({std::make_unique<views::RooflineView>(), ViewPlace::Bottom, 1});
  return views;
}

}  // namespace scalescope::app
