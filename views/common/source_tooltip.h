#pragma once
// The tooltip of a measured series or of its rows: which file it came from, read as which
// format, and what the file says about its making (tool, host, date, command).

#include <QString>

#include "model/data/measurements.h"

namespace scalescope::views {

/// "File: …\nFormat: …\ntool: …\nhost: …" (plain text, lines for what is known).
QString sourceToolTip(const model::MeasurementSet& set);

/// What a file says about its making, one fact per line ("tool: …", "host: …", "date: …",
/// "command: …", then the file's own facts under their own names); "" when it says nothing.
/// Provenance::summary in the user's language.
QString provenanceText(const model::Provenance& provenance);

}  // namespace scalescope::views
