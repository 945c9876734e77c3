#pragma once
// The import dialog (File ▸ Import data, drag and drop): every file or folder to import with
// its series, read but not yet loaded. The user keeps or drops each series, sets strong or weak
// scaling where the file does not say, picks the parameter that is N in multi-parameter files
// (the others are held at a value), and gives the process count that OSU output leaves out.
// Hovering a file shows where it came from (tool, host, date, command).

#include <QDialog>
#include <QList>
#include <QStringList>
#include <vector>

#include "app/data/data_source.h"
#include "model/data/column_roles.h"
#include "model/data/imported.h"

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace scalescope::app {

/// Lets the user choose what to import from already read files.
class ImportDialog : public QDialog {
  Q_OBJECT
 public:
  /// One file or folder as read (readSourceFiles).
  struct Source {
    QString path;
    std::vector<model::ImportedFile> files;
    QStringList errors, warnings;
    model::ColumnRoles columns;  ///< a CSV's columns as named in the column preview
  };
  explicit ImportDialog(QList<Source> sources, QWidget* parent = nullptr);

  /// The sources to load with what was chosen; sources that could not be read, or with no
  /// series kept, are left out.
  QList<DataSource> chosenSources() const;

  QTreeWidget* tree() const { return m_tree; }
  /// The controls of the selected source (tests drive them).
  QComboBox* parameterCombo() const { return m_parameter; }
  QSpinBox* processesBox() const { return m_processes; }
  /// The combo box that holds the value of a fixed parameter of the selected source, or null.
  QComboBox* fixedCombo(const QString& parameter) const;
  /// The strong/weak combo box of series item `item`.
  QComboBox* scalingCombo(QTreeWidgetItem* item) const;
  QDialogButtonBox* buttons() const { return m_buttons; }
  /// Selects source `index` (its row in the tree).
  void selectSource(int index);

 private:
  struct State {
    Source source;
    model::ImportChoice choice;
    std::vector<std::string> parameters;  ///< every parameter of its series
    bool unknownProcesses = false;
    bool unknownN = false;  ///< a series does not say which parameter is N: the user chooses
    QTreeWidgetItem* item = nullptr;
  };
  void fillTree();
  void showSource(int index);
  void rebuildFixed(int index);
  void updateSeriesRows(int index);
  void updateOk();
  int currentSource() const;

  std::vector<State> m_states;
  QTreeWidget* m_tree;
  QLabel* m_provenance;
  QComboBox* m_parameter;
  QFormLayout* m_fixedForm;
  QSpinBox* m_processes;
  QLabel* m_summary;
  QDialogButtonBox* m_buttons;
  std::vector<QComboBox*> m_fixedCombos;
  bool m_updating = false;
};

}  // namespace scalescope::app
