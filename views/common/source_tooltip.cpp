#include "views/common/source_tooltip.h"

#include <QObject>
#include <QStringList>

#include "model/data/provenance.h"
#include "views/common/model_text.h"

namespace scalescope::views {

QString sourceToolTip(const model::MeasurementSet& set) {
  QString tip = QObject::tr("File: %1").arg(QString::fromStdString(set.sourceName));
  tip += "\n" + QObject::tr("Format: %1")
                    .arg(set.format.empty() ? QObject::tr("ScaleScope CSV")
                                            : QString::fromStdString(set.format));
  if (!set.provenance.empty()) tip += "\n" + provenanceText(set.provenance);
  return tip;
}

QString provenanceText(const model::Provenance& provenance) {
  QStringList lines;
  const auto add = [&](const QString& format, const std::string& value) {
    if (!value.empty()) lines << format.arg(QString::fromStdString(value));
  };
  add(QObject::tr("tool: %1"), provenance.tool);
  add(QObject::tr("host: %1"), provenance.host);
  add(QObject::tr("date: %1"), provenance.date);
  add(QObject::tr("command: %1"), provenance.command);
  // A name a reader gives in the window's language; a name the file gives as written.
  for (const auto& [key, value] : provenance.details) {
    const char* marked = model::readerDetailName(key);
    add((marked ? modelText("Data", marked) : plainText(key)) + QStringLiteral(": %1"), value);
  }
  return lines.join('\n');
}

}  // namespace scalescope::views
