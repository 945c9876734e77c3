#include "views/common/linked_view.h"

#include <QWidget>

namespace scalescope::views {

QImage LinkedView::grabImage() {
  return widget()->grab().toImage();
}

}  // namespace scalescope::views
