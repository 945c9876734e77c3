#pragma once
// The import preview for a CSV whose header ScaleScope does not recognise: the first rows of
// the file as a table, a "this column is…" choice above each column (guessed where the values
// allow), and, as the choices change, what the file would give: the runs and their N range, or
// the first problem with its line and column. Import stays disabled until the file reads.

#include <QDialog>
#include <vector>

#include "model/data/column_roles.h"
#include "model/data/csv_table.h"

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QTableWidget;

namespace scalescope::app {

class ColumnRolesDialog : public QDialog {
  Q_OBJECT
 public:
  /// `table` is the file as parsed (tableNeedingColumnRoles); its first rows are shown.
  explicit ColumnRolesDialog(model::CsvTable table, QWidget* parent = nullptr);

  /// The roles chosen, for the columns whose choice differs from what their name means.
  model::ColumnRoles roles() const;

  /// The role choice above column `column` (tests drive it); its items' data are role ids.
  QComboBox* roleCombo(int column) const;
  QTableWidget* preview() const { return m_preview; }
  /// The outcome line: what the file gives with the current choices, or why it does not read.
  QLabel* outcome() const { return m_outcome; }
  QDialogButtonBox* buttons() const { return m_buttons; }

  /// Rows of the file shown in the preview.
  static constexpr int kPreviewRows = 12;

 private:
  void check();

  model::CsvTable m_table;
  model::ColumnRoles m_byName;  ///< the role each column has by its name ("" role: none)
  std::vector<QComboBox*> m_combos;
  QTableWidget* m_preview;
  QLabel* m_outcome;
  QDialogButtonBox* m_buttons;
};

}  // namespace scalescope::app
