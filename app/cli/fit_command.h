#pragma once
// The --fit mode: fits a scaling law to the measured times of one series (a file or folder in
// any format read) and prints one JSON object; or, with --law alpha-beta, the latency and
// bandwidth of each latency table. Runs under QCoreApplication: no window, no X server.

#include <QJsonArray>
#include <QJsonObject>
#include <QTextStream>
#include <vector>

#include "app/cli/command_line.h"
#include "model/measured/alpha_beta_fit.h"
#include "model/measured/fit.h"

namespace scalescope::app {

/// The JSON object printed for a fit: {"law", "parameters", "std_errors", "ci95", "r2",
/// "n_points", "degrees_of_freedom", "at_bound"}; parameter keys as lawParameterNames. USL
/// fits add "n_star": √((1−σ)/κ), the N of the largest speed-up, or null when κ ≤ 0.
QJsonObject fitToJson(const model::FitResult& fit);
/// --predict: [{n, time_s, lower_s, upper_s}] per N in order, the fitted time and
/// its 95 % prediction interval for one new run (model::predictAt).
QJsonArray predictionsToJson(const model::FitResult& fit, const std::vector<double>& n);

/// One α–β fit as printed: {"series", "processes", "n_points", "latency_s",
/// "latency_std_error_s", "bandwidth_bytes_per_s", "bandwidth_std_error_bytes_per_s", "r2",
/// "degrees_of_freedom"}.
QJsonObject alphaBetaToJson(const model::LatencyTableFit& fit);

/// --fit DATA --law L [--series NAME] [--predict N,...]: every timed run of the one series in DATA
/// is an observation (a file of several series needs --series). --law alpha-beta fits latency
/// tables: {"law": "alpha-beta", "fits": [one per series and process count]}. Prints the JSON
/// object on `out`, with "predictions" when --predict gave N. Exit codes: 0 ok, 2 unknown law, 3
/// bad file or a fit that cannot be made, with "FILE:LINE:COLUMN: ..." on `err`.
int runFit(const CommandLine& cl, QTextStream& out, QTextStream& err);

}  // namespace scalescope::app
