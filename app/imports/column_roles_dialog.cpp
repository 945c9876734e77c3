#include "app/imports/column_roles_dialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <utility>

#include "model/data/measurements.h"
#include "views/common/model_text.h"

namespace scalescope::app {

ColumnRolesDialog::ColumnRolesDialog(model::CsvTable table, QWidget* parent)
    : QDialog(parent),
      m_table(std::move(table)),
      m_byName(model::columnRolesByName(m_table)),
      m_preview(new QTableWidget),
      m_outcome(new QLabel),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel)) {
  setWindowTitle(tr("Which column is which?"));
  setObjectName("columnRolesDialog");
  const QString file = QFileInfo(views::plainText(m_table.sourceName())).fileName();
  const model::ColumnRoles guessed = model::guessColumnRoles(m_table);

  auto* intro = new QLabel(
      tr("<b>%1</b>: no column is named as N (n, cores, nodes, ranks, …) or as a measured value "
         "(time_s, time_ms, speedup, efficiency, …). Say what each column holds; the choice is "
         "saved with the scenario.")
          .arg(file.toHtmlEscaped()));
  intro->setWordWrap(true);
  QStringList guessText;
  for (const auto& [column, role] : guessed)
    guessText << tr("%1 → %2").arg(views::plainText(column),
                                   views::plainText(model::findColumnRole(role)->title));
  auto* guess = new QLabel(
      guessText.isEmpty()
          ? tr("No column's values suggest N or a time: choose below.")
          : tr("Guessed from the values: %1. Check them.").arg(guessText.join(tr(", "))));
  guess->setObjectName("columnRolesGuess");
  guess->setWordWrap(true);

  const auto& header = m_table.header();
  const int rows = std::min<int>(kPreviewRows, static_cast<int>(m_table.rows().size()));
  m_preview->setColumnCount(static_cast<int>(header.size()));
  m_preview->setRowCount(rows + 1);
  QStringList headerLabels, lineLabels{tr("read as")};
  for (const auto& h : header) headerLabels << views::plainText(h);
  m_preview->setHorizontalHeaderLabels(headerLabels);
  for (int r = 0; r < rows; ++r) {
    const auto& row = m_table.rows()[static_cast<std::size_t>(r)];
    lineLabels << tr("line %1").arg(row.line);
    for (std::size_t c = 0; c < row.fields.size(); ++c) {
      auto* item = new QTableWidgetItem(views::plainText(row.fields[c]));
      item->setFlags(Qt::ItemIsEnabled);
      m_preview->setItem(r + 1, static_cast<int>(c), item);
    }
  }
  m_preview->setVerticalHeaderLabels(lineLabels);
  for (std::size_t c = 0; c < header.size(); ++c) {
    auto* combo = new QComboBox;
    const auto named = m_byName.find(header[c]);
    if (named != m_byName.end() && named->second.empty()) combo->addItem(tr("as named"), QString());
    for (const auto& role : model::columnRoles())
      combo->addItem(views::modelText("Data", role.title), views::plainText(role.id));
    QString initial =
        named != m_byName.end() ? views::plainText(named->second) : QStringLiteral("ignore");
    if (const auto g = guessed.find(header[c]); g != guessed.end())
      initial = views::plainText(g->second);
    combo->setCurrentIndex(std::max(0, combo->findData(initial)));
    combo->setToolTip(tr("What column '%1' holds").arg(views::plainText(header[c])));
    connect(combo, &QComboBox::currentIndexChanged, this, &ColumnRolesDialog::check);
    m_preview->setCellWidget(0, static_cast<int>(c), combo);
    m_combos.push_back(combo);
  }
  m_preview->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
  m_preview->resizeColumnsToContents();
  m_preview->horizontalHeader()->setStretchLastSection(true);
  m_preview->setMinimumHeight(220);

  m_outcome->setObjectName("columnRolesOutcome");
  m_outcome->setWordWrap(true);
  m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Import"));
  connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
  connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(intro);
  layout->addWidget(guess);
  layout->addWidget(m_preview, 1);
  layout->addWidget(m_outcome);
  layout->addWidget(m_buttons);
  resize(720, 460);
  check();
}

QComboBox* ColumnRolesDialog::roleCombo(int column) const {
  return column >= 0 && column < static_cast<int>(m_combos.size())
             ? m_combos[static_cast<std::size_t>(column)]
             : nullptr;
}

model::ColumnRoles ColumnRolesDialog::roles() const {
  model::ColumnRoles out;
  const auto& header = m_table.header();
  for (std::size_t c = 0; c < header.size(); ++c) {
    const std::string chosen = m_combos[c]->currentData().toString().toStdString();
    if (chosen.empty()) continue;  // kept as named
    const auto named = m_byName.find(header[c]);
    const std::string byName = named != m_byName.end() ? named->second : "ignore";
    if (chosen != byName) out[header[c]] = chosen;
  }
  return out;
}

void ColumnRolesDialog::check() {
  const auto set = model::measurementsFromTable(m_table, roles());
  const bool ok = set.ok();
  m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
  if (!ok) {
    // The preview names the file already: the message from its line on.
    QString error = views::errorText(set);
    error.replace(views::plainText(m_table.sourceName()) + ":", tr("line "));
    m_outcome->setText(
        tr("<span style='color:#b00020'>Does not read yet: %1</span>").arg(error.toHtmlEscaped()));
    return;
  }
  double lo = set->points.front().n, hi = lo;
  int timed = 0;
  for (const auto& p : set->points) {
    lo = std::min(lo, p.n);
    hi = std::max(hi, p.n);
    timed += p.timeSeconds ? 1 : 0;
  }
  const int runs = static_cast<int>(set->points.size());
  const int series = static_cast<int>(set->groups().size());
  m_outcome->setText((runs == 1 ? tr("Reads 1 run") : tr("Reads %1 runs").arg(runs)) +
                     tr(", N from %1 to %2, %3 with a time; ")
                         .arg(views::messageNumber(lo), views::messageNumber(hi))
                         .arg(timed) +
                     (series == 1 ? tr("1 series.") : tr("%1 series.").arg(series)));
}

}  // namespace scalescope::app
