#include "app/cli/fit_command.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>
#include <algorithm>
#include <cmath>
#include <vector>

#include "app/data/dataset_loader.h"
#include "model/data/csv_table.h"
#include "model/data/formats.h"
#include "model/data/measurement_columns.h"
#include "model/data/probe_results.h"
#include "model/data/reader_text.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {

/// The translation context of what --fit writes to the terminal (lupdate reads it from the
/// macro); the JSON on standard output is for programs and stays as it is.
struct FitCommand {
  Q_DECLARE_TR_FUNCTIONS(FitCommand)
};

/// The column of the time in a ScaleScope CSV (1-based), for the message about a row without
/// one; 1 for other formats.
int timeColumnOf(const std::string& path) {
  auto table = model::readCsvFile(path);
  if (!table) return 1;
  auto column = table->findColumn(model::kSecondsColumnNames);
  if (!column) column = table->findColumn(model::kMillisecondsColumnNames);
  return column ? static_cast<int>(*column) + 1 : 1;
}

}  // namespace

QJsonObject fitToJson(const model::FitResult& fit) {
  QJsonObject parameters, errors, ci, atBound;
  for (std::size_t i = 0; i < fit.parameterNames.size(); ++i) {
    const auto k = static_cast<Eigen::Index>(i);
    const QString name = QString::fromStdString(fit.parameterNames[i]);
    parameters[name] = fit.parameters(k);
    errors[name] = fit.standardErrors(k);
    ci[name] = QJsonArray{fit.ci95Low(k), fit.ci95High(k)};
    atBound[name] = bool(fit.atBound[i]);
  }
  QJsonObject out;
  out["law"] = QString::fromStdString(fit.law);
  out["parameters"] = parameters;
  out["std_errors"] = errors;
  out["ci95"] = ci;
  out["at_bound"] = atBound;
  out["r2"] = fit.r2;
  out["n_points"] = fit.nPoints;
  out["degrees_of_freedom"] = fit.degreesOfFreedom;
  // The noise model and one run's standard deviation under it: a fraction of the time
  // (relative) or seconds (constant); from the residuals, and from the repetitions alone.
  const bool relative = fit.noise == model::FitNoise::Relative;
  out["noise"] = QString::fromStdString(std::string(model::fitNoiseName(fit.noise)));
  const QString sdKey = relative ? "run_sd_relative" : "run_sd_s";
  out[sdKey] = std::sqrt(fit.residualVariance);
  if (fit.repeatVariance) {
    out["repeats_" + sdKey] = std::sqrt(*fit.repeatVariance);
    out["repeats_degrees_of_freedom"] = fit.repeatDegreesOfFreedom;
  }
  if (fit.kind == model::Law::Usl) {  // null: κ ≤ 0, the speed-up has no peak
    const auto peak = model::uslPeakN(fit);
    out["n_star"] = peak ? QJsonValue(*peak) : QJsonValue(QJsonValue::Null);
  }
  return out;
}

QJsonArray predictionsToJson(const model::FitResult& fit, const std::vector<double>& n) {
  QJsonArray out;
  for (double x : n) {
    const model::Prediction p = model::predictAt(fit, x);
    QJsonObject o{
        {"time_s", p.timeSeconds}, {"lower_s", p.lowerSeconds}, {"upper_s", p.upperSeconds}};
    if (p.lowerClipped) o["lower_clipped"] = true;  // the symmetric interval reached below 0 s
    o["n"] = p.n;  // not a parameter: the JSON key of the N predicted at
    out.append(o);
  }
  return out;
}

QJsonObject alphaBetaToJson(const model::LatencyTableFit& t) {
  QJsonObject o{{"series", QString::fromStdString(t.group)},
                {"processes", t.processes},
                {"n_points", t.runs}};
  if (t.fit) {
    o["latency_s"] = t.fit->latencySeconds;
    o["latency_std_error_s"] = t.fit->latencyStdErr;
    o["bandwidth_bytes_per_s"] = t.fit->bandwidthBytesPerSecond;
    o["bandwidth_std_error_bytes_per_s"] = t.fit->bandwidthStdErr;
    o["r2"] = t.fit->r2;
    o["degrees_of_freedom"] = t.fit->degreesOfFreedom;
    if (const auto caveat = model::alphaBetaCaveat(*t.fit)) {
      o["physical"] = false;
      o["warning"] = QString::fromStdString(caveat->english());
    }
  }
  return o;
}

