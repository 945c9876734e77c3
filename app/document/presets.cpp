#include "app/document/presets.h"

#include <QDir>
#include <QFile>

#include "model/core/number_text.h"
#include "model/pim/pim.h"
#include "views/common/model_text.h"

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
  // The paper's PIM configurations are defined in the model, as parameter assignments.
  for (const auto& [name, assignments] : model::pimPresets()) names << QString::fromStdString(name);
  return names;
}

namespace {

std::optional<ScenarioFile> pimPreset(const QString& name, QString* error) {
  for (const auto& [presetName, assignments] : model::pimPresets()) {
    if (QString::fromStdString(presetName) != name) continue;
    ScenarioFile file;
    QStringList set;
    for (const auto& a : assignments) {
      if (const auto refused = file.scenario.tryAssignment(a)) {
        if (error) *error = QObject::tr("preset %1: %2").arg(name, views::modelText(*refused));
        return std::nullopt;
      }
      set << QString::fromStdString(a);
    }
    file.description =
        QObject::tr("Rhyner et al. (PACT 2024) configuration: %1").arg(set.join(", "));
    // With the running algorithm's batch size: the paper runs GA-SGD on YFCC100M with
    // B = 8192 and B = 4096, and the two presets had one title.
    const model::Param batches[] = {model::Param::PimBatchMa, model::Param::PimBatchGa,
                                    model::Param::PimBatchAdmm};
    const auto algorithm = static_cast<std::size_t>(file.scenario.get(model::Param::PimAlgorithm));
    const double batch = file.scenario.get(batches[std::min<std::size_t>(algorithm, 2)]);
    file.title = QObject::tr("PIM run: %1, %2, %3 (batch %4), %5 scaling")
                     .arg(views::choiceLabelOf(file.scenario, model::Param::PimDataset),
                          views::choiceLabelOf(file.scenario, model::Param::PimModel),
                          views::choiceLabelOf(file.scenario, model::Param::PimAlgorithm),
                          QString::fromStdString(model::shortNumber(batch)),
                          views::choiceLabelOf(file.scenario, model::Param::PimScaling));
    return file;
  }
  return std::nullopt;
}

}  // namespace

std::optional<ScenarioFile> loadPreset(const QString& name, QString* error) {
  ensureResources();
  if (name.startsWith("pim-")) {
    if (auto file = pimPreset(name, error)) return file;
  }
  QFile f(QStringLiteral(":/presets/%1.scalescope").arg(name));
  if (!f.open(QIODevice::ReadOnly)) {
    if (error)
      *error = QObject::tr("--preset %1: no such preset (known: %2)")
                   .arg(name, presetNames().join(", "));
    return std::nullopt;
  }
  return parseScenarioJson(f.readAll(), QObject::tr("preset %1").arg(name), QString(), error);
}

}  // namespace scalescope::app
