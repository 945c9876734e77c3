#include "app/cli/startup.h"

#include <QCoreApplication>

namespace scalescope::app {

void configureApplication() {
  QCoreApplication::setOrganizationName("ScaleScope");
  QCoreApplication::setOrganizationDomain("scalescope.org");
  QCoreApplication::setApplicationName("ScaleScope");
  QCoreApplication::setApplicationVersion(SCALESCOPE_VERSION);
}

}  // namespace scalescope::app
