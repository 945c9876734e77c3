#include "app/data/dataset_loader.h"

#include <QCollator>
#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

#include "model/data/csv_table.h"
#include "model/data/foreign_formats.h"
#include "model/data/formats.h"
#include "model/data/probe_results.h"
#include "model/data/reader_text.h"
#include "model/data/readers.h"
#include "model/data/text_input.h"
#include "model/measured/measured_series.h"
#include "model/measured/series_choice.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {

/// One file as read: a measurement file, a TOP500 / HPL-MxP table, or why it was not read.
struct FileRead {
  std::optional<model::ImportedFile> imported;
  std::optional<model::MeasurementSet> csv;  ///< a ScaleScope CSV as read, rows in file order
  std::vector<model::Top500Entry> top500;
  std::vector<model::HplMxpEntry> hplMxp;
  std::vector<model::RooflineKernel> kernels;
  std::vector<model::MeasuredRoofSet> roofs;
  QString error;
  bool recognised = true;    ///< false: no reader claims it (folders skip such files quietly)
  bool probeEpochs = false;  ///< the probe's per-epoch table of a training sweep: no runs
};

FileRead readOne(const QString& path, bool inFolder, const model::ColumnRoles& columns) {
  FileRead r;
  const std::string p = path.toStdString();
  auto text =
      model::readTextFile(p, model::kMaxDataFileBytes, SCALESCOPE_TR_NOOP("Reader", "a data file"));
  if (!text) {
    r.error = views::errorText(text);
    return r;
  }
  // Which kind of file: the format registry (model/data/formats.h) decides from the content.
  const model::Recognition found = model::recognise(p, *text);
  if (!found.format) {
    // A known tool's output in a form no reader takes is reported, also in a folder.
    if (auto hint = model::foreignFormatText(*text)) {
      r.error = views::modelText(model::fileText(p, std::move(*hint)));
      return r;
    }
    r.recognised = false;
    r.error = views::modelText(model::unrecognisedMessage(p));
    return r;
  }
  // In a folder, job scripts, logs and notes beside the results are skipped, not refused.
  if (inFolder && !model::takenInFolder(found, p)) {
    r.recognised = false;
    return r;
  }
  // The probe's per-epoch tables (loss and accuracy per epoch) sit beside its results.
  if (inFolder && model::probeFileKind(*text) == "epochs") {
    r.probeEpochs = true;
    return r;
  }
  // The roles the user gave in the import preview belong to one file, not to a folder's.
  model::ReadOptions options;
  if (!inFolder) options.columns = columns;
  model::readCompanion(*found.format, p, &options);  // an MLPerf result's system description
  auto data = model::readData(found.format, *text, p, options);
  if (!data) {
    r.error = views::errorText(data);
    return r;
  }
  r.imported = std::move(data.value().measured);
  r.csv = std::move(data.value().table);
  r.top500 = std::move(data.value().top500);
  r.hplMxp = std::move(data.value().hplMxp);
  r.kernels = std::move(data.value().kernels);
  if (data.value().roofs) r.roofs.push_back(std::move(*data.value().roofs));
  return r;
}

/// Whether `folder` is (part of) MLPerf results trees: a round's repository (submitters with
/// results/), a submitter's folder, its results/ or one system's folder in it.
bool holdsMlperfResults(const QString& folder) {
  const QDir dir(folder);
  if (dir.exists("results") || dir.dirName() == "results") return true;
  if (QDir(dir.absolutePath() + "/..").dirName() == "results") return true;
  for (const QString& sub : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
    if (QDir(dir.filePath(sub)).exists("results")) return true;
  return false;
}

/// The files of a folder in natural order (np2 before np10), hidden files left out; in MLPerf
/// results trees also their result logs further down.
QStringList folderFiles(const QString& folder) {
  QStringList files;
  for (const QFileInfo& info : QDir(folder).entryInfoList(QDir::Files | QDir::Readable))
    files << info.absoluteFilePath();
  // MLPerf keeps one log per run four folders down (SUBMITTER/results/SYSTEM/BENCHMARK/): a
  // tree's result files are the folder's, so that each benchmark becomes one series.
  if (holdsMlperfResults(folder)) {
    const QDir top(folder);
    for (QDirIterator it(folder, {"result*.txt"}, QDir::Files | QDir::Readable,
                         QDirIterator::Subdirectories);
         it.hasNext();) {
      const QFileInfo file(it.next());
      // The folder's own files are listed already.
      if (file.absoluteDir() != top &&
          !model::mlperfSystemPath(file.filePath().toStdString()).empty())
        files << file.absoluteFilePath();
    }
  }
  QCollator collator;
  collator.setNumericMode(true);
  std::sort(files.begin(), files.end(),
            [&](const QString& a, const QString& b) { return collator.compare(a, b) < 0; });
  return files;
}

std::vector<std::string> seriesNames(const model::ImportedFile& f) {
  std::vector<std::string> names;
  for (const auto& s : f.series) names.push_back(s.name);
  return names;
}

}  // namespace

