#pragma once
// Modes that never open a window: listing presets and parameters, resolving the scenario of
// a command line, and exporting every figure (--export).

#include <QTextStream>
#include <optional>

#include "app/cli/command_line.h"
#include "app/data/data_source.h"
#include "app/document/scenario_file.h"
#include "model/data/dataset_collection.h"

namespace scalescope::app {

int listPresets(QTextStream& out);
int listParameters(QTextStream& out);

/// The scenario file a command line names (--scenario or a positional .scalescope), or "".
QString scenarioPathOf(const CommandLine& cl);

/// The scenario a command line asks for: defaults, a preset, a scenario file (option or
/// positional), then every --set in order. On error: nullopt, a one-line message and the
/// exit code to use.
std::optional<ScenarioFile> resolveScenario(const CommandLine& cl, QString* error, int* exitCode);

/// The shipped datasets plus every positional data file or folder of the command line (any
/// format read), of files with several series only those named by --series (when given; a
/// file with several series and none of the names is an error). A bad file gives nullopt
/// with its message (file:line:column) and kExitBadInput. `sources` (optional) gets what was
/// loaded, for the Document to save with the scenario. The data `scenario` refers to (its
/// datasets, with their import choices) come first.
/// `newestSets` (optional) gets where the measurement sets of the last positional data file
/// begin (the collection's size when there is none). `warnings` (optional) gets what the
/// readers skipped and, of a folder, each file that could not be read (with --strict such a
/// file fails the whole folder).
std::optional<model::DatasetCollection> resolveDatasets(const CommandLine& cl, QString* error,
                                                        int* exitCode,
                                                        QList<DataSource>* sources = nullptr,
                                                        const ScenarioFile* scenario = nullptr,
                                                        std::size_t* newestSets = nullptr,
                                                        QStringList* warnings = nullptr);

/// Sets the active series (scaling.series) of `scenario` as the command line asks, after
/// resolveDatasets: the series named by the first --series (every name must be a loaded
/// series: a file's, a sample's or one the scenario refers to); else, unless --set
/// scaling.series was given, the first series of the last positional data file; else the
/// scenario's own choice stays. False with a message naming the series loaded otherwise.
bool chooseActiveSeries(const CommandLine& cl, const model::DatasetCollection& data,
                        std::size_t newestSets, model::Scenario* scenario, QString* error);

/// Writes every view's figures (surface.*, scaling.*, pim.*, roofline.*, ...) and with csv
/// their numbers into cl.exportDir. Needs a QApplication; the surface needs an X server (VTK
/// renders through GLX only). Progress and errors go to `err`.
int runExport(const CommandLine& cl, QTextStream& err);

}  // namespace scalescope::app
