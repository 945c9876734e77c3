#pragma once
// The --fit mode of the command line: fits a scaling law to the measured times of one CSV
// file and prints one JSON object. Runs under QCoreApplication: no window, no X server.

#include <QJsonObject>
#include <QTextStream>

#include "app/cli/command_line.h"
#include "model/measured/fit.h"

namespace scalescope::app {

/// The JSON object printed for a fit: {"law", "parameters", "std_errors", "ci95", "r2",
/// "n_points", "degrees_of_freedom", "at_bound"}; parameter keys as lawParameterNames.
QJsonObject fitToJson(const model::FitResult& fit);

/// --fit DATA.csv --law L. Input columns n and time_s (or any name readMeasurements knows);
/// one study per file. Prints the JSON object on `out`. Exit codes: 0 ok, 2 unknown law,
/// 3 bad file or a fit that cannot be made, with "FILE:LINE:COLUMN: ..." on `err`.
int runFit(const CommandLine& cl, QTextStream& out, QTextStream& err);

}  // namespace scalescope::app
