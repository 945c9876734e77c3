#pragma once
// Application-wide set-up shared by every mode, and the --fit mode.

#include <QTextStream>

#include "app/command_line.h"

namespace scalescope::app {

/// Organisation/application names (QSettings) and version.
void configureApplication();
/// --fit DATA.csv --law L: prints one JSON object. No window, no X needed.
int runFit(const CommandLine& cl, QTextStream& out, QTextStream& err);

}  // namespace scalescope::app
