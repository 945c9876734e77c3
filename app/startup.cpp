#include "app/startup.h"

#include <QCoreApplication>

namespace scalescope::app {

void configureApplication() {
  QCoreApplication::setOrganizationName("ScaleScope");
  QCoreApplication::setOrganizationDomain("scalescope.example.org");
  QCoreApplication::setApplicationName("ScaleScope");
  QCoreApplication::setApplicationVersion(SCALESCOPE_VERSION);
}

int runFit(const CommandLine& cl, QTextStream&, QTextStream& err) {
  err << "--fit " << cl.fitFile << ": fitting is not available in this build\n";
  return kExitFailure;
}

}  // namespace scalescope::app
