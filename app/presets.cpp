#include "app/presets.h"

#include <QDir>
#include <QFile>

// The presets live in a static library: register its resources explicitly, or the linker
// drops them. Q_INIT_RESOURCE must be used outside any namespace.
static void initPresetResources() {
  Q_INIT_RESOURCE(resources);
}

namespace scalescope::app {

void ensureResources() {
  static const bool done = (initPresetResources(), true);
  (void)done;
}

QStringList presetNames() {
  ensureResources();
  QStringList names;
  for (const QString& file : QDir(":/presets").entryList({"*.scalescope"}, QDir::Files, QDir::Name))
    names << file.chopped(QStringLiteral(".scalescope").size());
  names.removeAll("default");
  names.prepend("default");
  return names;
}

std::optional<ScenarioFile> loadPreset(const QString& name, QString* error) {
  ensureResources();
  QFile f(QStringLiteral(":/presets/%1.scalescope").arg(name));
  if (!f.open(QIODevice::ReadOnly)) {
    if (error)
      *error = QObject::tr("--preset %1: no such preset (known: %2)")
                   .arg(name, presetNames().join(", "));
    return std::nullopt;
  }
  return parseScenarioJson(f.readAll(), QStringLiteral("preset %1").arg(name), QString(), error);
}

}  // namespace scalescope::app