SourceRead readSource(const QString& path, const model::ColumnRoles& columns,
                      const ReadProgress& progress) {
  SourceRead s;
  const QFileInfo info(path);
  if (!info.isDir()) {
    FileRead r = readOne(path, false, columns);
    if (!r.error.isEmpty()) {
      s.errors << r.error;
      return s;
    }
    if (r.imported) {
      for (const auto& w : r.imported->warnings) s.warnings << views::modelText(w);
      s.files.push_back(std::move(*r.imported));
      s.csv.push_back(std::move(r.csv));
    }
    s.top500 = std::move(r.top500);
    s.hplMxp = std::move(r.hplMxp);
    s.kernels = std::move(r.kernels);
    s.roofs = std::move(r.roofs);
    return s;
  }
  QStringList unrecognised;
  std::vector<model::ImportedFile> other;           // not CSV: candidates for sweeps
  std::optional<model::MeasurementSet> probeSweep;  // the probe's result files, one set
  const QStringList files = folderFiles(path);
  int done = 0;
  for (const QString& file : files) {
    if (progress && !progress(done++, static_cast<int>(files.size()))) {
      s = SourceRead{};
      s.cancelled = true;
      return s;
    }
    FileRead r = readOne(file, true, {});
    if (r.probeEpochs) continue;
    if (!r.recognised) {
      unrecognised << QFileInfo(file).fileName();
      continue;
    }
    if (!r.error.isEmpty()) {
      s.errors << r.error;
      continue;
    }
    s.top500.insert(s.top500.end(), r.top500.begin(), r.top500.end());
    s.hplMxp.insert(s.hplMxp.end(), r.hplMxp.begin(), r.hplMxp.end());
    s.kernels.insert(s.kernels.end(), r.kernels.begin(), r.kernels.end());
    s.roofs.insert(s.roofs.end(), r.roofs.begin(), r.roofs.end());
    if (!r.imported) continue;
    for (const auto& w : r.imported->warnings) s.warnings << views::modelText(w);
    if (r.csv && model::measuredByProbe(*r.csv)) {
      // A cluster sweep writes one result file per node count: one set named after the
      // folder, so that their runs form one series over N.
      if (!probeSweep) {
        probeSweep = std::move(*r.csv);
        probeSweep->sourceName = QDir(path).absolutePath().toStdString();
      } else {
        probeSweep->points.insert(probeSweep->points.end(), r.csv->points.begin(),
                                  r.csv->points.end());
      }
    } else if (r.csv) {
      s.files.push_back(std::move(*r.imported));
      s.csv.push_back(std::move(r.csv));
    } else {
      other.push_back(std::move(*r.imported));
    }
  }
  if (probeSweep) {
    s.files.insert(s.files.begin(), model::importedFromMeasurements(*probeSweep));
    s.csv.insert(s.csv.begin(), std::move(probeSweep));
  }
  for (auto& f : model::mergeSweeps(std::move(other), QDir(path).absolutePath().toStdString())) {
    s.files.push_back(std::move(f));
    s.csv.emplace_back();
  }
  // One name, one series: a name that two files of the folder share (a probe's X.csv and
  // X.jsonl) gets its file's name added, so that --series and the Series box tell them apart.
  std::map<std::string, int> uses;
  for (const auto& f : s.files)
    for (const auto& series : f.series) ++uses[series.name];
  for (std::size_t i = 0; i < s.files.size(); ++i) {
    auto& f = s.files[i];
    const std::string file = QFileInfo(views::plainText(f.sourceName)).fileName().toStdString();
    for (auto& series : f.series) {
      if (uses[series.name] < 2) continue;
      const std::string renamed = series.name + " (" + file + ")";
      if (s.csv[i])
        for (auto& point : s.csv[i]->points)
          if (point.group == series.name) point.group = renamed;
      series.name = renamed;
    }
  }
  if (!unrecognised.isEmpty())
    s.warnings << QObject::tr("%1: %2 file(s) not read (no reader recognises them): %3")
                      .arg(path)
                      .arg(unrecognised.size())
                      .arg(unrecognised.mid(0, 5).join(", ") +
                           (unrecognised.size() > 5 ? ", …" : ""));
  if (s.files.empty() && s.top500.empty() && s.hplMxp.empty() && s.kernels.empty() &&
      s.roofs.empty() && s.errors.isEmpty())
    s.errors << QObject::tr(
                    "%1: expected result files in this folder (in a format ScaleScope "
                    "reads), found none")
                    .arg(path);
  return s;
}

