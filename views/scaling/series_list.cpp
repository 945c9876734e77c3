#include "views/scaling/series_list.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>
#include <algorithm>

namespace scalescope::views {

SeriesList::SeriesList(QWidget* parent)
    : QWidget(parent),
      m_list(new QListWidget),
      m_remove(new QPushButton(tr("Remove file"))),
      m_showAll(new QPushButton(tr("Show all"))),
      m_hint(new QLabel) {
  setObjectName("seriesList");
  m_list->setObjectName("seriesListItems");
  m_list->setTextElideMode(Qt::ElideMiddle);
  m_remove->setObjectName("seriesRemove");
  m_showAll->setObjectName("seriesShowAll");
  m_hint->setWordWrap(true);
  m_hint->setText(
      tr("Checked series are drawn on the Curves tab. Hidden ones stay loaded and "
         "saved; the bold one is fitted (Fit and Study tabs)."));
  auto* buttons = new QHBoxLayout;
  buttons->addWidget(m_showAll);
  buttons->addStretch(1);
  buttons->addWidget(m_remove);
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(4, 4, 4, 4);
  layout->addWidget(m_hint);
  layout->addWidget(m_list, 1);
  layout->addLayout(buttons);

  connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
    const int row = m_list->row(item);
    if (row < 0 || row >= static_cast<int>(m_rows.size())) return;
    const bool shown = item->checkState() == Qt::Checked;
    if (shown != m_rows[static_cast<std::size_t>(row)].shown)
      emit shownChanged(m_rows[static_cast<std::size_t>(row)].key, shown);
  });
  connect(m_list, &QListWidget::currentRowChanged, this, &SeriesList::updateButtons);
  connect(m_remove, &QPushButton::clicked, this, [this] {
    const int row = m_list->currentRow();
    if (row >= 0 && row < static_cast<int>(m_rows.size()) &&
        !m_rows[static_cast<std::size_t>(row)].removePath.isEmpty())
      emit removeRequested(m_rows[static_cast<std::size_t>(row)].removePath);
  });
  connect(m_showAll, &QPushButton::clicked, this, &SeriesList::showAllRequested);
  updateButtons();
}

void SeriesList::setRows(const std::vector<SeriesRow>& rows) {
  const QSignalBlocker blocker(m_list);
  const int current = m_list->currentRow();
  m_rows = rows;
  m_list->clear();
  for (const SeriesRow& r : m_rows) {
    const QString name = QString::fromStdString(r.key.name);
    const QString file = QString::fromStdString(r.key.source);
    // The file on a line of its own: "mfc-frontier-gpu-aware-mpi — mfc_frontier.csv" was cut
    // in the dock's width; what is still too long loses its middle (the tooltip has it all).
    auto* item = new QListWidgetItem(
        name == file || file.isEmpty() ? name : QStringLiteral("%1\n%2").arg(name, file));
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    item->setCheckState(r.shown ? Qt::Checked : Qt::Unchecked);
    QFont f = item->font();
    f.setBold(r.active);
    item->setFont(f);
    QString tip =
        QStringLiteral("<b>%1</b><br>%2").arg(name.toHtmlEscaped(), r.what.toHtmlEscaped());
    if (!r.removePath.isEmpty())
      tip += tr("<br>From %1").arg(r.removePath.toHtmlEscaped());
    else
      tip += tr("<br>Shipped with ScaleScope");
    if (r.active) tip += tr("<br><i>The active series of the Fit and Study tabs.</i>");
    item->setToolTip(tip);
    m_list->addItem(item);
  }
  if (current >= 0 && current < m_list->count()) m_list->setCurrentRow(current);
  updateButtons();
}

void SeriesList::updateButtons() {
  const int row = m_list->currentRow();
  const bool removable = row >= 0 && row < static_cast<int>(m_rows.size()) &&
                         !m_rows[static_cast<std::size_t>(row)].removePath.isEmpty();
  m_remove->setEnabled(removable);
  m_remove->setToolTip(
      removable ? tr("Unload %1 and every series read from it (Ctrl+Z brings it back)")
                      .arg(QFileInfo(m_rows[static_cast<std::size_t>(row)].removePath).fileName())
                : tr("Select a series of one of your files; the shipped data can only be hidden"));
  m_showAll->setEnabled(
      std::any_of(m_rows.begin(), m_rows.end(), [](const SeriesRow& r) { return !r.shown; }));
}

}  // namespace scalescope::views
