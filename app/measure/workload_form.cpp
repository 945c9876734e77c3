#include "app/measure/workload_form.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace scalescope::app {

namespace {

QString sizeLabel(double bytes) {
  if (bytes >= 1 << 20) return QStringLiteral("%1 MiB").arg(bytes / (1 << 20));
  if (bytes >= 1 << 10) return QStringLiteral("%1 KiB").arg(bytes / (1 << 10));
  return QStringLiteral("%1 B").arg(bytes);
}

QComboBox* sizeBox(double selected) {
  auto* box = new QComboBox;
  for (double m = 8; m <= 64.0 * (1 << 20); m *= 2) box->addItem(sizeLabel(m), m);
  box->setCurrentIndex(box->findData(selected));
  return box;
}

}  // namespace

QSpinBox* countBox(int lo, int hi, int value, const QString& tip) {
  auto* s = new QSpinBox;
  s->setRange(lo, hi);
  s->setValue(value);
  s->setToolTip(tip);
  return s;
}

QComboBox* choiceBox(const QStringList& labels, const QStringList& values, const QString& tip) {
  auto* box = new QComboBox;
  for (int i = 0; i < labels.size(); ++i) box->addItem(labels[i], values[i]);
  box->setToolTip(tip);
  return box;
}

WorkloadForm::WorkloadForm(QWidget* parent) : QWidget(parent) {
  auto* layout = new QVBoxLayout(this);
  layout->setContentsMargins(0, 0, 0, 0);
  m_workload = choiceBox({tr("Amdahl's law (known serial fraction)"),
                          tr("Data-parallel training (MA-SGD, GA-SGD, ADMM)"),
                          tr("Collectives latency (allreduce, gather, broadcast)")},
                         {"amdahl", "train", "allreduce"},
                         tr("amdahl: a compute kernel of fixed work whose serial part only rank "
                            "0 runs; train: a linear model trained as on the PIM system, timed "
                            "in the breakdown's categories; allreduce: latency against message "
                            "size, for the timeline's network values"));
  m_workload->setObjectName("workload");
  m_pages = new QStackedWidget;
  m_pages->addWidget(makeAmdahlPage());
  m_pages->addWidget(makeTrainPage());
  m_pages->addWidget(makeAllreducePage());
  layout->addWidget(m_workload);
  layout->addWidget(m_pages);
  // The form is as tall as the page shown, not as the tallest page.
  auto fitPage = [this](int index) {
    for (int i = 0; i < m_pages->count(); ++i)
      m_pages->widget(i)->setSizePolicy(QSizePolicy::Preferred,
                                        i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    m_pages->setCurrentIndex(index);
    m_pages->adjustSize();
  };
  fitPage(0);
  connect(m_workload, &QComboBox::currentIndexChanged, this, [this, fitPage](int index) {
    fitPage(index);
    emit workloadChanged(workload());
  });
}

QString WorkloadForm::workload() const {
  return m_workload->currentData().toString();
}

QString WorkloadForm::problem() const {
  if (workload() == "allreduce" && m_sizeFrom->currentIndex() > m_sizeTo->currentIndex())
    return tr("Message sizes: the smallest is larger than the largest");
  return {};
}

QWidget* WorkloadForm::makeAmdahlPage() {
  auto* page = new QWidget;
  auto* form = new QFormLayout(page);
  form->setContentsMargins(0, 0, 0, 0);
  m_serialFraction = new QDoubleSpinBox;
  m_serialFraction->setObjectName("serialFraction");
  m_serialFraction->setRange(0, 1);
  m_serialFraction->setDecimals(3);
  m_serialFraction->setSingleStep(0.01);
  m_serialFraction->setValue(0.1);
  m_serialFraction->setToolTip(
      tr("S: the share of the work that only rank 0 runs while the "
         "others wait. A fit of the measured times should give it "
         "back (Data ▸ Fit a law, Amdahl: 1 − α)."));
  form->addRow(tr("Serial fraction S"), m_serialFraction);
  m_workSeconds = new QDoubleSpinBox;
  m_workSeconds->setObjectName("workSeconds");
  m_workSeconds->setRange(0.01, 3600);
  m_workSeconds->setDecimals(2);
  m_workSeconds->setValue(2);
  m_workSeconds->setSuffix(tr(" s"));
  m_workSeconds->setToolTip(
      tr("The total work, as seconds on one core (calibrated once per "
         "sweep). Longer work makes timing noise smaller against it."));
  form->addRow(tr("Work at N = 1"), m_workSeconds);
  return page;
}

QWidget* WorkloadForm::makeTrainPage() {
  auto* page = new QWidget;
  auto* form = new QFormLayout(page);
  form->setContentsMargins(0, 0, 0, 0);
  m_algorithm = choiceBox({"MA-SGD", "GA-SGD", "ADMM"}, {"ma-sgd", "ga-sgd", "admm"},
                          tr("MA-SGD averages models every local batch, GA-SGD gradients every "
                             "global batch, ADMM once per epoch (as in the PIM view)"));
  m_model = choiceBox({tr("Logistic regression"), tr("Linear SVM")}, {"lr", "svm"},
                      tr("The linear model trained on seeded, linearly separable synthetic data"));
  m_sync = choiceBox({tr("Star (rank 0 is the parameter server)"), tr("Allreduce")},
                     {"star", "allreduce"},
                     tr("Star: push, compute, pull, update as on the UPMEM system; allreduce: no "
                        "server, one allreduce per round (counted as pull)"));
  m_samples = countBox(64, 10'000'000, 8192, tr("m: training samples in total (weak: per rank)"));
  m_features = countBox(1, 100'000, 64, tr("d: features, i.e. model entries"));
  m_batch = countBox(1, 1'000'000, 8, tr("MA-SGD and ADMM: b per worker; GA-SGD: B in total"));
  m_epochs = countBox(1, 1000, 3, tr("Passes over the data; loss and accuracy are kept per epoch"));
  form->addRow(tr("Algorithm"), m_algorithm);
  form->addRow(tr("Model"), m_model);
  form->addRow(tr("Synchronisation"), m_sync);
  form->addRow(tr("Samples m"), m_samples);
  form->addRow(tr("Features d"), m_features);
  form->addRow(tr("Batch"), m_batch);
  form->addRow(tr("Epochs"), m_epochs);
  return page;
}

QWidget* WorkloadForm::makeAllreducePage() {
  auto* page = new QWidget;
  auto* form = new QFormLayout(page);
  form->setContentsMargins(0, 0, 0, 0);
  m_sizeFrom = sizeBox(8);
  m_sizeTo = sizeBox(1 << 20);
  m_sizeFrom->setToolTip(tr("Smallest message per rank (powers of two up to the largest)"));
  m_sizeTo->setToolTip(tr("Largest message per rank"));
  form->addRow(tr("From"), m_sizeFrom);
  form->addRow(tr("To"), m_sizeTo);
  auto* note =
      new QLabel(tr("Needs N ≥ 2: one rank has no network. The fit T(m) = L + m/B "
                    "at the largest N gives the timeline's latency and bandwidth."));
  note->setWordWrap(true);
  form->addRow(note);
  return page;
}

QStringList WorkloadForm::arguments() const {
  const QString w = workload();
  if (w == "amdahl")
    return {"--serial-fraction", QString::number(m_serialFraction->value()), "--work-s",
            QString::number(m_workSeconds->value())};
  if (w == "train")
    return {"--algorithm", m_algorithm->currentData().toString(),
            "--model",     m_model->currentData().toString(),
            "--sync",      m_sync->currentData().toString(),
            "--samples",   QString::number(m_samples->value()),
            "--features",  QString::number(m_features->value()),
            "--batch",     QString::number(m_batch->value()),
            "--epochs",    QString::number(m_epochs->value())};
  return {"--sizes", QStringLiteral("%1:%2")
                         .arg(m_sizeFrom->currentData().toLongLong())
                         .arg(m_sizeTo->currentData().toLongLong())};
}

}  // namespace scalescope::app