int runFit(const CommandLine& cl, QTextStream& out, QTextStream& err) {
  const bool alphaBeta = cl.law.compare("alpha-beta", Qt::CaseInsensitive) == 0;
  const auto named = model::lawFromName(cl.law.toStdString());
  // A law that is drawn, not fitted (ideal), is no answer to --law.
  const bool fitted = named && model::lawEntry(*named).timeLaw.has_value();
  if (!fitted && !alphaBeta) {
    err << FitCommand::tr("--law %1: expected %2 or alpha-beta")
               .arg(cl.law, QString::fromStdString(model::fittedLawIds(", ")))
        << "\n";
    return kExitBadArguments;
  }
  // Read, pick the series (--series), load: the same steps as an import.
  // A folder loads what it can: each file that cannot be read is named, and only a folder
  // of which nothing is usable (or any problem, with --strict) is refused.
  QStringList errors;
  const auto files = readSourceFiles(cl.fitFile, &errors);
  if (!errors.isEmpty() && (!QFileInfo(cl.fitFile).isDir() || cl.strict || files.empty())) {
    err << errors.join('\n') << "\n";
    return kExitBadInput;
  }
  for (const QString& e : errors) err << FitCommand::tr("skipped: %1").arg(e) << "\n";
  QString pickError;
  DataSource source(cl.fitFile);
  source.choice.nParameter = cl.nParameter.toStdString();
  for (const QString& name : seriesForNames(files, cl.series, &pickError))
    source.choice.series.push_back(name.toStdString());
  if (!pickError.isEmpty()) {
    err << pickError << "\n";
    return kExitBadInput;
  }
  model::DatasetCollection data;
  if (const QString e = loadDataSource(&source, &data); !e.isEmpty()) {
    err << e << "\n";
    return kExitBadInput;
  }
  std::vector<std::string> groups;
  for (const auto& set : data.measurements)
    for (const auto& g : set.groups()) groups.push_back(g);
  if (groups.empty()) {
    err << FitCommand::tr("%1: no measurements to fit (a TOP500 or HPL-MxP table?)").arg(cl.fitFile)
        << "\n";
    return kExitBadInput;
  }

  if (alphaBeta) {
    QJsonArray fits;
    for (const auto& set : data.measurements)
      for (const auto& t : model::fitLatencyTables(set)) {
        if (!t.fit) {
          // One table without a line does not take the others' fits with it (--strict does).
          // One pass: a path or a series holding "%3" stays as it is.
          const QString what =
              QStringLiteral("%1: %2, N = %3: %4")
                  .arg(cl.fitFile, QString::fromStdString(t.group), QString::number(t.processes),
                       views::modelText(t.errorText));
          err << (cl.strict ? what : FitCommand::tr("skipped: %1").arg(what)) << "\n";
          if (cl.strict) return kExitBadInput;
          continue;
        }
        fits.append(alphaBetaToJson(t));
      }
    if (fits.isEmpty()) {
      err << FitCommand::tr(
                 "%1: --law alpha-beta needs latency against message size (OSU, IMB, "
                 "or a CSV with a bytes column), found none")
                 .arg(cl.fitFile)
          << "\n";
      return kExitBadInput;
    }
    out << QJsonDocument(QJsonObject{{"law", "alpha-beta"}, {"fits", fits}})
               .toJson(QJsonDocument::Indented);
    out.flush();
    return kExitOk;
  }

  if (groups.size() > 1) {
    QStringList names;
    for (const auto& g : groups) names << QString::fromStdString(g.empty() ? "(none)" : g);
    err << FitCommand::tr("%1: %2 series (%3); --fit fits one: name it with --series NAME")
               .arg(cl.fitFile, QString::number(groups.size()), names.join(", "))
        << "\n";
    return kExitBadInput;
  }
  bool weak = true;
  for (const auto& set : data.measurements)
    weak = weak && std::all_of(set.points.begin(), set.points.end(),
                               [](const model::MeasuredPoint& p) { return p.scaling == "weak"; });
  const model::Law law = fitted ? *named : model::Law::Amdahl;  // alpha-beta has returned
  if (const auto problem = model::lawScalingProblemText(law, weak)) {
    err << cl.fitFile << ": " << views::modelText(*problem) << "\n";
    return kExitBadInput;
  }
  std::vector<double> n, t;
  for (const auto& set : data.measurements)
    for (const auto& p : set.points) {
      if (p.bytes) {
        err << FitCommand::tr(
                   "%1: latency against message size (a latency table): fit it with "
                   "--law alpha-beta")
                   .arg(QString::fromStdString(set.sourceName))
            << "\n";
        return kExitBadInput;
      }
      if (!p.timeSeconds) {
        err << views::modelText(model::locatedText(
                   set.sourceName, p.line, timeColumnOf(set.sourceName),
                   model::readerText(SCALESCOPE_TR_NOOP(
                       "Reader", "expected a time in seconds (column time_s) to fit"))))
            << "\n";
        return kExitBadInput;
      }
      n.push_back(p.n);
      t.push_back(*p.timeSeconds);
    }
  const auto fit = model::fitLaw(law, n, t, std::nullopt, {}, cl.noise);
  if (!fit) {
    err << cl.fitFile << ": " << views::errorText(fit) << "\n";
    return kExitBadInput;
  }
  QJsonObject json = fitToJson(*fit);
  if (!cl.predictN.empty()) json["predictions"] = predictionsToJson(*fit, cl.predictN);
  // What the measuring program said about its own numbers (the probe's control): the fit
  // stands, but beside it, and on stderr for a reader who does not parse the JSON.
  QJsonArray warnings;
  for (const auto& set : data.measurements)
    for (const std::string& w : model::measurementWarnings(set)) {
      warnings.append(QString::fromStdString(w));
      err << FitCommand::tr("%1: warning: %2")
                 .arg(QString::fromStdString(set.sourceName), QString::fromStdString(w))
          << "\n";
    }
  if (!warnings.isEmpty()) json["warnings"] = warnings;
  out << QJsonDocument(json).toJson(QJsonDocument::Indented);
  out.flush();
  return kExitOk;
}

}  // namespace scalescope::app
