#pragma once
// Writing a whole text file atomically: a reader never sees half of it, and a failed write
// leaves the old file as it was.

#include <QString>
#include <string>

namespace scalescope::app {

/// Writes `text` to `path` through a temporary file renamed over it; "" or
/// "path: what went wrong".
QString writeTextFile(const QString& path, const std::string& text);

}  // namespace scalescope::app
