#pragma once
// Application-wide set-up shared by every mode (the --fit mode is in fit_command.h).

#include <QTextStream>

#include "app/cli/command_line.h"
#include "app/cli/fit_command.h"

namespace scalescope::app {

/// Organisation/application names (QSettings) and version.
void configureApplication();

}  // namespace scalescope::app
