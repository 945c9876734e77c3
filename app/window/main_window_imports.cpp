// MainWindow: data coming in — File ▸ Import (read first, the import dialog where another
// tool's output needs a choice), files and folders dropped on the window, and the α–β fit
// offered when latency tables arrive.
#include "app/window/main_window.h"

#include <QDragEnterEvent>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QProgressDialog>
#include <QStatusBar>

#include "app/data/dataset_loader.h"
#include "app/document/document.h"
#include "app/imports/column_roles_dialog.h"
#include "app/imports/import_dialog.h"
#include "app/imports/network_fit_dialog.h"
#include "app/lessons/lesson_actions.h"
#include "app/lessons/lesson_library.h"

namespace scalescope::app {

QString MainWindow::importDataFiles(const QStringList& paths, bool interactive) {
  if (paths.isEmpty()) return {};
  if (!interactive) {
    QList<DataSource> sources;
    for (const QString& p : paths) sources << DataSource(p);
    return importSources(sources, false);
  }
  // Read first: another tool's output is shown in the import dialog before anything loads,
  // and a CSV whose columns are not recognised in the column preview.
  QList<ImportDialog::Source> read;
  // Each source as read, by path: what the dialog shows is what loads, read once (a folder of
  // 100,000 result files takes seconds, with the progress below).
  QHash<QString, SourceRead> whole;
  bool ask = false;
  {
    // Per file of a folder too (a folder of 100,000 result files takes seconds): Cancel stops
    // the reading and leaves the current work as it was.
    QProgressDialog progress(tr("Reading data files…"), tr("Cancel"), 0,
                             static_cast<int>(paths.size()), this);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(500);
    for (int i = 0; i < paths.size(); ++i) {
      progress.setValue(i);
      if (progress.wasCanceled()) return {};
      ImportDialog::Source s;
      s.path = paths[i];
      const auto onFile = [&](int done, int total) {
        if (total > 1) {
          progress.setLabelText(tr("Reading %1: file %2 of %3")
                                    .arg(QFileInfo(paths[i]).fileName())
                                    .arg(done + 1)
                                    .arg(total));
          progress.setMaximum(static_cast<int>(paths.size()) * total);
          progress.setValue(i * total + done);
        }
        return !progress.wasCanceled();
      };
      SourceRead r = readSource(paths[i], {}, onFile);
      if (r.cancelled) {
        statusBar()->showMessage(tr("Import cancelled; nothing was imported."), 8000);
        return {};
      }
      s.files = r.files;
      s.errors = r.errors;
      s.warnings = r.warnings;
      whole.insert(paths[i], std::move(r));
      read << s;
    }
  }
  // After the progress dialog has gone: the column preview of each CSV it could not read for
  // want of recognised columns. A preview cancelled leaves its file out.
  for (auto it = read.begin(); it != read.end();) {
    auto table = it->files.empty() ? tableNeedingColumnRoles(it->path) : std::nullopt;
    if (table) {
      ColumnRolesDialog columns(std::move(*table), this);
      if (columns.exec() != QDialog::Accepted) {
        it = read.erase(it);
        continue;
      }
      it->columns = columns.roles();
      it->errors.clear();
      it->warnings.clear();
      SourceRead r = readSource(it->path, it->columns);
      it->files = r.files;
      it->errors = r.errors;
      it->warnings = r.warnings;
      whole.insert(it->path, std::move(r));
    }
    ask = ask || needsImportChoice(it->files);
    ++it;
  }
  if (read.isEmpty()) return {};
  if (!ask) {
    QList<DataSource> sources;
    for (const auto& s : read) {
      DataSource d(s.path);
      d.columns = s.columns;
      sources << d;
    }
    return importSources(sources, true, &whole);
  }
  ImportDialog dialog(read, this);
  const bool accepted =
      m_runImportDialog ? m_runImportDialog(dialog) : dialog.exec() == QDialog::Accepted;
  if (!accepted) return {};
  // Files the dialog could not read were shown there; say so again with the outcome.
  QStringList unreadable;
  for (const auto& s : read)
    if (s.files.empty()) unreadable << s.errors;
  const QString error = importSources(dialog.chosenSources(), true, &whole);
  if (!unreadable.isEmpty() && error.isEmpty())
    QMessageBox::warning(
        this, tr("Import data"),
        tr("Not imported (the other files were):\n\n%1").arg(unreadable.join('\n')));
  return QStringList(unreadable + QStringList(error)).join('\n').trimmed();
}

QString MainWindow::importSources(const QList<DataSource>& sources, bool interactive,
                                  const QHash<QString, SourceRead>* read) {
  const bool hadLatency = NetworkFitDialog::hasLatencyTables(*m_document);
  const Document::ImportResult result = m_document->importSources(sources, read);
  const QString error = result.errors.join('\n');
  if (interactive && !result.errors.isEmpty())
    QMessageBox::warning(
        this, tr("Import data"),
        result.loaded > 0
            ? tr("%n file(s) imported; these could not be loaded:\n\n%1", nullptr, result.loaded)
                  .arg(error)
            : tr("The data file could not be loaded; nothing was imported.\n\n%1").arg(error));
  if (result.loaded > 0) {
    QString text = tr("Imported %n file(s); see the Scaling view and Data ▸ Measured data table.",
                      nullptr, result.loaded);
    if (!result.warnings.isEmpty()) text += " " + tr("Note: %1").arg(result.warnings.front());
    statusBar()->showMessage(text, 8000);
  }
  // Latency tables have no place in the scaling figures: offer their α–β fit.
  if (interactive && result.loaded > 0 && !hadLatency &&
      NetworkFitDialog::hasLatencyTables(*m_document))
    QMetaObject::invokeMethod(this, &MainWindow::showNetworkFit, Qt::QueuedConnection);
  return error;
}

void MainWindow::showNetworkFit() {
  if (!NetworkFitDialog::hasLatencyTables(*m_document)) {
    QMessageBox::information(this, tr("Network latency and bandwidth"),
                             tr("No latency tables are loaded. Import OSU micro-benchmarks or "
                                "Intel MPI Benchmarks output (or a CSV with n, bytes, time_s)."));
    return;
  }
  NetworkFitDialog dialog(m_document, this);
  dialog.exec();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* e) {
  // Any local file or folder: the readers recognise the format by content.
  for (const QUrl& url : e->mimeData()->urls())
    if (url.isLocalFile()) {
      e->acceptProposedAction();
      return;
    }
}

void MainWindow::dropEvent(QDropEvent* e) {
  QStringList paths, lessons;
  for (const QUrl& url : e->mimeData()->urls())
    if (url.isLocalFile() && (isLessonFile(url.toLocalFile()) || isLectureFile(url.toLocalFile())))
      lessons << url.toLocalFile();
    else if (url.isLocalFile())
      paths << url.toLocalFile();
  e->acceptProposedAction();
  for (const QString& lesson : lessons)
    QMetaObject::invokeMethod(
        this, [this, lesson] { m_lessons->openFile(lesson); }, Qt::QueuedConnection);
  // After the drop returns: a modal dialog inside the drag-and-drop handler blocks the source.
  if (!paths.isEmpty())
    QMetaObject::invokeMethod(
        this, [this, paths] { importDataFiles(paths); }, Qt::QueuedConnection);
}

}  // namespace scalescope::app
