#include "app/document/scenario_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <cmath>

#include "model/core/parameter_table.h"
#include "model/data/column_roles.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {

/// Converts a JSON value to the number a parameter stores; "" on success.
QString jsonToParameter(const model::ParameterSpec& spec, const QJsonValue& v, double* out) {
  if (v.isDouble()) {
    if (spec.kind == model::ParameterKind::Choice)
      return QObject::tr("expected one of the choice names (a string), got a number");
    const double number = v.toDouble();
    if (const auto problem = model::checkParameterValue(spec, number))
      return views::modelText(*problem);
    *out = number;
  } else if (v.isString()) {
    const auto parsed = model::readParameterValue(spec, v.toString().toStdString());
    if (!parsed) return views::errorText(parsed);
    *out = *parsed;
  } else if (v.isBool() && spec.kind == model::ParameterKind::Toggle) {
    *out = v.toBool() ? 1.0 : 0.0;
  } else {
    return QObject::tr("expected a number or a string");
  }
  return {};
}

/// How a dataset path is written: relative to the scenario's folder, so that a project folder
/// can move. Qt resource paths (":/…") stay as they are, and a relative path that would start
/// with ':' gets "./" so that it is not read back as a resource.
QString storedDatasetPath(const QString& baseDir, const QString& path) {
  if (path.startsWith(QLatin1Char(':'))) return path;
  const QString relative = QDir(baseDir).relativeFilePath(path);
  return relative.startsWith(QLatin1Char(':')) ? QStringLiteral("./") + relative : relative;
}

QJsonObject provenanceToJson(const model::Provenance& p) {
  QJsonObject o;
  const auto put = [&](const char* key, const std::string& v) {
    if (!v.empty()) o.insert(key, QString::fromStdString(v));
  };
  put("tool", p.tool);
  put("host", p.host);
  put("date", p.date);
  put("command", p.command);
  QJsonArray details;
  for (const auto& [k, v] : p.details)
    details.append(QJsonArray{QString::fromStdString(k), QString::fromStdString(v)});
  if (!details.isEmpty()) o.insert("details", details);
  return o;
}

/// A data source as stored: the path alone when nothing was chosen or recorded, else an object.
/// The key of a data source's "which parameter of the file is N" (a column of the user's file,
/// not the scenario parameter n).
const QString kNParameterKey = QStringLiteral("n");  // not a parameter

QJsonValue sourceToJson(const DataSource& d, const QString& baseDir) {
  const QString path = storedDatasetPath(baseDir, d.path);
  const auto& c = d.choice;
  if (c.isDefault() && d.columns.empty() && d.provenance.empty()) return path;
  QJsonObject o{{"path", path}};
  if (!c.series.empty()) {
    QJsonArray series;
    for (const auto& n : c.series) series.append(QString::fromStdString(n));
    o.insert("series", series);
  }
  if (!c.nParameter.empty()) o.insert(kNParameterKey, QString::fromStdString(c.nParameter));
  if (!c.fixed.empty()) {
    QJsonObject fixed;
    for (const auto& [k, v] : c.fixed) fixed.insert(QString::fromStdString(k), v);
    o.insert("fixed", fixed);
  }
  if (!c.scaling.empty()) {
    QJsonObject scaling;
    for (const auto& [k, v] : c.scaling)
      scaling.insert(QString::fromStdString(k), QString::fromStdString(v));
    o.insert("scaling", scaling);
  }
  if (c.processes) o.insert("processes", *c.processes);
  if (!d.columns.empty()) {
    QJsonObject columns;
    for (const auto& [column, role] : d.columns)
      columns.insert(QString::fromStdString(column), QString::fromStdString(role));
    o.insert("columns", columns);
  }
  if (!d.provenance.empty()) o.insert("provenance", provenanceToJson(d.provenance));
  return o;
}

