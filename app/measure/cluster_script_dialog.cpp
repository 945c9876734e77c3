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
  m_ranksPerNode = new QLineEdit("1");
  m_ranksPerNode->setObjectName("ranksPerNode");
  m_ranksPerNode->setToolTip(
      tr("MPI ranks on every node (sbatch --ntasks-per-node), separated by commas; with "
         "several values N counts ranks, so a one-node cluster still gives several N"));
  m_srunMpi = new QComboBox;
  m_srunMpi->setObjectName("srunMpi");
  m_srunMpi->addItem(tr("auto (pmix, else pmi2, as srun offers)"), "auto");
  m_srunMpi->addItem(tr("pmix (PMIx)"), "pmix");
  m_srunMpi->addItem(tr("pmi2 (PMI-2)"), "pmi2");
  m_srunMpi->addItem(tr("none (an MPI built with Slurm's PMI)"), "none");
  m_srunMpi->setToolTip(
      tr("srun --mpi: how srun starts MPI ranks. Slurm's default (MpiDefault) is often none, "
         "with which Open MPI aborts in MPI_Init; auto asks srun --mpi=list on the login node"));
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
  form->addRow(tr("srun --mpi"), m_srunMpi);
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

  for (QLineEdit* e : {m_nodes, m_ranksPerNode, m_time, m_partition, m_account, m_probe})
    connect(e, &QLineEdit::textChanged, this, &ClusterScriptDialog::updatePreview);
  connect(m_reps, &QSpinBox::valueChanged, this, &ClusterScriptDialog::updatePreview);
  connect(m_srunMpi, &QComboBox::currentIndexChanged, this, &ClusterScriptDialog::updatePreview);
  connect(m_weak, &QCheckBox::toggled, this, &ClusterScriptDialog::updatePreview);
  connect(m_form, &WorkloadForm::workloadChanged, this, &ClusterScriptDialog::updatePreview);
  connect(m_script, &QComboBox::currentIndexChanged, this, &ClusterScriptDialog::updatePreview);
  updatePreview();
}

namespace {

std::vector<int> counts(const QString& text) {
  const QList<int> list = MeasureDialog::parseCounts(text);
  return {list.begin(), list.end()};
}

}  // namespace

probe::ClusterSweep ClusterScriptDialog::sweep() const {
  probe::ClusterSweep s;
  s.workload = m_form->workload().toStdString();
  for (const QString& a : m_form->arguments()) s.workloadArgs.push_back(a.toStdString());
  s.nodeCounts = counts(m_nodes->text());
  s.ranksPerNode = counts(m_ranksPerNode->text());
  s.repetitions = m_reps->value();
  s.weak = m_weak->isChecked() && s.workload != "allreduce";
  s.timeLimit = m_time->text().trimmed().toStdString();
  s.partition = m_partition->text().trimmed().toStdString();
  s.account = m_account->text().trimmed().toStdString();
  s.srunMpi = m_srunMpi->currentData().toString().toStdString();
  const QString probe = m_probe->text().trimmed();
  s.probe = probe.isEmpty() ? s.probe : probe.toStdString();
  return s;
}

void ClusterScriptDialog::updatePreview() {
  const probe::ClusterSweep s = sweep();
  if (s.nodeCounts.empty() || s.ranksPerNode.empty()) {
    m_preview->setPlainText(
        s.nodeCounts.empty() ? tr("# Node counts: expected whole numbers separated by commas")
                             : tr("# Ranks per node: expected whole numbers separated by commas"));
    return;
  }
  const auto scripts = probe::clusterScripts(s);
  const int current = std::max(0, m_script->currentIndex());
  {
    const QSignalBlocker block(m_script);
    m_script->clear();
    for (const auto& [name, text] : scripts) m_script->addItem(QString::fromStdString(name));
    m_script->setCurrentIndex(current);
  }
  m_preview->setPlainText(QString::fromStdString(scripts[current].second));
}

QString ClusterScriptDialog::saveTo(const QString& folder) {
  const probe::ClusterSweep s = sweep();
  QString error;
  if (s.nodeCounts.empty())
    error = tr("Node counts: expected whole numbers from 1 to 4096 separated by commas");
  else if (s.ranksPerNode.empty())
    error = tr("Ranks per node: expected whole numbers from 1 to 4096 separated by commas");
  else if (const QString problem = m_form->problem(); !problem.isEmpty())
    error = problem;
  else if (const std::string p = probe::clusterSweepProblem(s); !p.empty())
    error = QString::fromStdString(p);
  else
    error = QString::fromStdString(probe::writeClusterScripts(s, folder.toStdString()));
  m_status->setText(error.isEmpty() ? tr("Written to %1: run `bash submit.sh` there (Slurm) or "
                                         "`bash mpirun_sweep.sh` (mpirun with a hostfile)")
                                          .arg(folder)
                                    : error);
  return error;
}

}  // namespace scalescope::app
