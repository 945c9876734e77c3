#pragma once
// Data ▸ Cluster sweep script…: the workload (as in Measure this machine), the node counts,
// ranks per node, repetitions, Slurm's time limit, partition and account and srun's MPI
// plugin; a preview of the scripts and Save, which writes them into a folder. The scripts are
// the probe's own (app/probe/cluster_script.h): `scalescope-probe cluster-script` writes the
// same files on a login node without a display.

#include <QDialog>

#include "app/probe/cluster_script.h"

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
  probe::ClusterSweep sweep() const;
  /// Writes the scripts into `folder`; "" or why not (also shown in the dialog).
  QString saveTo(const QString& folder);

  WorkloadForm* workloadForm() const { return m_form; }
  QLineEdit* nodesEdit() const { return m_nodes; }
  QLineEdit* ranksPerNodeEdit() const { return m_ranksPerNode; }
  QComboBox* srunMpiBox() const { return m_srunMpi; }
  QComboBox* scriptBox() const { return m_script; }
  QPlainTextEdit* preview() const { return m_preview; }

 private:
  void updatePreview();

  WorkloadForm* m_form;
  QLineEdit* m_nodes;
  QLineEdit* m_ranksPerNode;
  QComboBox* m_srunMpi;
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
