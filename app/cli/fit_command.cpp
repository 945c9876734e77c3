#include "app/cli/fit_command.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QStringList>
#include <algorithm>
#include <vector>

#include "model/data/csv_table.h"
#include "model/data/measurements.h"

namespace scalescope::app {

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
  return out;
}

int runFit(const CommandLine& cl, QTextStream& out, QTextStream& err) {
  const auto law = model::lawFromName(cl.law.toStdString());
  if (!law) {
    err << "--law " << cl.law << ": expected amdahl, gustafson, usl or timeline\n";
    return kExitBadArguments;
  }
  const std::string path = cl.fitFile.toStdString();
  const auto table = model::readCsvFile(path);
  if (!table) {
    err << QString::fromStdString(table.error()) << "\n";
    return kExitBadInput;
  }
  const auto set = model::measurementsFromTable(*table);
  if (!set) {
    err << QString::fromStdString(set.error()) << "\n";
    return kExitBadInput;
  }
  if (const auto groups = set->groups(); groups.size() > 1) {
    QStringList names;
    for (const auto& g : groups) names << QString::fromStdString(g.empty() ? "(none)" : g);
    err << cl.fitFile << ": " << groups.size() << " groups (" << names.join(", ")
        << "); --fit expects one study per file\n";
    return kExitBadInput;
  }
  const bool weak = std::all_of(set->points.begin(), set->points.end(),
                                [](const model::MeasuredPoint& p) { return p.scaling == "weak"; });
  if (const auto problem = model::lawScalingProblem(*law, weak); !problem.empty()) {
    err << cl.fitFile << ": " << QString::fromStdString(problem) << "\n";
    return kExitBadInput;
  }
  std::vector<double> n, t;
  const auto timeColumn =
      table->findColumn({"time_s", "time", "seconds", "elapsed_time", "wall_time", "time_ms"});
  for (const auto& p : set->points) {
    if (!p.timeSeconds) {
      const int column = timeColumn ? static_cast<int>(*timeColumn) + 1 : 1;
      err << QString::fromStdString(model::locatedMessage(
                 path, p.line, column, "expected a time in seconds (column time_s) to fit"))
          << "\n";
      return kExitBadInput;
    }
    n.push_back(p.n);
    t.push_back(*p.timeSeconds);
  }
  const auto fit = model::fitLaw(*law, n, t);
  if (!fit) {
    err << cl.fitFile << ": " << QString::fromStdString(fit.error()) << "\n";
    return kExitBadInput;
  }
  out << QJsonDocument(fitToJson(*fit)).toJson(QJsonDocument::Indented);
  out.flush();
  return kExitOk;
}

}  // namespace scalescope::app