/// Reads datasets[i]; "" or what was expected.
QString sourceFromJson(const QJsonValue& v, const QString& baseDir, DataSource* out) {
  const auto absolute = [&](const QString& p) {
    return QDir::cleanPath(QDir(baseDir).absoluteFilePath(p));
  };
  if (v.isString()) {
    *out = DataSource(absolute(v.toString()));
    return {};
  }
  if (!v.isObject()) return QObject::tr("expected a file path (string) or an object with \"path\"");
  const QJsonObject o = v.toObject();
  if (!o.value("path").isString()) return QObject::tr("path: expected a file path (string)");
  *out = DataSource(absolute(o.value("path").toString()));
  auto& c = out->choice;
  if (o.contains("series")) {
    if (!o.value("series").isArray()) return QObject::tr("series: expected an array of names");
    for (const QJsonValue& n : o.value("series").toArray()) {
      if (!n.isString()) return QObject::tr("series: expected names (strings)");
      c.series.push_back(n.toString().toStdString());
    }
  }
  if (o.contains(kNParameterKey)) {
    if (!o.value(kNParameterKey).isString())
      return QObject::tr("n: expected a parameter name (string)");
    c.nParameter = o.value(kNParameterKey).toString().toStdString();
  }
  if (o.contains("fixed")) {
    if (!o.value("fixed").isObject()) return QObject::tr("fixed: expected an object name → number");
    const QJsonObject fixed = o.value("fixed").toObject();
    for (auto it = fixed.begin(); it != fixed.end(); ++it) {
      if (!it.value().isDouble() || !std::isfinite(it.value().toDouble()))
        return QObject::tr("fixed.%1: expected a number").arg(it.key());
      c.fixed[it.key().toStdString()] = it.value().toDouble();
    }
  }
  if (o.contains("scaling")) {
    if (!o.value("scaling").isObject())
      return QObject::tr("scaling: expected an object series → \"strong\" or \"weak\"");
    const QJsonObject scaling = o.value("scaling").toObject();
    for (auto it = scaling.begin(); it != scaling.end(); ++it) {
      const QString v = it.value().toString();
      if (v != "strong" && v != "weak")
        return QObject::tr("scaling.%1: expected \"strong\" or \"weak\"").arg(it.key());
      c.scaling[it.key().toStdString()] = v.toStdString();
    }
  }
  if (o.contains("processes")) {
    const double n = o.value("processes").toDouble();
    if (!o.value("processes").isDouble() || !(n >= 1 && n <= 1e12) || n != std::floor(n))
      return QObject::tr("processes: expected a whole number from 1 to 1e12");
    c.processes = n;
  }
  if (o.contains("columns")) {
    if (!o.value("columns").isObject())
      return QObject::tr("columns: expected an object column → role");
    const QJsonObject columns = o.value("columns").toObject();
    for (auto it = columns.begin(); it != columns.end(); ++it) {
      const std::string role = it.value().toString().toStdString();
      if (!it.value().isString() || !model::findColumnRole(role)) {
        QStringList ids;
        for (const auto& r : model::columnRoles()) ids << QString::fromUtf8(r.id);
        return QObject::tr("columns.%1: expected one of %2").arg(it.key(), ids.join(", "));
      }
      out->columns[it.key().toStdString()] = role;
    }
  }
  if (o.contains("provenance")) {
    if (!o.value("provenance").isObject()) return QObject::tr("provenance: expected an object");
    const QJsonObject p = o.value("provenance").toObject();
    auto& prov = out->provenance;
    prov.tool = p.value("tool").toString().toStdString();
    prov.host = p.value("host").toString().toStdString();
    prov.date = p.value("date").toString().toStdString();
    prov.command = p.value("command").toString().toStdString();
    for (const QJsonValue& d : p.value("details").toArray()) {
      const QJsonArray pair = d.toArray();
      if (pair.size() == 2 && pair[0].isString() && pair[1].isString())
        prov.details.emplace_back(pair[0].toString().toStdString(),
                                  pair[1].toString().toStdString());
    }
  }
  return {};
}

/// The N of an excluded run (a number of units, not the scenario parameter n).
const QString kRunNKey = QStringLiteral("n");  // not a parameter

QJsonObject excludedRunToJson(const model::ExcludedRun& run) {
  QJsonObject o{{"series", QString::fromStdString(run.series)},
                {"file", QString::fromStdString(run.file)},
                {kRunNKey, run.n},
                {"time_s", run.timeSeconds}};
  if (run.occurrence > 0) o.insert("occurrence", run.occurrence);
  return o;
}

/// Reads fit_excluded_runs[i]; "" or what was expected.
QString excludedRunFromJson(const QJsonValue& v, model::ExcludedRun* out) {
  if (!v.isObject()) return QObject::tr("expected an object with \"series\", \"n\" and \"time_s\"");
  const QJsonObject o = v.toObject();
  if (!o.value("series").isString() || o.value("series").toString().isEmpty())
    return QObject::tr("series: expected the series' name (string)");
  if (o.contains("file") && !o.value("file").isString())
    return QObject::tr("file: expected a file name (string)");
  const double n = o.value(kRunNKey).toDouble(), t = o.value("time_s").toDouble();
  if (!o.value(kRunNKey).isDouble() || !std::isfinite(n) || n < 1)
    return QObject::tr("n: expected a number ≥ 1");
  if (!o.value("time_s").isDouble() || !std::isfinite(t) || t <= 0)
    return QObject::tr("time_s: expected a time in seconds > 0");
  const QJsonValue occurrence = o.value("occurrence");
  const double k = occurrence.toDouble();
  if (!occurrence.isUndefined() &&
      (!occurrence.isDouble() || k < 0 || k > 1e6 || k != std::floor(k)))
    return QObject::tr("occurrence: expected a whole number ≥ 0");
  *out = {o.value("series").toString().toStdString(), o.value("file").toString().toStdString(), n,
          t, static_cast<int>(k)};
  return {};
}

}  // namespace

