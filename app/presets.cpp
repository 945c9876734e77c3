#include "app/presets.h"

#include <QDir>
#include <QFile>

namespace scalescope::app {

QStringList presetNames() {
  QStringList names;
  for (const QString& file : QDir(":/presets").entryList({"*.scalescope"}, QDir::Files, QDir::Name))
    names << file.chopped(QStringLiteral(".scalescope").size());
  names.removeAll("default");
  names.prepend("default");
  return names;
}

std::optional<ScenarioFile> loadPreset(const QString& name, QString* error) {
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
