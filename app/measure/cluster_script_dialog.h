#pragma once
// Data ▸ Cluster sweep script…: the workload (as in Measure this machine), the node counts,
// ranks per node, repetitions and Slurm's time limit, partition and account; a preview of the
// scripts and Save, which writes them into a folder (see cluster_script.h).

#include <QDialog>

#include "app/measure/cluster_script.h"

class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;
class QCheckBox;
class QLabel;

namespace scalescope::app {

class WorkloadForm;

class ClusterScriptDialog : public QDialog {
  Q_OBJECT
 public:
  explicit ClusterScriptDialog(QWidget* parent = nullptr);

  /// The sweep the controls describe.
  ClusterSweep sweep() const;
  /// Writes the scripts into `folder`; "" or why not (also shown in the dialog).
  QString saveTo(const QString& folder);

  WorkloadForm* workloadForm() const { return m_form; }
  QLineEdit* nodesEdit() const { return m_nodes; }
  QSpinBox* ranksPerNodeBox() const { return m_ranksPerNode; }
  QComboBox* scriptBox() const { return m_script; }
  QPlainTextEdit* preview() const { return m_preview; }

 private:
  void updatePreview();

  WorkloadForm* m_form;
  QLineEdit* m_nodes;
  QSpinBox* m_ranksPerNode;
  QSpinBox* m_reps;
  QCheckBox* m_weak;
  QLineEdit* m_time;
  QLineEdit* m_partition;
  QLineEdit* m_account;
  QLineEdit* m_probe;
  QComboBox* m_script;
  QPlainTextEdit* m_preview;
  QLabel* m_status;
};

}  // namespace scalescope::app
