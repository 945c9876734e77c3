#pragma once
// Finding and loading measured data: the shipped datasets (found relative to the program,
// installed or in the build tree, never through a path of the build machine) and user files
// and folders in any format ScaleScope reads (model/data/formats.h): its own CSV, TOP500 and
// HPL-MxP tables, and the output of Extra-P, Google Benchmark, hyperfine, OSU, IMB, JUBE,
// ReFrame and HPC Carpentry's amdahl. A folder loads every recognised file in it; files that
// are one run each of one sweep (amdahl_np{N}.json, osu_*_np{N}.txt) form one series.

#include <QString>
#include <QStringList>
#include <functional>
#include <optional>
#include <vector>

#include "app/data/data_source.h"
#include "model/data/csv_table.h"
#include "model/data/dataset_collection.h"
#include "model/data/imported.h"

namespace scalescope::app {

/// The names of the formats read, in the format registry's order (model/data/formats.h):
/// what the import action's tooltip and --help list.
QStringList readFormatNames();

/// The File ▸ Import dialog's patterns: every extension of every format read, once each, in
/// the registry's order ("*.csv *.tsv *.txt ...").
QString readFilePatterns();

/// The folder of the shipped datasets: $SCALESCOPE_DATASETS if set, else
/// <program>/../share/scalescope/datasets (also two levels up, for test programs).
/// Empty when none is found.
QString shippedDatasetsDir();

/// Loads top500.csv, hpl_mxp.csv, sample_scaling.csv and mlperf_training.csv (its series
/// hidden) from shippedDatasetsDir().
/// Returns "" or the first error (the collection keeps whatever loaded).
QString loadShippedDatasets(model::DatasetCollection* into);

/// Everything one source (a file or a folder) gave when read, before the user's choice: its
/// measurement files (a folder's sweeps merged), each CSV's set as read, TOP500 and HPL-MxP
/// rows, one line per file that could not be read, what the readers skipped.
struct SourceRead {
  std::vector<model::ImportedFile> files;
  std::vector<std::optional<model::MeasurementSet>> csv;  ///< parallel to files
  std::vector<model::Top500Entry> top500;
  std::vector<model::HplMxpEntry> hplMxp;
  std::vector<model::RooflineKernel> kernels;
  std::vector<model::MeasuredRoofSet> roofs;
  QStringList errors, warnings;
  bool cancelled = false;  ///< `progress` returned false: nothing else is filled in
};
using ReadProgress = std::function<bool(int done, int total)>;
/// Reads a file or folder; `columns` are the roles the user gave a single CSV's columns;
/// `progress` as for readSourceFiles.
SourceRead readSource(const QString& path, const model::ColumnRoles& columns,
                      const ReadProgress& progress = {});

/// The measurement files of a file or folder, read but not yet chosen from: one ImportedFile
/// per file (a folder's sweeps merged). TOP500 and HPL-MxP tables are not measurements and
/// are left out. `errors` gets one line per file that could not be read ("FILE:LINE:COLUMN:
/// ..."); for a single file that is the only outcome, for a folder the other files still come.
/// `warnings` gets what the readers skipped and the folder's files that no reader claims.
/// `columns` are the roles the user gave a single CSV's columns (the import preview).
/// `progress` (optional) is called with (files read, files in the folder) before each file of
/// a folder; when it returns false the reading stops and nothing is returned (`cancelled`, when
/// given, says so).
std::vector<model::ImportedFile> readSourceFiles(const QString& path, QStringList* errors,
                                                 QStringList* warnings = nullptr,
                                                 const model::ColumnRoles& columns = {},
                                                 const ReadProgress& progress = {},
                                                 bool* cancelled = nullptr);

/// The table of a single CSV file whose header names no column for N or for a measured value
/// (and that is no TOP500 or HPL-MxP table): what the import preview asks the user about.
/// Empty for every other file, readable or not.
std::optional<model::CsvTable> tableNeedingColumnRoles(const QString& path);

/// True when a source should be shown in the import dialog before loading: another tool's
/// format (strong or weak scaling to set), several series, several parameters, or a process
/// count the file does not give.
bool needsImportChoice(const std::vector<model::ImportedFile>& files);

/// Loads one source into `into`, all or nothing: "" on success, else one line per problem.
/// On success the source's provenance is filled in (when `source` is not null and the files
/// say something) and `warnings` gets what was skipped. `read`, when given, is the source as
/// read already (with its columns; the import dialog's): it is not read again.
QString loadDataSource(DataSource* source, model::DatasetCollection* into,
                       QStringList* warnings = nullptr, const SourceRead* read = nullptr);

/// loadDataSource with the default choice: one CSV (TOP500, HPL-MxP or measurements) or any
/// other measurement file or folder. Nothing is added on error; the message names file, line
/// and column.
QString loadDataFile(const QString& path, model::DatasetCollection* into);

/// The series names a `--series` list picks from the files of one source: in a file with
/// several series, the named ones (an error when it has none of them); a file's only series
/// is always kept. Empty `names`, or all series picked, give an empty list (the default).
QStringList seriesForNames(const std::vector<model::ImportedFile>& files, const QStringList& names,
                           QString* error);

}  // namespace scalescope::app