QStringList readFormatNames() {
  QStringList names;
  for (const auto& f : model::formatReaders()) names << views::plainText(f.name);
  return names;
}

QString readFilePatterns() {
  QStringList patterns;
  for (const auto& f : model::formatReaders())
    for (const auto& ext : f.extensions)
      if (!patterns.contains("*" + views::plainText(ext))) patterns << "*" + views::plainText(ext);
  return patterns.join(' ');
}

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
  // MLPerf Training's nine series load hidden: drawn beside the five teaching samples they
  // would crowd the Scaling view's first picture; Data ▸ Series shows any of them.
  const std::size_t samples = into->measurements.size();
  const QString error = loadDataFile(QDir(dir).filePath("mlperf_training.csv"), into);
  if (firstError.isEmpty()) firstError = error;
  for (const auto& m : model::measuredSeries(*into, {}))
    if (m.setIndex && *m.setIndex >= samples)
      model::setSeriesHidden(into, model::seriesKey(m), true);
  return firstError;
}

std::vector<model::ImportedFile> readSourceFiles(const QString& path, QStringList* errors,
                                                 QStringList* warnings,
                                                 const model::ColumnRoles& columns,
                                                 const ReadProgress& progress, bool* cancelled) {
  SourceRead s = readSource(path, columns, progress);
  if (cancelled) *cancelled = s.cancelled;
  if (errors) *errors << s.errors;
  if (warnings) *warnings << s.warnings;
  return std::move(s.files);
}

bool needsImportChoice(const std::vector<model::ImportedFile>& files) {
  for (const auto& f : files) {
    if (!f.format.empty() && f.format != model::formatName(model::kScaleScopeCsv)) return true;
    if (f.series.size() > 1) return true;
    for (const auto& s : f.series) {
      if (s.parameters.size() > 1) return true;
      for (const auto& r : s.runs)
        if (!r.coordinates.empty() && std::isnan(r.coordinates[0])) return true;
    }
  }
  return false;
}