std::optional<ScenarioFile> parseScenarioJson(const QByteArray& json, const QString& name,
                                              const QString& baseDir, QString* error) {
  auto fail = [&](const QString& message) -> std::optional<ScenarioFile> {
    if (error) *error = name + ": " + message;
    return std::nullopt;
  };
  QJsonParseError parseError;
  const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
  if (parseError.error != QJsonParseError::NoError) {
    // Report the line of the byte offset Qt gives, so an editor can jump there.
    const int offset = parseError.offset;
    const int line = json.left(offset).count('\n') + 1;
    return fail(QObject::tr("line %1 (byte %2): invalid JSON: %3")
                    .arg(line)
                    .arg(offset)
                    .arg(parseError.errorString()));
  }
  if (!doc.isObject()) return fail(QObject::tr("expected a JSON object at the top level"));
  const QJsonObject root = doc.object();
  ScenarioFile file;
  // The range is checked on the double: converting 1e25 to int first would be undefined.
  const QJsonValue version = root.value("version");
  const double v = version.toDouble();
  if (!version.isDouble() || !std::isfinite(v) || v != std::floor(v))
    return fail(QObject::tr("version: expected an integer format version"));
  if (v > kScenarioFormatVersion)
    return fail(QObject::tr("version: format %1 is newer than this ScaleScope reads (%2); "
                            "please update ScaleScope")
                    .arg(QString::number(v, 'g', 17))
                    .arg(kScenarioFormatVersion));
  if (v < 1)
    return fail(
        QObject::tr("version: %1 is not a valid format version").arg(QString::number(v, 'g', 17)));

  const QJsonValue params = root.value("parameters");
  if (!params.isUndefined() && !params.isObject())
    return fail(QObject::tr("parameters: expected an object mapping parameter ids to values"));
  const QJsonObject p = params.toObject();
  for (auto it = p.begin(); it != p.end(); ++it) {
    const auto index = model::parameterIndex(it.key().toStdString());
    if (!index) {
      file.warnings
          << QObject::tr("%1: parameters.%2: unknown parameter ignored").arg(name, it.key());
      continue;
    }
    double value = 0;
    const QString message = jsonToParameter(model::parameterTable()[*index], it.value(), &value);
    if (!message.isEmpty()) return fail(QStringLiteral("parameters.%1: %2").arg(it.key(), message));
    file.scenario.set(*index, value);
  }

  const QJsonValue datasets = root.value("datasets");
  if (!datasets.isUndefined()) {
    if (!datasets.isArray()) return fail(QObject::tr("datasets: expected an array of file paths"));
    const QJsonArray list = datasets.toArray();
    for (int i = 0; i < list.size(); ++i) {
      DataSource source;
      if (const QString why = sourceFromJson(list[i], baseDir, &source); !why.isEmpty())
        return fail(QObject::tr("datasets[%1]: %2").arg(i).arg(why));
      file.datasets << source;
    }
  }
  const QJsonValue active = root.value("active_series");
  if (!active.isUndefined()) {
    const QJsonObject a = active.toObject();
    if (!active.isObject() || !a.value("name").isString() || a.value("name").toString().isEmpty())
      return fail(QObject::tr("active_series: expected an object with the series' \"name\""));
    if (a.contains("file") && !a.value("file").isString())
      return fail(QObject::tr("active_series.file: expected a file name (string)"));
    file.activeSeries = a.value("name").toString();
    file.activeSeriesFile = a.value("file").toString();
  }
  const QJsonValue excluded = root.value("fit_excluded_runs");
  if (!excluded.isUndefined()) {
    if (!excluded.isArray()) return fail(QObject::tr("fit_excluded_runs: expected an array"));
    const QJsonArray list = excluded.toArray();
    for (int i = 0; i < list.size(); ++i) {
      model::ExcludedRun run;
      if (const QString why = excludedRunFromJson(list[i], &run); !why.isEmpty())
        return fail(QObject::tr("fit_excluded_runs[%1]: %2").arg(i).arg(why));
      file.excludedRuns.push_back(run);
    }
  }
  const QJsonValue hidden = root.value("hidden_series");
  if (!hidden.isUndefined()) {
    if (!hidden.isArray())
      return fail(QObject::tr("hidden_series: expected a list of {\"name\", \"file\"} objects"));
    const QJsonArray list = hidden.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
      const QJsonObject h = list[i].toObject();
      if (!list[i].isObject() || !h.value("name").isString() || !h.value("file").isString())
        return fail(QObject::tr("hidden_series[%1]: expected an object with the series' "
                                "\"name\" and \"file\" (strings)")
                        .arg(i));
      file.hiddenSeries.push_back(
          {h.value("name").toString().toStdString(), h.value("file").toString().toStdString()});
    }
    file.hiddenSeriesSaved = true;
  }
  const QJsonValue views = root.value("views");
  if (!views.isUndefined() && !views.isObject())
    return fail(QObject::tr("views: expected an object"));
  file.views = views.toObject();
  file.description = root.value("description").toString();
  file.title = root.value("title").toString();
  static const QStringList known = {"version",       "parameters",       "datasets",      "views",
                                    "generator",     "description",      "active_series", "title",
                                    "hidden_series", "fit_excluded_runs"};
  for (const QString& key : root.keys())
    if (!known.contains(key))
      file.warnings << QObject::tr("%1: %2: unknown key ignored").arg(name, key);
  return file;
}

