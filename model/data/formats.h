#pragma once
// The format registry: every kind of file ScaleScope reads as data, one row each (id, name,
// extensions, a content sniff, the read function; the rows are in format_registry.cpp, the
// readers in model/data/readers.h). Recognition, formatName(), the File ▸ Import filter, --help,
// the man page and the format table of datasets/README.md all come from, or are checked against,
// these rows (tests/model/data/test_format_registry.cpp, tests/app/cli, tests/app/imports).
//
// A file's format is the row whose sniff scores its text highest: content decides, the name
// only breaks ties. A reader gives a DataFile; bad input gives one message "FILE:LINE:COLUMN:
// what was expected" and nothing half-read.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/core/result.h"
#include "model/data/column_roles.h"
#include "model/data/file_sniff.h"
#include "model/data/hpl_mxp.h"
#include "model/data/imported.h"
#include "model/data/measured_roofs.h"
#include "model/data/measurements.h"
#include "model/data/roofline_kernels.h"
#include "model/data/top500.h"

namespace scalescope::model {

/// What one file holds, as read: measured series, the rows of a TOP500, HPL-MxP or roofline
/// kernel table, or a machine's measured roofs.
struct DataFile {
  std::optional<ImportedFile> measured;  ///< format = the row's name
  /// A ScaleScope CSV as read, rows in file order (toMeasurementSet groups them by series).
  std::optional<MeasurementSet> table;
  std::vector<Top500Entry> top500;
  std::vector<HplMxpEntry> hplMxp;
  std::vector<RooflineKernel> kernels;
  std::optional<MeasuredRoofSet> roofs;  ///< a machine's measured roofs (ERT)
};

/// What a reader may be told besides the text.
struct ReadOptions {
  ColumnRoles columns;  ///< a CSV's columns as the user named them (the import preview)
  /// The file a format needs beside the one read (FormatReader::companionPath: an MLPerf
  /// result's system description): its path, and its text when it could be read.
  std::string companionName;
  std::optional<std::string> companion;
};

/// One kind of file ScaleScope reads.
struct FormatReader {
  std::string id;    ///< "extrap_text": fuzz target fuzz_<id>, seeds tests/fuzz/corpus/<id>/
  std::string name;  ///< a person's name: "Extra-P text", what lists and messages show
  std::vector<std::string> extensions;  ///< with the dot, lower case: the File ▸ Import filter
  int (*sniff)(const FileSniff&);       ///< a score as above
  Result<DataFile> (*read)(std::string_view text, const std::string& name, const ReadOptions&);
  /// For a format whose files are read together with another file, that file's path for a
  /// file at `path` ("" when there is none); nullptr for the others. readCompanion reads it.
  std::string (*companionPath)(std::string_view path) = nullptr;
};

/// Every row, in the order lists show them (ScaleScope's CSV first, the TOP500 and HPL-MxP
/// tables last).
const std::vector<FormatReader>& formatReaders();

/// The row of an id; nullptr for an unknown id.
const FormatReader* findFormat(std::string_view id);

/// The id of ScaleScope's own measurement CSV, the one row the app asks about by name (its
/// column preview, the import dialog's "another tool's format").
inline constexpr std::string_view kScaleScopeCsv = "scalescope_csv";

/// A person's name of a format by id ("Extra-P text"); "unknown format" for an unknown id.
std::string formatName(std::string_view id);

/// Which row reads a file, and how sure its sniff is.
struct Recognition {
  const FormatReader* format = nullptr;  ///< nullptr: no row claims the text
  int score = kNotMine;
};

/// The row whose sniff scores (fileName, text) highest; on equal scores the earlier row (no test
/// file ties: test_format_registry checks it).
Recognition recognise(std::string_view fileName, std::string_view text);

/// Whether a folder takes a file: claimed by its content (a score above kFallback), or by
/// the fallback and named with one of the row's extensions. Job scripts, logs and notes beside
/// the results would otherwise each be refused as a CSV.
bool takenInFolder(const Recognition& recognition, std::string_view fileName);

/// "NAME:1:1: expected a measurement file ScaleScope reads: ScaleScope CSV, Extra-P text, ...".
MarkedText unrecognisedMessage(const std::string& name);

/// Reads `text` with a row (nullptr: the text was not recognised, unrecognisedMessage); `name`
/// stands for the file in messages and as the source. Messages and warnings are one line each.
Result<DataFile> readData(const FormatReader* format, std::string_view text,
                          const std::string& name, const ReadOptions& options = {});

/// Fills options->companionName and, when that file can be read, options->companion, for a
/// file at `path` read with `format` (nothing for a format without a companion file).
void readCompanion(const FormatReader& format, const std::string& path, ReadOptions* options);

/// readData for the formats of measurements (all but the TOP500 and HPL-MxP tables); the id of
/// a row, or "" for text no row claims.
Result<ImportedFile> readImported(std::string_view id, std::string_view text,
                                  const std::string& name, const ReadOptions& options = {});

/// Reads a file (size limit as for CSV), recognises its format and reads its measurements.
/// Unrecognised files, and tables that hold no measurements, are refused.
Result<ImportedFile> readMeasurementFile(const std::string& path);

}  // namespace scalescope::model
