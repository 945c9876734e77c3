#pragma once
// Output of tools ScaleScope knows but does not read in that form: a pointed message saying
// which form it reads ("this looks like Google Benchmark CSV; ScaleScope reads its JSON …"),
// instead of a CSV parser's complaint about field counts.

#include <optional>
#include <string>
#include <string_view>

#include "model/core/translatable.h"

namespace scalescope::model {

/// Nothing, or the message (marked in context "Reader") for a text that is a known tool's
/// output in a form no reader takes: Google Benchmark CSV or console output, hyperfine CSV or
/// Markdown, HPC Carpentry's amdahl without --terse, a JUBE result table printed for the
/// terminal, several tables in one file.
std::optional<MarkedText> foreignFormatText(std::string_view text);

/// The same in English; "" for none.
std::string foreignFormatHint(std::string_view text);

}  // namespace scalescope::model
