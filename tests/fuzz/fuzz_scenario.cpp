// libFuzzer harness for the scenario file reader (app::parseScenarioJson). Checked promises:
// a refusal has a message naming the file; an accepted file holds only values its table rows
// allow; writing it and reading it back gives the same scenario, datasets and views.
#include <QDir>
#include <QJsonDocument>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

#include "app/document/scenario_file.h"
#include "model/core/parameter_table.h"
#include "tests/fuzz/fuzz_require.h"

using namespace scalescope;

namespace {

const QString kName = QStringLiteral("fuzz.scalescope");
const QString kBaseDir = QStringLiteral("/fuzz/base");

using scalescope::fuzz::require;

QStringList cleaned(const QList<app::DataSource>& sources) {
  QStringList out;
  for (const auto& s : sources) out << QDir::cleanPath(s.path);
  return out;
}

bool sameChoicesAndProvenance(const QList<app::DataSource>& a, const QList<app::DataSource>& b) {
  if (a.size() != b.size()) return false;
  for (qsizetype i = 0; i < a.size(); ++i)
    if (!(a[i].choice == b[i].choice) || !(a[i].provenance == b[i].provenance)) return false;
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* bytes, std::size_t size) {
  const QByteArray json(reinterpret_cast<const char*>(bytes), static_cast<qsizetype>(size));
  QString error;
  const auto file = app::parseScenarioJson(json, kName, kBaseDir, &error);
  if (!file) {
    require(error.startsWith(kName + ": "), "refusal does not name the file:", error.toStdString());
    return 0;
  }
  const auto& table = model::parameterTable();
  for (std::size_t i = 0; i < table.size(); ++i)
    require(model::validateParameterValue(table[i], file->scenario.value(i)).empty(),
            "accepted an invalid value for", table[i].id);

  const QByteArray written = app::scenarioToJson(*file, kBaseDir);
  QString againError;
  const auto again = app::parseScenarioJson(written, kName, kBaseDir, &againError);
  require(again.has_value(), "cannot read back what was written:", againError.toStdString());
  require(again->scenario == file->scenario, "scenario changed in a write/read round trip");
  require(cleaned(again->datasets) == cleaned(file->datasets),
          "dataset paths changed in a write/read round trip");
  require(sameChoicesAndProvenance(again->datasets, file->datasets),
          "dataset import choices or provenance changed in a write/read round trip");
  require(again->views == file->views, "views changed in a write/read round trip");
  require(again->activeSeries == file->activeSeries &&
              again->activeSeriesFile == file->activeSeriesFile,
          "the active series' name changed in a write/read round trip");
  return 0;
}
