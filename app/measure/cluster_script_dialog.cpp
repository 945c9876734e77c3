#include "app/measure/cluster_script_dialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include "app/measure/measure_dialog.h"
#include "app/measure/workload_form.h"

namespace scalescope::app {

ClusterScriptDialog::ClusterScriptDialog(QWidget* parent) : QDialog(parent) {
  setObjectName("clusterScriptDialog");
  setWindowTitle(tr("Cluster sweep script"));
  m_form = new WorkloadForm;
  m_nodes = new QLineEdit("1,2,4,8");
  m_nodes->setObjectName("nodes");
  m_nodes->setToolTip(
      tr("Node counts, separated by commas: one Slurm job (sbatch --nodes=n) "
         "per count"));
  m_ranksPerNode = countBox(1, 1024, 1, tr("MPI ranks on every node (sbatch --ntasks-per-node)"));
  m_reps = countBox(1, 100, 3, tr("Runs at every node count"));
  m_weak = new QCheckBox(tr("Weak scaling (work per rank fixed)"));
  m_time = new QLineEdit("00:30:00");
  m_time->setToolTip(tr("Time limit of each node count's job (sbatch --time, HH:MM:SS)"));
  m_partition = new QLineEdit;
  m_partition->setPlaceholderText(tr("cluster default"));
  m_account = new QLineEdit;
  m_account->setPlaceholderText(tr("none"));
  m_probe = new QLineEdit("scalescope-probe");
  m_probe->setToolTip(tr("The probe on the cluster's nodes: a path, or a name found in PATH"));

  auto* sweepBox = new QGroupBox(tr("Sweep"));
  auto* form = new QFormLayout(sweepBox);
  form->addRow(tr("Node counts"), m_nodes);
  form->addRow(tr("Ranks per node"), m_ranksPerNode);
  form->addRow(tr("Repetitions"), m_reps);
  form->addRow(QString(), m_weak);
  form->addRow(tr("Time per job"), m_time);
  form->addRow(tr("Partition"), m_partition);
  form->addRow(tr("Account"), m_account);
  form->addRow(tr("Probe"), m_probe);

  m_script = new QComboBox;
  m_script->setObjectName("scriptChoice");
  m_preview = new QPlainTextEdit;
  m_preview->setObjectName("preview");
  m_preview->setReadOnly(true);
  m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
  m_preview->setLineWrapMode(QPlainTextEdit::NoWrap);
  m_status =
      new QLabel(tr("Slurm is not needed here: the scripts run on the cluster's login "
                    "node. Open or drop its results/ folder in ScaleScope afterwards."));
  m_status->setWordWrap(true);

  auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
  QPushButton* save = buttons->addButton(tr("&Save scripts…"), QDialogButtonBox::AcceptRole);
  connect(save, &QPushButton::clicked, this, [this] {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Folder for the scripts"));
    if (!folder.isEmpty()) saveTo(folder);
  });
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

  auto* layout = new QVBoxLayout(this);
  auto* what = new QGroupBox(tr("What to measure"));
  (new QVBoxLayout(what))->addWidget(m_form);
  layout->addWidget(what);
  layout->addWidget(sweepBox);
  layout->addWidget(m_script);
  layout->addWidget(m_preview, 1);
  layout->addWidget(m_status);
  layout->addWidget(buttons);
  resize(760, 820);

  for (QLineEdit* e : {m_nodes, m_time, m_partition, m_account, m_probe})
    connect(e, &QLineEdit::textChanged, this, &ClusterScriptDialog::updatePreview);
  for (QSpinBox* s : {m_ranksPerNode, m_reps})
    connect(s, &QSpinBox::valueChanged, this, &ClusterScriptDialog::updatePreview);
  connect(m_weak, &QCheckBox::toggled, this, &ClusterScriptDialog::updatePreview);
  connect(m_form, &WorkloadForm::workloadChanged, this, &ClusterScriptDialog::updatePreview);
  connect(m_script, &QComboBox::currentIndexChanged, this, &ClusterScriptDialog::updatePreview);
  updatePreview();
}

ClusterSweep ClusterScriptDialog::sweep() const {
  ClusterSweep s;
  s.workload = m_form->workload();
  s.workloadArgs = m_form->arguments();
  s.nodeCounts = MeasureDialog::parseCounts(m_nodes->text());
  s.ranksPerNode = m_ranksPerNode->value();
  s.repetitions = m_reps->value();
  s.weak = m_weak->isChecked() && s.workload != "allreduce";
  s.timeLimit = m_time->text().trimmed();
  s.partition = m_partition->text().trimmed();
  s.account = m_account->text().trimmed();
  s.probe = m_probe->text().trimmed().isEmpty() ? "scalescope-probe" : m_probe->text().trimmed();
  return s;
}

void ClusterScriptDialog::updatePreview() {
  const ClusterSweep s = sweep();
  if (s.nodeCounts.isEmpty()) {
    m_preview->setPlainText(tr("# Node counts: expected whole numbers separated by commas"));
    return;
  }
  const auto scripts = clusterScripts(s);
  const int current = std::max(0, m_script->currentIndex());
  {
    const QSignalBlocker block(m_script);
    m_script->clear();
    for (const auto& [name, text] : scripts) m_script->addItem(name);
    m_script->setCurrentIndex(current);
  }
  m_preview->setPlainText(scripts[current].second);
}

QString ClusterScriptDialog::saveTo(const QString& folder) {
  const ClusterSweep s = sweep();
  QString error;
  if (s.nodeCounts.isEmpty())
    error = tr("Node counts: expected whole numbers from 1 to 4096 separated by commas");
  else if (const QString problem = m_form->problem(); !problem.isEmpty())
    error = problem;
  else
    error = writeClusterScripts(s, folder);
  m_status->setText(error.isEmpty() ? tr("Written to %1: run `bash submit.sh` there (Slurm) or "
                                         "`bash mpirun_sweep.sh` (mpirun with a hostfile)")
                                          .arg(folder)
                                    : error);
  return error;
}

}  // namespace scalescope::app
