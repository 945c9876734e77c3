#include "views/common/source_tooltip.h"

#include <QObject>

namespace scalescope::views {

QString sourceToolTip(const model::MeasurementSet& set) {
  QString tip = QObject::tr("File: %1").arg(QString::fromStdString(set.sourceName));
  tip += "\n" + QObject::tr("Format: %1")
                    .arg(set.format.empty() ? QObject::tr("ScaleScope CSV")
                                            : QString::fromStdString(set.format));
  if (!set.provenance.empty()) tip += "\n" + QString::fromStdString(set.provenance.summary());
  return tip;
}

}  // namespace scalescope::views
