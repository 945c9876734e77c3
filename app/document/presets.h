#pragma once
// Built-in scenarios shipped in resources/presets (read-only).

#include <QString>
#include <QStringList>
#include <optional>

#include "app/document/scenario_file.h"

namespace scalescope::app {

/// Registers the compiled-in resources (presets, icon); safe to call more than once.
void ensureResources();
/// Names of the built-in presets, "default" first.
QStringList presetNames();
/// Loads a preset by name; error names the preset when it does not exist.
std::optional<ScenarioFile> loadPreset(const QString& name, QString* error);

}  // namespace scalescope::app