std::optional<ScenarioFile> readScenarioFile(const QString& path, QString* error) {
  QFile f(path);
  if (!f.open(QIODevice::ReadOnly)) {
    if (error) *error = QObject::tr("%1: cannot open: %2").arg(path, f.errorString());
    return std::nullopt;
  }
  constexpr qint64 kMaxBytes = 16 * 1024 * 1024;  // a scenario is a few kB; refuse junk early
  if (f.size() > kMaxBytes) {
    if (error)
      *error = QObject::tr("%1: file too large for a scenario (%2 bytes)").arg(path).arg(f.size());
    return std::nullopt;
  }
  return parseScenarioJson(f.readAll(), path, QFileInfo(path).absolutePath(), error);
}

QString datasetProblem(const QString& scenarioPath, const QString& dataPath, const QString& why) {
  return QObject::tr(
             "%1: its data file %2 could not be loaded, so the scenario was not opened (its "
             "series come from that file; move the file back or edit the scenario's "
             "\"datasets\"):\n%3")
      .arg(scenarioPath, QFileInfo(dataPath).fileName(), why);
}

QByteArray scenarioToJson(const ScenarioFile& file, const QString& baseDir) {
  QJsonObject params;
  const auto& table = model::parameterTable();
  for (std::size_t i = 0; i < table.size(); ++i) {
    const auto& spec = table[i];
    const double v = file.scenario.value(i);
    if (spec.kind == model::ParameterKind::Choice)
      params.insert(QString::fromStdString(spec.id),
                    QString::fromStdString(spec.choices[static_cast<std::size_t>(v)]));
    else if (spec.kind == model::ParameterKind::Toggle)
      params.insert(QString::fromStdString(spec.id), v != 0.0);
    else
      params.insert(QString::fromStdString(spec.id), v);
  }
  QJsonArray datasets;
  for (const DataSource& d : file.datasets) datasets.append(sourceToJson(d, baseDir));
  QJsonObject root{{"version", kScenarioFormatVersion},
                   {"generator", "ScaleScope"},
                   {"parameters", params},
                   {"datasets", datasets},
                   {"views", file.views}};
  if (!file.activeSeries.isEmpty())
    root.insert("active_series",
                QJsonObject{{"name", file.activeSeries}, {"file", file.activeSeriesFile}});
  if (!file.excludedRuns.empty()) {
    QJsonArray runs;
    for (const auto& run : file.excludedRuns) runs.append(excludedRunToJson(run));
    root.insert("fit_excluded_runs", runs);
  }
  if (file.hiddenSeriesSaved) {
    QJsonArray hidden;
    for (const model::SeriesKey& k : file.hiddenSeries)
      hidden.append(QJsonObject{{"name", QString::fromStdString(k.name)},
                                {"file", QString::fromStdString(k.source)}});
    root.insert("hidden_series", hidden);
  }
  if (!file.description.isEmpty()) root.insert("description", file.description);
  if (!file.title.isEmpty()) root.insert("title", file.title);
  return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString writeScenarioFile(const QString& path, const ScenarioFile& file) {
  QSaveFile out(path);
  if (!out.open(QIODevice::WriteOnly))
    return QObject::tr("%1: cannot write: %2").arg(path, out.errorString());
  const QByteArray json = scenarioToJson(file, QFileInfo(path).absolutePath());
  if (out.write(json) != json.size() || !out.commit())
    return QObject::tr("%1: write failed: %2").arg(path, out.errorString());
  return {};
}

}  // namespace scalescope::app
