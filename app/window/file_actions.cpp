#include "app/window/file_actions.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include "app/data/dataset_loader.h"
#include "app/document/active_series.h"
#include "app/document/document.h"
#include "app/document/presets.h"
#include "app/document/scenario_file.h"
#include "app/document/series_visibility.h"

namespace scalescope::app {

namespace {
constexpr int kMaxRecent = 8;
const char* kFilter = QT_TRANSLATE_NOOP("scalescope::app::FileActions",
                                        "ScaleScope scenarios (*.scalescope);;All files (*)");
}  // namespace

FileActions::FileActions(QMainWindow* window, Document* document)
    : QObject(window), m_window(window), m_document(document) {
  connect(m_document, &Document::fileStateChanged, this, &FileActions::updateTitle);
  updateTitle();
}

void FileActions::populate(QMenu* menu) {
  menu->addAction(tr("&New scenario"), QKeySequence::New, this, &FileActions::newScenario);
  menu->addAction(tr("&Open scenario…"), QKeySequence::Open, this, [this] {
    if (!maybeSave()) return;
    QSettings settings;
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open scenario"), settings.value("files/lastDir").toString(), tr(kFilter));
    if (!path.isEmpty()) openScenario(path);
  });
  QMenu* presets = menu->addMenu(tr("Open &preset"));
  // By title, with the description as tooltip and status tip; the paper's PIM runs (two
  // dozen) in a menu of their own.
  QMenu* pimRuns = nullptr;
  for (const QString& name : presetNames()) {
    QString error;
    const auto preset = loadPreset(name, &error);
    QMenu* into = presets;
    if (name.startsWith("pim-")) {
      if (!pimRuns) pimRuns = presets->addMenu(tr("PIM runs of Rhyner et al. (PACT 2024)"));
      into = pimRuns;
    }
    const QString title = preset && !preset->title.isEmpty() ? preset->title : name;
    QAction* a = into->addAction(title, this, [this, name] {
      if (maybeSave()) openPreset(name);
    });
    a->setData(name);
    a->setObjectName("preset:" + name);
    if (preset) {
      a->setToolTip(preset->description);
      a->setStatusTip(preset->description);
    }
  }
  presets->setToolTipsVisible(true);
  if (pimRuns) pimRuns->setToolTipsVisible(true);
  m_recentMenu = menu->addMenu(tr("Open &recent"));
  rebuildRecentMenu();
  menu->addSeparator();
  menu->addAction(tr("&Save"), QKeySequence::Save, this, &FileActions::save);
  // QKeySequence::SaveAs is empty outside GNOME and KDE (e.g. under a bare X server): the
  // binding is spelled out so that it is the same everywhere.
  menu->addAction(tr("Save &as…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S), this,
                  &FileActions::saveAs);
}

void FileActions::showError(const QString& message) {
  m_lastError = message;
  if (m_interactive)
    QMessageBox::warning(m_window, tr("ScaleScope"), message);
  else
    m_window->statusBar()->showMessage(message, 8000);
}

bool FileActions::maybeSave() {
  if (!m_document->isModified() || !m_interactive) return true;
  const auto answer = QMessageBox::question(
      m_window, tr("Unsaved changes"), tr("The scenario has unsaved changes. Save them first?"),
      QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
  if (answer == QMessageBox::Save) return save();
  return answer == QMessageBox::Discard;
}

void FileActions::newScenario() {
  if (!maybeSave()) return;
  m_document->load(model::Scenario{}, QString(), false);
}

bool FileActions::openScenario(const QString& path) {
  QString error;
  const auto file = readScenarioFile(path, &error);
  if (!file) {
    showError(error);
    return false;
  }
  // Load the data files into a copy first: a bad file leaves the current work untouched.
  model::DatasetCollection data;
  loadShippedDatasets(&data);
  QList<DataSource> sources = file->datasets;
  for (DataSource& source : sources) {
    const QString message = loadDataSource(&source, &data);
    if (!message.isEmpty()) {
      showError(datasetProblem(path, source.path, message) +
                tr("\n\nThe current scenario is unchanged."));
      return false;
    }
  }
  // The active series by its name, not by its number in load order.
  ScenarioFile opened = *file;
  QStringList warnings = file->warnings;
  if (const QString w = applyActiveSeriesName(&opened, path, data); !w.isEmpty()) warnings << w;
  warnings << dropUnmatchedExclusions(&opened, path, data);
  applySeriesVisibility(&opened, sources, &data);
  m_document->setDataSources(sources);
  m_document->setDatasets(std::move(data));
  m_document->load(opened.scenario, QFileInfo(path).absoluteFilePath(), false);
  m_document->setExcludedRuns(opened.excludedRuns);
  if (m_applyViews && !file->views.isEmpty()) m_applyViews(file->views);
  for (const QString& w : warnings) m_window->statusBar()->showMessage(w, 8000);
  QSettings().setValue("files/lastDir", QFileInfo(path).absolutePath());
  addRecent(QFileInfo(path).absoluteFilePath());
  return true;
}

bool FileActions::openPreset(const QString& name) {
  QString error;
  const auto preset = loadPreset(name, &error);
  if (!preset) {
    showError(error);
    return false;
  }
  m_document->load(preset->scenario, QStringLiteral("preset:%1").arg(name), true);
  return true;
}

bool FileActions::saveTo(const QString& path) {
  const ScenarioFile file = m_document->toFile();
  const QString error = writeScenarioFile(path, file);
  if (!error.isEmpty()) {
    showError(error);
    return false;
  }
  m_document->markSaved(QFileInfo(path).absoluteFilePath());
  QSettings().setValue("files/lastDir", QFileInfo(path).absolutePath());
  addRecent(QFileInfo(path).absoluteFilePath());
  m_window->statusBar()->showMessage(tr("Saved %1").arg(path), 4000);
  return true;
}

bool FileActions::save() {
  // Presets are read-only: saving one asks for a new file.
  if (m_document->filePath().isEmpty() || m_document->isReadOnly()) return saveAs();
  return saveTo(m_document->filePath());
}

bool FileActions::saveAs() {
  QSettings settings;
  QString path = QFileDialog::getSaveFileName(
      m_window, tr("Save scenario"), settings.value("files/lastDir").toString(), tr(kFilter));
  if (path.isEmpty()) return false;
  if (QFileInfo(path).suffix().isEmpty()) path += ".scalescope";
  return saveTo(path);
}

void FileActions::updateTitle() {
  const QString path = m_document->filePath();
  QString name = tr("Untitled");
  if (path.startsWith("preset:"))
    name = tr("%1 (preset, read-only)").arg(path.mid(7));
  else if (!path.isEmpty())
    name = QFileInfo(path).fileName();
  m_window->setWindowTitle(tr("%1[*] — ScaleScope").arg(name));
  m_window->setWindowModified(m_document->isModified());
}

void FileActions::addRecent(const QString& path) {
  QSettings settings;
  QStringList recent = settings.value("files/recent").toStringList();
  recent.removeAll(path);
  recent.prepend(path);
  while (recent.size() > kMaxRecent) recent.removeLast();
  settings.setValue("files/recent", recent);
  rebuildRecentMenu();
}

void FileActions::rebuildRecentMenu() {
  if (!m_recentMenu) return;
  m_recentMenu->clear();
  const QStringList recent = QSettings().value("files/recent").toStringList();
  for (const QString& path : recent)
    m_recentMenu
        ->addAction(QFileInfo(path).fileName(), this,
                    [this, path] {
                      if (maybeSave()) openScenario(path);
                    })
        ->setToolTip(path);
  m_recentMenu->setEnabled(!recent.isEmpty());
  m_recentMenu->setToolTipsVisible(true);
}

}  // namespace scalescope::app
