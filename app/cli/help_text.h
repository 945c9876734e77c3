#pragma once

#include <QString>

namespace scalescope::app {

/// The --help text in the language of the installed translators (context "Help"), laid out
/// in 80 terminal columns: a Han character takes two (model/core/text_columns.h).
QString helpText();

}  // namespace scalescope::app
