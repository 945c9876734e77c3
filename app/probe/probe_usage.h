#pragma once
// The probe's --help, in the language of the user's messages locale: the probe has no Qt,
// so its texts go the way of other Debian command-line programs, through gettext. They are
// marked in context "ProbeHelp" of the app's Qt Linguist files (resources/translations),
// from which the build makes the probe's message catalogues (share/locale/LANG/LC_MESSAGES/
// scalescope-probe.mo, app/CMakeLists.txt).

#include <string>

namespace scalescope::probe {

/// The usage text, laid out in 80 terminal columns.
std::string probeUsage();

}  // namespace scalescope::probe
