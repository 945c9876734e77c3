#include "app/measure/measure_dialog.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QThread>
#include <QUndoStack>
#include <QUrl>
#include <QVBoxLayout>

#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/measure/workload_form.h"
#include "model/data/probe_results.h"
#include "model/measured/network_values.h"
#include "model/timeline/timeline.h"
#include "views/common/model_text.h"

namespace scalescope::app {

namespace {
// The folder the user last chose for results files.
constexpr auto kFolderKey = QLatin1StringView("measure/folder");
}  // namespace

QList<int> MeasureDialog::parseCounts(const QString& text) {
  QList<int> out;
  for (const QString& item : text.split(',', Qt::SkipEmptyParts)) {
    bool ok = false;
    const int n = item.trimmed().toInt(&ok);
    if (!ok || n < 1 || n > 4096) return {};
    out << n;
  }
  return out;
}

QList<int> MeasureDialog::defaultCounts(int cores) {
  QList<int> out;
  for (int n = 1; n <= cores; n *= 2) out << n;
  if (out.back() != cores) out << cores;
  return out;
}

namespace {

/// The 1-minute load average (Linux), 0 where it cannot be read.
double runQueueLoad() {
  QFile f("/proc/loadavg");
  if (!f.open(QIODevice::ReadOnly)) return 0;
  return QString::fromLatin1(f.readLine()).section(' ', 0, 0).toDouble();
}

}  // namespace

MeasureDialog::MeasureDialog(Document* document, QWidget* parent)
    : QDialog(parent), m_document(document), m_runner(new ProbeRunner(this)) {
  setObjectName("measureDialog");
  setWindowTitle(tr("Measure this machine"));

  auto* what = new QGroupBox(tr("What to measure"));
  auto* whatLayout = new QVBoxLayout(what);
  m_form = new WorkloadForm;
  whatLayout->addWidget(m_form);

  auto* sweep = new QGroupBox(tr("Sweep"));
  auto* form = new QFormLayout(sweep);
  const bool haveMpirun = !QStandardPaths::findExecutable("mpirun").isEmpty();
  m_backend = choiceBox({tr("Threads (this process)"), tr("MPI (mpirun, one process per rank)")},
                        {"threads", "mpi"},
                        haveMpirun ? tr("threads: std::thread, no MPI needed; MPI: the probe "
                                        "starts mpirun -np N for every run")
                                   : tr("mpirun was not found in PATH: install Open MPI "
                                        "(Debian: openmpi-bin) for the MPI backend"));
  m_backend->setObjectName("backend");
  if (!haveMpirun)
    if (auto* model = qobject_cast<QStandardItemModel*>(m_backend->model()))
      model->item(1)->setEnabled(false);
  form->addRow(tr("Backend"), m_backend);
  const int cores = std::max(1, QThread::idealThreadCount());
  QStringList counts;
  for (int n : defaultCounts(cores)) counts << QString::number(n);
  m_counts = new QLineEdit(counts.join(','));
  m_counts->setObjectName("counts");
  m_counts->setToolTip(tr("Numbers of ranks or threads, separated by commas. This machine has "
                          "%1 cores; more than that runs oversubscribed (the times then show "
                          "the sharing, not the scaling).")
                           .arg(cores));
  form->addRow(tr("N values"), m_counts);
  m_reps = countBox(1, 100, 3, tr("Runs at every N: the table keeps each, the fits use them all"));
  m_reps->setObjectName("repetitions");
  form->addRow(tr("Repetitions"), m_reps);
  auto* scalingRow = new QHBoxLayout;
  m_scaling = new QButtonGroup(this);
  auto* strong = new QRadioButton(tr("Strong (fixed total work)"));
  auto* weak = new QRadioButton(tr("Weak (work per rank fixed)"));
  strong->setChecked(true);
  m_scaling->addButton(strong, 0);
  m_scaling->addButton(weak, 1);
  scalingRow->addWidget(strong);
  scalingRow->addWidget(weak);
  form->addRow(tr("Scaling"), scalingRow);
  auto* outputRow = new QHBoxLayout;
  m_output = new QLineEdit(defaultOutputPath("amdahl"));
  m_output->setObjectName("output");
  m_output->setToolTip(
      tr("The results CSV (with the machine, CPU, MPI library, date and "
         "command in its header); rewritten after every run"));
  auto* browse = new QPushButton(tr("…"));
  browse->setToolTip(tr("Choose the results file"));
  connect(browse, &QPushButton::clicked, this, [this] {
    // The file is the user's choice, so no "replace?" question here: Measure never overwrites
    // (it picks a free name and says so).
    const QString path = QFileDialog::getSaveFileName(this, tr("Results file"), m_output->text(),
                                                      tr("CSV files (*.csv)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty()) return;
    m_output->setText(path);
    QSettings().setValue(kFolderKey, QFileInfo(path).absolutePath());
  });
  outputRow->addWidget(m_output, 1);
  outputRow->addWidget(browse);
  form->addRow(tr("Results file"), outputRow);
  m_where = new QLabel;
  m_where->setObjectName("resultsWhere");
  m_where->setWordWrap(true);
  m_where->setTextInteractionFlags(Qt::TextBrowserInteraction);
  m_where->setOpenExternalLinks(true);
  form->addRow(QString(), m_where);
  connect(m_output, &QLineEdit::textChanged, this, &MeasureDialog::showWhere);
  showWhere();

  m_progress = new QProgressBar;
  m_progress->setObjectName("progress");
  m_progress->setRange(0, 1);
  m_progress->setValue(0);
  m_progress->setFormat(tr("Not started"));
  m_status = new QLabel;
  m_status->setObjectName("status");
  m_status->setWordWrap(true);
  m_networkText = new QLabel;
  m_networkText->setWordWrap(true);
  m_networkText->setTextInteractionFlags(Qt::TextSelectableByMouse);
  m_useNetwork = new QPushButton(tr("Use these network values"));
  m_useNetwork->setObjectName("useNetworkValues");
  m_useNetwork->setToolTip(
      tr("Sets the timeline's network latency L and bandwidth B to the "
         "fitted per-link values, as one undo step"));
  m_useNetwork->setVisible(false);
  connect(m_useNetwork, &QPushButton::clicked, this, &MeasureDialog::useNetworkValues);

  auto* buttons = new QDialogButtonBox;
  m_start = buttons->addButton(tr("&Measure"), QDialogButtonBox::ActionRole);
  m_start->setObjectName("start");
  m_cancel = buttons->addButton(tr("&Cancel run"), QDialogButtonBox::ActionRole);
  m_cancel->setObjectName("cancel");
  m_cancel->setToolTip(tr("Ends the current run; the finished runs stay in the table"));
  buttons->addButton(QDialogButtonBox::Close);
  connect(m_start, &QPushButton::clicked, this, &MeasureDialog::startMeasurement);
  connect(m_cancel, &QPushButton::clicked, this, &MeasureDialog::cancelMeasurement);
  connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::close);

  auto* layout = new QVBoxLayout(this);
  layout->addWidget(what);
  layout->addWidget(sweep);
  layout->addWidget(m_progress);
  layout->addWidget(m_status);
  layout->addWidget(m_networkText);
  layout->addWidget(m_useNetwork, 0, Qt::AlignLeft);
  layout->addWidget(buttons);

  connect(m_form, &WorkloadForm::workloadChanged, this, [this](const QString& workload) {
    // A latency table has no strong or weak scaling: the message per rank is what it is.
    for (QAbstractButton* b : m_scaling->buttons()) b->setEnabled(workload != "allreduce");
    // A results file named after the workload, unless the user chose another folder.
    const QString defaultFolder = QFileInfo(defaultOutputPath("x")).absolutePath();
    if (m_output->text().isEmpty() || QFileInfo(m_output->text()).absolutePath() == defaultFolder)
      m_output->setText(defaultOutputPath(workload));
  });
  connect(m_runner, &ProbeRunner::progressed, this, &MeasureDialog::onProgress);
  connect(m_runner, &ProbeRunner::finished, this, &MeasureDialog::onFinished);
  setRunning(false);
}

MeasureDialog::~MeasureDialog() = default;

bool MeasureDialog::weak() const {
  return m_scaling->checkedId() == 1;
}

void MeasureDialog::setWeak(bool weak) {
  m_scaling->button(weak ? 1 : 0)->setChecked(true);
}

QString MeasureDialog::unusedResultsPath(const QString& path) {
  if (!QFileInfo::exists(path)) return path;
  const QFileInfo info(path);
  const QString suffix = info.suffix().isEmpty() ? QString() : "." + info.suffix();
  const QString stem = info.dir().filePath(info.completeBaseName());
  for (int k = 2;; ++k)
    if (const QString next = QStringLiteral("%1-%2%3").arg(stem).arg(k).arg(suffix);
        !QFileInfo::exists(next))
      return next;
}

void MeasureDialog::showWhere() {
  const QFileInfo info(m_output->text());
  const QString folder = QDir::toNativeSeparators(info.absolutePath());
  m_where->setText(
      tr("Saved in <a href=\"%1\">%2</a>, rewritten after every run. A file that is there "
         "already is never overwritten: Measure picks a new name.")
          .arg(QUrl::fromLocalFile(info.absolutePath()).toString(), folder.toHtmlEscaped()));
}

QString MeasureDialog::defaultOutputPath(const QString& workload) const {
  const QString chosen = QSettings().value(kFolderKey).toString();
  const QString dir = !chosen.isEmpty() && QFileInfo(chosen).isDir()
                          ? chosen
                          : QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) +
                                "/measurements";
  return QDir(dir).filePath(
      QStringLiteral("%1-%2.csv")
          .arg(workload, QDateTime::currentDateTime().toString("yyyyMMdd-HHmmss")));
}

ProbeRequest MeasureDialog::request() const {
  ProbeRequest r;
  r.workload = m_form->workload();
  r.workloadArgs = m_form->arguments();
  r.counts = parseCounts(m_counts->text());
  r.repetitions = m_reps->value();
  r.weak = weak() && r.workload != "allreduce";
  r.mpi = m_backend->currentData().toString() == "mpi";
  const int cores = std::max(1, QThread::idealThreadCount());
  r.oversubscribe = std::any_of(r.counts.begin(), r.counts.end(), [&](int n) { return n > cores; });
  r.outPath = m_output->text();
  return r;
}

void MeasureDialog::startMeasurement() {
  // A second Measure (after a cancel, or to repeat) starts a new file: the runs kept in the
  // first stay there and in the table (issue 32: they were replaced).
  const QString asked = m_output->text();
  const QString fresh = unusedResultsPath(asked);
  if (fresh != asked) m_output->setText(fresh);
  const ProbeRequest r = request();
  if (r.counts.isEmpty()) {
    m_status->setText(
        tr("N values: expected whole numbers from 1 to 4096 separated by commas, "
           "e.g. 1,2,4"));
    return;
  }
  if (const QString problem = m_form->problem(); !problem.isEmpty()) {
    m_status->setText(problem);
    return;
  }
  if (!QDir().mkpath(QFileInfo(r.outPath).absolutePath())) {
    m_status->setText(tr("%1: cannot create its folder").arg(r.outPath));
    return;
  }
  if (const QString error = m_runner->start(r); !error.isEmpty()) {
    m_status->setText(error);
    return;
  }
  ++m_session;
  m_seriesSelected = false;
  m_networkText->clear();
  m_useNetwork->setVisible(false);
  m_progress->setRange(0, int(r.counts.size()) * r.repetitions);
  m_progress->setValue(0);
  m_progress->setFormat(tr("Run 1 of %1 · starting").arg(m_progress->maximum()));
  QString status = tr("Measuring: %1").arg(r.outPath);
  if (fresh != asked)
    status += "\n" + tr("%1 is there already and is kept; these results go to %2.")
                         .arg(QFileInfo(asked).fileName(), QFileInfo(fresh).fileName());
  if (const double load = runQueueLoad(); load > 0.5) {
    const int cores = std::max(1, QThread::idealThreadCount());
    status += "\n" + tr("Note: other programs keep this machine busy (load %1 on %2 cores): "
                        "the times will show the sharing, not only the scaling.")
                         .arg(views::localNumber(load, 'f', 1))
                         .arg(cores);
  }
  m_status->setText(status);
  setRunning(true);
}

void MeasureDialog::cancelMeasurement() {
  if (!m_runner->isRunning()) return;
  m_status->setText(tr("Ending the current run…"));
  m_runner->cancel();
}

void MeasureDialog::onProgress(const ProbeProgress& p) {
  m_progress->setRange(0, p.total);
  m_progress->setValue(p.done);
  const QString left = p.secondsLeft < 0   ? tr("time left unknown")
                       : p.secondsLeft < 1 ? tr("less than a second left")
                                           : tr("about %1 s left").arg(qRound(p.secondsLeft));
  m_progress->setFormat(p.done < p.total
                            ? tr("Run %1 of %2 done · %3").arg(p.done).arg(p.total).arg(left)
                            : tr("All %1 runs done").arg(p.total));
  loadResults();
}

void MeasureDialog::loadResults() {
  const QString path = m_runner->request().outPath;
  if (!m_seriesSelected) {
    // The fit and study tabs follow the measured series: its index among all series.
    int before = 0;
    for (const auto& set : m_document->datasets().measurements)
      if (set.sourceName != path.toStdString()) before += int(set.groups().size());
    m_document->set(model::Param::ScalingSeries, before + 1);
    m_document->closeMerge();
    m_seriesSelected = true;
  }
  const QString error = m_document->refreshMeasurementFile(
      path, m_session, tr("Measure this machine (%1)").arg(QFileInfo(path).fileName()));
  if (!error.isEmpty()) {
    m_status->setText(error);
    return;
  }
  emit resultsArrived();
  showNetworkFit();
}

void MeasureDialog::showNetworkFit() {
  if (m_runner->request().workload != "allreduce") return;
  const std::string name = m_runner->request().outPath.toStdString();
  for (const auto& set : m_document->datasets().measurements)
    if (set.sourceName == name) offerNetworkValues(set);
}

bool MeasureDialog::offerNetworkValues(const model::MeasurementSet& set) {
  const auto pattern = model::timelineParams(m_document->scenario()).pattern;
  auto v = model::networkValuesFromSet(set, pattern);
  if (!v) {
    m_networkText->setText(views::errorText(v));
    m_useNetwork->setVisible(false);
    return false;
  }
  // A line that explains little of the times is no network: on a busy machine the threads
  // backend measures the scheduler. Offer nothing then, and say so.
  constexpr double kMinR2 = model::kMinNetworkFitR2;
  if (v->fit.r2 < kMinR2) {
    m_networkText->setText(tr("Allreduce at N = %1: the line T(m) = L + m/B explains only "
                              "%2 % of the measured times (R² = %3 < %4), so these are not "
                              "network values; measure with MPI, or on a quieter machine.")
                               .arg(v->n)
                               .arg(views::localNumber(100 * v->fit.r2, 'f', 0))
                               .arg(views::localNumber(v->fit.r2, 'f', 2))
                               .arg(kMinR2));
    m_useNetwork->setVisible(false);
    return false;
  }
  m_latencyMicroseconds = v->latencySeconds * 1e6;
  m_bandwidthGbs = v->bytesPerSecond / 1e9;
  m_networkText->setText(
      tr("Allreduce at N = %1: T(m) = %2 µs + m / %3 GB/s (fit, R² = %4, %5 points). Per "
         "link for the timeline's %6 pattern: L = %7 µs, B = %8 GB/s.")
          .arg(v->n)
          .arg(views::localNumber(v->fit.latencySeconds * 1e6, 'g', 3))
          .arg(views::localNumber(v->fit.bandwidthBytesPerSecond / 1e9, 'g', 3))
          .arg(views::localNumber(v->fit.r2, 'f', 3))
          .arg(v->fit.nPoints)
          .arg(QString::fromStdString(std::string(model::toString(pattern))))
          .arg(views::localNumber(m_latencyMicroseconds, 'g', 3))
          .arg(views::localNumber(m_bandwidthGbs, 'g', 3)));
  m_useNetwork->setVisible(true);
  return true;
}

void MeasureDialog::useNetworkValues() {
  if (m_latencyMicroseconds <= 0 || m_bandwidthGbs <= 0) return;
  QUndoStack* stack = m_document->undoStack();
  m_document->closeMerge();
  stack->beginMacro(tr("Use the measured network values"));
  QString error = m_document->set(model::Param::TimelineNetLatencyUs, m_latencyMicroseconds);
  if (error.isEmpty())
    error = m_document->set(model::Param::TimelineNetBandwidthGbs, m_bandwidthGbs);
  stack->endMacro();
  m_document->closeMerge();
  if (!error.isEmpty()) {
    stack->undo();  // half a pair is no network: take the macro back whole
    m_status->setText(error);
    return;
  }
  m_status->setText(tr("Timeline network: L = %1 µs, B = %2 GB/s (Edit ▸ Undo takes both back)")
                        .arg(views::localNumber(m_latencyMicroseconds, 'g', 3))
                        .arg(views::localNumber(m_bandwidthGbs, 'g', 3)));
}

void MeasureDialog::onFinished(bool ok, bool cancelled, const QString& message) {
  setRunning(false);
  if (QFileInfo::exists(m_runner->request().outPath)) loadResults();
  if (ok) {
    m_progress->setValue(m_progress->maximum());
    m_progress->setFormat(tr("All %1 runs done").arg(m_progress->maximum()));
    // The probe's own verdict on its numbers (its control): said here, where the user looks.
    QStringList warnings;
    for (const auto& set : m_document->datasets().measurements)
      if (set.sourceName == m_runner->request().outPath.toStdString())
        for (const std::string& w : model::measurementWarnings(set))
          warnings << tr("⚠ %1").arg(QString::fromStdString(w));
    m_status->setText(
        warnings.isEmpty()
            ? tr("Done: %1").arg(m_runner->request().outPath)
            : tr("Done: %1\n%2").arg(m_runner->request().outPath, warnings.join('\n')));
  } else {
    m_progress->setFormat(cancelled ? tr("Cancelled after %1 of %2 runs")
                                          .arg(m_progress->value())
                                          .arg(m_progress->maximum())
                                    : tr("Stopped after %1 of %2 runs")
                                          .arg(m_progress->value())
                                          .arg(m_progress->maximum()));
    m_status->setText(message);
  }
}

void MeasureDialog::setRunning(bool running) {
  m_start->setEnabled(!running);
  m_cancel->setEnabled(running);
  for (QWidget* w : {static_cast<QWidget*>(m_form), static_cast<QWidget*>(m_backend),
                     static_cast<QWidget*>(m_counts), static_cast<QWidget*>(m_reps),
                     static_cast<QWidget*>(m_output)})
    w->setEnabled(!running);
}

}  // namespace scalescope::app
