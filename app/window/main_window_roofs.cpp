// MainWindow: Data ▸ Measure this machine's roofs — scalescope-probe roofs (app/probe/README.md)
// with progress and Cancel, its roofline.json loaded as data, the Roofline view brought up.
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>
#include <QMessageBox>
#include <QProgressDialog>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QStatusBar>
#include <QSysInfo>

#include "app/measure/probe_runner.h"
#include "app/window/main_window.h"
#include "views/common/linked_view.h"

namespace scalescope::app {

QString MainWindow::roofsFilePath() {
  const QString dir =
      QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/roofs");
  QString host = QSysInfo::machineHostName();
  host.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9._-]")), QStringLiteral("_"));
  const QString stem = QStringLiteral("%1/roofline-%2-%3")
                           .arg(dir, host.isEmpty() ? QStringLiteral("host") : host,
                                QDateTime::currentDateTimeUtc().toString("yyyyMMdd-HHmmss"));
  // A second measurement within the same second gets a number: nothing measured is replaced.
  QString path = stem + QStringLiteral(".json");
  for (int k = 2; QFileInfo::exists(path); ++k)
    path = QStringLiteral("%1-%2.json").arg(stem).arg(k);
  return path;
}

void MainWindow::measureRoofs() {
  const QString path = roofsFilePath();
  const QString title = tr("Measure this machine's roofs");
  if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
    QMessageBox::warning(this, title,
                         tr("Cannot create the folder %1.").arg(QFileInfo(path).absolutePath()));
    return;
  }
  auto* runner = new ProbeRunner(this);
  auto* progress =
      new QProgressDialog(tr("Measuring the FP64 peak and the L1 and DRAM bandwidth of this "
                             "machine on 1, 2, 4, … threads…"),
                          tr("Cancel"), 0, 0, this);
  progress->setObjectName("roofsProgress");
  progress->setWindowTitle(title);
  progress->setWindowModality(Qt::WindowModal);
  progress->setMinimumDuration(0);
  progress->setAutoClose(false);
  progress->setAutoReset(false);
  connect(runner, &ProbeRunner::progressed, progress, [progress](const ProbeProgress& p) {
    progress->setMaximum(p.total);
    progress->setValue(p.done);
    progress->setLabelText(tr("Measured %1 of %2 kernels and thread counts; about %3 s left")
                               .arg(p.done)
                               .arg(p.total)
                               .arg(QLocale().toString(p.secondsLeft, 'f', 1)));
  });
  connect(progress, &QProgressDialog::canceled, runner, &ProbeRunner::cancel);
  connect(runner, &ProbeRunner::finished, this,
          [this, runner, progress, path, title](bool ok, bool cancelled, const QString& message) {
            progress->deleteLater();
            runner->deleteLater();
            if (cancelled) {
              // The probe writes its file at the end: one there was finished as Cancel came,
              // and the user asked for none.
              QFile::remove(path);
              statusBar()->showMessage(tr("Roofs measurement cancelled; nothing was kept."), 8000);
              return;
            }
            if (!ok) {
              QMessageBox::warning(
                  this, title, tr("scalescope-probe could not measure the roofs: %1").arg(message));
              return;
            }
            if (const QString error = importDataFiles({path}, false); !error.isEmpty()) {
              QMessageBox::warning(this, title, error);
              return;
            }
            // The roofs just measured are what the user wants to see: the Roofline view alone
            // (View ▸ Roofline only), not a strip under the surface.
            for (std::size_t i = 0; i < m_views.size(); ++i)
              if (m_views[i]->area() == model::ViewArea::Roofline) m_viewActions[int(i)]->trigger();
            statusBar()->showMessage(tr("This machine's roofs: %1").arg(path), 10000);
          });
  ProbeRequest request;
  request.command = "roofs";
  request.outPath = path;
  if (const QString error = runner->start(request); !error.isEmpty()) {
    progress->deleteLater();
    runner->deleteLater();
    QMessageBox::warning(this, title, error);
  }
}

}  // namespace scalescope::app
