#include "app/imports/data_export.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QSaveFile>
#include <QSettings>
#include <algorithm>

#include "model/export/extrap_jsonl.h"

namespace scalescope::app {

std::vector<SeriesRef> exportableSeries(const model::DatasetCollection& data) {
  std::vector<SeriesRef> out;
  for (std::size_t i = 0; i < data.measurements.size(); ++i) {
    const auto& set = data.measurements[i];
    for (const auto& group : set.groups())
      if (std::any_of(set.points.begin(), set.points.end(), [&](const model::MeasuredPoint& p) {
            return p.group == group && p.timeSeconds;
          }))
        out.emplace_back(i, group);
  }
  return out;
}

QString writeExtrapJsonLinesFile(const QString& path, const model::DatasetCollection& data,
                                 const std::vector<SeriesRef>& wanted) {
  const auto series = wanted.empty() ? exportableSeries(data) : wanted;
  if (series.empty()) return QObject::tr("no measured series with times to export");
  // Extra-P takes the parameter names of the first record for every record.
  model::ExtrapExportOptions options;
  for (const auto& [set, group] : series)
    for (const auto& p : data.measurements.at(set).points)
      if (options.parameterName.empty() && p.group == group && p.timeSeconds && !p.unit.empty())
        options.parameterName = p.unit;
  if (options.parameterName.empty()) options.parameterName.push_back('p');  // Extra-P's usual name
  std::string text;
  for (const auto& [set, group] : series) {
    model::MeasurementSet one = data.measurements.at(set);
    std::erase_if(one.points, [&](const model::MeasuredPoint& p) { return p.group != group; });
    text += model::extrapJsonLines(one, options);
  }
  QSaveFile out(path);
  if (!out.open(QIODevice::WriteOnly))
    return QObject::tr("%1: cannot write: %2").arg(path, out.errorString());
  const QByteArray bytes = QByteArray::fromStdString(text);
  if (out.write(bytes) != bytes.size() || !out.commit())
    return QObject::tr("%1: write failed: %2").arg(path, out.errorString());
  return {};
}

QString exportDataInteractively(QWidget* parent, const model::DatasetCollection& data) {
  const auto series = exportableSeries(data);
  if (series.empty()) return QObject::tr("There are no measured series with times to export.");
  QStringList items{QObject::tr("All measured series (%1)").arg(series.size())};
  for (const auto& [set, group] : series) {
    const QString file =
        QFileInfo(QString::fromStdString(data.measurements[set].sourceName)).fileName();
    items << (group.empty() ? file : QString::fromStdString(group) + " — " + file);
  }
  bool ok = false;
  const QString item = QInputDialog::getItem(parent, QObject::tr("Export data"),
                                             QObject::tr("Series to write as Extra-P JSON Lines:"),
                                             items, 0, false, &ok);
  if (!ok) return {};
  const int chosen = items.indexOf(item);
  std::vector<SeriesRef> selection;
  if (chosen > 0) selection.push_back(series[static_cast<std::size_t>(chosen - 1)]);
  QSettings settings;
  QString path =
      QFileDialog::getSaveFileName(parent, QObject::tr("Export data as Extra-P JSON Lines"),
                                   settings.value("files/lastDataExportDir").toString(),
                                   QObject::tr("Extra-P JSON Lines (*.jsonl);;All files (*)"));
  if (path.isEmpty()) return {};
  if (QFileInfo(path).suffix().isEmpty()) path += ".jsonl";
  settings.setValue("files/lastDataExportDir", QFileInfo(path).absolutePath());
  return writeExtrapJsonLinesFile(path, data, selection);
}

}  // namespace scalescope::app
