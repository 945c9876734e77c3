// The Roofline view's machines of the user: the custom machine, whose roofs are typed, and the
// measured ones (a roof file among the data: ERT's roofline.json, likwid-bench output), an
// entry each in the machine box, drawn with the loaded kernels beneath their roofs.
#include <QComboBox>
#include <QFileInfo>
#include <QLocale>
#include <QSignalBlocker>

#include "views/roofline/roofline_labels.h"
#include "views/roofline/roofline_view.h"

namespace scalescope::views {

namespace {

constexpr int kPresets = 5;  // UPMEM, CPU, GPU, timeline and custom come first in the box
constexpr int kSetRole = Qt::UserRole + 1;  // a measured entry's index in m_roofSets

}  // namespace

const model::MeasuredRoofSet* RooflineView::shownRoofSet() const {
  if (machine() != model::RooflineMachineId::Measured) return nullptr;
  const int i = m_machineBox->currentData(kSetRole).toInt();
  return i >= 0 && i < int(m_roofSets.size()) ? &m_roofSets[std::size_t(i)] : nullptr;
}

bool RooflineView::setRoofSets(const std::vector<model::MeasuredRoofSet>& sets) {
  if (sets == m_roofSets) return false;
  const bool added = sets.size() > m_roofSets.size();
  const int current = m_machineBox->currentIndex();
  const QSignalBlocker quiet(m_machineBox);  // one redraw, by the caller
  m_roofSets = sets;
  while (m_machineBox->count() > kPresets) m_machineBox->removeItem(kPresets);
  for (std::size_t i = 0; i < m_roofSets.size(); ++i) {
    const model::MeasuredRoofSet& set = m_roofSets[i];
    m_machineBox->addItem(measuredMachineName(set), int(model::RooflineMachineId::Measured));
    const int at = m_machineBox->count() - 1;
    m_machineBox->setItemData(at, int(i), kSetRole);
    m_machineBox->setItemData(at, QString::fromStdString(set.source), Qt::ToolTipRole);
  }
  // A file just loaded is what the user wants to see; otherwise the entry stays if it still
  // exists, else the first machine.
  if (added)
    m_machineBox->setCurrentIndex(m_machineBox->count() - 1);
  else
    m_machineBox->setCurrentIndex(current < m_machineBox->count() ? current : 0);
  return true;
}

QString RooflineView::userMachineSummary() const {
  const model::MeasuredRoofSet* set = shownRoofSet();
  const model::Roof& peak = m_shown.peak();
  // The ridge under the slowest memory level: left of it, every kernel is bound by memory.
  const model::Roof* slowest = nullptr;
  for (const model::Roof& r : m_shown.roofs)
    if (r.kind != model::RoofKind::Compute && (!slowest || r.value < slowest->value)) slowest = &r;
  // The file's name, unless the machine is named after it (likwid-bench names no host).
  const QString file = set ? QFileInfo(QString::fromStdString(set->source)).fileName() : QString();
  const QString name = set ? measuredMachineName(*set) : rooflineMachineName(machine(), m_params);
  QString summary = set && file != QString::fromStdString(set->machine)
                        ? tr("%1, %2: peak %3").arg(name, file, siRate(peak.value, "op/s"))
                        : tr("%1: peak %2").arg(name, siRate(peak.value, "op/s"));
  if (peak.origin == model::RoofOrigin::Typed && set)
    summary += tr(" (typed: the file measured bandwidths only)");
  if (slowest)
    summary += tr("; ridge point under %1: %2 op/B")
                   .arg(roofLabel(*slowest),
                        QLocale().toString(model::ridgePoint(peak, *slowest), 'g', 3));
  summary += m_kernels.empty() ? tr(" · Import a kernel table to see kernels under these roofs")
                               : tr(" · Crosses: the loaded kernels");
  return summary;
}

}  // namespace scalescope::views
