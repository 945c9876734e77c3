#pragma once
// Small things the probe and its cluster scripts share with the app (no MPI, no Qt): words
// quoted for a shell, and files written whole or not at all.

#include <string>
#include <vector>

namespace scalescope::probe {

/// A word for a shell: as it is when safe, else in single quotes.
std::string shellQuoted(const std::string& word);

/// argv joined for a shell: arguments with blanks or shell characters in single quotes.
std::string shellJoin(const std::vector<std::string>& argv);

/// Writes text to path through a temporary file and a rename, so a reader never sees half a
/// file. Returns "" or "PATH: why".
std::string writeFileAtomically(const std::string& path, const std::string& text);

}  // namespace scalescope::probe