QString loadDataSource(DataSource* source, model::DatasetCollection* into, QStringList* warnings,
                       const SourceRead* read) {
  SourceRead own;
  if (!read) {
    own = readSource(source->path, source->columns);
    read = &own;
  }
  const SourceRead& s = *read;
  // A single file is all or nothing; in a folder a bad file is reported and the others load,
  // and a folder of which nothing loads is an error.
  const bool nothingRead = s.files.empty() && s.top500.empty() && s.hplMxp.empty() &&
                           s.kernels.empty() && s.roofs.empty();
  if (!s.errors.isEmpty() && (!QFileInfo(source->path).isDir() || nothingRead))
    return s.errors.join('\n');
  if (warnings) *warnings << s.warnings << s.errors;
  const model::ImportChoice& choice = source->choice;
  // Every named series must exist somewhere in the source.
  std::vector<std::string> all;
  for (const auto& f : s.files)
    for (const auto& n : seriesNames(f)) all.push_back(n);
  for (const auto& wanted : choice.series)
    if (std::find(all.begin(), all.end(), wanted) == all.end()) {
      QStringList names;
      for (const auto& n : all) names << "'" + views::plainText(n) + "'";
      return QObject::tr("%1: no series named '%2'; it has %3: %4")
          .arg(source->path, views::plainText(wanted))
          .arg(names.size())
          .arg(names.join(", "));
    }
  std::vector<model::MeasurementSet> sets;
  for (std::size_t i = 0; i < s.files.size(); ++i) {
    const auto& file = s.files[i];
    model::ImportChoice fileChoice = choice;
    if (!choice.series.empty()) {
      fileChoice.series.clear();
      const auto names = seriesNames(file);
      for (const auto& wanted : choice.series)
        if (std::find(names.begin(), names.end(), wanted) != names.end())
          fileChoice.series.push_back(wanted);
      if (fileChoice.series.empty()) continue;  // none of this file's series was chosen
    }
    if (fileChoice.isDefault() && s.csv[i]) {
      sets.push_back(*s.csv[i]);  // a CSV as read: rows keep their file order
      continue;
    }
    auto set = model::toMeasurementSet(file, fileChoice);
    if (!set) return views::errorText(set);
    sets.push_back(std::move(*set));
  }
  // The provenance: what the files say, else what a saved scenario kept.
  model::Provenance provenance;
  for (const auto& set : sets)
    if (!set.provenance.empty()) {
      provenance = set.provenance;
      break;
    }
  if (provenance.empty() && !source->provenance.empty())
    for (auto& set : sets) set.provenance = source->provenance;
  else
    source->provenance = provenance;
  into->measurements.insert(into->measurements.end(), sets.begin(), sets.end());
  into->top500.insert(into->top500.end(), s.top500.begin(), s.top500.end());
  into->hplMxp.insert(into->hplMxp.end(), s.hplMxp.begin(), s.hplMxp.end());
  into->kernels.insert(into->kernels.end(), s.kernels.begin(), s.kernels.end());
  into->roofs.insert(into->roofs.end(), s.roofs.begin(), s.roofs.end());
  return {};
}

std::optional<model::CsvTable> tableNeedingColumnRoles(const QString& path) {
  if (QFileInfo(path).isDir()) return std::nullopt;
  const std::string p = path.toStdString();
  auto text =
      model::readTextFile(p, model::kMaxDataFileBytes, SCALESCOPE_TR_NOOP("Reader", "a data file"));
  if (!text) return std::nullopt;
  const model::Recognition found = model::recognise(p, *text);
  if (!found.format || found.format->id != model::kScaleScopeCsv) return std::nullopt;
  auto table = model::parseCsvText(*text, p);
  if (!table || !model::lacksMeasurementColumns(*table)) return std::nullopt;
  return std::move(*table);
}

QString loadDataFile(const QString& path, model::DatasetCollection* into) {
  DataSource source(path);
  return loadDataSource(&source, into);
}

QStringList seriesForNames(const std::vector<model::ImportedFile>& files, const QStringList& names,
                           QString* error) {
  if (names.isEmpty()) return {};
  // A series answers to its name and to its label, the name --fit and the views list
  // ("merge (y = 1)": the name with the values its other parameters are held at). A source
  // of one series keeps it whatever the names (they choose among the series of others).
  QStringList here, labels;
  for (const auto& f : files)
    for (const auto& s : f.series) {
      here << views::plainText(s.name);
      labels << views::plainText(model::seriesLabel(s, {}));
    }
  if (here.size() <= 1) return {};
  QStringList chosen;
  for (const QString& n : names) {
    qsizetype k = here.indexOf(n);
    if (k < 0) k = labels.indexOf(n);
    if (k >= 0 && !chosen.contains(here[k])) chosen << here[k];
  }
  if (chosen.isEmpty()) {
    if (error)
      *error = QObject::tr("%1: %2 series (%3); --series names none of them")
                   .arg(files.empty() ? QString() : views::plainText(files.front().sourceName))
                   .arg(here.size())
                   .arg(labels.join(", "));
    return {};
  }
  return chosen.size() < here.size() ? chosen : QStringList();
}

}  // namespace scalescope::app
