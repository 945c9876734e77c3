#include "app/data/dataset_loader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include "model/data/csv_table.h"
#include "model/data/probe_results.h"

#include <optional>

namespace scalescope::app {

QString shippedDatasetsDir() {
  const QString env = qEnvironmentVariable("SCALESCOPE_DATASETS");
  if (!env.isEmpty()) return QDir(env).exists() ? QDir(env).absolutePath() : QString();
  const QString exe = QCoreApplication::applicationDirPath();
  for (const char* relative :
       {"/../share/scalescope/datasets", "/../../share/scalescope/datasets"}) {
    const QDir dir(exe + relative);
    if (dir.exists("top500.csv")) return dir.absolutePath();
  }
  return {};
}

QString loadShippedDatasets(model::DatasetCollection* into) {
  const QString dir = shippedDatasetsDir();
  if (dir.isEmpty())
    return QObject::tr(
        "shipped datasets not found (looked next to the program; set "
        "SCALESCOPE_DATASETS to the datasets folder)");
  QString firstError;
  for (const char* name : {"top500.csv", "hpl_mxp.csv", "sample_scaling.csv"}) {
    const QString error = loadDataFile(QDir(dir).filePath(name), into);
    if (firstError.isEmpty()) firstError = error;
  }
  return firstError;
}

namespace {

/// The first lines of a file (a provenance header is far shorter than this).
std::string fileHead(const QString& path) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) return {};
  return f.read(16 * 1024).toStdString();
}

}  // namespace

QString loadDataFile(const QString& path, model::DatasetCollection* into) {
  if (QFileInfo(path).isDir()) return loadDataFolder(path, into);
  const auto table = model::readCsvFile(path.toStdString());
  if (!table) return QString::fromStdString(table.error());
  const auto& t = *table;
  const bool isTop500 = t.findColumn({"list"}) && t.findColumn({"system"}) &&
                        t.findColumn({"cores"}) && t.findColumn({"rmax_tflops"}) &&
                        t.findColumn({"rpeak_tflops"});
  const bool isHplMxp = t.findColumn({"hpl_mxp_pflops"}) && t.findColumn({"hpl_pflops"});
  if (isTop500) {
    auto rows = model::top500FromTable(t);
    if (!rows) return QString::fromStdString(rows.error());
    into->top500.insert(into->top500.end(), rows->begin(), rows->end());
  } else if (isHplMxp) {
    auto rows = model::hplMxpFromTable(t);
    if (!rows) return QString::fromStdString(rows.error());
    into->hplMxp.insert(into->hplMxp.end(), rows->begin(), rows->end());
  } else {
    auto set = model::measurementsFromTable(t);
    if (!set) return QString::fromStdString(set.error());
    model::MeasurementSet loaded = *set;
    // The probe's provenance header: the reader skipped it as comments.
    if (loaded.provenance.empty()) loaded.provenance = model::probeProvenance(fileHead(path));
    into->measurements.push_back(std::move(loaded));
  }
  return {};
}

QStringList dataFilesIn(const QString& path) {
  const QFileInfo info(path);
  if (!info.isDir()) return {path};
  QStringList out;
  const QDir dir(path);
  for (const QString& name : dir.entryList({"*.csv", "*.CSV"}, QDir::Files, QDir::Name)) {
    const QString file = dir.filePath(name);
    if (model::probeFileKind(fileHead(file)) == "epochs") continue;
    out << file;
  }
  return out;
}

QString loadDataFolder(const QString& folder, model::DatasetCollection* into) {
  const QStringList files = dataFilesIn(folder);
  if (files.isEmpty())
    return QObject::tr("%1: expected result files (*.csv) in this folder, found none").arg(folder);
  model::DatasetCollection loaded;
  for (const QString& file : files)
    if (const QString error = loadDataFile(file, &loaded); !error.isEmpty()) return error;
  std::optional<model::MeasurementSet> sweep;
  std::vector<model::MeasurementSet> others;
  for (model::MeasurementSet& set : loaded.measurements) {
    if (!model::measuredByProbe(set)) {
      others.push_back(std::move(set));
      continue;
    }
    if (!sweep) {
      sweep = std::move(set);
      sweep->sourceName = QDir(folder).absolutePath().toStdString();
      continue;
    }
    sweep->points.insert(sweep->points.end(), set.points.begin(), set.points.end());
  }
  into->top500.insert(into->top500.end(), loaded.top500.begin(), loaded.top500.end());
  into->hplMxp.insert(into->hplMxp.end(), loaded.hplMxp.begin(), loaded.hplMxp.end());
  if (sweep) into->measurements.push_back(std::move(*sweep));
  for (auto& set : others) into->measurements.push_back(std::move(set));
  return {};
}

}  // namespace scalescope::app
